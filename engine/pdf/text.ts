import * as mupdf from 'mupdf';
import type { BBox, Line, PageContent, Word } from '../types.ts';
import { collectRules } from './rules.ts';
import { openPdf } from './open.ts';

const BOLD_NAME = /bold|black|heavy|semibold|demi/i;

interface FontInfo {
  bold: boolean;
}

/** Builds words and lines from MuPDF's structured-text walk, one line at a time. */
class LineBuilder {
  readonly lines: Line[] = [];
  #words: Word[] = [];
  #text = '';
  #box: BBox | null = null;
  #size = 0;
  #bold = false;
  readonly #ox: number;
  readonly #oy: number;

  constructor(origin: [number, number]) {
    this.#ox = origin[0];
    this.#oy = origin[1];
  }

  char(c: string, quad: mupdf.Quad, size: number, bold: boolean): void {
    if (c === ' ' || c === '\t' || c === '\u00a0' || c === '\n' || c === '\r') {
      this.#endWord();
      return;
    }
    // Quad corners: ul, ur, ll, lr. Rotated text has them in any order, so take the extremes.
    const x0 = Math.min(quad[0], quad[2], quad[4], quad[6]) - this.#ox;
    const x1 = Math.max(quad[0], quad[2], quad[4], quad[6]) - this.#ox;
    const y0 = Math.min(quad[1], quad[3], quad[5], quad[7]) - this.#oy;
    const y1 = Math.max(quad[1], quad[3], quad[5], quad[7]) - this.#oy;
    if (this.#box === null) {
      this.#box = [x0, y0, x1, y1];
      this.#size = size;
      this.#bold = bold;
    } else {
      const b = this.#box;
      if (x0 < b[0]) b[0] = x0;
      if (y0 < b[1]) b[1] = y0;
      if (x1 > b[2]) b[2] = x1;
      if (y1 > b[3]) b[3] = y1;
      if (size > this.#size) this.#size = size;
      // A word is bold only if all its glyphs are.
      this.#bold = this.#bold && bold;
    }
    this.#text += c;
  }

  endLine(): void {
    this.#endWord();
    const words = this.#words;
    this.#words = [];
    if (words.length === 0) return;
    const bbox: BBox = [...words[0].bbox];
    for (const w of words) {
      if (w.bbox[0] < bbox[0]) bbox[0] = w.bbox[0];
      if (w.bbox[1] < bbox[1]) bbox[1] = w.bbox[1];
      if (w.bbox[2] > bbox[2]) bbox[2] = w.bbox[2];
      if (w.bbox[3] > bbox[3]) bbox[3] = w.bbox[3];
    }
    this.lines.push({ text: words.map((w) => w.text).join(' '), bbox, words });
  }

  #endWord(): void {
    if (this.#box === null) return;
    this.#words.push({
      text: this.#text,
      bbox: this.#box.map(round2) as BBox,
      confidence: 1,
      fontSize: round2(this.#size),
      bold: this.#bold,
      source: 'text',
    });
    this.#text = '';
    this.#box = null;
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Text with geometry and the ruling lines of one loaded MuPDF page. Coordinates are PDF points with
 * a top-left origin at the page's (rotated) crop box. The page stays owned by the caller.
 */
export function extractPageContent(page: mupdf.Page, pageNumber: number): PageContent {
  const bounds = page.getBounds();
  const origin: [number, number] = [bounds[0], bounds[1]];
  const builder = new LineBuilder(origin);
  // Font wrappers are created per glyph by walk(); keyed by their native pointer so that the
  // bold test runs once per font and every wrapper can be released at once.
  const fonts = new Map<number, FontInfo>();
  const stext = page.toStructuredText('preserve-whitespace');
  try {
    stext.walk({
      onChar(c, _origin, font, size, quad) {
        const ptr = (font as unknown as { pointer: number }).pointer;
        let info = fonts.get(ptr);
        if (info === undefined) {
          info = { bold: font.isBold() || BOLD_NAME.test(font.getName()) };
          fonts.set(ptr, info);
        }
        font.destroy();
        builder.char(c, quad, size, info.bold);
      },
      endLine() {
        builder.endLine();
      },
    });
  } finally {
    stext.destroy();
  }
  const rules = collectRules(page, origin);
  const lines = builder.lines;
  return {
    pageNumber,
    width: round2(bounds[2] - bounds[0]),
    height: round2(bounds[3] - bounds[1]),
    textSource: lines.length > 0 ? 'text' : 'none',
    lines,
    rules,
    confidence: lines.length > 0 ? 1 : 0,
  };
}

/**
 * Synchronous, in-thread text-layer extraction of every page of a PDF (MuPDF): words and lines
 * with boxes, font size and bold flag, plus ruling lines. No OCR: pages without a text layer
 * come back with `textSource: 'none'`. Throws an Error carrying the engine error code in its
 * message for unreadable, encrypted or empty files; use the pipeline for error-as-data handling.
 */
export function extractPdfPages(bytes: Uint8Array): PageContent[] {
  const opened = openPdf(bytes);
  if (!opened.ok) throw new Error(`${opened.error.code}: ${opened.error.message}`);
  const { doc, pageCount } = opened;
  const pages: PageContent[] = [];
  try {
    for (let i = 0; i < pageCount; i++) {
      const page = doc.loadPage(i);
      try {
        pages.push(extractPageContent(page, i + 1));
      } finally {
        page.destroy();
      }
    }
  } finally {
    doc.destroy();
  }
  return pages;
}
