/**
 * Segments: the input lines cut wherever words are separated by a wide gap (a column gap, a label and its
 * value far apart), so that every segment is one run of text. Rows: segments that share a baseline band.
 */
import type { BBox, Line, PageContent, Word } from '../types.ts';
import { sortByKey, sortRangeByKey } from './stable-sort.ts';

export interface Segment extends Line {
  page: number;
  confidence: number;
  source: 'text' | 'ocr';
  height: number;
}

/**
 * A segment of `toSegments`: shaped as a layout line already, its `index` and `block` set once its place in
 * reading order is known, so that the layout keeps it as its line instead of copying it into a new object.
 */
export interface PageSegment extends Segment {
  index: number;
  block: number;
}

/**
 * Union of the word boxes: `like` itself when it is that box (the line's own, for a line that is one
 * segment), so that the segment shares it rather than keeping a copy. Boxes are never written.
 */
function unionBox(words: Word[], like: BBox): BBox {
  // Folded in locals, the array made once: no element-kind changes from writes into it.
  const f = words[0].bbox;
  let x0 = f[0];
  let y0 = f[1];
  let x1 = f[2];
  let y1 = f[3];
  for (const w of words) {
    x0 = Math.min(x0, w.bbox[0]);
    y0 = Math.min(y0, w.bbox[1]);
    x1 = Math.max(x1, w.bbox[2]);
    y1 = Math.max(y1, w.bbox[3]);
  }
  if (Object.is(x0, like[0]) && Object.is(y0, like[1]) && Object.is(x1, like[2]) && Object.is(y1, like[3])) return like;
  return [x0, y0, x1, y1];
}

/** Texts of `words` joined with a space (no array of texts in between: this runs for every segment). */
function joinTexts(words: Word[]): string {
  let text = words[0].text;
  for (let i = 1; i < words.length; i++) text += ' ' + words[i].text;
  return text;
}

/** Whether `text` is what `joinTexts(words)` makes, compared in place rather than built. */
function joinsTo(words: Word[], text: string): boolean {
  // Most lines are one word, whose string the line's text usually is: compared by reference first.
  if (words.length === 1) return words[0].text === text;
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && text.charCodeAt(at++) !== 32) return false;
    const t = words[i].text;
    if (!text.startsWith(t, at)) return false;
    at += t.length;
  }
  return at === text.length;
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

/**
 * Whether the first `n` words joined with spaces would pass HAS_RTL (a one-character class: it matches in
 * the join exactly when it matches in a word). Tested word by word on their flat strings, not on a
 * concatenation.
 */
export function mayBeRtl(words: ReadonlyArray<{ text: string }>, n = words.length): boolean {
  for (let i = 0; i < n; i++) if (HAS_RTL.test(words[i].text)) return true;
  return false;
}

/**
 * A segment of `line` made of `sortedWords` (only read: it may be the line's own array). Most segments are
 * a whole line: they share its text and box, which are what their words make, rather than keep copies.
 */
function makeSegment(sortedWords: Word[], page: number, line: Line): PageSegment {
  // The run is already left to right (reading order unless the script is right to left).
  const shared = joinsTo(sortedWords, line.text);
  const ltrText = shared ? line.text : joinTexts(sortedWords);
  // isRtl starts with the test mayBeRtl makes word by word: on the line's own text (read whole just
  // above) one test does for all.
  const rtl = (shared || mayBeRtl(sortedWords)) && isRtl(ltrText);
  const words = rtl ? sortedWords.slice().reverse() : sortedWords;
  const bbox = unionBox(words, line.bbox);
  let conf = 0;
  let ocr = false;
  for (const w of words) {
    conf += w.confidence;
    if (w.source === 'ocr') ocr = true;
  }
  const confidence = conf / words.length;
  // The key order of the layout line this becomes.
  return {
    text: rtl ? joinTexts(words) : ltrText,
    bbox,
    words,
    page,
    index: 0,
    block: 0,
    confidence,
    source: ocr ? 'ocr' : 'text',
    height: bbox[3] - bbox[1],
  };
}

const NON_BLANK = /\S/;

function sortedByX(words: Word[]): boolean {
  for (let i = 1; i < words.length; i++) if (words[i].bbox[0] < words[i - 1].bbox[0]) return false;
  return true;
}

/** NON_BLANK.test, answered without the regex for the usual word that starts with a printable ASCII character. */
function nonBlank(text: string): boolean {
  const c = text.charCodeAt(0);
  return (c > 32 && c < 127) || NON_BLANK.test(text);
}

function allNonBlank(words: Word[]): boolean {
  for (const w of words) if (!nonBlank(w.text)) return false;
  return true;
}

/**
 * Cut lines at gaps wider than `gapFactor` × the line height (about three spaces), which is how PDF
 * producers and OCR engines glue separate columns into one line.
 */
export function toSegments(page: PageContent, gapFactor = 1.2): PageSegment[] {
  const out: PageSegment[] = [];
  for (const line of page.lines) {
    // `\S` is exactly what `trim` keeps, without making a trimmed copy of every word. The line's own
    // array is never written: a line that is one segment shares it, a cut one gets slices.
    let words = allNonBlank(line.words) ? line.words : line.words.filter((w) => nonBlank(w.text));
    if (words.length === 0) continue;
    // Text layers give words left to right already: sort only when they are not.
    if (!sortedByX(words)) words = (words === line.words ? words.slice() : words).sort((a, b) => a.bbox[0] - b.bbox[0]);
    const h = Math.max(1, line.bbox[3] - line.bbox[1]);
    let start = 0;
    for (let i = 1; i < words.length; i++) {
      const gap = words[i].bbox[0] - words[i - 1].bbox[2];
      const wh = Math.max(1, Math.min(h, words[i].bbox[3] - words[i].bbox[1], words[i - 1].bbox[3] - words[i - 1].bbox[1]));
      if (gap > gapFactor * wh) {
        out.push(makeSegment(words.slice(start, i), page.pageNumber, line));
        start = i;
      }
    }
    out.push(makeSegment(start === 0 ? words : words.slice(start), page.pageNumber, line));
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

const centre = (s: Segment): number => (s.bbox[1] + s.bbox[3]) / 2;
const left = (s: Segment): number => s.bbox[0];

/** Where the rows of the last `rowStarts` call start (reused: read before the next call). */
let starts = new Int32Array(256);

/**
 * Sorts `segments` in place by vertical centre (stably) and returns the number of visual rows, their starts
 * left in `starts` followed by the length: a segment joins the row above when its centre is within the row's
 * band, or it overlaps the row vertically by most of the smaller height. Only the row's vertical extent
 * decides, so only that is kept.
 */
function rowStarts(segments: Segment[]): number {
  sortByKey(segments, centre);
  if (starts.length <= segments.length) starts = new Int32Array(2 * segments.length + 1);
  let rows = 0;
  let y0 = 0;
  let y1 = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    const b = s.bbox;
    if (i > 0) {
      const tol = Math.min(y1 - y0, s.height) * 0.5;
      if (Math.abs(centre(s) - (y0 + y1) / 2) <= Math.max(1, tol) || overlapOfRow(y0, y1, b) > 0.7) {
        y0 = Math.min(y0, b[1]);
        y1 = Math.max(y1, b[3]);
        continue;
      }
    }
    starts[rows++] = i;
    y0 = b[1];
    y1 = b[3];
  }
  starts[rows] = segments.length;
  return rows;
}

/** `verticalOverlap` of a row spanning [y0, y1] and a box. */
function overlapOfRow(y0: number, y1: number, b: BBox): number {
  const inter = Math.min(y1, b[3]) - Math.max(y0, b[1]);
  const h = Math.min(y1 - y0, b[3] - b[1]);
  return h <= 0 ? 0 : inter / h;
}

/** Group segments into visual rows (vertical centres within each other's band), top to bottom, left to right. */
export function toRows(segments: Segment[]): Row[] {
  const sorted = segments.slice();
  const count = rowStarts(sorted);
  const rows: Row[] = [];
  for (let k = 0; k < count; k++) {
    const run = sorted.slice(starts[k], starts[k + 1]);
    // The row's box as it grew segment by segment (top to bottom), before its segments go left to right.
    const f = run[0].bbox;
    const bbox: BBox = [f[0], f[1], f[2], f[3]];
    for (let i = 1; i < run.length; i++) {
      const b = run[i].bbox;
      bbox[0] = Math.min(bbox[0], b[0]);
      bbox[1] = Math.min(bbox[1], b[1]);
      bbox[2] = Math.max(bbox[2], b[2]);
      bbox[3] = Math.max(bbox[3], b[3]);
    }
    rows.push({ bbox, segments: sortByKey(run, left) });
  }
  return rows;
}

/**
 * Sorts `segments` (an array the caller gives away) in place into reading order: the rows of `toRows` top
 * to bottom, each left to right, without making the rows.
 */
export function readingSequence(segments: Segment[]): Segment[] {
  // Most blocks are one segment.
  if (segments.length < 2) return segments;
  const count = rowStarts(segments);
  for (let k = 0; k < count; k++) sortRangeByKey(segments, starts[k], starts[k + 1], left);
  return segments;
}

/** Heights being selected from (reused: a typed array per call costs more than the selection). */
let heights = new Float64Array(256);

/** Median segment height (0 for none): the value a sort would put at the middle, found by quickselect. */
export function medianHeight(segments: Segment[]): number {
  const n = segments.length;
  if (n === 0) return 0;
  if (heights.length < n) heights = new Float64Array(2 * n);
  const a = heights;
  for (let i = 0; i < n; i++) a[i] = segments[i].height;
  const k = Math.floor(n / 2);
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i++] = a[j];
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k];
}
