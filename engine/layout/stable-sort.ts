/**
 * Stable sorts by a numeric key, without comparator calls. Layout input mostly comes in a few ascending
 * runs (lines top to bottom, a column or a header block out of place): a natural merge sort merges just
 * those runs, and short ranges take an insertion sort. Both keep equal keys in their first order, so the
 * result is always that of a stable `sort((a, b) => key(a) - key(b))` (-0 and 0 are equal keys).
 */

/** Ranges up to this length are insertion sorted. */
const SHORT = 16;

/** Sorts idx[lo, hi) in place, stably, by keys[idx[k]]. */
export function sortIndices(keys: ArrayLike<number>, idx: Int32Array | number[], lo: number, hi: number): void {
  if (hi - lo <= SHORT) {
    for (let k = lo + 1; k < hi; k++) {
      const i = idx[k];
      const key = keys[i];
      let j = k - 1;
      while (j >= lo && keys[idx[j]] - key > 0) {
        idx[j + 1] = idx[j];
        j--;
      }
      idx[j + 1] = i;
    }
    return;
  }
  // Starts of the ascending runs (relative to lo), then the length.
  let bounds = [0];
  for (let k = lo + 1; k < hi; k++) if (keys[idx[k]] < keys[idx[k - 1]]) bounds.push(k - lo);
  if (bounds.length === 1) return;
  const n = hi - lo;
  bounds.push(n);
  let a: number[] = new Array(n);
  for (let k = 0; k < n; k++) a[k] = idx[lo + k];
  let b: number[] = new Array(n);
  // Merge neighbouring runs pairwise until one is left; on equal keys the left run goes first.
  while (bounds.length > 2) {
    const next = [0];
    const runs = bounds.length - 1;
    for (let r = 0; r < runs; r += 2) {
      const mid = bounds[r + 1];
      const end = r + 2 <= runs ? bounds[r + 2] : mid;
      let i = bounds[r];
      let j = mid;
      let o = i;
      while (i < mid && j < end) b[o++] = keys[a[j]] < keys[a[i]] ? a[j++] : a[i++];
      while (i < mid) b[o++] = a[i++];
      while (j < end) b[o++] = a[j++];
      next.push(end);
    }
    const t = a;
    a = b;
    b = t;
    bounds = next;
  }
  for (let k = 0; k < n; k++) idx[lo + k] = a[k];
}

/** Sorts items[lo, hi) in place, stably, by `key`. */
export function sortRangeByKey<T>(items: T[], lo: number, hi: number, key: (item: T) => number): void {
  if (hi - lo <= SHORT) {
    for (let k = lo + 1; k < hi; k++) {
      const item = items[k];
      const v = key(item);
      let j = k - 1;
      while (j >= lo && key(items[j]) - v > 0) {
        items[j + 1] = items[j];
        j--;
      }
      items[j + 1] = item;
    }
    return;
  }
  const keys: number[] = [];
  const order: number[] = [];
  for (let k = lo; k < hi; k++) {
    keys.push(key(items[k]));
    order.push(k - lo);
  }
  sortIndices(keys, order, 0, order.length);
  const copy = items.slice(lo, hi);
  for (let k = 0; k < order.length; k++) items[lo + k] = copy[order[k]];
}

/** Sorts `items` in place, stably, by `key`. */
export function sortByKey<T>(items: T[], key: (item: T) => number): T[] {
  sortRangeByKey(items, 0, items.length, key);
  return items;
}

const itself = (v: number): number => v;

/** Sorts `values` in place ascending, as a stable `sort((a, b) => a - b)` would (-0 and 0 keep their order). */
export function sortNumbers(values: number[]): number[] {
  return sortByKey(values, itself);
}
