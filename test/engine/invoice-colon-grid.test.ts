import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A line centred on x = 297, as a centred letterhead prints it. */
const centred = (text: string, y: number, size = 8): Line => line(text, 297 - (text.length * size * 5) / 16, y, size);

/** An exporter's invoice: centred letterhead, "Messrs." customer, a shipment box of "Caption   : value" rows. */
const head = [
  centred('KAGAYAKI SEIKO CO., LTD.', 29, 16),
  centred('3-5 Minato, Kanazawa-shi, Ishikawa 920-0001, Japan', 50, 8.5),
  centred('TEL: +81-76-222-1111 E-mail: sales@kagayaki.example', 62),
  centred('Qualified Invoice Issuer Registration No.: T4230001008791', 72, 7.5),
  centred('COMMERCIAL INVOICE', 92, 17),
  line('Messrs.', 40, 125, 9), line('HAVFISK AS', 54, 138, 9.5), line('Strandgata 18', 54, 150, 9.5), line('6004 Alesund', 54, 162, 9.5), line('Norway', 54, 174, 9.5),
  line('Invoice No.', 340, 124, 9.5), line(': KS-260312', 420, 124, 9.5),
  line('From', 46, 230, 9), line(': KOBE, JAPAN', 138, 230, 9), line('To', 300, 230, 9), line(': OSLO, NORWAY', 392, 230, 9),
  line('Via', 46, 243, 9), line(': ROTTERDAM', 138, 243, 9), line('Trade Terms', 300, 243, 9), line(': CIF OSLO', 392, 243, 9),
  line('Payment', 46, 256, 9), line(': T/T remittance within 30 days after B/L date', 138, 256, 9),
];

describe('colon grids and centred letterheads', () => {
  const d = invoice([
    ...head,
    line('SWIFT: KGYKJPJT Ordinary A/C No.: 5123456', 50, 635, 9), line('Beneficiary: KAGAYAKI SEIKO CO., LTD.', 50, 646, 9),
  ]);
  it('reads no party from the "From" and "To" rows of a shipment box, and the customer under "Messrs."', () => {
    expect(d.vendor.name).toBe('KAGAYAKI SEIKO CO., LTD.');
    expect(d.customer.name).toBe('HAVFISK AS');
    expect(d.customer.address).toBe('Strandgata 18, 6004 Alesund, Norway');
  });
  it('reads the address centred under a centred letterhead, and the T-number as its tax id', () => {
    expect(d.vendor.address).toBe('3-5 Minato, Kanazawa-shi, Ishikawa 920-0001, Japan');
    expect(d.vendor.taxId).toBe('T4230001008791');
  });
  it('reads terms after a bare "Payment" caption, without the colon', () => {
    expect(d.paymentTerms).toBe('T/T remittance within 30 days after B/L date');
  });
  it('reads an account number captioned mid-line in the bank block', () => {
    expect(d.bankDetails.accountNumber).toBe('5123456');
  });
  it('keeps a payment method after "Payment" out of the terms', () => {
    const m = invoice([line('ACME TRADING LTD.', 40, 30, 14), line('Invoice No.: 1', 40, 80), line('Payment: VISA', 40, 100)]);
    expect(m.paymentTerms).toBeNull();
  });
});

describe('goods table without row rules', () => {
  const row = (y: number, desc: string, hs: string, qty: string, price: string, amount: string): Line[] => [
    line(desc, 131, y, 9), line(hs, 337, y, 9), line(qty, 430 - qty.length * 5.625, y, 9), line(price, 500 - price.length * 5.625, y, 9), line(amount, 585 - amount.length * 5.625, y, 9),
  ];
  const d = invoice([
    ...head,
    line('Description of Goods', 131, 305), line('H.S. No.', 338, 305), line('Quantity', 390, 305), line('Unit Price', 450, 305), line('Amount', 545, 305),
    ...row(329, 'SPINNING REEL, MODEL HS-4000', '9507.30', '600 PCS', '6,850.00', '4,110,000.00'),
    ...row(352, 'FLUOROCARBON FISHING LINE 0.35 MM X', '9507.90', '2,000 ROLLS', '680.00', '1,360,000.00'),
    line('150 M', 131, 364, 9),
    ...row(387, 'FISH HOOKS, FORGED', '9507.20', '1,200 BOXES', '420.00', '504,000.00'),
    line('TOTAL', 332, 420, 9.5), line('JPY 5,974,000.00', 470, 420, 10),
  ]);
  it('reads the codes under an "H.S. No." header', () => {
    expect(d.lineItems.map((i: Record<string, unknown>) => i.hsCode)).toEqual(['950730', '950790', '950720']);
  });
  it('keeps a wrapped figure with its unit ("150 M") in the description', () => {
    expect(d.lineItems[1].description).toBe('FLUOROCARBON FISHING LINE 0.35 MM X\n150 M');
  });
});
