/** Small text helpers shared by the parsers. */

// The same label and cell texts are folded many times per document: answers are kept, bounded.
const foldMemo = new Map<string, string>();
const FOLD_MEMO_MAX = 20_000;
const ASCII = /^[\x00-\x7f]*$/;

/** Forget the kept answers (at the start of each document: the memo serves repeats within one document). */
export function clearFoldMemo(): void {
  foldMemo.clear();
}

/**
 * The white space that collapsing runs to one plain space changes: runs of two or more, and lone characters
 * other than a plain space (\s includes no-break spaces). Lone plain spaces, most of them, are left unmatched,
 * so a text with nothing else to change is returned as it is rather than copied.
 */
const ODD_SPACE = /\s\s+|[^\S ]/g;

const ACCENTS = /[\u0300-\u036f]/g;
const SHARP_S = /ß/g;

/**
 * Accents stripped (the canonical decomposition without its combining accents) and ß spelled ss: what fold
 * does before lower-casing. Character by character, so a text made of several gives what its parts give.
 */
export function unaccent(text: string): string {
  return baseLetters(text.normalize('NFD').replace(ACCENTS, '').replace(SHARP_S, 'ss'));
}

/** `text` with the letters that have no decomposition (ı, ł, ø, æ, …) spelled with their Latin base. */
export function baseLetters(text: string): string {
  return UNDECOMPOSED_RE.test(text) ? text.replace(UNDECOMPOSED_RE, (c) => UNDECOMPOSED[c]) : text;
}

/**
 * Letters with no decomposition that unaccent to a Latin base all the same: Turkish dotless ı (its dotted İ
 * decomposes to I and a dot), Polish ł, and a few others of the languages documents are printed in.
 */
const UNDECOMPOSED: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE' };
const UNDECOMPOSED_RE = /[ıłŁđĐøØæÆœŒ]/g;

/** Lower-case, strip accents and collapse spaces: the form label and name matching use. */
export function fold(text: string): string {
  const hit = foldMemo.get(text);
  if (hit !== undefined) return hit;
  // ASCII has no accents to strip and no ß: decomposition would change nothing.
  const base = ASCII.test(text) ? text : unaccent(text);
  const out = base.toLowerCase().replace(ODD_SPACE, ' ').trim();
  if (foldMemo.size >= FOLD_MEMO_MAX) foldMemo.clear();
  foldMemo.set(text, out);
  return out;
}

/** Collapse whitespace (including no-break spaces) to single spaces and trim. */
export function squash(text: string): string {
  return text.replace(ODD_SPACE, ' ').trim();
}

/**
 * Edit distance of a and b, a swap of neighbouring letters one edit (OCR swaps them); with `max`, max + 1 as soon
 * as it is certain to exceed max.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let prevBest = 0;
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j], before[j - 2] + 1);
      if (cur[j] < best) best = cur[j];
    }
    // A swap reaches back two rows: only two rows over max in a row rule a match out.
    if (best > max && prevBest > max) return max + 1;
    prevBest = best;
    before = prev;
    prev = cur;
  }
  return Math.min(prev[b.length], max + 1);
}

/** `word` written in the case of `like` (all upper, all lower or capitalised). */
export function caseLike(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  if (like === like.toLowerCase()) return word.toLowerCase();
  return word[0].toUpperCase() + word.slice(1).toLowerCase();
}

/** Escape a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A match of some value inside a longer string. */
export interface TextMatch<T> {
  value: T;
  /** Offset of the match in the searched string. */
  index: number;
  /** The matched text as printed. */
  raw: string;
}

const NO_MATCHES: readonly RegExpExecArray[] = Object.freeze([]) as readonly RegExpExecArray[];

/**
 * The matches of a global regex in `text`, as `matchAll` gives them, without the copy of the regex that
 * `matchAll` makes on every call (3× slower on the short strings parsers see, once per line or cell).
 * Collected before the caller's loop runs, so the loop may use `re` again; `re.lastIndex` is left at 0.
 */
export function matchesOf(re: RegExp, text: string): readonly RegExpExecArray[] {
  // Without the g flag exec always starts at 0 and the loop would not end.
  if (!re.global) throw new TypeError(`matchesOf needs a global regex: ${re}`);
  re.lastIndex = 0;
  let m = re.exec(text);
  if (!m) return NO_MATCHES;
  const out: RegExpExecArray[] = [];
  while (m) {
    out.push(m);
    // An empty match would be found again at the same index: step over it, as matchAll does.
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    m = re.exec(text);
  }
  return out;
}

function advance(text: string, index: number, wide: boolean): number {
  if (!wide || index + 1 >= text.length) return index + 1;
  const c = text.charCodeAt(index);
  return c >= 0xd800 && c <= 0xdbff ? index + 2 : index + 1;
}

/** Where a match's first group starts, the group ending the match (a caption, then the id). */
export function groupStart(m: RegExpExecArray): number {
  return m.index + m[0].length - m[1].length;
}
