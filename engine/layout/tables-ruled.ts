/**
 * Tables drawn with ruling lines: rules that touch each other form a grid; its distinct x and y positions
 * are the column and row boundaries; a missing rule between two grid cells means they are one merged cell.
 */
import type { BBox, PageContent, Word } from '../types.ts';
import type { GridCell, GridTable } from '../extract/context.ts';
import { isRtl, mayBeRtl } from './segments.ts';
import { boundaries, components, covered, onBoundaries, splitRules, type Grid } from './rules.ts';
import { sortRangeByKey } from './stable-sort.ts';
import { firstAtOrBelow, type PageGrids, type WordGrid } from './word-grid.ts';

const wordLeft = (w: Word): number => w.bbox[0];

/**
 * Words of the visual line `makeCell` is reading, its first `n` entries (reused: a cell has a line or a few,
 * and a table hundreds of cells).
 */
const lineWords: Word[] = [];

/**
 * The visual line in `lineWords[0, n)`, sorted here: its words in reading order, joined. `rtl`: some word
 * of the page may be right to left (where none is, no line needs the test).
 */
function lineText(n: number, rtl: boolean): string {
  const words = lineWords;
  if (n === 1) return words[0].text;
  sortRangeByKey(words, 0, n, wordLeft);
  let text = words[0].text;
  for (let i = 1; i < n; i++) text += ' ' + words[i].text;
  // Left to right, unless the line is in a right-to-left script.
  if (!rtl || !mayBeRtl(words, n) || !isRtl(text)) return text;
  text = words[n - 1].text;
  for (let i = n - 2; i >= 0; i--) text += ' ' + words[i].text;
  return text;
}

/**
 * The cell of `box` with its text (made here, not passed on in an object of its own: tables have hundreds).
 * `first` is the grid's first word not above the box (the same for every cell of a row: searched once).
 */
function makeCell(grid: WordGrid, rtl: boolean, first: number, box: BBox, rowSpan: number, colSpan: number): GridCell {
  // Words come in vertical-centre order: visual lines are consecutive runs of them.
  const { items: words, cx, cy } = grid;
  let text = '';
  let n = 0;
  let lineCy = 0;
  let conf = 0;
  let count = 0;
  for (let i = first; i < cy.length && cy[i] <= box[3]; i++) {
    if (cx[i] < box[0] || cx[i] > box[2]) continue;
    const w = words[i];
    conf += w.confidence;
    if (count > 0 && Math.abs(lineCy - cy[i]) < Math.max(2, (w.bbox[3] - w.bbox[1]) * 0.5)) lineWords[n++] = w;
    else {
      if (count > 0) text += lineText(n, rtl) + '\n';
      lineWords[0] = w;
      n = 1;
      lineCy = cy[i];
    }
    count++;
  }
  if (count === 0) return { text: '', bbox: box, rowSpan, colSpan, confidence: 1 };
  return { text: text + lineText(n, rtl), bbox: box, rowSpan, colSpan, confidence: conf / count };
}

/** The most visual lines a header band split into its columns' cells may have. */
const MAX_BAND_LINES = 3;

/**
 * Does the band from y0 to y1 over columns c..c2 hold words in every column, none of them across a column
 * boundary? Then it is a row of separate cells whose rules were not drawn (a header band boxed as a whole above
 * ruled columns: "Item | Description of Goods | HS Code | Qty | …"), not one merged cell: a title spanning
 * three columns or more leaves some empty or crosses a boundary.
 */
function fillsEveryColumn(grid: WordGrid, first: number, xs: number[], c: number, c2: number, y0: number, y1: number): boolean {
  const { items: words, cx, cy } = grid;
  const seen = new Uint8Array(c2 - c + 1);
  let lines = 0;
  let lineCy = -Infinity;
  for (let i = first; i < cy.length && cy[i] <= y1; i++) {
    if (cy[i] < y0 || cx[i] < xs[c] || cx[i] > xs[c2 + 1]) continue;
    const b = words[i].bbox;
    // A band of a few lines, as headers are: a block of many is a borderless table inside a box (see `coarse`).
    if (cy[i] - lineCy > Math.max(2, (b[3] - b[1]) * 0.5)) {
      if (++lines > MAX_BAND_LINES) return false;
      lineCy = cy[i];
    }
    for (let k = c + 1; k <= c2; k++) if (b[0] < xs[k] - 0.5 && b[2] > xs[k] + 0.5) return false;
    let k = c;
    while (k < c2 && cx[i] > xs[k + 1]) k++;
    seen[k - c] = 1;
  }
  return seen.every((x) => x === 1);
}

/** counts[i] = number of set flags before index i (length flags.length + 1). */
function prefixCounts(flags: boolean[]): number[] {
  const counts = [0];
  for (let i = 0; i < flags.length; i++) counts.push(counts[i] + (flags[i] ? 1 : 0));
  return counts;
}

/** The table of one grid, or null when it is not one (fewer than 2 rows or 2 columns, under 2 filled cells). */
function gridTable(page: PageContent, comp: Grid, grids: PageGrids): GridTable | null {
  // Most groups are boxes (often drawn twice, filled and stroked): two rows of rules, no table.
  const ys = boundaries(comp.h, comp.hOf, comp.v, comp.vOf, true);
  if (!ys) return null;
  const xs = boundaries(comp.v, comp.vOf, comp.h, comp.hOf, false)!;
  if (xs.length < 2) return null;
  const nr = ys.length - 1;
  const nc = xs.length - 1;
  if (nc < 2 && nr < 2) return null;
  const vOn = onBoundaries(comp.v, comp.vOf, xs);
  const hOn = onBoundaries(comp.h, comp.hOf, ys);
  const owner: number[] = new Array(nr * nc).fill(-1);
  const cells: Array<GridCell | null> = new Array(nr * nc).fill(null);
  // Rows and columns holding a filled cell: the others are thin bands or slivers between double rules.
  const rowKeep: boolean[] = new Array(nr).fill(false);
  const colKeep: boolean[] = new Array(nc).fill(false);
  let filled = 0;
  let id = 0;
  const grid = grids.words;
  for (let r = 0; r < nr; r++) {
    const first = firstAtOrBelow(grid, ys[r]);
    // The last column of a band being split into its columns' cells (-1: none).
    let splitTo = -1;
    for (let c = 0; c < nc; c++) {
      if (owner[r * nc + c] >= 0) continue;
      let c2 = c;
      while (c2 + 1 < nc && !covered(comp.v, vOn[c2 + 1], ys[r], ys[r + 1])) c2++;
      let r2 = r;
      while (r2 + 1 < nr && !covered(comp.h, hOn[r2 + 1], xs[c], xs[c2 + 1])) r2++;
      if (r2 === r && c2 > c && (c2 <= splitTo || (c2 - c >= 2 && fillsEveryColumn(grid, first, xs, c, c2, ys[r], ys[r + 1])))) {
        splitTo = c2;
        c2 = c;
      }
      for (let rr = r; rr <= r2; rr++) for (let cc = c; cc <= c2; cc++) owner[rr * nc + cc] = id;
      id++;
      const box: BBox = [xs[c], ys[r], xs[c2 + 1], ys[r2 + 1]];
      const cell = makeCell(grid, grids.rtl, first, box, r2 - r + 1, c2 - c + 1);
      cells[r * nc + c] = cell;
      if (cell.text !== '') {
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

/**
 * Tables from the ruling lines of one page. Grids with fewer than 2 rows or 2 columns are not tables.
 * The page's words sorted by centre are asked of `grids` when a grid first needs them (most pages' rules
 * make none; the caller reads them again for bold marks).
 */
export function ruledTables(page: PageContent, grids: PageGrids): GridTable[] {
  const { h, v } = splitRules(page.rules);
  const out: GridTable[] = [];
  for (const comp of components(h, v)) {
    const t = gridTable(page, comp, grids);
    if (t) out.push(t);
  }
  return out.length > 1 ? out.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]) : out;
}
