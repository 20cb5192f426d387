/**
 * VAT breakdowns whose rows are led by the code letter the charge lines carry ("A = USt. 19 % auf 1.865,00 |
 * EUR 354,35", "B = steuerfrei / VAT exempt 4.632,50 | EUR 0,00"): no tax label starts those rows, so the
 * label search misses them. The tax is the sum of the rows' amounts, the rate the one rate that is charged.
 */
import type { ExtractContext, Found, LayoutLine } from './context.ts';

/** A row led by a code letter or digit and "=" or ":" ("A = …", "(B): …"). */
const CODED_ROW = /^\(?[A-Z0-9]\)?\s*[=:]\s*\S/;
const TAX_WORD = /\b(?:ust|mwst|vat|tva|iva|btw|gst|tax|steuer\p{L}*|moms|alv)\b/iu;
const RATE = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/;
const AMOUNT_CELL = /^(?:[A-Z]{3}\s?|[$€£¥₹]\s?)?-?[\d.,' ]+(?:\s?[A-Z]{3}|\s?[$€£¥₹])?$/;

export interface CodedTax {
  value: number;
  rate: number | null;
  found: Found;
}

/** The line nearest right of `l` on its row that prints money, with that money. */
function amountRight(ctx: ExtractContext, l: LayoutLine, money: (text: string) => number[]): { line: LayoutLine; value: number } | null {
  const mid = (l.bbox[1] + l.bbox[3]) / 2;
  const half = (l.bbox[3] - l.bbox[1]) / 2;
  let best: { line: LayoutLine; value: number } | null = null;
  for (const o of ctx.pageLines(l.page)) {
    if (o.bbox[0] <= l.bbox[2] || Math.abs((o.bbox[1] + o.bbox[3]) / 2 - mid) >= half) continue;
    // An amount cell: money and at most its currency code, not the next row's text.
    if (!AMOUNT_CELL.test(o.text.trim())) continue;
    const vs = money(o.text);
    if (vs.length && (!best || o.bbox[0] < best.line.bbox[0])) best = { line: o, value: vs[vs.length - 1] };
  }
  return best;
}

/** The tax of a code-lettered VAT breakdown, or null when the document prints none. */
export function codedTax(ctx: ExtractContext, money: (text: string) => number[]): CodedTax | null {
  let value = 0;
  const rates = new Set<number>();
  let first: Found | null = null;
  for (const l of ctx.headerLines) {
    const text = l.text.trim();
    if (!CODED_ROW.test(text) || !TAX_WORD.test(text)) continue;
    const amount = amountRight(ctx, l, money);
    if (!amount) continue;
    const r = RATE.exec(text);
    const rate = r ? Number(r[1].replace(',', '.')) : null;
    // A row at a rate and a row exempt from it: each names its rate or prints nothing due.
    if (rate === null && amount.value !== 0) return null;
    value += amount.value;
    if (rate !== null && amount.value !== 0) rates.add(rate);
    first ??= { text: amount.line.text, page: l.page, bbox: amount.line.bbox, confidence: l.confidence, source: l.source, label: '', line: amount.line.index };
  }
  if (!first || rates.size === 0) return null;
  return { value: Math.round(value * 100) / 100, rate: rates.size === 1 ? [...rates][0] : null, found: first };
}
