/** Cheap character tests on cell and line texts, for the line-item readers' hot loops. */

/**
 * Characters an amount may print between its digits: thousands separators and the decimal mark (those of
 * the amount token in parse/amounts.ts, and plain and thin spaces besides, so that this test stays a
 * safe one should the parser come to read "1 234" as one amount).
 */
function isSeparator(c: number): boolean {
  return c === 0x2e || c === 0x2c || c === 0x27 || c === 0x20 || c === 0xa0 || c === 0x2009 || c === 0x202f;
}

/**
 * Does `text` print digits apart, with anything but a separator between them ("Page 2 of 5", "2024-03-01",
 * "No. 7, 12 pcs")? One amount's digits run together, so such a text is never a single amount alone.
 */
export function digitsApart(text: string): boolean {
  let seen = false;
  let gap = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      if (gap) return true;
      seen = true;
    } else if (seen && !isSeparator(c)) gap = true;
  }
  return false;
}

const LETTERS = /\p{L}/gu;

/** Number of letters in `text` (as `text.match(/\p{L}/gu).length`, without building the list of matches). */
export function letterCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Beyond ASCII, Unicode says what a letter is; within it, letters are A-Z and a-z only.
    if (c > 0x7f) return text.match(LETTERS)?.length ?? 0;
    const l = c | 0x20;
    if (l >= 0x61 && l <= 0x7a) n++;
  }
  return n;
}

/** An item code printed in its own column: one word with a digit, capitals, dashes or slashes. */
const CODE_WORD = /^(?=.*\d)[A-Z0-9][A-Z0-9./_-]*$/;

/**
 * The description of a row whose text line also took the item code of the column before it ("CEM-OPC-50
 * Ordinary Portland Cement" where the other rows print the code apart): the words from the description
 * column's left edge `columnX`, when only a code precedes them; else the line's text.
 */
export function textFromColumn(line: { text: string; bbox: readonly number[]; words: ReadonlyArray<{ text: string; bbox: readonly number[] }> }, columnX: number): string {
  if (line.bbox[0] >= columnX - 3 || line.words.length < 2) return line.text.trim();
  const k = line.words.findIndex((w) => Math.abs(w.bbox[0] - columnX) < 3);
  if (k !== 1 || !CODE_WORD.test(line.words[0].text)) return line.text.trim();
  return line.words.slice(k).map((w) => w.text).join(' ');
}

/** The left edge most descriptions share (two at least agreeing within 2 points), or null. */
export function commonLeft(xs: readonly number[]): number | null {
  let best: number | null = null;
  let bestN = 1;
  for (const x of xs) {
    let n = 0;
    for (const y of xs) if (Math.abs(x - y) < 2) n++;
    if (n > bestN) {
      best = x;
      bestN = n;
    }
  }
  return best;
}

/** A discount rate as a column prints it: a whole or decimal percentage under 100, its sign maybe ("10", "12,5 %"). */
const DISCOUNT_RATE = /^\s*-?(\d{1,2}(?:[.,]\d{1,2})?)\s*%?\s*$/;

/** The discount rate `text` prints, or null. */
export function discountRate(text: string): number | null {
  const m = DISCOUNT_RATE.exec(text);
  const v = m ? Number(m[1].replace(',', '.')) : 0;
  return v > 0 && v < 100 ? v : null;
}
