/**
 * Tables without rulings: runs of rows whose segments line up in the same whitespace-separated columns.
 * Columns come from the projection of the multi-segment rows onto the x axis; a segment over several
 * columns becomes a spanning cell.
 */
import type { GridCell, GridTable } from '../extract/context.ts';
import { indexRows, median, type RowIndex } from './rows.ts';
import type { Segment } from './segments.ts';

interface Options {
  page: number;
  source: 'text' | 'ocr';
  /** Minimum columns for a table (2-column runs are usually label/value forms). */
  minCols?: number;
}

/**
 * Where the number of rows covering x changes, reused from call to call (typed arrays are costly to make):
 * 2x + 1 where a row's text starts covering whole point x, 2x where it stops. Sorted, they are the
 * coverage profile's steps in order, without a count per point of the page's width.
 */
let steps = new Float64Array(256);

/**
 * Column intervals: x ranges covered by text in more than a few rows. A handful of rows whose text
 * bridges a gap (a totals label, a wide note) do not merge two columns; those become spanning cells.
 * Coverage is counted at whole points; it only changes where a segment's span starts or ends.
 */
function projectColumns(rows: RowIndex, which: number[]): Array<[number, number]> {
  const { x0, x1, order, starts } = rows;
  let n = 0;
  for (const r of which) n += 2 * (starts[r + 1] - starts[r]);
  if (steps.length < n) steps = new Float64Array(2 * n);
  n = 0;
  for (const r of which) {
    // A row counts once per x: its segments are sorted by left edge, so the union is walked left to right.
    let done = -Infinity;
    for (let k = starts[r]; k < starts[r + 1]; k++) {
      const end = Math.ceil(x1[order[k]]);
      const start = Math.max(done, Math.floor(x0[order[k]]));
      // A box without a finite extent covers no whole points.
      if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
      if (start < end) {
        steps[n++] = 2 * start + 1;
        steps[n++] = 2 * end;
      }
      if (end > done) done = end;
    }
  }
  const changes = steps.subarray(0, n).sort();
  const threshold = which.length >= 3 ? Math.max(1, Math.floor(which.length * 0.2)) : 0;
  const cols: Array<[number, number]> = [];
  let from = 0;
  let open = false;
  let cover = 0;
  // Every start is matched by an end: the coverage is back to 0 after the last change, any column closed.
  for (let k = 0; k < n; ) {
    const x = Math.floor(changes[k] / 2);
    for (; k < n && Math.floor(changes[k] / 2) === x; k++) cover += changes[k] === 2 * x ? -1 : 1;
    const on = cover > threshold;
    if (on && !open) from = x;
    else if (!on && open) cols.push([from, x]);
    open = on;
  }
  return cols;
}

/** Index of the column nearest to `cx` (the first of equals): for a segment in a gap between columns. */
function nearest(cols: Array<[number, number]>, cx: number): number {
  let best = 0;
  let bestD = Math.min(Math.abs(cols[0][0] - cx), Math.abs(cols[0][1] - cx));
  for (let i = 1; i < cols.length; i++) {
    const d = Math.min(Math.abs(cols[i][0] - cx), Math.abs(cols[i][1] - cx));
    if (d < bestD) {
      best = i;
      bestD = d;
    }
  }
  return best;
}

/** The table of rows [from, to) of `rows`, whose segments are those of `segments`, in columns `cols`. */
function buildGrid(segments: Segment[], rows: RowIndex, from: number, to: number, cols: Array<[number, number]>, opts: Options): GridTable {
  const { x0: left, y0: top, x1: right, y1: bottom, order, starts } = rows;
  const grid: Array<Array<GridCell | null>> = [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let r = from; r < to; r++) {
    const cells: Array<GridCell | null> = new Array(cols.length).fill(null);
    for (let k = starts[r]; k < starts[r + 1]; k++) {
      const i = order[k];
      x0 = Math.min(x0, left[i]);
      y0 = Math.min(y0, top[i]);
      x1 = Math.max(x1, right[i]);
      y1 = Math.max(y1, bottom[i]);
      // The columns the segment overlaps; none when it sits in a gap (a header wider than its data): the nearest.
      let first = -1;
      let last = -1;
      // Columns run left to right without overlapping: none from the first starting at its right edge on.
      for (let c = 0; c < cols.length && cols[c][0] < right[i]; c++) {
        if (Math.max(0, Math.min(cols[c][1], right[i]) - Math.max(cols[c][0], left[i])) > 0) {
          if (first < 0) first = c;
          last = c;
        }
      }
      if (first < 0) first = last = nearest(cols, (left[i] + right[i]) / 2);
      const s = segments[i];
      const existing = cells[first];
      if (existing) {
        existing.text += ` ${s.text}`;
        // The cell owns its box (a copy of its first segment's): widened in place.
        const b = existing.bbox;
        b[0] = Math.min(b[0], left[i]);
        b[1] = Math.min(b[1], top[i]);
        b[2] = Math.max(b[2], right[i]);
        b[3] = Math.max(b[3], bottom[i]);
      } else {
        cells[first] = { text: s.text, bbox: [left[i], top[i], right[i], bottom[i]], rowSpan: 1, colSpan: last - first + 1, confidence: s.confidence };
      }
    }
    grid.push(cells);
  }
  return {
    page: opts.page,
    pages: [opts.page],
    bbox: [x0, y0, x1, y1],
    rows: grid,
    headerRows: 0,
    header: [],
    method: 'alignment',
    source: opts.source,
  };
}

const DIGIT = /\d/;

/** Whether a segment of row r has a digit. */
function anyDigit(segments: Segment[], rows: RowIndex, r: number): boolean {
  for (let k = rows.starts[r]; k < rows.starts[r + 1]; k++) if (DIGIT.test(segments[rows.order[k]].text)) return true;
  return false;
}

/** Whether row r has several segments. */
function isMulti(rows: RowIndex, r: number): boolean {
  return rows.starts[r + 1] - rows.starts[r] >= 2;
}

/**
 * The table of the run of rows [from, to), or null. `figure[k]`: whether row k, if it has several segments,
 * has a digit (asked of every such row as it is read).
 */
function runTable(segments: Segment[], rows: RowIndex, from: number, to: number, figure: boolean[], minCols: number, opts: Options): GridTable | null {
  // Trim single-segment rows at the ends: they are titles or notes, not table rows.
  while (to > from && !isMulti(rows, to - 1)) to--;
  while (from < to && !isMulti(rows, from)) from++;
  const multi: number[] = [];
  const data: number[] = [];
  for (let k = from; k < to; k++) {
    if (!isMulti(rows, k)) continue;
    multi.push(k);
    if (figure[k]) data.push(k);
  }
  if (multi.length < 2) return null;
  // Columns come from the data rows when there are enough: a header cell often spans two data columns.
  const cols = projectColumns(rows, data.length >= 2 ? data : multi);
  const enough = cols.length >= minCols || (cols.length === 2 && multi.length >= 4 && minCols <= 2);
  return enough && cols.length >= 2 ? buildGrid(segments, rows, from, to, cols, opts) : null;
}

/**
 * Tables found by column alignment among `segments` (segments inside ruled tables should be removed first).
 * A run continues over rows with one segment (wrapped cell text) but ends at a wide vertical gap. A run is
 * always the rows from its first one to the last one read: it is kept as that range.
 */
export function alignedTables(segments: Segment[], opts: Options): GridTable[] {
  const minCols = opts.minCols ?? 3;
  const rows = indexRows(segments);
  const count = rows.count;
  if (count < 2) return [];
  const lh = Math.max(4, median(rows.h, segments.length));
  const out: GridTable[] = [];
  const figure: boolean[] = [];
  let from = 0;
  let to = 0;
  let singles = 0;
  for (let i = 0; i < count; i++) {
    const multi = isMulti(rows, i);
    figure.push(multi && anyDigit(segments, rows, i));
    // A row of words only, after a row with figures, starts a new table (its header).
    if (to > from && (rows.top[i] - rows.bottom[i - 1] > 2.5 * lh || (multi && !figure[i] && (isMulti(rows, i - 1) ? figure[i - 1] : anyDigit(segments, rows, i - 1))))) {
      addTable(out, runTable(segments, rows, from, to, figure, minCols, opts));
      from = to;
    }
    if (multi) {
      singles = 0;
      if (to === from) from = i;
      to = i + 1;
    } else if (to > from) {
      singles++;
      if (singles > 3) {
        addTable(out, runTable(segments, rows, from, to, figure, minCols, opts));
        from = to;
        singles = 0;
      } else to = i + 1;
    }
  }
  addTable(out, runTable(segments, rows, from, to, figure, minCols, opts));
  return out;
}

function addTable(out: GridTable[], t: GridTable | null): void {
  if (t) out.push(t);
}
