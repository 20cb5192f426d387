/**
 * Words of a page sorted by their vertical centre, so that "the words inside this box" costs a binary
 * search plus the words of the box's band, not a scan of the page for every table cell.
 */
import type { BBox, Word } from '../types.ts';
import { sortIndices } from './stable-sort.ts';

/** Words sorted by vertical centre, with their centres alongside (flat arrays: no object per word). */
export interface WordGrid {
  words: Word[];
  cx: number[];
  cy: number[];
}

/** Words of `segments` (anything with `words`) sorted by vertical centre (ties keep their order). */
export function sortWords(segments: ReadonlyArray<{ words: Word[] }>): WordGrid {
  const all: Word[] = [];
  const ys: number[] = [];
  const order: number[] = [];
  for (const s of segments) {
    for (const w of s.words) {
      order.push(all.length);
      all.push(w);
      ys.push((w.bbox[1] + w.bbox[3]) / 2);
    }
  }
  sortIndices(ys, order, 0, order.length);
  const words: Word[] = [];
  const cx: number[] = [];
  const cy: number[] = [];
  for (const i of order) {
    const w = all[i];
    words.push(w);
    cx.push((w.bbox[0] + w.bbox[2]) / 2);
    cy.push(ys[i]);
  }
  return { words, cx, cy };
}

/** Index of the first word whose centre is not above `y`. */
export function firstAtOrBelow(grid: WordGrid, y: number): number {
  const cy = grid.cy;
  let lo = 0;
  let hi = cy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cy[mid] < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when at least one word's centre lies in `box` and all such words are bold; stops at the first that is not. */
export function allBoldIn(grid: WordGrid, box: BBox): boolean {
  const { words, cx, cy } = grid;
  let any = false;
  for (let i = firstAtOrBelow(grid, box[1]); i < cy.length && cy[i] <= box[3]; i++) {
    if (cx[i] < box[0] || cx[i] > box[2]) continue;
    if (words[i].bold !== true) return false;
    any = true;
  }
  return any;
}
