/** Set 5, ocean bills of lading: MSC-style B/L to order (Spanish tiles to Peru) and ONE-style 2-page B/L with a rider (Thai tuna to the US). */
import { Pen4, cont, imo, party, place, kg, m3, us, wrap, table, small, smallCols, stamp, barcode, sum, d5, type Doc } from './lib5.ts';

const MSC_TERMS = [
  'SHIPPED on board in apparent good order and condition (unless otherwise stated herein) the total number or quantity of Containers or other packages or units indicated in the box entitled "Carrier\'s Receipt" for carriage from the Port of Loading (or the Place of Receipt, if mentioned above) to the Port of Discharge (or the Place of Delivery, if mentioned above), such carriage being always subject to the terms, rights, defences, provisions, conditions, exceptions, limitations and liberties hereof (INCLUDING ALL THOSE TERMS AND CONDITIONS ON THE REVERSE HEREOF NUMBERED 1-30 AND THOSE TERMS AND CONDITIONS CONTAINED IN THE CARRIER\'S APPLICABLE TARIFF).',
  'Where the bill of lading is non-negotiable the Carrier may give delivery of the Goods to the named consignee upon reasonable proof of identity and without requiring surrender of an original bill of lading. Where the bill of lading is negotiable, the Merchant is obliged to surrender one original, duly endorsed, in exchange for the Goods.',
  'The Carrier accepts a duty of reasonable care to check that any such document which the Merchant surrenders as a bill of lading is genuine and original. If the Carrier complies with this duty, it will be entitled to deliver the Goods against what it reasonably believes to be a genuine and original bill of lading, such delivery discharging the Carrier\'s delivery obligations.',
  'IN WITNESS WHEREOF the Carrier or their Agent has signed the number of bills of lading stated at the top, all of this tenor and date, and wherever one original bill of lading has been surrendered all other bills of lading shall be void.',
];

/** 1. MSC-style B/L to order: two-column header with boxed B/L no., label-left rows, vessel+voyage in one box, US numbers, long dates. */
export function mscBl(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 26, M = 300, R = 569, no = 'MEDUVL849271';
  const ves = imo('958214');
  const shipper = party('CERAMICAS LEVANTE DEL MEDITERRANEO S.L.', ['CAMINO VIEJO DE ONDA KM 2,5', '12200 ONDA (CASTELLON)', 'SPAIN'], { taxId: 'B12834570' });
  const consignee = party('TO THE ORDER OF BANCO ANDINO DEL PACIFICO S.A.', []);
  const notify = party('IMPORTADORA ACABADOS LIMA S.A.C.', ['AV. ARGENTINA 3250, CERCADO', 'CALLAO 07001', 'PERU'], { taxId: '20512345671', phone: '+51 1 452 8830', email: 'compras@acabadoslima.pe' });
  const cs = [
    { n: cont('MSCU', '482913'), s: 'ML-ES4471902', p: 21, w: 24180, v: 22.5 },
    { n: cont('MEDU', '307715'), s: 'ML-ES4471903', p: 21, w: 24160, v: 22.5 },
    { n: cont('MSDU', '116024'), s: 'ML-ES4471904', p: 20, w: 23040, v: 21.4 },
    { n: cont('TCLU', '590382'), s: 'ML-ES4471905', p: 20, w: 22950.5, v: 21.4 },
  ];
  const goods = [
    { p: 54, d: 'GLAZED PORCELAIN FLOOR TILES 60X60 CM, RECTIFIED, MATT FINISH', hs: '690722', w: 62630, nw: 61010, v: 57.8 },
    { p: 28, d: 'CERAMIC WALL TILES 30X90 CM, WHITE BODY, GLOSS FINISH', hs: '690723', w: 31700.5, nw: 30860, v: 30 },
  ];
  const marks = 'ACABADOS LIMA / CALLAO / PALLET 1-82 / MADE IN SPAIN';
  const tP = 82, tW = sum(cs.map((c) => c.w), 3), tV = sum(cs.map((c) => c.v), 3);
  // header: logo left, title + number box right
  pen.t(X, 44, 'MSC', 30, true);
  pen.ml(X + 78, 30, ['MEDITERRANEAN SHIPPING COMPANY S.A.', '12-14, chemin Rieu - CH-1208 GENEVA - Switzerland', 'Website: www.msc.com   SCAC: MSCU'], 6.5, 8);
  pen.box(M + 40, 22, R - M - 40, 34, 1);
  pen.t(M + 46, 32, 'BILL OF LADING No.', 6.5, true); pen.t(M + 46, 49, no, 14, true);
  pen.t(X, 64, 'ORIGINAL  -  NEGOTIABLE ONLY IF CONSIGNED "TO ORDER", "TO ORDER OF" A NAMED PERSON OR "TO BEARER"', 6.5, true);
  const B = (x: number, y: number, w: number, h: number, label: string, v: string[], s = 8) => pen.field(x, y, w, h, label, v, s, 5.5);
  let y = 70;
  B(X, y, M - X, 74, 'SHIPPER:', [shipper.name, 'CAMINO VIEJO DE ONDA KM 2,5', '12200 ONDA (CASTELLON)', 'SPAIN', 'CIF/NIF: B12834570']);
  B(M, y, 135, 24, 'BOOKING REF.:', ['EBKG09182736']);
  B(M + 135, y, R - M - 135, 24, 'SHIPPER\'S REF.:', ['PED-2026-0311 / FRA 26-1187']);
  B(M, y + 24, R - M, 50, 'CARRIER\'S AGENT AT DESTINATION (for delivery enquiries):', ['MSC DEL PERU S.A.C.', 'AV. PARDO Y ALIAGA 699, OF. 501, SAN ISIDRO, LIMA', 'TEL +51 1 611 3900']);
  y += 74;
  B(X, y, M - X, 54, 'CONSIGNEE: This B/L is not negotiable unless marked "To Order"', ['TO THE ORDER OF', 'BANCO ANDINO DEL PACIFICO S.A.']);
  B(M, y, R - M, 54, 'NOTIFY PARTIES: (No responsibility attaches to the Carrier for failure to notify - Clause 20)', [notify.name, 'AV. ARGENTINA 3250, CERCADO', 'CALLAO 07001', 'PERU'], 7.5);
  y += 54;
  B(M, y, R - M, 24, '', ['RUC: 20512345671   TEL: +51 1 452 8830   compras@acabadoslima.pe'], 7.5);
  B(X, y, M - X, 24, 'PRE-CARRIAGE BY / PLACE OF RECEIPT:', ['TRUCK  /  ONDA, SPAIN']);
  y += 24;
  // label-left rows with vessel+voyage combined
  const rowL = (x: number, w: number, label: string, v: string) => { pen.box(x, y, w, 20, 0.5); pen.t(x + 3, y + 12.5, label, 5.8, true); pen.t(x + 3 + pen.w(label, 5.8, true) + 6, y + 13, v, 8.5); };
  rowL(X, M - X, 'VESSEL AND VOYAGE NO.', `MSC VALERIA R - NX612R`); rowL(M, R - M, 'IMO NUMBER', ves); y += 20;
  rowL(X, M - X, 'PORT OF LOADING', 'VALENCIA, SPAIN'); rowL(M, R - M, 'PORT OF DISCHARGE', 'CALLAO, PERU'); y += 20;
  rowL(X, M - X, 'PLACE OF DELIVERY', 'LIMA, PERU (CY)'); rowL(M, R - M, 'NO. & SEQUENCE OF ORIGINAL B/L\'S', '3/3 (THREE)'); y += 26;
  // particulars
  pen.c(297, y, 'PARTICULARS FURNISHED BY THE SHIPPER', 7.5, true); y += 4;
  const cx = [X, X + 150, X + 382, X + 466, R];
  pen.fill(X, y, R - X, 18, 0.85); pen.box(X, y, R - X, 18, 0.6);
  [['Container Numbers, Seal Numbers', 'and Marks'], ['Description of Packages and Goods', '(Continued on attached Bill of Lading Rider page(s), if applicable)'], ['Gross Cargo', 'Weight'], ['Measurement']].forEach((h, i) => pen.ml(cx[i] + 3, y + 7, h, 5.8, 7, true));
  const top = y; y += 30;
  let ly = y;
  for (const c of cs) { pen.t(cx[0] + 3, ly, c.n, 8, true); pen.t(cx[0] + 3, ly + 9, `20' DV  SEAL: ${c.s}`, 6.8); pen.t(cx[0] + 3, ly + 18, `${c.p} PALLETS  ${us(c.w, 3)} KGS  ${us(c.v, 3)} CBM`, 6.3); ly += 30; }
  pen.t(cx[0] + 3, ly + 2, 'MARKS:', 6.5, true);
  pen.ml(cx[0] + 3, ly + 11, wrap(pen, marks, 140, 7), 7, 8.5);
  pen.t(cx[1] + 4, y, '4 X 20\' DV CONTAINERS S.T.C. 82 (EIGHTY-TWO) PALLETS', 7.8, true);
  let gy = y + 16;
  goods.forEach((g) => {
    pen.t(cx[1] + 4, gy, `${g.p} PALLETS`, 7.8, true);
    pen.r(cx[3] - 4, gy, `${us(g.w, 3)} KGS`, 7.8); pen.r(cx[4] - 4, gy, `${us(g.v, 3)} CBM`, 7.8);
    gy = pen.ml(cx[1] + 4, gy + 10, [...wrap(pen, g.d, 220, 7.8), `H.S. CODE ${g.hs}`, `NET WEIGHT: ${us(g.nw, 3)} KGS`], 7.8, 9.5);
    gy += 8;
  });
  pen.ml(cx[1] + 4, gy + 4, ['SHIPPER\'S LOAD, STOW, WEIGHT AND COUNT', 'FREIGHT PREPAID', 'DAE 26ES00461234567891 / FACTURA 26-1187', 'SHIPPED ON BOARD: March 12, 2026'], 7.5, 9.5);
  const bottom = 560;
  pen.box(X, top, R - X, bottom - top, 0.6);
  cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.4));
  pen.hl(X, R, bottom - 16, 0.4);
  pen.t(cx[1] + 4, bottom - 5, 'TOTAL: 82 PALLETS', 7.8, true); pen.r(cx[3] - 4, bottom - 5, `${us(tW, 3)} KGS`, 7.8, true); pen.r(cx[4] - 4, bottom - 5, `${us(tV, 3)} CBM`, 7.8, true);
  y = bottom;
  B(X, y, 200, 30, 'CARRIER\'S RECEIPT (No. of Cntrs or Pkgs rcvd by Carrier):', ['4 CONTAINERS']);
  B(X + 200, y, 140, 30, 'FREIGHT & CHARGES PAYABLE AT:', ['VALENCIA, SPAIN']);
  B(X + 340, y, R - X - 340, 30, 'PLACE AND DATE OF ISSUE:', ['VALENCIA, March 13, 2026']);
  y += 30;
  B(X, y, 340, 54, 'DECLARED VALUE (only applicable if Ad Valorem Charges paid - see Clause 7.3):', ['']);
  B(X + 340, y, R - X - 340, 54, 'SIGNED on behalf of the Carrier: MSC Mediterranean Shipping Company S.A.', ['', 'by MEDITERRANEAN SHIPPING COMPANY', 'ESPANA S.L.U. as Agent'], 7);
  stamp(pen, X + 170, y + 28, ['FREIGHT PREPAID'], -6, 10, 0.5);
  y += 64;
  smallCols(pen, X, y, 265, 13, 2, 800, MSC_TERMS, 4.8, 5.9);
  pen.t(X, 818, 'MSC B/L form 06/2024  -  Terms continued on the reverse', 5.5); pen.r(R, 818, 'Page 1 of 1', 6);
  return {
    id: 's5-msc-bl', type: 'bill_of_lading',
    notes: 'MSC-style negotiable B/L to order: logo and address left, B/L no. in a heavy box top right, consignee "TO THE ORDER OF" a bank on two lines, notify party spilling into a second unlabelled box (RUC/phone/email), label-left rows ("VESSEL AND VOYAGE NO. MSC VALERIA R - NX612R" in one value, IMO beside), originals as "3/3 (THREE)", per-container lines in the marks column (type 20\' DV, seal, packages, weight, CBM), net weight inside the description, shipped-on-board and issue dates as "March 12, 2026", US number format with KGS/CBM, "FREIGHT PREPAID" stamp, two-column terms.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: 'EBKG09182736',
      shipper, consignee, notifyParties: [notify], carrier: { name: 'MEDITERRANEAN SHIPPING COMPANY S.A.', scac: 'MSCU' },
      vessel: { name: 'MSC VALERIA R', imoNumber: ves }, voyageNumber: 'NX612R',
      placeOfReceipt: place('ONDA', null, null), portOfLoading: place('VALENCIA', null, null), portOfDischarge: place('CALLAO', null, null), placeOfDelivery: place('LIMA', null, null),
      shippedOnBoardDate: '2026-03-12', issueDate: '2026-03-13', placeOfIssue: 'VALENCIA', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: cs.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: '22G1', packages: { count: c.p, type: 'PALLETS' }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: goods.map((g, i) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: i === 0 ? marks : null, packages: { count: g.p, type: 'PALLETS' }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 2. ONE-style B/L over two pages: Times, captions above values, yyyy/mm/dd, page 2 rider with the remaining goods and a container table. */
export function oneBl(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 30, M = 305, R = 565, no = 'ONEYBKKG04871300';
  const shipper = party('SIAM OCEAN CANNERY PUBLIC COMPANY LIMITED', ['99/9 MOO 3, RAMA II ROAD, THA CHIN', 'MUEANG SAMUT SAKHON, SAMUT SAKHON 74000', 'THAILAND'], { taxId: '0107537000912', phone: '+66 34 822 410' });
  const consignee = party('PACIFIC HARVEST FOODS, INC.', ['2150 E. GRAND AVENUE, SUITE 400', 'EL SEGUNDO, CA 90245', 'U.S.A.'], { taxId: '95-4418273', phone: '+1 310 555 0182' });
  const notify = party('HARBORVIEW CUSTOMS BROKERAGE LLC', ['1 WORLD TRADE CENTER, SUITE 1720', 'LONG BEACH, CA 90831', 'U.S.A.'], { email: 'entries@harborviewcb.com', phone: '+1 562 555 0147' });
  const cs = [
    ['ONEU', '402817', 'TH26A10441', 'CS-71028'], ['ONEU', '402923', 'TH26A10442', 'CS-71029'], ['TCNU', '815260', 'TH26A10443', 'CS-71030'], ['ONEU', '519344', 'TH26A10444', 'CS-71031'],
    ['BEAU', '260771', 'TH26A10445', 'CS-71032'], ['ONEU', '377102', 'TH26A10446', 'CS-71033'], ['FFAU', '214589', 'TH26A10447', 'CS-71034'], ['ONEU', '611458', 'TH26A10448', 'CS-71035'],
  ].map(([o, s, s1, s2], i) => ({ n: cont(o, s), seals: [s1, s2], p: 1800, w: i < 5 ? 21384.5 : 19980, v: 58.2 }));
  const goods = [
    { p: 7200, d: 'CANNED SKIPJACK TUNA CHUNK LIGHT IN SOYBEAN OIL, 48 X 142 G PER CARTON', hs: '160414', w: 106922.5, nw: 98496, v: 232.8 },
    { p: 3600, d: 'CANNED YELLOWFIN TUNA SOLID WHITE IN WATER, 24 X 170 G PER CARTON', hs: '160414', w: 39000, nw: 35251.2, v: 116.4 },
    { p: 3600, d: 'WET CAT FOOD, TUNA WITH SHRIMP IN JELLY, 48 X 85 G PER CARTON', hs: '230910', w: 20940, nw: 17625.6, v: 116.4 },
  ];
  const tP = 14400, tW = sum(cs.map((c) => c.w), 3), tV = sum(cs.map((c) => c.v), 3);
  const head = (pg: number) => {
    pen.t(X, 40, 'OCEAN NETWORK EXPRESS', 15, true);
    pen.t(X, 51, 'Ocean Network Express Pte. Ltd., 7 Straits View, #16-01 Marina One East Tower, Singapore 018936  (SCAC: ONEY)', 6.5);
    pen.r(R, 34, 'BILL OF LADING', 14, true);
    pen.r(R, 46, 'B/L No.  ' + no, 9, true);
    pen.r(R, 56, `Page ${pg} of 2`, 7);
    pen.hl(X, R, 62, 1);
  };
  const A = (x: number, y: number, label: string, v: string[], s = 8.5) => { pen.t(x, y, label, 6.5, true); return pen.ml(x, y + 11, v, s, s + 2); };
  head(1);
  barcode(pen, M + 100, 68, 160, 14, '04871300260309');
  A(X, 72, 'SHIPPER/EXPORTER', [shipper.name, '99/9 MOO 3, RAMA II ROAD, THA CHIN', 'MUEANG SAMUT SAKHON, SAMUT SAKHON 74000', 'THAILAND', 'TAX ID 0107537000912  TEL +66 34 822 410']);
  A(M, 92, 'BOOKING NO.', ['BKKG04871300']); A(M + 130, 92, 'EXPORT REFERENCES', ['SOC-INV-26-0412 / PO 7781-2']);
  A(M, 120, 'FORWARDING AGENT - REFERENCES', ['BANGKOK BLUE WAVE LOGISTICS CO., LTD.']);
  pen.hl(X, R, 142, 0.4);
  A(X, 150, 'CONSIGNEE (if "To Order" so indicate)', [consignee.name, '2150 E. GRAND AVENUE, SUITE 400', 'EL SEGUNDO, CA 90245', 'U.S.A.', 'EIN 95-4418273  TEL +1 310 555 0182']);
  A(M, 150, 'NOTIFY PARTY (It is agreed that no responsibility shall attach to the Carrier for failure to notify)', [notify.name, '1 WORLD TRADE CENTER, SUITE 1720', 'LONG BEACH, CA 90831', 'U.S.A.', 'entries@harborviewcb.com  +1 562 555 0147']);
  pen.hl(X, R, 222, 0.4);
  const g4 = [X, X + 135, M, M + 130];
  A(g4[0], 230, 'PLACE OF RECEIPT', ['LAT KRABANG ICD, THAILAND']); A(g4[1], 230, 'PORT OF LOADING', ['LAEM CHABANG, THAILAND']); A(g4[2], 230, 'OCEAN VESSEL / VOYAGE NO.', ['ONE HARMONY 062E']); A(g4[3], 230, 'FLAG', ['JAPAN']);
  A(g4[0], 256, 'PORT OF DISCHARGE', ['LOS ANGELES, CA']); A(g4[1], 256, 'PLACE OF DELIVERY', ['CHICAGO, IL (RAIL RAMP)']); A(g4[2], 256, 'TYPE OF MOVEMENT', ['CY / CY']); A(g4[3], 256, 'FINAL DESTINATION (Merchant\'s ref.)', ['JOLIET, IL']);
  pen.hl(X, R, 282, 0.4);
  const cx = [X, X + 130, X + 200, X + 420, X + 480, R];
  const hd = ['CNTR. NOS. W/SEAL NOS.', 'MARKS & NUMBERS', 'QUANTITY', '(FOR CUSTOMS', 'DECLARATION ONLY)', 'DESCRIPTION OF GOODS', 'GROSS WEIGHT', 'MEASUREMENT'];
  pen.t(cx[0], 292, hd[0], 6.5, true); pen.ml(cx[1], 292, [hd[2], hd[3], hd[4]], 5.5, 6.5, true); pen.t(cx[2] + 4, 292, hd[5], 6.5, true); pen.r(cx[4] - 4, 292, hd[6], 6.5, true); pen.r(R, 292, hd[7], 6.5, true);
  pen.hl(X, R, 310, 0.4);
  let y = 322;
  pen.ml(X, y, ['SEE RIDER PAGE (PAGE 2)', 'FOR CONTAINER AND', 'SEAL NUMBERS', '', 'P.H.F.', 'LOS ANGELES', 'C/NO. 1-14400', 'PRODUCT OF THAILAND'], 7.5, 9.5);
  pen.t(cx[1], y, '14,400', 8.5, true); pen.t(cx[1], y + 10, 'CARTONS', 8.5, true);
  pen.ml(cx[2] + 4, y, ['8 X 40\' DV CONTAINERS SAID TO CONTAIN:', 'TOTAL FOURTEEN THOUSAND FOUR HUNDRED (14,400) CARTONS ONLY'], 8, 10, true);
  y += 26;
  const g0 = goods[0];
  pen.t(cx[2] + 4, y, `(1) ${us(g0.p, 0)} CARTONS`, 8);
  pen.r(cx[4] - 4, y, `${us(g0.w, 3)} KGS`, 8); pen.r(R, y, `${us(g0.v, 3)} M3`, 8);
  y = pen.ml(cx[2] + 4, y + 10, [...wrap(pen, g0.d, 210, 8), `HTS: ${g0.hs}   NET WT: ${us(g0.nw, 3)} KGS`], 8, 10);
  pen.ml(cx[2] + 4, y + 8, ['*** CONTINUED ON RIDER PAGE (PAGE 2) ***'], 8, 10, true);
  pen.ml(cx[2] + 4, y + 30, ['FREIGHT COLLECT', 'SHIPPER\'S LOAD, STOW, WEIGHT AND COUNT', 'REEFER: N/A   HAZ: NON-HAZARDOUS'], 7.5, 9.5);
  pen.hl(X, R, 540, 0.4);
  pen.t(X, 552, 'TOTAL NUMBER OF CONTAINERS OR PACKAGES (IN WORDS):', 6.5, true); pen.t(X + 200, 552, 'EIGHT (8) CONTAINERS ONLY', 8.5);
  pen.t(X, 566, 'TOTALS:', 6.5, true); pen.t(X + 60, 566, `${us(tP, 0)} CARTONS`, 8.5, true); pen.t(X + 200, 566, `${us(tW, 3)} KGS`, 8.5, true); pen.t(X + 320, 566, `${us(tV, 3)} M3`, 8.5, true);
  pen.hl(X, R, 574, 0.4);
  y = 584;
  A(X, y, 'FREIGHT & CHARGES', ['AS ARRANGED']); A(X + 120, y, 'PREPAID / COLLECT', ['COLLECT']); A(X + 220, y, 'FREIGHT PAYABLE AT', ['DESTINATION']); A(M + 100, y, 'NO. OF ORIGINAL B(S)/L', ['THREE (3)']);
  A(X, y + 30, 'LADEN ON BOARD THE VESSEL', ['DATE: 2026/03/09', 'BY: OCEAN NETWORK EXPRESS (THAILAND) LTD.']); A(M + 100, y + 30, 'PLACE AND DATE OF ISSUE', ['BANGKOK   2026/03/10']);
  A(X + 220, y + 30, 'SERVICE CONTRACT NO.', ['SC26-PHF-0118']);
  pen.hl(X, R, 644, 0.4);
  small(pen, X, 654, 330, 'RECEIVED by the Carrier from the Shipper in apparent good order and condition unless otherwise indicated herein, the Goods, or the container(s) or package(s) said to contain the cargo herein mentioned, to be carried subject to all the terms and conditions provided for on the face and back of this Bill of Lading by the vessel named herein or any substitute at the Carrier\'s option and/or other means of transport, from the place of receipt or the port of loading to the port of discharge or the place of delivery shown herein and there to be delivered unto order or assigns. If required by the Carrier, this Bill of Lading duly endorsed must be surrendered in exchange for the Goods or delivery order. In accepting this Bill of Lading, the Merchant agrees to be bound by all the stipulations, exceptions, terms and conditions on the face and back hereof, whether written, typed, stamped or printed, as fully as if signed by the Merchant, any local custom or privilege to the contrary notwithstanding.', 5.2, 6.3);
  pen.t(M + 80, 668, 'OCEAN NETWORK EXPRESS PTE. LTD.', 8, true); pen.t(M + 80, 678, 'AS CARRIER', 7);
  pen.q.textEx(M + 100, 705, 'S. Wongsawat', 13, { gray: 0.3, deg: 6 });
  pen.hl(M + 80, R, 712, 0.4); pen.t(M + 80, 721, 'by OCEAN NETWORK EXPRESS (THAILAND) LTD. as agent for the Carrier', 6);
  pen.gray(X, 812, 'ONE B/L (01/2025) - The printed terms and conditions appear on the reverse / at www.one-line.com', 6, 0.4);
  // page 2: rider
  pen.page(); head(2);
  pen.t(X, 80, `RIDER PAGE - ATTACHED TO AND FORMING PART OF BILL OF LADING NO. ${no}`, 9.5, true);
  pen.t(X, 93, 'Vessel / Voyage: ONE HARMONY 062E     Port of Loading: LAEM CHABANG     Port of Discharge: LOS ANGELES', 8);
  pen.hl(X, R, 100, 0.4);
  pen.t(X, 112, 'DESCRIPTION OF GOODS (CONTINUED)', 7.5, true);
  y = 126;
  goods.slice(1).forEach((g, i) => {
    pen.t(cx[2] + 4, y, `(${i + 2}) ${us(g.p, 0)} CARTONS`, 8);
    pen.r(cx[4] - 4, y, `${us(g.w, 3)} KGS`, 8); pen.r(R, y, `${us(g.v, 3)} M3`, 8);
    y = pen.ml(cx[2] + 4, y + 10, [...wrap(pen, g.d, 210, 8), `HTS: ${g.hs}   NET WT: ${us(g.nw, 3)} KGS`], 8, 10);
    y += 10;
  });
  y += 6;
  pen.t(X, y, 'CONTAINER DETAILS', 7.5, true); y += 5;
  y = table(pen, X, y, [
    { title: 'NO.', w: 26, align: 'c' }, { title: 'CONTAINER NO.', w: 86 }, { title: 'TYPE', w: 40, align: 'c' }, { title: 'CARRIER SEAL', w: 80 }, { title: 'CUSTOMS SEAL', w: 70 },
    { title: 'PACKAGES', w: 76, align: 'r' }, { title: 'GROSS WT (KGS)', w: 72, align: 'r' }, { title: 'MEAS. (M3)', w: 85, align: 'r' },
  ], cs.map((c, i) => [[String(i + 1)], [c.n], ['40DV'], [c.seals[0]], [c.seals[1]], [`${us(c.p, 0)} CTNS`], [us(c.w, 3)], [us(c.v, 3)]]), { size: 8, headSize: 6.5, shade: true });
  pen.t(X + 4, y + 12, 'TOTAL 8 CONTAINERS', 8, true); pen.r(X + 378 - 3, y + 12, '14,400 CTNS', 8, true); pen.r(X + 450 - 3, y + 12, us(tW, 3), 8, true); pen.r(R - 3, y + 12, us(tV, 3), 8, true);
  small(pen, X, y + 32, R - X, 'FDA REGISTRATION NO. 12840917662 (SHIPPER) - FCE NO. 20447 - SID ON FILE. CUSTOMS SEAL NUMBERS AFFIXED AT LAT KRABANG ICD UNDER THAI CUSTOMS SUPERVISION. ALL CONTAINERS DRY, SHIPPER OWNED SEALS VERIFIED.', 6.5, 8);
  pen.gray(X, 812, 'ONE B/L (01/2025) - Rider page - not valid without the first page of the Bill of Lading', 6, 0.4);
  return {
    id: 's5-one-bl', type: 'bill_of_lading',
    notes: 'ONE-style B/L in Times over two pages: bold captions above values with rules only, booking number beside a barcode, vessel and voyage in one value ("ONE HARMONY 062E"), places without codes, quantity column captioned "for customs declaration only", first goods item on page 1 and "*** CONTINUED ON RIDER PAGE ***", items 2-3 and an 8-container table with two seals each (carrier and customs) on the rider page, dates 2026/03/09 (laden on board) and 2026/03/10 (issue), freight COLLECT payable at destination, totals line with words.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', bookingReference: 'BKKG04871300',
      shipper, consignee, notifyParties: [notify], carrier: { name: 'OCEAN NETWORK EXPRESS PTE. LTD.', scac: 'ONEY' },
      vessel: { name: 'ONE HARMONY', imoNumber: null }, voyageNumber: '062E',
      placeOfReceipt: place('LAT KRABANG', null, null), portOfLoading: place('LAEM CHABANG', null, null), portOfDischarge: place('LOS ANGELES', null, null), placeOfDelivery: place('CHICAGO', null, null),
      shippedOnBoardDate: '2026-03-09', issueDate: '2026-03-10', placeOfIssue: 'BANGKOK', numberOfOriginals: 3, freightPaymentTerms: 'COLLECT',
      containers: cs.map((c) => ({ containerNumber: c.n, sealNumbers: c.seals, sizeType: '42G1', packages: { count: c.p, type: 'CTNS' }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: goods.map((g, i) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: i === 0 ? 'P.H.F. LOS ANGELES C/NO. 1-14400 PRODUCT OF THAILAND' : null, packages: { count: g.p, type: 'CARTONS' }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
