/** Set 10, invoices: Greek olive-oil exporter's commercial invoice in English (EUR, CIF, total in words), Ontario distributor's HST invoice in CAD on Letter (ordered / shipped / back-ordered columns). */
import { Pen4, cont, party, us, round, sum, table, wrap, small, stamp, qr, iban, words, d, d5, afm, luhn, type Doc } from './lib10.ts';

/** 1. Greek exporter's commercial invoice Kalamata -> Melbourne: Times, caption-above blocks, EL VAT id and GEMI/MARK decoys, FOB subtotal + freight + insurance = CIF total, total in words, GR IBAN. */
export function grOliveInvoice(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 40, R = 555;
  const no = 'EXP-A 1184/2026';
  const vat = `EL${afm('09441827')}`;
  const vendor = party('MESSINIA GOLD OLIVE GROVES S.A.', ['14th km Kalamata-Pylos National Road', '24100 Kalamata, Messinia, Greece'], { taxId: vat, phone: '+30 27210 44182', email: 'exports@messiniagold.gr' });
  const customer = party('AEGEAN PANTRY IMPORTS PTY LTD', ['88 Sydney Road', 'Brunswick VIC 3056, Australia'], { taxId: 'ABN 51 824 418 270' });
  const L: Array<[string, string, number, number]> = [
    ['Extra virgin olive oil PDO Kalamata, tin 5 L (4 per carton)', '15092000', 420, 62.4],
    ['Extra virgin olive oil Koroneiki, glass 750 ml (12 per carton)', '15092000', 360, 71.85],
    ['Extra virgin olive oil organic, glass 500 ml (12 per carton)', '15092000', 180, 58.2],
    ['Kalamata olives whole, jar 360 g (12 per carton)', '20057000', 300, 27.6],
    ['Kalamata olives pitted, jar 350 g (12 per carton)', '20057000', 240, 29.4],
    ['Green Halkidiki olives stuffed with almond, jar 350 g', '20057000', 150, 31.75],
    ['Olive paste (tapenade) 180 g (24 per carton)', '20057000', 90, 44.1],
    ['Thyme honey 450 g (12 per carton)', '04090000', 80, 66.0],
    ['Sea salt with oregano 250 g (24 per carton)', '25010091', 40, 38.4],
    ['Printed gift boxes, flat (not for sale)', '48192000', 10, 0.0],
  ];
  const lines = L.map(([de, hs, q, p]) => ({ de, hs, q, p, t: round(q * p) }));
  const fob = sum(lines.map((l) => l.t)), freight = 3850, ins = round((fob + freight) * 1.1 * 0.0015), cif = round(fob + freight + ins);
  const ib = iban('GR', '01107440000744018270142');
  pen.t(X, 48, 'MESSINIA GOLD', 20, true); pen.t(X, 62, 'OLIVE GROVES S.A.  -  Producers and exporters since 1962', 9);
  pen.ml(X, 76, ['14th km Kalamata-Pylos National Road, 24100 Kalamata, Messinia, Greece', `Tel. ${vendor.phone}  -  ${vendor.email}`, `VAT No. ${vat}  -  Tax office: D.O.Y. Kalamatas  -  G.E.MI. 044182727000`], 7.6, 9.4);
  pen.box(360, 30, R - 360, 60, 1);
  pen.c((360 + R) / 2, 46, 'COMMERCIAL INVOICE', 13, true);
  pen.t(368, 62, 'Invoice No.', 7); pen.t(430, 62, no, 10, true);
  pen.t(368, 75, 'Date', 7); pen.t(430, 75, d5.dLong('2026-11-19'), 10);
  pen.t(368, 86, 'MARK 400001944182713 (myDATA)', 6);
  let y = 112;
  const blk = (x: number, cap: string, ls: string[], w = 250) => { pen.t(x, y, cap, 7, true); pen.hl(x, x + w, y + 3, 0.5); pen.ml(x, y + 15, ls, 9, 11); };
  blk(X, 'SOLD TO / CONSIGNEE', [customer.name, '88 Sydney Road', 'Brunswick VIC 3056, Australia', customer.taxId!]);
  blk(305, 'DELIVER TO', ['AEGEAN PANTRY IMPORTS - DC', 'Unit 4, 17 Export Drive', 'Tullamarine VIC 3043, Australia']);
  y += 66;
  const refs: Array<[string, string]> = [['Your order', 'AP-PO-77182'], ['Our ref.', 'SO-26-0441'], ['Terms of delivery', 'CIF MELBOURNE (Incoterms 2020)'], ['Payment', 'CAD - cash against documents, 30 days'],
    ['Vessel', 'MSC BEATRICE / FA647R'], ['Port of loading', 'PIRAEUS, GREECE'], ['Port of discharge', 'MELBOURNE, AUSTRALIA'], ['Country of origin', 'GREECE']];
  refs.forEach(([l, v], i) => { const x = X + (i % 4) * 129, yy = y + Math.floor(i / 4) * 24; pen.t(x, yy, l, 6.8); pen.t(x, yy + 10, v, i === 3 ? 7 : 8); });
  y += 54;
  y = table(pen, X, y, [
    { title: 'Pos.', w: 26, align: 'c' }, { title: 'Description of goods', w: 215 }, { title: 'HS code', w: 56 }, { title: 'Cartons', w: 48, align: 'r' },
    { title: ['Price per', 'carton EUR'], w: 70, align: 'r' }, { title: 'Amount EUR', w: R - X - 415, align: 'r' },
  ], lines.map((l, i) => [[String(i + 1)], wrap(pen, l.de, 208, 8), [l.hs], [us(l.q, 0)], [l.p ? us(l.p) : 'N.C.V.'], [us(l.t)]]), { size: 8, headSize: 7, shade: true, vlines: false });
  const T: Array<[string, number, boolean]> = [['Total FOB value', fob, false], ['Ocean freight Piraeus - Melbourne', freight, false], ['Insurance (110 % CIF, 0.15 %)', ins, false], ['TOTAL CIF MELBOURNE EUR', cif, true]];
  y += 6;
  T.forEach(([l, v, b], i) => { pen.t(330, y + 10 + i * 13, l, 8.4, b); pen.r(R - 3, y + 10 + i * 13, us(v), 9, b); });
  pen.hl(330, R, y + 42, 0.6);
  pen.t(X, y + 10, `Total cartons: ${us(sum(lines.map((l) => l.q), 0), 0)}`, 8.4);
  pen.t(X, y + 23, 'Net weight: 14,226.0 kg   Gross weight: 15,604.5 kg', 8.4);
  pen.t(X, y + 36, `Container: ${cont('MSCU', '744182')} (40' HC) sealed`, 8.4);
  y += 66;
  const euros = Math.floor(cif), cents = Math.round((cif - euros) * 100);
  pen.t(X, y, 'Amount in words:', 8, true);
  pen.t(X + 76, y, `Euro ${words(euros)} and ${cents}/100`, 8.6);
  y += 16;
  small(pen, X, y, R - X, 'VAT 0 % - export of goods outside the EU, exempt under art. 24 par. 1 of the Greek VAT Code (L. 2859/2000). The goods are of Greek origin. We certify that this invoice is true and correct and that the olive oil complies with Regulation (EU) 2022/2104.', 7.2, 9);
  y += 34;
  pen.t(X, y, 'Payment due:', 8, true); pen.t(X + 76, y, d.dmySlash('2026-12-19'), 8.6);
  pen.t(X, y + 14, 'Bank:', 8, true); pen.t(X + 76, y + 14, 'National Bank of Greece, Kalamata branch 744', 8.6);
  pen.t(X, y + 28, 'IBAN:', 8, true); pen.t(X + 76, y + 28, ib.spaced, 8.6, true);
  pen.t(X, y + 42, 'SWIFT/BIC:', 8, true); pen.t(X + 76, y + 42, 'ETHNGRAA', 8.6);
  qr(pen, R - 70, y - 8, 64, `myDATA-${no}`);
  y += 80;
  pen.hl(R - 200, R, y + 20, 0.4); pen.c(R - 100, y + 30, 'For Messinia Gold Olive Groves S.A.', 7.6);
  stamp(pen, R - 100, y + 2, ['MESSINIA GOLD S.A.', `VAT ${vat}`], 6, 7, 0.45);
  pen.c((X + R) / 2, 815, 'Registered office: Kalamata - Share capital EUR 1,240,000 - Page 1/1', 6.6);
  return {
    id: 's10-gr-olive-invoice', type: 'invoice',
    notes: 'Greek olive-oil exporter\'s commercial invoice in English to Australia on A4 Times: framed number/date box with a myDATA MARK decoy, EL VAT number with D.O.Y. and G.E.MI. decoys, caption-above sold-to vs deliver-to blocks (ABN as the customer id), 4x2 reference grid (order, our ref, CIF Melbourne, payment CAD 30 days, vessel, ports, origin), table without vertical rules with prices per carton and a zero-value N.C.V. line, FOB subtotal + freight + insurance = CIF total, weights and a container as decoys, total in English words, export VAT exemption note (0 %), due date dd/mm/yyyy, spaced GR IBAN.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-11-19', dueDate: '2026-12-19', currency: 'EUR', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.q, unitPrice: l.p || null, total: l.t, hsCode: l.hs })),
      subtotal: fob, taxRate: 0, taxAmount: null, totalAmount: cif, paymentTerms: 'CAD - cash against documents, 30 days', notes: null,
      purchaseOrderNumber: 'AP-PO-77182', incoterms: { rule: 'CIF', place: 'MELBOURNE' }, countryOfOrigin: 'GR',
      shipTo: { name: 'AEGEAN PANTRY IMPORTS - DC', address: 'Unit 4, 17 Export Drive, Tullamarine VIC 3043, Australia' },
      bankDetails: { iban: ib.compact, bic: 'ETHNGRAA', accountNumber: null },
    },
  };
}

/** 2. Ontario industrial distributor's invoice on Letter, Helvetica: Bill To / Ship To side by side, Ordered / Shipped / B/O columns (only shipped is invoiced), freight charged and taxed, HST 13 % with the BN/RT number, remit-to block, CAD. */
export function caHstInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'Letter');
  const X = 36, R = 576;
  const bn = luhn('84418270');
  const vendor = party('GREAT LAKES FASTENER & SUPPLY INC.', ['2250 Dixie Road, Unit 7', 'Mississauga, ON L4Y 1Z4, Canada'], { taxId: `${bn} RT0001`, phone: '905-555-0148', email: 'ar@glfastener.ca' });
  const customer = party('NIAGARA ESCARPMENT MILLWORK LTD.', ['41 Ontario Street', 'St. Catharines, ON L2R 5J3'], {});
  const L: Array<[string, string, number, number, number]> = [
    ['GLF-HX38-2', 'Hex cap screw 3/8-16 x 2" Gr.5 zinc (box 100)', 40, 40, 18.65],
    ['GLF-HX12-3', 'Hex cap screw 1/2-13 x 3" Gr.8 yellow zinc (box 50)', 30, 24, 32.4],
    ['GLF-NUT38', 'Nylon insert lock nut 3/8-16 zinc (box 100)', 40, 40, 9.85],
    ['GLF-WSH38', 'Flat washer USS 3/8" zinc (box 100)', 60, 60, 6.2],
    ['GLF-LAG516', 'Lag screw 5/16 x 3-1/2" hot-dip galv. (box 50)', 25, 25, 22.75],
    ['GLF-DECK8', 'Deck screw #8 x 2-1/2" ceramic coated (pail 1,000)', 12, 10, 54.9],
    ['GLF-ANC12', 'Wedge anchor 1/2 x 4-1/4" (box 25)', 20, 20, 41.3],
    ['GLF-SS10-1', 'Stainless 18-8 pan head #10 x 1" (box 100)', 15, 15, 16.45],
    ['GLF-RIV316', 'Aluminium blind rivet 3/16 (box 500)', 8, 8, 37.8],
    ['GLF-THR38', 'Threaded rod 3/8-16 x 6 ft zinc', 50, 36, 8.95],
    ['GLF-HNG-TS', 'Joist hanger 2x10 (each)', 120, 120, 3.18],
  ];
  const lines = L.map(([sku, de, o, s, p]) => ({ sku, de, o, s, bo: o - s, p, t: round(s * p) }));
  const sub = sum(lines.map((l) => l.t)), frt = 86.5, hst = round((sub + frt) * 0.13), total = round(sub + frt + hst);
  pen.t(X, 46, 'GREAT LAKES', 18, true); pen.t(X + pen.w('GREAT LAKES ', 18, true), 46, 'FASTENER & SUPPLY', 18);
  pen.ml(X, 60, ['2250 Dixie Road, Unit 7, Mississauga, ON L4Y 1Z4, Canada', `Tel ${vendor.phone}  |  ${vendor.email}`, `GST/HST Registration No. ${vendor.taxId}`], 7.6, 9.2);
  pen.r(R, 44, 'INVOICE', 22, true);
  const hd: Array<[string, string]> = [['Invoice #', '118274'], ['Invoice Date', d5.long('2026-11-20')], ['Customer #', 'NEM-0441'], ['Customer PO', '4500-27718'], ['Sales Order', 'SO-88241'], ['Terms', 'Net 30'], ['Due Date', d5.long('2026-12-20')]];
  hd.forEach(([l, v], i) => { pen.r(470, 60 + i * 11, l, 7.4, true); pen.t(478, 60 + i * 11, v, 8, i === 0); });
  let y = 146;
  const blk = (x: number, cap: string, ls: string[]) => { pen.fill(x, y, 262, 13, 0.15); pen.q.textEx(x + 5, y + 9.5, cap, 7.6, { bold: true, gray: 1 }); pen.box(x, y, 262, 62, 0.6); pen.ml(x + 6, y + 25, ls, 8.6, 10.5); };
  blk(X, 'BILL TO', [customer.name, 'Attn: Accounts Payable', '41 Ontario Street', 'St. Catharines, ON L2R 5J3']);
  blk(314, 'SHIP TO', ['NIAGARA ESCARPMENT MILLWORK LTD. - PLANT 2', '1180 Welland Avenue', 'St. Catharines, ON L2M 5V7', 'Dock door 3 - call 905-555-0193']);
  y += 70;
  const sv: Array<[string, string]> = [['Ship Via', 'OUR TRUCK'], ['Ship Date', d.dmySlash('2026-11-19').replace(/(\d\d)\/(\d\d)\/(\d{4})/, '$3-$2-$1')], ['FOB', 'ORIGIN'], ['Salesperson', 'D. KOWALCHUK'], ['Packing Slip', 'PS-118274']];
  sv.forEach(([l, v], i) => { pen.t(X + i * 108, y + 8, l, 6.8, true); pen.t(X + i * 108, y + 19, v, 8); });
  y += 28;
  y = table(pen, X, y, [
    { title: 'Item', w: 66 }, { title: 'Description', w: 212 }, { title: 'Ordered', w: 42, align: 'r' }, { title: 'Shipped', w: 42, align: 'r' },
    { title: 'B/O', w: 32, align: 'r' }, { title: 'Unit Price', w: 60, align: 'r' }, { title: 'Extension', w: R - X - 454, align: 'r' },
  ], lines.map((l) => [[l.sku], [l.de], [String(l.o)], [String(l.s)], [String(l.bo)], [us(l.p)], [us(l.t)]]), { size: 7.6, headSize: 7, shade: true });
  y += 8;
  const T: Array<[string, string, boolean]> = [['Subtotal', us(sub), false], ['Freight', us(frt), false], ['HST 13% (ON)', us(hst), false], ['TOTAL CAD', `$${us(total)}`, true], ['Amount Paid', '0.00', false], ['Balance Due', `$${us(total)}`, true]];
  T.forEach(([l, v, b], i) => { pen.r(490, y + 10 + i * 13, l, 8.4, b); pen.r(R - 3, y + 10 + i * 13, v, 9, b); });
  pen.ml(X, y + 10, ['Back-ordered items will ship when available and be invoiced separately.', 'Goods remain the property of Great Lakes Fastener & Supply Inc. until paid in full.', '2% per month (26.82% per annum) charged on overdue accounts.'], 7.4, 10);
  y += 90;
  pen.box(X, y, 300, 58, 0.6);
  pen.t(X + 6, y + 12, 'REMIT TO / PAYMENT BY EFT', 7.6, true);
  pen.ml(X + 6, y + 25, ['Royal Bank of Canada, Transit 04418, Institution 003', 'Account 1182741   SWIFT ROYCCAT2', 'Please quote invoice # 118274 with your payment'], 7.8, 10);
  pen.t(360, y + 12, 'Received in good order by:', 7.4); pen.hl(360, R, y + 40, 0.4); pen.t(360, y + 50, 'Signature / Date', 6.6);
  pen.c((X + R) / 2, 760, 'Thank you for your business!   www.glfastener.ca   Page 1 of 1', 7);
  return {
    id: 's10-ca-hst-invoice', type: 'invoice',
    notes: 'Ontario fastener distributor\'s invoice in CAD on Letter Helvetica: right-aligned label/value header (invoice #, long US-style dates, customer #, PO, sales order, Net 30, due date), inverse-bar Bill To / Ship To blocks (customer has no tax id), ship-via strip with a yyyy-mm-dd ship date, ruled table with SKU, Ordered / Shipped / B/O columns where only the shipped quantity is invoiced (ordered quantities are decoys), freight added below the subtotal and taxed, HST 13 % on goods + freight, GST/HST number "BN RT0001", balance due repeated, RBC transit/institution/account remit block without IBAN, late-interest rate decoy.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '118274', invoiceDate: '2026-11-20', dueDate: '2026-12-20', currency: 'CAD', vendor, customer: { name: customer.name, address: customer.address, taxId: null },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.s, unitPrice: l.p, total: l.t })),
      subtotal: sub, taxRate: 13, taxAmount: hst, totalAmount: total, paymentTerms: 'Net 30', notes: null,
      purchaseOrderNumber: '4500-27718',
      shipTo: { name: 'NIAGARA ESCARPMENT MILLWORK LTD. - PLANT 2', address: '1180 Welland Avenue, St. Catharines, ON L2M 5V7' },
      bankDetails: { iban: null, bic: 'ROYCCAT2', accountNumber: '1182741' },
    },
  };
}
