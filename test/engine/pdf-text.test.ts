import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfEmbeddedFiles } from '../../engine/pdf/attachments.ts';
import { openPdf } from '../../engine/pdf/open.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import type { Word } from '../../engine/types.ts';
import { buildCountLiePdf, buildEmptyPdf, buildEncryptedPdf, buildInvoicePdf } from '../fixtures/pdf.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';

const CORPUS = CORPUS_DIR + '/invoice2data-compare';
const ZUGFERD = CORPUS_DIR + '/zugferd-xml-rechnung/pdf';

describe('PDF text layer with geometry', () => {
  const fixture = buildInvoicePdf({ pages: 3 });
  const pages = extractPdfPages(fixture.bytes);

  it('returns every page with its size in points', () => {
    expect(pages.map((p) => [p.pageNumber, p.width, p.height, p.textSource])).toEqual([
      [1, 595, 842, 'text'],
      [2, 595, 842, 'text'],
      [3, 595, 842, 'text'],
    ]);
  });

  it('finds every generated word at its position (top-left origin), size and weight', () => {
    for (const expected of fixture.words) {
      const words: Word[] = pages[expected.page - 1].lines.flatMap((l) => l.words);
      const candidates = words.filter((w) => w.text === expected.text && Math.abs(w.bbox[0] - expected.x) < 0.5);
      const hit = candidates.find((w) => w.bbox[1] < expected.baseline && w.bbox[3] > expected.baseline);
      expect(hit, `${expected.text} on page ${expected.page} at ${expected.x},${expected.baseline}`).toBeDefined();
      expect(hit?.fontSize).toBeCloseTo(expected.fontSize, 1);
      expect(hit?.bold).toBe(expected.bold);
      expect(hit?.source).toBe('text');
      expect(hit?.confidence).toBe(1);
      // Glyph boxes span roughly one em around the baseline.
      expect(hit!.bbox[3] - hit!.bbox[1]).toBeLessThan(expected.fontSize * 1.6);
    }
  });

  it('groups words into lines whose text and box cover their words', () => {
    const line = pages[0].lines.find((l) => l.text.startsWith('Invoice No:'));
    expect(line?.text).toBe('Invoice No: INV-00001');
    for (const w of line!.words) {
      expect(w.bbox[0]).toBeGreaterThanOrEqual(line!.bbox[0]);
      expect(w.bbox[2]).toBeLessThanOrEqual(line!.bbox[2]);
    }
  });

  it('reports the table grid as horizontal and vertical rules', () => {
    for (const expected of fixture.rules.filter((r) => r.page === 2)) {
      const hit = pages[1].rules.find((r) => {
        if (r.kind !== expected.kind) return false;
        const [x0, y0, x1, y1] = r.bbox;
        return expected.kind === 'h'
          ? Math.abs((y0 + y1) / 2 - expected.at) < 0.5 && Math.abs(x0 - expected.from) < 1 && Math.abs(x1 - expected.to) < 1
          : Math.abs((x0 + x1) / 2 - expected.at) < 0.5 && Math.abs(y0 - expected.from) < 1 && Math.abs(y1 - expected.to) < 1;
      });
      expect(hit, `${expected.kind} rule at ${expected.at}`).toBeDefined();
    }
  });

  it('marks image-only pages as having no text', () => {
    const mixed = extractPdfPages(buildInvoicePdf({ pages: 2, imageOnlyPages: [2] }).bytes);
    expect(mixed[0].textSource).toBe('text');
    expect(mixed[1].textSource).toBe('none');
    expect(mixed[1].lines).toEqual([]);
  });

  it('extracts text from every real invoice of the corpus', () => {
    const files = readdirSync(CORPUS).filter((f) => f.endsWith('.pdf'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const result = extractPdfPages(readFileSync(join(CORPUS, f)));
      const text = result.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
      expect(text.length, f).toBeGreaterThan(200);
      for (const p of result) {
        for (const l of p.lines) {
          expect(l.bbox[0]).toBeGreaterThanOrEqual(-1);
          expect(l.bbox[3]).toBeLessThanOrEqual(p.height + 1);
        }
      }
    }
  });

  it('finds the seller name of a corpus invoice near the top of its page', () => {
    const [page] = extractPdfPages(readFileSync(join(CORPUS, 'FlipkartInvoice.pdf')));
    const invoiceWords = page.lines.flatMap((l) => l.words).filter((w) => /invoice/i.test(w.text));
    expect(invoiceWords.length).toBeGreaterThan(0);
    expect(page.rules.length).toBeGreaterThan(5);
  });
});

describe('opening PDFs', () => {
  it('classifies empty, encrypted and unparseable PDFs as error data', () => {
    expect(openPdf(buildEmptyPdf())).toMatchObject({ ok: false, error: { code: 'NO_PAGES' } });
    expect(openPdf(buildEncryptedPdf())).toMatchObject({ ok: false, error: { code: 'ENCRYPTED_PDF' } });
    expect(openPdf(Buffer.from('%PDF-1.4\ngarbage'))).toMatchObject({ ok: false, error: { code: 'CORRUPT_FILE' } });
  });

  it('counts pages from the page tree when /Count lies', () => {
    for (const claimed of [1, 5, 1_000_000]) {
      const opened = openPdf(buildCountLiePdf(claimed));
      expect(opened.ok, `claimed ${claimed}`).toBe(true);
      if (opened.ok) {
        expect(opened.pageCount).toBe(2);
        opened.doc.destroy();
      }
    }
  });

  it('refuses more pages than the cap before loading any', () => {
    expect(openPdf(buildInvoicePdf({ pages: 12 }).bytes, 10)).toMatchObject({ ok: false, error: { code: 'TOO_MANY_PAGES' } });
  });

  it('throws a coded error from the synchronous helper', () => {
    expect(() => extractPdfPages(buildEncryptedPdf())).toThrow(/^ENCRYPTED_PDF/);
  });
});

describe('PDF attachments', () => {
  it('returns the Factur-X XML of each ZUGFeRD corpus invoice', () => {
    const files = readdirSync(ZUGFERD).filter((f) => f.endsWith('.pdf')).slice(0, 6);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const attachments = pdfEmbeddedFiles(readFileSync(join(ZUGFERD, f)));
      const xml = attachments.find((a) => /\.xml$/i.test(a.name));
      expect(xml, f).toBeDefined();
      expect(Buffer.from(xml!.data.subarray(0, 200)).toString('utf8')).toMatch(/<\?xml|<rsm:CrossIndustryInvoice/);
    }
  });

  it('returns nothing for a PDF without attachments or for non-PDF bytes', () => {
    expect(pdfEmbeddedFiles(buildInvoicePdf({ pages: 1 }).bytes)).toEqual([]);
    expect(pdfEmbeddedFiles(Buffer.from('not a pdf'))).toEqual([]);
  });
});
