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
});
