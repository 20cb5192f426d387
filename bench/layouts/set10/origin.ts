/** Set 10, origin: Alexandria Chamber of Commerce non-preferential certificate of origin for Egyptian cotton yarn to Portugal (exporter vs. producer, invoice per item). */
import { Pen4, party, place, kg, us, small, stamp, barcode, d, d5, type Doc } from './lib10.ts';

/** 9. Egyptian non-preferential certificate of origin: A4 Times, ICC-style numbered boxes with a separate producer box, goods as numbered lines with bales and gross kg, two invoices, chamber certification dated in words, legalisation decoys. */
export function egCoo(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 36, R = 559, M = 300;
  const no = 'ALX/CO/2026/441827';
  const exporter = party('NILE DELTA SPINNING & EXPORT CO. (S.A.E.)', ['27 Salah Salem Street, Smouha', 'Alexandria 21615, Egypt'], { taxId: '441-827-118' });
  const producer = party('EL MAHALLA FINE YARNS MILL', ['Industrial Zone, El Mahalla El Kubra', 'Gharbia, Egypt']);
  const consignee = party('FIAÇÃO E TECELAGEM DO AVE, LDA.', ['Rua da Indústria 144', '4760-418 Vila Nova de Famalicão, Portugal'], { taxId: 'PT507441826' });
  const G = [
    { de: 'Combed cotton yarn, Giza 86, Ne 40/1, for weaving', hs: '520524', q: 120, gw: 25440.0, inv: 'NDS-EXP-26-0418', dt: '2026-11-16' },
    { de: 'Combed cotton yarn, Giza 86, Ne 60/1, compact', hs: '520526', q: 80, gw: 16880.0, inv: 'NDS-EXP-26-0418', dt: '2026-11-16' },
    { de: 'Combed cotton yarn, Giza 94, Ne 30/2, doubled', hs: '520533', q: 60, gw: 12780.0, inv: 'NDS-EXP-26-0418', dt: '2026-11-16' },
    { de: 'Carded cotton yarn, Ne 20/1, open end, for knitting', hs: '520513', q: 90, gw: 19170.0, inv: 'NDS-EXP-26-0419', dt: '2026-11-17' },
    { de: 'Sewing thread of cotton, put up for retail sale (cones 5000 m)', hs: '520420', q: 45, gw: 3240.0, inv: 'NDS-EXP-26-0419', dt: '2026-11-17' },
  ];
  const B = (x: number, y: number, w: number, h: number, num: string, cap: string, v: string[], s = 9, b = false) => { pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 9, `${num}. ${cap}`, 7, true); pen.ml(x + 8, y + 21, v, s, s + 2, b); };
  B(X, 36, M - X, 70, '1', 'Consignor (exporter), name and address', [exporter.name, '27 Salah Salem Street, Smouha', 'Alexandria 21615, Egypt', `Tax Reg. No. ${exporter.taxId}  -  Exp. Reg. 44182`], 8.4);
  pen.c((M + R) / 2, 52, 'ARAB REPUBLIC OF EGYPT', 10, true);
  pen.c((M + R) / 2, 70, 'CERTIFICATE OF ORIGIN', 16, true);
  pen.c((M + R) / 2, 84, '(NON-PREFERENTIAL)', 9);
  pen.t(M + 10, 100, 'No.', 8); pen.t(M + 28, 100, no, 10.5, true);
  B(X, 106, M - X, 66, '2', 'Consignee, name and address', [consignee.name, 'Rua da Indústria 144', '4760-418 Vila Nova de Famalicão, Portugal', `NIF ${consignee.taxId}`], 8.4);
  B(M, 106, R - M, 66, '3', 'Producer / manufacturer (if other than consignor)', [producer.name, 'Industrial Zone, El Mahalla El Kubra', 'Gharbia, Egypt'], 8.4);
  B(X, 172, M - X, 36, '4', 'Country of origin', ['ARAB REPUBLIC OF EGYPT'], 9.4, true);
  B(M, 172, R - M, 36, '5', 'Country of destination', ['PORTUGAL'], 9.4, true);
  B(X, 208, M - X, 62, '6', 'Transport details (optional)', ['BY SEA', 'Vessel: CMA CGM LA SCALA  Voy. 0MEB7N1MA', 'From: ALEXANDRIA (EL DEKHEILA) PORT', 'To: LEIXÕES, PORTUGAL'], 8.4);
  B(M, 208, R - M, 62, '7', 'Remarks', ['L/C NO. BCP-IMP-26-4418 DATED 02.10.2026', 'B/L CMDU ALX0441827', 'Certificate valid for customs purposes only'], 8);
  let y = 270;
  const cx = [X, X + 30, X + 110, X + 330, X + 390, X + 455, R];
  pen.box(X, y, R - X, 250, 0.6);
  [['8. Item', 'No.'], ['9. Marks and', 'numbers'], ['10. Number and kind of packages;', 'description of goods'], ['11. H.S.', 'code'], ['12. Gross', 'weight (kg)'], ['13. Invoice', 'number and date']].forEach((h, i) => pen.ml(cx[i] + 3, y + 9, h, 6.8, 8, true));
  pen.hl(X, R, y + 20, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, y, y + 250, 0.3));
  y += 33;
  G.forEach((g, i) => {
    pen.t(X + 10, y, String(i + 1), 8.6);
    pen.ml(cx[1] + 3, y, ['FTA / VNF', `LOT ${441 + i}`], 7.6, 9);
    pen.ml(cx[2] + 3, y, [`${g.q} (${['ONE HUNDRED TWENTY', 'EIGHTY', 'SIXTY', 'NINETY', 'FORTY-FIVE'][i]}) BALES`, g.de], 7.8, 9.4);
    pen.t(cx[3] + 3, y, g.hs, 8.6); pen.r(cx[5] - 5, y, us(g.gw, 1), 8.6);
    pen.ml(cx[5] + 3, y, [g.inv, d.dmyDot(g.dt)], 7.6, 9);
    y += 34;
  });
  pen.t(cx[2] + 3, y, 'TOTAL: 395 (THREE HUNDRED NINETY-FIVE) BALES', 8, true); pen.r(cx[5] - 5, y, us(77510, 1), 8.6, true);
  pen.t(cx[2] + 3, y + 12, 'NET WEIGHT 75,140.0 KG   *** NOTHING FOLLOWS ***', 7.4);
  y = 520;
  pen.box(X, y, M - X, 140, 0.6); pen.box(M, y, R - M, 140, 0.6);
  pen.t(X + 3, y + 9, '14. Declaration by the exporter', 7, true);
  small(pen, X + 8, y + 22, M - X - 16, 'The undersigned hereby declares that the above details and statements are correct, that all the goods were produced in the ARAB REPUBLIC OF EGYPT and that they comply with the origin requirements specified for those goods.', 7.6, 9.4);
  pen.t(X + 8, y + 90, `Alexandria, ${d.dmyDot('2026-11-22')}`, 8.4);
  pen.t(X + 8, y + 124, 'Signature: M. ABDEL-RAHMAN, Export Manager', 7.6);
  pen.t(M + 3, y + 9, '15. Certification', 7, true);
  small(pen, M + 8, y + 22, R - M - 16, 'The undersigned authority certifies that the goods described above originate in the country shown in box 4, to the best of its knowledge and belief, on the basis of the documents presented.', 7.6, 9.4);
  pen.t(M + 8, y + 76, 'ALEXANDRIA CHAMBER OF COMMERCE', 9, true);
  pen.t(M + 8, y + 90, `Issued on ${d5.dLong('2026-11-23')}`, 8.4);
  pen.t(M + 8, y + 102, 'Certificate serial 0441827  -  fee EGP 350.00', 7);
  stamp(pen, M + 200, y + 126, ['ALEXANDRIA CHAMBER', 'OF COMMERCE'], -10, 7.5, 0.4);
  small(pen, X, y + 150, R - X, 'Legalised by the Ministry of Foreign Affairs, Alexandria office, no. MFA-ALX-26-11871 on 24.11.2026. Verification: origin.alexcham.eg, code 44-1827-AX. Any alteration or erasure renders this certificate void.', 6.6, 8);
  barcode(pen, X, 800, 200, 14, '2026441827');
  pen.r(R, 812, 'ORIGINAL', 8, true);
  return {
    id: 's10-eg-coo', type: 'certificate_of_origin',
    notes: 'Egyptian non-preferential certificate of origin issued by the Alexandria Chamber of Commerce on A4 Times: ICC-style numbered boxes 1-15, exporter with tax and export registration numbers, consignee with a Portuguese NIF, a separate producer box, origin "ARAB REPUBLIC OF EGYPT" and destination in words, transport by sea with vessel / voyage / ports, L/C and B/L remarks, five goods lines with bales spelled out, HS, gross kg and one of two invoices with its dd.mm.yyyy date, totals with a net weight decoy, exporter\'s declaration dated a day before the chamber\'s "Issued on 23 November 2026", a Foreign-Ministry legalisation with its own date as decoy.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: no, certificateType: 'non-preferential', issueDate: '2026-11-23', issuingAuthority: 'ALEXANDRIA CHAMBER OF COMMERCE',
      exporter, producer: { name: producer.name, address: producer.address }, consignee: { name: consignee.name, address: consignee.address, taxId: consignee.taxId },
      countryOfOrigin: 'EG', countryOfDestination: 'PT',
      transport: { mode: 'SEA', vessel: 'CMA CGM LA SCALA', portOfLoading: place('ALEXANDRIA', null, 'EG'), portOfDischarge: place('LEIXÕES', null, 'PT') },
      goods: G.map((g, i) => ({ itemNumber: i + 1, description: g.de, hsCode: g.hs, quantity: g.q, grossWeight: kg(g.gw), marks: `FTA / VNF LOT ${441 + i}`, originCriterion: null, invoiceNumber: g.inv, invoiceDate: g.dt })),
    },
  };
}
