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

/**
 * Sorts idx[lo, hi) in place, stably, by keys[idx[k]]. Layout's index buffers are typed arrays and are
 * sorted as they are; other arrays are sorted through typed copies, so that the sort itself only ever
 * sees one kind of array (a sort that reads several kinds is slower for all of them).
 */
export function sortIndices(keys: ArrayLike<number>, idx: Int32Array | number[], lo: number, hi: number): void {
  if (keys instanceof Float64Array && idx instanceof Int32Array) sortTyped(keys, idx, lo, hi);
  else sortCopied(keys, idx, lo, hi);
}

/** `sortIndices` of typed arrays. */
function sortTyped(keys: Float64Array, idx: Int32Array, lo: number, hi: number): void {
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

/**
 * Keys of the range being sorted and the order they sort into, reused as the merge buffers are: the keys
 * are gathered first, then their positions sorted, then the range put in that order.
 */
let rangeKeys = new Float64Array(256);
let rangeOrder = new Int32Array(256);
/** The range's indices while `sortCopied` moves them. */
let moved = new Int32Array(256);

function roomForRange(n: number): void {
  if (rangeKeys.length >= n) return;
  rangeKeys = new Float64Array(2 * n);
  rangeOrder = new Int32Array(2 * n);
  moved = new Int32Array(2 * n);
}

/**
 * Sorts rangeOrder[0, n) into the stable order of rangeKeys[0, n). False, leaving it unset, when that is
 * the order they are in already (layout input mostly is).
 */
function orderOfRange(n: number): boolean {
  let ascending = true;
  for (let k = 1; k < n && ascending; k++) if (rangeKeys[k] < rangeKeys[k - 1]) ascending = false;
  if (ascending) return false;
  for (let k = 0; k < n; k++) rangeOrder[k] = k;
  sortTyped(rangeKeys, rangeOrder, 0, n);
  return true;
}

/** `sortIndices` of other arrays, through typed copies of the range's keys and indices. */
function sortCopied(keys: ArrayLike<number>, idx: Int32Array | number[], lo: number, hi: number): void {
  const n = hi - lo;
  roomForRange(n);
  for (let k = 0; k < n; k++) rangeKeys[k] = keys[idx[lo + k]];
  if (!orderOfRange(n)) return;
  for (let k = 0; k < n; k++) moved[k] = idx[lo + k];
  for (let k = 0; k < n; k++) idx[lo + k] = moved[rangeOrder[k]];
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
  const n = hi - lo;
  roomForRange(n);
  for (let k = 0; k < n; k++) rangeKeys[k] = key(items[lo + k]);
  if (!orderOfRange(n)) return;
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
