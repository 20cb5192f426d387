/**
 * Money amounts as printed: `1.234,56`, `1,234.56`, `1 234,56`, `1'234.56`, `(1,234.56)`, `-12.00`,
 * `12.00-`, `12.00 CR`, with or without a currency symbol or code around them.
 */
import type { TextMatch } from './text.ts';
import { isCurrencyCode } from './currency.ts';

export type DecimalMark = ',' | '.';

export interface ParseAmountOptions {
  /** The document's decimal mark when known; decides `1,234` / `1.234` (otherwise read as thousands). */
  decimal?: DecimalMark;
}

const SPACES = /[\s\u00a0\u202f]/g;
const CURRENCY_AROUND = /^(?:[A-Z]{3}|[A-Z]{1,2}\$|[$€£¥₹₩₽₺₫₱฿]|RM|Rs\.?|kr\.?|zł|Kč|Fr\.?|CHF)\s*|\s*(?:[A-Z]{3}|[$€£¥₹]|RM|kr\.?|zł|Kč|Fr\.?|CHF)$/u;

/** The currency signs `CURRENCY_AROUND` strips before an amount. */
const LEADING_SIGNS = new Set([...'$€£¥₹₩₽₺₫₱฿'].map((c) => c.charCodeAt(0)));

const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

const COMMA = 0x2c;
const DOT = 0x2e;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** Is `s` from `from` on digits and marks only, from a leading digit on: the form `digitsToNumber` reads as printed? */
function isDigitsAndMarks(s: string, from = 0): boolean {
  if (!(s.length > from && isDigit(s.charCodeAt(from)))) return false;
  for (let i = from + 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isDigit(c) && c !== COMMA && c !== DOT) return false;
  }
  return true;
}

/**
 * Parse one amount. Returns null when the text is not an amount (letters left over, no digits).
 * Negative forms: leading or trailing minus, parentheses, a `CR` suffix (credit).
 */
export function parseAmount(text: string, options: ParseAmountOptions = {}): number | null {
  let s = text.trim();
  // Most amounts are digits and marks alone, maybe after a currency sign: all the general path below does
  // to them is strip the sign, so its dozen regex passes are skipped.
  const first = s.charCodeAt(0);
  const digits = isDigit(first) || !LEADING_SIGNS.has(first) ? 0 : trimmedStart(s, 1);
  if (isDigitsAndMarks(s, digits)) return digitsToNumber(digits ? s.slice(digits) : s, options.decimal);
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

/**
 * Where the decimal mark of `s` (digits and marks) is, or -1 when it has none: the last mark when both
 * kinds are printed; a mark printed once, unless three digits follow it, at most three precede it and the
 * document's mark is the other one (then it groups thousands).
 */
function decimalMarkAt(s: string, hint: DecimalMark | undefined): number {
  let lastComma = -1;
  let lastDot = -1;
  let marks = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === COMMA) lastComma = i;
    else if (c === DOT) lastDot = i;
    else continue;
    marks++;
  }
  if (lastComma >= 0 && lastDot >= 0) return Math.max(lastComma, lastDot);
  if (marks !== 1) return -1;
  const at = Math.max(lastComma, lastDot);
  // More than three digits before it cannot be a thousands group ("21250.000", "2125,000"): the decimal mark.
  return s.length - at - 1 === 3 && hint !== s[at] && at <= 3 ? -1 : at;
}

/**
 * The value of `s` (digits and marks, as `parseAmount` leaves them). Marks other than the decimal mark
 * group thousands: the first group has one to three characters, every later one three; or, Indian style, the last
 * group three and those before it two (the first one or two).
 */
function digitsToNumber(s: string, hint?: DecimalMark): number | null {
  const point = decimalMarkAt(s, hint);
  const mark = point >= 0 ? s.charCodeAt(point) : -1;
  let mantissa = 0;
  let digits = 0;
  /** Digits after the decimal point of the number read (-1 before one). */
  let decimals = -1;
  let firstSeparator = -1;
  let lastSeparator = -1;
  // Indian grouping ("10,63,314.00": lakh and crore) sets commas two digits apart above the last three.
  let pairs = false;
  let triples = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 0x30);
      digits++;
      if (decimals >= 0) decimals++;
    } else if (c !== mark) {
      if (firstSeparator < 0) firstSeparator = i;
      else if (i - lastSeparator === 3 && c === COMMA) pairs = true;
      else if (i - lastSeparator === 4) triples = true;
      else return null;
      lastSeparator = i;
    } else if (i !== s.length - 1) {
      // The decimal mark, or that mark printed again before it: a second comma is no number, and a dot
      // ahead of the thousands groups is read where it stands ("1.2,345." is 1.2345). A mark with no digit
      // after it adds nothing ("12." is 12).
      if ((i !== point && c === COMMA) || decimals >= 0) return null;
      decimals = 0;
    }
  }
  const intEnd = point >= 0 ? point : s.length;
  if (firstSeparator >= 0 && (firstSeparator === 0 || firstSeparator > 3 || intEnd - lastSeparator !== 4)) return null;
  if (pairs && (triples || firstSeparator > 2)) return null;
  if (!digits) return null;
  // An integer a double holds exactly, divided by an exact power of ten, is the correctly rounded value
  // of the digits, as `Number` reads them; longer digit strings are handed to `Number`.
  if (mantissa <= Number.MAX_SAFE_INTEGER && decimals <= 22) return decimals > 0 ? mantissa / 10 ** decimals : mantissa;
  return finite(Number(readableDigits(s, mark)));
}

/** `s` as `Number` reads it: separators dropped, every decimal mark (but a last one) a dot. */
function readableDigits(s: string, mark: number): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) out += s[i];
    else if (c === mark && i !== s.length - 1) out += '.';
  }
  return out;
}

/**
 * Number of decimals as printed (for "this looks like money": 2 decimals): the digits after a mark that
 * end the text but for a closing parenthesis, spaces and a trailing "-" or "CR" (as
 * /[.,](\d+)\)?\s*(?:-|CR)?$/ on the trimmed text, read from its end).
 */
export function printedDecimals(raw: string): number {
  let end = trimmedEnd(raw, raw.length);
  if (end > 0 && raw.charCodeAt(end - 1) === 0x2d) end--;
  else if (end > 1 && raw.charCodeAt(end - 2) === 0x43 && raw.charCodeAt(end - 1) === 0x52) end -= 2;
  end = trimmedEnd(raw, end);
  if (end > 0 && raw.charCodeAt(end - 1) === 0x29) end--;
  let start = end;
  while (start > 0 && isDigit(raw.charCodeAt(start - 1))) start--;
  if (start === end || start === 0) return 0;
  const c = raw.charCodeAt(start - 1);
  return c === COMMA || c === DOT ? end - start : 0;
}

/** Where `text` ends before `end` once white space (as `\s` and `trim` know it) is dropped. */
function trimmedEnd(text: string, end: number): number {
  while (end > 0 && isWhiteSpace(text.charCodeAt(end - 1))) end--;
  return end;
}

/** Where `text` starts from `start` on once white space is dropped. */
function trimmedStart(text: string, start: number): number {
  while (start < text.length && isWhiteSpace(text.charCodeAt(start))) start++;
  return start;
}

function isWhiteSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

// An amount starts after a non-letter, or right after a currency glued to it ("RM9.75", "EUR12,50").
// The leading lookahead names the characters an amount can start with: it changes no match, but lets the
// scan pass over letters without trying the lookbehinds at each one (a third of the scan's time).
const AMOUNT_TOKEN =
  /(?=[(\-−\s$€£¥₹\d])(?:(?<=(?:^|[^\p{L}])(?:RM|Rs\.?|Rp|USD|EUR|GBP|MYR|SGD|INR|IDR|CHF))|(?<![\p{L}\d.,]))(\(?[-−]?\s?(?:[$€£¥₹]\s?)?(?:\d{1,3}(?:[.,'\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,4})?\)?(?:-|\s?CR\b)?)(?![\d\p{L}]|[.,]\d)/gu;

/** An amount found in a text. Shared by every caller asking about that text: the type keeps it read-only. */
export type Amount = Readonly<TextMatch<number>>;

const NONE: readonly Amount[] = [];
const BARE_NUMBER = /^(?:\d+|\d{1,3}(?:[.,]\d{3})+)(?:[.,]\d{1,2})?$/;
// Extractors ask about the same line or cell texts many times (totals, line items, cell kinds): the
// answers are kept per text and decimal mark. Bounded: cleared when full, so memory stays flat.
// One map per decimal-mark option: the text itself is the key, no key string is built per call.
const memos = { ',': new Map<string, readonly Amount[]>(), '.': new Map<string, readonly Amount[]>(), none: new Map<string, readonly Amount[]>() };
const MEMO_MAX = 20_000;

/** Forget the kept answers (at the start of each document: the memo serves repeats within one document). */
export function clearAmountMemo(): void {
  memos[','].clear();
  memos['.'].clear();
  memos.none.clear();
}

/**
 * Every amount-like number in `text` (integers included; callers filter by decimals or context).
 * The result is shared between calls with the same arguments: read it, never change it. The list and its
 * entries are read-only by type only: frozen lists cost several times a plain one's making and are slower
 * to read (freezing each entry cost a fifth of the search).
 */
export function findAmounts(text: string, options: ParseAmountOptions = {}): readonly Amount[] {
  if (!/\d/.test(text)) return NONE;
  const memo = memos[options.decimal ?? 'none'];
  let found = memo.get(text);
  if (found) return found;
  // A text that is one bare number is the one token AMOUNT_TOKEN would find (digits or thousands groups,
  // maybe 1–2 decimals): cells and figures mostly are, and the token regex costs its lookbehinds at every
  // position.
  found = BARE_NUMBER.test(text) ? bareAmount(text, options) : tokenAmounts(text, options);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(text, found);
  return found;
}

function bareAmount(text: string, options: ParseAmountOptions): readonly Amount[] {
  const value = parseAmount(text, options);
  return value === null ? NONE : [{ value, index: 0, raw: text }];
}

function tokenAmounts(text: string, options: ParseAmountOptions): readonly Amount[] {
  // Most texts print one amount or none: the list is made at the first one, of its size.
  let found: Amount[] | null = null;
  // Every token holds a digit, so no match is empty and `exec` moves on by itself (back to 0 at the end).
  AMOUNT_TOKEN.lastIndex = 0;
  for (let m = AMOUNT_TOKEN.exec(text); m; m = AMOUNT_TOKEN.exec(text)) {
    const value = parseAmount(m[1], options);
    if (value === null) continue;
    const amount = { value, index: m.index, raw: m[1] };
    if (found) found.push(amount);
    else found = [amount];
  }
  // A decimal-point (or unknown-mark) document may still print one figure so, its currency right before it
  // ("Balance due ZAR 3 907,25" in a total box beside a table in points): only such a figure is joined there,
  // not counts before a price ("Qty 3 125,50" stays 3 and 125.50).
  const grouped = options.decimal === ',' || currencyLedCommaFigure(text);
  return found && grouped && found.length > 1 && text.includes(' ') ? spaceGrouped(text, found, options) : found ?? NONE;
}

const HEAD_GROUP = /^\d{1,3}$/;
const MID_GROUP = /^\d{3}$/;
// The last group's decimals after a comma, or after a dot OCR read for the comma ("331 265.00": a dot there
// cannot group thousands, two digits follow it).
const LAST_GROUP = /^\d{3}[,.]\d{2}$/;
/** The last group of a space-grouped figure with comma decimals ("… 907,25"). */
const COMMA_LAST_GROUP = /^\d{3},\d{2}$/;
/** Such a figure ending a text right after its currency: an ISO code (checked) or a sign ("R 3 907,25", "€1 250,00"). */
const CURRENCY_LED_END = /(?:\b([A-Z]{3})|(?<![A-Za-z])[R$€£])\s?\d{1,3}(?: \d{3})+,\d{2}\s*$/;

function currencyLedCommaFigure(text: string): boolean {
  const m = CURRENCY_LED_END.exec(text);
  return m !== null && (m[1] === undefined || isCurrencyCode(m[1]));
}
const WHOLE_GROUPED = /^\s*\d{1,3}(?: \d{3})+(?:[,.]\d{1,2}|,\d{3,4})?\s*$/;

/**
 * Amounts grouped by plain spaces, as French, Nordic and Slavic documents print them ("25 861,00", read as 25
 * and 861 by the token search), joined: only in a decimal-comma document, and only a head of 1–3 digits, then
 * groups of exactly three digits one space apart, the last with two decimals (or the whole text such groups).
 */
function spaceGrouped(text: string, found: Amount[], options: ParseAmountOptions): Amount[] {
  const commaDocument = options.decimal === ',';
  const lastGroup = commaDocument ? LAST_GROUP : COMMA_LAST_GROUP;
  // A text that is nothing but such groups (a cell, a figure: "1 200") is one number, decimals or not.
  if (commaDocument && WHOLE_GROUPED.test(text)) {
    const value = parseAmount(text, options);
    if (value !== null) return [{ value, index: text.length - text.trimStart().length, raw: text.trim() }];
  }
  const out: Amount[] = [];
  for (let i = 0; i < found.length; i++) {
    const head = found[i];
    let j = i;
    if (HEAD_GROUP.test(head.raw)) {
      while (j + 1 < found.length && text[found[j].index + found[j].raw.length] === ' ' && found[j + 1].index === found[j].index + found[j].raw.length + 1 && (MID_GROUP.test(found[j + 1].raw) || lastGroup.test(found[j + 1].raw))) {
        j++;
        if (lastGroup.test(found[j].raw)) break;
      }
    }
    if (j > i && lastGroup.test(found[j].raw)) {
      const raw = text.slice(head.index, found[j].index + found[j].raw.length);
      const value = parseAmount(raw, options);
      if (value !== null) {
        out.push({ value, index: head.index, raw });
        i = j;
        continue;
      }
    }
    out.push(head);
  }
  return out;
}

/** A number in Indian grouping: thousands, then pairs of digits (lakh, crore), a decimal point and two decimals. */
const LAKH = /(?<![\d,.])\d{1,2}(?:,\d\d)+,\d{3}\.\d\d(?![\d,.])/;
const LAKH_ALL = new RegExp(LAKH.source, 'g');

/**
 * `text` with its numbers in Indian grouping ("4,98,270.00": lakh, crore) printed as their digits ("498270.00"),
 * which `parseAmount` and `findAmounts` read as one number (they take only groups of three); unchanged in a
 * decimal-comma document (`decimal` ','), which prints none.
 */
export function withoutLakhGrouping(text: string, decimal: DecimalMark | undefined): string {
  return decimal !== ',' && text.includes(',') && LAKH.test(text) ? text.replace(LAKH_ALL, (m) => m.replace(/,/g, '')) : text;
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
    // No match is empty: `exec` moves on by itself, and is back at 0 after the last.
    for (let m = PRINTED_DECIMAL.exec(t); m; m = PRINTED_DECIMAL.exec(t)) {
      if (m[1] && m[1] === m[2]) continue;
      if (m[2] === ',') comma++;
      else dot++;
    }
  }
  if (comma === dot) return null;
  return comma > dot ? ',' : '.';
}
