/** Set 6, freight: Kenyan clearing & forwarding tax invoice (KES with USD disbursements converted, VAT 16 % on some lines only). */
import { Pen4, cont, party, place, us, round, sum, table, small, qr, stamp, d, type Doc } from '../set5/lib5.ts';

/** 6. Mombasa clearing agent tax invoice: eTIMS control-unit decoys, per-line currency + KES column, VAT only on agency lines. */
export function keFreightInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 34, R = 561;
  const vendor = party('TSAVO CLEARING & LOGISTICS LTD', ['Nkrumah Road, Cannon Towers 2, 4th Floor', 'P.O. Box 90412-80100, Mombasa, Kenya'], { taxId: 'P052218406M', phone: '+254 41 231 8870', email: 'accounts@tsavoclearing.co.ke' });
  const customer = party('KILINDINI PLASTICS INDUSTRIES LIMITED', ['Plot 209/8117, Changamwe Industrial Area', 'P.O. Box 84120-80100, Mombasa'], { taxId: 'P051473982Q' });
  const fx = 129.45;
  const cs = [cont('PCIU', '181644'), cont('PCIU', '204912'), cont('PILU', '355807'), cont('TGHU', '087321'), cont('PCIU', '219460'), cont('TEMU', '548802')];
  const ch = [
    { code: 'DOF', description: 'Shipping line delivery order fee', basis: 'PER B/L', quantity: 1, rate: 85, currency: 'USD', vat: false },
    { code: 'THC', description: 'Terminal handling charges (shipping line)', basis: "PER 20'", quantity: 6, rate: 120, currency: 'USD', vat: false },
    { code: 'CSF', description: 'Container service / cleaning fee', basis: 'PER CNTR', quantity: 6, rate: 35, currency: 'USD', vat: false },
    { code: 'ECT', description: 'ECTN validation (KE-2603-118842)', basis: 'PER B/L', quantity: 1, rate: 120, currency: 'USD', vat: false },
    { code: 'KPA', description: 'KPA wharfage and port charges', basis: "PER 20'", quantity: 6, rate: 9450, currency: 'KES', vat: false },
    { code: 'AGF', description: 'Agency fee - customs clearance', basis: 'PER B/L', quantity: 1, rate: 45000, currency: 'KES', vat: true },
    { code: 'DOC', description: 'Documentation and customs entry lodgement', basis: 'PER ENTRY', quantity: 1, rate: 7500, currency: 'KES', vat: true },
    { code: 'TRN', description: 'Transport port to Changamwe warehouse', basis: 'PER CNTR', quantity: 6, rate: 18500, currency: 'KES', vat: true },
  ].map((c) => { const amount = round(c.quantity * c.rate); return { ...c, amount, kes: round(c.currency === 'USD' ? amount * fx : amount) }; });
  const subtotal = sum(ch.map((c) => c.kes));
  const vatBase = sum(ch.filter((c) => c.vat).map((c) => c.kes));
  const vat = round(vatBase * 0.16), total = round(subtotal + vat);
  pen.fill(X, 28, R - X, 50, 0.92);
  pen.t(X + 8, 48, 'TSAVO CLEARING & LOGISTICS LTD', 15, true);
  pen.t(X + 8, 60, 'Licensed Customs Agent No. KRA/CA/0418  -  Nkrumah Road, Cannon Towers 2, 4th Floor, P.O. Box 90412-80100, Mombasa, Kenya', 6.5);
  pen.t(X + 8, 70, 'Tel +254 41 231 8870   accounts@tsavoclearing.co.ke   KRA PIN: P052218406M', 6.5);
  pen.c((X + R) / 2, 100, 'TAX INVOICE', 14, true);
  let y = 116;
  pen.box(X, y, 250, 70, 0.6); pen.t(X + 5, y + 10, 'BILL TO', 7, true);
  pen.ml(X + 5, y + 23, [customer.name, 'Plot 209/8117, Changamwe Industrial Area', 'P.O. Box 84120-80100, Mombasa', 'KRA PIN: P051473982Q'], 8, 10.5);
  const kv: Array<[string, string]> = [['Invoice No.', 'TCL/INV/26/03118'], ['Invoice Date', d.dMonY('2026-03-17')], ['Due Date', d.dMonY('2026-04-16')], ['Job File', 'TCL-MBA-IMP-2603-0441'], ['Customer A/C', 'KIL-001'], ['Currency', 'KES']];
  kv.forEach(([l, v], i) => { pen.t(300, y + 8 + i * 11.5, l, 7.5); pen.t(370, y + 8 + i * 11.5, ':', 7.5); pen.t(378, y + 8 + i * 11.5, v, 8, i === 0); });
  qr(pen, R - 62, y, 62, 'TCL/INV/26/03118');
  y += 80;
  pen.box(X, y, R - X, 62, 0.6); pen.t(X + 5, y + 10, 'SHIPMENT DETAILS', 7, true);
  const sd: Array<[string, string, string, string]> = [
    ['Bill of Lading', 'SINE26030418', 'Vessel / Voyage', 'KOTA NAZAR / 0112W'], ['Port of Loading', 'SINGAPORE (SGSIN)', 'Port of Discharge', 'MOMBASA (KEMBA)'],
    ['Customs Entry', '26MBAIM400817733', 'Arrival Date', '28-Mar-2026'],
  ];
  sd.forEach(([a, b, c, e], i) => { pen.t(X + 5, y + 23 + i * 11, a, 7.5); pen.t(X + 90, y + 23 + i * 11, b, 8); pen.t(300, y + 23 + i * 11, c, 7.5); pen.t(385, y + 23 + i * 11, e, 8); });
  pen.t(X + 5, y + 56, `Containers (6 x 20GP): ${cs.join(', ')}`, 7);
  y += 72;
  y = table(pen, X, y, [
    { title: ['Code'], w: 30 }, { title: ['Description'], w: 160 }, { title: ['Basis'], w: 50 }, { title: ['Qty'], w: 26, align: 'r' }, { title: ['Rate'], w: 52, align: 'r' },
    { title: ['Curr'], w: 28, align: 'c' }, { title: ['Amount'], w: 58, align: 'r' }, { title: ['VAT'], w: 28, align: 'c' }, { title: ['Amount KES'], w: 95, align: 'r' },
  ], ch.map((c) => [[c.code], [c.description], [c.basis], [String(c.quantity)], [us(c.rate)], [c.currency], [us(c.amount)], [c.vat ? 'B-16%' : 'E'], [us(c.kes)]]), { size: 7.5, headSize: 6.5, shade: true });
  pen.t(X, y + 11, `Exchange rate applied: USD 1.00 = KES ${us(fx)} (CBK mean rate 17-Mar-2026)`, 7);
  const tl: Array<[string, string]> = [['Sub-total (KES)', us(subtotal)], ['Taxable value (B)', us(vatBase)], ['VAT @ 16%', us(vat)], ['TOTAL PAYABLE (KES)', us(total)]];
  tl.forEach(([l, v], i) => { pen.t(360, y + 14 + i * 13, l, 8, i === 3); pen.r(R - 3, y + 14 + i * 13, v, 8.5, i === 3); });
  pen.hl(360, R, y + 45, 0.6);
  y += 70;
  pen.t(X, y, 'Amount in words: Kenya Shillings Three Hundred Ninety-Three Thousand Two Hundred Eighty-Five and Cents Seventy-Five Only', 7.5, true);
  y += 16;
  pen.box(X, y, 300, 58, 0.5); pen.t(X + 5, y + 10, 'PAYMENT DETAILS', 7, true);
  pen.ml(X + 5, y + 22, ['Bank: KCB Bank Kenya Ltd, Moi Avenue Branch, Mombasa', 'A/C Name: Tsavo Clearing & Logistics Ltd', 'A/C No.: 1148203377 (KES)    SWIFT: KCBLKENX', 'Terms: 30 days from invoice date. M-PESA Paybill 522522'], 7.2, 9);
  pen.box(X + 310, y, R - X - 310, 58, 0.5); pen.t(X + 315, y + 10, 'eTIMS CONTROL UNIT', 7, true);
  pen.ml(X + 315, y + 22, ['CU Serial No.: KRACU0300004418', 'CU Invoice No.: 0300004418/0031187', 'Signed: 17/03/2026 14:22:51'], 7, 9);
  y += 70;
  small(pen, X, y, R - X, 'Disbursements (E) are charges paid on behalf of the client to third parties and are exempt / outside the scope of VAT; receipts available on request. Interest at 1.5% per month will be charged on overdue balances. All business is transacted under the Standard Trading Conditions of the Kenya International Freight and Warehousing Association (KIFWA).', 6.3, 7.6);
  stamp(pen, R - 90, y + 60, ['TSAVO CLEARING', 'ACCOUNTS - MOMBASA'], 8, 7.5, 0.45);
  pen.t(X, y + 60, 'Prepared by: F. Achieng', 7.5); pen.t(X, y + 72, 'Approved by: ______________', 7.5);
  pen.t(X, 815, 'E & O.E.', 6.5); pen.r(R, 815, 'Page 1 of 1', 6.5);
  return {
    id: 's6-ke-freight-inv', type: 'freight_invoice',
    notes: 'Kenyan clearing-agent TAX INVOICE (Mombasa): shaded letterhead with KRA PIN, bill-to box and label:value block side by side, shipment block in four columns, charge table with per-line currency (USD disbursements, KES fees), rate, amount in line currency and a converted KES column (exchange rate 129.45 under the table), VAT code per line (B-16% / E exempt) so VAT only on 3 lines, dates dd-Mon-yyyy, eTIMS control-unit numbers and customs entry as decoys, no IBAN (local account + SWIFT). lineItems total = the KES column.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'TCL/INV/26/03118', invoiceDate: '2026-03-17', dueDate: '2026-04-16', currency: 'KES', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: ch.map((c) => ({ description: c.description, quantity: c.quantity, total: c.kes })),
      subtotal, taxRate: 16, taxAmount: vat, totalAmount: total, paymentTerms: '30 days from invoice date',
      bankDetails: { iban: null, bic: 'KCBLKENX', accountNumber: '1148203377' },
      shipmentReferences: { billOfLadingNumber: 'SINE26030418', airWaybillNumber: null, bookingNumber: null, containerNumbers: cs },
      origin: place('SINGAPORE', 'SGSIN', 'SG'), destination: place('MOMBASA', 'KEMBA', 'KE'),
      charges: ch.map((c) => ({ code: c.code, description: c.description, basis: c.basis, quantity: c.quantity, rate: c.rate, amount: c.amount, currency: c.currency })),
    },
  };
}
