/**
 * The amount a receipt asks to be paid, read the way OCR prints it: labels with missing or extra spaces
 * ("TOTAL:12.50", "Round d Total"), a first or last letter misread ("lotal", "Totai"), and the amount often on a separate
 * line box to the right of its label, with O/S/l misread for 0/5/1.
 */
import type { ExtractContext, LayoutLine } from './context.ts';
import { moneyIn } from './invoice-amounts.ts';

export interface ReceiptTotal {
  value: number;
  label: LayoutLine;
  amount: LayoutLine;
  /** 2: a final-amount label (rounded, grand, nett, inclusive, due); 1: a plain "total". */
  strength: 1 | 2;
}

/** Letters only, lower case, with the usual misreads of "Total" undone ("lotal", "Totai"). */
function labelKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '').replace(/^[tli|]ota[li|]/, 'total');
}

// Labels of amounts that are not the total to pay, even when they contain "total".
const NOT_TOTAL = /excl|exclud|adj|qty|quantity|item|saving|discount|disc|change|cash|tender|paid|gst@|tax|before|net(?:t)?sales?$|subtotal/;
const STRONG = /round\w*total|total\w*round|grandtotal|nett?total|totalnett?|totalpayable|amountpayable|amountdue|totaldue|^due$|[il]nclusive|total[il]ncl|totalamount|totalsales/;

/** Letters misread for digits inside an amount ("O.00", "2S.15", "l2.50") put back, only in number-like tokens. */
export function fixOcrDigits(text: string): string {
  return text.replace(/(?<![A-Za-z])[\dOoSIl][\dOoSIl,]*[.,][\dOoSIl]{2}(?![A-Za-z\d])/g, (t) =>
    /\d/.test(t) ? t.replace(/[Oo]/g, '0').replace(/S/g, '5').replace(/[Il]/g, '1') : t,
  );
}

/** The amount to pay is never negative: a mark between the currency and the amount ("RM-38.80", "RM=38.80", "RM.34.80") is noise. */
function lastMoney(text: string, ctx: ExtractContext): number | null {
  const v = moneyIn(fixOcrDigits(text).replace(/\b(RM|MYR)\s*[-=~:.,]+\s*(?=\d)/gi, '$1 '), ctx.decimal ?? undefined).filter((x) => x >= 0);
  return v.length ? v[v.length - 1] : null;
}

/**
 * The line boxes to the right of `l` on its row, best aligned first: on a skewed scan the amount of the next
 * row can sit as close horizontally, and right-aligned amounts start at different x.
 */
function rightOf(l: LayoutLine, lines: LayoutLine[]): LayoutLine[] {
  const cy = (l.bbox[1] + l.bbox[3]) / 2;
  const h = l.bbox[3] - l.bbox[1];
  const dy = (x: LayoutLine) => Math.abs((x.bbox[1] + x.bbox[3]) / 2 - cy);
  return lines
    .filter((x) => x !== l && x.bbox[0] >= l.bbox[2] - h * 0.5 && dy(x) < h * 0.6)
    .sort((a, b) => dy(a) - dy(b) || a.bbox[0] - b.bbox[0]);
}

/**
 * Every labelled total of the first page with its amount (on the label's line after the label, else the
 * nearest amount to its right on the same row), in reading order.
 */
export function receiptTotals(ctx: ExtractContext): ReceiptTotal[] {
  const page = ctx.pages[0]?.pageNumber ?? 1;
  const lines = ctx.pageLines(page);
  const out: ReceiptTotal[] = [];
  for (const l of lines) {
    const m = /^[^\d]*/.exec(l.text)![0];
    const key = labelKey(m);
    if (!key || key.length > 40 || NOT_TOTAL.test(key)) continue;
    const strength = STRONG.test(key) ? 2 : /^total(?:rm|myr)?$/.test(key) ? 1 : 0;
    if (!strength) continue;
    let value = lastMoney(l.text.slice(m.length), ctx);
    let amount = l;
    if (value === null) {
      for (const r of rightOf(l, lines)) {
        if (/\p{L}{3,}/u.test(r.text.replace(/\b(?:RM|MYR)\b/g, ''))) break;
        value = lastMoney(r.text, ctx);
        amount = r;
        if (value !== null) break;
      }
    }
    if (value !== null) out.push({ value, label: l, amount, strength: strength as 1 | 2 });
  }
  return out.sort((a, b) => a.label.bbox[1] - b.label.bbox[1]);
}

/**
 * The total to pay: among final-amount labels the rounded one, else the last; else the last plain "total".
 * Null when no label is found.
 */
export function receiptTotal(ctx: ExtractContext): ReceiptTotal | null {
  const all = receiptTotals(ctx);
  const strong = all.filter((t) => t.strength === 2);
  if (strong.length) return strong.find((t) => /round/.test(labelKey(t.label.text))) ?? strong[strong.length - 1];
  return all.length ? all[all.length - 1] : null;
}
