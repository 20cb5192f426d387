/**
 * The roles of a line-item table's columns: from their header words (any supported language) and from what their
 * body cells hold (percentages, small integers, money, codes, text), so that a table is read even when its header
 * is missing or unusual. line-items.ts reads the rows by these roles.
 */
import type { GridTable } from './context.ts';
import { findAmounts, printedDecimals, withoutLakhGrouping, type ParseAmountOptions } from './parse/amounts.ts';
import { COLUMN_LABELS, NET_OF_TAX, type ColumnKey } from './parse/labels.ts';
import { digitsApart, letterCount } from './line-items-text.ts';
import { escapeRegExp, fold } from './parse/text.ts';

export interface Roles {
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

const PRICE_NET_OF_TAX = new RegExp(`(?:^|[^\\p{L}])(?:unit price|price|rate|unit cost|unit rate) \\(?(?:${NET_OF_TAX.map(escapeRegExp).join('|')})(?:$|[^\\p{L}])`, 'u');

/** Roles by header text as printed: a repeated header needs neither folding nor the label patterns. */
const roleCache = new Map<string, ColumnKey | null>();

export function headerRole(text: string): ColumnKey | null {
  const cached = roleCache.get(text);
  if (cached !== undefined) return cached;
  const f = fold(text);
  if (!f) return null;
  let best: { key: ColumnKey; len: number } | null = null;
  for (const p of HEADER_PATTERNS) {
    // The label must appear verbatim: a substring test spares the whole-word regex for most patterns.
    if ((!best || p.len > best.len) && f.includes(p.label) && p.re.test(f)) best = { key: p.key, len: p.len };
  }
  // A price net of the tax ("Rate excl. GST", "Unit price (ex VAT)"): the price word wins over the net-of-tax words
  // that alone name the line's total. One pattern here rather than every price × net-of-tax pair in the label list.
  if (best?.key === 'total' && PRICE_NET_OF_TAX.test(f)) best = { key: 'unitPrice', len: best.len };
  // Bounded: header texts repeat across pages and documents; an odd document cannot grow it without end.
  if (roleCache.size > 5000) roleCache.clear();
  roleCache.set(text, best?.key ?? null);
  return best?.key ?? null;
}

/** What a cell holds: an index into its column's counts (`ColumnKinds`). */
type Kind = number;
const PERCENT: Kind = 0;
const INT: Kind = 1;
const MONEY: Kind = 2;
const TEXT: Kind = 3;
const EMPTY: Kind = 4;
const CODE: Kind = 5;
const KINDS = 6;

/** How many body cells of each kind every column of a table holds. */
class ColumnKinds {
  private readonly counts: number[] = [];

  constructor(cols: number) {
    for (let i = 0; i < cols * KINDS; i++) this.counts.push(0);
  }

  add(column: number, kind: Kind): void {
    this.counts[column * KINDS + kind]++;
  }

  of(column: number, kind: Kind): number {
    return this.counts[column * KINDS + kind];
  }
}

/**
 * Answers about cell texts for one document: the same texts come back in every row and table (and on
 * every page of a long invoice), and each answer costs regular expressions and an amount parse.
 */
export interface CellMemo {
  /** The document's amount options: one object for every parse, not one per cell. */
  amounts: ParseAmountOptions;
  kinds: Map<string, Kind>;
  totals: Map<string, boolean>;
}

const NO_AMOUNTS: ReturnType<typeof findAmounts> = [];

function cellKind(text: string, amounts: ParseAmountOptions): Kind {
  // A figure in Indian grouping ("1,94,005.00": lakh) is read as its digits.
  const t = withoutLakhGrouping(text.trim(), amounts.decimal);
  if (!t) return EMPTY;
  if (/^-?\d{1,3}(?:[.,]\d{1,2})?\s?%$/.test(t)) return PERCENT;
  // A single amount's digits run together: text printing them apart is not parsed for one.
  const a = digitsApart(t) ? NO_AMOUNTS : findAmounts(t, amounts);
  // Most such cells are the amount alone: then nothing is left to strip.
  const numericOnly = a.length === 1 && (a[0].raw === t || t.replace(a[0].raw, '').replace(/[$€£¥₹]|RM|Rs\.?|[A-Z]{3}|\s/g, '') === '');
  if (numericOnly) {
    if (printedDecimals(a[0].raw) === 2 || /[$€£¥₹]/.test(t)) return MONEY;
    if (Number.isInteger(a[0].value) && a[0].value < 100000) return INT;
    return MONEY;
  }
  if (/^\d+(?:[.,]\d+)?\s?[A-Za-z]{1,5}\.?$/.test(t)) return INT; // "1 PCS", "2 h"
  if (/^[A-Z0-9_\-./]{3,}$/.test(t) && /\d/.test(t)) return CODE;
  return TEXT;
}

const DIGIT = /\d/;

function kindOf(text: string, memo: CellMemo): Kind {
  // Without a digit a cell is no percentage, amount, count or code: that needs no memo (nor hashing a long text).
  if (!DIGIT.test(text)) return text.trim() ? TEXT : EMPTY;
  let k = memo.kinds.get(text);
  if (k === undefined) memo.kinds.set(text, (k = cellKind(text, memo.amounts)));
  return k;
}

export function number(text: string, amounts: ParseAmountOptions): number | null {
  const a = findAmounts(withoutLakhGrouping(text, amounts.decimal), amounts);
  return a.length ? a[a.length - 1].value : null;
}

/** A column header naming a figure with the tax in it: "Total incl. VAT", "Gross amount", "Wartość brutto", "Total TTC". */
const GROSS_HEADER = /(?:^|[^\p{L}])(?:incl|including|inkl|gross|brutto|bruto|ttc)(?:$|[^\p{L}])/u;

export function assignRoles(table: GridTable, memo: CellMemo): Roles | null {
  const cols = table.rows[0]?.length ?? 0;
  const { rows, headerRows } = table;
  const kinds = new ColumnKinds(cols);
  for (let r = headerRows; r < rows.length; r++) {
    const row = rows[r];
    for (let c = 0; c < row.length; c++) kinds.add(c, kindOf(row[c]?.text ?? '', memo));
  }
  const roles: Roles = { description: -1, quantity: -1, unitPrice: -1, total: -1, taxRate: -1, hsCode: -1 };
  // Header words decide first, when the content does not contradict them. Several columns can be headed like a
  // description ("Artikel" holding codes beside "Omschrijving"): the wordiest one is.
  const describing: number[] = [];
  // Columns headed as tax ("VAT", "Montant TVA"): a rate or the tax as money, never the price or the total.
  const taxed = new Set<number>();
  for (let c = 0; c < table.header.length; c++) {
    const h = headerRole(table.header[c]);
    if (!h) continue;
    if (h === 'taxRate' || h === 'taxAmount') taxed.add(c);
    if (h === 'description' && kinds.of(c, TEXT) + kinds.of(c, CODE) > 0) describing.push(c);
    else if (h === 'quantity' && roles.quantity < 0 && kinds.of(c, MONEY) + kinds.of(c, INT) > 0) roles.quantity = c;
    else if (h === 'unitPrice' && roles.unitPrice < 0 && kinds.of(c, MONEY) > 0) roles.unitPrice = c;
    // The rightmost "amount" column wins, but not a gross one ("Total incl. VAT") over a net one before it.
    else if (h === 'total' && kinds.of(c, MONEY) > 0 && !(roles.total >= 0 && GROSS_HEADER.test(fold(table.header[c])))) roles.total = c;
    else if (h === 'taxRate' && kinds.of(c, PERCENT) > 0) roles.taxRate = c;
    else if (h === 'hsCode' && roles.hsCode < 0) roles.hsCode = c;
  }
  if (describing.length) roles.description = wordiest(rows, headerRows, describing);
  const moneyCols: number[] = [];
  for (let c = 0; c < cols; c++) if (kinds.of(c, MONEY) > 0 && kinds.of(c, MONEY) >= kinds.of(c, TEXT) && c !== roles.quantity && !taxed.has(c)) moneyCols.push(c);
  if (roles.total < 0 && moneyCols.length) roles.total = moneyCols[moneyCols.length - 1];
  if (roles.unitPrice < 0) {
    for (let i = moneyCols.length - 1; i >= 0; i--) {
      const c = moneyCols[i];
      if (c < roles.total && c !== roles.quantity) {
        roles.unitPrice = c;
        break;
      }
    }
  }
  if (roles.taxRate < 0) {
    for (let c = 0; c < cols && roles.taxRate < 0; c++) if (kinds.of(c, PERCENT) > 0 && kinds.of(c, PERCENT) >= kinds.of(c, TEXT)) roles.taxRate = c;
  }
  if (roles.description < 0) {
    // Only columns with text compete.
    const texty: number[] = [];
    for (let c = 0; c < cols; c++) if (kinds.of(c, TEXT) > 0) texty.push(c);
    roles.description = wordiest(rows, headerRows, texty);
  }
  if (roles.quantity < 0) {
    for (let c = roles.description + 1; c < cols && roles.quantity < 0; c++) {
      if (kinds.of(c, INT) > 0 && kinds.of(c, INT) >= kinds.of(c, MONEY) && c !== roles.unitPrice && c !== roles.total) roles.quantity = c;
    }
  }
  if (roles.description < 0 || (roles.total < 0 && roles.unitPrice < 0)) return null;
  return roles;
}

/** Of `cols`, the one whose body cells hold the most letters (the first on a tie; -1 when none has any). */
function wordiest(rows: GridTable['rows'], headerRows: number, cols: number[]): number {
  let best = -1;
  let bestScore = 0;
  for (const c of cols) {
    let letters = 0;
    for (let r = headerRows; r < rows.length; r++) letters += letterCount(rows[r][c]?.text ?? '');
    if (letters > bestScore) [best, bestScore] = [c, letters];
  }
  return best;
}

export const ascending = (x: number, y: number) => x - y;
