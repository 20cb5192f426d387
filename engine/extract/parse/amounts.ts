/**
 * Money amounts as printed: `1.234,56`, `1,234.56`, `1 234,56`, `1'234.56`, `(1,234.56)`, `-12.00`,
 * `12.00-`, `12.00 CR`, with or without a currency symbol or code around them.
 */
import { matchesOf, type TextMatch } from './text.ts';

export type DecimalMark = ',' | '.';

export interface ParseAmountOptions {
  /** The document's decimal mark when known; decides `1,234` / `1.234` (otherwise read as thousands). */
  decimal?: DecimalMark;
}

const SPACES = /[\s\u00a0\u202f]/g;
const CURRENCY_AROUND = /^(?:[A-Z]{3}|[A-Z]{1,2}\$|[$€£¥₹₩₽₺₫₱฿]|RM|Rs\.?|kr\.?|zł|Kč|Fr\.?|CHF)\s*|\s*(?:[A-Z]{3}|[$€£¥₹]|RM|kr\.?|zł|Kč|Fr\.?|CHF)$/u;

const PLAIN_INTEGER = /^\d+$/;
const SIMPLE_DECIMAL = /^(\d+)[.,](\d{1,2})$/;
const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

/**
 * Parse one amount. Returns null when the text is not an amount (letters left over, no digits).
 * Negative forms: leading or trailing minus, parentheses, a `CR` suffix (credit).
 */
export function parseAmount(text: string, options: ParseAmountOptions = {}): number | null {
  // Most amounts are bare integers or carry one mark and one or two decimals: what the general path below
  // would make of them, without its dozen regex passes.
  if (PLAIN_INTEGER.test(text)) return finite(Number(text));
  const simple = SIMPLE_DECIMAL.exec(text);
  if (simple) return finite(Number(`${simple[1]}.${simple[2]}`));
  let s = text.trim();
  if (!s) return null;
  let negative = false;
  if (/\b(?:CR|Cr)\.?$/.test(s)) {
    negative = true;
    s = s.replace(/\s*\b(?:CR|Cr)\.?$/, '');
  } else if (/\bDR\.?$/.test(s)) s = s.replace(/\s*\bDR\.?$/, '');
  for (let i = 0; i < 2; i++) s = s.replace(CURRENCY_AROUND, '').trim();
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  for (let i = 0; i < 2; i++) s = s.replace(CURRENCY_AROUND, '').trim();
  if (/^[-−–]/.test(s)) {
    negative = !negative;
    s = s.slice(1).trim();
  } else if (/^\+/.test(s)) s = s.slice(1).trim();
  if (/[-−–]$/.test(s)) {
    negative = !negative;
    s = s.slice(0, -1).trim();
  }
  for (let i = 0; i < 2; i++) s = s.replace(CURRENCY_AROUND, '').trim();
  s = s.replace(SPACES, '').replace(/'/g, ',');
  if (!/^\d[\d.,]*$/.test(s) && !/^[.,]\d+$/.test(s)) return null;
  const value = digitsToNumber(s, options.decimal);
  if (value === null) return null;
  return negative && value !== 0 ? -value : value;
}

function digitsToNumber(s: string, hint?: DecimalMark): number | null {
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let decimal: DecimalMark | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const mark: DecimalMark = lastComma >= 0 ? ',' : '.';
    const count = s.split(mark).length - 1;
    const after = s.length - s.lastIndexOf(mark) - 1;
    if (count > 1) decimal = null;
    else if (after === 3 && hint !== mark) decimal = null;
    else decimal = mark;
  }
  const thousands = decimal === ',' ? '.' : ',';
  const [intPart, fracPart] = decimal ? [s.slice(0, s.lastIndexOf(decimal)), s.slice(s.lastIndexOf(decimal) + 1)] : [s, ''];
  if (decimal && fracPart.includes(thousands)) return null;
  const groups = intPart.split(decimal ? thousands : /[.,]/);
  // Thousands groups after the first must have exactly three digits.
  if (groups.length > 1 && (groups.slice(1).some((g) => g.length !== 3) || groups[0].length > 3 || groups[0] === '')) return null;
  const digits = groups.join('') + (fracPart ? `.${fracPart}` : '');
  if (!/^\d*\.?\d*$/.test(digits) || digits === '.' || digits === '') return null;
  const n = Number(digits);
  return Number.isFinite(n) ? n : null;
}

/** Number of decimals as printed (for "this looks like money": 2 decimals). */
export function printedDecimals(raw: string): number {
  const m = /[.,](\d+)\)?\s*(?:-|CR)?$/.exec(raw.trim());
  return m ? m[1].length : 0;
}

// An amount starts after a non-letter, or right after a currency glued to it ("RM9.75", "EUR12,50").
const AMOUNT_TOKEN =
  /(?:(?<=(?:^|[^\p{L}])(?:RM|Rs\.?|Rp|USD|EUR|GBP|MYR|SGD|INR|IDR|CHF))|(?<![\p{L}\d.,]))(\(?[-−]?\s?(?:[$€£¥₹]\s?)?(?:\d{1,3}(?:[.,'\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,4})?\)?(?:-|\s?CR\b)?)(?![\d\p{L}]|[.,]\d)/gu;

const NONE: ReadonlyArray<TextMatch<number>> = Object.freeze([]);
const BARE_NUMBER = /^(?:\d+|\d{1,3}(?:[.,]\d{3})+)(?:[.,]\d{1,2})?$/;
// Extractors ask about the same line or cell texts many times (totals, line items, cell kinds): the
// answers are kept per text and decimal mark. Bounded: cleared when full, so memory stays flat.
// One map per decimal-mark option: the text itself is the key, no key string is built per call.
const memos = new Map<string, Map<string, ReadonlyArray<TextMatch<number>>>>();
const MEMO_MAX = 20_000;

/** Forget the kept answers (at the start of each document: the memo serves repeats within one document). */
export function clearAmountMemo(): void {
  for (const m of memos.values()) m.clear();
}

/**
 * Every amount-like number in `text` (integers included; callers filter by decimals or context).
 * The result is shared between calls with the same arguments: read it, never change it.
 */
export function findAmounts(text: string, options: ParseAmountOptions = {}): ReadonlyArray<TextMatch<number>> {
  if (!/\d/.test(text)) return NONE;
  const mark = options.decimal ?? '';
  let memo = memos.get(mark);
  if (!memo) memos.set(mark, (memo = new Map()));
  const hit = memo.get(text);
  if (hit) return hit;
  const out: Array<TextMatch<number>> = [];
  if (BARE_NUMBER.test(text)) {
    // The whole text is the one token AMOUNT_TOKEN would find (digits or thousands groups, maybe 1–2 decimals):
    // cells and figures mostly are, and the token regex costs its lookbehinds at every position.
    const value = parseAmount(text, options);
    if (value !== null) out.push(Object.freeze({ value, index: 0, raw: text }));
  } else for (const m of matchesOf(AMOUNT_TOKEN, text)) {
    const raw = m[1];
    const value = parseAmount(raw, options);
    if (value !== null) out.push(Object.freeze({ value, index: m.index, raw }));
  }
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(text, Object.freeze(out));
  return out;
}

const PRINTED_DECIMAL = /(?<![\d.,])\d{1,3}(?:([.,])\d{3})*([.,])(\d{2})(?![\d.,]*\d)/g;

/**
 * The document's decimal mark, from the amounts it prints: `1.234,56` or `12,50` vote comma, `1,234.56`
 * or `12.50` vote dot. Null when nothing decides.
 */
export function inferDecimalMark(texts: string[]): DecimalMark | null {
  let comma = 0;
  let dot = 0;
  for (const t of texts) {
    for (const m of matchesOf(PRINTED_DECIMAL, t)) {
      if (m[1] && m[1] === m[2]) continue;
      if (m[2] === ',') comma++;
      else dot++;
    }
  }
  if (comma === dot) return null;
  return comma > dot ? ',' : '.';
}
