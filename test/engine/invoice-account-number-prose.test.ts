import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('an account number followed by where it is held', () => {
  it('reads the number without the words after it, the bank named on its own line', () => {
    const d = invoice([
      line('HALCYON MILLS LTD', 40, 30, 14), line('INVOICE', 450, 30, 14), line('Invoice No.: 3071', 40, 60),
      line('Notes: goods remain our property until paid', 40, 80), line('Delivery: ex works', 40, 92), line('Packing: cartons', 40, 104),
      line('Ref: spring order', 40, 116), line('Carrier: own truck', 40, 128), line('Insurance: buyer', 40, 140), line('Warranty: 12 months', 40, 152),
      line('Account No.: 0098120044715 at Coastal Commercial Bank (SWIFT: CCBKGB22)', 40, 164),
    ]);
    expect(d.bankDetails.accountNumber).toBe('0098120044715');
  });
});
