/** Set 6, origin: RCEP certificate of origin issued by the Korea Chamber of Commerce and Industry (boxes 1-16, Times). */
import { Pen4, party, place, kg, us, wrap, small, stamp, type Doc } from '../set5/lib5.ts';

/** 9. Form RCEP from Korea to Australia: long official box captions, goods across boxes 6-13 in one ruled band without row lines, criteria CTC/RVC/PE. */
export function rcepKcciCoo(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 30, R = 565, M = 300;
  const exporter = party('SEORIN COSMETICS CO., LTD.', ['15F, 338 Gangnam-daero, Seocho-gu', 'Seoul 06653, Republic of Korea'], {});
  const producer = party('SEORIN COSMETICS CO., LTD. OSONG PLANT', ['87, Osongsaengmyeong 2-ro, Heungdeok-gu', 'Cheongju-si, Chungcheongbuk-do 28161, Korea'], {});
  const consignee = party('AUSTRAL BEAUTY IMPORTS PTY LTD', ['Unit 4, 21 Lord Street', 'Botany NSW 2019, Australia'], {});
  const goods = [
    { m: 'ABI/SYD', d: 'HYDRATING FACIAL ESSENCE 150ML (GLASS BOTTLE)', pk: 180, hs: '330499', oc: 'CTC', gw: 1620.0 },
    { m: 'ABI/SYD', d: 'SUN PROTECTION CREAM SPF50+ 50ML', pk: 240, hs: '330499', oc: 'RVC', gw: 1536.0 },
    { m: 'ABI/SYD', d: 'SHEET MASK, HYALURONIC ACID, 10 PCS/BOX', pk: 310, hs: '330499', oc: 'CTC', gw: 1395.0 },
    { m: 'ABI/SYD', d: 'SCALP CARE SHAMPOO 500ML', pk: 160, hs: '330510', oc: 'PE', gw: 1904.0 },
    { m: 'ABI/SYD', d: 'LOW PH FOAM CLEANSER 150ML', pk: 220, hs: '340130', oc: 'CTC', gw: 1738.0 },
    { m: 'ABI/SYD', d: 'CUSHION FOUNDATION COMPACT WITH REFILL', pk: 130, hs: '330499', oc: 'RVC', gw: 611.0 },
  ];
  const fob: Record<number, string> = { 1: 'FOB USD 52,800.00', 5: 'FOB USD 39,260.00' };
  pen.box(X, 24, R - X, 800, 0.8);
  const B = (x: number, y: number, w: number, h: number, cap: string[], v: string[], s = 8.4) => { pen.box(x, y, w, h, 0.5); pen.ml(x + 3, y + 8, cap, 6.2, 7); pen.ml(x + 6, y + 9 + cap.length * 7 + s, v, s, s + 2); };
  B(X, 24, M - X, 66, ['1. Exporter\'s name, address and country:'], [exporter.name, '15F, 338 Gangnam-daero, Seocho-gu', 'Seoul 06653, Republic of Korea']);
  pen.box(M, 24, R - M, 150, 0.5);
  pen.t(M + 8, 40, 'Certificate No.:', 8); pen.t(M + 80, 40, 'KR-RCEP-26-SE-0041827', 9.5, true);
  pen.c((M + R) / 2, 70, 'REGIONAL COMPREHENSIVE ECONOMIC', 9.5, true); pen.c((M + R) / 2, 82, 'PARTNERSHIP AGREEMENT', 9.5, true);
  pen.c((M + R) / 2, 100, 'CERTIFICATE OF ORIGIN', 12, true); pen.c((M + R) / 2, 114, 'FORM RCEP', 10, true);
  pen.c((M + R) / 2, 138, 'Issued in  REPUBLIC OF KOREA', 8.5); pen.c((M + R) / 2, 148, '(Country)', 6.5);
  pen.c((M + R) / 2, 164, 'See Notes Overleaf', 6.5);
  B(X, 90, M - X, 84, ['2. Producer\'s name, address and country (if known):'], [producer.name, '87, Osongsaengmyeong 2-ro, Heungdeok-gu', 'Cheongju-si, Chungcheongbuk-do 28161, Korea'], 7.8);
  B(X, 174, M - X, 64, ['3. Importer\'s or Consignee\'s name, address and', 'country (if known):'], [consignee.name, 'Unit 4, 21 Lord Street', 'Botany NSW 2019, Australia']);
  B(M, 174, R - M, 64, ['5. For official use'], ['[  ] Preferential Tariff Treatment Given', '[  ] Preferential Tariff Treatment Not Given (Please state reason/s)'], 6.8);
  B(X, 238, M - X, 80, ['4. Means of transport and route (if known):'], ['Departure Date: 13 March 2026', 'Vessel\'s name / Aircraft flight number:', '   SM TIANJIN 2611S', 'Port of loading: BUSAN, KOREA', 'Port of discharge: SYDNEY, AUSTRALIA'], 8);
  B(M, 238, R - M, 80, ['14. Remarks'], ['[  ] Issued Retroactively', '[  ] Back-to-Back Certificate of Origin', '[  ] Third-party Invoicing', '    (Name, Country)'], 7.4);
  // goods band
  const gx = [X, X + 30, X + 88, X + 260, X + 306, X + 346, X + 392, X + 458, R];
  const heads = [['6. Item', 'number'], ['7. Marks and', 'numbers on', 'packages'], ['8. Number and kind of', 'packages; and', 'description of goods'], ['9. HS Code', 'of the goods', '(6 digit)'], ['10. Origin', 'Conferring', 'Criterion'], ['11. RCEP', 'Country of', 'Origin'], ['12. Quantity', '(Gross weight', 'or other', 'measurement),', 'and value (FOB)', 'where RVC is', 'applied'], ['13. Invoice', 'number(s)', 'and date of', 'invoice(s)']];
  const gt = 318, gb = 640;
  pen.hl(X, R, gt + 58, 0.5);
  heads.forEach((h, i) => pen.ml(gx[i] + 2, gt + 8, h, 6, 7));
  gx.slice(1, -1).forEach((x) => pen.vl(x, gt, gb, 0.4));
  pen.box(X, gt, R - X, gb - gt, 0.5);
  let y = gt + 66;
  goods.forEach((g, i) => {
    pen.t(gx[0] + 10, y, String(i + 1), 8.2); pen.t(gx[1] + 3, y, g.m, 7.6);
    const lines = [`${g.pk} (${['ONE HUNDRED EIGHTY', 'TWO HUNDRED FORTY', 'THREE HUNDRED TEN', 'ONE HUNDRED SIXTY', 'TWO HUNDRED TWENTY', 'ONE HUNDRED THIRTY'][i]}) CARTONS OF`, ...wrap(pen, g.d, 164, 7.6)];
    pen.ml(gx[2] + 3, y, lines, 7.6, 9);
    pen.t(gx[3] + 4, y, g.hs, 8); pen.c((gx[4] + gx[5]) / 2, y, g.oc, 8); pen.c((gx[5] + gx[6]) / 2, y, 'KR', 8);
    pen.ml(gx[6] + 3, y, [`${us(g.gw, 2)} KG`, 'G.W.', ...(fob[i] ? [fob[i].slice(0, 7), fob[i].slice(8)] : [])], 7.4, 8.5);
    if (i === 0) pen.ml(gx[7] + 3, y, ['SR-EX-2603-112', '12 MARCH 2026'], 7, 8.5);
    y += 38;
  });
  pen.t(gx[2] + 3, y + 2, 'TOTAL: 1,240 (ONE THOUSAND TWO', 7.6); pen.t(gx[2] + 3, y + 11, 'HUNDRED FORTY) CARTONS ONLY', 7.6);
  pen.t(gx[2] + 3, y + 20, '********************************', 7.6);
  // 15 / 16
  pen.box(X, gb, M - X, 184, 0.5); pen.box(M, gb, R - M, 184, 0.5);
  pen.t(X + 3, gb + 9, '15. Declaration by the exporter', 6.8, true);
  small(pen, X + 6, gb + 20, M - X - 12, 'The undersigned hereby declares that the above details and statement are correct and that the goods covered in this Certificate comply with the requirements specified for these goods in the Regional Comprehensive Economic Partnership Agreement. These goods are exported to:', 7, 8.5);
  pen.c((X + M) / 2, gb + 70, 'AUSTRALIA', 9, true); pen.c((X + M) / 2, gb + 80, '(Importing Party)', 6.5);
  pen.c((X + M) / 2, gb + 140, 'SEOUL, 13 MARCH 2026   J.H. PARK / EXPORT MANAGER', 7.4);
  pen.hl(X + 20, M - 20, gb + 146, 0.4); pen.c((X + M) / 2, gb + 156, 'Place and date, name, signature and company of authorised signatory', 6);
  pen.t(M + 3, gb + 9, '16. Certification', 6.8, true);
  small(pen, M + 6, gb + 20, R - M - 12, 'On the basis of control carried out, it is hereby certified that the information herein is correct and that the goods described comply with the origin requirements specified in the Regional Comprehensive Economic Partnership Agreement.', 7, 8.5);
  stamp(pen, M + 130, gb + 92, ['KOREA CHAMBER OF COMMERCE', '& INDUSTRY', 'SEOUL'], -6, 7.5, 0.4);
  pen.c((M + R) / 2, gb + 140, 'SEOUL, 16 MARCH 2026', 7.4);
  pen.hl(M + 20, R - 20, gb + 146, 0.4); pen.c((M + R) / 2, gb + 156, 'Place and date, signature and seal or stamp of the Issuing Body', 6);
  pen.c((M + R) / 2, gb + 176, 'KOREA CHAMBER OF COMMERCE AND INDUSTRY', 7.6, true);
  return {
    id: 's6-rcep-kcci-coo', type: 'certificate_of_origin',
    notes: 'RCEP certificate of origin (Form RCEP) issued by the Korea Chamber of Commerce and Industry, Times, the official 16-box layout: certificate no. top right, transport in box 4 as free lines (departure date "13 March 2026", vessel+voyage, ports without codes), goods band boxes 6-13 without row rules (packages in words before the description, criteria CTC/RVC/PE, RCEP country "KR", gross weight with "G.W." and FOB value only on RVC lines split over lines), invoice number/date printed once on the first line but valid for all, exporter declaration date 13 March vs certification date 16 March (the issue date), issuing body only in box 16.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: 'KR-RCEP-26-SE-0041827', certificateType: 'RCEP', issueDate: '2026-03-16', issuingAuthority: 'KOREA CHAMBER OF COMMERCE AND INDUSTRY',
      exporter, producer, consignee, countryOfOrigin: 'KR', countryOfDestination: 'AU',
      transport: { mode: 'SEA', vessel: 'SM TIANJIN', portOfLoading: place('BUSAN', null, 'KR'), portOfDischarge: place('SYDNEY', null, 'AU') },
      goods: goods.map((g, i) => ({ itemNumber: i + 1, description: g.d, hsCode: g.hs, quantity: g.pk, grossWeight: kg(g.gw), marks: g.m, originCriterion: g.oc, invoiceNumber: 'SR-EX-2603-112', invoiceDate: '2026-03-12' })),
    },
  };
}
