/**
 * One page's lines ordered by vertical centre, for the searches that ask which lines sit on a row or a
 * band of rows: the line-item row search and the totals' rows. A binary search finds a row's lines instead
 * of a pass over the page per question (long pages ask thousands). Built once per page and shared by both
 * searches: the index is a function of the page's line list, which the context keeps.
 */
import type { LayoutLine } from './context.ts';
import { sortIndices } from '../layout/stable-sort.ts';

export class RowIndex {
  /** Line positions by vertical centre (page order among equal centres). */
  readonly byCy: number[] = [];
  /** The centres, in `byCy` order: what a binary search (`firstNotBelow`) reads. */
  readonly cys: number[] = [];
  /** Half the tallest line's height, and a point to spare: a line holding a point has its centre this near it. */
  readonly reach: number;

  constructor(readonly lines: readonly LayoutLine[]) {
    const cy: number[] = [];
    let tallest = 0;
    for (let i = 0; i < lines.length; i++) {
      const b = lines[i].bbox;
      cy.push((b[1] + b[3]) / 2);
      this.byCy.push(i);
      tallest = Math.max(tallest, Math.abs(b[3] - b[1]));
    }
    sortIndices(cy, this.byCy, 0, lines.length);
    for (let k = 0; k < lines.length; k++) this.cys.push(cy[this.byCy[k]]);
    this.reach = tallest / 2 + 1;
  }
}

const indexes = new WeakMap<readonly LayoutLine[], RowIndex>();

/** The row index of a page's lines (`ctx.pageLines(page)`), made at the first question about them. */
export function rowIndex(lines: readonly LayoutLine[]): RowIndex {
  let index = indexes.get(lines);
  if (!index) indexes.set(lines, (index = new RowIndex(lines)));
  return index;
}
