import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

const totals = (currency: string): Line[] => [
  line('SAKURA TOOLING KK', 40, 30, 14), line('INVOICE', 450, 30, 14), line('Invoice No.: 88120', 40, 80), line('Date: 2026/06/11', 40, 92),
  line('Currency:', 40, 104), line(currency, 120, 104),
  line('Subtotal:', 360, 300), line('1,284,000', 500, 300),
  line('VAT rate:', 360, 312), line('10%', 520, 312),
  line('VAT amount:', 360, 324), line('128,400', 506, 324),
  line('Total amount due:', 360, 336), line('1,412,400', 500, 336),
];

describe('totals in a currency without cents', () => {
  it('reads whole amounts grouped in thousands as money when the currency has no minor unit', () => {
    const d = invoice(totals('JPY'));
    expect([d.subtotal, d.taxAmount, d.totalAmount]).toEqual([1284000, 128400, 1412400]);
  });
  it('reads the rate from its own caption line', () => {
    expect(invoice(totals('JPY')).taxRate).toBe(10);
  });
  it('takes a captioned rate only where it gives the tax on the subtotal, not another rate printed first', () => {
    const other = line('VAT rate: 8%', 40, 200);
    expect(invoice([...totals('JPY'), other]).taxRate).toBe(10);
    const wrong = totals('JPY').map((l) => (l.text === '10%' ? line('5%', 520, 312) : l));
    expect(invoice(wrong).taxRate).toBeNull();
  });
  it('does not read whole amounts as money in a currency with cents', () => {
    expect(invoice(totals('USD')).totalAmount).toBeNull();
  });
});
