/** Small text helpers shared by the parsers. */

// The same label and cell texts are folded many times per document: answers are kept, bounded.
const foldMemo = new Map<string, string>();
const FOLD_MEMO_MAX = 20_000;
const ASCII = /^[\x00-\x7f]*$/;

/** Forget the kept answers (at the start of each document: the memo serves repeats within one document). */
export function clearFoldMemo(): void {
  foldMemo.clear();
}

/** Lower-case, strip accents and collapse spaces: the form label and name matching use. */
export function fold(text: string): string {
  const hit = foldMemo.get(text);
  if (hit !== undefined) return hit;
  // ASCII has no accents to strip and no ß: decomposition would change nothing.
  const base = ASCII.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss');
  const out = base
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
  if (foldMemo.size >= FOLD_MEMO_MAX) foldMemo.clear();
  foldMemo.set(text, out);
  return out;
}

/** Collapse whitespace (including no-break spaces) to single spaces and trim. */
export function squash(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
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
