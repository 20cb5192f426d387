/** Line geometry shared by the party readers: columns, type weight, the line under a value, row neighbours, captions beside values. */
import type { ExtractContext, Found, LayoutLine } from './context.ts';
import { findEmails, findPhones } from './parse/parties.ts';

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

/** Parts of a letterhead's or sender line's one-line address and contacts, set off by dashes, bars or dots ("Street 14, 6002 Town  -  Tel. …  -  mail@…"). */
export const LETTERHEAD_PARTS = /\s[·•|–-]\s.*\s[·•|–-]\s|·/;

/** A licence or registration number under its caption ("Licensed Customs Agent No. KRA/CA/0418"): no part of an address. */
const NUMBERED_ID = /^(?:[\p{L}.]+\s+){0,4}(?:no|nr|number)\.?\s*[:#]?\s*(?=[A-Z0-9/.-]*\d)[A-Z0-9][A-Z0-9/.-]{3,}$/iu;
/** The gap between two such parts. */
export const PART_GAP = /\s[-–|•·]\s|·/;

/**
 * A letterhead line split into its parts when it strings the address and contacts together, or leads the address
 * with a licence number: the address part is read, the contacts from the whole block, the licence not at all.
 * Other lines as they are.
 */
export function letterheadParts(text: string): string[] {
  const contacts = LETTERHEAD_PARTS.test(text) && (findEmails(text).length > 0 || findPhones(text).length > 0);
  if (!contacts && !PART_GAP.test(text)) return [text];
  const parts = text.split(PART_GAP).map((t) => t.trim()).filter((t) => t.length > 0);
  const kept = parts.filter((t) => !NUMBERED_ID.test(t));
  return contacts ? kept : kept.length < parts.length ? [kept.join(' - ')] : [text];
}

/** Is `l` the line right under `top`, in its column (less than `top`'s height below it)? */
export function rightUnder(top: LayoutLine, l: LayoutLine): boolean {
  const h = top.bbox[3] - top.bbox[1];
  return l.bbox[1] > top.bbox[1] + h * 0.5 && l.bbox[1] - top.bbox[3] < h && Math.abs(l.bbox[0] - top.bbox[0]) < Math.max(6, h);
}
