import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { line, page } from './support/page.ts';

describe('taxes and levies printed one by one, then their sum', () => {
  it('reads the "Total taxes" line as the tax amount, not the VAT line above it', () => {
    const lines = [
      line('TAX INVOICE', 40, 30, 16, true), line('Invoice No: GX-2207', 380, 40, 8), line('Date: 04/06/2026', 380, 52, 8),
      line('Bill to: ASANTE HARDWARE LTD', 40, 90, 8),
      line('Description', 40, 140, 8, true), line('Amount', 480, 140, 8, true),
      line('Port handling', 40, 156, 8), line('1,000.00', 480, 156, 8),
      line('Sub-total', 330, 200, 8), line('1,000.00', 480, 200, 8),
      line('Health levy 2.5%', 330, 212, 8), line('25.00', 480, 212, 8),
      line('Education levy 2.5%', 330, 224, 8), line('25.00', 480, 224, 8),
      line('VAT 15%', 330, 236, 8), line('157.50', 480, 236, 8),
      line('Total taxes', 330, 248, 8), line('207.50', 480, 248, 8),
      line('TOTAL AMOUNT DUE', 330, 264, 9, true), line('1,207.50', 480, 264, 9, true),
    ];
    const out = extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] });
    const data = out.extractedData as Record<string, any>;
    expect(data.taxAmount).toBe(207.5);
    expect(data.totalAmount).toBe(1207.5);
  });
});
