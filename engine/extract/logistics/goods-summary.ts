/**
 * A B/L whose face reads "AS PER ATTACHED RIDER" prints there one line for all the goods (the total packages,
 * weight and measurement) and lists the items on the rider: that line is their sum, not another item.
 */
import type { Reader } from './reader.ts';

interface Item { packages?: { count?: number } | null; grossWeight?: { value?: number } | null }

const close = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 1e-6);

/** Words by which a document points to its rider (the attached list of the goods its face sums up). */
export const RIDER_PHRASE = /\bRIDER\b|\bAS\s+PER\s+ATTACHED\b|\bSEE\s+ATTACHED\b/i;

/**
 * The index of the goods item whose package count and gross weight are the sum of every other item's: -1 where
 * there is none, or fewer than two others to sum. Counts alone can sum by chance (100, 60 and 40 cartons), so
 * where some item lacks a weight the counts decide only on a document that names its rider (`rider`).
 */
export function summaryItemIndex(goods: ReadonlyArray<Item | null | undefined>, rider = false): number {
  if (goods.length < 3 || goods.some((g) => typeof g?.packages?.count !== 'number')) return -1;
  const counts = goods.map((g) => g!.packages!.count!);
  const weights = goods.map((g) => g?.grossWeight?.value);
  const allWeights = weights.every((w) => typeof w === 'number');
  if (!allWeights && !rider) return -1;
  const total = counts.reduce((a, b) => a + b, 0);
  const weightTotal = allWeights ? (weights as number[]).reduce((a, b) => a + b, 0) : 0;
  return counts.findIndex((c, i) => c * 2 === total && (!allWeights || close(weights[i]! * 2, weightTotal)));
}

/** Drops the goods item that sums the others (summaryItemIndex), renumbering the evidence of the items after it. */
export function dropSummaryItem(r: Reader): void {
  const { data, fields } = r.result();
  const goods = (data as { goods?: Array<Item | null | undefined> }).goods;
  if (!goods) return;
  const rider = r.segs.some((page) => page.some((s) => RIDER_PHRASE.test(s.text)));
  const at = summaryItemIndex(goods, rider);
  if (at < 0) return;
  goods.splice(at, 1);
  const moved: Record<string, (typeof fields)[string]> = {};
  for (const k of Object.keys(fields)) {
    const m = /^goods\[(\d+)\](.*)$/.exec(k);
    if (!m || Number(m[1]) < at) continue;
    if (Number(m[1]) > at) moved[`goods[${Number(m[1]) - 1}]${m[2]}`] = fields[k];
    delete fields[k];
  }
  Object.assign(fields, moved);
}
