import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { findDates, parseDate } from '../../engine/extract/parse/dates.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('Vietnamese dates by words ("ngày D tháng M năm Y")', () => {
  it('parses the accented and the ASCII-folded form', () => {
    expect(parseDate('Ngày 07 tháng 03 năm 2027')?.iso).toBe('2027-03-07');
    expect(findDates('Ngay 5 thang 12 nam 2026')[0].value.iso).toBe('2026-12-05');
  });
  it('reads the dated line under an invoice title as the invoice date', () => {
    const d = invoice([line('HOA DON BAN HANG', 200, 60, 14, true), line('Ngay 21 thang 09 nam 2026', 220, 80, 9), line('Invoice No.: 5512', 400, 100)]);
    expect(d.invoiceDate).toBe('2026-09-21');
  });
  it('does not read another date whose caption starts with "Ngày" as the invoice date', () => {
    const title = [line('HOA DON BAN HANG', 200, 60, 14, true), line('Invoice No.: 5512', 400, 100)];
    const delivery = line('Ngày giao hàng (Delivery date): 02/10/2026', 40, 120, 8);
    expect(invoice([...title, delivery]).invoiceDate).toBeNull();
    expect(invoice([...title, delivery, line('Ngay 21 thang 09 nam 2026', 220, 80, 9)]).invoiceDate).toBe('2026-09-21');
    const due = invoice([...title, line('Ngay den han: 02/11/2026', 40, 120, 8)]);
    expect([due.invoiceDate, due.dueDate]).toEqual([null, '2026-11-02']);
    // A bracketed name the dictionary does not know leaves the caption unread, not read as its first word.
    expect(invoice([...title, line('Ngày ký (Signed):', 40, 120, 8), line('03/10/2026', 200, 120, 8)]).invoiceDate).toBeNull();
  });
});
