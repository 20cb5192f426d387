/** A goods row's bare count given its kind of package from the column beside it. */
import { lowerBound } from '../../layout/sorted.ts';
import { packageType } from '../parse/quantities.ts';
import type { Reader } from './reader.ts';
import type { Segment } from './segments.ts';
import type { TableRow } from './table.ts';

/** A page's segments by top edge, made once per page the rows look on. */
const byTop = new WeakMap<Segment[], Segment[]>();
function sortedByTop(page: Segment[]): Segment[] {
  let sorted = byTop.get(page);
  if (!sorted) byTop.set(page, (sorted = [...page].sort((a, b) => a.bbox[1] - b.bbox[1])));
  return sorted;
}

const BARE_COUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)$/;
const KIND_WORD = /^[A-Za-z]+\.?$/;

/**
 * A bare count in a quantity column with the kind of package printed alone right beside it, in a column of its own
 * ("QTY 96 | KIND CTNS"): the row's packages, where it has none.
 */
export function countBesideKind(r: Reader, row: TableRow): TableRow {
  const q = row.quantity;
  if (row.packages || !q || !BARE_COUNT.test(q.text.trim())) return row;
  const h = q.seg.bbox[3] - q.seg.bbox[1];
  const page = sortedByTop(r.segs[q.seg.page - 1] ?? []);
  let next: Segment | undefined;
  // Only the segments whose top is within half a line of the count's: a window of the page sorted by top.
  for (let k = lowerBound(page, q.seg.bbox[1] - h * 0.5, (s) => s.bbox[1]); k < page.length && page[k].bbox[1] <= q.seg.bbox[1] + h * 0.5; k++) {
    const s = page[k];
    if (Math.abs(s.bbox[1] - q.seg.bbox[1]) >= h * 0.5 || s.bbox[0] < q.seg.bbox[2] || s.bbox[0] - q.seg.bbox[2] >= h * 6) continue;
    if (!next || s.bbox[0] < next.bbox[0]) next = s;
  }
  const kind = next?.text.trim() ?? '';
  return KIND_WORD.test(kind) && packageType(kind) ? { ...row, packages: { ...q, text: `${q.text.trim()} ${kind}` } } : row;
}
