/**
 * A certificate's goods grid whose numbered column captions run over many short lines (ASEAN Form D boxes 5-10:
 * "9. Gross" / "weight or" / "other quantity" / "and value (FOB)" / … seven lines), more than a table header is read
 * over: each caption's lines joined name its column, and each item's row runs from its number in the item column
 * to the next one. Cells hold every line the row prints in the column, down to a blank line.
 */
import type { Line, PageContent } from '../../types.ts';
import { COLUMN_WORDS, TABLE_COLUMN_WORDS, type ColumnKind } from './labels.ts';
import type { Segment } from './segments.ts';
import { norm } from './table-header.ts';
import { unionBox } from './locate.ts';
import { rowStarts } from './certificate-grid-anchors.ts';
import type { TableCellRead, TableRow } from './table.ts';

const PHRASES: Array<{ p: string; kind: ColumnKind }> = [];
for (const words of [COLUMN_WORDS, ...TABLE_COLUMN_WORDS]) {
  for (const [kind, list] of Object.entries(words) as Array<[ColumnKind, readonly string[]]>) {
    for (const w of list) if (norm(w).length >= 4) PHRASES.push({ p: norm(w), kind });
  }
}
// Only the columns a certificate's goods grid has.
const GRID_KINDS = new Set<ColumnKind>(['item', 'marks', 'description', 'hsCode', 'quantity', 'grossWeight', 'originCriterion', 'invoice']);

/** The column a caption's joined lines name: the longest known wording printed in it. */
function captionKind(text: string, used: Set<ColumnKind>): ColumnKind | null {
  // An optional plural reads as the word itself: "Invoice number(s) and date of invoice(s)".
  const t = ` ${norm(text.replace(/(\p{L})\((?:e?s)\)/giu, '$1'))} `;
  let best: { p: string; kind: ColumnKind } | null = null;
  for (const e of PHRASES) {
    if (!GRID_KINDS.has(e.kind) || used.has(e.kind) || (best && e.p.length <= best.p.length)) continue;
    if (t.includes(` ${e.p} `)) best = e;
  }
  return best?.kind ?? null;
}

interface GridColumn { kind: ColumnKind; x0: number; x1: number }

const BOX_CAPTION = /^\d{1,2}\.\s+\p{L}/u;
const height = (l: Line): number => l.bbox[3] - l.bbox[1];

/** The lines printed one under the other from `first` on, at its left edge, each right under the one above. */
function stackFrom(lines: Line[], first: Line): Line[] {
  const out = [first];
  for (;;) {
    const last = out[out.length - 1];
    const next = lines.find((l) => !out.includes(l) && Math.abs(l.bbox[0] - first.bbox[0]) < 3 && l.bbox[1] > last.bbox[1] + height(last) * 0.4 && l.bbox[1] - last.bbox[3] < height(last) * 0.5);
    if (!next) return out;
    out.push(next);
  }
}

/** The goods rows of a page's numbered grid; none where no three numbered captions side by side name grid columns. */
function pageRows(p: PageContent): TableRow[] {
  const boxes = p.lines.filter((l) => BOX_CAPTION.test(l.text.trim()));
  for (const head of boxes) {
    const band = boxes.filter((l) => Math.abs(l.bbox[1] - head.bbox[1]) < height(head) * 0.5).sort((a, b) => a.bbox[0] - b.bbox[0]);
    if (band.length < 3 || band[0] !== head) continue;
    const used = new Set<ColumnKind>();
    const cols: GridColumn[] = [];
    let bottom = head.bbox[3];
    band.forEach((c, i) => {
      const stack = stackFrom(p.lines, c);
      bottom = Math.max(bottom, ...stack.map((l) => l.bbox[3]));
      const kind = captionKind(stack.map((l) => l.text).join(' '), used);
      if (!kind) return;
      used.add(kind);
      cols.push({ kind, x0: c.bbox[0] - 3, x1: (band[i + 1]?.bbox[0] ?? Infinity) - 3 });
    });
    const item = cols.find((c) => c.kind === 'item');
    if (!item || !cols.some((c) => c.kind === 'description') || cols.length < 3) continue;
    const body = p.lines.filter((l) => l.bbox[1] > bottom);
    const anchors = body.filter((l) => l.bbox[0] >= item.x0 && l.bbox[0] < item.x1 && /^\d{1,3}\.?$/.test(l.text.trim()));
    if (!anchors.length) continue;
    const starts = rowStarts(anchors, body.filter((l) => l.bbox[0] >= cols[0].x0));
    return starts.map((a, k) => {
      const top = a.top - a.h * 0.3;
      const end = starts[k + 1] ? starts[k + 1].top - a.h * 0.3 : Infinity;
      const row: TableRow = {};
      for (const c of cols) {
        const inCell = body.filter((l) => l.bbox[1] >= top && l.bbox[1] < end && l.bbox[0] >= c.x0 && l.bbox[0] < c.x1).sort((x, y) => x.bbox[1] - y.bbox[1]);
        // A blank line ends the item's cell: what follows (a totals line, an L/C reference) is no part of it.
        const cell: Line[] = [];
        for (const l of inCell) {
          const last = cell[cell.length - 1];
          if (last && blankLineBefore(cell, l)) break;
          cell.push(l);
        }
        if (cell.length) row[c.kind] = cellOf(p.pageNumber, c.kind, cell);
      }
      return row;
    });
  }
  return [];
}

/**
 * Whether a blank line comes between a cell's lines and `l`: a gap of more than a line, or, once the cell has set
 * its line pitch (lines whose boxes overlap, as tightly set type does), a step more than half again as long.
 */
function blankLineBefore(cell: Line[], l: Line): boolean {
  const last = cell[cell.length - 1];
  if (l.bbox[1] - last.bbox[3] > height(last) * 1.2) return true;
  const prev = cell[cell.length - 2];
  const pitch = prev ? last.bbox[1] - prev.bbox[1] : 0;
  return pitch > 0 && l.bbox[1] - last.bbox[1] > pitch * 1.8;
}

/**
 * A cell's lines as one read: a weight's own line only ("48,160 KGS" over "G.W."), the others joined. A weight
 * tagged "G.W." under the goods' quantity ("12,000 BOXES" over "G.W. 7,440 KGS") keeps both (withQuantityBox).
 */
function cellOf(page: number, kind: ColumnKind, lines: Line[]): TableCellRead {
  const figures = lines.filter((l) => /\d/.test(l.text));
  const tagged = figures.findIndex((l) => /^G\.?\s?W\.?\s*[:.]?\s*\d/i.test(l.text.trim()));
  const kept = kind !== 'grossWeight' ? lines : tagged > 0 ? [figures[0], figures[tagged]] : figures.slice(0, 1);
  const use = kept.length ? kept : lines;
  const bbox = unionBox(use);
  const size = Math.max(...use.map((l) => l.words[0]?.fontSize ?? height(l)));
  const seg: Segment = { page, text: use.map((l) => l.text.trim()).join(' '), bbox, confidence: 1, source: 'text', line: 0, size };
  return { text: seg.text, seg };
}

/** The goods rows of every page's numbered grid (see the file's comment). */
export function numberedGridRows(pages: PageContent[]): TableRow[] {
  return pages.flatMap(pageRows);
}

/** The goods columns a reading fills: an HS code read inside the description (the grid's) counts as the HS column. */
function kindsRead(rows: TableRow[]): Set<ColumnKind> {
  const kinds = new Set<ColumnKind>();
  for (const row of rows) for (const k of Object.keys(row) as ColumnKind[]) if (GRID_KINDS.has(k)) kinds.add(k);
  if (kinds.has('description')) kinds.add('hsCode');
  return kinds;
}

/**
 * The goods rows of a numbered form's grid: the table reading (captions read as a table header), unless the grid's
 * own reading finds the same items and fills columns the table reading lost (a caption's words cut apart over its
 * lines, beside a neighbour's caption, so the table header missed that column).
 */
export function goodsGridRows(tableRows: TableRow[], pages: PageContent[]): TableRow[] {
  const described = tableRows.filter((x) => x.description);
  if (!described.length) return numberedGridRows(pages);
  const grid = numberedGridRows(pages);
  const table = kindsRead(described);
  const own = kindsRead(grid);
  const fuller = [...table].every((k) => own.has(k)) && own.size > table.size;
  if (grid.filter((x) => x.description).length === described.length) return fuller ? grid : tableRows;
  // Other items than the table's: the grid's, where its items run in number order and the table's reading lost
  // item numbers (a scan's OCR dropped them, and the table cut those items' lines into rows of their own).
  const ordered = grid.every((x, i) => !x.item || itemNumber(x.item.text) === i + 1);
  const unnumbered = described.some((x) => !x.item);
  return fuller && ordered && unnumbered ? grid : tableRows;
}

const itemNumber = (text: string): number => Number(text.trim().replace(/\.$/, ''));
