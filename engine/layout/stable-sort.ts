/**
 * Stable sorts by a numeric key, without comparator calls. Layout input mostly comes in a few ascending
 * runs (lines top to bottom, a column or a header block out of place): a natural merge sort merges just
 * those runs, and short ranges take an insertion sort. Both keep equal keys in their first order, so the
 * result is always that of a stable `sort((a, b) => key(a) - key(b))` (-0 and 0 are equal keys).
 */
import { itself } from './sorted.ts';

/** Ranges up to this length are insertion sorted. */
const SHORT = 16;

/**
 * Merge buffers and run bounds, reused from call to call (no sort here calls back into another): they cost
 * more to make than most sorts take.
 */
let bufA = new Int32Array(256);
let bufB = new Int32Array(256);
let bounds = new Int32Array(256);

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
  const n = hi - lo;
  if (bufA.length < n + 1) {
    bufA = new Int32Array(2 * n);
    bufB = new Int32Array(2 * n);
    bounds = new Int32Array(2 * n);
  }
  // Starts of the ascending runs (relative to lo), then the length.
  let runs = 0;
  bounds[0] = 0;
  for (let k = lo + 1; k < hi; k++) if (keys[idx[k]] < keys[idx[k - 1]]) bounds[++runs] = k - lo;
  if (runs === 0) return;
  bounds[++runs] = n;
  let a = bufA;
  let b = bufB;
  for (let k = 0; k < n; k++) a[k] = idx[lo + k];
  // Merge neighbouring runs pairwise until one is left; on equal keys the left run goes first. The bounds
  // of the merged runs overwrite the ones already read.
  while (runs > 1) {
    let merged = 0;
    for (let r = 0; r < runs; r += 2) {
      const mid = bounds[r + 1];
      const end = r + 2 <= runs ? bounds[r + 2] : mid;
      let i = bounds[r];
      let j = mid;
      let o = i;
      while (i < mid && j < end) b[o++] = keys[a[j]] < keys[a[i]] ? a[j++] : a[i++];
      while (i < mid) b[o++] = a[i++];
      while (j < end) b[o++] = a[j++];
      bounds[++merged] = end;
    }
    runs = merged;
    const t = a;
    a = b;
    b = t;
  }
  for (let k = 0; k < n; k++) idx[lo + k] = a[k];
}

/** Keys and order of the range being sorted (reused as the merge buffers are; every key is read first). */
let rangeKeys = new Float64Array(256);
let rangeOrder = new Int32Array(256);

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
  const n = hi - lo;
  if (rangeKeys.length < n) {
    rangeKeys = new Float64Array(2 * n);
    rangeOrder = new Int32Array(2 * n);
  }
  // A range in order already (layout input mostly is) is left as it is, not copied over itself.
  let ascending = true;
  for (let k = 0; k < n; k++) {
    rangeKeys[k] = key(items[lo + k]);
    rangeOrder[k] = k;
    if (k > 0 && rangeKeys[k] < rangeKeys[k - 1]) ascending = false;
  }
  if (ascending) return;
  sortIndices(rangeKeys, rangeOrder, 0, n);
  const copy = items.slice(lo, hi);
  for (let k = 0; k < n; k++) items[lo + k] = copy[rangeOrder[k]];
}

/** Sorts `items` in place, stably, by `key`. */
export function sortByKey<T>(items: T[], key: (item: T) => number): T[] {
  sortRangeByKey(items, 0, items.length, key);
  return items;
}

/** Values being sorted by the engine's typed-array sort, reused from call to call. */
let numbers = new Float64Array(1024);

/** Sorts `values` in place ascending, as a stable `sort((a, b) => a - b)` would (-0 and 0 keep their order). */
export function sortNumbers(values: number[]): number[] {
  const n = values.length;
  if (n <= SHORT) {
    // The insertion sort of sortByKey, on the values themselves.
    for (let k = 1; k < n; k++) {
      const v = values[k];
      let j = k - 1;
      while (j >= 0 && values[j] - v > 0) {
        values[j + 1] = values[j];
        j--;
      }
      values[j + 1] = v;
    }
    return values;
  }
  // Equal numbers are the same number except -0 and 0 (the typed-array sort puts every -0 first, a stable
  // sort keeps their order) and NaN (it puts them last): only values free of both take that faster sort.
  for (let k = 0; k < n; k++) if (Number.isNaN(values[k]) || Object.is(values[k], -0)) return sortByKey(values, itself);
  if (numbers.length < n) numbers = new Float64Array(2 * n);
  const view = numbers.subarray(0, n);
  for (let k = 0; k < n; k++) view[k] = values[k];
  view.sort();
  for (let k = 0; k < n; k++) values[k] = view[k];
  return values;
}
