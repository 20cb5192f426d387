/** Set 12, origin: Georgian Chamber of Commerce and Industry non-preferential certificate of origin for Kakheti wine, chacha, mineral water and churchkhela Poti -> Shanghai (A4 Times, ICC-style numbered boxes, producer box, per-item invoice). */
import { Pen4, party, place, kg, us, sum, wrap, small, stamp, barcode, qr, d, d5, uscc, type Doc } from './lib12.ts';

/** 9. Georgian certificate of origin: A4 Times, left column of numbered boxes (consignor, consignee, producer, transport) and a right title block with the number, country of origin and destination boxes, goods grid with item no., marks, packages + description, HS (6 digits with a dot), quantity in bottles / kg, gross weight and invoice no. + date per item, exporter's declaration and chamber certification with different dates, Chinese unified social credit code (mod 31) for the consignee. */
export function geCoo(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 30, R = 565, M = 300;
  const no = 'GE-CO-2026/0441827';
  const exporter = party('KAKHETI WINE EXPORT LLC', ['14 Chavchavadze Avenue', 'Tbilisi 0179, Georgia'], { taxId: '404418270', phone: '+995 32 244 1827' });
  const producer = party('TELAVI VALLEY WINERY LLC', ['Village Kondoli, Telavi Municipality', 'Kakheti, Georgia']);
  const cc = uscc('91310109MA1G44182');
  const consignee = party('SHANGHAI SILK ROAD WINE IMPORT CO., LTD.', ['Room 1804, 188 Siping Road, Hongkou District', 'Shanghai 200086, China'], { taxId: cc });
  const G = [
    { mk: 'SSRW / SHANGHAI\nSAP-23 / 1-1200', pk: '1,200 CARTONS (6 X 0.75 L)', de: 'SAPERAVI DRY RED WINE, VINTAGE 2023, 13.5 % VOL.', hs: '2204.21', q: 7200, u: 'BOTTLES', gw: 10080, inv: 'KWE-2026/118', dt: '2026-11-28' },
    { mk: 'SSRW / SHANGHAI\nKIN-24 / 1201-2000', pk: '800 CARTONS (6 X 0.75 L)', de: 'KINDZMARAULI NATURALLY SEMI-SWEET RED WINE, 2024', hs: '2204.21', q: 4800, u: 'BOTTLES', gw: 6720, inv: 'KWE-2026/118', dt: '2026-11-28' },
    { mk: 'SSRW / SHANGHAI\nTSI-24 / 2001-2600', pk: '600 CARTONS (6 X 0.75 L)', de: 'TSINANDALI DRY WHITE WINE, 2024', hs: '2204.21', q: 3600, u: 'BOTTLES', gw: 5040, inv: 'KWE-2026/118', dt: '2026-11-28' },
    { mk: 'SSRW / SHANGHAI\nQVV-23 / 2601-2800', pk: '200 CARTONS (6 X 0.75 L)', de: 'RKATSITELI QVEVRI AMBER WINE, 2023', hs: '2204.21', q: 1200, u: 'BOTTLES', gw: 1710, inv: 'KWE-2026/118', dt: '2026-11-28' },
    { mk: 'SSRW / SHANGHAI\nCHA-45 / 2801-3000', pk: '200 CARTONS (12 X 0.5 L)', de: 'CHACHA GRAPE SPIRIT, 45 % VOL.', hs: '2208.20', q: 2400, u: 'BOTTLES', gw: 2160, inv: 'KWE-2026/119', dt: '2026-11-30' },
    { mk: 'SSRW / SHANGHAI\nMW-05 / 3001-3500', pk: '500 CARTONS (24 X 0.5 L)', de: 'NATURAL SPARKLING MINERAL WATER, GLASS BOTTLES', hs: '2201.10', q: 12000, u: 'BOTTLES', gw: 10500, inv: 'KWE-2026/119', dt: '2026-11-30' },
    { mk: 'SSRW / SHANGHAI\nCHK / 3501-3560', pk: '60 CARTONS', de: 'CHURCHKHELA (WALNUTS COATED IN THICKENED GRAPE JUICE)', hs: '2008.19', q: 720, u: 'KG', gw: 804, inv: 'KWE-2026/119', dt: '2026-11-30' },
  ];
  const B = (x: number, y: number, w: number, h: number, num: string, cap: string, v: string[], s = 8.6, b = false) => { pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 9, `${num}. ${cap}`, 7.2); pen.ml(x + 10, y + 21, v, s, s + 2, b); };
  B(X, 30, M - X, 70, '1', 'Consignor (exporter)', [exporter.name, '14 Chavchavadze Avenue', 'Tbilisi 0179, Georgia', `Identification code ${exporter.taxId}  ·  Tel. ${exporter.phone}`], 8.2);
  pen.box(M, 30, R - M, 140, 0.6);
  pen.t(M + 8, 44, 'No.', 8); pen.t(M + 28, 44, no, 11.4, true);
  pen.c((M + R) / 2, 70, 'GEORGIAN CHAMBER OF COMMERCE AND INDUSTRY', 8.6, true);
  pen.c((M + R) / 2, 82, 'Tbilisi, Georgia', 7.6);
  pen.c((M + R) / 2, 106, 'CERTIFICATE OF ORIGIN', 15, true);
  pen.c((M + R) / 2, 120, '(Non-preferential)', 8.6);
  pen.c((M + R) / 2, 140, 'ORIGINAL', 10, true);
  pen.c((M + R) / 2, 156, 'Issued under the Geneva Convention of 1923 on customs formalities', 6.4);
  B(X, 100, M - X, 70, '2', 'Consignee', [consignee.name, 'Room 1804, 188 Siping Road, Hongkou District', 'Shanghai 200086, China', `USCC ${cc}`], 7.8);
  B(X, 170, M - X, 56, '3', 'Producer (if other than consignor)', [producer.name, 'Village Kondoli, Telavi Municipality', 'Kakheti, Georgia'], 8.2);
  B(M, 170, R - M, 28, '4', 'Country of origin', ['GEORGIA'], 10, true);
  B(M, 198, R - M, 28, '5', 'Country of destination', ['PEOPLE\'S REPUBLIC OF CHINA'], 9, true);
  B(X, 226, M - X, 62, '6', 'Transport details (optional)', ['By sea, 2 x 20\' containers', 'Port of loading: POTI, GEORGIA', 'Vessel: KOTA LUMBA  V. 0449E', 'Port of discharge: SHANGHAI (YANGSHAN), CHINA'], 7.8);
  B(M, 226, R - M, 62, '7', 'Remarks', ['Letter of credit no. 0441827LC26 issued by Bank of', 'Communications, Shanghai Branch.', 'Alcohol content analysis no. NWA-26-1184 attached.'], 7.6);
  let y = 288;
  const cx = [X, X + 32, X + 122, X + 322, X + 372, X + 428, X + 474, R];
  const hh = 30;
  pen.box(X, y, R - X, hh, 0.6);
  [['8. Item', 'no.'], ['9. Marks and numbers', 'of packages'], ['10. Number and kind of packages;', 'description of goods'], ['11. HS', 'code'], ['12. Quantity'], ['13. Gross', 'weight kg'], ['14. Invoice', 'no. and date']].forEach((h, i) => pen.ml(cx[i] + 3, y + 10, h, 6.6, 7.8));
  y += hh;
  const body = 304;
  pen.box(X, y, R - X, body, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, y - hh, y + body, 0.4));
  let gy = y + 13;
  G.forEach((g, i) => {
    pen.t(X + 12, gy, String(i + 1), 8.6);
    pen.ml(cx[1] + 3, gy, g.mk.split('\n'), 7, 8.6);
    const e = pen.ml(cx[2] + 3, gy, [g.pk, ...wrap(pen, g.de, 196, 7.4)], 7.4, 8.8);
    pen.t(cx[3] + 3, gy, g.hs, 8);
    pen.ml(cx[4] + 3, gy, [us(g.q, 0), g.u], 7.6, 8.8);
    pen.r(cx[6] - 4, gy, us(g.gw, 0), 8);
    pen.ml(cx[6] + 3, gy, [g.inv, d.dmyDot(g.dt)], 7, 8.6);
    gy = Math.max(e, gy + 26) + 9;
  });
  pen.t(cx[2] + 3, gy, `TOTAL: ${us(sum(G.map((g) => Number(g.pk.split(' ')[0].replace(',', ''))), 0), 0)} CARTONS, GROSS ${us(sum(G.map((g) => g.gw), 0), 0)} KG`, 7.6, true);
  pen.t(cx[2] + 3, gy + 10, '*** NOTHING FOLLOWS ***', 7.4);
  y += body;
  const bh = 150;
  pen.box(X, y, M - X, bh, 0.6); pen.box(M, y, R - M, bh, 0.6);
  pen.t(X + 3, y + 10, '15. Declaration by the exporter', 7.2, true);
  small(pen, X + 8, y + 24, M - X - 16, 'The undersigned hereby declares that the above details and statements are correct, that all the goods were produced in Georgia and that they comply with the rules of origin of Georgia (Order of the Minister of Finance No. 290 on the origin of goods).', 7.2, 9);
  pen.t(X + 8, y + 100, `Tbilisi, ${d.dmyDot('2026-12-02')}`, 8.6);
  pen.t(X + 8, y + 114, 'Nino Beridze, Export Manager', 7.6);
  pen.hl(X + 8, M - 10, y + 132, 0.4); pen.t(X + 8, y + 142, 'Place and date, signature and stamp of the exporter', 6.4);
  pen.t(M + 3, y + 10, '16. Certification', 7.2, true);
  small(pen, M + 8, y + 24, R - M - 16, 'The Georgian Chamber of Commerce and Industry hereby certifies, on the basis of the documents submitted, that the goods described above originate in the country shown in box 4.', 7.2, 9);
  pen.t(M + 8, y + 82, 'GEORGIAN CHAMBER OF COMMERCE AND INDUSTRY', 7.8, true);
  pen.t(M + 8, y + 100, `Tbilisi, ${d5.dLong('2026-12-03')}`, 8.8, true);
  pen.t(M + 8, y + 114, 'Registration no. 26/CO/18274', 7.4);
  pen.hl(M + 8, R - 10, y + 132, 0.4); pen.t(M + 8, y + 142, 'Place and date, signature and stamp of the certifying authority', 6.4);
  stamp(pen, R - 70, y + 100, ['GCCI', 'TBILISI'], -10, 8, 0.4);
  qr(pen, R - 52, 772, 48, `GCCI-${no}`);
  barcode(pen, X, 800, 190, 14, '2026044182718274');
  small(pen, X + 200, 806, 250, 'Verify this certificate at www.gcci.ge/verify with the number and the registration number.', 6.4, 7.8);
  return {
    id: 's12-ge-coo', type: 'certificate_of_origin',
    notes: 'Georgian Chamber of Commerce and Industry non-preferential certificate of origin Poti-Shanghai on A4 Times, ICC-style: numbered boxes down the left (consignor with a Georgian identification code, consignee with a Chinese unified social credit code (mod-31 check character), producer winery, transport details as labelled lines with port of loading, vessel / voyage and port of discharge), title block on the right with the certificate number, "(Non-preferential)" and "ORIGINAL", country of origin GEORGIA and country of destination boxes, remarks with L/C and analysis numbers as decoys, goods grid of seven items (marks over two lines, cartons and pack size above the description, HS "2204.21" with a dot, quantity in bottles or kg, gross kg with comma thousands, invoice number and dd.mm.yyyy date per item, two invoices), total line, exporter\'s declaration dated 02.12.2026 vs. certification "Tbilisi, 3 December 2026" with a registration number decoy, stamp, QR and barcode.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: no, certificateType: 'non-preferential', issueDate: '2026-12-03', issuingAuthority: 'GEORGIAN CHAMBER OF COMMERCE AND INDUSTRY',
      exporter, producer: { name: producer.name, address: producer.address }, consignee: { name: consignee.name, address: consignee.address, taxId: cc },
      countryOfOrigin: 'GE', countryOfDestination: 'CN',
      transport: { mode: 'SEA', vessel: 'KOTA LUMBA', portOfLoading: place('POTI', null, 'GE'), portOfDischarge: place('SHANGHAI', null, 'CN') },
      goods: G.map((g, i) => ({ itemNumber: i + 1, description: g.de, hsCode: g.hs.replace('.', ''), quantity: g.q, grossWeight: kg(g.gw), marks: g.mk.replace('\n', ' '), originCriterion: null, invoiceNumber: g.inv, invoiceDate: g.dt })),
    },
  };
}
