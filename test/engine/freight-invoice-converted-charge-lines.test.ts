import { describe, expect, it } from 'vitest';

import { extractDocument } from '../../engine/extract/index.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { ocrLine, page, row, type Cells } from './support/page.ts';

// Columns: code, description, basis, quantity, rate, currency, amount, VAT, amount in the invoice's currency.
const X = [40, 70, 230, 285, 310, 362, 390, 448, 478];
const EDGES = [36, 66, 226, 280, 306, 358, 386, 444, 474, 560];

/** A scanned freight invoice's ruled charges table: foreign-currency charges converted, one quantity OCR did not see. */
function scan(basis20: string): Line[] {
  const lines: Line[] = [
    ...row(40, [['TAX INVOICE', 250]]),
    ...row(60, [['Invoice No.', 40], [': INV-2026-0001', 120]]),
    ...row(72, [['Currency', 40], [': KES', 120]]),
  ];
  const charges: Array<Array<string | null>> = [
    ['Code', 'Description', 'Basis', 'Qty', 'Rate', 'Curr', 'Amount', 'VAT', 'Amount KES'],
    ['DOF', 'Delivery order fee', 'PER B/L', '1', '85.00', 'USD', '85.00', 'E', '11,003.25'],
    ['THC', 'Terminal handling charges', basis20, '6', '120.00', 'USD', '720.00', 'E', '93,204.00'],
    ['ECT', 'Cargo tracking note validation', 'PER B/L', null, '120.00', 'USD', '120.00', 'E', '15,534.00'],
    ['KPA', 'Wharfage and port charges', basis20, '6', '9,450.00', 'KES', '56,700.00', 'E', '56,700.00'],
    ['AGF', 'Agency fee', 'PER B/L', '1', '45,000.00', 'KES', '45,000.00', 'B-16%', '45,000.00'],
  ];
  charges.forEach((c, i) => lines.push(...row(104 + i * 14, c.map((t, k): Cells[number] => (t === null ? null : [t, X[k]])))));
  lines.push(...row(200, [['Sub-total (KES)', 390], ['221,441.25', 478]]));
  return lines.map(ocrLine);
}

function rules(): Rule[] {
  const out: Rule[] = [];
  for (let i = 0; i <= 6; i++) out.push({ kind: 'h', bbox: [36, 102 + i * 14, 560, 102.5 + i * 14] });
  for (const x of EDGES) out.push({ kind: 'v', bbox: [x, 102, x + 0.5, 186.5] });
  return out;
}

const extract = (lines: Line[]): Record<string, any> =>
  extractDocument({ pages: [{ ...page(lines, rules()), textSource: 'ocr', confidence: 0.9 }], documentType: 'freight_invoice', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;

describe('a scanned freight invoice whose charges are converted into its currency', () => {
  it('keeps each table row an item when a row\'s quantity was not read, rather than running it into the row above', () => {
    const x = extract(scan("PER 20'"));
    expect(x.lineItems.map((i: Record<string, unknown>) => [i.description, i.quantity, i.total])).toEqual([
      ['Delivery order fee', 1, 11003.25],
      ['Terminal handling charges', 6, 93204],
      ['Cargo tracking note validation', null, 15534],
      ['Wharfage and port charges', 6, 56700],
      ['Agency fee', 1, 45000],
    ]);
  });

  it('gives each charge its amount in its own currency, printed beside the converted one', () => {
    const x = extract(scan("PER 20'"));
    expect(x.charges.map((c: Record<string, unknown>) => [c.code, c.amount, c.currency])).toEqual([
      ['DOF', 85, 'USD'], ['THC', 720, 'USD'], ['ECT', 120, 'USD'], ['KPA', 56700, 'KES'], ['AGF', 45000, 'KES'],
    ]);
  });

  it('reads a container length\'s foot mark that OCR took for a double prime', () => {
    const x = extract(scan('PER 20″'));
    expect(x.charges.map((c: Record<string, unknown>) => c.basis)).toEqual(['PER B/L', "PER 20'", 'PER B/L', "PER 20'", 'PER B/L']);
  });
});
