/**
 * A stable sort for the row search's short per-page lists (the figures near a total); index lists sorted by
 * a numeric key go to layout/stable-sort.ts `sortIndices`.
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
