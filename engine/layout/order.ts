/**
 * Reading order by recursive XY-cut: split a region at the widest horizontal whitespace band, else at a
 * vertical gutter (columns), until neither exists; each leaf is a block read top to bottom.
 *
 * A region is a range of index buffers holding the same segments: in page order, by top edge and by left
 * edge. A cut partitions the ranges stably, so a sorted region's parts stay sorted (a stable sort of a
 * subsequence is the subsequence of the stable sort) and are never sorted again. The page is sorted by top
 * edge up front; a region is sorted by left edge only when a gutter is looked for in it, and small regions
 * (most are bands of a row or two) skip the upkeep: sorting one when it is needed costs less.
 *
 * The blocks found are written flat, into the lines and block columns of the document being laid out: no
 * object or array per block (a page has dozens).
 */
import type { BBox } from '../types.ts';
import { median, rowRuns, type RowKeys } from './rows.ts';
import type { Segment } from './segments.ts';
import { sortIndices } from './stable-sort.ts';

/** Blocks in reading order, by column: block i holds the lines from first[i] to the next block's first. */
export interface FlatBlocks {
  page: number[];
  bbox: BBox[];
  first: number[];
}

/** Regions up to this size sort by left edge themselves rather than keep an order up to date. */
const SMALL = 64;

/**
 * Buffers reused from page to page (reading order is never re-entered): typed arrays are costly to make.
 * The row keys are segment i's box edges, vertical centre and height; the rows are a leaf's.
 */
interface Scratch extends RowKeys {
  x1: Float64Array;
  byPage: Int32Array;
  byY: Int32Array;
  /** By left edge: valid in a region once sorted there, kept through the cuts of regions above SMALL. */
  byX: Int32Array;
  /** The part each segment goes to, a partition's output and its write positions. */
  part: Int32Array;
  tmp: Int32Array;
  next: Int32Array;
  /** A leaf's segments being put in reading sequence. */
  seq: Int32Array;
  /** Part starts of the splits under way, innermost last (a stack up to `splitTop`: they outlive the recursion below them). */
  splits: number[];
  splitTop: number;
}

let scratch: Scratch | null = null;

function scratchFor(n: number): Scratch {
  if (scratch && scratch.byPage.length > n) return scratch;
  const cap = Math.max(n + 1, 2 * (scratch?.byPage.length ?? 0), 64);
  const f = (): Float64Array => new Float64Array(cap);
  const i = (): Int32Array => new Int32Array(cap);
  return (scratch = {
    x0: f(),
    y0: f(),
    x1: f(),
    y1: f(),
    cy: f(),
    h: f(),
    starts: i(),
    top: f(),
    bottom: f(),
    byPage: i(),
    byY: i(),
    byX: i(),
    part: i(),
    tmp: i(),
    next: i(),
    seq: i(),
    splits: [],
    splitTop: 0,
  });
}

interface Page {
  segs: Segment[];
  s: Scratch;
  lineHeight: number;
  pageNumber: number;
  blocks: FlatBlocks;
  lines: Segment[];
}

/** Whether buf[lo, hi) is grouped by `part` already, in part order: its stable partition is itself. */
function grouped(part: Int32Array, buf: Int32Array, lo: number, hi: number): boolean {
  for (let k = lo + 1; k < hi; k++) if (part[buf[k]] < part[buf[k - 1]]) return false;
  return true;
}

/**
 * Stable partition of buf[lo, hi) by `part` into the ranges that start at starts[base + q]. The order a cut
 * was found in is grouped by it (a gap separates what lies before it from what lies after), and page order
 * often is: those are left as they are.
 */
function partition(s: Scratch, buf: Int32Array, lo: number, hi: number, base: number, parts: number): void {
  const { part, tmp, next, splits: starts } = s;
  if (grouped(part, buf, lo, hi)) return;
  for (let q = 0; q < parts; q++) next[q] = starts[base + q];
  for (let k = lo; k < hi; k++) tmp[next[part[buf[k]]]++] = buf[k];
  for (let k = lo; k < hi; k++) buf[k] = tmp[k];
}

/** Split [lo, hi) into parts by the `part` of each segment, then read each part in order. */
function split(p: Page, lo: number, hi: number, parts: number, depth: number, bandOfYCut: boolean, xSorted: boolean): void {
  const s = p.s;
  const starts = s.splits;
  const base = s.splitTop;
  s.splitTop += parts + 1;
  while (starts.length < s.splitTop) starts.push(0);
  for (let q = 0; q <= parts; q++) starts[base + q] = 0;
  for (let k = lo; k < hi; k++) starts[base + s.part[s.byPage[k]] + 1]++;
  starts[base] = lo;
  for (let q = 1; q <= parts; q++) starts[base + q] += starts[base + q - 1];
  partition(s, s.byY, lo, hi, base, parts);
  const keepX = xSorted && hi - lo > SMALL;
  if (keepX) partition(s, s.byX, lo, hi, base, parts);
  partition(s, s.byPage, lo, hi, base, parts);
  for (let q = 0; q < parts; q++) cut(p, starts[base + q], starts[base + q + 1], depth + 1, bandOfYCut, keepX);
  s.splitTop = base;
}

/** Midpoints of the gaps at least `min` wide in the projection of [lo, hi) onto y, ascending; null for none. */
function yCuts(s: Scratch, lo: number, hi: number, min: number): number[] | null {
  const { y0, y1, byY } = s;
  let at: number[] | null = null;
  let end = y1[byY[lo]];
  for (let k = lo + 1; k < hi; k++) {
    const i = byY[k];
    const start = y0[i];
    if (start > end && start - end >= min) (at ??= []).push((end + start) / 2);
    end = Math.max(end, y1[i]);
  }
  return at;
}

/**
 * Middle of the widest gap at least `min` wide in the projection of [lo, hi) onto x (the first of equals),
 * or NaN. The region is sorted by left edge from here on.
 */
function xCut(s: Scratch, lo: number, hi: number, min: number, xSorted: boolean): number {
  const { x0, x1, byX } = s;
  if (!xSorted || hi - lo <= SMALL) {
    for (let k = lo; k < hi; k++) byX[k] = s.byPage[k];
    sortIndices(x0, byX, lo, hi);
  }
  let best = -1;
  let mid = NaN;
  let end = x1[byX[lo]];
  for (let k = lo + 1; k < hi; k++) {
    const i = byX[k];
    const start = x0[i];
    if (start > end && start - end >= min && (best < 0 || start - end > best)) {
      best = start - end;
      mid = (end + start) / 2;
    }
    end = Math.max(end, x1[i]);
  }
  return mid;
}

/** The number of cut midpoints (ascending) above `cy`. */
function band(at: number[], cy: number): number {
  let a = 0;
  let b = at.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (cy > at[m]) a = m + 1;
    else b = m;
  }
  return a;
}

/** A leaf: its segments (in page order) as one block, appended in reading sequence (rows top to bottom, each left to right). */
function leaf(p: Page, lo: number, hi: number): void {
  const { byPage, x0: left, y0: top, x1: right, y1: bottom, seq } = p.s;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let k = lo; k < hi; k++) {
    const i = byPage[k];
    if (left[i] < x0) x0 = left[i];
    if (top[i] < y0) y0 = top[i];
    if (right[i] > x1) x1 = right[i];
    if (bottom[i] > y1) y1 = bottom[i];
  }
  const { blocks, lines, segs } = p;
  blocks.page.push(p.pageNumber);
  blocks.first.push(lines.length);
  // Most blocks are one segment: it shares its box (boxes are never written) and is its own sequence.
  if (hi - lo === 1) {
    const only = segs[byPage[lo]];
    const b = only.bbox;
    const same = Object.is(b[0], x0) && Object.is(b[1], y0) && Object.is(b[2], x1) && Object.is(b[3], y1);
    blocks.bbox.push(same ? b : [x0, y0, x1, y1]);
    lines.push(only);
    return;
  }
  blocks.bbox.push([x0, y0, x1, y1]);
  const n = hi - lo;
  for (let k = 0; k < n; k++) seq[k] = byPage[lo + k];
  rowRuns(p.s, seq, 0, n);
  for (let k = 0; k < n; k++) lines.push(segs[seq[k]]);
}

/**
 * `bandOfYCut`: the region is one band of a horizontal cut. Every segment lies between two cut gaps, so the
 * band's own projection has only the narrower gaps the parent kept: looking for wide ones again finds none.
 */
function cut(p: Page, lo: number, hi: number, depth: number, bandOfYCut: boolean, xSorted: boolean): void {
  if (hi === lo) return;
  const s = p.s;
  if (hi - lo > 1 && depth < 60) {
    const at = bandOfYCut ? null : yCuts(s, lo, hi, 0.6 * p.lineHeight);
    if (at) {
      for (let k = lo; k < hi; k++) {
        const i = s.byPage[k];
        s.part[i] = band(at, (s.y0[i] + s.y1[i]) / 2);
      }
      split(p, lo, hi, at.length + 1, depth, true, xSorted);
      return;
    }
    // The widest gutter: columns of text are separated by the clearest gaps.
    const mid = xCut(s, lo, hi, 1.5 * p.lineHeight, xSorted);
    if (!Number.isNaN(mid)) {
      for (let k = lo; k < hi; k++) {
        const i = s.byPage[k];
        s.part[i] = s.x1[i] <= mid ? 0 : 1;
      }
      split(p, lo, hi, 2, depth, false, true);
      return;
    }
  }
  leaf(p, lo, hi);
}

/**
 * Appends the blocks of one page in reading order (multi-column pages read column by column) to `blocks`,
 * and their segments, block by block, to `lines`.
 */
export function readingOrder<S extends Segment>(segments: S[], pageNumber: number, blocks: FlatBlocks, lines: S[]): void {
  const n = segments.length;
  if (n === 0) return;
  const s = scratchFor(n);
  s.splitTop = 0;
  for (let i = 0; i < n; i++) {
    const seg = segments[i];
    const b = seg.bbox;
    s.x0[i] = b[0];
    s.y0[i] = b[1];
    s.x1[i] = b[2];
    s.y1[i] = b[3];
    s.cy[i] = (b[1] + b[3]) / 2;
    s.h[i] = seg.height;
    s.byPage[i] = i;
    s.byY[i] = i;
  }
  sortIndices(s.y0, s.byY, 0, n);
  // The lines are of the segments' type: only those are appended to them.
  const p: Page = { segs: segments, s, lineHeight: Math.max(4, median(s.h, n)), pageNumber, blocks, lines: lines as Segment[] };
  cut(p, 0, n, 0, false, false);
}
