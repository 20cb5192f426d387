/** Set 9, freight: Yokohama forwarder's import invoice in JPY (no decimals) with USD ocean charges converted at a printed rate, 10 % consumption tax only on domestic charges. */
import { Pen4, cont, party, place, us, round, sum, small, stamp, d5, type Doc } from './lib9.ts';

/** 11. Japanese forwarder's import "INVOICE" (Yokohama) for a sea shipment Antwerp -> Yokohama: qualified-invoice registration number T..., charges table with currency, original amount, exchange rate and JPY column, tax class per line, bank account with branch and account type. */
export function jpFreightInv(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 34, R = 561;
  const no = 'YKL-I-2611-04418';
  const vendor = party('HAMAYOKO LOGISTICS CO., LTD.', ['5-2 Kaigan-dori, Naka-ku', 'Yokohama, Kanagawa 231-0002, Japan'], { taxId: 'T4020001044182', phone: '+81-45-211-4418', email: 'import-acct@hamayoko-log.co.jp' });
  const customer = party('SAGAMI PRECISION TOOLS K.K.', ['3-18-7 Hashimoto, Midori-ku', 'Sagamihara, Kanagawa 252-0143, Japan'], { taxId: 'T7021001027744' });
  const fx = 151.2;
  const c1 = cont('MSCU', '441827'), c2 = cont('MEDU', '730215');
  const CH: Array<[string, string, string, number, number, string, boolean]> = [
    ['OFR', 'OCEAN FREIGHT ANTWERP - YOKOHAMA', "PER 40'HC", 2, 1650, 'USD', false],
    ['LSS', 'LOW SULPHUR SURCHARGE', "PER 40'HC", 2, 120, 'USD', false],
    ['THC', 'TERMINAL HANDLING CHARGE (YOKOHAMA)', "PER 40'HC", 2, 52000, 'JPY', true],
    ['DOF', 'D/O FEE', 'PER B/L', 1, 6500, 'JPY', true],
    ['CCF', 'CUSTOMS CLEARANCE FEE', 'PER DECL.', 1, 11800, 'JPY', true],
    ['TRK', 'DRAYAGE YOKOHAMA - SAGAMIHARA', "PER 40'HC", 2, 72000, 'JPY', true],
    ['HDL', 'HANDLING CHARGE', 'PER B/L', 1, 15000, 'JPY', true],
    ['DTY', 'IMPORT DUTY / CONS. TAX (ADVANCED)', 'AS PAID', 1, 428700, 'JPY', false],
  ];
  const ch = CH.map(([code, de, basis, q, rate, cur, tx]) => { const amt = round(q * rate, cur === 'USD' ? 2 : 0); return { code, de, basis, q, rate, cur, tx, amt, jpy: cur === 'USD' ? round(amt * fx, 0) : amt }; });
  const sub = sum(ch.map((c) => c.jpy), 0), taxable = sum(ch.filter((c) => c.tx).map((c) => c.jpy), 0), tax = round(taxable * 0.1, 0), total = sub + tax;
  const yen = (v: number) => us(v, 0);
  pen.t(X, 44, 'HAMAYOKO LOGISTICS', 18, true); pen.t(X, 56, 'International Freight Forwarder  /  Customs Broker (Yokohama Customs licence No. 441)', 7.2);
  pen.ml(X, 66, ['5-2 Kaigan-dori, Naka-ku, Yokohama, Kanagawa 231-0002, Japan', `TEL ${vendor.phone}  FAX +81-45-211-4419  ${vendor.email}`, `Registration No. (Qualified Invoice): ${vendor.taxId}`], 7.2, 9);
  pen.r(R, 44, 'INVOICE', 20, true); pen.r(R, 56, '(Import / Sea)', 8);
  pen.hl(X, R, 100, 1.2);
  pen.t(X, 118, 'Messrs.', 8); pen.ml(X + 36, 118, [customer.name, '3-18-7 Hashimoto, Midori-ku', 'Sagamihara, Kanagawa 252-0143, Japan', `Reg. No. ${customer.taxId}`], 9, 11, true);
  pen.hl(X + 36, X + 260, 164, 0.4);
  const kv = (y: number, l: string, v: string, b = false) => { pen.t(340, y, l, 7.6); pen.r(R, y, v, 8.8, b); };
  kv(118, 'Invoice No.', no, true); kv(130, 'Invoice Date', d5.ymdSlash('2026-11-25')); kv(142, 'Payment Due', d5.ymdSlash('2026-12-31'), true); kv(154, 'Customer Code', 'C-04427'); kv(166, 'Our Ref.', 'YKL-IMP-26-1187');
  let y = 186;
  pen.fill(X, y, R - X, 12, 0.88); pen.t(X + 4, y + 9, 'SHIPMENT DETAILS', 7.4, true); y += 24;
  const sd: Array<[string, string]> = [['B/L No.', 'MEDUAN441827'], ['Vessel / Voy.', 'MSC ARINA  FE647E'], ['From', 'ANTWERP, BELGIUM (BEANR)'], ['To', 'YOKOHAMA, JAPAN (JPYOK)'], ['ETA', d5.dMONYYYY('2026-11-21')], ['Import Decl. No.', '441827710500'], ['Containers', `${c1}, ${c2}`], ['Packages / Weight', '36 PLTS / 31,420.0 KGS']];
  sd.forEach(([l, v], i) => { const x = X + (i % 2) * 264, yy = y + Math.floor(i / 2) * 13; pen.t(x, yy, l, 7.4); pen.t(x + 86, yy, v, 8.2, i === 0); });
  y += 60;
  const cx = [X, X + 32, X + 196, X + 250, X + 272, X + 326, X + 352, X + 406, X + 440, X + 468];
  pen.box(X, y, R - X, 22, 0.6); pen.fill(X, y, R - X, 22, 0.92);
  [['CODE'], ['DESCRIPTION'], ['BASIS'], ['QTY'], ['RATE'], ['CUR'], ['AMOUNT'], ['EX.', 'RATE'], ['TAX'], ['AMOUNT (JPY)']].forEach((h, i) => pen.ml(cx[i] + 3, y + 9, h, 6.4, 7.4, true));
  y += 22;
  const top = y;
  ch.forEach((c) => {
    y += 14;
    pen.t(cx[0] + 3, y, c.code, 7.8); pen.t(cx[1] + 3, y, c.de, 7.2); pen.t(cx[2] + 3, y, c.basis, 6.8); pen.r(cx[4] - 3, y, String(c.q), 7.8);
    pen.r(cx[5] - 3, y, c.cur === 'USD' ? us(c.rate) : yen(c.rate), 7.8); pen.t(cx[5] + 4, y, c.cur, 7.8); pen.r(cx[7] - 3, y, c.cur === 'USD' ? us(c.amt) : yen(c.amt), 7.8);
    pen.r(cx[8] - 3, y, c.cur === 'USD' ? fx.toFixed(2) : '', 7.8); pen.t(cx[8] + 4, y, c.tx ? '10%' : 'N/T', 7.4); pen.r(R - 4, y, yen(c.jpy), 8);
    pen.hl(X, R, y + 5, 0.2);
  });
  y += 9;
  pen.box(X, top, R - X, y - top, 0.6); cx.slice(1).forEach((x) => pen.vl(x, top, y, 0.3));
  y += 14;
  const T: Array<[string, string, boolean]> = [['Sub Total', yen(sub), false], ['Taxable amount (10%)', yen(taxable), false], ['Non-taxable amount', yen(sub - taxable), false], ['Consumption Tax 10%', yen(tax), false], ['TOTAL AMOUNT (JPY)', `¥${yen(total)}`, true]];
  T.forEach(([l, v, b], i) => { pen.t(340, y + i * 13, l, 8.2, b); pen.r(R - 4, y + i * 13, v, b ? 10.5 : 8.6, b); });
  pen.hl(340, R, y + 4 * 13 - 10, 0.6);
  pen.ml(X, y, ['Exchange rate USD 1 = JPY 151.20 (TTS as of vessel arrival)', 'Tax class: 10% = taxable domestic service; N/T = non-taxable', '(international transport / disbursement on your behalf)'], 7, 9);
  y += 82;
  pen.box(X, y, R - X, 64, 0.6);
  pen.t(X + 6, y + 12, 'PAYMENT TERMS: END OF NEXT MONTH  -  Please remit to the account below. Bank charges for the remitter\'s account.', 7.6, true);
  pen.ml(X + 6, y + 26, ['MUFG Bank, Ltd.  Yokohama Branch (Branch No. 251)', 'Ordinary Account No. 0441827   Account Name: HAMAYOKO LOGISTICS CO., LTD.', 'SWIFT: BOTKJPJT   (Sumitomo Mitsui Banking Corp. Yokohama Ekimae Branch, Current 7710583 also accepted)'], 7.6, 10);
  y += 80;
  small(pen, X, y, 330, 'All business is undertaken subject to the Standard Trading Conditions of the Japan International Freight Forwarders Association (JIFFA). Import duty and consumption tax were advanced on your behalf against the customs receipt attached. Please quote the invoice number on remittance.', 6.6, 8);
  stamp(pen, R - 90, y + 20, ['HAMAYOKO LOGISTICS', 'ACCOUNTING DIV.'], 4, 8, 0.45);
  pen.r(R, 812, 'Page 1 of 1', 6.8);
  return {
    id: 's9-jp-freight-inv', type: 'freight_invoice',
    notes: 'Yokohama forwarder\'s sea-import invoice on A4 Helvetica in JPY without decimals: qualified-invoice registration numbers "T" + 13 digits for both parties, "Messrs." customer block, invoice date and due date yyyy/mm/dd, shipment details grid (B/L, vessel/voyage, ports with UN/LOCODEs, ETA "21 NOV 2026", import declaration number decoy, two containers, packages/weight), ruled charges table CODE / DESCRIPTION / BASIS / QTY / RATE / CUR / AMOUNT / EX. RATE / TAX / AMOUNT (JPY): USD ocean freight and LSS converted at 151.20, tax class 10 % vs N/T, advanced duty as a disbursement line, sub total / taxable / non-taxable / consumption tax / ¥ total, two bank accounts (MUFG ordinary, SMBC current).',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-11-25', dueDate: '2026-12-31', currency: 'JPY', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: ch.map((c) => ({ description: c.de, quantity: c.q, total: c.jpy })),
      subtotal: sub, taxRate: 10, taxAmount: tax, totalAmount: total, paymentTerms: 'END OF NEXT MONTH',
      shipmentReferences: { billOfLadingNumber: 'MEDUAN441827', airWaybillNumber: null, bookingNumber: null, containerNumbers: [c1, c2] },
      origin: place('ANTWERP', 'BEANR', 'BE'), destination: place('YOKOHAMA', 'JPYOK', 'JP'),
      charges: ch.map((c) => ({ code: c.code, description: c.de, basis: c.basis, quantity: c.q, rate: c.rate, amount: c.amt, currency: c.cur })),
    },
  };
}
