/**
 * Segments: the input lines cut wherever words are separated by a wide gap (a column gap, a label and its
 * value far apart), so that every segment is one run of text.
 */
import type { BBox, Line, PageContent, Word } from '../types.ts';

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

const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff\u0700-\u074f\ufb1d-\ufdff\ufe70-\ufeff]/gu;
const ANY_LETTER = /\p{L}/gu;
/** The same ranges as RTL_LETTER, as a plain test: most text has no such letter and needs no counting. */
const HAS_RTL = /[\u0590-\u074f\ufb1d-\ufdff\ufe70-\ufeff]/;

/** True when most letters of `text` are of a right-to-left script (Hebrew, Arabic, Syriac). */
export function isRtl(text: string): boolean {
  return HAS_RTL.test(text) && mostlyRtl(text);
}

/** `isRtl` of a text known to hold a character of its right-to-left ranges. */
function mostlyRtl(text: string): boolean {
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

/** The segments of a page, and whether any of their words holds a right-to-left character. */
export interface SegmentedPage {
  segments: PageSegment[];
  /**
   * Some word of a segment has a character of the right-to-left ranges: where none has, no text made of
   * the page's words (a table cell) needs the test.
   */
  rtl: boolean;
}

/**
 * A segment of `line` made of `words` (only read: it may be the line's own array), added to `into`. Most
 * segments are a whole line: they share its text and box, which are what their words make, rather than
 * keep copies.
 */
function addSegment(into: SegmentedPage, words: Word[], page: number, line: Line): void {
  // The run is already left to right (reading order unless the script is right to left).
  const shared = joinsTo(words, line.text);
  const ltrText = shared ? line.text : joinTexts(words);
  // On the line's own text (read whole just above) one test does for all its words.
  const anyRtl = shared ? HAS_RTL.test(ltrText) : mayBeRtl(words);
  const rtl = anyRtl && mostlyRtl(ltrText);
  if (anyRtl) into.rtl = true;
  const ordered = rtl ? words.slice().reverse() : words;
  // The union of the word boxes, their confidence and source in one pass, folded in locals.
  const f = words[0].bbox;
  let x0 = f[0];
  let y0 = f[1];
  let x1 = f[2];
  let y1 = f[3];
  let conf = 0;
  let ocr = false;
  for (const w of ordered) {
    const b = w.bbox;
    x0 = Math.min(x0, b[0]);
    y0 = Math.min(y0, b[1]);
    x1 = Math.max(x1, b[2]);
    y1 = Math.max(y1, b[3]);
    conf += w.confidence;
    if (w.source === 'ocr') ocr = true;
  }
  // The line's own box when it is the union (boxes are never written).
  const like = line.bbox;
  const same = Object.is(x0, like[0]) && Object.is(y0, like[1]) && Object.is(x1, like[2]) && Object.is(y1, like[3]);
  // The key order of the layout line this becomes.
  into.segments.push({
    text: rtl ? joinTexts(ordered) : ltrText,
    bbox: same ? like : [x0, y0, x1, y1],
    words: ordered,
    page,
    index: 0,
    block: 0,
    confidence: conf / words.length,
    source: ocr ? 'ocr' : 'text',
    height: y1 - y0,
  });
}

const NON_BLANK = /\S/;

/** NON_BLANK.test, answered without the regex for the usual word that starts with a printable ASCII character. */
function nonBlank(text: string): boolean {
  const c = text.charCodeAt(0);
  return (c > 32 && c < 127) || NON_BLANK.test(text);
}

/**
 * Whether `words` are one segment as they are: all non-blank, left to right, with no gap to cut at. Most
 * lines are (59 % are one word): one pass tells.
 */
function wholeLine(words: Word[], h: number, gapFactor: number): boolean {
  if (words.length === 0 || !nonBlank(words[0].text)) return false;
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1].bbox;
    const b = words[i].bbox;
    if (b[0] < a[0] || !nonBlank(words[i].text) || isGap(a, b, h, gapFactor)) return false;
  }
  return true;
}

/** Whether the gap between neighbouring word boxes `a` and `b` is wide enough to cut the line at. */
function isGap(a: BBox, b: BBox, h: number, gapFactor: number): boolean {
  const wh = Math.max(1, Math.min(h, b[3] - b[1], a[3] - a[1]));
  return b[0] - a[2] > gapFactor * wh;
}

function sortedByX(words: Word[]): boolean {
  for (let i = 1; i < words.length; i++) if (words[i].bbox[0] < words[i - 1].bbox[0]) return false;
  return true;
}

/**
 * Cut lines at gaps wider than `gapFactor` × the line height (about three spaces), which is how PDF
 * producers and OCR engines glue separate columns into one line.
 */
export function segmentPage(page: PageContent, gapFactor = 1.2): SegmentedPage {
  const into: SegmentedPage = { segments: [], rtl: false };
  const pageNumber = page.pageNumber;
  for (const line of page.lines) {
    const h = Math.max(1, line.bbox[3] - line.bbox[1]);
    if (wholeLine(line.words, h, gapFactor)) {
      addSegment(into, line.words, pageNumber, line);
      continue;
    }
    // `\S` is exactly what `trim` keeps, without making a trimmed copy of every word. The line's own
    // array is never written: a cut line's segments are slices.
    let words = line.words.filter((w) => nonBlank(w.text));
    if (words.length === 0) continue;
    // Text layers give words left to right already: sort only when they are not.
    if (!sortedByX(words)) words.sort((a, b) => a.bbox[0] - b.bbox[0]);
    let start = 0;
    for (let i = 1; i < words.length; i++) {
      if (isGap(words[i - 1].bbox, words[i].bbox, h, gapFactor)) {
        addSegment(into, words.slice(start, i), pageNumber, line);
        start = i;
      }
    }
    addSegment(into, start === 0 ? words : words.slice(start), pageNumber, line);
  }
  return into;
}

/** The segments of `segmentPage`. */
export function toSegments(page: PageContent, gapFactor = 1.2): PageSegment[] {
  return segmentPage(page, gapFactor).segments;
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


export { toRows, type Row } from './rows.ts';
