/** Set 4, trade documents: Japanese exporter's commercial invoice (JPY), Korean standard-form packing list, UAE VAT tax invoice. */
import { Pen4, cont, party, place, kg, m3, us, wrap, table, words, small, stamp, kvl, iban, round, sum, type Doc } from './lib4.ts';

/** 4. Japanese exporter's commercial invoice in English: "Messrs.", yen without decimals (¥6,850), CIF, marks column, "SAY ... ONLY". */
export function japaneseInvoice(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 40, R = 555;
  const vendor = party('HOKURIKU SEIMITSU KOGYO CO., LTD.', ['1-12 Wadakawa, Toyama-shi', 'Toyama 939-8252, Japan'], { taxId: 'T4230001008791', phone: '+81-76-429-5521', email: 'export@hokuseimitsu.co.jp' });
  const customer = party('NORDIC FISHING GEAR AS', ['Strandgata 18', '6004 \u00c5lesund', 'Norway'], { taxId: 'NO918254371MVA' });
  const raw: Array<[string, string, number, string, number]> = [
    ['SPINNING REEL, MODEL HS-4000, ALUMINIUM BODY, 5+1 BB', '9507.30', 600, 'PCS', 6850],
    ['ELECTRIC REEL, MODEL DR-800E, 12V DC, WITH DEPTH COUNTER', '9507.30', 80, 'PCS', 48500],
    ['CARBON FISHING ROD, 2.70 M, 2-PIECE, CASTING WEIGHT 10-40 G', '9507.10', 450, 'PCS', 5200],
    ['TELESCOPIC SURF ROD, 3.60 M', '9507.10', 300, 'PCS', 3450],
    ['FLUOROCARBON FISHING LINE 0.35 MM X 150 M', '9507.90', 2000, 'ROLLS', 680],
    ['FISH HOOKS, FORGED, ASSORTED SIZES (BOX OF 100)', '9507.20', 1200, 'BOXES', 420],
  ];
  const lines = raw.map(([desc, hs, q, u, p]) => ({ desc, hs, q, u, p, amt: q * p }));
  const total = lines.reduce((a, l) => a + l.amt, 0);
  const yen = (v: number) => `\u00a5${us(v, 0)}`;
  pen.c(297, 46, 'HOKURIKU SEIMITSU KOGYO CO., LTD.', 16, true);
  pen.c(297, 59, '1-12 Wadakawa, Toyama-shi, Toyama 939-8252, Japan', 8.5);
  pen.c(297, 70, 'TEL: +81-76-429-5521   FAX: +81-76-429-5530   E-mail: export@hokuseimitsu.co.jp', 8);
  pen.c(297, 80, 'Qualified Invoice Issuer Registration No.: T4230001008791', 7.5);
  pen.hl(X, R, 86, 1.2);
  pen.c(297, 110, 'COMMERCIAL INVOICE', 17, true); { const tw = pen.w('COMMERCIAL INVOICE', 17, true); pen.hl(297 - tw / 2, 297 + tw / 2, 113, 0.8); }
  pen.t(X, 134, 'Messrs.', 9, true);
  pen.ml(X + 14, 148, [customer.name, 'Strandgata 18', '6004 \u00c5lesund', 'Norway', 'VAT No.: NO918254371MVA'], 9.5, 12);
  let y = 134;
  for (const [k, v] of [['Invoice No.', 'HSK-E260312'], ['Date', 'Mar. 12, 2026'], ['Your Order No.', 'NFG-PO-26-0088'], ['L/C No.', 'NIL (T/T)'], ['Page', '1 of 1']]) { kvl(pen, 340, y, k, `:  ${v}`, 80, 9.5); y += 13; }
  pen.box(X, 212, R - X, 80, 0.6);
  const sx = [X + 6, 300];
  y = 226;
  const s2 = (i: number, k: string, v: string) => kvl(pen, sx[i], y, k, `: ${v}`, 92, 9);
  s2(0, 'Shipped per', 'M/V ONE HARMONY  V.033W'); s2(1, 'Sailing on or about', 'Mar. 20, 2026'); y += 13;
  s2(0, 'From', 'KOBE, JAPAN'); s2(1, 'To', 'OSLO, NORWAY'); y += 13;
  s2(0, 'Via', 'ROTTERDAM'); s2(1, 'Trade Terms', 'CIF OSLO (Incoterms 2020)'); y += 13;
  kvl(pen, sx[0], y, 'Payment', ': T/T remittance within 30 days after B/L date', 92, 9); y += 13;
  kvl(pen, sx[0], y, 'Insurance', ': Covered by seller for 110% of CIF value, ICC (A)', 92, 9);
  const cols = [
    { title: ['Marks & Nos.'], w: 88 }, { title: ['Description of Goods'], w: 200 }, { title: ['H.S. No.'], w: 48, align: 'c' as const },
    { title: ['Quantity'], w: 62, align: 'r' as const }, { title: ['Unit Price', 'CIF OSLO'], w: 52, align: 'r' as const }, { title: ['Amount', 'CIF OSLO'], w: 65, align: 'r' as const },
  ];
  const rows = lines.map((l, i) => [i === 0 ? ['N.F.G.', 'OSLO', 'C/NO. 1-42', 'MADE IN JAPAN'] : [''], wrap(pen, l.desc, 192, 9), [l.hs], [`${us(l.q, 0)} ${l.u}`], [yen(l.p)], [yen(l.amt)]]);
  y = table(pen, X, 302, cols, rows, { size: 9, headSize: 8, hlines: false });
  y += 6;
  pen.hl(X + 288, R, y, 0.6);
  pen.t(X + 292, y + 13, 'TOTAL  CIF OSLO', 9.5, true); pen.r(R - 3, y + 13, `JPY ${us(total, 0)}`, 10, true);
  pen.hl(X + 288, R, y + 18, 0.6); pen.hl(X + 288, R, y + 20, 0.6);
  y += 38;
  pen.ml(X, y, wrap(pen, `SAY: JAPANESE YEN ${words(total).toUpperCase()} ONLY.`, R - X, 9.5, true), 9.5, 12, true);
  y += 32;
  y = pen.ml(X, y, ['Country of Origin: JAPAN', 'Packing: 42 (FORTY-TWO) CARTONS', 'Total N.W.: 1,284.50 KGS    Total G.W.: 1,466.00 KGS    Total Meas.: 6.842 M3'], 9, 12) + 8;
  pen.t(X, y, 'Remittance to:', 9, true); y += 12;
  y = pen.ml(X + 10, y, ['THE HOKURIKU SEIMITSU BANK, LTD., TOYAMA HEAD OFFICE', 'SWIFT: HKRKJPJT    Ordinary A/C No.: 5123456', 'Beneficiary: HOKURIKU SEIMITSU KOGYO CO., LTD.'], 9, 11.5) + 10;
  small(pen, X, y, 290, 'We hereby certify that the goods described above are of Japanese origin and that this invoice is true and correct. Consumption tax: exempt (export transaction, Art. 7 Consumption Tax Act). E. & O.E.', 7, 9);
  pen.t(350, 724, 'HOKURIKU SEIMITSU KOGYO CO., LTD.', 9, true);
  pen.hl(350, R, 778, 0.5);
  pen.t(350, 790, 'Kenji Sato, Manager, Export Department', 8.5);
  stamp(pen, 500, 754, ['HOKURIKU', 'SEIMITSU'], 0, 7.5, 0.55);
  return {
    id: 's4-jp-ci', type: 'invoice',
    notes: 'Japanese exporter\'s English commercial invoice in Times: centred letterhead with a qualified-invoice registration no. (T + 13 digits), "Messrs." above the customer, invoice no./date as "Mar. 12, 2026" with colons to the right, shipment box (Shipped per / From / To / Via / Trade Terms), goods table without row rules with marks only in the first row, yen amounts with ¥ and no decimals, double-ruled total "JPY 13,229,000", total in words "SAY: JAPANESE YEN ... ONLY.", SWIFT and domestic account, grey seal stamp.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'HSK-E260312', invoiceDate: '2026-03-12', currency: 'JPY', vendor, customer,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.amt, hsCode: l.hs.replace('.', '') })),
      totalAmount: total, paymentTerms: 'T/T remittance within 30 days after B/L date', purchaseOrderNumber: 'NFG-PO-26-0088',
      incoterms: { rule: 'CIF', place: 'OSLO' }, countryOfOrigin: 'JP', bankDetails: { iban: null, bic: 'HKRKJPJT', accountNumber: '5123456' },
    },
  };
}

/** 5. Korean packing list on the Korean standard trade form: numbered boxes (1)-(9), carton ranges "1-20", per-carton dimensions, CBM, totals row. */
export function koreanPackingList(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 30, R = 565;
  const shipper = party('HANSOL PRECISION CO., LTD.', ['27, Gongdan-ro 140beon-gil, Seongsan-gu', 'Changwon-si, Gyeongsangnam-do 51567', 'Korea'], { taxId: '609-81-44127', phone: '+82-55-283-4410' });
  const consignee = party('SRIPERUMBUDUR AUTO SYSTEMS PVT. LTD.', ['Plot No. B-14, SIPCOT Industrial Park', 'Sriperumbudur, Tamil Nadu 602105', 'India'], { taxId: '33AAHCS5821K1Z9' });
  const c = { n: cont('HDMU', '614287'), s: 'KRB2603381' };
  const pk = [
    { r: '1-20', d: 'BRAKE CALIPER ASSY (FRONT, LH)', pn: '58180-K1100', n: 20, per: 10, u: 'PCS', nw: 18.2, gw: 19.6, dim: [60, 40, 35] },
    { r: '21-40', d: 'BRAKE CALIPER ASSY (FRONT, RH)', pn: '58190-K1100', n: 20, per: 10, u: 'PCS', nw: 18.2, gw: 19.6, dim: [60, 40, 35] },
    { r: '41-70', d: 'BRAKE DISC, VENTILATED 280 MM', pn: '51712-K2000', n: 30, per: 6, u: 'PCS', nw: 58.8, gw: 60.2, dim: [50, 50, 30] },
    { r: '71-110', d: 'BRAKE PAD SET, FRONT', pn: '58101-K1A00', n: 40, per: 50, u: 'SETS', nw: 12.5, gw: 13.4, dim: [45, 35, 25] },
    { r: '111-135', d: 'BRAKE MASTER CYLINDER ASSY', pn: '58510-K3000', n: 25, per: 12, u: 'PCS', nw: 14.4, gw: 15.8, dim: [55, 40, 30] },
  ].map((p) => ({ ...p, q: p.n * p.per, tn: round(p.n * p.nw), tg: round(p.n * p.gw), cbm: round((p.n * p.dim[0] * p.dim[1] * p.dim[2]) / 1e6, 3) }));
  const tN = sum(pk.map((p) => p.tn)), tG = sum(pk.map((p) => p.tg)), tV = sum(pk.map((p) => p.cbm), 3), tQ = pk.reduce((a, p) => a + p.q, 0);
  pen.c(297, 44, 'PACKING LIST', 20, true);
  pen.box(X, 56, R - X, 300, 1);
  const M = 297;
  const F = (x: number, y: number, w: number, h: number, l: string, v: string[], s = 8.5) => pen.field(x, y, w, h, l, v, s, 6.5);
  F(X, 56, M - X, 76, '(1) Shipper/Exporter', [shipper.name, '27, Gongdan-ro 140beon-gil, Seongsan-gu', 'Changwon-si, Gyeongsangnam-do 51567', 'Korea', 'TEL: +82-55-283-4410   B.R.N.: 609-81-44127'], 8);
  F(M, 56, R - M, 76, '(8) No. & date of Invoice', ['HPC-2603-118', 'MAR. 13, 2026']);
  F(X, 132, M - X, 76, '(2) For Account & Risk of Messers.', [consignee.name, 'Plot No. B-14, SIPCOT Industrial Park', 'Sriperumbudur, Tamil Nadu 602105', 'India', 'GSTIN: 33AAHCS5821K1Z9'], 8);
  F(M, 132, R - M, 76, '(9) Remarks', ['P/L NO.: HPC-PL-2603-118', 'L/C NO.: M0421603NU00318', `CONTAINER NO.: ${c.n} (40' HC)`, `SEAL NO.: ${c.s}`], 8);
  F(X, 208, M - X, 56, '(3) Notify Party', ['SAME AS ABOVE']);
  F(M, 208, R - M, 56, '', ['ORIGINAL'], 10);
  F(X, 264, (M - X) / 2, 46, '(4) Port of Loading', ['BUSAN, KOREA']);
  F(X + (M - X) / 2, 264, (M - X) / 2, 46, '(5) Final Destination', ['CHENNAI, INDIA']);
  F(X, 310, (M - X) / 2, 46, '(6) Carrier', ['HYUNDAI PRIDE', 'V.0123W']);
  F(X + (M - X) / 2, 310, (M - X) / 2, 46, '(7) Sailing on or about', ['MAR. 18, 2026']);
  F(M, 264, R - M, 92, 'Shipping Marks', ['SAS', 'CHENNAI', 'C/T NO. 1-135', 'MADE IN KOREA'], 8.5);
  const cols = [
    { title: ['C/T NO.'], w: 46, align: 'c' as const }, { title: ['DESCRIPTION OF GOODS'], w: 132 }, { title: ['PART NO.'], w: 62 }, { title: ['CTNS'], w: 30, align: 'r' as const },
    { title: ["Q'TY/", 'CTN'], w: 32, align: 'r' as const }, { title: ["TOTAL Q'TY"], w: 54, align: 'r' as const }, { title: ['N/W', '(KGS)'], w: 46, align: 'r' as const },
    { title: ['G/W', '(KGS)'], w: 46, align: 'r' as const }, { title: ['DIMENSION', '(CM)'], w: 58, align: 'c' as const }, { title: ['MEAS.', '(CBM)'], w: 29, align: 'r' as const },
  ];
  let y = table(pen, X, 366, cols, [
    ...pk.map((p) => [[p.r], wrap(pen, p.d, 126, 7.8), [p.pn], [String(p.n)], [String(p.per)], [`${us(p.q, 0)} ${p.u}`], [us(p.tn)], [us(p.tg)], [p.dim.join('x')], [p.cbm.toFixed(3)]]),
    [['TOTAL'], [''], [''], ['135'], [''], [us(tQ, 0)], [us(tN)], [us(tG)], [''], [tV.toFixed(3)]],
  ], { size: 7.8, headSize: 6.5, shade: true });
  y += 16;
  y = pen.ml(X, y, ['TOTAL: ONE HUNDRED THIRTY-FIVE (135) CARTONS ONLY', `N/W PER CTN: AS PER ABOVE    TOTAL N/W: ${us(tN)} KGS    TOTAL G/W: ${us(tG)} KGS    TOTAL MEAS.: ${tV.toFixed(3)} CBM`], 8.5, 12, true) + 10;
  small(pen, X, y, R - X, 'All cartons are packed in export standard double-wall corrugated cartons, strapped and palletised on heat-treated (ISPM-15) pallets. Rust-preventive oil applied on all machined surfaces. Brake pads are asbestos-free.', 7.5, 9.5);
  pen.t(330, 700, 'HANSOL PRECISION CO., LTD.', 10, true);
  pen.hl(330, R, 744, 0.5); pen.t(330, 756, 'Signed by: Park Ji-hoon / Manager, Overseas Sales', 8);
  pen.gray(X, 815, 'KITA standard form (1) - (9). Korea International Trade Association recommended layout.', 6, 0.45);
  return {
    id: 's4-kr-pl', type: 'packing_list',
    notes: 'Korean standard-form packing list: big boxed grid with numbered captions "(1) Shipper/Exporter", "(2) For Account & Risk of Messers.", "(8) No. & date of Invoice" (number and date on two lines), P/L number only inside "(9) Remarks" with L/C, container and seal, notify "SAME AS ABOVE", "(5) Final Destination" instead of a discharge port, shipping marks box, table with carton ranges "1-20", part numbers, per-carton quantity, mixed PCS/SETS totals, dimensions "60x40x35" per carton, CBM with three decimals, TOTAL row in the table plus totals in text.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'HPC-PL-2603-118', invoiceNumber: 'HPC-2603-118', shipper, consignee,
      portOfLoading: place('BUSAN', null, 'KR'), portOfDischarge: place('CHENNAI', null, 'IN'), vessel: 'HYUNDAI PRIDE',
      containers: [{ containerNumber: c.n, sealNumbers: [c.s] }],
      packages: pk.map((p) => ({ type: 'CTNS', count: p.n, description: p.d, netWeight: kg(p.tn), grossWeight: kg(p.tg), dimensions: { length: p.dim[0], width: p.dim[1], height: p.dim[2], unit: 'cm' }, volume: m3(p.cbm) })),
      totalPackages: 135, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: m3(tV),
    },
  };
}

/** 14. UAE VAT tax invoice: TRN for both parties, AED, transliterated Arabic headings, VAT per line, amount in words (Dirhams and Fils), IBAN. */
export function uaeVatInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 32, R = 563;
  const acct = iban('AE', '0260001015442733013');
  const vendor = party('AL NOOR BUILDING MATERIALS TRADING L.L.C.', ['Warehouse 14, Street 23, Al Quoz Industrial Area 3', 'P.O. Box 118742, Dubai', 'United Arab Emirates'], { taxId: '100234567800003', phone: '+971 4 347 2210', email: 'accounts@alnoorbm.ae' });
  const customer = party('GULF HORIZON CONTRACTING L.L.C.', ['Office 805, Al Khaleej Tower, Hamdan Street', 'Abu Dhabi', 'United Arab Emirates'], { taxId: '100387654300003' });
  const shipTo = party('GULF HORIZON CONTRACTING - AL RAHA BEACH SITE', ['Plot C-12, Al Raha Beach', 'Abu Dhabi'], {});
  const raw: Array<[string, string, number, string, number]> = [
    ['CEM-OPC-50', 'Ordinary Portland Cement, 50 kg bag', 400, 'BAG', 17.5],
    ['RBR-T12', 'Reinforcement steel bar T12, Grade 60, 12 m', 12.5, 'TON', 2450],
    ['RBR-T16', 'Reinforcement steel bar T16, Grade 60, 12 m', 8.75, 'TON', 2420],
    ['BLK-200H', 'Hollow concrete block 400x200x200 mm', 3000, 'PCS', 3.2],
    ['PLY-MR18', 'Marine plywood 18 mm, 1220x2440 mm', 150, 'SHT', 96],
    ['WPM-SBS4', 'Waterproofing membrane SBS 4 mm, 1x10 m roll', 60, 'ROLL', 185],
    ['ADH-C2TE', 'Tile adhesive C2TE, grey, 25 kg', 220, 'BAG', 28.75],
    ['DLV-AUH', 'Delivery charges Dubai - Abu Dhabi (flatbed trailer)', 2, 'TRIP', 650],
  ];
  const lines = raw.map(([code, desc, q, u, p]) => ({ code, desc, q, u, p, amt: round(q * p), vat: round(q * p * 0.05) }));
  const sub = sum(lines.map((l) => l.amt)), vat = sum(lines.map((l) => l.vat)), total = round(sub + vat);
  pen.fill(X, 30, R - X, 64, 0.92);
  pen.t(X + 8, 50, 'AL NOOR BUILDING MATERIALS TRADING L.L.C.', 13, true);
  pen.t(X + 8, 61, 'Sharikat Al Noor li-Tijarat Mawad al-Bina (Dh.M.M.)', 7.5);
  pen.ml(X + 8, 72, ['Warehouse 14, Street 23, Al Quoz Industrial Area 3, P.O. Box 118742, Dubai, United Arab Emirates', 'Tel: +971 4 347 2210   Email: accounts@alnoorbm.ae   TRN: 100234567800003'], 7.5, 9);
  pen.c(297, 118, 'TAX INVOICE', 16, true);
  pen.c(297, 130, 'FATURA DARIBIYA', 8.5);
  const box = (x: number, y: number, w: number, h: number, label: string, v: string[]) => { pen.box(x, y, w, h, 0.6); pen.fill(x, y, w, 12, 0.85); pen.t(x + 4, y + 9, label, 7, true); pen.ml(x + 6, y + 24, v, 8.5, 10.5); };
  box(X, 142, 270, 86, 'Bill To / Al-Amil', [customer.name, 'Office 805, Al Khaleej Tower, Hamdan Street', 'Abu Dhabi', 'United Arab Emirates', 'Customer TRN / al-Raqam al-Daribi: 100387654300003']);
  pen.box(312, 142, R - 312, 86, 0.6);
  let y = 154;
  for (const [k, v] of [['Invoice No. / Raqam al-Fatura', 'ANB/INV/2026/00731'], ['Invoice Date / al-Tarikh', '16/03/2026'], ['LPO No.', 'GHC-LPO-4471'], ['Delivery Note', 'DN-26-1187'],
    ['Payment Terms', '60 days PDC'], ['Due Date', '15/05/2026'], ['Place of Supply', 'Abu Dhabi']]) { kvl(pen, 318, y, k, v, 122, 8, { labelSize: 7, boldValue: true }); y += 10.5; }
  box(X, 232, R - X, 44, 'Deliver To / Makan al-Taslim', [shipTo.name, 'Plot C-12, Al Raha Beach, Abu Dhabi   Contact: Site Engineer, +971 50 611 2290']);
  const cols = [
    { title: ['S.No', 'Raqam'], w: 24, align: 'c' as const }, { title: ['Item Code'], w: 52 }, { title: ['Description', 'al-Wasf'], w: 150 }, { title: ['Qty'], w: 34, align: 'r' as const },
    { title: ['Unit'], w: 28, align: 'c' as const }, { title: ['Unit Price', '(AED)'], w: 46, align: 'r' as const }, { title: ['Taxable Amt', '(AED)'], w: 58, align: 'r' as const },
    { title: ['VAT', '%'], w: 24, align: 'r' as const }, { title: ['VAT Amt', '(AED)'], w: 48, align: 'r' as const }, { title: ['Total incl.', 'VAT (AED)'], w: 67, align: 'r' as const },
  ];
  y = table(pen, X, 286, cols, lines.map((l, i) => [[String(i + 1)], [l.code], wrap(pen, l.desc, 144, 7.5), [l.q % 1 ? us(l.q) : us(l.q, 0)], [l.u], [us(l.p)], [us(l.amt)], ['5'], [us(l.vat)], [us(round(l.amt + l.vat))]]),
    { size: 7.5, headSize: 6.3, shade: true });
  y += 10;
  const tot = (k: string, v: string, b = false) => { pen.t(330, y, k, 8.5, b); pen.r(R - 3, y, v, 8.5, b); y += 13; };
  const ty = y;
  tot('Total excl. VAT / al-Majmu qabl al-Daribah', us(sub)); tot('VAT @ 5% / Daribat al-Qima al-Mudafa', us(vat)); tot('Total incl. VAT (AED)', us(total), true);
  pen.hl(330, R, y - 9, 0.4);
  const fils = Math.round((total % 1) * 100);
  pen.ml(X, ty, ['Amount in words:', ...wrap(pen, `UAE Dirhams ${words(Math.floor(total))} and Fils ${words(fils)} Only`, 280, 8.5, true)], 8.5, 11);
  y += 14;
  pen.box(X, y, 280, 62, 0.5);
  pen.ml(X + 6, y + 12, ['Bank Details / Tafasil al-Bank', 'Bank: Emirates NBD PJSC, Al Quoz Branch', 'Account Name: Al Noor Building Materials Trading LLC', `IBAN: ${acct.spaced}`, 'SWIFT: EBILAEAD'], 7.8, 10);
  pen.t(330, y + 12, 'For AL NOOR BUILDING MATERIALS TRADING L.L.C.', 7.5, true);
  pen.hl(330, R, y + 76, 0.4); pen.t(330, y + 84, 'Authorised Signatory', 7);
  stamp(pen, 480, y + 46, ['AL NOOR B.M.T. L.L.C.', 'DUBAI - U.A.E.'], -8, 7, 0.5);
  y += 100;
  small(pen, X, y, R - X, 'Terms: Goods once sold will not be taken back or exchanged. Any discrepancy in quantity or quality must be reported in writing within 48 hours of delivery. Post-dated cheques (PDC) to be handed over on delivery. Late payments attract a charge of 1.5% per month. Title to the goods remains with the seller until full payment is received. This is a tax invoice issued in accordance with Federal Decree-Law No. 8 of 2017 on Value Added Tax and its Executive Regulation.', 6.5, 8);
  pen.c(297, 812, 'Al Noor Building Materials Trading L.L.C.  |  Trade Licence No. 612847  |  TRN 100234567800003  |  www.alnoorbm.ae', 6.5);
  return {
    id: 's4-ae-vat-inv', type: 'invoice',
    notes: 'UAE VAT tax invoice: shaded letterhead with TRN, "TAX INVOICE" with a transliterated Arabic subtitle, bilingual English/transliterated captions ("Invoice No. / Raqam al-Fatura"), header facts label-left inside a box (LPO No., Delivery Note, "60 days PDC", Due Date, Place of Supply), separate Deliver To box, 10-column table with taxable amount, VAT % and VAT amount and total incl. VAT per line, decimal quantities (12.50 TON), totals in AED, amount in words in Dirhams and Fils, IBAN in groups of four, rotated stamp, legal small print.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'ANB/INV/2026/00731', invoiceDate: '2026-03-16', dueDate: '2026-05-15', currency: 'AED', vendor, customer, shipTo,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.amt, hsCode: null })),
      subtotal: sub, taxRate: 5, taxAmount: vat, totalAmount: total, paymentTerms: '60 days PDC', purchaseOrderNumber: 'GHC-LPO-4471',
      bankDetails: { iban: acct.compact, bic: 'EBILAEAD', accountNumber: null },
    },
  };
}
