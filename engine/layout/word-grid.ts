/**
 * Words of a page sorted by their vertical centre, so that "the words inside this box" costs a binary
 * search plus the words of the box's band, not a scan of the page for every table cell.
 */
import type { BBox, Word } from '../types.ts';
import { sortIndices } from './stable-sort.ts';
import { itself, lowerBound } from './sorted.ts';

/** Words sorted by vertical centre, with their centres alongside (flat arrays: no object per word). */
export interface WordGrid {
  words: Word[];
  cx: number[];
  cy: number[];
}

/** Centres and order of the words being sorted, reused from page to page. */
let ys = new Float64Array(1024);
let order = new Int32Array(1024);

/** Words of `segments` (anything with `words`) sorted by vertical centre (ties keep their order). */
export function sortWords(segments: ReadonlyArray<{ words: Word[] }>): WordGrid {
  let n = 0;
  for (const s of segments) n += s.words.length;
  if (ys.length < n) {
    ys = new Float64Array(2 * n);
    order = new Int32Array(2 * n);
  }
  // The word arrays are made at their size (a page has thousands of words). The centres are pushed: a
  // typed array costs more to make, and an array made at its size is converted at its first fraction.
  const all = new Array<Word>(n);
  let k = 0;
  for (const s of segments) {
    for (const w of s.words) {
      all[k] = w;
      ys[k] = (w.bbox[1] + w.bbox[3]) / 2;
      order[k] = k;
      k++;
    }
  }
  sortIndices(ys, order, 0, n);
  const words = new Array<Word>(n);
  const cx: number[] = [];
  const cy: number[] = [];
  for (k = 0; k < n; k++) {
    const i = order[k];
    const w = all[i];
    words[k] = w;
    cx.push((w.bbox[0] + w.bbox[2]) / 2);
    cy.push(ys[i]);
  }
  return { words, cx, cy };
}

/** Index of the first word whose centre is not above `y`. */
export function firstAtOrBelow(grid: WordGrid, y: number): number {
  return lowerBound(grid.cy, y, itself);
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
