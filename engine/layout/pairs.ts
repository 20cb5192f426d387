/**
 * Label/value pairing. A label is the start of a segment; its value is the rest of that segment
 * ("Invoice No: 123"), else the nearest segment to its right on the same row, else the segment just below
 * it that starts under it.
 */
import type { BBox } from '../types.ts';
import type { KeyValue, LayoutLine } from '../extract/context.ts';
import { horizontalOverlap, verticalOverlap } from './segments.ts';

/**
 * Segments right of `line` on the same row within `maxGap` points, nearest first. OCR lines of skewed
 * scans drift vertically, so they need less vertical overlap to count as one row.
 */
export function rightChain(lines: LayoutLine[], line: LayoutLine, maxGap: number): LayoutLine[] {
  const minOverlap = line.source === 'ocr' ? 0.3 : 0.5;
  const b = line.bbox;
  const out: LayoutLine[] = [];
  for (const o of lines) {
    if (o.page !== line.page || o === line) continue;
    const x = o.bbox[0];
    if (!(x >= b[2] - 1 && verticalOverlap(o.bbox, b) >= minOverlap && x - b[2] <= maxGap)) continue;
    // Inserted in order of left edge, after its equals (as a stable sort puts it): a chain holds a few.
    let j = out.length;
    out.push(o);
    for (; j > 0 && out[j - 1].bbox[0] - x > 0; j--) out[j] = out[j - 1];
    out[j] = o;
  }
  return out;
}

/** The value segment right of `line` on the same row, within `maxGap` points, with nothing in between. */
export function rightOf(lines: LayoutLine[], line: LayoutLine, maxGap: number): LayoutLine | null {
  return rightChain(lines, line, maxGap)[0] ?? null;
}

/** The segment directly below `line` (its top within ~1.5 line heights), overlapping it horizontally. */
export function below(lines: LayoutLine[], line: LayoutLine, maxLines = 1.6): LayoutLine | null {
  const h = line.bbox[3] - line.bbox[1];
  let best: LayoutLine | null = null;
  for (const o of lines) {
    if (o.page !== line.page || o === line) continue;
    const dy = o.bbox[1] - line.bbox[3];
    if (dy < -h * 0.3 || dy > h * maxLines) continue;
    const leftAligned = Math.abs(o.bbox[0] - line.bbox[0]) < h * 1.5;
    if (!leftAligned && horizontalOverlap(o.bbox, line.bbox) < 0.5) continue;
    if (!best || o.bbox[1] < best.bbox[1] || (o.bbox[1] === best.bbox[1] && o.bbox[0] < best.bbox[0])) best = o;
  }
  return best;
}

/** Box of the part of a line after character offset `from` (word boxes of the words starting there). */
export function tailBox(line: LayoutLine, from: number): BBox {
  return boxOfWords(line, from, Infinity);
}

/**
 * The union of the boxes of the words of `line` that start at a character offset in [from, to) (words
 * joined by single spaces); the line's box when there is none. Read in one pass: no list of the words.
 */
function boxOfWords(line: LayoutLine, from: number, to: number): BBox {
  let offset = 0;
  let first: BBox | null = null;
  let last: BBox | null = null;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const w of line.words) {
    if (offset >= from && offset < to) {
      first ??= w.bbox;
      last = w.bbox;
      y0 = Math.min(y0, w.bbox[1]);
      y1 = Math.max(y1, w.bbox[3]);
    }
    offset += w.text.length + 1;
  }
  return first && last ? [first[0], y0, last[2], y1] : line.bbox;
}

const COLON_LABEL = /^([^:：]{2,40}?)\s*[:：]\s*(.*)$/;

/** Generic key/value pairs: every "Label: value" segment, and every "Label:" with a value right or below. */
export function genericPairs(lines: LayoutLine[], pageWidth: (page: number) => number): KeyValue[] {
  const out: KeyValue[] = [];
  // Neighbours are searched among the lines of the same page only.
  const byPage = new Map<number, LayoutLine[]>();
  for (const l of lines) {
    let list = byPage.get(l.page);
    if (!list) byPage.set(l.page, (list = []));
    list.push(l);
  }
  for (const line of lines) {
    const m = COLON_LABEL.exec(line.text);
    if (!m || /^\d+$/.test(m[1]) || /https?$/i.test(m[1])) continue;
    const key = m[1].trim();
    const keyEnd = line.text.indexOf(m[1]) + m[1].length;
    const keyBBox = tailBox(line, 0);
    const base = { page: line.page, key, line: line.index, confidence: line.confidence, source: line.source };
    if (m[2].trim()) {
      const start = line.text.length - m[2].length;
      const kb = line.words.length > 1 ? boxOfWords(line, -Infinity, keyEnd) : keyBBox;
      out.push({ ...base, keyBBox: kb, value: m[2].trim(), valueBBox: tailBox(line, start), position: 'inline' });
      continue;
    }
    const pageLines = byPage.get(line.page)!;
    const right = rightOf(pageLines, line, pageWidth(line.page) * 0.45);
    if (right) {
      out.push({ ...base, keyBBox: line.bbox, value: right.text, valueBBox: right.bbox, position: 'right', confidence: Math.min(line.confidence, right.confidence) });
      continue;
    }
    const under = below(pageLines, line);
    if (under && !COLON_LABEL.test(under.text)) {
      out.push({ ...base, keyBBox: line.bbox, value: under.text, valueBBox: under.bbox, position: 'below', confidence: Math.min(line.confidence, under.confidence) });
    }
  }
  return out;
}
