import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

const row = (y: number, no: string, desc: string, qty: string, price: string, amount: string): Line[] => [
  line(no, 60, y, 9), line(desc, 100, y, 9), line(qty, 400 - qty.length * 5.625, y, 9), line(price, 480 - price.length * 5.625, y, 9), line(amount, 570 - amount.length * 5.625, y, 9),
];

describe('a row numbering the columns under the header', () => {
  const d = invoice([
    line('ORION PARTS LTD.', 40, 30, 14), line('INVOICE', 400, 30, 14), line('Invoice No.: 2290', 40, 80), line('Date: 02.04.2026', 40, 92),
    line('No.', 60, 200), line('Description', 100, 200), line('Quantity', 355, 200), line('Unit price', 430, 200), line('Amount', 535, 200),
    ...row(214, '(1)', '(2)', '(3)', '(4)', '(5) = (3) x (4)'),
    ...row(230, '1', 'Gear pump housing', '12', '40.50', '486.00'),
    ...row(246, '2', 'Shaft seal kit', '30', '7.20', '216.00'),
    line('TOTAL', 300, 280, 9.5), line('EUR 702.00', 500, 280, 10),
  ]);
  it('is no item: the items start under it', () => {
    expect(d.lineItems.map((i: Record<string, unknown>) => i.description)).toEqual(['Gear pump housing', 'Shaft seal kit']);
    expect(d.lineItems[0].total).toBe(486);
  });
});

describe('a row numbering the columns, two of its numbers in one cell', () => {
  // Two narrow columns' numbers read into one cell ("2 3"), as a grid over OCR lines may give them.
  const d = invoice([
    line('ORION PARTS LTD.', 40, 30, 14), line('INVOICE', 400, 30, 14), line('Invoice No.: 2291', 40, 80), line('Date: 03.04.2026', 40, 92),
    line('No.', 60, 200), line('Description', 100, 200), line('Quantity', 355, 200), line('Unit price', 430, 200), line('Amount', 535, 200),
    ...row(214, '1', '2 3', '4', '5', '6=4x5'),
    ...row(230, '1', 'Gear pump housing', '12', '40.50', '486.00'),
    ...row(246, '2', 'Shaft seal kit', '30', '7.20', '216.00'),
    line('TOTAL', 300, 280, 9.5), line('EUR 702.00', 500, 280, 10),
  ]);
  it('is no item either', () => {
    expect(d.lineItems.map((i: Record<string, unknown>) => i.description)).toEqual(['Gear pump housing', 'Shaft seal kit']);
  });
});
