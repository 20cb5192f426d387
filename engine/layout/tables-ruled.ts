/**
 * Tables drawn with ruling lines: rules that touch each other form a grid; its distinct x and y positions
 * are the column and row boundaries; a missing rule between two grid cells means they are one merged cell.
 */
import type { BBox, PageContent, Word } from '../types.ts';
import type { GridCell, GridTable } from '../extract/context.ts';
import { isRtl, mayBeRtl, type Segment } from './segments.ts';
import { cluster, components, covered, onBoundaries, splitRules, type Grid } from './rules.ts';
import { sortByKey } from './stable-sort.ts';
import { firstAtOrBelow, sortWords, type WordGrid } from './word-grid.ts';

const EMPTY = { text: '', confidence: 1 };

const wordLeft = (w: Word): number => w.bbox[0];

/** One visual line of a cell (a fresh array, sorted here): its words in reading order, joined. */
function lineText(words: Word[]): string {
  if (words.length === 1) return words[0].text;
  sortByKey(words, wordLeft);
  let text = words[0].text;
  for (let i = 1; i < words.length; i++) text += ' ' + words[i].text;
  // Left to right, unless the line is in a right-to-left script.
  if (!mayBeRtl(words) || !isRtl(text)) return text;
  text = words[words.length - 1].text;
  for (let i = words.length - 2; i >= 0; i--) text += ' ' + words[i].text;
  return text;
}

function cellText(grid: WordGrid, box: BBox): { text: string; confidence: number } {
  // Words come in vertical-centre order: visual lines are consecutive runs of them.
  const { words, cx, cy } = grid;
  let text = '';
  let line: Word[] = [];
  let lineCy = 0;
  let conf = 0;
  let count = 0;
  for (let i = firstAtOrBelow(grid, box[1]); i < cy.length && cy[i] <= box[3]; i++) {
    if (cx[i] < box[0] || cx[i] > box[2]) continue;
    const w = words[i];
    conf += w.confidence;
    if (count > 0 && Math.abs(lineCy - cy[i]) < Math.max(2, (w.bbox[3] - w.bbox[1]) * 0.5)) line.push(w);
    else {
      if (count > 0) {
        text += lineText(line) + '\n';
        line = [];
      }
      line.push(w);
      lineCy = cy[i];
    }
    count++;
  }
  if (count === 0) return EMPTY;
  return { text: text + lineText(line), confidence: conf / count };
}

/** counts[i] = number of set flags before index i (length flags.length + 1). */
function prefixCounts(flags: boolean[]): number[] {
  const counts = [0];
  for (let i = 0; i < flags.length; i++) counts.push(counts[i] + (flags[i] ? 1 : 0));
  return counts;
}

/** Boundaries of a grid: every rule position, plus the extents of the rules (tables without an outer frame). */
function boundaries(comp: Grid): { xs: number[]; ys: number[] } {
  const yv: number[] = [];
  for (const s of comp.h) yv.push(s.at);
  for (const s of comp.v) yv.push(s.from, s.to);
  const xv: number[] = [];
  for (const s of comp.v) xv.push(s.at);
  for (const s of comp.h) xv.push(s.from, s.to);
  return { xs: cluster(xv), ys: cluster(yv) };
}

/** The table of one grid, or null when it is not one (fewer than 2 rows or 2 columns, under 2 filled cells). */
function gridTable(page: PageContent, comp: Grid, words: () => WordGrid): GridTable | null {
  const { xs, ys } = boundaries(comp);
  if (ys.length < 3 || xs.length < 2) return null;
  const nr = ys.length - 1;
  const nc = xs.length - 1;
  if (nc < 2 && nr < 2) return null;
  const vOn = onBoundaries(comp.v, xs);
  const hOn = onBoundaries(comp.h, ys);
  const owner: number[] = new Array(nr * nc).fill(-1);
  const cells: Array<GridCell | null> = new Array(nr * nc).fill(null);
  // Rows and columns holding a filled cell: the others are thin bands or slivers between double rules.
  const rowKeep: boolean[] = new Array(nr).fill(false);
  const colKeep: boolean[] = new Array(nc).fill(false);
  let filled = 0;
  let id = 0;
  for (let r = 0; r < nr; r++) {
    for (let c = 0; c < nc; c++) {
      if (owner[r * nc + c] >= 0) continue;
      let c2 = c;
      while (c2 + 1 < nc && !covered(vOn[c2 + 1], ys[r], ys[r + 1])) c2++;
      let r2 = r;
      while (r2 + 1 < nr && !covered(hOn[r2 + 1], xs[c], xs[c2 + 1])) r2++;
      for (let rr = r; rr <= r2; rr++) for (let cc = c; cc <= c2; cc++) owner[rr * nc + cc] = id;
      id++;
      const box: BBox = [xs[c], ys[r], xs[c2 + 1], ys[r2 + 1]];
      const { text, confidence } = cellText(words(), box);
      cells[r * nc + c] = { text, bbox: box, rowSpan: r2 - r + 1, colSpan: c2 - c + 1, confidence };
      if (text !== '') {
        rowKeep[r] = true;
        colKeep[c] = true;
        filled++;
      }
    }
  }
  if (filled < 2) return null;
  // Kept rows/columns before each grid index: a span's kept length is a difference, not a scan per cell.
  const rowsBefore = prefixCounts(rowKeep);
  const colsBefore = prefixCounts(colKeep);
  if (colsBefore[nc] < 2 && rowsBefore[nr] < 2) return null;
  const rows: Array<Array<GridCell | null>> = [];
  for (let r = 0; r < nr; r++) {
    if (!rowKeep[r]) continue;
    const row: Array<GridCell | null> = [];
    for (let c = 0; c < nc; c++) {
      if (!colKeep[c]) continue;
      const cell = cells[r * nc + c];
      if (cell) {
        cell.rowSpan = rowsBefore[Math.min(nr, r + cell.rowSpan)] - rowsBefore[r];
        cell.colSpan = colsBefore[Math.min(nc, c + cell.colSpan)] - colsBefore[c];
      }
      row.push(cell);
    }
    rows.push(row);
  }
  return {
    page: page.pageNumber,
    pages: [page.pageNumber],
    bbox: [xs[0], ys[0], xs[nc], ys[nr]],
    rows,
    headerRows: 0,
    header: [],
    method: 'rulings',
    source: page.textSource === 'ocr' ? 'ocr' : 'text',
  };
}

/** Tables from the ruling lines of one page. Grids with fewer than 2 rows or 2 columns are not tables. */
export function ruledTables(page: PageContent, segments: Segment[], sorted?: () => WordGrid): GridTable[] {
  const { h, v } = splitRules(page.rules);
  const out: GridTable[] = [];
  // The caller may share the page's sorted words (bold marking needs them too): sorted once per page, when needed.
  let own: WordGrid | null = null;
  const words = sorted ?? ((): WordGrid => (own ??= sortWords(segments)));
  for (const comp of components(h, v)) {
    const t = gridTable(page, comp, words);
    if (t) out.push(t);
  }
  return out.length > 1 ? out.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]) : out;
}
