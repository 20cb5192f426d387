/** Set 10, freight: Durban forwarder's import "Tax Invoice" in ZAR, zero-rated international legs vs. 15 % VAT on local fees, duty and import VAT as non-taxable disbursements. */
import { Pen4, cont, party, place, us, sp, round, sum, small, stamp, d, d5, luhn, type Doc } from './lib10.ts';

/** 11. South African forwarder's tax invoice: A4 Helvetica, VAT code per line (Z / S / N), USD charges at an ROE, disbursements with a 2.5 % fee, VAT analysis box, banking details with branch code. */
export function zaFreightInv(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 30, R = 565;
  const no = 'IN26-118274';
  const vVat = luhn('441827011'), cVat = luhn('482704418');
  const vendor = party('UMHLANGA FREIGHT SOLUTIONS (PTY) LTD', ['Unit 9, Mahatma Gandhi Road (Point Road)', 'Durban 4001, South Africa'], { taxId: vVat, phone: '+27 31 337 4418', email: 'accounts@umhlangafreight.co.za' });
  const customer = party('HIGHVELD HOME APPLIANCES (PTY) LTD', ['32 Heidelberg Road, City Deep', 'Johannesburg 2049, South Africa'], { taxId: cVat });
  const roe = 18.245;
  const c1 = cont('CSNU', '441827'), c2 = cont('OOLU', '552930');
  const raw: Array<{ code: string; de: string; basis: string; q: number; rate: number; cur: string; v: 'Z' | 'S' | 'N' }> = [
    { code: 'OFR', de: 'Ocean freight Shanghai - Durban', basis: 'PER 40HC', q: 2, rate: 2450, cur: 'USD', v: 'Z' },
    { code: 'BAF', de: 'Bunker adjustment factor', basis: 'PER 40HC', q: 2, rate: 380, cur: 'USD', v: 'Z' },
    { code: 'THC', de: 'Terminal handling charges Durban (DCT Pier 2)', basis: 'PER 40HC', q: 2, rate: 3862, cur: 'ZAR', v: 'Z' },
    { code: 'CGD', de: 'Cargo dues (Transnet National Ports Authority)', basis: 'PER 40HC', q: 2, rate: 2114.55, cur: 'ZAR', v: 'Z' },
    { code: 'CRT', de: 'Road cartage Durban - City Deep (side-loader)', basis: 'PER 40HC', q: 2, rate: 14800, cur: 'ZAR', v: 'Z' },
    { code: 'DOC', de: 'Documentation and release fee', basis: 'PER B/L', q: 1, rate: 850, cur: 'ZAR', v: 'S' },
    { code: 'CLR', de: 'Customs clearance fee (SAD 500)', basis: 'PER ENTRY', q: 1, rate: 1450, cur: 'ZAR', v: 'S' },
    { code: 'AGY', de: 'Agency fee', basis: 'LUMPSUM', q: 1, rate: 1250, cur: 'ZAR', v: 'S' },
    { code: 'DUT', de: 'Customs duty paid on your behalf (disbursement)', basis: 'AS PAID', q: 1, rate: 38412.6, cur: 'ZAR', v: 'N' },
    { code: 'IVT', de: 'Import VAT paid on your behalf (disbursement)', basis: 'AS PAID', q: 1, rate: 61274.18, cur: 'ZAR', v: 'N' },
  ];
  const ch = raw.map((c) => { const amt = round(c.q * c.rate); return { ...c, amt, zar: c.cur === 'USD' ? round(amt * roe) : amt }; });
  const disb = sum(ch.filter((c) => c.v === 'N').map((c) => c.zar));
  const fee = round(disb * 0.025);
  ch.push({ code: 'DBF', de: 'Disbursement fee 2.5 %', basis: 'PERCENT', q: 1, rate: fee, cur: 'ZAR', v: 'S', amt: fee, zar: fee });
  const zr = sum(ch.filter((c) => c.v === 'Z').map((c) => c.zar)), sr = sum(ch.filter((c) => c.v === 'S').map((c) => c.zar));
  const vat = round(sr * 0.15), sub = round(zr + sr + disb), total = round(sub + vat);
  pen.t(X, 44, 'UMHLANGA FREIGHT SOLUTIONS', 16, true);
  pen.ml(X, 57, ['(Pty) Ltd  -  Reg. No. 2011/044182/07  -  Licensed customs clearing agent 70118274', 'Unit 9, Mahatma Gandhi Road (Point Road), Durban 4001, South Africa', `Tel ${vendor.phone}  -  ${vendor.email}  -  VAT No. ${vVat}`], 7.4, 9);
  pen.fill(390, 30, R - 390, 22, 0.2); pen.q.textEx(398, 46, 'TAX INVOICE', 14, { bold: true, gray: 1 });
  const hd: Array<[string, string]> = [['Invoice No', no], ['Invoice Date', d.dmySlash('2026-11-26')], ['Account No', 'HHA001'], ['Your Ref', 'PO 7704418'], ['Our File', 'DBN-IMP-26-4418'], ['Due Date', d.dmySlash('2026-12-31')]];
  hd.forEach(([l, v], i) => { pen.t(392, 64 + i * 10.5, l, 7.2, true); pen.t(460, 64 + i * 10.5, v, 8, i === 0); });
  let y = 132;
  pen.box(X, y, 260, 64, 0.5); pen.t(X + 4, y + 9, 'INVOICE TO', 6.8, true);
  pen.ml(X + 6, y + 22, [customer.name, '32 Heidelberg Road, City Deep', 'Johannesburg 2049, South Africa', `Customer VAT No. ${cVat}`], 8.2, 10);
  pen.box(300, y, R - 300, 64, 0.5); pen.t(304, y + 9, 'SHIPMENT', 6.8, true);
  const sv: Array<[string, string]> = [['B/L', 'COSU6441827710'], ['Vessel / Voy', 'COSCO DURBAN 047W'], ['From / To', 'SHANGHAI (CNSHA) - DURBAN (ZADUR)'], ['Delivered', 'CITY DEEP, JOHANNESBURG'], ['Containers', `${c1}, ${c2}`]];
  sv.forEach(([l, v], i) => { pen.t(306, y + 21 + i * 9.4, l, 6.8); pen.t(362, y + 21 + i * 9.4, v, 7.4); });
  y += 72;
  pen.t(X, y, `Arrived ${d5.dMONYYYY('2026-11-20')}   -   Packages 1,636 CTNS   -   Gross 21,480.0 KG   -   Customs entry (MRN) DBN20261121C0118274   -   ROE USD 1 = ZAR ${roe.toFixed(4)}`, 6.8);
  y += 8;
  const cx = [X, X + 30, X + 205, X + 262, X + 284, X + 336, X + 360, X + 420, X + 478, X + 498, R];
  pen.fill(X, y, R - X, 14, 0.88); pen.box(X, y, R - X, 14, 0.5);
  ['Code', 'Description', 'Basis', 'Qty', 'Rate', 'Cur', 'Amount', 'ZAR excl', 'VAT', 'VAT ZAR'].forEach((h, i) => (i >= 3 && i !== 5 && i !== 8 ? pen.r(cx[i + 1] - 3, y + 10, h, 6.6, true) : pen.t(cx[i] + 2, y + 10, h, 6.6, true)));
  y += 26;
  ch.forEach((c) => {
    const vz = c.v === 'S' ? round(c.zar * 0.15) : 0;
    pen.t(cx[0] + 2, y, c.code, 7.6); pen.t(cx[1] + 2, y, c.de, 7.4); pen.t(cx[2] + 2, y, c.basis, 6.6); pen.r(cx[4] - 3, y, String(c.q), 7.6);
    pen.r(cx[5] - 3, y, us(c.rate), 7.6); pen.t(cx[5] + 2, y, c.cur, 7.6); pen.r(cx[7] - 3, y, us(c.amt), 7.6); pen.r(cx[8] - 3, y, us(c.zar), 7.6);
    pen.t(cx[8] + 5, y, c.v, 7.6); pen.r(R - 3, y, c.v === 'S' ? us(vz) : '-', 7.6);
    pen.hl(X, R, y + 4, 0.15); y += 13;
  });
  y += 6;
  pen.box(X, y, 250, 70, 0.5); pen.t(X + 4, y + 10, 'VAT ANALYSIS', 7, true);
  const va: Array<[string, string, string]> = [['Z  Zero-rated s11(2)', us(zr), '0.00'], ['S  Standard 15%', us(sr), us(vat)], ['N  Disbursements (no VAT)', us(disb), '-']];
  va.forEach(([a, b, c], i) => { pen.t(X + 6, y + 24 + i * 12, a, 7.4); pen.r(X + 180, y + 24 + i * 12, b, 7.6); pen.r(X + 244, y + 24 + i * 12, c, 7.6); });
  const T: Array<[string, string, boolean]> = [['Total excl. VAT', us(sub), false], ['VAT 15%', us(vat), false], ['TOTAL DUE ZAR', `R ${sp(total)}`, true]];
  T.forEach(([l, v, b], i) => { pen.r(470, y + 14 + i * 15, l, 8.6, b); pen.r(R - 3, y + 14 + i * 15, v, b ? 10 : 9, b); });
  y += 82;
  pen.box(X, y, R - X, 52, 0.5); pen.t(X + 4, y + 10, 'BANKING DETAILS', 7, true);
  pen.ml(X + 6, y + 22, ['Standard Bank of South Africa, Durban Harbour branch, branch code 051001', 'Account name: Umhlanga Freight Solutions (Pty) Ltd   Current account 0244182746   SWIFT SBZAZAJJ', `Payment terms: 30 days from statement. Please use reference ${no}.`], 7.6, 9.4);
  y += 62;
  small(pen, X, y, R - X, 'All business is transacted subject to the Standard Trading Terms and Conditions of the South African Association of Freight Forwarders (SAAFF), a copy of which is available on request. Disbursements (duty and import VAT) are paid to SARS on the customer\'s behalf and are not subject to VAT. Interest at prime + 2 % on overdue accounts.', 6.4, 7.8);
  stamp(pen, R - 80, y + 50, ['UMHLANGA FREIGHT', 'DURBAN'], 8, 7.5, 0.45);
  pen.r(R, 812, 'Page 1 of 1', 7);
  return {
    id: 's10-za-freight-inv', type: 'freight_invoice',
    notes: 'Durban forwarder\'s import "Tax Invoice" in ZAR on A4 Helvetica: inverse title bar, header label/value column (invoice no., dd/mm/yyyy dates, account, your ref, file no.), SA VAT numbers for both parties, shipment box (B/L, vessel, ports with UN/LOCODEs, City Deep delivery, two containers), arrival / packages / weight / customs MRN / ROE line as decoys, 11 charges with code, basis, qty, rate, currency and both the original amount (USD for freight and BAF) and ZAR excl., VAT code Z / S / N per line, duty and import VAT as large non-taxable disbursements plus a 2.5 % disbursement fee, VAT analysis box, total excl., VAT 15 % and a "R 251 455,08" total with space thousands and a decimal comma (the table in US format), branch code and account number instead of an IBAN.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-11-26', dueDate: '2026-12-31', currency: 'ZAR', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: ch.map((c) => ({ description: c.de, quantity: c.q, total: c.zar })),
      subtotal: sub, taxRate: 15, taxAmount: vat, totalAmount: total, paymentTerms: '30 days from statement', purchaseOrderNumber: 'PO 7704418',
      shipmentReferences: { billOfLadingNumber: 'COSU6441827710', airWaybillNumber: null, bookingNumber: null, containerNumbers: [c1, c2] },
      origin: place('SHANGHAI', 'CNSHA', 'CN'), destination: place('DURBAN', 'ZADUR', 'ZA'),
      charges: ch.map((c) => ({ code: c.code, description: c.de, basis: c.basis, quantity: c.q, rate: c.rate, amount: c.amt, currency: c.cur })),
      bankDetails: { iban: null, bic: 'SBZAZAJJ', accountNumber: '0244182746' },
    },
  };
}
