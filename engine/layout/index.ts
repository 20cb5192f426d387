/**
 * Layout analysis: words → segments → blocks in reading order, generic label/value pairs, and tables
 * (from ruling lines, else from column alignment), with header rows and continuation across pages.
 */
import type { PageContent, Word } from '../types.ts';
import type { Block, GridCell, GridTable, KeyValue, Layout, LayoutLine } from '../extract/context.ts';
import { readingOrder, type FlatBlocks } from './order.ts';
import { genericPairs } from './pairs.ts';
import { indexRows } from './rows.ts';
import { segmentPage, type PageSegment, type Segment } from './segments.ts';
import { alignedTables } from './tables-aligned.ts';
import { ruledTables } from './tables-ruled.ts';
import { detectHeader, headerTexts, mergeContinued } from './tables.ts';
import { allBoldIn, byCentre, itemsIn, PageGrids, type WordGrid } from './word-grid.ts';

export interface LayoutOptions {
  /** Find tables (the request's extractTables; line items need them, so extractors may ask regardless). */
  tables: boolean;
  /** Minimum columns for a table found by alignment alone. */
  minAlignedCols?: number;
}

function inside(s: Segment, t: GridTable): boolean {
  const cx = (s.bbox[0] + s.bbox[2]) / 2;
  const cy = (s.bbox[1] + s.bbox[3]) / 2;
  return cx >= t.bbox[0] && cx <= t.bbox[2] && cy >= t.bbox[1] && cy <= t.bbox[3];
}

/** Rows `detectHeader` reads the bold hint of: the cells further down are never asked. */
const HEADER_ROWS_READ = 3;

/** Per leading row: it has a filled cell and all its filled cells are bold (only the rows `detectHeader` reads). */
export function boldRows(table: GridTable): boolean[] {
  const out: boolean[] = [];
  for (let r = 0; r < Math.min(HEADER_ROWS_READ, table.rows.length); r++) {
    let any = false;
    let all = true;
    for (const c of table.rows[r]) {
      if (!c || !c.text) continue;
      any = true;
      if (c.bold !== true) all = false;
    }
    out.push(any && all);
  }
  return out;
}

/**
 * Rules that frame a whole block of columns (a box around a borderless table) are decoration, not a grid:
 * a cell holding several rows that each split into separate columns means the real table is inside it.
 * (Rows of the cell's segments taken by vertical centre are the rows of them in page order: `indexRows` sorts
 * them stably by that same centre.)
 */
function coarse(t: GridTable, grids: PageGrids): boolean {
  for (const row of t.rows) {
    for (const cell of row) {
      if (!cell || !cell.text.includes('\n')) continue;
      const rows = indexRows(itemsIn(grids.centres, cell.bbox));
      if (rows.count < 3) continue;
      let split = 0;
      for (let r = 0; r < rows.count; r++) if (rows.starts[r + 1] - rows.starts[r] >= 2) split++;
      if (split >= 3) return true;
    }
  }
  return false;
}

/**
 * Tables of one page: ruled grids first, then aligned runs among the text outside them. `rtl`: whether a
 * word of the segments may be right to left (as `segmentPage` tells).
 */
export function pageTables(page: PageContent, segments: Segment[], minAlignedCols = 3, rtl = true): GridTable[] {
  const grids = new PageGrids(segments, rtl);
  const ruled = ruledTables(page, grids).filter((t) => !coarse(t, grids));
  const rest = ruled.length ? segments.filter((s) => !ruled.some((t) => inside(s, t))) : segments;
  const aligned = alignedTables(rest, { page: page.pageNumber, source: page.textSource === 'ocr' ? 'ocr' : 'text', minCols: minAlignedCols });
  // Most pages have one table or none: nothing to merge or sort.
  const tables = ruled.length + aligned.length <= 1 ? (ruled.length ? ruled : aligned) : ruled.concat(aligned).sort((a, b) => a.bbox[1] - b.bbox[1]);
  for (const t of tables) {
    // Whether the words in each header cell are all bold: from the page's sorted words when a ruled grid
    // needed them, else from the few words in the band of the header rows (no sort of the page for them).
    const cells = headerCells(t);
    if (cells.length) {
      const grid = grids.wordsMade ?? wordsInBand(cells, segments);
      for (const cell of cells) cell.bold = allBoldIn(grid, cell.bbox);
    }
    t.headerRows = detectHeader(t, boldRows(t));
    t.header = headerTexts(t);
  }
  return tables;
}

/** The filled cells of the rows `detectHeader` reads the bold hint of (cells further down are never asked). */
function headerCells(t: GridTable): GridCell[] {
  const cells: GridCell[] = [];
  for (let r = 0; r < Math.min(HEADER_ROWS_READ, t.rows.length); r++) for (const cell of t.rows[r]) if (cell && cell.text) cells.push(cell);
  return cells;
}

/** The words of `segments` centred in the band of rows that `cells` span, in a centre grid. */
function wordsInBand(cells: GridCell[], segments: Segment[]): WordGrid {
  let top = Infinity;
  let bottom = -Infinity;
  for (const cell of cells) {
    top = Math.min(top, cell.bbox[1]);
    bottom = Math.max(bottom, cell.bbox[3]);
  }
  const band: Word[] = [];
  for (const s of segments) {
    for (const w of s.words) {
      const cy = (w.bbox[1] + w.bbox[3]) / 2;
      if (cy >= top && cy <= bottom) band.push(w);
    }
  }
  return byCentre(band);
}

/** Build the layout of a document. */
export function buildLayout(pages: PageContent[], options: LayoutOptions): Layout {
  // The segments are the lines: shaped as lines already, they only learn their place.
  const lines: PageSegment[] = [];
  // The blocks found, kept flat: their objects are made on first read (few extractors read blocks).
  const found: FlatBlocks = { page: [], bbox: [], first: [] };
  const tables: GridTable[] = [];
  for (const page of pages) {
    const segmented = segmentPage(page);
    const firstBlock = found.first.length;
    readingOrder(segmented.segments, page.pageNumber, found, lines);
    for (let b = firstBlock; b < found.first.length; b++) {
      const end = b + 1 < found.first.length ? found.first[b + 1] : lines.length;
      for (let k = found.first[b]; k < end; k++) {
        lines[k].index = k;
        lines[k].block = b;
      }
    }
    if (options.tables) tables.push(...pageTables(page, segmented.segments, options.minAlignedCols, segmented.rtl));
  }
  const heights = new Map(pages.map((p) => [p.pageNumber, p.height]));
  const widths = new Map(pages.map((p) => [p.pageNumber, p.width]));
  return new DocumentLayout(lines, mergeContinued(tables, heights), found, widths);
}

/**
 * A document's layout: blocks and label/value pairs made on first read, once (few extractors read blocks;
 * the pairs feed only the generic extractor). A class, not an object literal with getters: one of those
 * is made through the runtime, and there is one layout per document.
 */
class DocumentLayout implements Layout {
  private madeBlocks: Block[] | null = null;
  private pairs: KeyValue[] | null = null;
  /** Lines at build time: where the last block ends. */
  private readonly lineCount: number;
  constructor(
    readonly lines: LayoutLine[],
    readonly tables: GridTable[],
    private readonly found: FlatBlocks,
    private readonly widths: Map<number, number>,
  ) {
    this.lineCount = lines.length;
  }

  get blocks(): Block[] {
    return (this.madeBlocks ??= makeBlocks(this.found, this.lineCount, this.lines));
  }

  get keyValues(): KeyValue[] {
    return (this.pairs ??= genericPairs(this.lines, (p) => this.widths.get(p) ?? 600));
  }

  toJSON(): Layout {
    return { lines: this.lines, blocks: this.blocks, keyValues: this.keyValues, tables: this.tables };
  }
}

/** The blocks of `found`, whose last one ends at line `lineCount`. */
function makeBlocks(found: FlatBlocks, lineCount: number, lines: LayoutLine[]): Block[] {
  const out: Block[] = [];
  const n = found.first.length;
  for (let i = 0; i < n; i++) {
    const end = i + 1 < n ? found.first[i + 1] : lineCount;
    const idx: number[] = [];
    for (let k = found.first[i]; k < end; k++) idx.push(k);
    out.push(new LazyBlock(found.page[i], i, found.bbox[i], idx, lines));
  }
  return out;
}

/** A block whose text is joined on first read (few extractors read it; every page has many blocks). */
class LazyBlock implements Block {
  private joined: string | null = null;
  constructor(
    readonly page: number,
    readonly index: number,
    readonly bbox: Block['bbox'],
    readonly lines: number[],
    private readonly all: LayoutLine[],
  ) {}

  get text(): string {
    return (this.joined ??= this.lines.map((i) => this.all[i].text).join('\n'));
  }

  toJSON(): Block {
    return { page: this.page, index: this.index, bbox: this.bbox, lines: this.lines, text: this.text };
  }
}

export { toSegments, toRows } from './segments.ts';
export { toEngineTable } from './tables.ts';
