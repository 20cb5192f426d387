/** Line geometry shared by the party readers: columns, type weight, the line under a value, row neighbours, captions beside values. */
import type { ExtractContext, Found, LayoutLine } from './context.ts';

/**
 * Lines of the column that starts at `first`: following lines, left-aligned (or, with `centred`, centred
 * under it as a centred letterhead prints them), without a wide vertical gap.
 */
export function columnFrom(ctx: ExtractContext, first: LayoutLine, max = 7, centred = false): LayoutLine[] {
  const out = [first];
  let prev = first;
  const pageLines = ctx.pageLines(first.page);
  const centre = (first.bbox[0] + first.bbox[2]) / 2;
  while (out.length < max) {
    const h = prev.bbox[3] - prev.bbox[1];
    const tol = Math.max(6, h);
    const aligned = (l: LayoutLine) => Math.abs(l.bbox[0] - first.bbox[0]) < tol || (centred && Math.abs((l.bbox[0] + l.bbox[2]) / 2 - centre) < tol);
    // The topmost line that continues the column; on a tie the first in reading order.
    let next: LayoutLine | null = null;
    for (const l of pageLines) {
      if (l.bbox[1] >= prev.bbox[1] + h * 0.5 && l.bbox[1] - prev.bbox[3] < h * 0.9 && aligned(l)) {
        if ((!next || l.bbox[1] < next.bbox[1]) && !out.includes(l)) next = l;
      }
    }
    if (!next) break;
    out.push(next);
    prev = next;
  }
  return out;
}

/** All words of the line are bold. */
export function allBold(l: LayoutLine): boolean {
  for (const w of l.words) if (!w.bold) return false;
  return true;
}

export function lineAt(ctx: ExtractContext, f: Found): LayoutLine {
  const cx = (f.bbox[0] + f.bbox[2]) / 2;
  const cy = (f.bbox[1] + f.bbox[3]) / 2;
  return ctx.pageLines(f.page).find((l) => cx >= l.bbox[0] - 0.5 && cx <= l.bbox[2] + 0.5 && cy >= l.bbox[1] - 0.5 && cy <= l.bbox[3] + 0.5) ?? ctx.layout.lines[f.line];
}

/** Another line of `lines` is printed left of `l` on its row (centres within `tolerance`): a label's row. */
export function printedLeftOf(lines: readonly LayoutLine[], l: LayoutLine, tolerance: number): boolean {
  const mid = (l.bbox[1] + l.bbox[3]) / 2;
  for (const o of lines) if (o !== l && o.bbox[2] < l.bbox[0] && Math.abs((o.bbox[1] + o.bbox[3]) / 2 - mid) < tolerance) return true;
  return false;
}

/** A line on `l`'s row, right of it, led by a colon (": ROTTERDAM"): `l` captions that value. */
export function colonValueRight(ctx: ExtractContext, l: LayoutLine): boolean {
  const mid = (l.bbox[1] + l.bbox[3]) / 2;
  const h = l.bbox[3] - l.bbox[1];
  let next: LayoutLine | null = null;
  for (const o of ctx.pageLines(l.page)) {
    if (o.bbox[0] > l.bbox[2] && Math.abs((o.bbox[1] + o.bbox[3]) / 2 - mid) < h / 2 && (!next || o.bbox[0] < next.bbox[0])) next = o;
  }
  return next !== null && LED_BY_COLON.test(next.text);
}

export const LED_BY_COLON = /^\s*:/;

/** What follows a caption to name it again ("/ REMETENTE", "/ Al-Amil"). */
export const SECOND_NAME = /^\s*\/\s*[\p{L}][\p{L} .'-]*$/u;

/** A contact printed after an address on its line ("Abu Dhabi Contact: Site Engineer, +971 …"): cut off. */
export const INLINE_CONTACT = /(?<=\S)\s+(?:contact(?: person)?|attn|attention)\s*[:.].*$/i;
