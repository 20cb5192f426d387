/**
 * Rows: segments that share a baseline band, found on index buffers over flat box columns (the reading
 * order's blocks and the tables' rows group the same way), and the median of a page's segment heights.
 */
import type { BBox } from '../types.ts';
import type { Segment } from './segments.ts';
import { sortIndices } from './stable-sort.ts';

export interface Row {
  bbox: BBox;
  segments: Segment[];
}

/**
 * Box columns of the items being grouped (item i spans [y0[i], y1[i]] vertically, centred at cy[i]), and
 * where `rowRuns` leaves the rows it finds.
 */
export interface RowKeys {
  x0: Float64Array;
  y0: Float64Array;
  y1: Float64Array;
  cy: Float64Array;
  /** Each item's `height` (a segment's own, which is its box's). */
  h: Float64Array;
  /** Where each row starts, then where the last one ends (room for one more than the items). */
  starts: Int32Array;
  /** Each row's vertical extent. */
  top: Float64Array;
  bottom: Float64Array;
}

/**
 * Groups idx[lo, hi) into visual rows: sorts it stably by vertical centre, finds the rows and sorts each
 * one stably by left edge. Returns their number; their starts and extents are left in `keys`. An item
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
      keys.top[rows - 1] = top;
      keys.bottom[rows - 1] = bottom;
    }
    starts[rows++] = k;
    top = y0[i];
    bottom = y1[i];
  }
  if (rows > 0) {
    keys.top[rows - 1] = top;
    keys.bottom[rows - 1] = bottom;
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

/**
 * Rows of segments as index ranges: row r holds the segments at order[starts[r], starts[r + 1]), left to
 * right, and spans top[r]..bottom[r]. No object per row: the table search reads most rows only to pass them.
 */
export interface RowIndex extends RowKeys {
  x1: Float64Array;
  order: Int32Array;
  /** The number of rows. */
  count: number;
}

/** The buffers of `indexRows`, reused from call to call. */
let index = rowIndex(256);

function rowIndex(n: number): RowIndex {
  const f = (): Float64Array => new Float64Array(n);
  return { x0: f(), y0: f(), x1: f(), y1: f(), cy: f(), h: f(), starts: new Int32Array(n + 1), top: f(), bottom: f(), order: new Int32Array(n), count: 0 };
}

/**
 * The visual rows of `segments`, top to bottom (see `rowRuns`), in buffers shared from call to call: read
 * them before the next call. The box columns are the segments', by their index in `segments`.
 */
export function indexRows(segments: Segment[]): RowIndex {
  const n = segments.length;
  if (index.order.length < n) index = rowIndex(2 * n);
  const { x0, y0, x1, y1, cy, h, order } = index;
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
  index.count = rowRuns(index, order, 0, n);
  return index;
}

/** Group segments into visual rows (vertical centres within each other's band), top to bottom, left to right. */
export function toRows(segments: Segment[]): Row[] {
  const { x0, y0, x1, y1, order, starts, count } = indexRows(segments);
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

/** Values being selected from (reused: a typed array per call costs more than the selection). */
let selected = new Float64Array(256);

/** The median of values[0, n) (0 for none; of an even count, the upper middle one), leaving them as they are. */
export function median(values: Float64Array, n: number): number {
  if (selected.length < n) selected = new Float64Array(2 * n);
  selected.set(values.subarray(0, n));
  return middleOfSelected(n);
}

/** The value a sort of selected[0, n) would put at the middle (0 for none), found by quickselect. */
function middleOfSelected(n: number): number {
  if (n === 0) return 0;
  const a = selected;
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
