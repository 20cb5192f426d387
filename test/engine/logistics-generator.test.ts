import { describe, expect, it } from 'vitest';
import { generateDocument, splitDocuments } from '../fixtures/logistics/document.ts';
import { isValidAwb, isValidContainerNumber, isValidImo, iso6346CheckDigit, awbCheckDigit, imoCheckDigit } from '../fixtures/logistics/check-digits.ts';
import { LOGISTICS_TYPES } from '../fixtures/logistics/truth.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';

function collect(v: unknown, key: string, out: Array<[string, string]>): void {
  if (typeof v === 'string') out.push([key, v]);
  else if (Array.isArray(v)) v.forEach((x) => collect(x, key, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collect(x, k, out);
}

describe('logistics document generator', () => {
  it('produces identical bytes and truth for the same seed', () => {
    for (const type of LOGISTICS_TYPES) {
      const a = generateDocument(type, 7);
      const b = generateDocument(type, 7);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      expect(generateDocument(type, 8).truth).not.toEqual(a.truth);
    }
  });

  it('computes check digits as the standards define them', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3); // ISO 6346 worked example
    expect(isValidContainerNumber('MSKU9070323')).toBe(true);
    expect(isValidContainerNumber('MSKU9070324')).toBe(false);
    expect(awbCheckDigit('1234567')).toBe(1234567 % 7);
    expect(imoCheckDigit('907472')).toBe(9); // IMO 9074729 (IMO's own example)
    expect(isValidImo('IMO 9074729')).toBe(true);
    expect(isValidAwb('020-12345675')).toBe(true);
    expect(isValidAwb('020-12345676')).toBe(false);
  });

  it('only generates container, AWB and IMO numbers with valid check digits, and HS chapters 01-97', () => {
    let containers = 0;
    for (const d of splitDocuments('dev', 12)) {
      const values: Array<[string, string]> = [];
      collect(d.truth, '', values);
      for (const [k, v] of values) {
        if (/^containerNumbers?$/.test(k)) { containers++; expect(isValidContainerNumber(v), v).toBe(true); }
        if (k === 'airWaybillNumber') expect(isValidAwb(v), v).toBe(true);
        if (k === 'imoNumber') expect(isValidImo(v), v).toBe(true);
        if (k === 'hsCode') {
          expect(v).toMatch(/^\d{6,10}$/);
          const ch = Number(v.slice(0, 2));
          expect(ch >= 1 && ch <= 97).toBe(true);
        }
      }
    }
    expect(containers).toBeGreaterThan(50);
  });

  it('renders born-digital PDFs whose text layer carries the truth values, over several pages when tables are long', () => {
    let multiPage = 0;
    const families = new Set<string>();
    for (const d of splitDocuments('dev', 15, ['bill_of_lading', 'shipping_manifest'])) {
      const pages = extractPdfPages(d.pdf);
      expect(pages.length).toBe(d.pages);
      expect(d.pages).toBeLessThanOrEqual(5);
      if (d.pages > 1) multiPage++;
      families.add(d.layout.family);
      const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
      const no = (d.truth.transportDocumentNumber ?? d.truth.manifestNumber) as string;
      expect(text).toContain(no);
    }
    expect(multiPage).toBeGreaterThan(0);
    expect(families).toEqual(new Set(['form', 'grid', 'stacked']));
  });
});
