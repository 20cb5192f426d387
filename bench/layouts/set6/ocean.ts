/** Set 6, ocean: HMM-style negotiable B/L (caption cells left of value cells), PIL-style sea waybill (label-left, Times). */
import { Pen4, cont, imo, party, place, kg, m3, us, wrap, table, small, stamp, barcode, type Doc } from '../set5/lib5.ts';

/** 1. HMM-style B/L Busan -> Felixstowe: grey caption cells with the value in a separate cell to the right, parties side by side. */
export function hmmBl(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 26, R = 569, M = 297;
  const no = 'HDMUPUSA52817340';
  const shipper = party('DAEHAN PRECISION AUTOPARTS CO., LTD.', ['77, Seongsan-ro 412beon-gil, Seongsan-gu', 'Changwon-si, Gyeongsangnam-do 51567', 'Republic of Korea'], { taxId: '609-81-44276' });
  const consignee = party('MIDLANDS COMPONENT DISTRIBUTION LTD', ['Unit 9, Hams Hall Distribution Park', 'Coleshill, Birmingham B46 1AL', 'United Kingdom'], { taxId: 'GB284117305' });
  const notify = party('FELIX BROKERAGE & CLEARANCE LTD', ['Dooley Road, Port of Felixstowe', 'Felixstowe, Suffolk IP11 3HE', 'United Kingdom'], { phone: '+44 1394 605 880', email: 'imports@felixbrokerage.co.uk' });
  const cs = [
    { n: cont('HMMU', '641180'), s: 'HMMK1128401', t: '45G1', a: "40'HC", p: 26, w: 18246.5, v: 72.8 },
    { n: cont('HMMU', '652291'), s: 'HMMK1128402', t: '45G1', a: "40'HC", p: 26, w: 18190.0, v: 72.8 },
    { n: cont('TCNU', '830574'), s: 'HMMK1128403', t: '45G1', a: "40'HC", p: 24, w: 17355.2, v: 67.2 },
    { n: cont('KOCU', '421968'), s: 'HMMK1128404', t: '22G1', a: "20'GP", p: 12, w: 9870.4, v: 31.6 },
  ];
  const goods = [
    { p: 64, t: 'PALLETS', d: 'AUTOMOTIVE BRAKE CALIPER ASSEMBLIES AND BRAKE DISCS', hs: '870830', w: 47105.3, nw: 44820.0, v: 184.2, mk: 'MCD/BHX PO 44817 C/NO. 1-64' },
    { p: 24, t: 'PALLETS', d: 'STEERING KNUCKLES, CAST IRON, MACHINED', hs: '870894', w: 16556.8, nw: 15910.0, v: 60.2, mk: 'MCD/BHX PO 44818 C/NO. 1-24' },
  ];
  const tW = 63662.1, tV = 244.4;
  pen.t(X, 40, 'HMM', 26, true); pen.t(X + 66, 30, 'HMM Co., Ltd.', 9, true); pen.t(X + 66, 41, '108, Yeoui-daero, Yeongdeungpo-gu, Seoul 07335, Korea', 6.5);
  pen.r(R, 30, 'BILL OF LADING', 15, true); pen.r(R, 42, 'FOR COMBINED TRANSPORT OR PORT TO PORT SHIPMENT', 6.5);
  barcode(pen, R - 150, 47, 150, 14, '52817340');
  // caption cell + value cell pairs
  const cap = (x: number, y: number, w: number, h: number, s: string[]) => { pen.fill(x, y, w, h, 0.86); pen.box(x, y, w, h, 0.5); pen.ml(x + 3, y + 8, s, 5.8, 7); };
  const val = (x: number, y: number, w: number, h: number, s: string[], size = 7.6) => { pen.box(x, y, w, h, 0.5); pen.ml(x + 4, y + size + 3, s, size, size + 2); };
  let y = 68;
  const cw = 54;
  cap(X, y, cw, 66, ['SHIPPER /', 'EXPORTER']); val(X + cw, y, M - X - cw, 66, [shipper.name, '77, Seongsan-ro 412beon-gil, Seongsan-gu', 'Changwon-si, Gyeongsangnam-do 51567', 'Republic of Korea', 'BRN 609-81-44276'], 7);
  cap(M, y, cw, 66, ['CONSIGNEE'], ); val(M + cw, y, R - M - cw, 66, [consignee.name, 'Unit 9, Hams Hall Distribution Park', 'Coleshill, Birmingham B46 1AL', 'United Kingdom', 'VAT GB284117305'], 7);
  y += 66;
  cap(X, y, cw, 58, ['NOTIFY', 'PARTY']); val(X + cw, y, M - X - cw, 58, [notify.name, 'Dooley Road, Port of Felixstowe', 'Felixstowe, Suffolk IP11 3HE', 'United Kingdom', 'TEL +44 1394 605 880  imports@felixbrokerage.co.uk'], 6.6);
  cap(M, y, cw, 29, ['B/L NO.']); val(M + cw, y, 110, 29, [no], 8.5);
  cap(M + cw + 110, y, 40, 29, ['BKG', 'NO.']); val(M + cw + 150, y, R - M - cw - 150, 29, ['PUSA52817340'], 8);
  cap(M, y + 29, cw, 29, ['EXPORT', 'REF.']); val(M + cw, y + 29, R - M - cw, 29, ['DPA-EX-260306-07  /  KITA 2026-0311'], 7.6);
  y += 58;
  const q = (M - X - 2 * cw) / 2;
  cap(X, y, cw, 24, ['PRE-CARRIAGE', 'BY']); val(X + cw, y, q, 24, ['TRUCK']);
  cap(X + cw + q, y, cw, 24, ['PLACE OF', 'RECEIPT']); val(X + 2 * cw + q, y, q, 24, ['CHANGWON, KOREA'], 7);
  cap(M, y, cw, 24, ['VESSEL']); val(M + cw, y, 110, 24, ['HMM ALGECIRAS'], 8);
  cap(M + cw + 110, y, 40, 24, ['VOY.']); val(M + cw + 150, y, R - M - cw - 150, 24, ['0027W'], 8);
  y += 24;
  cap(X, y, cw, 24, ['PORT OF', 'LOADING']); val(X + cw, y, q, 24, ['BUSAN (KRPUS)'], 6.8);
  cap(X + cw + q, y, cw, 24, ['PORT OF', 'DISCHARGE']); val(X + 2 * cw + q, y, q, 24, ['FELIXSTOWE (GBFXT)'], 6.8);
  cap(M, y, cw, 24, ['PLACE OF', 'DELIVERY']); val(M + cw, y, 110, 24, ['BIRMINGHAM, UK'], 8);
  cap(M + cw + 110, y, 40, 24, ['IMO', 'NO.']); val(M + cw + 150, y, R - M - cw - 150, 24, [imo('986329')], 8);
  y += 38;
  const cx = [X, X + 118, X + 172, X + 398, X + 470, R];
  pen.fill(X, y, R - X, 18, 0.86); pen.box(X, y, R - X, 18, 0.5);
  ['CONTAINER NO. / SEAL NO.', 'NO. OF PKGS', 'DESCRIPTION OF GOODS (SAID TO CONTAIN)', 'GROSS WEIGHT', 'MEASUREMENT'].forEach((h, i) => pen.t(cx[i] + 3, y + 11, h, 5.8, true));
  pen.c(R - 130, y - 6, 'PARTICULARS FURNISHED BY SHIPPER - CARRIER NOT RESPONSIBLE', 5.8, true);
  const top = y; y += 30;
  pen.t(cx[2] + 4, y, '4 CONTAINERS SHIPPER\'S LOAD, STOW, COUNT AND SEAL', 7.4, true);
  let gy = y + 14;
  goods.forEach((g) => {
    pen.r(cx[2] - 4, gy, `${g.p} ${g.t}`, 7.2);
    pen.r(cx[4] - 4, gy, `${us(g.w, 1)} KGS`, 7.2); pen.r(R - 4, gy, `${us(g.v, 1)} CBM`, 7.2);
    gy = pen.ml(cx[2] + 4, gy, [...wrap(pen, g.d, 218, 7.2), `H.S. CODE ${g.hs}`, `NET WEIGHT ${us(g.nw, 1)} KGS`, `MARKS: ${g.mk}`], 7.2, 9) + 8;
  });
  pen.ml(cx[2] + 4, gy + 2, ['"FREIGHT COLLECT"', 'OCEAN FREIGHT PAYABLE AT DESTINATION', 'SHIPPED ON BOARD: MAR. 06, 2026'], 7.2, 9);
  let cy = y;
  cs.forEach((c) => { pen.ml(X + 4, cy, [c.n, `SEAL ${c.s}`, `${c.a} ${c.p} PLTS`, `${us(c.w, 1)} KGS ${us(c.v, 1)} CBM`], 6.6, 8.2); cy += 40; });
  const bottom = 560;
  pen.box(X, top, R - X, bottom - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top + 18, bottom, 0.3));
  pen.hl(X, R, bottom - 15, 0.4); pen.t(X + 4, bottom - 5, 'TOTAL', 7.4, true);
  pen.r(cx[2] - 4, bottom - 5, '88 PLTS', 7.4, true); pen.r(cx[4] - 4, bottom - 5, `${us(tW, 1)} KGS`, 7.4, true); pen.r(R - 4, bottom - 5, `${us(tV, 1)} CBM`, 7.4, true);
  y = bottom;
  cap(X, y, 110, 20, ['TOTAL NO. OF CONTAINERS OR', 'PACKAGES (IN WORDS)']); val(X + 110, y, R - X - 110, 20, ['SAY: FOUR (4) CONTAINERS / EIGHTY-EIGHT (88) PALLETS ONLY'], 7.6);
  y += 20;
  cap(X, y, 70, 34, ['FREIGHT &', 'CHARGES']); val(X + 70, y, 150, 34, ['AS ARRANGED', 'FREIGHT COLLECT'], 7.2);
  cap(X + 220, y, 50, 17, ['PAYABLE', 'AT']); val(X + 270, y, 90, 17, ['FELIXSTOWE'], 7.2);
  cap(X + 220, y + 17, 50, 17, ['NO. OF', 'ORIG. B/L']); val(X + 270, y + 17, 90, 17, ['THREE (3)'], 7.2);
  cap(X + 360, y, 60, 34, ['PLACE AND', 'DATE OF', 'ISSUE']); val(X + 420, y, R - X - 420, 34, ['BUSAN', 'MAR. 07, 2026'], 7.6);
  y += 34;
  cap(X, y, 70, 30, ['LADEN ON', 'BOARD']); val(X + 70, y, 200, 30, ['HMM ALGECIRAS AT BUSAN', 'DATE MAR. 06, 2026'], 7.2);
  cap(X + 270, y, 60, 30, ['SIGNED BY']); val(X + 330, y, R - X - 330, 30, ['HMM CO., LTD. AS CARRIER', 'BY HMM BUSAN BRANCH'], 7.2);
  stamp(pen, R - 70, y + 40, ['HMM BUSAN', 'ORIGINAL'], -8, 8, 0.45);
  y += 48;
  small(pen, X, y, R - X - 120, 'RECEIVED by the Carrier from the Shipper in apparent good order and condition unless otherwise noted herein, the total number or quantity of Containers or other packages or units indicated above, stated by the Shipper to comprise the Goods specified above, for Carriage subject to all the terms hereof (INCLUDING THE TERMS ON THE REVERSE HEREOF AND THE TERMS OF THE CARRIER\'S APPLICABLE TARIFF) from the Place of Receipt or the Port of Loading, whichever is applicable, to the Port of Discharge or the Place of Delivery, whichever is applicable. One original Bill of Lading, duly endorsed, must be surrendered by the Merchant to the Carrier in exchange for the Goods or a delivery order. In witness whereof the number of original Bills of Lading stated above, all of this tenor and date, has been signed, one of which being accomplished the others to stand void.', 5.6, 6.8);
  pen.t(X, 815, 'HMM B/L FORM 2024-01  (ORIGINAL)', 6); pen.r(R, 815, 'SCAC HDMU', 6);
  return {
    id: 's6-hmm-bl', type: 'bill_of_lading',
    notes: 'HMM-style negotiable B/L Busan-Felixstowe: every caption in a grey cell of its own with the value in a separate cell to the right (not below), shipper and consignee side by side, B/L no. and booking no. in adjacent cell pairs, IMO in a cell beside the voyage, per-container stacks in the first column (number, SEAL, 40\'HC/20\'GP, KGS+CBM), marks printed inside the description ("MARKS: ..."), dates "MAR. 06, 2026", FREIGHT COLLECT, originals "THREE (3)", SCAC only in the footer.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: 'PUSA52817340',
      shipper, consignee, notifyParties: [notify], carrier: { name: 'HMM Co., Ltd.', scac: 'HDMU' },
      vessel: { name: 'HMM ALGECIRAS', imoNumber: imo('986329') }, voyageNumber: '0027W',
      placeOfReceipt: place('CHANGWON', null, 'KR'), portOfLoading: place('BUSAN', 'KRPUS', 'KR'), portOfDischarge: place('FELIXSTOWE', 'GBFXT', 'GB'), placeOfDelivery: place('BIRMINGHAM', null, 'GB'),
      shippedOnBoardDate: '2026-03-06', issueDate: '2026-03-07', placeOfIssue: 'BUSAN', numberOfOriginals: 3, freightPaymentTerms: 'COLLECT',
      containers: cs.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: c.t, packages: { count: c.p, type: 'PLTS' }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: goods.map((g) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: g.mk, packages: { count: g.p, type: g.t }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: 88, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 2. PIL-style sea waybill Singapore -> Mombasa: Times, label-left with colons, container table with ruling, weights in MT. */
export function pilSwb(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 36, R = 559;
  const no = 'SINE26030418';
  const shipper = party('STRAITS POLYMER TRADING PTE. LTD.', ['10 Anson Road, #22-08 International Plaza', 'Singapore 079903'], { taxId: '201418832K' });
  const consignee = party('KILINDINI PLASTICS INDUSTRIES LIMITED', ['Plot 209/8117, Changamwe Industrial Area', 'P.O. Box 84120-80100, Mombasa, Kenya'], { taxId: 'P051473982Q' });
  const notify1 = party('COASTAL CLEARING & FORWARDING LTD', ['Moi Avenue, Bima Towers 6th Floor', 'Mombasa, Kenya'], { phone: '+254 41 222 4610' });
  const notify2 = party('EQUITY BANK (KENYA) LIMITED', ['Trade Finance Dept., Upper Hill', 'Nairobi, Kenya'], {});
  const cs = [
    { n: cont('PCIU', '181644'), s: 'PIL0937710', b: 990, w: 25189.5, v: 29.5 },
    { n: cont('PCIU', '204912'), s: 'PIL0937711', b: 990, w: 25176.0, v: 29.5 },
    { n: cont('PILU', '355807'), s: 'PIL0937712', b: 990, w: 25201.8, v: 29.5 },
    { n: cont('TGHU', '087321'), s: 'PIL0937713', b: 990, w: 25182.4, v: 29.5 },
    { n: cont('PCIU', '219460'), s: 'PIL0937714', b: 880, w: 22390.0, v: 26.2 },
    { n: cont('TEMU', '548802'), s: 'PIL0937715', b: 880, w: 22412.3, v: 26.2 },
  ];
  const tB = 5720, tW = 145552.0, tV = 170.4;
  pen.t(X, 44, 'PACIFIC INTERNATIONAL LINES (PTE) LTD', 14, true);
  pen.t(X, 56, '(Incorporated in Singapore)   140 Cecil Street, #03-00 PIL Building, Singapore 069540', 7.5);
  pen.r(R, 44, 'SEA WAYBILL', 16, true); pen.r(R, 56, 'Non-Negotiable', 8);
  pen.hl(X, R, 64, 1.2);
  let y = 80;
  const L = (x: number, yy: number, label: string, v: string[], tab = 96, size = 8.5) => { pen.t(x, yy, label, 8, true); pen.t(x + tab - 6, yy, ':', 8, true); return pen.ml(x + tab, yy, v, size, size + 2.5); };
  L(X, y, 'Shipper', [shipper.name, '10 Anson Road, #22-08 International Plaza', 'Singapore 079903', 'UEN 201418832K']);
  L(320, y, 'Waybill No.', [no], 80, 10);
  L(320, y + 14, 'Booking No.', ['SIN0418826'], 80);
  L(320, y + 28, 'Shipper\'s Ref.', ['SPT/EXP/0326/114'], 80);
  y += 56;
  L(X, y, 'Consignee', [consignee.name, 'Plot 209/8117, Changamwe Industrial Area', 'P.O. Box 84120-80100, Mombasa, Kenya', 'KRA PIN P051473982Q']);
  y += 52;
  L(X, y, 'Notify Party 1', [notify1.name, 'Moi Avenue, Bima Towers 6th Floor', 'Mombasa, Kenya   Tel: +254 41 222 4610']);
  L(320, y, 'Notify Party 2', [notify2.name, 'Trade Finance Dept., Upper Hill', 'Nairobi, Kenya'], 80);
  y += 44;
  pen.hl(X, R, y - 8, 0.5);
  L(X, y, 'Vessel / Voyage', ['KOTA NAZAR  V. 0112W'], 96); L(320, y, 'Place of Receipt', ['Singapore CY'], 80);
  L(X, y + 13, 'Port of Loading', ['SINGAPORE (SGSIN)'], 96); L(320, y + 13, 'Port of Discharge', ['MOMBASA (KEMBA)'], 80);
  L(X, y + 26, 'Freight', ['PREPAID at Singapore'], 96); L(320, y + 26, 'Place of Delivery', ['Mombasa CY'], 80);
  y += 48;
  pen.t(X, y, 'PARTICULARS DECLARED BY SHIPPER', 9, true); y += 5;
  y = table(pen, X, y, [
    { title: ['Container No.'], w: 86 }, { title: ['Seal No.'], w: 72 }, { title: ['Type'], w: 40, align: 'c' }, { title: ['No. of Bags'], w: 60, align: 'r' },
    { title: ['Gross Weight (MT)'], w: 90, align: 'r' }, { title: ['Measurement (M3)'], w: 84, align: 'r' }, { title: ['Movement'], w: 91, align: 'c' },
  ], cs.map((c) => [[c.n], [c.s], ['20GP'], [us(c.b, 0)], [us(c.w / 1000, 4)], [us(c.v, 2)], ['FCL/FCL CY/CY']]), { size: 8.5, headSize: 7.5, shade: true });
  pen.t(X + 4, y + 12, 'Total', 8.5, true); pen.r(X + 258 - 3, y + 12, us(tB, 0), 8.5, true); pen.r(X + 348 - 3, y + 12, us(tW / 1000, 4), 8.5, true); pen.r(X + 432 - 3, y + 12, us(tV, 2), 8.5, true);
  y += 32;
  pen.t(X, y, 'Marks & Numbers', 8, true); pen.t(170, y, 'Description of Goods', 8, true); y += 13;
  pen.ml(X, y, ['KPIL/MSA', 'PP H030SG', 'LOT NO. 2603A-2603F', 'MADE IN SINGAPORE'], 8.5, 10.5);
  const gy = pen.ml(170, y, ['6 X 20\' CONTAINERS STC 5,720 BAGS (25 KG NET EACH)', 'POLYPROPYLENE HOMOPOLYMER RESIN, INJECTION GRADE H030SG', 'HS CODE: 390210', 'NET WEIGHT: 143,000.000 KGS   GROSS WEIGHT: 145,552.000 KGS', 'TOTAL MEASUREMENT: 170.40 M3', 'ECTN/CTN NO. KE-2603-118842', 'SHIPPED ON BOARD 12/03/2026'], 8.5, 10.5);
  y = gy + 10;
  pen.hl(X, R, y, 0.5); y += 14;
  L(X, y, 'Number of Originals', ['NIL (ZERO) - SEA WAYBILL'], 110); L(320, y, 'Place of Issue', ['SINGAPORE'], 80);
  L(X, y + 13, 'Shipped on Board Date', ['12/03/2026'], 110); L(320, y + 13, 'Date of Issue', ['13/03/2026'], 80);
  y += 40;
  small(pen, X, y, R - X - 170, 'This Sea Waybill is not a document of title to the goods and delivery will be made to the Consignee named herein or his authorised agent on production of proof of identity at the place of delivery. The contract evidenced by this Sea Waybill is subject to the exceptions, limitations, conditions and liberties (including those relating to pre-carriage and on-carriage) set out in the Carrier\'s standard Bill of Lading terms, which are incorporated herein, and to the CMI Uniform Rules for Sea Waybills. The Shipper accepts the said terms on his own behalf and on behalf of the Consignee.', 6.5, 7.8);
  pen.t(R - 160, y + 6, 'For PACIFIC INTERNATIONAL LINES (PTE) LTD', 7.5, true);
  pen.t(R - 160, y + 18, 'as Carrier', 7.5);
  pen.hl(R - 160, R, y + 48, 0.4); pen.t(R - 160, y + 57, 'Authorised Signatory', 7);
  stamp(pen, R - 80, y + 32, ['PIL SINGAPORE', 'DOCUMENTATION'], 6, 7, 0.5);
  pen.t(X, 815, 'PIL-SWB-01 Rev.3', 6.5); pen.r(R, 815, 'www.pilship.com', 6.5);
  return {
    id: 's6-pil-swb', type: 'sea_waybill',
    notes: 'PIL-style sea waybill Singapore-Mombasa in Times: bold labels left of values with aligned colons, two notify parties side by side (second is a bank), vessel and voyage in one value "KOTA NAZAR  V. 0112W", freight "PREPAID at Singapore", container table with weights in metric tonnes (25.1895) while totals in the goods text are KGS, UEN and KRA PIN as tax ids, dd/mm/yyyy, "NIL (ZERO)" originals, stamp over the signatory.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: 'SIN0418826',
      shipper, consignee, notifyParties: [notify1, notify2], carrier: { name: 'PACIFIC INTERNATIONAL LINES (PTE) LTD', scac: null },
      vessel: { name: 'KOTA NAZAR', imoNumber: null }, voyageNumber: '0112W',
      placeOfReceipt: place('Singapore', null, 'SG'), portOfLoading: place('SINGAPORE', 'SGSIN', 'SG'), portOfDischarge: place('MOMBASA', 'KEMBA', 'KE'), placeOfDelivery: place('Mombasa', null, 'KE'),
      shippedOnBoardDate: '2026-03-12', issueDate: '2026-03-13', placeOfIssue: 'SINGAPORE', numberOfOriginals: 0, freightPaymentTerms: 'PREPAID',
      containers: cs.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: '22G1', packages: { count: c.b, type: 'BAGS' }, grossWeight: { value: c.w / 1000, unit: 't' }, volume: m3(c.v) })),
      goods: [{ description: 'POLYPROPYLENE HOMOPOLYMER RESIN, INJECTION GRADE H030SG', hsCode: '390210', marksAndNumbers: 'KPIL/MSA PP H030SG LOT NO. 2603A-2603F MADE IN SINGAPORE', packages: { count: tB, type: 'BAGS' }, grossWeight: kg(tW), netWeight: kg(143000), volume: m3(tV) }],
      totalPackages: tB, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
