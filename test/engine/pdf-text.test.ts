import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { pdfEmbeddedFiles } from '../../engine/pdf/attachments.ts';
import { openPdf } from '../../engine/pdf/open.ts';
import { collectRules } from '../../engine/pdf/rules.ts';
import { extractPageContent, extractPdfPages } from '../../engine/pdf/text.ts';
import { withUntrackedWrappers } from '../../engine/pdf/transient.ts';
import type { BBox, Line, PageContent, Word } from '../../engine/types.ts';
import { buildCountLiePdf, buildEmptyPdf, buildEncryptedPdf, buildInvoicePdf } from '../fixtures/pdf.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';

const CORPUS = CORPUS_DIR + '/invoice2data-compare';
const ZUGFERD = CORPUS_DIR + '/zugferd-xml-rechnung/pdf';
const TABULA = CORPUS_DIR + '/tabula-tables/pdf';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

function expectWordsFound(fixture: ReturnType<typeof buildInvoicePdf>, pages: PageContent[]): void {
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
}

function expectRulesFound(fixture: ReturnType<typeof buildInvoicePdf>, page: PageContent): void {
  for (const expected of fixture.rules.filter((r) => r.page === page.pageNumber)) {
    const hit = page.rules.find((r) => {
      if (r.kind !== expected.kind) return false;
      const [x0, y0, x1, y1] = r.bbox;
      return expected.kind === 'h'
        ? Math.abs((y0 + y1) / 2 - expected.at) < 0.5 && Math.abs(x0 - expected.from) < 1 && Math.abs(x1 - expected.to) < 1
        : Math.abs((x0 + x1) / 2 - expected.at) < 0.5 && Math.abs(y0 - expected.from) < 1 && Math.abs(y1 - expected.to) < 1;
    });
    expect(hit, `${expected.kind} rule at ${expected.at}`).toBeDefined();
  }
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The text stage's contract, read the plain way: structured text straight from the page, the public walk
 * with every wrapper tracked, words as runs of non-blank glyphs per line, rules from a second run of the page.
 */
function referencePageContent(page: mupdf.Page, pageNumber: number): PageContent {
  const b = page.getBounds();
  const lines: Line[] = [];
  let words: Word[] = [];
  let cur: { text: string; box: BBox; size: number; bold: boolean } | null = null;
  const endWord = (): void => {
    if (cur) words.push({ text: cur.text, bbox: cur.box.map(round2) as BBox, confidence: 1, fontSize: round2(cur.size), bold: cur.bold, source: 'text' });
    cur = null;
  };
  const stext = page.toStructuredText('preserve-whitespace');
  stext.walk({
    onChar(c, _origin, font, size, q) {
      const bold = font.isBold() || /bold|black|heavy|semibold|demi/i.test(font.getName());
      font.destroy();
      if (/^[ \t\u00a0\n\r]$/.test(c)) return endWord();
      const xs = [q[0], q[2], q[4], q[6]].map((x) => x - b[0]);
      const ys = [q[1], q[3], q[5], q[7]].map((y) => y - b[1]);
      const box: BBox = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      if (!cur) cur = { text: c, box, size, bold };
      else {
        cur.text += c;
        cur.box = [Math.min(cur.box[0], box[0]), Math.min(cur.box[1], box[1]), Math.max(cur.box[2], box[2]), Math.max(cur.box[3], box[3])];
        cur.size = Math.max(cur.size, size);
        cur.bold &&= bold;
      }
    },
    endLine() {
      endWord();
      if (words.length === 0) return;
      const bs = words.map((w) => w.bbox);
      const bbox: BBox = [Math.min(...bs.map((x) => x[0])), Math.min(...bs.map((x) => x[1])), Math.max(...bs.map((x) => x[2])), Math.max(...bs.map((x) => x[3]))];
      lines.push({ text: words.map((w) => w.text).join(' '), bbox, words });
      words = [];
    },
  });
  stext.destroy();
  const has = lines.length > 0;
  const images: BBox[] = [];
  const rules = collectRules(page, [b[0], b[1]], images);
  return { pageNumber, width: round2(b[2] - b[0]), height: round2(b[3] - b[1]), textSource: has ? 'text' : 'none', lines, rules, images, confidence: has ? 1 : 0 };
}

function eachPage(bytes: Uint8Array, fn: (page: mupdf.Page, n: number) => void): void {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      try {
        fn(page, i + 1);
      } finally {
        page.destroy();
      }
    }
  } finally {
    doc.destroy();
  }
}

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
    expectWordsFound(fixture, pages);
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
    expectRulesFound(fixture, pages[1]);
  });

  it('reads a dense page (38-row shaded table, embedded TrueType fonts) word by word, with grid and shading', () => {
    const fonts = { regular: join(DEJAVU, 'DejaVuSans.ttf'), bold: join(DEJAVU, 'DejaVuSans-Bold.ttf') };
    const dense = buildInvoicePdf({ pages: 2, layout: 'dense', width: 612, height: 792, fontFiles: existsSync(fonts.regular) ? fonts : undefined });
    const got = extractPdfPages(dense.bytes);
    expect(dense.words.filter((w) => w.page === 1).length).toBeGreaterThan(400);
    expectWordsFound(dense, got);
    expectRulesFound(dense, got[1]);
    // Every other one of the 38 rows is a filled grey band: a rectangle 12 pt high across the table.
    const bands = got[0].rules.filter((r) => r.kind === 'rect' && Math.abs(r.bbox[3] - r.bbox[1] - 12) < 0.5);
    expect(bands).toHaveLength(19);
  });

  it('gives exactly what a plain reading of the page gives, on the corpus and the generated invoices', () => {
    const files = [CORPUS, TABULA].flatMap((d) =>
      readdirSync(d)
        .filter((f) => f.endsWith('.pdf'))
        .map((f) => readFileSync(join(d, f))),
    );
    const inputs = [...files, fixture.bytes, buildInvoicePdf({ pages: 2, layout: 'dense' }).bytes];
    let compared = 0;
    for (const bytes of inputs) {
      eachPage(bytes, (page, n) => {
        expect(extractPageContent(page, n)).toEqual(referencePageContent(page, n));
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('puts the wrapper safety net back after extraction, also when the work throws', () => {
    // A first wrapper makes mupdf.js create the class registry; extraction must leave that one in place.
    new mupdf.Font('Helvetica').destroy();
    const registry = (mupdf.Font as unknown as { _finalizer: unknown })._finalizer;
    extractPdfPages(fixture.bytes);
    expect((mupdf.Font as unknown as { _finalizer: unknown })._finalizer).toBe(registry);
    expect(() =>
      withUntrackedWrappers([mupdf.Font], () => {
        expect((mupdf.Font as unknown as { _finalizer: unknown })._finalizer).not.toBe(registry);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect((mupdf.Font as unknown as { _finalizer: unknown })._finalizer).toBe(registry);
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
