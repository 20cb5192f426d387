/**
 * Layout analysis: words → segments → blocks in reading order, generic label/value pairs, and tables
 * (from ruling lines, else from column alignment), with header rows and continuation across pages.
 */
import type { PageContent } from '../types.ts';
import type { Block, GridTable, KeyValue, Layout, LayoutLine } from '../extract/context.ts';
import { readingOrder } from './order.ts';
import { genericPairs } from './pairs.ts';
import { toRows, toSegments, type Segment } from './segments.ts';
import { alignedTables } from './tables-aligned.ts';
import { ruledTables } from './tables-ruled.ts';
import { detectHeader, headerTexts, mergeContinued } from './tables.ts';
import { allBoldIn, sortWords, type PlacedWord } from './word-grid.ts';

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

function boldRows(table: GridTable): boolean[] {
  return table.rows.map((row) => {
    const cells = row.filter((c) => c && c.text);
    return cells.length > 0 && cells.every((c) => c!.bold === true);
  });
}

/** Tables of one page: ruled grids first, then aligned runs among the text outside them. */
/**
 * Rules that frame a whole block of columns (a box around a borderless table) are decoration, not a grid:
 * a cell holding several rows that each split into separate columns means the real table is inside it.
 */
function coarse(t: GridTable, segments: Segment[]): boolean {
  for (const row of t.rows) {
    for (const cell of row) {
      if (!cell || !cell.text.includes('\n')) continue;
      const inCell = segments.filter((s) => inBox(s, cell.bbox));
      const rows = toRows(inCell);
      if (rows.length >= 3 && rows.filter((r) => r.segments.length >= 2).length >= 3) return true;
    }
  }
  return false;
}

function inBox(s: Segment, b: readonly number[]): boolean {
  const cx = (s.bbox[0] + s.bbox[2]) / 2;
  const cy = (s.bbox[1] + s.bbox[3]) / 2;
  return cx >= b[0] && cx <= b[2] && cy >= b[1] && cy <= b[3];
}

export function pageTables(page: PageContent, segments: Segment[], minAlignedCols = 3): GridTable[] {
  let sorted: PlacedWord[] | null = null;
  const words = (): PlacedWord[] => (sorted ??= sortWords(segments));
  const ruled = ruledTables(page, segments, words).filter((t) => !coarse(t, segments));
  const rest = segments.filter((s) => !ruled.some((t) => inside(s, t)));
  const aligned = alignedTables(rest, { page: page.pageNumber, source: page.textSource === 'ocr' ? 'ocr' : 'text', minCols: minAlignedCols });
  const tables = [...ruled, ...aligned].sort((a, b) => a.bbox[1] - b.bbox[1]);
  for (const t of tables) {
    markBold(t, words());
    t.headerRows = detectHeader(t, boldRows(t));
    t.header = headerTexts(t);
  }
  return tables;
}

/** Rows `detectHeader` reads the bold hint of: the cells further down are never asked. */
const HEADER_ROWS_READ = 3;

function markBold(t: GridTable, words: PlacedWord[]): void {
  for (const row of t.rows.slice(0, HEADER_ROWS_READ)) {
    for (const cell of row) {
      if (!cell || !cell.text) continue;
      cell.bold = allBoldIn(words, cell.bbox);
    }
  }
}

/** Build the layout of a document. */
export function buildLayout(pages: PageContent[], options: LayoutOptions): Layout {
  const lines: LayoutLine[] = [];
  const blocks: Block[] = [];
  let tables: GridTable[] = [];
  for (const page of pages) {
    const segments = toSegments(page);
    for (const ob of readingOrder(segments)) {
      const blockIndex = blocks.length;
      const idx: number[] = [];
      // Within a block, segments on one visual row are one reading line.
      for (const row of ob.rows) {
        for (const s of row.segments) {
          idx.push(lines.length);
          // Spelled out rather than spread: one fixed shape, and this runs for every segment of every page.
          lines.push({ text: s.text, bbox: s.bbox, words: s.words, page: page.pageNumber, index: lines.length, block: blockIndex, confidence: s.confidence, source: s.source, height: s.height } as LayoutLine);
        }
      }
      blocks.push(new LazyBlock(page.pageNumber, blockIndex, ob.bbox, idx, lines));
    }
    if (options.tables) tables.push(...pageTables(page, segments, options.minAlignedCols));
  }
  const heights = new Map(pages.map((p) => [p.pageNumber, p.height]));
  const widths = new Map(pages.map((p) => [p.pageNumber, p.width]));
  tables = mergeContinued(tables, heights);
  // Label/value pairs feed only the generic extractor: computed on first read, once.
  let keyValues: KeyValue[] | null = null;
  return {
    lines,
    blocks,
    get keyValues(): KeyValue[] {
      return (keyValues ??= genericPairs(lines, (p) => widths.get(p) ?? 600));
    },
    tables,
  };
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
