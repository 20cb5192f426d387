/**
 * Line items from the layout's tables. Columns are typed by their header words (any supported language)
 * and by their content (percentages, small integers, money), so that a table is read even when its header
 * is missing or unusual (line-items-roles.ts). Rows without amounts continue the previous item's description.
 */
import type { BBox } from '../types.ts';
import type { ExtractContext, GridCell, GridTable } from './context.ts';
import { parseHsCode } from './parse/codes.ts';
import { withHsCodes } from './line-items-hs.ts';
import { findArithmeticItems } from './line-items-rows.ts';
import { ascending, assignRoles, number, type CellMemo, type Roles } from './line-items-roles.ts';
import { isTotalsText } from './line-items-totals.ts';
import { consistentItems, tableHoldsRows } from './line-items-consistency.ts';
import { detectHeader, headerTexts } from '../layout/tables.ts';
import { boldRows } from '../layout/index.ts';
import { headerChunks, splitCodeColumn } from './line-items-code-column.ts';

export interface LineItem {
  description: string | null;
  quantity: number | null;
  unitPrice: number | null;
  total: number | null;
  hsCode: string | null;
  taxRate?: number | null;
}

export interface ItemEvidence {
  page: number;
  row: BBox;
  cells: Partial<Record<'description' | 'quantity' | 'unitPrice' | 'total' | 'hsCode', BBox>>;
  confidence: number;
  source: 'text' | 'ocr';
}


/** Per column, the median centre of its single-column cells (NaN when it has none). */
function columnCenters(t: GridTable): number[] {
  const cols = t.rows[0]?.length ?? 0;
  const out: number[] = [];
  const xs: number[] = [];
  for (let c = 0; c < cols; c++) {
    xs.length = 0;
    for (const r of t.rows) {
      const x = r[c];
      if (x !== null && x.colSpan === 1) xs.push((x.bbox[0] + x.bbox[2]) / 2);
    }
    xs.sort(ascending);
    out.push(xs.length ? xs[Math.floor(xs.length / 2)] : NaN);
  }
  return out;
}

/** `columnCenters` of `tables[k]`, kept in `centers`. */
function centersOf(tables: GridTable[], k: number, centers: Array<number[] | undefined>): number[] {
  return (centers[k] ??= columnCenters(tables[k]));
}

function sameColumns(a: number[], b: number[]): boolean {
  if (a.length !== b.length || a.length < 2) return false;
  let known = 0;
  let apart = false;
  for (let i = 0; i < a.length; i++) {
    if (Number.isNaN(a[i]) || Number.isNaN(b[i])) continue;
    known++;
    if (!(Math.abs(a[i] - b[i]) < 25)) apart = true;
  }
  return known >= a.length * 0.6 && !apart;
}

/** The cell of column `i` (no role: -1). */
const at = (row: Array<GridCell | null>, i: number): GridCell | null => (i >= 0 ? row[i] ?? null : null);

/**
 * The cell of role column `i`, or when that is empty, of the next column under the same (spanning) header:
 * figures of one column printed right-aligned at different widths may fall on either side of a column split.
 */
function roleCell(table: GridTable, row: Array<GridCell | null>, i: number): GridCell | null {
  const cell = at(row, i);
  if (cell || i < 0) return cell;
  const h = table.header[i];
  if (!h) return null;
  for (let k = i + 1; k < row.length && table.header[k] === h; k++) if (row[k]) return row[k];
  return null;
}

/** A column number as printed under a header: "1", "(2)", or a column formula "6 = 4 x 5" whose first figure it is. */
const COLUMN_NUMBER = /^\(?(\d{1,2})\)?(?:\s*=\s*[\d\s()x×*+\-/.]+)?$/;

/**
 * Is `row` the numbering of the columns some forms print under their header ("(1) (2) (3) …", the amount's
 * "6 = 4 x 5")? Every filled cell holds its number, counting up one by one from 1 across three cells or more:
 * no item reads that way (its quantity and price would be 4 and 5, its total 6).
 */
function isColumnNumbering(row: ReadonlyArray<GridCell | null>): boolean {
  let next = 1;
  for (const c of row) {
    const t = c?.text.trim();
    if (!t) continue;
    // A cell may hold two numbers where the grid ran two narrow columns together ("2 3" from an OCR line).
    for (const part of t.split(NUMBER_GAP)) {
      const m = COLUMN_NUMBER.exec(part);
      if (!m || Number(m[1]) !== next) return false;
      next++;
    }
  }
  return next > 3;
}

/** Spaces between two column numbers in one cell, not inside a formula ("6 = 4 x 5"). */
const NUMBER_GAP = /\s+(?=\(?\d)(?<![=x×*+\-/]\s+)/;

/** Read item rows of `table` into `items`; returns true when a totals row ended the items. */
function readRows(table: GridTable, skip: number, roles: Roles, memo: CellMemo, items: LineItem[], evidence: ItemEvidence[]): boolean {
  for (let r = skip; r < table.rows.length; r++) {
    const row = table.rows[r];
    if (isColumnNumbering(row)) continue;
    const descCell = at(row, roles.description);
    const desc = descCell?.text.trim() ?? '';
    // A totals label in any cell (the description's among them: folding trims) ends the items.
    for (const c of row) if (c !== null && isTotalsText(c.text, memo.totals)) return true;
    const totalCell = roleCell(table, row, roles.total);
    const priceCell = roleCell(table, row, roles.unitPrice);
    const qtyCell = roleCell(table, row, roles.quantity);
    const total = totalCell ? number(totalCell.text, memo.amounts) : null;
    const unitPrice = priceCell ? number(priceCell.text, memo.amounts) : null;
    const quantity = qtyCell ? number(qtyCell.text, memo.amounts) : null;
    if (total === null && unitPrice === null) {
      const prev = items[items.length - 1];
      if (prev && desc) prev.description = prev.description ? `${prev.description}\n${desc}` : desc;
      continue;
    }
    if (!desc && !items.length) continue;
    const prevItem = items[items.length - 1];
    if (!desc && prevItem && (total === null || prevItem.total === null) && (unitPrice === null || prevItem.unitPrice === null) && (quantity === null || prevItem.quantity === null)) {
      // A staggered row: amounts printed half a line below their description.
      const ev = evidence[evidence.length - 1];
      if (total !== null) {
        prevItem.total = total;
        if (totalCell) ev.cells.total = totalCell.bbox;
      }
      if (unitPrice !== null) prevItem.unitPrice = unitPrice;
      if (quantity !== null) prevItem.quantity = quantity;
      continue;
    }
    const rateCell = at(row, roles.taxRate);
    const hsCell = roleCell(table, row, roles.hsCode);
    const item: LineItem = {
      description: desc || null,
      quantity,
      unitPrice,
      total,
      hsCode: hsCell ? parseHsCode(hsCell.text) : null,
    };
    if (rateCell) item.taxRate = number(rateCell.text.replace('%', ''), memo.amounts);
    items.push(item);
    const cells: ItemEvidence['cells'] = {};
    if (descCell) cells.description = descCell.bbox;
    if (qtyCell) cells.quantity = qtyCell.bbox;
    if (priceCell) cells.unitPrice = priceCell.bbox;
    if (totalCell) cells.total = totalCell.bbox;
    if (hsCell) cells.hsCode = hsCell.bbox;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    let confidence = Infinity;
    for (const c of row) {
      if (c === null) continue;
      x0 = Math.min(x0, c.bbox[0]);
      y0 = Math.min(y0, c.bbox[1]);
      x1 = Math.max(x1, c.bbox[2]);
      y1 = Math.max(y1, c.bbox[3]);
      confidence = Math.min(confidence, c.confidence);
    }
    evidence.push({ page: table.page, row: [x0, y0, x1, y1], cells, confidence, source: table.source });
  }
  return false;
}

/**
 * The most items any table reading can yield: a table's body rows and those of every later table without
 * a header row (the only ones read as its continuation).
 */
function mostTableItems(tables: GridTable[]): number {
  let most = 0;
  let headless = 0;
  // Body rows of later tables under the same printed header (a header repeated on every page).
  const repeated = new Map<string, number>();
  for (let k = tables.length - 1; k >= 0; k--) {
    const t = tables[k];
    const key = t.headerRows ? headerKey(t) : '';
    const body = t.rows.length - t.headerRows;
    const again = key ? repeated.get(key) ?? 0 : 0;
    most = Math.max(most, body + headless + again);
    if (t.headerRows === 0) headless += t.rows.length;
    else if (key) repeated.set(key, again + body);
  }
  return most;
}

/** A table's printed header as one text ('' for none, or one naming fewer than three columns). */
function headerKey(t: GridTable): string {
  let named = 0;
  for (const h of t.header) if (h.trim()) named++;
  return named >= 3 ? t.header.join('\u0001') : '';
}

/** Is `b` the continuation of `a` on a later page, under the same header printed again? */
function repeatsHeader(a: GridTable, b: GridTable): boolean {
  if (!b.headerRows || b.page <= a.page || b.header.length !== a.header.length) return false;
  const key = headerKey(a);
  return key !== '' && key === headerKey(b);
}

/** Filled cells of a row. */
function filledCells(row: ReadonlyArray<GridCell | null>): number {
  let n = 0;
  for (const c of row) if (c && c.text.trim()) n++;
  return n;
}

/**
 * How many leading rows of `t` are not the item table: rows that fill at most half the columns (an address
 * block, a "key : value" line, an introductory sentence) above the first row that fills most of them and
 * the rows right above it that fill more than half (its header). 0 when none.
 */
function leadingSparse(t: GridTable): number {
  const cols = t.rows[0]?.length ?? 0;
  if (cols < 4 || t.rows.length < 4) return 0;
  let k = 0;
  while (k < t.rows.length && filledCells(t.rows[k]) < Math.max(3, Math.ceil(cols * 0.6))) k++;
  if (k >= t.rows.length - 2) return 0;
  while (k > 0 && filledCells(t.rows[k - 1]) * 2 > cols) k--;
  for (let r = 0; r < k; r++) {
    if (filledCells(t.rows[r]) * 2 > cols) return 0;
    // A cell spanning down into the table keeps it whole.
    for (const c of t.rows[r]) if (c && c.rowSpan > k - r) return 0;
  }
  return k;
}

/**
 * A header cell over several columns whose body cells split ("Qté P.U. (EUR)" over the quantity and the
 * price columns) is split at its word gaps: each run of words goes to the first column of the span whose body
 * it starts left of the end of, and covers the columns up to the next run's.
 */
function splitHeaderCells(ctx: ExtractContext, t: GridTable): GridTable {
  if (t.headerRows !== 1) return t;
  const head = t.rows[0];
  const cols = head.length;
  const x0 = new Array<number>(cols).fill(Infinity);
  const x1 = new Array<number>(cols).fill(-Infinity);
  // Extents from the rows that fill most columns (items), not from totals rows under a column of figures.
  for (let r = 1; r < t.rows.length; r++) {
    if (filledCells(t.rows[r]) * 2 <= cols) continue;
    t.rows[r].forEach((c, i) => {
      if (!c || !c.text.trim()) return;
      x0[i] = Math.min(x0[i], c.bbox[0]);
      x1[i] = Math.max(x1[i], c.bbox[2]);
    });
  }
  let out: Array<GridCell | null> | null = null;
  for (let c = 0; c < cols; c++) {
    const cell = head[c];
    if (!cell || !cell.text.includes(' ')) continue;
    let e = c + cell.colSpan - 1;
    while (e + 1 < cols && head[e + 1] === null && x0[e + 1] < Infinity) e++;
    if (e === c) continue;
    const chunks = headerChunks(ctx, t.page, cell);
    if (chunks.length < 2) continue;
    const at: number[] = [];
    let col = c;
    for (const ch of chunks) {
      while (col < e && (x1[col] === -Infinity || ch.bbox[0] >= x1[col])) col++;
      at.push(col);
    }
    if (at[0] === at[at.length - 1]) continue;
    out ??= head.slice();
    for (let k = c; k <= e; k++) out[k] = null;
    for (let i = 0; i < chunks.length; i++) {
      const k = at[i];
      const prev = out[k];
      let end = e + 1;
      for (let j = i + 1; j < chunks.length; j++) if (at[j] !== k) { end = at[j]; break; }
      out[k] = prev
        ? { ...prev, text: `${prev.text} ${chunks[i].text}`, bbox: [prev.bbox[0], prev.bbox[1], chunks[i].bbox[2], prev.bbox[3]] }
        : { ...cell, text: chunks[i].text, bbox: chunks[i].bbox, colSpan: end - k };
    }
    c = e;
  }
  if (!out) return t;
  const v: GridTable = { ...t, rows: [out, ...t.rows.slice(1)] };
  v.header = headerTexts(v);
  return v;
}

/** A table as line items read it: without leading rows that are not the table, its header cells split. */
function itemView(ctx: ExtractContext, t: GridTable): GridTable {
  const k = leadingSparse(t);
  let v = t;
  if (k) {
    v = { ...t, rows: t.rows.slice(k), headerRows: 0, header: [] };
    v.headerRows = detectHeader(v, boldRows(v));
    v.header = headerTexts(v);
  }
  return splitCodeColumn(ctx, splitHeaderCells(ctx, v));
}

/** The items of the best-fitting table (or tables continued over pages). */
function tableItems(ctx: ExtractContext): { items: LineItem[]; evidence: ItemEvidence[] } {
  let best: { items: LineItem[]; evidence: ItemEvidence[]; score: number } = { items: [], evidence: [], score: 0 };
  const tables = ctx.layout.tables.map((t) => itemView(ctx, t));
  // Column centres only of tables compared as continuations (those without a header row, and their heads).
  const centers: Array<number[] | undefined> = [];
  // A table read as the continuation of an earlier one is not read again on its own (that would only
  // give a subset of the same items, and costs quadratic time on long documents).
  const consumed = new Set<number>();
  const memo: CellMemo = { amounts: { decimal: ctx.decimal ?? undefined }, kinds: new Map(), totals: new Map() };
  for (let ti = 0; ti < tables.length; ti++) {
    const table = tables[ti];
    if (consumed.has(ti)) continue;
    const roles = assignRoles(table, memo);
    if (!roles) continue;
    const items: LineItem[] = [];
    const evidence: ItemEvidence[] = [];
    // Later tables with the same columns continue this one (split by a gap or a page break).
    const parts = [ti];
    for (let k = ti + 1; k < tables.length; k++) {
      const last = tables[parts[parts.length - 1]];
      if (tables[k].headerRows === 0 ? sameColumns(centersOf(tables, ti, centers), centersOf(tables, k, centers)) : repeatsHeader(last, tables[k])) parts.push(k);
    }
    let stopped = false;
    for (const k of parts) {
      if (stopped) break;
      if (k !== ti) consumed.add(k);
      stopped = readRows(tables[k], tables[k].headerRows, roles, memo, items, evidence);
    }
    let described = 0;
    for (const i of items) if (i.description && i.total !== null) described++;
    const score = described + (table.headerRows ? 0.5 : 0);
    if (items.length && score > best.score) best = { items, evidence, score };
  }
  return { items: best.items, evidence: best.evidence };
}

/** Line items of the best-fitting table, or of the rows whose figures multiply out when those are more. */
export function findLineItems(ctx: ExtractContext): { items: LineItem[]; evidence: ItemEvidence[] } {
  // Rows whose figures multiply out are items whatever the table detection made of them: when they are
  // more than the consistent items of the best table, the table was split or misread.
  const rows = findArithmeticItems(ctx);
  // More of them than any table has rows (every page's table with its own header, on long invoices): no
  // table reading could keep them, so the tables are not read.
  if (rows.items.length > mostTableItems(ctx.layout.tables)) return withHsCodes(ctx, rows);
  const best = tableItems(ctx);
  // Table items whose figures multiply out, or that the row reading found as well (line-items-consistency.ts).
  const consistent = consistentItems(best.items, rows.items);
  if (rows.items.length > consistent && !tableHoldsRows(best, rows)) return withHsCodes(ctx, rows);
  return withHsCodes(ctx, best);
}
