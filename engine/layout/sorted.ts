/** First index of `sorted` (ascending by `key`) whose key is not below `value`; `sorted.length` when none is. */
export function lowerBound<T>(sorted: readonly T[], value: number, key: (item: T) => number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(sorted[mid]) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index of `sorted` (ascending by `key`) whose key is above `value`; `sorted.length` when none is. */
export function upperBound<T>(sorted: readonly T[], value: number, key: (item: T) => number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(sorted[mid]) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `lowerBound` of ascending numbers, compared directly: the generic search calls its key function at every
 * step, and where many key functions share it (as across the engine) those calls are not inlined.
 */
export function firstNotBelow(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `upperBound` of ascending numbers, compared directly (see `firstNotBelow`). */
export function firstAbove(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The key of a sorted list of numbers. */
export const itself = (v: number): number => v;
