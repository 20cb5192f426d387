import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('bank account numbers as printed', () => {
  it('keeps the dashes and the bank code after its slash', () => {
    const d = invoice([
      line('MORAVSKA OCEL s.r.o.', 40, 30, 12, true), line('Invoice No.: 2025300077', 360, 30, 9),
      line('Bank: Ceska sporitelna, a.s., Praha', 40, 600, 8),
      line('Account no.: 35-1122334455/0800', 40, 611, 8),
    ]);
    expect(d.bankDetails.accountNumber).toBe('35-1122334455/0800');
  });
});
