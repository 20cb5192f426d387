/** Set 5, origin: CCPIT (China) non-preferential certificate of origin, boxes 1-12, Times, "MAR. 09, 2026" dates. */
import { Pen4, party, place, kg, us, wrap, small, stamp, type Doc } from './lib5.ts';

/** 9. CCPIT certificate of origin: right-hand title block, goods grid with per-item marks, quantity with gross weight, one invoice for all items. */
export function ccpitCoo(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 32, M = 300, R = 563, no = 'CCPIT263502B0417';
  const exporter = party('XIAMEN JINLU STONE & FOOTWEAR IMP. & EXP. CO., LTD.', ['NO. 168 XIANGYUE ROAD, XIANG\'AN DISTRICT', 'XIAMEN, FUJIAN 361101', 'CHINA'], {});
  const consignee = party('AL BARSHA BUILDING & TRADING L.L.C.', ['P.O. BOX 61247, WAREHOUSE 7, AL QUSAIS INDUSTRIAL AREA 2', 'DUBAI', 'U.A.E.'], {});
  const goods = [
    { m: ['ABT', 'DUBAI', 'CRATE 1-24'], pk: 'TWENTY-FOUR (24) WOODEN CRATES', d: 'POLISHED GRANITE SLABS G654, 2CM THICK', hs: '6802.93', q: 612.5, qu: 'SQM', gw: 26400 },
    { m: ['ABT', 'DUBAI', 'C/NO. 1-310'], pk: 'THREE HUNDRED TEN (310) CARTONS', d: 'MEN\'S SPORTS SHOES WITH RUBBER SOLES AND TEXTILE UPPERS', hs: '6404.11', q: 3720, qu: 'PAIRS', gw: 3410 },
    { m: ['ABT', 'DUBAI', 'C/NO. 311-370'], pk: 'SIXTY (60) CARTONS', d: 'OOLONG TEA (TIEGUANYIN) IN 250 G TINS', hs: '0902.30', q: 1440, qu: 'TINS', gw: 486 },
    { m: ['N/M'], pk: 'EIGHTEEN (18) PALLETS', d: 'QUARTZ STONE KITCHEN COUNTERTOPS, CUT TO SIZE', hs: '6810.99', q: 144, qu: 'PIECES', gw: 14220 },
  ];
  const F = (x: number, y: number, w: number, h: number, label: string, v: string[], s = 8.5) => {
    pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 9, label, 7); pen.ml(x + 8, y + 22, v, s, s + 2.5);
  };
  pen.box(X, 30, R - X, 770, 1.2);
  F(X, 30, M - X, 84, '1. Exporter', [exporter.name, 'NO. 168 XIANGYUE ROAD, XIANG\'AN DISTRICT', 'XIAMEN, FUJIAN 361101', 'CHINA'], 8);
  pen.box(M, 30, R - M, 200, 0.6);
  pen.t(M + 8, 46, 'Certificate No.', 8); pen.t(M + 80, 46, no, 11, true);
  pen.c((M + R) / 2, 86, 'CERTIFICATE OF ORIGIN', 15, true);
  pen.c((M + R) / 2, 104, 'OF', 10);
  pen.c((M + R) / 2, 122, 'THE PEOPLE\'S REPUBLIC OF CHINA', 12, true);
  pen.c((M + R) / 2, 170, 'ORIGINAL', 10, true);
  pen.c((M + R) / 2, 200, 'Security code: 7D3K-99QX-2026-0417', 7);
  F(X, 114, M - X, 76, '2. Consignee', [consignee.name, 'P.O. BOX 61247, WAREHOUSE 7,', 'AL QUSAIS INDUSTRIAL AREA 2', 'DUBAI', 'U.A.E.'], 8);
  F(X, 190, M - X, 70, '3. Means of transport and route', ['FROM XIAMEN, CHINA TO JEBEL ALI, U.A.E.', 'BY SEA', 'VESSEL: KOTA LAYANG V.0417W'], 8);
  F(X, 260, M - X, 34, '4. Country / region of destination', ['U.A.E.'], 8.5);
  F(M, 230, R - M, 64, '5. For certifying authority use only', [''], 8);
  const cx = [X, X + 72, X + 276, X + 340, X + 418, R];
  const gy = 294;
  pen.box(X, gy, R - X, 30, 0.6);
  [['6. Marks and numbers'], ['7. Number and kind of packages;', 'description of goods'], ['8. H.S. Code'], ['9. Quantity'], ['10. Number and date', 'of invoices']].forEach((h, i) => pen.ml(cx[i] + 3, gy + 10, h, 7, 8.5));
  const top = gy + 30, bottom = 590;
  pen.box(X, top, R - X, bottom - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, gy, bottom, 0.5));
  let y = top + 14;
  goods.forEach((g, i) => {
    pen.ml(cx[0] + 4, y, g.m, 8, 10);
    const ls = [g.pk, 'OF', ...wrap(pen, g.d, 196, 8.5)];
    pen.ml(cx[1] + 4, y, ls, 8.5, 10.5);
    pen.t(cx[2] + 6, y, g.hs, 8.5);
    pen.ml(cx[3] + 4, y, [`${us(g.q, g.q % 1 ? 1 : 0)} ${g.qu}`, `G.W. ${us(g.gw, 0)} KGS`], 7.8, 10);
    if (i === 0) pen.ml(cx[4] + 4, y, ['XMJ-26-0306', 'MAR. 06, 2026'], 8.5, 10.5);
    y += Math.max(ls.length * 10.5, g.m.length * 10) + 10;
  });
  pen.c((cx[1] + cx[2]) / 2, y + 4, '* * * * * * * * * * * * * * * * * * * *', 8);
  pen.c((cx[1] + cx[2]) / 2, y + 18, 'TOTAL: FOUR HUNDRED TWELVE (412) PACKAGES ONLY', 7.5, true);
  pen.c((cx[1] + cx[2]) / 2, y + 30, 'L/C NO. 0418LC26000731 DATED FEB. 20, 2026', 7.5);
  F(X, bottom, M - X, 210, '11. Declaration by the exporter', []);
  small(pen, X + 8, bottom + 24, M - X - 16, 'The undersigned hereby declares that the above details and statements are correct, that all the goods were produced in China and that they comply with the Rules of Origin of the People\'s Republic of China.', 8, 10);
  pen.c((X + M) / 2, bottom + 150, 'XIAMEN, CHINA   MAR. 06, 2026', 8.5, true);
  pen.q.textEx(X + 70, bottom + 130, 'Lin Meihua', 13, { gray: 0.3, deg: 5 });
  pen.hl(X + 14, M - 14, bottom + 160, 0.4); pen.c((X + M) / 2, bottom + 172, 'Place and date, signature and stamp of authorized signatory', 7);
  F(M, bottom, R - M, 210, '12. Certification', []);
  small(pen, M + 8, bottom + 24, R - M - 16, 'It is hereby certified that the declaration by the exporter is correct.', 8, 10);
  pen.c((M + R) / 2, bottom + 62, 'CHINA COUNCIL FOR THE PROMOTION OF INTERNATIONAL TRADE', 7.5, true);
  pen.c((M + R) / 2, bottom + 73, 'XIAMEN SUB-COUNCIL', 7.5);
  stamp(pen, (M + R) / 2 + 40, bottom + 112, ['CCPIT XIAMEN', 'CERTIFICATE OF ORIGIN', 'SPECIAL SEAL'], 9, 6.5, 0.45);
  pen.c((M + R) / 2, bottom + 150, 'XIAMEN, CHINA   MAR. 09, 2026', 8.5, true);
  pen.hl(M + 14, R - 14, bottom + 160, 0.4); pen.c((M + R) / 2, bottom + 172, 'Place and date, signature and stamp of certifying authority', 7);
  pen.gray(X, 818, 'Verify this certificate at the CCPIT certificate verification service using the certificate no. and security code above.', 6.5, 0.45);
  return {
    id: 's5-ccpit-coo', type: 'certificate_of_origin',
    notes: 'Chinese CCPIT non-preferential certificate of origin in Times: boxes 1-12 with the title block (certificate no., "CERTIFICATE OF ORIGIN OF THE PEOPLE\'S REPUBLIC OF CHINA") top right, transport as a sentence ("FROM XIAMEN, CHINA TO JEBEL ALI, U.A.E. BY SEA"), destination "U.A.E.", per-item marks including N/M, packages in words then "OF" then the description, HS with dots, quantity with unit and G.W. in box 9, one invoice no./date in box 10 for all items, exporter declaration 06 vs certification 09 March dates ("MAR. 09, 2026"), authority name + sub-council, stamp, L/C decoy.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: no, certificateType: 'non-preferential', issueDate: '2026-03-09', issuingAuthority: 'CHINA COUNCIL FOR THE PROMOTION OF INTERNATIONAL TRADE',
      exporter, producer: null, consignee, countryOfOrigin: 'CN', countryOfDestination: 'AE',
      transport: { mode: 'SEA', vessel: 'KOTA LAYANG', portOfLoading: place('XIAMEN', null, null), portOfDischarge: place('JEBEL ALI', null, null) },
      goods: goods.map((g) => ({ description: g.d, hsCode: g.hs.replace('.', ''), quantity: g.q, grossWeight: kg(g.gw), marks: g.m.join(' '), invoiceNumber: 'XMJ-26-0306', invoiceDate: '2026-03-06' })),
    },
  };
}
