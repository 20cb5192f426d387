/**
 * Stable sorts for the row search's short per-page lists (the figures near a total, one page's lines).
 * Array.prototype.sort pays a fixed setup on every call that outweighs sorting a handful of entries; an
 * insertion sort does not. Longer lists go to Array.prototype.sort with the same comparison: both sorts are
 * stable, so the order is the same either way.
 */

/** Up to this many entries an insertion sort is the cheaper one (and its worst case stays small). */
const SHORT = 24;

/** As `list.sort(cmp)`. */
export function sortShort<T>(list: T[], cmp: (a: T, b: T) => number): void {
  if (list.length > SHORT) {
    list.sort(cmp);
    return;
  }
  for (let i = 1; i < list.length; i++) {
    const x = list[i];
    let j = i - 1;
    // Only a strictly later entry moves past x: equal ones keep their order.
    for (; j >= 0 && cmp(list[j], x) > 0; j--) list[j + 1] = list[j];
    list[j + 1] = x;
  }
}

/** As `order.sort((a, b) => key[a] - key[b])`: indexes by their key, ties in their given order. */
export function sortByKey(order: number[], key: readonly number[]): void {
  if (order.length > SHORT) {
    order.sort((a, b) => key[a] - key[b]);
    return;
  }
  for (let i = 1; i < order.length; i++) {
    const x = order[i];
    const kx = key[x];
    let j = i - 1;
    for (; j >= 0 && key[order[j]] - kx > 0; j--) order[j + 1] = order[j];
    order[j + 1] = x;
  }
}
