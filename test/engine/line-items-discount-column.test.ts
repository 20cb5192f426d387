import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

const right = (text: string, x: number, y: number): Line => line(text, x - text.length * 5.625, y, 9);
/** An item row: code, description, quantity, unit, price, discount % (blank when none), amount net of the discount. */
const row = (y: number, code: string, desc: string, qty: string, price: string, disc: string, amount: string): Line[] => [
  line(code, 45, y, 9), line(desc, 110, y, 9), right(qty, 330, y), line('pcs', 340, y, 9), right(price, 420, y), ...(disc ? [right(disc, 460, y)] : []), right(amount, 560, y),
];

describe('an item table with a discount column and no column rulings', () => {
  const d = invoice([
    line('FJORD VALVES AS', 40, 30, 14), line('INVOICE', 450, 30, 14), line('Invoice No.: 4471', 40, 80), line('Date: 03.05.2026', 40, 92),
    ...row(200, 'FV-100', 'Ball valve DN25 stainless', '20', '310,00', '15', '5 270,00'),
    ...row(215, 'FV-220', 'Check valve DN40', '6', '845,50', '', '5 073,00'),
    ...row(230, 'FV-300', 'Actuator kit 24 V', '4', '1 290,00', '7,5', '4 773,00'),
    line('Total excl. VAT', 380, 270, 9), right('15 116,00', 560, 270),
  ]);
  it('reads each row, its amount being quantity × price less the discount', () => {
    expect(d.lineItems.map((i: Record<string, unknown>) => [i.description, i.quantity, i.unitPrice, i.total])).toEqual([
      ['Ball valve DN25 stainless', 20, 310, 5270],
      ['Check valve DN40', 6, 845.5, 5073],
      ['Actuator kit 24 V', 4, 1290, 4773],
    ]);
  });
});

describe('a ruled item table with a discount column', () => {
  const head = (y: number): Line[] => [
    line('Code', 45, y, 9), line('Description', 110, y, 9), line('Qty', 310, y, 9), line('Unit', 340, y, 9), line('Price', 392, y, 9), line('Disc. %', 425, y, 9), line('Amount', 522, y, 9),
  ];
  const d = invoice([
    line('FJORD VALVES AS', 40, 30, 14), line('INVOICE', 450, 30, 14), line('Invoice No.: 4472', 40, 80), line('Date: 03.05.2026', 40, 92),
    ...head(185),
    ...row(200, 'FV-100', 'Ball valve DN25 stainless, type', '20', '310,00', '15', '5 270,00'),
    line('316', 110, 210, 9),
    ...row(225, 'FV-220', 'Check valve DN40', '6', '845,50', '', '5 073,00'),
    ...row(240, 'FV-300', 'Actuator kit 24 V', '4', '1 290,00', '7,5', '4 773,00'),
    line('Total excl. VAT', 380, 280, 9), right('15 116,00', 560, 280),
  ]);
  it('keeps the table reading (a description wrapped onto a figure) when the rows multiply out less their discounts', () => {
    expect(d.lineItems.map((i: Record<string, unknown>) => i.description)).toEqual(['Ball valve DN25 stainless, type\n316', 'Check valve DN40', 'Actuator kit 24 V']);
    expect(d.lineItems.map((i: Record<string, unknown>) => i.total)).toEqual([5270, 5073, 4773]);
  });
});
