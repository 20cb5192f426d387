import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

// Captions in a language the dictionary lacks, each followed by its English name in brackets and a colon.
const head = [
  line('KAHURANGI TRADING', 40, 30, 14, true),
  line('Tau (No.): 7730215', 400, 60, 9),
  line('Ra utu (Due date):', 40, 120, 8), line('14/02/2027', 200, 120, 8),
  line('Moni (Currency):', 40, 132, 8), line('EUR', 200, 132, 8),
  line('Ota hoko (PO No.):', 40, 144, 8), line('PO-TK-55102', 200, 144, 8),
];

describe('captions whose English name is bracketed after a first name the dictionary does not know', () => {
  const d = invoice(head);
  it('reads the bracketed name as the label, the value after its colon', () => {
    expect(d.dueDate).toBe('2027-02-14');
    expect(d.currency).toBe('EUR');
    expect(d.purchaseOrderNumber).toBe('PO-TK-55102');
  });
  it('reads the document number after a bracketed number sign', () => {
    expect(d.invoiceNumber).toBe('7730215');
  });
  it('does not read a bracketed word without a colon as a caption (a copy marked for its addressee)', () => {
    const e = invoice([...head, line('COPY (CUSTOMER)', 400, 80, 8), line('Not for payment', 400, 92, 8)]);
    expect(e.customer.name).toBeNull();
  });
});
