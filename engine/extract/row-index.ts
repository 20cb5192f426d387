/**
 * One page's lines ordered by vertical centre, for the searches that ask which lines sit on a row or a
 * band of rows: the line-item row search and the totals' rows. A binary search finds a row's lines instead
 * of a pass over the page per question (long pages ask thousands). Built once per page of a document and
 * shared by both searches.
 */
import type { ExtractContext, LayoutLine } from './context.ts';
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

/** The row indexes of one document's pages, each made at the first question about that page. */
export class PageRows {
  private readonly pages = new Map<number, RowIndex>();

  constructor(private readonly ctx: ExtractContext) {}

  of(page: number): RowIndex {
    let index = this.pages.get(page);
    if (!index) this.pages.set(page, (index = new RowIndex(this.ctx.pageLines(page))));
    return index;
  }
}

const documents = new WeakMap<ExtractContext, PageRows>();

/** The row indexes of `ctx`'s pages: one set per document, shared by every search that asks. */
export function pageRows(ctx: ExtractContext): PageRows {
  let rows = documents.get(ctx);
  if (!rows) documents.set(ctx, (rows = new PageRows(ctx)));
  return rows;
}
