/** Set 11, freight: Nhava Sheva forwarder's export GST tax invoice in INR (ocean freight in USD at a customs exchange rate, SAC codes, IGST 18 % on local charges only, GSTIN with its mod-36 check character). */
import { Pen4, cont, party, place, us, indian, wordsIndian, round, sum, small, stamp, qr, d5, gstin, type Doc } from './lib11.ts';

/** 11. Indian forwarder's tax invoice: A4 Helvetica, "TAX INVOICE" with IRN / QR decoys, GSTIN / PAN / state code for both parties, shipment block, charges table with SAC, currency, rate, ex. rate, taxable INR, IGST % and amount, totals with amount in words (Indian scale), bank with IFSC. */
export function inFreightInv(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 28, R = 567;
  const no = 'MH/EXP/26-27/04418';
  const vG = gstin('27AAGCS4418K1Z'), cG = gstin('24AADCV7041B1Z');
  const vendor = party('SAHYADRI OCEANLINKS PRIVATE LIMITED', ['Office 507, Sai Infotech Park, Plot 27, Sector 30A', 'Vashi, Navi Mumbai 400703, Maharashtra'], { taxId: vG, phone: '+91 22 2781 4418', email: 'billing@sahyadrioceanlinks.in' });
  const customer = party('VARDHMAN CERAMIC EXPORTS LLP', ['Survey No. 418, 8-A National Highway, Lakhdhirpur Road', 'Morbi 363642, Gujarat'], { taxId: cG });
  const ex = 84.35;
  const c1 = cont('MSKU', '441827'), c2 = cont('MRKU', '290413');
  const raw: Array<{ code: string; sac: string; de: string; basis: string; q: number; rate: number; cur: string; gst: number }> = [
    { code: 'OFT', sac: '996521', de: 'Ocean freight Nhava Sheva - Genoa', basis: 'PER 20GP', q: 2, rate: 1150, cur: 'USD', gst: 0 },
    { code: 'ECC', sac: '996521', de: 'Emergency cost recovery surcharge', basis: 'PER 20GP', q: 2, rate: 145, cur: 'USD', gst: 0 },
    { code: 'THC', sac: '996719', de: 'Terminal handling charges origin (JNPT)', basis: 'PER 20GP', q: 2, rate: 8350, cur: 'INR', gst: 18 },
    { code: 'BLF', sac: '996799', de: 'B/L issuance fee', basis: 'PER B/L', q: 1, rate: 4500, cur: 'INR', gst: 18 },
    { code: 'SEL', sac: '996799', de: 'Seal charges', basis: 'PER CNTR', q: 2, rate: 550, cur: 'INR', gst: 18 },
    { code: 'CFS', sac: '996729', de: 'CFS stuffing and handling (Punjab Conware)', basis: 'PER 20GP', q: 2, rate: 6200, cur: 'INR', gst: 18 },
    { code: 'CHA', sac: '998592', de: 'Customs clearance (shipping bill filing)', basis: 'PER S/B', q: 1, rate: 3500, cur: 'INR', gst: 18 },
    { code: 'TPT', sac: '996511', de: 'Transportation Morbi - JNPT (trailer)', basis: 'PER 20GP', q: 2, rate: 38500, cur: 'INR', gst: 5 },
    { code: 'VGM', sac: '996799', de: 'VGM weighment certificate', basis: 'PER CNTR', q: 2, rate: 350, cur: 'INR', gst: 18 },
  ];
  const ch = raw.map((c) => { const amt = round(c.q * c.rate); const inr = c.cur === 'USD' ? round(amt * ex) : amt; return { ...c, amt, inr, tax: round((inr * c.gst) / 100) }; });
  const sub = sum(ch.map((c) => c.inr)), tax = sum(ch.map((c) => c.tax)), tot = round(sub + tax), rnd = round(Math.round(tot) - tot), grand = Math.round(tot);
  pen.t(X, 44, 'SAHYADRI OCEANLINKS', 17, true); pen.t(X, 55, 'PRIVATE LIMITED  ·  International Freight Forwarders & Customs Brokers', 8);
  pen.ml(X, 67, ['Office 507, Sai Infotech Park, Plot 27, Sector 30A, Vashi, Navi Mumbai 400703, Maharashtra', `Tel ${vendor.phone}  ·  ${vendor.email}`, `GSTIN: ${vG}   PAN: AAGCS4418K   CIN: U63090MH2011PTC441827   State: Maharashtra (27)`], 7.2, 9);
  pen.r(R, 40, 'TAX INVOICE', 15, true); pen.r(R, 51, 'ORIGINAL FOR RECIPIENT', 7);
  qr(pen, R - 64, 56, 62, `IRN-${no}`);
  pen.hl(X, R, 122, 1);
  let y = 128;
  pen.box(X, y, 262, 76, 0.5); pen.t(X + 4, y + 9, 'Details of Receiver (Billed to)', 7, true);
  pen.ml(X + 6, y + 22, [customer.name, 'Survey No. 418, 8-A National Highway, Lakhdhirpur Road', 'Morbi 363642, Gujarat', `GSTIN: ${cG}   State code: 24`, 'Place of supply: Gujarat (24)'], 7.6, 9.6);
  pen.box(294, y, R - 294, 76, 0.5);
  const hd: Array<[string, string]> = [['Invoice No.', no], ['Invoice Date', d5.dashMON('2026-12-05')], ['Due Date', d5.dashMON('2026-12-20')], ['Job No.', 'SOL/NSA/EXP/2611/887'], ['IRN', 'a7c44182...e90f1d (e-invoice)'], ['Ack. No. / Date', '1126104418270 / 05-12-2026']];
  hd.forEach(([l, v], i) => { pen.t(298, y + 11 + i * 11.4, l, 7.2, true); pen.t(370, y + 11 + i * 11.4, v, i === 0 ? 8.6 : 7.8, i === 0); });
  y += 82;
  pen.box(X, y, R - X, 52, 0.5); pen.t(X + 4, y + 9, 'Shipment Details', 7, true);
  const sd: Array<[string, string]> = [['MBL No.', 'MAEU264418270'], ['Booking No.', '264418270'], ['Vessel / Voy', 'MAERSK KOLKATA / 449W'], ['POL', 'NHAVA SHEVA (INNSA)'], ['POD', 'GENOA (ITGOA)'], ['Shipping Bill', '7441827 dt 29-11-2026'], ['Commodity', 'PORCELAIN TILES, 44 PLTS'], ['Containers', `${c1}, ${c2} (2 x 20GP)`]];
  sd.forEach(([l, v], i) => { const x = X + 6 + (i % 3) * 178, yy = y + 21 + Math.floor(i / 3) * 10.5; pen.t(x, yy, l, 6.8, true); pen.t(x + 52, yy, v, 7.2); });
  y += 58;
  const cx = [X, X + 26, X + 70, X + 222, X + 270, X + 290, X + 338, X + 362, X + 402, X + 460, X + 484, R];
  pen.fill(X, y, R - X, 22, 0.86); pen.box(X, y, R - X, 22, 0.5);
  const hh: Array<[string[], boolean]> = [[['Code'], false], [['SAC'], false], [['Description of Service'], false], [['Basis'], false], [['Qty'], true], [['Rate'], true], [['Cur'], false], [['Ex.', 'Rate'], true], [['Taxable', 'Value (INR)'], true], [['IGST', '%'], true], [['IGST', 'Amount'], true]];
  hh.forEach(([t, r], i) => t.forEach((s, k) => (r ? pen.r(cx[i + 1] - 3, y + 9 + k * 8, s, 6.4, true) : pen.t(cx[i] + 2, y + 9 + k * 8, s, 6.4, true))));
  const top = y; y += 22;
  ch.forEach((c) => {
    y += 12;
    pen.t(cx[0] + 2, y, c.code, 7.2); pen.t(cx[1] + 2, y, c.sac, 7.2); pen.t(cx[2] + 2, y, c.de, 6.8); pen.t(cx[3] + 2, y, c.basis, 6.2);
    pen.r(cx[5] - 3, y, String(c.q), 7.2); pen.r(cx[6] - 3, y, us(c.rate), 7.2); pen.t(cx[6] + 2, y, c.cur, 7.2); pen.r(cx[8] - 3, y, c.cur === 'USD' ? ex.toFixed(2) : '1.00', 7.2);
    pen.r(cx[9] - 3, y, indian(c.inr), 7.2); pen.r(cx[10] - 3, y, c.gst ? String(c.gst) : 'NIL', 7.2); pen.r(R - 3, y, indian(c.tax), 7.2);
    y += 4; pen.hl(X, R, y, 0.2);
  });
  pen.box(X, top, R - X, y - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top, y, 0.25));
  y += 12;
  const T: Array<[string, string, boolean]> = [['Total Taxable Value', indian(sub), false], ['IGST', indian(tax), false], ['Round off', rnd.toFixed(2), false], ['GRAND TOTAL (INR)', indian(grand), true]];
  T.forEach(([l, v, b], i) => { pen.r(480, y + i * 13, l, 8.2, b); pen.r(R - 3, y + i * 13, v, b ? 9.6 : 8.6, b); });
  pen.t(X, y, 'Amount in words:', 7.4, true);
  small(pen, X, y + 11, 330, `Rupees ${wordsIndian(grand)} Only`, 8, 10);
  pen.t(X, y + 58, 'Ocean freight on export of goods: exempt (Notification 02/2018-IGST (Rate)); other services IGST (inter-state supply).', 6.8);
  y += 70;
  pen.box(X, y, 330, 58, 0.5); pen.t(X + 4, y + 10, 'Bank Details', 7.4, true);
  pen.ml(X + 6, y + 22, ['HDFC Bank Ltd, Vashi Branch', 'A/c No. 50200044182701   IFSC HDFC0000441', 'Payment terms: 15 days from invoice date'], 7.6, 10.6);
  pen.t(390, y + 10, 'For SAHYADRI OCEANLINKS PVT. LTD.', 7.6, true); pen.hl(390, R, y + 44, 0.4); pen.t(420, y + 53, 'Authorised Signatory', 7);
  stamp(pen, 475, y + 32, ['SAHYADRI OCEANLINKS', 'NAVI MUMBAI'], 6, 6.6, 0.45);
  y += 68;
  small(pen, X, y, R - X, 'Subject to Navi Mumbai jurisdiction. Interest @ 18% p.a. will be charged on bills not paid by the due date. TDS under section 194C to be deducted on freight-forwarding margin only. Errors and omissions excepted. This is a computer generated invoice and does not require a physical signature.', 6.4, 7.8);
  pen.r(R, 812, 'Page 1 of 1', 7);
  return {
    id: 's11-in-freight-inv', type: 'freight_invoice',
    notes: 'Navi Mumbai forwarder\'s export "TAX INVOICE" in INR on A4 Helvetica: GSTIN with a valid mod-36 check character for both parties, PAN / CIN / state-code decoys, e-invoice IRN, acknowledgement number and a QR code, invoice date and due date "05-DEC-2026", job number, boxed shipment details in a 3-column grid (MBL, booking, vessel / voyage, POL / POD with UN/LOCODEs, shipping bill with its own date, two containers, commodity), fully ruled charges table with code, SAC code, description, basis, qty, rate, currency, exchange rate 84.35 for the USD lines, taxable INR in Indian grouping (1,94,005.00), IGST % (NIL / 18 / 5) and amount, round-off line and grand total, amount in words in the lakh scale, exemption note, HDFC account and IFSC, 18 % interest decoy.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-12-05', dueDate: '2026-12-20', currency: 'INR', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: ch.map((c) => ({ description: c.de, quantity: c.q, total: c.inr })),
      subtotal: sub, taxRate: null, taxAmount: tax, totalAmount: grand, paymentTerms: '15 days from invoice date',
      shipmentReferences: { billOfLadingNumber: 'MAEU264418270', airWaybillNumber: null, bookingNumber: '264418270', containerNumbers: [c1, c2] },
      origin: place('NHAVA SHEVA', 'INNSA', 'IN'), destination: place('GENOA', 'ITGOA', 'IT'),
      charges: ch.map((c) => ({ code: c.code, description: c.de, basis: c.basis, quantity: c.q, rate: c.rate, amount: c.amt, currency: c.cur })),
      bankDetails: { iban: null, bic: null, accountNumber: '50200044182701' },
    },
  };
}
