/**
 * Rows: segments that share a baseline band, found on index buffers over flat box columns (the reading
 * order's blocks and the tables' rows group the same way), and the median segment height.
 */
import type { BBox } from '../types.ts';
import type { Segment } from './segments.ts';
import { sortIndices } from './stable-sort.ts';

export interface Row {
  bbox: BBox;
  segments: Segment[];
}

/** Box columns of the items being grouped: item i spans [y0[i], y1[i]] vertically, centred at cy[i]. */
export interface RowKeys {
  x0: Float64Array;
  y0: Float64Array;
  y1: Float64Array;
  cy: Float64Array;
  /** Each item's `height` (a segment's own, which is its box's). */
  h: Float64Array;
  /** Where the rows of the last `rowRuns` call start (room for one more than the items). */
  starts: Int32Array;
}

/**
 * Groups idx[lo, hi) into visual rows: sorts it stably by vertical centre, finds the rows and sorts each
 * one stably by left edge. Returns their number, their starts left in `keys.starts` followed by `hi`. An item
 * joins the row above when its centre is within the row's band, or it overlaps the row vertically by most
 * of the smaller height; only the row's vertical extent decides, so only that is kept.
 */
export function rowRuns(keys: RowKeys, idx: Int32Array, lo: number, hi: number): number {
  const { x0, y0, y1, cy, h, starts } = keys;
  sortIndices(cy, idx, lo, hi);
  let rows = 0;
  let top = 0;
  let bottom = 0;
  for (let k = lo; k < hi; k++) {
    const i = idx[k];
    if (k > lo) {
      const tol = Math.min(bottom - top, h[i]) * 0.5;
      if (Math.abs(cy[i] - (top + bottom) / 2) <= Math.max(1, tol) || overlapOfRow(top, bottom, y0[i], y1[i]) > 0.7) {
        top = Math.min(top, y0[i]);
        bottom = Math.max(bottom, y1[i]);
        continue;
      }
    }
    starts[rows++] = k;
    top = y0[i];
    bottom = y1[i];
  }
  starts[rows] = hi;
  for (let r = 0; r < rows; r++) sortIndices(x0, idx, starts[r], starts[r + 1]);
  return rows;
}

/** `verticalOverlap` of a row spanning [top, bottom] and a box spanning [y0, y1]. */
function overlapOfRow(top: number, bottom: number, y0: number, y1: number): number {
  const inter = Math.min(bottom, y1) - Math.max(top, y0);
  const h = Math.min(bottom - top, y1 - y0);
  return h <= 0 ? 0 : inter / h;
}

/** Box columns of the segments `toRows` groups, reused from call to call. */
let keys = rowKeys(256);

function rowKeys(n: number): RowKeys & { x1: Float64Array; order: Int32Array } {
  const f = (): Float64Array => new Float64Array(n);
  return { x0: f(), y0: f(), x1: f(), y1: f(), cy: f(), h: f(), starts: new Int32Array(n + 1), order: new Int32Array(n) };
}

/** Group segments into visual rows (vertical centres within each other's band), top to bottom, left to right. */
export function toRows(segments: Segment[]): Row[] {
  const n = segments.length;
  if (keys.order.length < n) keys = rowKeys(2 * n);
  const { x0, y0, x1, y1, cy, h, order, starts } = keys;
  for (let i = 0; i < n; i++) {
    const s = segments[i];
    const b = s.bbox;
    x0[i] = b[0];
    y0[i] = b[1];
    x1[i] = b[2];
    y1[i] = b[3];
    cy[i] = (b[1] + b[3]) / 2;
    h[i] = s.height;
    order[i] = i;
  }
  const count = rowRuns(keys, order, 0, n);
  const rows: Row[] = [];
  for (let r = 0; r < count; r++) {
    const from = starts[r];
    const to = starts[r + 1];
    // Made at its size: most rows hold a segment or two.
    const run = new Array<Segment>(to - from);
    let i = order[from];
    const bbox: BBox = [x0[i], y0[i], x1[i], y1[i]];
    run[0] = segments[i];
    for (let k = from + 1; k < to; k++) {
      i = order[k];
      run[k - from] = segments[i];
      bbox[0] = Math.min(bbox[0], x0[i]);
      bbox[1] = Math.min(bbox[1], y0[i]);
      bbox[2] = Math.max(bbox[2], x1[i]);
      bbox[3] = Math.max(bbox[3], y1[i]);
    }
    rows.push({ bbox, segments: run });
  }
  return rows;
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
