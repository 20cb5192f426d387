import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import { generateDocument } from '../fixtures/logistics/document.ts';

// DEV split only (seeds 0-99); the TEST split is kept for measuring (bench/accuracy-synthetic.ts).
const extract = (pages: PageContent[]) =>
  extractDocument({ pages, documentType: 'freight_invoice', language: 'en', extractTables: false, attachments: [] });

describe('freight invoice extraction', () => {
  it('reads invoice number, B/L, booking, containers and UN/LOCODE places on DEV documents in several languages', () => {
    for (const seed of [0, 4, 6, 9, 10, 12]) {
      const d = generateDocument('freight_invoice', seed);
      const t = d.truth as Record<string, any>;
      const x = extract(extractPdfPages(d.pdf)).extractedData as Record<string, any>;
      const got = { n: x.invoiceNumber, refs: x.shipmentReferences, o: x.origin?.unLocode, dst: x.destination?.unLocode };
      const want = { n: t.invoiceNumber, refs: { ...t.shipmentReferences, airWaybillNumber: null }, o: t.origin.unLocode, dst: t.destination.unLocode };
      expect({ seed, ...got }).toEqual({ seed, ...want });
    }
  });

  it('reads each charge line\'s code and rating basis from its row', () => {
    const word = (text: string, x: number, y: number) => ({ text, bbox: [x, y, x + text.length * 4.5, y + 9] as [number, number, number, number], confidence: 1, fontSize: 9, source: 'text' as const });
    const line = (text: string, x: number, y: number): Line => ({ text, bbox: word(text, x, y).bbox, words: text.split(' ').map((t, k) => word(t, x + text.split(' ').slice(0, k).join(' ').length * 4.5 + (k ? 4.5 : 0), y)) });
    const header = [line('Charge', 40, 200), line('Description', 90, 200), line('Basis', 280, 200), line('Qty', 350, 200), line('Rate', 400, 200), line('Amount', 480, 200)];
    const charges: Array<[string, string, string, string, string, string]> = [
      ['OFT', 'Ocean Freight', "40'RF", '1', '4,250.00', '4,250.00'],
      ['BAF', 'Bunker Adjustment Factor', "40'RF", '1', '865.50', '865.50'],
      ['DOC', 'Documentation Fee', 'B/L', '1', '65.00', '65.00'],
    ];
    const rows = charges.flatMap((c, i) => [40, 90, 280, 350, 400, 480].map((x, k) => line(c[k], x, 216 + i * 14)));
    const head = [line('FREIGHT INVOICE', 40, 40), line('Invoice No.: FI-1', 40, 80), line('Total: 5,180.50 USD', 380, 280)];
    const out = extract([{ pageNumber: 1, width: 595, height: 842, textSource: 'text', lines: [...head, ...header, ...rows], rules: [], confidence: 1 }]);
    const x = out.extractedData as Record<string, any>;
    expect(x.charges.map((c: Record<string, unknown>) => [c.code, c.description, c.basis, c.amount])).toEqual([
      ['OFT', 'Ocean Freight', "40'RF", 4250],
      ['BAF', 'Bunker Adjustment Factor', "40'RF", 865.5],
      ['DOC', 'Documentation Fee', 'B/L', 65],
    ]);
    expect(out.fields['charges[0].code']).toMatchObject({ page: 1, source: 'text' });
  });

  it('reads a charge code printed with a slash ("O/F")', () => {
    const word = (text: string, x: number, y: number) => ({ text, bbox: [x, y, x + text.length * 4.5, y + 9] as [number, number, number, number], confidence: 1, fontSize: 9, source: 'text' as const });
    const line = (text: string, x: number, y: number): Line => ({ text, bbox: word(text, x, y).bbox, words: text.split(' ').map((t, k) => word(t, x + text.split(' ').slice(0, k).join(' ').length * 4.5 + (k ? 4.5 : 0), y)) });
    const header = [line('Code', 40, 200), line('Description', 90, 200), line('Qty', 350, 200), line('Unit Price', 400, 200), line('Amount', 480, 200)];
    const charges: Array<[string, string, string, string, string]> = [['O/F', 'Ocean Freight', '2', '1,850.00', '3,700.00'], ['THC', 'Terminal Handling', '2', '150.00', '300.00']];
    const rows = charges.flatMap((c, i) => [40, 90, 350, 400, 480].map((x, k) => line(c[k], x, 216 + i * 14)));
    const head = [line('FREIGHT INVOICE', 40, 40), line('Invoice No.: FI-2', 40, 80), line('Total: 4,000.00 USD', 380, 260)];
    const x = extract([{ pageNumber: 1, width: 595, height: 842, textSource: 'text', lines: [...head, ...header, ...rows], rules: [], confidence: 1 }]).extractedData as Record<string, any>;
    expect(x.charges.map((c: Record<string, unknown>) => c.code)).toEqual(['O/F', 'THC']);
  });

  it('takes origin and destination from port labels beside their values, code and name apart', () => {
    const rows: Array<[string, string]> = [['Invoice No.', 'FI-20931'], ['B/L No.', 'HLCU123456789'], ['Booking Ref.', '7788123'],
      ['Port of Loading', 'Rotterdam (NLRTM)'], ['Port of Discharge', 'CNSHA - SHANGHAI'], ['Total Amount', '1,200.00 EUR']];
    const lines: Line[] = [{ text: 'FREIGHT INVOICE', bbox: [40, 40, 200, 56], words: [{ text: 'FREIGHT INVOICE', bbox: [40, 40, 200, 56], confidence: 1, fontSize: 16, bold: true, source: 'text' }] }];
    rows.forEach(([label, value], i) => {
      const y = 80 + i * 14;
      const lw = { text: label, bbox: [40, y, 40 + label.length * 4.5, y + 9] as [number, number, number, number], confidence: 1, fontSize: 9, source: 'text' as const };
      const vw = { text: value, bbox: [160, y, 160 + value.length * 4.5, y + 9] as [number, number, number, number], confidence: 1, fontSize: 9, source: 'text' as const };
      lines.push({ text: `${label} ${value}`, bbox: [40, y, vw.bbox[2], y + 9], words: [lw, vw] });
    });
    const out = extract([{ pageNumber: 1, width: 595, height: 842, textSource: 'text', lines, rules: [], confidence: 1 }]);
    const x = out.extractedData as Record<string, any>;
    expect(x.invoiceNumber).toBe('FI-20931');
    expect(x.shipmentReferences.billOfLadingNumber).toBe('HLCU123456789');
    expect(x.shipmentReferences.bookingNumber).toBe('7788123');
    expect(x.origin).toMatchObject({ name: 'Rotterdam', unLocode: 'NLRTM', country: 'NL' });
    expect(x.destination).toMatchObject({ unLocode: 'CNSHA', country: 'CN' });
    expect(out.fields['origin.name']?.bbox?.[0] ?? 0).toBeGreaterThanOrEqual(160);
  });
});
