/**
 * The figures of line-items-rows.ts: which layout lines print one number (maybe with its unit or currency), and
 * what it is, each distinct text read once per document.
 */
import type { LayoutLine } from './context.ts';
import { findAmounts, printedDecimals, withoutLakhGrouping, type ParseAmountOptions } from './parse/amounts.ts';
import { digitsApart } from './line-items-text.ts';

/** What a line's text says as a figure; the same for every line with that text. */
export interface Shape {
  value: number;
  /** Printed with a unit ("20 Stk", "3 m²"): a quantity, never a price. */
  unit: boolean;
  decimals: number;
}

export interface Figure extends Shape {
  line: LayoutLine;
  /** The line's position on its page. */
  idx: number;
  cy: number;
  h: number;
  /** Already part of a match. */
  used: boolean;
}

/** Shapes by line text, for one document (page headers, footers and item figures repeat on every page), and the document's amount options. */
export interface Shapes {
  byText: Map<string, Shape | null>;
  amounts: ParseAmountOptions;
}

/** A segment that is one number, maybe with a short unit or a currency; percentages are left out. */
const UNIT_TAIL = /^[\p{L}²³()./]{1,10}$/u;
const DIGIT = /\d/;
// Every character of a figure is part of the amount (digits, separators, sign, currency, CR), a currency
// or code left around it, or its unit: text with any other character ("Date: 1.2.2024") is not one, and
// is not handed to the amount parser.
const NOT_IN_FIGURE = /[^\d\p{L}\s()\-−$€£¥₹.,'²³/]/u;

/** The longest text a figure is printed as. */
const FIGURE_LENGTH = 24;

/**
 * "12,5 m3", "86 m2": a square or cubic metre unit typed with a plain digit, which the amount parser would read as
 * a second number, written as its superscript ("m³") so that the figure keeps one amount and a unit.
 */
function superscriptPower(t: string): string {
  const n = t.length;
  const last = t.charCodeAt(n - 1);
  if (n < 3 || (last !== 0x32 && last !== 0x33) || (t.charCodeAt(n - 2) | 0x20) !== 0x6d) return t;
  // "m3" after a space or a digit, maybe with a metric prefix ("cm3"); not inside a code ("ABM3").
  let k = n - 3;
  const prefix = t.charCodeAt(k) | 0x20;
  if (prefix === 0x63 || prefix === 0x64 || prefix === 0x6b) k--;
  const before = k >= 0 ? t.charCodeAt(k) : 0;
  if (before !== 0x20 && !(before >= 0x30 && before <= 0x39)) return t;
  return `${t.slice(0, -1)}${last === 0x32 ? '²' : '³'}`;
}

function shapeOf(text: string, amounts: ParseAmountOptions): Shape | null {
  // A figure in Indian grouping ("1,94,005.00": lakh) is read as its digits.
  const t = superscriptPower(withoutLakhGrouping(text.trim(), amounts.decimal));
  if (t.length > FIGURE_LENGTH || t.includes('%') || NOT_IN_FIGURE.test(t) || digitsApart(t)) return null;
  const a = findAmounts(t, amounts);
  if (a.length !== 1) return null;
  // Most figures are the amount alone: nothing is left around it.
  const rest = a[0].raw.length === t.length ? '' : (t.slice(0, a[0].index) + t.slice(a[0].index + a[0].raw.length)).replace(/[$€£¥₹]|\b[A-Z]{3}\b|\s/g, '');
  if (rest && !UNIT_TAIL.test(rest)) return null;
  // Words both before and after the number ("alt. 150 cm") are text that mentions a figure, not a figure with its unit.
  if (rest && /\p{L}{2}/u.test(t.slice(0, a[0].index).replace(/[$€£¥₹]|\b[A-Z]{3}\b|Rs\.?|RM|\s/g, '')) && /\p{L}/u.test(t.slice(a[0].index + a[0].raw.length))) return null;
  return { value: a[0].value, unit: rest.length > 0, decimals: printedDecimals(a[0].raw) };
}

/** Is `text` short enough for a figure? (Most lines are not: the test is cheaper than any other.) */
export const figureLength = (text: string): boolean => text.length <= FIGURE_LENGTH || text.trim().length <= FIGURE_LENGTH;

export function figureOf(line: LayoutLine, idx: number, shapes: Shapes): Figure | null {
  // Tests cheaper than the memo first.
  const text = line.text;
  if (!figureLength(text) || !DIGIT.test(text)) return null;
  let s = shapes.byText.get(text);
  if (s === undefined) shapes.byText.set(text, (s = shapeOf(text, shapes.amounts)));
  if (!s) return null;
  const b = line.bbox;
  return { value: s.value, unit: s.unit, decimals: s.decimals, line, idx, cy: (b[1] + b[3]) / 2, h: b[3] - b[1], used: false };
}
