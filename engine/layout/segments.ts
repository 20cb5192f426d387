/**
 * Segments: the input lines cut wherever words are separated by a wide gap (a column gap, a label and its
 * value far apart), so that every segment is one run of text. Rows: segments that share a baseline band.
 */
import type { BBox, Line, PageContent, Word } from '../types.ts';

export interface Segment extends Line {
  page: number;
  confidence: number;
  source: 'text' | 'ocr';
  height: number;
}

function unionBox(words: Word[]): BBox {
  const b: BBox = [...words[0].bbox];
  for (const w of words) {
    b[0] = Math.min(b[0], w.bbox[0]);
    b[1] = Math.min(b[1], w.bbox[1]);
    b[2] = Math.max(b[2], w.bbox[2]);
    b[3] = Math.max(b[3], w.bbox[3]);
  }
  return b;
}

const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff\u0700-\u074f\ufb1d-\ufdff\ufe70-\ufeff]/gu;
const ANY_LETTER = /\p{L}/gu;
/** The same ranges as RTL_LETTER, as a plain test: most text has no such letter and needs no counting. */
const HAS_RTL = /[\u0590-\u074f\ufb1d-\ufdff\ufe70-\ufeff]/;

/** True when most letters of `text` are of a right-to-left script (Hebrew, Arabic, Syriac). */
export function isRtl(text: string): boolean {
  if (!HAS_RTL.test(text)) return false;
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  return rtl > 0 && rtl * 2 > (text.match(ANY_LETTER)?.length ?? 0);
}

/** Words left to right, or right to left when the run is in a right-to-left script: reading order. */
export function readingWords<T extends { text: string; bbox: BBox }>(words: T[]): T[] {
  const sorted = [...words].sort((a, b) => a.bbox[0] - b.bbox[0]);
  return isRtl(sorted.map((w) => w.text).join(' ')) ? sorted.reverse() : sorted;
}

function makeSegment(sortedWords: Word[], page: number): Segment {
  // The run is already left to right (what `readingWords` would sort it into): only the script can flip it.
  const ltrText = sortedWords.map((w) => w.text).join(' ');
  const rtl = isRtl(ltrText);
  const words = rtl ? sortedWords.slice().reverse() : sortedWords;
  const bbox = unionBox(words);
  let conf = 0;
  for (const w of words) conf += w.confidence;
  const confidence = conf / words.length;
  return {
    text: rtl ? words.map((w) => w.text).join(' ') : ltrText,
    bbox,
    words,
    page,
    confidence,
    source: words.some((w) => w.source === 'ocr') ? 'ocr' : 'text',
    height: bbox[3] - bbox[1],
  };
}

const NON_BLANK = /\S/;

function sortedByX(words: Word[]): boolean {
  for (let i = 1; i < words.length; i++) if (words[i].bbox[0] < words[i - 1].bbox[0]) return false;
  return true;
}

/**
 * Cut lines at gaps wider than `gapFactor` × the line height (about three spaces), which is how PDF
 * producers and OCR engines glue separate columns into one line.
 */
export function toSegments(page: PageContent, gapFactor = 1.2): Segment[] {
  const out: Segment[] = [];
  for (const line of page.lines) {
    // `\S` is exactly what `trim` keeps, without making a trimmed copy of every word.
    const words = line.words.filter((w) => NON_BLANK.test(w.text));
    // Text layers give words left to right already: sort only when they are not.
    if (!sortedByX(words)) words.sort((a, b) => a.bbox[0] - b.bbox[0]);
    if (words.length === 0) continue;
    const h = Math.max(1, line.bbox[3] - line.bbox[1]);
    let run: Word[] = [words[0]];
    for (let i = 1; i < words.length; i++) {
      const gap = words[i].bbox[0] - words[i - 1].bbox[2];
      const wh = Math.max(1, Math.min(h, words[i].bbox[3] - words[i].bbox[1], words[i - 1].bbox[3] - words[i - 1].bbox[1]));
      if (gap > gapFactor * wh) {
        out.push(makeSegment(run, page.pageNumber));
        run = [];
      }
      run.push(words[i]);
    }
    out.push(makeSegment(run, page.pageNumber));
  }
  return out;
}

/** Fraction of the smaller box's height shared vertically by two boxes. */
export function verticalOverlap(a: BBox, b: BBox): number {
  const inter = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  const h = Math.min(a[3] - a[1], b[3] - b[1]);
  return h <= 0 ? 0 : inter / h;
}

/** Fraction of the smaller box's width shared horizontally by two boxes. */
export function horizontalOverlap(a: BBox, b: BBox): number {
  const inter = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const w = Math.min(a[2] - a[0], b[2] - b[0]);
  return w <= 0 ? 0 : inter / w;
}

export interface Row {
  bbox: BBox;
  segments: Segment[];
}

/** Group segments into visual rows (vertical centres within each other's band), top to bottom, left to right. */
export function toRows(segments: Segment[]): Row[] {
  const sorted = [...segments].sort((a, b) => (a.bbox[1] + a.bbox[3]) / 2 - (b.bbox[1] + b.bbox[3]) / 2);
  const rows: Row[] = [];
  for (const s of sorted) {
    const cy = (s.bbox[1] + s.bbox[3]) / 2;
    const row = rows.length ? rows[rows.length - 1] : null;
    if (row) {
      const rcy = (row.bbox[1] + row.bbox[3]) / 2;
      const tol = Math.min(row.bbox[3] - row.bbox[1], s.height) * 0.5;
      if (Math.abs(cy - rcy) <= Math.max(1, tol) || verticalOverlap(row.bbox, s.bbox) > 0.7) {
        row.segments.push(s);
        row.bbox = [Math.min(row.bbox[0], s.bbox[0]), Math.min(row.bbox[1], s.bbox[1]), Math.max(row.bbox[2], s.bbox[2]), Math.max(row.bbox[3], s.bbox[3])];
        continue;
      }
    }
    rows.push({ bbox: [...s.bbox], segments: [s] });
  }
  for (const r of rows) r.segments.sort((a, b) => a.bbox[0] - b.bbox[0]);
  return rows;
}

/** Median of a list (0 for an empty list). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
