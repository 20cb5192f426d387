import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

const head = [line('ACME EXPORT LTD.', 40, 30, 14), line('INVOICE', 400, 30, 14), line('Invoice No.: 118', 40, 80), line('Date: 12.03.2026', 40, 92)];
const row = (y: number, code: string, desc: string, qty: string, price: string, amount: string): Line[] => [
  line(code, 60, y, 9), line(desc, 131, y, 9), line(qty, 430 - qty.length * 5.625, y, 9), line(price, 500 - price.length * 5.625, y, 9), line(amount, 585 - amount.length * 5.625, y, 9),
];
const table = (caption: string): Line[] => [
  ...head,
  line(caption, 60, 305), line('Description', 131, 305), line('Quantity', 390, 305), line('Unit Price', 450, 305), line('Amount', 545, 305),
  ...row(329, '22042168', 'RED WINE, 12 X 750 ML', '560', '38.40', '21,504.00'),
  ...row(352, '22042199', 'WHITE WINE, 12 X 750 ML', '420', '52.80', '22,176.00'),
  line('TOTAL', 332, 390, 9.5), line('USD 43,680.00', 470, 390, 10),
];

describe('goods code columns named for the HS under other names', () => {
  it('reads the codes under the EU Combined Nomenclature\'s "CN code"', () => {
    expect(invoice(table('CN code')).lineItems.map((i: Record<string, unknown>) => i.hsCode)).toEqual(['22042168', '22042199']);
  });
  it('reads the codes under the Spanish "Codigo SA" (Sistema Armonizado)', () => {
    expect(invoice(table('Codigo SA')).lineItems.map((i: Record<string, unknown>) => i.hsCode)).toEqual(['22042168', '22042199']);
  });
});
