/** Totals rows (subtotal, tax, total), which end a table's line items. */
import { LABELS } from './parse/labels.ts';
import { fold } from './parse/text.ts';

const STOP = new Set<string>([...LABELS.subtotal, ...LABELS.totalAmount, ...LABELS.taxAmount]);
/** No head longer than the longest label can be one. */
const LONGEST = Math.max(...[...STOP].map((l) => l.length));

function isTotalsRow(text: string): boolean {
  if (!text) return false;
  const f = fold(text).replace(/[:\s]+$/, '');
  // A totals label is the whole text or its head up to a space or colon: test those heads only.
  if (STOP.has(f)) return true;
  for (let i = f.indexOf(' '), j = f.indexOf(':'); i >= 0 || j >= 0; ) {
    const at = i >= 0 && (j < 0 || i < j) ? i : j;
    // Heads only grow: past the longest label, no later one is a label either.
    if (at > LONGEST) return false;
    if (STOP.has(f.slice(0, at))) return true;
    if (at === i) i = f.indexOf(' ', i + 1);
    else j = f.indexOf(':', j + 1);
  }
  return false;
}

/** The first two characters (UTF-16 units) of a text as one number, so that no string is built per test. */
const head = (c0: number, c1: number) => c0 * 0x10000 + c1;
/** The first two characters of every label: a folded text that starts with none of them is no label. */
const HEADS = new Set([...STOP].map((l) => head(l.charCodeAt(0), l.charCodeAt(1))));
// A label shorter than two characters would have no two-character head: then every text must be folded.
const HEADS_DECIDE = [...STOP].every((l) => l.length >= 2);

const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);
const lower = (c: number) => (c >= 0x41 && c <= 0x5a ? c | 0x20 : c);

/**
 * Could `text` fold to a text starting with a label? Folding works character by character (accents, case)
 * besides trimming and collapsing white space, so when the first two characters after leading ASCII
 * spaces are ASCII the folded head is read off the text directly, without folding it.
 */
function mayStartLabel(text: string): boolean {
  if (!HEADS_DECIDE) return true;
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  const first = text.charCodeAt(i);
  const second = text.charCodeAt(i + 1);
  if (first > 0x7f || second > 0x7f) return true;
  // Fewer than two characters: shorter than any label.
  if (i + 1 >= text.length) return false;
  return HEADS.has(head(lower(first), isSpace(second) ? 0x20 : lower(second)));
}

/**
 * Is `text` a totals label (a cell or a row's description)? Answers are kept in `memo`, one per document:
 * table cells repeat (every page prints "Subtotal").
 */
export function isTotalsText(text: string, memo: Map<string, boolean>): boolean {
  if (!text || !mayStartLabel(text)) return false;
  let t = memo.get(text);
  if (t === undefined) memo.set(text, (t = isTotalsRow(text)));
  return t;
}
