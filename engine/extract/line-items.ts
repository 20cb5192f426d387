/**
 * Line items from the layout's tables. Columns are typed by their header words (any supported language)
 * and by their content (percentages, small integers, money), so that a table is read even when its header
 * is missing or unusual. Rows without amounts continue the previous item's description.
 */
import type { BBox } from '../types.ts';
import type { ExtractContext, GridCell, GridTable } from './context.ts';
import { findAmounts, printedDecimals, type DecimalMark } from './parse/amounts.ts';
import { parseHsCode } from './parse/codes.ts';
import { COLUMN_LABELS, LABELS, type ColumnKey } from './parse/labels.ts';
import { findArithmeticItems } from './line-items-rows.ts';
import { escapeRegExp, fold } from './parse/text.ts';

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

interface Roles {
  description: number;
  quantity: number;
  unitPrice: number;
  total: number;
  taxRate: number;
  hsCode: number;
}

/** Column header words as whole-word patterns, compiled once. */
const HEADER_PATTERNS: Array<{ key: ColumnKey; len: number; label: string; re: RegExp }> = (Object.entries(COLUMN_LABELS) as Array<[ColumnKey, readonly string[]]>).flatMap(([key, labels]) =>
  labels.map((l) => ({ key, len: l.length, label: l, re: new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(l)}(?:$|[^\\p{L}])`, 'u') })),
);

const roleCache = new Map<string, ColumnKey | null>();

function headerRole(text: string): ColumnKey | null {
  const f = fold(text);
  if (!f) return null;
  const cached = roleCache.get(f);
  if (cached !== undefined) return cached;
  let best: { key: ColumnKey; len: number } | null = null;
  for (const p of HEADER_PATTERNS) {
    // The label must appear verbatim: a substring test spares the whole-word regex for most patterns.
    if ((!best || p.len > best.len) && f.includes(p.label) && p.re.test(f)) best = { key: p.key, len: p.len };
  }
  // Bounded: header texts repeat across pages and documents; an odd document cannot grow it without end.
  if (roleCache.size > 5000) roleCache.clear();
  roleCache.set(f, best?.key ?? null);
  return best?.key ?? null;
}

type Kind = 'percent' | 'int' | 'money' | 'text' | 'empty' | 'code';

function cellKind(text: string, decimal: DecimalMark | undefined): Kind {
  const t = text.trim();
  if (!t) return 'empty';
  if (/^-?\d{1,3}(?:[.,]\d{1,2})?\s?%$/.test(t)) return 'percent';
  const a = findAmounts(t, { decimal });
  const numericOnly = a.length === 1 && t.replace(a[0].raw, '').replace(/[$€£¥₹]|RM|Rs\.?|[A-Z]{3}|\s/g, '') === '';
  if (numericOnly) {
    if (printedDecimals(a[0].raw) === 2 || /[$€£¥₹]/.test(t)) return 'money';
    if (Number.isInteger(a[0].value) && a[0].value < 100000) return 'int';
    return 'money';
  }
  if (/^\d+(?:[.,]\d+)?\s?[A-Za-z]{1,5}\.?$/.test(t)) return 'int'; // "1 PCS", "2 h"
  if (/^[A-Z0-9_\-./]{3,}$/.test(t) && /\d/.test(t)) return 'code';
  return 'text';
}

function number(text: string, decimal: DecimalMark | undefined): number | null {
  const a = findAmounts(text, { decimal });
  return a.length ? a[a.length - 1].value : null;
}

function assignRoles(table: GridTable, decimal: DecimalMark | undefined): Roles | null {
  const cols = table.rows[0]?.length ?? 0;
  const data = table.rows.slice(table.headerRows);
  const kinds: Array<Record<Kind, number>> = Array.from({ length: cols }, () => ({ percent: 0, int: 0, money: 0, text: 0, empty: 0, code: 0 }));
  for (const row of data) row.forEach((cell, c) => kinds[c][cellKind(cell?.text ?? '', decimal)]++);
  const header = table.header.map(headerRole);
  const roles: Roles = { description: -1, quantity: -1, unitPrice: -1, total: -1, taxRate: -1, hsCode: -1 };
  const numericCount = (c: number) => kinds[c].money + kinds[c].int;
  // Header words decide first, when the content does not contradict them.
  header.forEach((h, c) => {
    if (!h) return;
    if (h === 'description' && roles.description < 0 && kinds[c].text + kinds[c].code > 0) roles.description = c;
    else if (h === 'quantity' && roles.quantity < 0 && numericCount(c) > 0) roles.quantity = c;
    else if (h === 'unitPrice' && roles.unitPrice < 0 && kinds[c].money > 0) roles.unitPrice = c;
    else if (h === 'total' && kinds[c].money > 0) roles.total = c; // the rightmost "amount" column wins
    else if (h === 'taxRate' && kinds[c].percent > 0) roles.taxRate = c;
    else if (h === 'hsCode' && roles.hsCode < 0) roles.hsCode = c;
  });
  const moneyCols = [...Array(cols).keys()].filter((c) => kinds[c].money > 0 && kinds[c].money >= kinds[c].text && c !== roles.quantity);
  if (roles.total < 0 && moneyCols.length) roles.total = moneyCols[moneyCols.length - 1];
  if (roles.unitPrice < 0) {
    const left = moneyCols.filter((c) => c < roles.total && c !== roles.quantity);
    if (left.length) roles.unitPrice = left[left.length - 1];
  }
  if (roles.taxRate < 0) roles.taxRate = [...Array(cols).keys()].find((c) => kinds[c].percent > 0 && kinds[c].percent >= kinds[c].text) ?? -1;
  if (roles.description < 0) {
    let best = -1;
    let bestScore = 0;
    for (let c = 0; c < cols; c++) {
      const letters = data.reduce((s, row) => s + (row[c]?.text.match(/\p{L}/gu)?.length ?? 0), 0);
      if (letters > bestScore && kinds[c].text > 0) {
        best = c;
        bestScore = letters;
      }
    }
    roles.description = best;
  }
  if (roles.quantity < 0) {
    const ints = [...Array(cols).keys()].filter((c) => kinds[c].int > 0 && kinds[c].int >= kinds[c].money && c > roles.description && c !== roles.unitPrice && c !== roles.total);
    if (ints.length) roles.quantity = ints[0];
  }
  if (roles.description < 0 || (roles.total < 0 && roles.unitPrice < 0)) return null;
  return roles;
}

const STOP = new Set<string>([...LABELS.subtotal, ...LABELS.totalAmount, ...LABELS.taxAmount].map((l) => l));

function isTotalsRow(text: string): boolean {
  if (!text) return false;
  const f = fold(text).replace(/[:\s]+$/, '');
  // A totals label is the whole text or its head up to a space or colon: test those heads only.
  if (STOP.has(f)) return true;
  for (let i = f.indexOf(' '), j = f.indexOf(':'); i >= 0 || j >= 0; ) {
    const at = i >= 0 && (j < 0 || i < j) ? i : j;
    if (STOP.has(f.slice(0, at))) return true;
    if (at === i) i = f.indexOf(' ', i + 1);
    else j = f.indexOf(':', j + 1);
  }
  return false;
}


function columnCenters(t: GridTable): number[] {
  const cols = t.rows[0]?.length ?? 0;
  return Array.from({ length: cols }, (_, c) => {
    const xs = t.rows.map((r) => r[c]).filter((x): x is GridCell => x !== null && x.colSpan === 1).map((x) => (x.bbox[0] + x.bbox[2]) / 2).sort((a, b) => a - b);
    return xs.length ? xs[Math.floor(xs.length / 2)] : NaN;
  });
}

function sameColumns(a: number[], b: number[]): boolean {
  if (a.length !== b.length || a.length < 2) return false;
  const known = a.map((x, i) => [x, b[i]]).filter(([x, y]) => !Number.isNaN(x) && !Number.isNaN(y));
  return known.length >= a.length * 0.6 && known.every(([x, y]) => Math.abs(x - y) < 25);
}

/** Read item rows of `table` into `items`; returns true when a totals row ended the items. */
function readRows(table: GridTable, skip: number, roles: Roles, decimal: DecimalMark | undefined, items: LineItem[], evidence: ItemEvidence[]): boolean {
  for (const row of table.rows.slice(skip)) {
      const cell = (i: number): GridCell | null => (i >= 0 ? row[i] : null);
      const desc = cell(roles.description)?.text.trim() ?? '';
      if (isTotalsRow(desc) || row.some((c) => c !== null && c.text && isTotalsRow(c.text))) return true;
      const total = cell(roles.total) ? number(cell(roles.total)!.text, decimal) : null;
      const unitPrice = cell(roles.unitPrice) ? number(cell(roles.unitPrice)!.text, decimal) : null;
      const quantity = cell(roles.quantity) ? number(cell(roles.quantity)!.text, decimal) : null;
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
          if (cell(roles.total)) ev.cells.total = cell(roles.total)!.bbox;
        }
        if (unitPrice !== null) prevItem.unitPrice = unitPrice;
        if (quantity !== null) prevItem.quantity = quantity;
        continue;
      }
      const rateCell = cell(roles.taxRate);
      const hsCell = cell(roles.hsCode);
      const item: LineItem = {
        description: desc || null,
        quantity,
        unitPrice,
        total,
        hsCode: hsCell ? parseHsCode(hsCell.text) : null,
      };
      if (rateCell) item.taxRate = number(rateCell.text.replace('%', ''), decimal);
      items.push(item);
      const cells: ItemEvidence['cells'] = {};
      const put = (k: keyof ItemEvidence['cells'], c: GridCell | null) => {
        if (c) cells[k] = c.bbox;
      };
      put('description', cell(roles.description));
      put('quantity', cell(roles.quantity));
      put('unitPrice', cell(roles.unitPrice));
      put('total', cell(roles.total));
      put('hsCode', hsCell);
      const present = row.filter((c): c is GridCell => c !== null);
      evidence.push({
        page: table.page,
        row: [Math.min(...present.map((c) => c.bbox[0])), Math.min(...present.map((c) => c.bbox[1])), Math.max(...present.map((c) => c.bbox[2])), Math.max(...present.map((c) => c.bbox[3]))],
        cells,
        confidence: Math.min(...present.map((c) => c.confidence)),
        source: table.source,
      });
    }
  return false;
}

/** Line items of the best-fitting table (or tables continued over pages). */
export function findLineItems(ctx: ExtractContext): { items: LineItem[]; evidence: ItemEvidence[] } {
  const decimal = ctx.decimal ?? undefined;
  let best: { items: LineItem[]; evidence: ItemEvidence[]; score: number } = { items: [], evidence: [], score: 0 };
  const tables = ctx.layout.tables;
  // Column centres only of tables compared as continuations (those without a header row, and their heads).
  const centers: Array<number[] | undefined> = [];
  const centerOf = (k: number): number[] => (centers[k] ??= columnCenters(tables[k]));
  // A table read as the continuation of an earlier one is not read again on its own (that would only
  // give a subset of the same items, and costs quadratic time on long documents).
  const consumed = new Set<number>();
  tables.forEach((table, ti) => {
    if (consumed.has(ti)) return;
    const roles = assignRoles(table, decimal);
    if (!roles) return;
    const items: LineItem[] = [];
    const evidence: ItemEvidence[] = [];
    // Later tables with the same columns continue this one (split by a gap or a page break).
    const parts = [ti];
    for (let k = ti + 1; k < tables.length; k++) if (tables[k].headerRows === 0 && sameColumns(centerOf(ti), centerOf(k))) parts.push(k);
    let stopped = false;
    for (const k of parts) {
      if (stopped) break;
      if (k !== ti) consumed.add(k);
      stopped = readRows(tables[k], k === ti ? table.headerRows : 0, roles, decimal, items, evidence);
    }
    const score = items.filter((i) => i.description && i.total !== null).length + (table.headerRows ? 0.5 : 0);
    if (items.length && score > best.score) best = { items, evidence, score };
  });
  // Rows whose figures multiply out are items whatever the table detection made of them: when they are
  // more than the consistent items of the best table, the table was split or misread.
  const rows = findArithmeticItems(ctx);
  const consistent = best.items.filter((i) => i.quantity !== null && i.unitPrice !== null && i.total !== null && Math.abs(i.quantity * i.unitPrice - i.total) <= Math.max(0.011, Math.abs(i.total) * 0.005)).length;
  if (rows.items.length > consistent) return rows;
  return { items: best.items, evidence: best.evidence };
}
