/** Set 5, invoices: Thai tax invoice (English, line discounts, Baht text) and Saudi ZATCA-style VAT tax invoice (QR, national address, VAT per line). */
import { Pen4, party, us, round, sum, wrap, table, small, stamp, iban, words, type Doc } from './lib5.ts';
import { qr } from './lib5.ts';

/** 10. Thai tax invoice: head office / branch numbers, 13-digit tax ids, discount % per line, VAT 7 %, amount in Baht text, dd/mm/yyyy. */
export function thaiTaxInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 34, R = 561;
  const vendor = party('SIAM PRECISION PARTS CO., LTD.', ['88/12 MOO 5, BANGNA-TRAD ROAD KM. 23', 'BANG SAO THONG, SAMUT PRAKAN 10570', 'THAILAND'], { taxId: '0115553004127', phone: '+66 2 315 4480', email: 'ar@siamprecision.co.th' });
  const customer = party('EASTERN AUTO BODY ASSEMBLY CO., LTD.', ['700/418 MOO 7, AMATA CITY INDUSTRIAL ESTATE', 'PLUAK DAENG, RAYONG 21140'], { taxId: '0215548001234' });
  const raw: Array<[string, string, number, string, number, number]> = [
    ['SPP-BRK-2210', 'BRACKET, FRONT BUMPER LH, SPCC 1.6 MM, E-COAT', 2400, 'PCS', 18.75, 0],
    ['SPP-BRK-2211', 'BRACKET, FRONT BUMPER RH, SPCC 1.6 MM, E-COAT', 2400, 'PCS', 18.75, 0],
    ['SPP-REI-0384', 'REINFORCEMENT, B-PILLAR INNER, HSLA 590', 800, 'PCS', 126.4, 2.5],
    ['SPP-HNG-1107', 'HINGE ASSY, TAILGATE, ZINC PLATED', 1200, 'SETS', 84.2, 2.5],
    ['SPP-NUT-0612', 'WELD NUT M8 X 1.25, PROJECTION TYPE', 50000, 'PCS', 0.86, 0],
    ['SPP-TLG-0009', 'TOOLING AMORTISATION, PROGRESSIVE DIE NO. 9 (1/12)', 1, 'LOT', 45000, 0],
  ];
  const lines = raw.map(([code, desc, q, u, p, disc], i) => ({ no: i + 1, code, desc, q, u, p, disc, amt: round(q * p * (1 - disc / 100)) }));
  const sub = sum(lines.map((l) => l.amt)), vat = round(sub * 0.07), total = round(sub + vat);
  const baht = Math.floor(total), satang = Math.round((total - baht) * 100);
  pen.t(X, 44, vendor.name, 14, true);
  pen.ml(X, 57, ['88/12 MOO 5, BANGNA-TRAD ROAD KM. 23, BANG SAO THONG, SAMUT PRAKAN 10570, THAILAND', 'TEL. +66 2 315 4480   E-MAIL ar@siamprecision.co.th', 'TAX ID 0115553004127   HEAD OFFICE (00000)'], 7.5, 9.2);
  pen.box(R - 150, 30, 150, 44, 1.2);
  pen.c(R - 75, 46, 'TAX INVOICE / INVOICE', 10, true); pen.c(R - 75, 58, 'ORIGINAL (CUSTOMER)', 7.5); pen.c(R - 75, 68, 'Not a receipt', 6.5);
  pen.hl(X, R, 90, 1);
  let y = 100;
  pen.box(X, y, 320, 78, 0.6);
  pen.t(X + 5, y + 10, 'CUSTOMER', 6.5, true);
  pen.ml(X + 8, y + 22, [customer.name, '700/418 MOO 7, AMATA CITY INDUSTRIAL ESTATE', 'PLUAK DAENG, RAYONG 21140', 'TAX ID 0215548001234   BRANCH NO. 00002'], 8.2, 10.5);
  pen.box(X + 330, y, R - X - 330, 78, 0.6);
  const kv = (i: number, k: string, v: string) => { pen.t(X + 336, y + 13 + i * 12.5, k, 7.5); pen.r(R - 6, y + 13 + i * 12.5, v, 8.2, true); };
  kv(0, 'Document No.', 'IV2603-00418'); kv(1, 'Date', '12/03/2026'); kv(2, 'Customer PO', 'EABA-PO-260219'); kv(3, 'Credit Term', '30 DAYS'); kv(4, 'Due Date', '11/04/2026'); kv(5, 'Delivery Note', 'DN2603-00702');
  y += 90;
  y = table(pen, X, y, [
    { title: 'No.', w: 24, align: 'c' }, { title: 'Item Code', w: 70 }, { title: 'Description', w: 176 }, { title: 'Quantity', w: 52, align: 'r' }, { title: 'Unit', w: 30, align: 'c' },
    { title: 'Unit Price', w: 60, align: 'r' }, { title: 'Disc. %', w: 38, align: 'r' }, { title: 'Amount (THB)', w: 77, align: 'r' },
  ], lines.map((l) => [[String(l.no)], [l.code], wrap(pen, l.desc, 170, 7.8), [us(l.q, 0)], [l.u], [us(l.p)], [l.disc ? l.disc.toFixed(2) : '-'], [us(l.amt)]]), { size: 7.8, headSize: 7, shade: true });
  y += 10;
  const tw = 210;
  const tr = (k: string, v: string, b = false) => { pen.box(R - tw, y, tw, 16, 0.5); pen.t(R - tw + 5, y + 11, k, 8, b); pen.r(R - 5, y + 11, v, 8.5, b); y += 16; };
  const ty = y;
  tr('Total Before VAT', us(sub)); tr('VAT 7%', us(vat)); tr('Grand Total (THB)', us(total), true);
  pen.box(X, ty, R - X - tw - 10, 48, 0.5); pen.t(X + 5, ty + 10, 'AMOUNT IN WORDS (BAHT TEXT)', 6.5, true);
  pen.ml(X + 8, ty + 22, wrap(pen, `(${words(baht)} Baht and ${words(satang)} Satang)`, R - X - tw - 24, 8), 8, 10);
  y += 14;
  pen.box(X, y, R - X, 52, 0.5); pen.t(X + 5, y + 10, 'PAYMENT', 6.5, true);
  pen.ml(X + 8, y + 22, ['Please transfer to KASIKORNBANK PUBLIC CO., LTD., BANGNA BRANCH   SWIFT: KASITHBK', 'A/C NAME: SIAM PRECISION PARTS CO., LTD.   SAVINGS A/C NO. 123-4-56789-0', 'Cheques crossed "A/C Payee only". Withholding tax 3% applies to the tooling line only (service).'], 7.8, 10);
  y += 64;
  small(pen, X, y, R - X, 'Goods received in good order and condition. Ownership of goods remains with the seller until full payment. Interest at 1.25% per month will be charged on overdue amounts. Any claim must be made within 7 days from the date of delivery.', 6.8, 8.5);
  y += 40;
  const sg = (x: number, l: string) => { pen.hl(x, x + 150, y + 40, 0.4); pen.c(x + 75, y + 50, l, 7); pen.c(x + 75, y + 60, 'Date ____/____/______', 6.5); };
  sg(X, 'Received by'); sg(X + 190, 'Delivered by'); sg(R - 150, 'Authorized Signature');
  stamp(pen, R - 75, y + 20, ['SIAM PRECISION', 'PARTS CO., LTD.'], 6, 7, 0.45);
  pen.t(X, 812, 'F-AC-07 Rev.2', 6); pen.r(R, 812, 'Page 1/1', 6.5);
  return {
    id: 's5-th-tax-invoice', type: 'invoice',
    notes: 'Thai tax invoice in English: seller letterhead with 13-digit tax id and "HEAD OFFICE (00000)", customer box with tax id and branch no. 00002, right-hand key/value box (Document No., Date, Customer PO, Credit Term, Due Date, delivery note decoy) with dates dd/mm/yyyy, item codes, discount % column (lines net of discount), totals box (Total Before VAT, VAT 7%, Grand Total), Baht text in words beside the totals, bank with SWIFT and a savings account no., withholding-tax remark, signature lines and stamp.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'IV2603-00418', invoiceDate: '2026-03-12', dueDate: '2026-04-11', currency: 'THB', vendor, customer,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.amt })),
      subtotal: sub, taxRate: 7, taxAmount: vat, totalAmount: total, paymentTerms: '30 DAYS', purchaseOrderNumber: 'EABA-PO-260219',
      bankDetails: { iban: null, bic: 'KASITHBK', accountNumber: '123-4-56789-0' },
    },
  };
}

/** 11. Saudi ZATCA-style tax invoice: seller/buyer national addresses, VAT numbers 3...3, per-line VAT, QR code, Hijri decoy date, IBAN. */
export function saudiVatInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 30, M = 300, R = 565;
  const acct = iban('SA', '80000000608010167519');
  const vendor = party('NAJD INDUSTRIAL SUPPLIES COMPANY', ['Building 7421, King Fahd Road, Al Olaya District', 'Riyadh 12214, Additional No. 3190', 'Kingdom of Saudi Arabia'], { taxId: '310123456700003', phone: '+966 11 462 8810', email: 'billing@najdindustrial.sa' });
  const customer = party('RED SEA DESALINATION SERVICES CO.', ['Building 2288, Prince Sultan Street, Al Rawdah District', 'Jeddah 23435, Additional No. 7702', 'Kingdom of Saudi Arabia'], { taxId: '300987654300003' });
  const raw: Array<[string, number, string, number]> = [
    ['Duplex stainless steel pipe 2205, 6" SCH40, 6 m', 48, 'EA', 2875],
    ['Butterfly valve DN300 PN16, wafer type, EPDM seat', 12, 'EA', 4180.5],
    ['High-pressure pump mechanical seal kit, SiC/SiC', 20, 'SET', 1960],
    ['Reverse osmosis membrane element 8" x 40", seawater', 36, 'EA', 3325],
    ['Flange gasket set DN300, spiral wound, 316L/graphite', 60, 'SET', 146.25],
  ];
  const lines = raw.map(([desc, q, u, p], i) => { const amt = round(q * p), v = round(amt * 0.15); return { no: i + 1, desc, q, u, p, amt, v, tot: round(amt + v) }; });
  const sub = sum(lines.map((l) => l.amt)), vat = sum(lines.map((l) => l.v)), total = round(sub + vat);
  pen.t(X, 44, 'NAJD INDUSTRIAL SUPPLIES COMPANY', 13, true);
  pen.t(X, 56, 'CR No. 1010456789   -   VAT Registration No. 310123456700003', 7.5);
  pen.r(R, 40, 'TAX INVOICE', 18, true);
  pen.r(R, 52, 'Fatoora - standard tax invoice (B2B)', 7);
  pen.hl(X, R, 64, 1.5);
  qr(pen, R - 84, 72, 84, 'NAJD-INV-2026-004417');
  let y = 78;
  const kv = (k: string, v: string) => { pen.t(X, y, k, 8); pen.t(X + 130, y, v, 8.5, true); y += 13; };
  kv('Invoice Number', 'INV-2026-004417'); kv('Invoice Issue Date', '12/03/2026  (23/09/1447 H)'); kv('Time of Issue', '10:42:15');
  kv('Date of Supply', '10/03/2026'); kv('Purchase Order', 'RSDS-PO-88120'); kv('Payment Due Date', '26/04/2026');
  y += 8;
  const party2 = (x: number, title: string, p: typeof vendor, lines2: string[]) => {
    pen.fill(x, y, 260, 14, 0.88); pen.t(x + 4, y + 10, title, 8, true);
    pen.ml(x + 4, y + 26, [p.name, ...lines2], 8, 10.5);
  };
  party2(X, 'SELLER', vendor, ['Building 7421, King Fahd Road, Al Olaya District', 'Riyadh 12214, Additional No. 3190', 'Kingdom of Saudi Arabia', 'VAT No.: 310123456700003', 'Tel: +966 11 462 8810   billing@najdindustrial.sa']);
  party2(M + 5, 'BUYER', customer, ['Building 2288, Prince Sultan Street, Al Rawdah District', 'Jeddah 23435, Additional No. 7702', 'Kingdom of Saudi Arabia', 'VAT No.: 300987654300003', 'Buyer ID (CRN): 4030281176']);
  y += 96;
  y = table(pen, X, y, [
    { title: '#', w: 18, align: 'c' }, { title: 'Description', w: 168 }, { title: ['Unit', 'Price'], w: 52, align: 'r' }, { title: 'Qty', w: 28, align: 'r' }, { title: 'Unit', w: 28, align: 'c' },
    { title: ['Taxable', 'Amount'], w: 62, align: 'r' }, { title: ['VAT', 'Rate'], w: 30, align: 'r' }, { title: ['VAT', 'Amount'], w: 55, align: 'r' }, { title: ['Line Total', '(incl. VAT)'], w: 94, align: 'r' },
  ], lines.map((l) => [[String(l.no)], wrap(pen, l.desc, 162, 7.6), [us(l.p)], [String(l.q)], [l.u], [us(l.amt)], ['15%'], [us(l.v)], [us(l.tot)]]), { size: 7.6, headSize: 6.5, shade: true });
  y += 12;
  const tw = 250;
  const tr = (k: string, v: string, b = false) => { pen.t(R - tw, y, k, 8.5, b); pen.r(R - 4, y, v, 8.5, b); y += 14; };
  tr('Total (Excluding VAT)', `SAR ${us(sub)}`); tr('Discount', 'SAR 0.00'); tr('Total Taxable Amount (Excluding VAT)', `SAR ${us(sub)}`);
  tr('Total VAT (15%)', `SAR ${us(vat)}`); pen.hl(R - tw, R, y - 9, 0.6); tr('Total Amount Due', `SAR ${us(total)}`, true);
  const by = y + 10;
  pen.box(X, by, R - X, 60, 0.5);
  pen.ml(X + 6, by + 13, ['Bank: Al Rajhi Bank, Riyadh Main Branch     SWIFT/BIC: RJHISARI', `IBAN: ${acct.spaced}`, 'Payment terms: Net 45 days from invoice date', 'All amounts in Saudi Riyals (SAR).'], 8, 11);
  small(pen, X, by + 74, R - X, 'This is a system-generated electronic tax invoice issued in accordance with the E-Invoicing Regulation of the Zakat, Tax and Customs Authority (ZATCA). The QR code encodes the seller name, VAT registration number, invoice timestamp, invoice total and VAT total. Goods remain the property of the seller until paid in full.', 6.8, 8.5);
  stamp(pen, M, by + 140, ['NAJD INDUSTRIAL', 'SUPPLIES CO.', 'RIYADH'], -8, 7.5, 0.45);
  pen.t(X, 812, 'UUID 7f3c2a91-4d0e-4b7a-9e61-20260312a417   ICV 18842', 6); pen.r(R, 812, 'Page 1 of 1', 6.5);
  return {
    id: 's5-sa-vat-invoice', type: 'invoice',
    notes: 'Saudi ZATCA-style standard tax invoice: QR code top right, key/value header with invoice issue date + Hijri date in brackets, separate time of issue and date of supply (decoy), due date; seller and buyer blocks under grey bars with national address (building no., additional no.) and VAT numbers 3...3, CR and buyer CRN decoys, lines with taxable amount, VAT rate, VAT amount and line total incl. VAT, totals (excl. VAT, discount 0, taxable, VAT 15%, total due), IBAN printed in groups, "Net 45 days".',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'INV-2026-004417', invoiceDate: '2026-03-12', dueDate: '2026-04-26', currency: 'SAR', vendor, customer,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.amt })),
      subtotal: sub, taxRate: 15, taxAmount: vat, totalAmount: total, paymentTerms: 'Net 45 days from invoice date', purchaseOrderNumber: 'RSDS-PO-88120',
      bankDetails: { iban: acct.compact, bic: 'RJHISARI', accountNumber: null },
    },
  };
}
