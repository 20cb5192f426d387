/** Set 12, freight: Tema clearing and forwarding agent's GHS tax invoice to a Kumasi importer (ocean freight collect in USD at a printed exchange rate, NHIL / GETFund / VAT on local charges only, Ghana TINs, English ordinal dates). */
import { Pen4, cont, party, place, us, round, sum, words, small, stamp, qr, barcode, d12, type Doc } from './lib12.ts';

/** 11. Ghanaian forwarder's invoice: A4 Times, "TAX INVOICE" with a GRA e-VAT QR / SDC number as decoys, TIN for both parties, shipment box beside the invoice data, charges table (code, description, basis, qty, rate, currency, GHS amount, taxable flag), levies and VAT on the taxable local charges, amount in words, GCB bank details, dates as "3rd December, 2026". */
export function ghFreightInv(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 34, R = 561;
  const no = 'VGL/TEM/26/04418', ex = 15.42;
  const vendor = party('VOLTA GATEWAY LOGISTICS LIMITED', ['Plot 18, Harbour Road, Community 1', 'Tema, Ghana'], { taxId: 'C0004418270', phone: '+233 30 320 4418', email: 'accounts@voltagateway.com.gh' });
  const customer = party('ASHANTI BUILDING SUPPLIES LTD', ['Plot 7, Block B, Kaase Industrial Area', 'Kumasi, Ghana'], { taxId: 'C0061827044' });
  const c1 = cont('CMAU', '744182'), c2 = cont('TGBU', '918827');
  const raw = [
    { code: 'OFR', de: 'Ocean freight Ningbo - Tema (collect)', basis: 'PER 40HC', q: 2, rate: 2450, cur: 'USD', tx: false },
    { code: 'DOF', de: 'Shipping line delivery order fee', basis: 'PER B/L', q: 1, rate: 120, cur: 'USD', tx: false },
    { code: 'THC', de: 'Terminal handling - Meridian Port Services', basis: 'PER 40HC', q: 2, rate: 3680, cur: 'GHS', tx: true },
    { code: 'GPHA', de: 'Ports and harbours authority charges', basis: 'PER 40HC', q: 2, rate: 1150, cur: 'GHS', tx: true },
    { code: 'EXM', de: 'Customs examination and scanning', basis: 'PER CNTR', q: 2, rate: 850, cur: 'GHS', tx: true },
    { code: 'DOC', de: 'Documentation and ICUMS declaration processing', basis: 'PER FILE', q: 1, rate: 650, cur: 'GHS', tx: true },
    { code: 'AGF', de: 'Agency and clearing fee', basis: 'PER FILE', q: 1, rate: 2500, cur: 'GHS', tx: true },
    { code: 'HAU', de: 'Haulage Tema - Kumasi (Kaase)', basis: 'PER 40HC', q: 2, rate: 9800, cur: 'GHS', tx: true },
  ];
  const ch = raw.map((c) => { const amt = round(c.q * c.rate); return { ...c, amt, ghs: c.cur === 'USD' ? round(amt * ex) : amt }; });
  const sub = sum(ch.map((c) => c.ghs)), taxable = sum(ch.filter((c) => c.tx).map((c) => c.ghs));
  const nhil = round(taxable * 0.025), getf = round(taxable * 0.025), vat = round(taxable * 0.15), tax = round(nhil + getf + vat), total = round(sub + tax);
  pen.t(X, 50, 'VOLTA GATEWAY', 20, true); pen.t(X, 62, 'LOGISTICS LIMITED  ·  Clearing, Forwarding & Haulage', 8.6);
  pen.ml(X, 76, ['Plot 18, Harbour Road, Community 1, Tema, Ghana', `Tel ${vendor.phone}  ·  ${vendor.email}`, `TIN ${vendor.taxId}  ·  CEPS/GRA licence CHA/0418  ·  GIFF member 1827`], 7.8, 9.6);
  pen.r(R, 46, 'TAX INVOICE', 17, true); pen.r(R, 58, 'VAT Standard Rate', 7.6);
  qr(pen, R - 58, 64, 54, `GRA-${no}`);
  pen.hl(X, R, 124, 1.1);
  let y = 134;
  pen.t(X, y + 8, 'BILL TO', 7.8, true);
  pen.ml(X, y + 22, [customer.name, 'Plot 7, Block B, Kaase Industrial Area', 'Kumasi, Ghana', `TIN ${customer.taxId}`], 9.2, 11.2);
  const hd: Array<[string, string, boolean]> = [['Invoice No.', no, true], ['Invoice Date', d12.ord('2026-12-03'), false], ['Due Date', d12.ord('2026-12-17'), true], ['Job File', 'IMP-TEM-2611-318', false], ['SDC ID / e-VAT', 'SDC-0418-2704418', false]];
  hd.forEach(([l, v, b], i) => { pen.t(300, y + 8 + i * 13, l, 8, true); pen.t(380, y + 8 + i * 13, v, 9, b); });
  y += 76;
  pen.box(X, y, R - X, 62, 0.5); pen.fill(X, y, R - X, 12, 0.88); pen.t(X + 4, y + 9, 'SHIPMENT DETAILS', 7.2, true);
  const sd: Array<[string, string]> = [['Bill of Lading', 'CMDUNGB2644182'], ['Vessel / Voyage', 'CMA CGM TAGE / 0WAF7N1'], ['Port of Loading', 'NINGBO (CNNGB)'], ['Port of Discharge', 'TEMA (GHTEM)'], ['Containers', `${c1}, ${c2} (2 x 40HC)`], ['Commodity', 'CERAMIC TILES & SANITARY WARE'], ['Declaration', 'ICUMS 40126-0441827 (IM4)'], ['Arrival', d12.ord('2026-11-26')]];
  sd.forEach(([l, v], i) => { const x = X + 6 + (i % 2) * 264, yy = y + 24 + Math.floor(i / 2) * 10.4; pen.t(x, yy, l, 7.4, true); pen.t(x + 84, yy, v, 8); });
  y += 72;
  const cx = [X, X + 36, X + 226, X + 288, X + 314, X + 372, X + 400, X + 470, R];
  pen.fill(X, y, R - X, 18, 0.2);
  ['Code', 'Description', 'Basis', 'Qty', 'Rate', 'Cur.', 'Amount', 'GHS Amount'].forEach((h, i) => { const s = 7.4; if (i >= 3 && i !== 5) pen.q.textEx(cx[i + 1] - 4 - pen.w(h, s, true), y + 12, h, s, { bold: true, gray: 1 }); else pen.q.textEx(cx[i] + 3, y + 12, h, s, { bold: true, gray: 1 }); });
  y += 18;
  ch.forEach((c, i) => {
    y += 14;
    if (i % 2) pen.fill(X, y - 10, R - X, 14, 0.94);
    pen.t(cx[0] + 3, y, c.code, 8); pen.t(cx[1] + 3, y, `${c.de}${c.tx ? '' : ' *'}`, 8); pen.t(cx[2] + 3, y, c.basis, 7.2);
    pen.r(cx[4] - 4, y, String(c.q), 8); pen.r(cx[5] - 4, y, us(c.rate), 8); pen.t(cx[5] + 3, y, c.cur, 8); pen.r(cx[7] - 4, y, us(c.amt), 8); pen.r(R - 4, y, us(c.ghs), 8);
  });
  y += 6; pen.hl(X, R, y, 0.8);
  pen.t(X, y + 12, `* Not subject to VAT / levies (international transport). Exchange rate applied: 1 USD = GHS ${ex.toFixed(4)} (BoG ${d12.ord('2026-12-02')}).`, 7.2);
  y += 24;
  const T: Array<[string, string, boolean]> = [['Sub-total (GHS)', us(sub), false], ['Taxable value (local charges)', us(taxable), false], ['NHIL 2.5%', us(nhil), false], ['GETFund Levy 2.5%', us(getf), false], ['VAT 15%', us(vat), false], ['Total taxes', us(tax), false], ['TOTAL AMOUNT DUE (GHS)', us(total), true]];
  T.forEach(([l, v, b], i) => { pen.r(470, y + i * 13, l, 8.4, b); pen.r(R - 4, y + i * 13, v, b ? 10 : 8.8, b); });
  pen.hl(360, R, y + 80, 0.4);
  pen.t(X, y, 'Amount in words:', 8, true);
  small(pen, X, y + 12, 240, `Ghana Cedis ${words(Math.floor(total))} and ${String(Math.round((total % 1) * 100)).padStart(2, '0')} Pesewas only`, 8.2, 10.4);
  pen.t(X, y + 62, 'Payment terms:', 8, true); pen.t(X + 66, y + 62, 'Payment within 14 days of invoice date', 8.4);
  y += 108;
  pen.box(X, y, 300, 58, 0.5); pen.t(X + 5, y + 11, 'BANK DETAILS', 7.8, true);
  pen.ml(X + 5, y + 24, ['GCB Bank PLC - Tema Main Branch', 'Account name: Volta Gateway Logistics Limited', 'Account No. 1021130044182     SWIFT GHCBGHAC'], 8.2, 10.6);
  pen.t(360, y + 11, 'For VOLTA GATEWAY LOGISTICS LTD', 8, true); pen.hl(360, R, y + 44, 0.4); pen.t(390, y + 54, 'Authorised Signatory', 7.4);
  stamp(pen, 470, y + 30, ['VOLTA GATEWAY', 'TEMA - GHANA'], 8, 7, 0.45);
  y += 72;
  small(pen, X, y, R - X, 'Demurrage and rent accruing after the free period are for the consignee\'s account and will be invoiced separately at cost. Interest of 2.5% per month applies to overdue balances. Mobile money payments: MTN MoMo merchant ID 441827. All disputes subject to the jurisdiction of the courts of Ghana. E&OE.', 7, 8.6);
  barcode(pen, X, 800, 170, 12, '2644182704418');
  pen.r(R, 810, 'Page 1 of 1', 7.4);
  return {
    id: 's12-gh-freight-inv', type: 'freight_invoice',
    notes: 'Tema clearing and forwarding agent\'s "TAX INVOICE" in GHS on A4 Times: letterhead with a Ghana TIN, CHA licence and GIFF numbers as decoys, GRA e-VAT QR and SDC number, bill-to Kumasi importer with its TIN, invoice / due dates as English ordinals ("3rd December, 2026"), job file, boxed shipment details in two columns (B/L, vessel / voyage, ports with UN/LOCODEs, two containers, commodity, ICUMS declaration and arrival date as decoys), dark-header charges table with code, description, basis, qty, rate, currency, amount in that currency and the GHS amount (two USD lines converted at 15.4200 and marked "*" as not taxable), sub-total, taxable value, NHIL 2.5 %, GETFund 2.5 %, VAT 15 %, total taxes and total due, amount in words in cedis and pesewas, payment terms, GCB account and SWIFT, 2.5 % interest and MoMo decoys.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-12-03', dueDate: '2026-12-17', currency: 'GHS', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: ch.map((c) => ({ description: c.de, quantity: c.q, total: c.ghs })),
      subtotal: sub, taxRate: null, taxAmount: tax, totalAmount: total, paymentTerms: 'Payment within 14 days of invoice date',
      shipmentReferences: { billOfLadingNumber: 'CMDUNGB2644182', airWaybillNumber: null, bookingNumber: null, containerNumbers: [c1, c2] },
      origin: place('NINGBO', 'CNNGB', 'CN'), destination: place('TEMA', 'GHTEM', 'GH'),
      charges: ch.map((c) => ({ code: c.code, description: c.de, basis: c.basis, quantity: c.q, rate: c.rate, amount: c.amt, currency: c.cur })),
      bankDetails: { iban: null, bic: 'GHCBGHAC', accountNumber: '1021130044182' },
    },
  };
}
