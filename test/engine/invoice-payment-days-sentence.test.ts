import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('payment terms stated as a sentence of days', () => {
  const d = invoice([
    line('MORAVSKA OCEL s.r.o.', 40, 30, 12, true), line('Invoice No.: 2025300077', 360, 30, 9),
    line('Forma uhrady / Payment', 40, 200, 6.5), line('prevodem / bank transfer', 40, 210, 9),
    line('Bank: Ceska sporitelna, a.s., Praha', 40, 600, 8),
    line('Splatnost 14 dni / Payment 14 days net. Uvadejte variabilni symbol.', 40, 611, 8),
  ]);
  it('reads the sentence up to its full stop, not the payment method', () => {
    expect(d.paymentTerms).toBe('Splatnost 14 dni / Payment 14 days net');
  });
});
