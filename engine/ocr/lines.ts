/**
 * Turns recognised boxes into the engine's Line/Word shapes (page pixels, source 'ocr') in reading order.
 */
import type { BBox, Line, Word } from '../types.ts';
import type { DecodedLine } from './ctc.ts';
import { splitWords } from './ctc.ts';
import { aabb, type RBox } from './geometry.ts';

const r1 = (v: number) => Math.round(v * 10) / 10;
const round = (b: [number, number, number, number]): BBox => [r1(b[0]), r1(b[1]), r1(b[2]), r1(b[3])];

/** Axis-aligned bounds of the slice [f0, f1] (fractions of the width, in reading direction) of a box. */
export function slice(b: RBox, f0: number, f1: number, W: number, H: number): BBox {
  const mid = (f0 + f1) / 2 - 0.5;
  const part: RBox = { ...b, cx: b.cx + mid * b.w * b.ux, cy: b.cy + mid * b.w * b.uy, w: (f1 - f0) * b.w };
  return round(aabb(part, W, H));
}

/** Builds one Line per recognised box; words get positions from CTC timesteps. */
export function toLine(box: RBox, dec: DecodedLine, cropWidth: number, cropHeight: number, flipped: boolean, W: number, H: number): Line | null {
  const spans = splitWords(dec, cropWidth / cropHeight);
  if (spans.length === 0) return null;
  const words: Word[] = spans.map((s) => {
    // A flipped crop was read right-to-left in page terms.
    const [f0, f1] = flipped ? [1 - s.x1, 1 - s.x0] : [s.x0, s.x1];
    return { text: s.text, bbox: slice(box, f0, f1, W, H), confidence: clamp01(s.confidence), source: 'ocr' };
  });
  return { text: words.map((w) => w.text).join(' '), bbox: lineBox(box, W, H), words };
}

/** A detected box's axis-aligned bounds on the page, clipped to it, as a line's bbox. */
export function lineBox(box: RBox, W: number, H: number): BBox {
  return round(aabb(box, W, H));
}

export function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}

/** Sorts lines top to bottom, and left to right within a row (lines whose vertical centres overlap). */
export function readingOrder(lines: Line[]): Line[] {
  const sorted = lines.slice().sort((a, b) => a.bbox[1] + a.bbox[3] - (b.bbox[1] + b.bbox[3]));
  const rows: Line[][] = [];
  for (const l of sorted) {
    const cy = (l.bbox[1] + l.bbox[3]) / 2;
    const row = rows[rows.length - 1];
    const ref = row?.[0];
    if (ref && Math.abs(cy - (ref.bbox[1] + ref.bbox[3]) / 2) < 0.5 * Math.min(ref.bbox[3] - ref.bbox[1], l.bbox[3] - l.bbox[1])) {
      row.push(l);
    } else rows.push([l]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.bbox[0] - b.bbox[0]));
}

/** Mean word confidence over the page (0 when there are no words). */
export function pageConfidence(lines: Line[]): number {
  let sum = 0, n = 0;
  for (const l of lines) for (const w of l.words) { sum += w.confidence; n++; }
  return n ? sum / n : 0;
}
