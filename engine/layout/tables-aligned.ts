/**
 * Tables without rulings: runs of rows whose segments line up in the same whitespace-separated columns.
 * Columns come from the projection of the multi-segment rows onto the x axis; a segment over several
 * columns becomes a spanning cell.
 */
import type { GridCell, GridTable } from '../extract/context.ts';
import { medianHeight, toRows, type Row } from './rows.ts';
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
function projectColumns(rows: Row[]): Array<[number, number]> {
  let n = 0;
  for (const r of rows) n += 2 * r.segments.length;
  if (steps.length < n) steps = new Float64Array(2 * n);
  n = 0;
  for (const r of rows) {
    // A row counts once per x: its segments are sorted by left edge, so the union is walked left to right.
    let done = -Infinity;
    for (const s of r.segments) {
      const end = Math.ceil(s.bbox[2]);
      const start = Math.max(done, Math.floor(s.bbox[0]));
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
  const threshold = rows.length >= 3 ? Math.max(1, Math.floor(rows.length * 0.2)) : 0;
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

function buildGrid(rows: Row[], cols: Array<[number, number]>, opts: Options): GridTable {
  const grid: Array<Array<GridCell | null>> = [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const row of rows) {
    const cells: Array<GridCell | null> = new Array(cols.length).fill(null);
    for (const s of row.segments) {
      x0 = Math.min(x0, s.bbox[0]);
      y0 = Math.min(y0, s.bbox[1]);
      x1 = Math.max(x1, s.bbox[2]);
      y1 = Math.max(y1, s.bbox[3]);
      // The columns the segment overlaps; none when it sits in a gap (a header wider than its data): the nearest.
      let first = -1;
      let last = -1;
      // Columns run left to right without overlapping: none from the first starting at its right edge on.
      for (let i = 0; i < cols.length && cols[i][0] < s.bbox[2]; i++) {
        if (Math.max(0, Math.min(cols[i][1], s.bbox[2]) - Math.max(cols[i][0], s.bbox[0])) > 0) {
          if (first < 0) first = i;
          last = i;
        }
      }
      if (first < 0) first = last = nearest(cols, (s.bbox[0] + s.bbox[2]) / 2);
      const existing = cells[first];
      if (existing) {
        existing.text += ` ${s.text}`;
        // The cell owns its box (a copy of its first segment's): widened in place.
        const b = existing.bbox;
        b[0] = Math.min(b[0], s.bbox[0]);
        b[1] = Math.min(b[1], s.bbox[1]);
        b[2] = Math.max(b[2], s.bbox[2]);
        b[3] = Math.max(b[3], s.bbox[3]);
      } else {
        cells[first] = { text: s.text, bbox: [s.bbox[0], s.bbox[1], s.bbox[2], s.bbox[3]], rowSpan: 1, colSpan: last - first + 1, confidence: s.confidence };
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

function anyDigit(row: Row): boolean {
  for (const s of row.segments) if (DIGIT.test(s.text)) return true;
  return false;
}

const isMulti = (row: Row): boolean => row.segments.length >= 2;

/**
 * The table of the run rows[from, to), or null. `figure[k]`: whether row k, if it has several segments, has
 * a digit (asked of every such row as it is read).
 */
function runTable(rows: Row[], from: number, to: number, figure: boolean[], minCols: number, opts: Options): GridTable | null {
  // Trim single-segment rows at the ends: they are titles or notes, not table rows.
  while (to > from && !isMulti(rows[to - 1])) to--;
  while (from < to && !isMulti(rows[from])) from++;
  const multi: Row[] = [];
  const data: Row[] = [];
  for (let k = from; k < to; k++) {
    if (!isMulti(rows[k])) continue;
    multi.push(rows[k]);
    if (figure[k]) data.push(rows[k]);
  }
  if (multi.length < 2) return null;
  // Columns come from the data rows when there are enough: a header cell often spans two data columns.
  const cols = projectColumns(data.length >= 2 ? data : multi);
  const enough = cols.length >= minCols || (cols.length === 2 && multi.length >= 4 && minCols <= 2);
  return enough && cols.length >= 2 ? buildGrid(rows.slice(from, to), cols, opts) : null;
}

/**
 * Tables found by column alignment among `segments` (segments inside ruled tables should be removed first).
 * A run continues over rows with one segment (wrapped cell text) but ends at a wide vertical gap. A run is
 * always the rows from its first one to the last one read: it is kept as that range.
 */
export function alignedTables(segments: Segment[], opts: Options): GridTable[] {
  const minCols = opts.minCols ?? 3;
  const rows = toRows(segments);
  if (rows.length < 2) return [];
  const lh = Math.max(4, medianHeight(segments));
  const out: GridTable[] = [];
  const figure: boolean[] = [];
  let from = 0;
  let to = 0;
  const flush = (): void => {
    const t = runTable(rows, from, to, figure, minCols, opts);
    if (t) out.push(t);
    from = to;
  };
  let singles = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const multi = isMulti(row);
    figure.push(multi && anyDigit(row));
    if (to > from) {
      const prev = rows[i - 1];
      // A row of words only, after a row with figures, starts a new table (its header).
      if (row.bbox[1] - prev.bbox[3] > 2.5 * lh || (multi && !figure[i] && (isMulti(prev) ? figure[i - 1] : anyDigit(prev)))) flush();
    }
    if (multi) {
      singles = 0;
      if (to === from) from = i;
      to = i + 1;
    } else if (to > from) {
      singles++;
      if (singles > 3) {
        flush();
        singles = 0;
      } else to = i + 1;
    }
  }
  flush();
  return out;
}
