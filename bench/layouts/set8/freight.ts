/** Set 8, freight: US LTL carrier freight bill (Letter, Courier): PRO number as invoice number, class-rated line haul, discount, fuel surcharge, accessorials. */
import { Pen4, party, place, us, round, sum, small, barcode, d8, type Doc } from './lib8.ts';

/** 11. LTL freight bill Dallas -> Memphis billed to a third party: PRO box top right, shipper/consignee/bill-to blocks, commodity lines with NMFC/class, charges with code/basis/qty/rate/amount. */
export function ltlFreightBill(): Doc {
  const pen = new Pen4('Courier', 'Letter');
  const X = 34, R = 578;
  const pro = '418-2270136';
  const vendor = party('OZARK PLAINS FREIGHT LINES, INC.', ['2600 W. Commerce Street', 'Dallas, TX 75212, USA'], { taxId: '75-4418270', phone: '(214) 555-0190', email: 'billing@ozarkplainsfreight.com' });
  const customer = party('REDBIRD LOGISTICS MANAGEMENT LLC', ['Attn: Freight Payables', '8800 Centre Park Drive, Suite 300', 'Columbia, MD 21045, USA'], { taxId: '52-2418831' });
  const lh = round(32.8 * 48.62), disc = round(lh * 0.72), net = round(lh - disc), fsc = round(net * 0.314);
  const ch = [
    { code: 'LH', description: 'LINE HAUL CLASS 70', basis: 'PER CWT', quantity: 32.8, rate: 48.62, amount: lh },
    { code: 'DSC', description: 'DISCOUNT 72%', basis: '% OF LINE HAUL', quantity: null, rate: 72, amount: -disc },
    { code: 'FSC', description: 'FUEL SURCHARGE 31.4%', basis: '% OF NET LINE HAUL', quantity: null, rate: 31.4, amount: fsc },
    { code: 'LGD', description: 'LIFTGATE SERVICE - DELIVERY', basis: 'PER SHIPMENT', quantity: 1, rate: 95, amount: 95 },
    { code: 'NOA', description: 'NOTIFY PRIOR TO DELIVERY', basis: 'PER SHIPMENT', quantity: 1, rate: 25, amount: 25 },
    { code: 'LAD', description: 'LIMITED ACCESS DELIVERY', basis: 'PER SHIPMENT', quantity: 1, rate: 110, amount: 110 },
  ];
  const total = sum(ch.map((c) => c.amount));
  pen.t(X, 40, 'OZARK PLAINS', 18, true); pen.t(X, 56, 'FREIGHT LINES, INC.', 11, true);
  pen.ml(X, 68, ['2600 W. Commerce Street, Dallas, TX 75212, USA', `Phone ${vendor.phone}  ${vendor.email}`, `FEIN ${vendor.taxId}   SCAC OZPF   USDOT 2441827`], 7.2, 8.8);
  pen.box(380, 28, R - 380, 70, 1.2);
  pen.c((380 + R) / 2, 42, 'FREIGHT BILL / INVOICE', 9.6, true);
  pen.t(388, 58, 'PRO NUMBER', 7); pen.t(470, 58, pro, 10, true);
  pen.t(388, 72, 'INVOICE DATE', 7); pen.t(470, 72, d8.mdy('2026-11-25'), 8.6);
  pen.t(388, 86, 'DUE DATE', 7); pen.t(470, 86, d8.mdy('2026-12-25'), 8.6);
  barcode(pen, 380, 102, R - 380, 14, '4182270136');
  let y = 134;
  const blk = (x: number, c: string, v: string[]) => { pen.fill(x, y, 174, 11, 0.85); pen.t(x + 3, y + 8, c, 7.2, true); pen.ml(x + 3, y + 22, v, 7.4, 9.2); };
  blk(X, 'SHIPPER', ['LONE STAR CABINET HARDWARE', '1455 Regal Row', 'Dallas, TX 75247, USA']);
  blk(X + 184, 'CONSIGNEE', ['DELTA HOME CENTER #118', '3900 Lamar Avenue', 'Memphis, TN 38118, USA']);
  blk(X + 368, 'BILL TO', [customer.name, 'Attn: Freight Payables', '8800 Centre Park Drive, Suite 300', 'Columbia, MD 21045, USA', `EIN ${customer.taxId}`]);
  y += 72;
  pen.hl(X, R, y, 0.6);
  const refs: Array<[string, string]> = [['PICKUP DATE', d8.mdy('2026-11-19')], ['DELIVERY DATE', d8.mdy('2026-11-21')], ['BILL OF LADING NO.', '7704418'], ['P.O. NO.', 'DHC-4471-26'], ['ORIGIN TERMINAL', 'DALLAS, TX (DAL)'], ['DEST. TERMINAL', 'MEMPHIS, TN (MEM)'], ['TERMS', 'PREPAID - 3RD PARTY'], ['TARIFF', 'OZPF 500 / CZAR-LITE']];
  refs.forEach(([l, v], i) => { const x = X + (i % 4) * 136, yy = y + 12 + Math.floor(i / 4) * 22; pen.t(x, yy, l, 6.6); pen.t(x, yy + 10, v, 8, i === 2); });
  y += 56;
  pen.hl(X, R, y, 0.6);
  const cx = [X, X + 40, X + 80, X + 330, X + 400, X + 450, R];
  ['H/U', 'PCS', 'DESCRIPTION OF ARTICLES', 'NMFC', 'CLASS', 'WEIGHT (LB)'].forEach((h, i) => pen.t(cx[i] + 2, y + 10, h, 7, true));
  y += 24;
  [['2 PLT', '48', 'CABINET HINGES AND DRAWER SLIDES, STEEL', '79300-05', '70', '1,840'], ['2 PLT', '36', 'CABINET PULLS AND KNOBS, ZINC ALLOY', '79300-05', '70', '1,440']].forEach((r) => { r.forEach((v, i) => (i === 5 ? pen.r(R - 4, y, v, 8) : pen.t(cx[i] + 2, y, v, 8))); y += 12; });
  pen.t(cx[2] + 2, y + 2, 'TOTAL 4 PLT / 84 PCS', 8, true); pen.r(R - 4, y + 2, '3,280', 8, true);
  y += 20;
  pen.hl(X, R, y, 0.9);
  const kx = [X, X + 44, X + 250, X + 380, X + 430, X + 486, R];
  ['CODE', 'DESCRIPTION', 'BASIS', 'QTY', 'RATE', 'AMOUNT USD'].forEach((h, i) => (i >= 3 ? pen.r(kx[i + 1] - 4, y + 10, h, 7, true) : pen.t(kx[i] + 2, y + 10, h, 7, true)));
  pen.hl(X, R, y + 14, 0.4);
  y += 28;
  ch.forEach((c) => {
    pen.t(kx[0] + 2, y, c.code, 8); pen.t(kx[1] + 2, y, c.description, 8); pen.t(kx[2] + 2, y, c.basis, 7.4);
    pen.r(kx[4] - 4, y, c.quantity === null ? '' : c.quantity === 1 ? '1' : us(c.quantity, 1), 8); pen.r(kx[5] - 4, y, c.code === 'DSC' || c.code === 'FSC' ? `${c.rate}%` : us(c.rate), 8);
    pen.r(R - 4, y, c.amount < 0 ? `(${us(-c.amount)})` : us(c.amount), 8);
    y += 13;
  });
  pen.hl(kx[4], R, y - 6, 0.4);
  pen.t(kx[2] + 2, y + 6, 'NET LINE HAUL', 7.4); pen.r(R - 4, y + 6, us(net), 8);
  pen.t(kx[2] + 2, y + 20, 'TOTAL AMOUNT DUE  USD', 9, true); pen.r(R - 4, y + 20, us(total), 10, true);
  y += 44;
  pen.t(X, y, 'TERMS: NET 30 DAYS. Please reference PRO number on remittance.', 7.6, true);
  pen.ml(X, y + 14, ['REMIT TO: OZARK PLAINS FREIGHT LINES, INC., P.O. BOX 844182, DALLAS, TX 75284-4182', 'ACH: FIRST LONE STAR BANK  ABA 111904418  ACCT 0044182270'], 7.4, 9.4);
  small(pen, X, y + 50, R - X, 'Charges are subject to the carrier\'s rules tariff OZPF 100 and to inspection and reweigh. Claims for loss or damage must be filed in writing within nine months of delivery. Discount applies only when freight bill is paid within terms; otherwise charges revert to undiscounted tariff rates. Delivery receipt signed by K. Barnes 11/21/2026 10:42.', 6.6, 8);
  pen.t(X, 760, 'OZPF-FB 2026.1', 6.4); pen.r(R, 760, 'PAGE 1 OF 1', 6.4);
  return {
    id: 's8-us-ltl-freight', type: 'freight_invoice',
    notes: 'US LTL carrier freight bill on Letter, Courier: framed PRO number / invoice date / due date box top right (mm/dd/yyyy), shaded caption bars over shipper / consignee / bill-to (bill-to is the customer, a third-party logistics payer), a 4x2 reference grid (pickup and delivery dates, BOL no., PO, terminals with codes, terms, tariff), commodity lines with NMFC and class as decoys, charges table CODE / DESCRIPTION / BASIS / QTY / RATE / AMOUNT with a negative discount in brackets and percentage rates, net line haul decoy, remit-to with ABA/account decoys.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: pro, invoiceDate: '2026-11-25', dueDate: '2026-12-25', currency: 'USD', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: ch.map((c) => ({ description: c.description, quantity: c.quantity, total: c.amount })),
      totalAmount: total, paymentTerms: 'NET 30 DAYS', purchaseOrderNumber: 'DHC-4471-26',
      shipmentReferences: { billOfLadingNumber: '7704418', airWaybillNumber: null, bookingNumber: null },
      origin: place('DALLAS', null, 'US'), destination: place('MEMPHIS', null, 'US'),
      charges: ch.map((c) => ({ code: c.code, description: c.description, basis: c.basis, quantity: c.quantity, rate: c.rate, amount: c.amount, currency: 'USD' })),
    },
  };
}
