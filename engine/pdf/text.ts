// First: the module object it creates must exist before mupdf loads, for the direct glyph walk (stext-walk.ts).
import '../wasm-memory.ts';
import * as mupdf from 'mupdf';
import type { BBox, Line, PageContent, Rule, Word } from '../types.ts';
import { collectRules } from './rules.ts';
import { openPdf } from './open.ts';
import { walkGlyphs, walkGlyphsWithMupdf, type GlyphSink } from './stext-walk.ts';

/** Builds words and lines from MuPDF's structured text, one glyph at a time. */
class LineBuilder implements GlyphSink {
  readonly lines: Line[] = [];
  private words: Word[] = [];
  private text = '';
  private open = false;
  private x0 = 0;
  private y0 = 0;
  private x1 = 0;
  private y1 = 0;
  private size = 0;
  private bold = false;

  private readonly ox: number;
  private readonly oy: number;

  constructor(ox: number, oy: number) {
    this.ox = ox;
    this.oy = oy;
  }

  space(): void {
    this.endWord();
  }

  /** A glyph's box in page units (MuPDF's, before the origin shift). */
  glyph(c: string, gx0: number, gy0: number, gx1: number, gy1: number, size: number, bold: boolean): void {
    const x0 = gx0 - this.ox;
    const x1 = gx1 - this.ox;
    const y0 = gy0 - this.oy;
    const y1 = gy1 - this.oy;
    if (!this.open) {
      this.open = true;
      this.x0 = x0;
      this.y0 = y0;
      this.x1 = x1;
      this.y1 = y1;
      this.size = size;
      this.bold = bold;
      this.text = c;
      return;
    }
    if (x0 < this.x0) this.x0 = x0;
    if (y0 < this.y0) this.y0 = y0;
    if (x1 > this.x1) this.x1 = x1;
    if (y1 > this.y1) this.y1 = y1;
    if (size > this.size) this.size = size;
    // A word is bold only if all its glyphs are.
    this.bold = this.bold && bold;
    this.text += c;
  }

  endLine(): void {
    this.endWord();
    const words = this.words;
    if (words.length === 0) return;
    this.words = [];
    const first = words[0].bbox;
    let [x0, y0, x1, y1] = first;
    let text = words[0].text;
    for (let i = 1; i < words.length; i++) {
      const b = words[i].bbox;
      if (b[0] < x0) x0 = b[0];
      if (b[1] < y0) y0 = b[1];
      if (b[2] > x1) x1 = b[2];
      if (b[3] > y1) y1 = b[3];
      text += ' ' + words[i].text;
    }
    this.lines.push({ text, bbox: [x0, y0, x1, y1], words });
  }

  private endWord(): void {
    if (!this.open) return;
    this.open = false;
    this.words.push({
      text: this.text,
      bbox: [round2(this.x0), round2(this.y0), round2(this.x1), round2(this.y1)],
      confidence: 1,
      fontSize: round2(this.size),
      bold: this.bold,
      source: 'text',
    });
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
  const builder = new LineBuilder(origin[0], origin[1]);
  let rules: Rule[];
  const images: BBox[] = [];
  // The page content is interpreted once, into a display list; structured text and the rules device
  // replay it, which costs a fraction of parsing the content stream a second time.
  const list = page.toDisplayList();
  try {
    const stext = list.toStructuredText('preserve-whitespace');
    try {
      // The direct glyph walk, else mupdf.js's walk() with the same answers (see stext-walk.ts).
      if (!walkGlyphs(stext, builder)) walkGlyphsWithMupdf(stext, builder);
    } finally {
      stext.destroy();
    }
    rules = collectRules(list, origin, images);
  } finally {
    list.destroy();
  }
  const lines = builder.lines;
  return {
    pageNumber,
    width: round2(bounds[2] - bounds[0]),
    height: round2(bounds[3] - bounds[1]),
    textSource: lines.length > 0 ? 'text' : 'none',
    lines,
    rules,
    images,
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
