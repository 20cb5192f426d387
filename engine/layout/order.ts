/**
 * Reading order by recursive XY-cut: split a region at the widest horizontal whitespace band, else at a
 * vertical gutter (columns), until neither exists; each leaf is a block read top to bottom.
 */
import type { BBox } from '../types.ts';
import { median, toRows, type Row, type Segment } from './segments.ts';

export interface OrderedBlock {
  bbox: BBox;
  /** Segments of the block in reading order (rows top to bottom, left to right). */
  segments: Segment[];
  /** The same segments as visual rows, top to bottom. */
  rows: Row[];
}

function bounds(segs: Segment[]): BBox {
  const b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const s of segs) {
    if (s.bbox[0] < b[0]) b[0] = s.bbox[0];
    if (s.bbox[1] < b[1]) b[1] = s.bbox[1];
    if (s.bbox[2] > b[2]) b[2] = s.bbox[2];
    if (s.bbox[3] > b[3]) b[3] = s.bbox[3];
  }
  return b;
}

/** Gaps in the projection of `segs` onto one axis (0 = x, 1 = y), as [start, end] sorted by start. */
function gaps(segs: Segment[], axis: 0 | 1): Array<[number, number]> {
  const lo = axis;
  const hi = axis + 2;
  const iv = segs.slice().sort((a, b) => a.bbox[lo] - b.bbox[lo]);
  const out: Array<[number, number]> = [];
  let end = iv[0].bbox[hi];
  for (let i = 1; i < iv.length; i++) {
    const start = iv[i].bbox[lo];
    if (start > end) out.push([end, start]);
    end = Math.max(end, iv[i].bbox[hi]);
  }
  return out;
}

/**
 * `bandOfYCut`: `segs` is one band of a horizontal cut. Every segment lies between two cut gaps, so the
 * band's own projection has only the narrower gaps the parent kept: looking for wide ones again finds none.
 */
function cut(segs: Segment[], lineHeight: number, depth: number, out: OrderedBlock[], bandOfYCut = false): void {
  if (segs.length === 0) return;
  if (segs.length > 1 && depth < 60) {
    const hg = bandOfYCut ? [] : gaps(segs, 1).filter(([a, b]) => b - a >= 0.6 * lineHeight);
    if (hg.length) {
      const at = hg.map(([a, b]) => (a + b) / 2);
      const parts: Segment[][] = at.map(() => []);
      parts.push([]);
      for (const s of segs) {
        const cy = (s.bbox[1] + s.bbox[3]) / 2;
        let k = 0;
        while (k < at.length && cy > at[k]) k++;
        parts[k].push(s);
      }
      for (const p of parts) cut(p, lineHeight, depth + 1, out, true);
      return;
    }
    const vg = gaps(segs, 0).filter(([a, b]) => b - a >= 1.5 * lineHeight);
    if (vg.length) {
      // The widest gutter first: columns of text are separated by the clearest gaps.
      const [a, b] = vg.reduce((best, g) => (g[1] - g[0] > best[1] - best[0] ? g : best));
      const mid = (a + b) / 2;
      cut(segs.filter((s) => s.bbox[2] <= mid), lineHeight, depth + 1, out);
      cut(segs.filter((s) => s.bbox[2] > mid), lineHeight, depth + 1, out);
      return;
    }
  }
  const rows = toRows(segs);
  const ordered: Segment[] = [];
  for (const r of rows) for (const s of r.segments) ordered.push(s);
  out.push({ bbox: bounds(segs), segments: ordered, rows });
}

/** Blocks of one page in reading order (multi-column pages read column by column). */
export function readingOrder(segments: Segment[]): OrderedBlock[] {
  if (segments.length === 0) return [];
  const lineHeight = Math.max(4, median(segments.map((s) => s.height)));
  const out: OrderedBlock[] = [];
  cut(segments, lineHeight, 0, out);
  return out;
}
