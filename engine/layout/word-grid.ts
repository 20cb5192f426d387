/**
 * Words of a page sorted by their vertical centre, so that "the words inside this box" costs a binary
 * search plus the words of the box's band, not a scan of the page for every table cell.
 */
import type { BBox, Word } from '../types.ts';
import type { Segment } from './segments.ts';
import { sortIndices } from './stable-sort.ts';
import { firstNotBelow } from './sorted.ts';

/** Boxes (words, segments) sorted by vertical centre, with their centres alongside (flat arrays: no object each). */
export interface CentreGrid<T extends { bbox: BBox }> {
  items: T[];
  cx: number[];
  cy: number[];
}

/** The words of a page in a centre grid. */
export type WordGrid = CentreGrid<Word>;

/** Centres and order of the boxes being sorted, reused from page to page. */
let ys = new Float64Array(1024);
let order = new Int32Array(1024);

/** `all` in a centre grid (a new array of them): sorted by vertical centre, ties keep their order. */
export function byCentre<T extends { bbox: BBox }>(all: T[]): CentreGrid<T> {
  const n = all.length;
  if (ys.length < n) {
    ys = new Float64Array(2 * n);
    order = new Int32Array(2 * n);
  }
  for (let k = 0; k < n; k++) {
    const b = all[k].bbox;
    ys[k] = (b[1] + b[3]) / 2;
    order[k] = k;
  }
  sortIndices(ys, order, 0, n);
  // The item array is made at its size (a page has thousands of words). The centres are pushed: a typed
  // array costs more to make, and an array made at its size is converted at its first fraction.
  const items = new Array<T>(n);
  const cx: number[] = [];
  const cy: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = order[k];
    const it = all[i];
    items[k] = it;
    cx.push((it.bbox[0] + it.bbox[2]) / 2);
    cy.push(ys[i]);
  }
  return { items, cx, cy };
}

/** Words of `segments` (anything with `words`) sorted by vertical centre (ties keep their order). */
export function sortWords(segments: ReadonlyArray<{ words: Word[] }>): WordGrid {
  let n = 0;
  for (const s of segments) n += s.words.length;
  const all = new Array<Word>(n);
  let k = 0;
  for (const s of segments) for (const w of s.words) all[k++] = w;
  return byCentre(all);
}

/** The items whose centre lies in `box` (edges included), in grid order: a binary search, not a scan. */
export function itemsIn<T extends { bbox: BBox }>(grid: CentreGrid<T>, box: readonly number[]): T[] {
  const out: T[] = [];
  const { items, cx, cy } = grid;
  for (let i = firstAtOrBelow(grid, box[1]); i < cy.length && cy[i] <= box[3]; i++) if (cx[i] >= box[0] && cx[i] <= box[2]) out.push(items[i]);
  return out;
}

/** Index of the first item whose centre is not above `y`. */
export function firstAtOrBelow(grid: CentreGrid<{ bbox: BBox }>, y: number): number {
  return firstNotBelow(grid.cy, y);
}

/** True when at least one word's centre lies in `box` and all such words are bold; stops at the first that is not. */
export function allBoldIn(grid: WordGrid, box: BBox): boolean {
  const { items: words, cx, cy } = grid;
  let any = false;
  for (let i = firstAtOrBelow(grid, box[1]); i < cy.length && cy[i] <= box[3]; i++) {
    if (cx[i] < box[0] || cx[i] > box[2]) continue;
    if (words[i].bold !== true) return false;
    any = true;
  }
  return any;
}

/**
 * The grids of one page's segments that its tables read, each made on first need and then shared (most
 * pages' rules make no table: their words are never sorted; only multi-line ruled cells need the centres).
 */
export class PageGrids {
  private wordGrid: WordGrid | null = null;
  private centreGrid: CentreGrid<Segment> | null = null;
  /** `rtl`: some word of the segments has a right-to-left character (where none has, no text needs the test). */
  constructor(
    readonly segments: Segment[],
    readonly rtl: boolean,
  ) {}

  /** The segments' words by centre. */
  get words(): WordGrid {
    return (this.wordGrid ??= sortWords(this.segments));
  }

  /** `words` if something asked for them already, else null. */
  get wordsMade(): WordGrid | null {
    return this.wordGrid;
  }

  /** The segments by centre. */
  get centres(): CentreGrid<Segment> {
    return (this.centreGrid ??= byCentre(this.segments));
  }
}
