/**
 * Totals of invoice-like documents. Every labelled amount is a candidate for subtotal, tax or total; the
 * combination chosen is the one that best agrees with itself (subtotal + tax = total) and with the labels.
 */
import type { ExtractContext, Found, LayoutLine } from './context.ts';
import { findAmounts, printedDecimals, withoutLakhGrouping, type Amount, type DecimalMark } from './parse/amounts.ts';
import { LABELS } from './parse/labels.ts';
import { firstNotBelow } from '../layout/sorted.ts';
import { pageRows, type PageRows, type RowIndex } from './row-index.ts';
import type { Valued } from './invoice-fields.ts';
import { codedTax } from './invoice-coded-tax.ts';
import { hasNoMinorUnit } from './parse/currency.ts';

export interface Candidate {
  value: number;
  found: Found;
  /** Label specificity and position score. */
  score: number;
}

export interface Totals {
  subtotal: Valued<number> | null;
  taxAmount: Valued<number> | null;
  totalAmount: Valued<number> | null;
  taxRate: Valued<number> | null;
  /** Whether subtotal + tax = total held for the chosen values (null when not all three are known). */
  consistent: boolean | null;
}

/** A currency printed in an amount token: two decimals alone make money too. */
const CURRENCY_IN = /[$€£¥₹]|RM|Rs/;
const SIGNS = new Set([...'$€£¥₹'].map((c) => c.charCodeAt(0)));
const WORDS = ['RM', 'Rs', 'Rs.'];
const PERCENT = 0x25;
const isUpper = (c: number) => c >= 0x41 && c <= 0x5a;
/** A character of a `\b` word (ASCII letters, digits, underscore). */
const isWordChar = (c: number) => isUpper(c & ~0x20) || (c >= 0x30 && c <= 0x39) || c === 0x5f;

/** Does `text` end before `at` with a currency, maybe one space after it (as /(?:[$€£¥₹]|RM|Rs\.?|\b[A-Z]{3})\s?$/)? */
function currencyBefore(text: string, at: number): boolean {
  const end = at > 0 && /\s/.test(text[at - 1]) ? at - 1 : at;
  if (SIGNS.has(text.charCodeAt(end - 1))) return true;
  for (const w of WORDS) if (end >= w.length && text.startsWith(w, end - w.length)) return true;
  // A three-letter code starting a word.
  return end >= 3 && isUpper(text.charCodeAt(end - 1)) && isUpper(text.charCodeAt(end - 2)) && isUpper(text.charCodeAt(end - 3)) && !(end > 3 && isWordChar(text.charCodeAt(end - 4)));
}

/** A whole amount in groups of three digits ("1.250.000", "48 000", "3,100"): money where the currency has no cents. */
const GROUPED_WHOLE = /^\d{1,3}([.,'\u00a0\u202f ])\d{3}(?:\1\d{3})*$/;

/**
 * Is `a`, an amount of `text`, money: printed with two decimals or a currency (in it, or right before it:
 * a symbol, RM, Rs or a three-letter code, maybe one space apart), and not followed by a percent sign? With
 * `whole` (the document's currency has no minor unit: VND, JPY, KRW), a whole amount grouped in thousands too.
 */
function isMoney(text: string, a: Amount, whole = false): boolean {
  const end = a.index + a.raw.length;
  if (text.charCodeAt(end) === PERCENT || text.charCodeAt(end + 1) === PERCENT) return false;
  return printedDecimals(a.raw) === 2 || CURRENCY_IN.test(a.raw) || currencyBefore(text, a.index) || (whole && Number.isInteger(a.value) && GROUPED_WHOLE.test(a.raw.trim()));
}

/** Money amounts in a string (2 decimals or a currency sign; `whole`: see `isMoney`), in order. */
export function moneyIn(text: string, decimal: DecimalMark | undefined, whole = false): number[] {
  const out: number[] = [];
  // Indian grouping (lakh, crore: "4,98,270.00"): its digits, read as one number.
  text = withoutLakhGrouping(text, decimal);
  const amounts = findAmounts(text, { decimal });
  for (let i = 0; i < amounts.length; i++) if (isMoney(text, amounts[i], whole)) out.push(amounts[i].value);
  return out;
}

/** True when the centre of `f` lies in one of the line-item rows (an item's amount is no document total). */
function inItemRow(f: Found, rows: ReadonlyArray<{ page: number; row: readonly number[] }>): boolean {
  const cx = (f.bbox[0] + f.bbox[2]) / 2;
  const cy = (f.bbox[1] + f.bbox[3]) / 2;
  return rows.some((r) => r.page === f.page && cx >= r.row[0] && cx <= r.row[2] && cy >= r.row[1] && cy <= r.row[3]);
}

/** `moneyIn` for one document's decimal mark, each text read once: the three label searches see the same lines. */
class MoneyReader {
  private readonly memo = new Map<string, number[]>();

  /** The value searches' test: a value prints money. */
  readonly accept: (text: string) => boolean;

  constructor(
    readonly decimal: DecimalMark | undefined,
    readonly whole: boolean,
  ) {
    // Set here, not as a class field: the service's TypeScript runner names a field's function anew per object.
    this.accept = (text) => this.values(text).length > 0;
  }

  values(text: string): number[] {
    let v = this.memo.get(text);
    if (!v) this.memo.set(text, (v = moneyIn(text, this.decimal, this.whole)));
    return v;
  }
}

/**
 * Could a text with a digit print money? Money prints two decimals (a mark and two digits, neither a digit
 * nor a mark and a digit right after them) or a currency (a sign, RM, Rs or a three-letter code, in the
 * amount or right before it). (One regular expression: a character scan for these forms measured slower.)
 */
const MONEY_FORM = /[.,]\d\d(?!\d|[.,]\d)|[$€£¥₹]|R[Ms]|[A-Z]{3}/;
const DIGIT = /\d/;

/** Could `text` print money (`moneyIn` find any)? False only where it surely does not: then it is not read for amounts. */
export const mayHoldMoney = (text: string): boolean => DIGIT.test(text) && MONEY_FORM.test(text);

/** The largest money amount printed on `lines` (`whole`: see `isMoney`), or null. */
function largestMoney(lines: readonly LayoutLine[], decimal: DecimalMark | undefined, whole: boolean): number | null {
  const options = { decimal };
  let max: number | null = null;
  for (let k = 0; k < lines.length; k++) {
    const text = lines[k].text;
    if (!(whole ? DIGIT.test(text) : mayHoldMoney(text))) continue;
    const amounts = findAmounts(text, options);
    for (let i = 0; i < amounts.length; i++) {
      const a = amounts[i];
      if ((max === null || a.value > max) && isMoney(text, a, whole)) max = a.value;
    }
  }
  return max;
}

/** The first line in page order that holds the point (x, y), with half a point to spare. */
function lineAt(rows: RowIndex, x: number, y: number): LayoutLine | undefined {
  const { byCy, cys, lines, reach } = rows;
  let best = -1;
  for (let k = firstNotBelow(cys, y - reach); k < cys.length && cys[k] <= y + reach; k++) {
    const i = byCy[k];
    const b = lines[i].bbox;
    if ((best < 0 || i < best) && x >= b[0] - 0.5 && x <= b[2] + 0.5 && y >= b[1] - 0.5 && y <= b[3] + 0.5) best = i;
  }
  return best < 0 ? undefined : lines[best];
}

/** The nearest line right of `cur` on its row (the first in page order among equally near ones). */
function nextRight(rows: RowIndex, cur: LayoutLine): LayoutLine | undefined {
  const { byCy, cys, lines } = rows;
  const rowCy = (cur.bbox[1] + cur.bbox[3]) / 2;
  const half = (cur.bbox[3] - cur.bbox[1]) / 2;
  // The centres within half a height of the row's, and a point to spare.
  const reach = Math.abs(half) + 1;
  let best = -1;
  for (let k = firstNotBelow(cys, rowCy - reach); k < cys.length && cys[k] <= rowCy + reach; k++) {
    const i = byCy[k];
    const b = lines[i].bbox;
    if (!(b[0] > cur.bbox[2] && Math.abs((b[1] + b[3]) / 2 - rowCy) < half)) continue;
    if (best < 0 || b[0] < lines[best].bbox[0] || (b[0] === lines[best].bbox[0] && i < best)) best = i;
  }
  return best < 0 ? undefined : lines[best];
}

/** What the three candidate searches of one document share. */
interface TotalsSearch {
  ctx: ExtractContext;
  money: MoneyReader;
  /** The line items' row boxes: an item's amount is no document total. */
  itemRows: ReadonlyArray<{ page: number; row: readonly number[] }>;
  /** The pages' row indexes (the line-item row search's, for the pages it read). */
  rows: PageRows;
}

/** Is `f`'s line claimed by a longer label of another field ("Total HT" is a subtotal, not a total)? */
function claimedByOther(ctx: ExtractContext, f: Found, others: Array<readonly string[]>): boolean {
  for (const o of others) if ((ctx.labelAt(o, f.line)?.length ?? 0) > f.label.length) return true;
  return false;
}

function candidates(search: TotalsSearch, labels: readonly string[], others: Array<readonly string[]>): Candidate[] {
  const { ctx, money } = search;
  const out: Candidate[] = [];
  // Totals often sit at the right margin, far from a label at the left one.
  for (const f of ctx.findAll(labels, { accept: money.accept, rightGap: 0.95 })) {
    if (inItemRow(f, search.itemRows)) continue;
    // "TOTAL SAVING: 0.00" under the label "total": the printed label is a longer one we do not know.
    const other = /^([\p{L}][\p{L} .'/-]{1,24}):/u.exec(f.text);
    if (other && ctx.layout.lines[f.line].text.endsWith(f.text) && !/^(?:[A-Z]{3}|RM|Rs\.?)$/.test(other[1].trim())) continue;
    const line = ctx.layout.lines[f.line];
    if (claimedByOther(ctx, f, others)) continue;
    const values = money.values(f.text);
    const base = f.label.length / 4 + (line.page === 1 ? 0 : 0.1);
    out.push({ value: values[values.length - 1], found: f, score: base });
    // Further amounts on the same row (a totals row of a table): weaker candidates.
    const rows = search.rows.of(f.page);
    let next = lineAt(rows, (f.bbox[0] + f.bbox[2]) / 2, (f.bbox[1] + f.bbox[3]) / 2);
    for (let k = 0; next && k < 4; k++) {
      next = nextRight(rows, next);
      if (next) {
        const vs = money.values(next.text);
        if (vs.length) out.push({ value: vs[vs.length - 1], found: { ...f, text: next.text, bbox: next.bbox }, score: base - 1 - k * 0.2 });
      }
    }
  }
  return out;
}

/**
 * A subtotal the document does not print: the total less the tax when both are printed, else the sum of
 * the line totals when it equals the total and no tax is printed. Reported with source 'derived'.
 */
function derivedSubtotal(T: Candidate | null, t: Candidate | null, items: ReadonlyArray<{ total: number | null }>): Valued<number> | null {
  if (!T) return null;
  if (t && Math.abs(t.value) < Math.abs(T.value)) return derived(T, T.value - t.value, 0.9);
  const totals = items.map((i) => i.total).filter((v): v is number => v !== null);
  if (!t && totals.length >= 2 && close(totals.reduce((a, b) => a + b, 0), T.value)) return derived(T, T.value, 0.85);
  return null;
}

/** `value`, derived from the total `T`. */
function derived(T: Candidate, value: number, factor: number): Valued<number> {
  return { value: Math.round(value * 100) / 100, found: { ...T.found, text: String(value), label: '' }, factor, derived: true };
}

const ROUNDING = /\b(?:rounding|round(?:ed)?\s*(?:adj|off)|rundung|arrondi|pembundaran)/i;

/**
 * Cash rounding ("TOTAL 8.48 / ROUNDING 0.02 / NETT TOTAL 8.50"): the amount to pay is the total printed
 * after the rounding line, a few cents from the one before it.
 */
function afterRounding(ctx: ExtractContext, T: Candidate | null, all: Candidate[]): Candidate | null {
  if (!T) return T;
  const roundingLine = ctx.headerLines.find((l) => l.page === T.found.page && l.index > T.found.line && ROUNDING.test(l.text));
  if (!roundingLine) return T;
  const later = all.find((c) => c.found.page === T.found.page && c.found.line > roundingLine.index && Math.abs(c.value - T.value) > 0.001 && Math.abs(c.value - T.value) <= 0.1);
  return later ?? T;
}

function taxRateNear(ctx: ExtractContext, f: Found | null): number | null {
  const lines = f ? [ctx.layout.lines[f.line].text, f.text] : [];
  for (const t of lines) {
    const m = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(t);
    if (m) return Number(m[1].replace(',', '.'));
  }
  return null;
}

/** A rate as its own caption's value prints it: "10%", "25 %". */
const RATE_VALUE = /^\s*(\d{1,2}(?:[.,]\d{1,2})?)\s?%/;
const RATE_VALUES = { accept: (v: string) => RATE_VALUE.test(v) };

/**
 * The rate printed under a caption of its own ("GST rate: 7%" on a line apart from the tax amount), or null.
 * Only a rate that gives the tax on `base` (the subtotal) to its rounding (a cent, or a unit where the currency
 * has none, `whole`; a thousandth of the tax for rounding per line) is the invoice's: a line item's "VAT rate"
 * column or a rate of another tax does not.
 */
function labelledRate(ctx: ExtractContext, base: number, tax: number, whole: boolean): { rate: number; found: Found } | null {
  const slack = Math.max(whole ? 1 : 0.011, Math.abs(tax) * 0.001);
  return ctx.findFirst(
    LABELS.taxRate,
    (f) => {
      const rate = Number(RATE_VALUE.exec(f.text)![1].replace(',', '.'));
      return Math.abs((base * rate) / 100 - tax) <= slack ? { rate, found: f } : null;
    },
    RATE_VALUES,
  );
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.011;

/** The halves of a split tax: central and state (or union territory) tax, each on its own row. */
const SPLIT_TAX = [/^(?:cgst|central tax)\b/i, /^(?:sgst|utgst|state tax)\b/i] as const;

/**
 * A tax printed in two halves on rows of their own ("CGST @ 9% 38,003.63", "SGST @ 9% 38,003.63"): their sum,
 * with the sum of their rates, or null when the document prints no such pair.
 */
function splitTax(ctx: ExtractContext, tax: Candidate[]): (Candidate & { rate: number | null }) | null {
  const halves = SPLIT_TAX.map((re) => {
    let best: Candidate | null = null;
    for (const c of tax) {
      const line = ctx.layout.lines[c.found.line];
      if (!re.test(line.text.trim()) || !re.test(c.found.label)) continue;
      if (!best || c.score > best.score) best = c;
    }
    return best;
  });
  const [a, b] = halves;
  if (!a || !b || a.found.line === b.found.line || a.found.page !== b.found.page || a.value <= 0 || b.value <= 0) return null;
  const ra = taxRateNear(ctx, a.found);
  const rb = taxRateNear(ctx, b.found);
  return { value: Math.round((a.value + b.value) * 100) / 100, found: { ...a.found, text: String(a.value + b.value) }, score: Math.min(a.score, b.score), rate: ra !== null && rb !== null ? ra + rb : null };
}

/** The chosen candidate's value, its confidence scaled by `factor`. */
function chosen(c: Candidate | null, factor: number): Valued<number> | null {
  return c ? { value: c.value, found: c.found, factor } : null;
}

/**
 * Choose subtotal, tax and total. `itemRows` (the line items' row boxes) keep item amounts out of the
 * candidates; `items` let an unprinted subtotal be derived from the lines; `currency`, the document's, says
 * whether whole amounts are money (a currency without cents prints none).
 */
export function findTotals(
  ctx: ExtractContext,
  itemRows: ReadonlyArray<{ page: number; row: readonly number[] }> = [],
  items: ReadonlyArray<{ total: number | null }> = [],
  currency: string | null = null,
): Totals {
  const whole = currency !== null && hasNoMinorUnit(currency);
  const search: TotalsSearch = { ctx, money: new MoneyReader(ctx.decimal ?? undefined, whole), itemRows, rows: pageRows(ctx) };
  const sub = candidates(search, LABELS.subtotal, [LABELS.totalAmount, LABELS.taxAmount]);
  const tax = candidates(search, LABELS.taxAmount, [LABELS.totalAmount, LABELS.subtotal]);
  const tot = candidates(search, LABELS.totalAmount, [LABELS.subtotal, LABELS.taxAmount]);
  // The largest amount printed only matters to a total candidate.
  const max = tot.length ? largestMoney(ctx.headerLines, search.money.decimal, whole) : null;
  let best: { s: Candidate | null; t: Candidate | null; T: Candidate | null; score: number } = { s: null, t: null, T: null, score: -Infinity };
  const S = [null, ...sub.slice(0, 12)];
  const X = [null, ...tax.slice(0, 12)];
  const TT = [null, ...tot.slice(0, 12)];
  for (const T of TT) {
    for (const s of S) {
      for (const t of X) {
        let score = (T?.score ?? -2) + (s?.score ?? -1) * 0.5 + (t?.score ?? -1) * 0.5;
        if (T && max !== null && close(T.value, max)) score += 1.5;
        if (T && s && t && close(s.value + t.value, T.value)) score += 6;
        if (T && s && !t && close(s.value, T.value)) score += 1;
        if (T && s && s.value > T.value + 0.01 && T.value > 0) score -= 4;
        if (T && t && Math.abs(t.value) > Math.abs(T.value)) score -= 4;
        if (s && t && s.found.line === t.found.line && s.found.bbox === t.found.bbox) score -= 5;
        if (T && s && T.found.bbox === s.found.bbox && T.found.line === s.found.line && !close(T.value, s.value)) score -= 5;
        if (score > best.score) best = { s, t, T, score };
      }
    }
  }
  best.T = afterRounding(ctx, best.T, tot);
  let rate = taxRateNear(ctx, best.t?.found ?? null);
  let consistent = best.s && best.t && best.T ? close(best.s.value + best.t.value, best.T.value) : null;
  const split = consistent ? null : splitTax(ctx, tax);
  const lineSum = items.reduce((a, i) => a + (i.total ?? 0), 0);
  if (split && best.T && split.value < best.T.value) {
    // Central and state tax printed as rows of their own (India's CGST + SGST): the tax is their sum, the
    // subtotal the lines', the total theirs give or take a printed round-off.
    const rounded = ctx.headerLines.some((l) => l.page === best.T!.found.page && ROUNDING.test(l.text));
    const within = (v: number) => Math.abs(v + split.value - best.T!.value) <= (rounded ? 1 : 0.011);
    best.t = split;
    rate = split.rate;
    if (best.s && !within(best.s.value)) best.s = null;
    consistent = best.s ? true : null;
    if (!best.s && lineSum > 0 && within(lineSum)) {
      const factor = 0.9;
      return { subtotal: derived(best.T, lineSum, 0.85), taxAmount: chosen(best.t, factor), totalAmount: chosen(best.T, factor), taxRate: rate !== null ? { value: rate, found: split.found, factor: 0.9 } : null, consistent: true };
    }
  }
  if (!best.t && best.s && best.T) {
    const coded = codedTax(ctx, (text) => search.money.values(text));
    if (coded && close(best.s.value + coded.value, best.T.value)) {
      best.t = { value: coded.value, found: coded.found, score: 0 };
      rate = coded.rate;
      consistent = true;
    }
  }
  const factor = consistent ? 1 : consistent === false ? 0.8 : 0.92;
  // The rate's base: the subtotal, else the total less the tax.
  const base = best.s?.value ?? (best.T && best.t ? best.T.value - best.t.value : null);
  const captioned = rate === null && best.t && base !== null ? labelledRate(ctx, base, best.t.value, whole) : null;
  if (captioned) rate = captioned.rate;
  return {
    subtotal: chosen(best.s, factor) ?? derivedSubtotal(best.T, best.t, items),
    taxAmount: chosen(best.t, factor),
    totalAmount: chosen(best.T, best.T && max !== null && close(best.T.value, max) ? Math.min(1, factor + 0.03) : factor * 0.95),
    taxRate: rate !== null && best.t ? { value: rate, found: captioned?.found ?? best.t.found, factor: 0.95 } : null,
    consistent,
  };
}
