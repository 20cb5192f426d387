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
