/**
 * Tables without rulings: runs of rows whose segments line up in the same whitespace-separated columns.
 * Columns come from the projection of the multi-segment rows onto the x axis; a segment over several
 * columns becomes a spanning cell.
 */
import type { BBox } from '../types.ts';
import type { GridCell, GridTable } from '../extract/context.ts';
import { median, toRows, type Row, type Segment } from './segments.ts';

interface Options {
  page: number;
  source: 'text' | 'ocr';
  /** Minimum columns for a table (2-column runs are usually label/value forms). */
  minCols?: number;
}

/**
 * Column intervals: x ranges covered by text in more than a few rows. A handful of rows whose text
 * bridges a gap (a totals label, a wide note) do not merge two columns; those become spanning cells.
 */
function projectColumns(rows: Row[]): Array<[number, number]> {
  const segs = rows.flatMap((r) => r.segments);
  const x0 = Math.floor(Math.min(...segs.map((s) => s.bbox[0])));
  const x1 = Math.ceil(Math.max(...segs.map((s) => s.bbox[2])));
  const cover = new Array<number>(x1 - x0 + 1).fill(0);
  for (const r of rows) {
    // A row counts once per x: its segments are sorted by left edge, so the union is walked left to right.
    let done = 0;
    for (const s of r.segments) {
      const end = Math.ceil(s.bbox[2]) - x0;
      for (let x = Math.max(done, Math.floor(s.bbox[0]) - x0); x < end; x++) cover[x]++;
      if (end > done) done = end;
    }
  }
  const threshold = rows.length >= 3 ? Math.max(1, Math.floor(rows.length * 0.2)) : 0;
  const cols: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= cover.length; i++) {
    const on = i < cover.length && cover[i] > threshold;
    if (on && start < 0) start = i;
    if (!on && start >= 0) {
      cols.push([start + x0, i + x0]);
      start = -1;
    }
  }
  return cols;
}

function overlap(a: [number, number], b: [number, number]): number {
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}

function buildGrid(rows: Row[], cols: Array<[number, number]>, opts: Options): GridTable {
  const grid: Array<Array<GridCell | null>> = [];
  for (const row of rows) {
    const cells: Array<GridCell | null> = new Array(cols.length).fill(null);
    for (const s of row.segments) {
      let hit = cols.map((c, i) => ({ i, o: overlap(c, [s.bbox[0], s.bbox[2]]) })).filter((x) => x.o > 0);
      if (!hit.length) {
        // In a gap between data columns (a header wider than its data): the nearest column.
        const cx = (s.bbox[0] + s.bbox[2]) / 2;
        const near = cols.map((c, i) => ({ i, d: Math.min(Math.abs(c[0] - cx), Math.abs(c[1] - cx)) })).sort((a, b) => a.d - b.d)[0];
        hit = [{ i: near.i, o: 0 }];
      }
      const first = hit[0].i;
      const last = hit[hit.length - 1].i;
      const existing = cells[first];
      if (existing) {
        existing.text += ` ${s.text}`;
        existing.bbox = [Math.min(existing.bbox[0], s.bbox[0]), Math.min(existing.bbox[1], s.bbox[1]), Math.max(existing.bbox[2], s.bbox[2]), Math.max(existing.bbox[3], s.bbox[3])];
      } else {
        cells[first] = { text: s.text, bbox: [...s.bbox] as BBox, rowSpan: 1, colSpan: last - first + 1, confidence: s.confidence };
      }
    }
    grid.push(cells);
  }
  const all = rows.flatMap((r) => r.segments);
  return {
    page: opts.page,
    pages: [opts.page],
    bbox: [
      Math.min(...all.map((s) => s.bbox[0])),
      Math.min(...all.map((s) => s.bbox[1])),
      Math.max(...all.map((s) => s.bbox[2])),
      Math.max(...all.map((s) => s.bbox[3])),
    ],
    rows: grid,
    headerRows: 0,
    header: [],
    method: 'alignment',
    source: opts.source,
  };
}

/**
 * Tables found by column alignment among `segments` (segments inside ruled tables should be removed first).
 * A run continues over rows with one segment (wrapped cell text) but ends at a wide vertical gap.
 */
export function alignedTables(segments: Segment[], opts: Options): GridTable[] {
  const minCols = opts.minCols ?? 3;
  const rows = toRows(segments);
  if (rows.length < 2) return [];
  const lh = Math.max(4, median(segments.map((s) => s.height)));
  const out: GridTable[] = [];
  let run: Row[] = [];
  const flush = () => {
    // Trim single-segment rows at the ends: they are titles or notes, not table rows.
    while (run.length && run[run.length - 1].segments.length < 2) run.pop();
    while (run.length && run[0].segments.length < 2) run.shift();
    const multi = run.filter((r) => r.segments.length >= 2);
    if (multi.length >= 2) {
      // Columns come from the data rows when there are enough: a header cell often spans two data columns.
      const data = multi.filter((r) => r.segments.some((seg) => /\d/.test(seg.text)));
      const cols = projectColumns(data.length >= 2 ? data : multi);
      const enough = cols.length >= minCols || (cols.length === 2 && multi.length >= 4 && minCols <= 2);
      if (enough && cols.length >= 2) out.push(buildGrid(run, cols, opts));
    }
    run = [];
  };
  let singles = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const prev = run[run.length - 1];
    if (prev && row.bbox[1] - prev.bbox[3] > 2.5 * lh) flush();
    // A row of words only, after a row with figures, starts a new table (its header).
    const wordsOnly = row.segments.length >= 2 && row.segments.every((s) => !/\d/.test(s.text));
    if (wordsOnly && prev && /\d/.test(prev.segments.map((s) => s.text).join(' '))) flush();
    if (row.segments.length >= 2) {
      singles = 0;
      run.push(row);
    } else if (run.length) {
      singles++;
      if (singles > 3) {
        flush();
        singles = 0;
      } else run.push(row);
    }
  }
  flush();
  return out;
}
