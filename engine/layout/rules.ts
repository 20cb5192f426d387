/**
 * Ruling segments of a page: horizontal and vertical rules, the groups of them that touch (grids), their
 * distinct positions, and which rules lie on a given grid boundary.
 */
import type { BBox, Rule } from '../types.ts';
import { sortIndices, sortNumbers } from './stable-sort.ts';
import { firstNotBelow } from './sorted.ts';

const TOL = 2;

/**
 * Ruling segments of one direction, by column: rule i < n lies at `at[i]` (y for horizontal rules, x for
 * vertical ones) and spans [from[i], to[i]] along the other axis. An object per rule would box its three
 * numbers, and pages have hundreds of rules. Typed columns reused from page to page (see `splitRules`).
 */
export interface Segs {
  n: number;
  at: Float64Array;
  from: Float64Array;
  to: Float64Array;
  /** The rules by position (stably) and their positions in that order, once `byPosition` has sorted them. */
  order: Int32Array;
  sorted: Float64Array;
}

/** Rules of both directions. */
export interface Rules {
  h: Segs;
  v: Segs;
}

/**
 * A group of touching rules (a grid): the page's rules, and the indices of the group's own among them, in
 * page order (indices rather than copies: most groups are boxes that are no table).
 */
export interface Grid extends Rules {
  hOf: number[];
  vOf: number[];
}

function addSeg(segs: Segs, at: number, from: number, to: number): void {
  const i = segs.n++;
  segs.at[i] = at;
  segs.from[i] = from;
  segs.to[i] = to;
}

function segsOf(capacity: number): Segs {
  const f = (): Float64Array => new Float64Array(capacity);
  return { n: 0, at: f(), from: f(), to: f(), order: new Int32Array(capacity), sorted: f() };
}

/** The columns of `splitRules`, reused: a page's rules are read before the next page's are split. */
let hSegs = segsOf(256);
let vSegs = segsOf(256);

/**
 * Horizontal and vertical ruling segments (thin rects count as rules; larger rects give their 4 edges), in
 * columns that the next call reuses.
 */
export function splitRules(rules: Rule[]): Rules {
  // A rule gives at most two segments of each direction.
  if (hSegs.at.length < 2 * rules.length) {
    hSegs = segsOf(4 * rules.length);
    vSegs = segsOf(4 * rules.length);
  }
  const h = hSegs;
  const v = vSegs;
  h.n = 0;
  v.n = 0;
  for (const r of rules) {
    const b = r.bbox;
    const x0 = b[0];
    const y0 = b[1];
    const x1 = b[2];
    const y1 = b[3];
    const w = x1 - x0;
    const ht = y1 - y0;
    if (ht <= 3 && w > 3) addSeg(h, (y0 + y1) / 2, x0, x1);
    else if (w <= 3 && ht > 3) addSeg(v, (x0 + x1) / 2, y0, y1);
    else if (w > 3 && ht > 3 && r.kind === 'rect') {
      addSeg(h, y0, x0, x1);
      addSeg(h, y1, x0, x1);
      addSeg(v, x0, y0, y1);
      addSeg(v, x1, y0, y1);
    }
  }
  return { h, v };
}

/**
 * Whether rule i of `a` and rule j of `b` (of the other direction) meet: each one's span covers the other's
 * position. `a`'s position is tested first: `joinTouching` only asks about rules of `b` positioned within
 * `a`'s span.
 */
function touches(a: Segs, i: number, b: Segs, j: number): boolean {
  return a.at[i] >= b.from[j] - TOL && a.at[i] <= b.to[j] + TOL && b.at[j] >= a.from[i] - TOL && b.at[j] <= a.to[i] + TOL;
}

function find(parent: Int32Array, i: number): number {
  let root = i;
  while (parent[root] !== root) root = parent[root];
  while (parent[i] !== root) {
    const next = parent[i];
    parent[i] = root;
    i = next;
  }
  return root;
}

/**
 * Sorts the rules of `segs` by position (stably, as `sort` is) into `order` and `sorted`; returns the
 * sorted positions as a list of their own (searched without a key function).
 */
function byPosition(segs: Segs): Float64Array {
  const { n, at, order, sorted } = segs;
  let nan = false;
  for (let i = 0; i < n; i++) {
    order[i] = i;
    if (Number.isNaN(at[i])) nan = true;
  }
  // The key sort without comparator calls is the same stable sort, but for NaN (ordered with nothing).
  if (nan) order.set(Array.from(order.subarray(0, n)).sort((a, b) => at[a] - at[b]));
  else sortIndices(at, order, 0, n);
  for (let k = 0; k < n; k++) sorted[k] = at[order[k]];
  return sorted.subarray(0, n);
}

/**
 * About the pairs tested when each rule of `a` looks up the rules of `b` positioned within its span: the
 * spans of `a` times the rules of `b` per point of the range they lie in. Only the cost depends on it.
 */
function lookupCost(a: Segs, b: Segs): number {
  let span = 0;
  for (let i = 0; i < a.n; i++) span += Math.max(0, a.to[i] - a.from[i] + 2 * TOL);
  let min = Infinity;
  let max = -Infinity;
  for (let j = 0; j < b.n; j++) {
    min = Math.min(min, b.at[j]);
    max = Math.max(max, b.at[j]);
  }
  return (span * b.n) / (max - min + 1);
}

/**
 * Joins in `parent` each rule of `a` (at aBase + i) with the rules of `b` (at bBase + j) it touches; `at`
 * is b's sorted positions.
 */
function joinTouching(parent: Int32Array, a: Segs, aBase: number, b: Segs, bBase: number, at: Float64Array): void {
  const order = b.order;
  for (let i = 0; i < a.n; i++) {
    const max = a.to[i] + TOL;
    // The root of rule i's group, found once: each join makes the other group's root the root of both.
    let root = -1;
    for (let k = firstNotBelow(at, a.from[i] - TOL); k < at.length && at[k] <= max; k++) {
      const j = order[k];
      if (!touches(a, i, b, j)) continue;
      if (root < 0) root = find(parent, aBase + i);
      const other = find(parent, bBase + j);
      parent[root] = other;
      root = other;
    }
  }
}

/** Union-find parents and group tallies, reused from page to page (typed arrays cost more to make than to fill). */
let parent = new Int32Array(256);
let hCount = new Int32Array(256);
let vCount = new Int32Array(256);
let slot = new Int32Array(256);

/**
 * Grids: groups of horizontal and vertical rules connected by intersections, in the order of their first
 * rule (horizontals before verticals, each in page order), with their rules in page order. Groups with
 * fewer than 2 rules of each direction are left out: they cannot be tables (most rules of a page are in
 * such groups, so the groups are tallied before any is made).
 */
export function components(h: Segs, v: Segs): Grid[] {
  const nh = h.n;
  const nv = v.n;
  if (nh < 2 && nv < 2) return [];
  const n = nh + nv;
  if (parent.length < n) {
    parent = new Int32Array(2 * n);
    hCount = new Int32Array(2 * n);
    vCount = new Int32Array(2 * n);
    slot = new Int32Array(2 * n);
  }
  for (let i = 0; i < n; i++) parent[i] = i;
  if (nh * nv <= 256) {
    for (let i = 0; i < nh; i++) for (let j = 0; j < nv; j++) if (touches(h, i, v, j)) parent[find(parent, i)] = find(parent, nh + j);
  } else {
    // A rule meets only rules positioned within its span: look those up from the side that should test
    // fewer (short cell borders across long rules), sorting only the other side by position. Touching is
    // symmetric, and the partition ignores union order.
    if (lookupCost(h, v) <= lookupCost(v, h)) joinTouching(parent, h, 0, v, nh, byPosition(v));
    else joinTouching(parent, v, nh, h, 0, byPosition(h));
  }
  // The union order differs from a pairwise scan, the partition does not; groups are numbered by first member.
  hCount.fill(0, 0, n);
  vCount.fill(0, 0, n);
  for (let i = 0; i < n; i++) {
    const root = find(parent, i);
    if (i < nh) hCount[root]++;
    else vCount[root]++;
  }
  slot.fill(-1, 0, n);
  const out: Grid[] = [];
  for (let i = 0; i < n; i++) {
    const root = parent[i];
    if (hCount[root] < 2 && vCount[root] < 2) continue;
    if (slot[root] < 0) {
      slot[root] = out.length;
      out.push({ h, v, hOf: [], vOf: [] });
    }
    const g = out[slot[root]];
    if (i < nh) g.hOf.push(i);
    else g.vOf.push(i - nh);
  }
  return out;
}

/** Distinct positions of `values` (sorted in place): a value within TOL of the last kept one joins it. */
function cluster(values: number[]): number[] {
  return keepDistinct(sortNumbers(values));
}

/** The values of ascending `sorted` more than TOL above the last kept one (the first one is kept). */
function keepDistinct(sorted: ArrayLike<number>): number[] {
  const out: number[] = [];
  let last = NaN;
  for (let k = 0; k < sorted.length; k++) {
    const v = sorted[k];
    if (!out.length || v - last > TOL) out.push((last = v));
  }
  return out;
}

/**
 * Whether `cluster(values)` keeps 3 positions or more, answered without sorting: it keeps the lowest
 * value, then the lowest one more than TOL above it, then any further one more than TOL above that.
 * (A NaN sorts to no fixed place: those values are clustered to find out.)
 */
function hasThreePositions(values: ArrayLike<number>): boolean {
  let first = Infinity;
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    if (Number.isNaN(v)) return cluster(Array.from(values)).length >= 3;
    if (v < first) first = v;
  }
  let second = Infinity;
  for (let k = 0; k < values.length; k++) if (values[k] - first > TOL && values[k] < second) second = values[k];
  for (let k = 0; k < values.length; k++) if (values[k] - second > TOL) return true;
  return false;
}

/** A grid's boundary positions, written here to be sorted in place (reused: grids are read one at a time). */
let positions = new Float64Array(1024);

/**
 * The distinct positions (as `cluster` keeps them) of a grid's boundaries in one direction: the positions
 * of its rules `across` it and the extents of its rules `along` it (tables without an outer frame). Null
 * when `atLeastThree` and there are fewer than 3 (most groups are boxes: two rows of rules, no table).
 */
export function boundaries(across: Segs, acrossOf: number[], along: Segs, alongOf: number[], atLeastThree: boolean): number[] | null {
  const n = acrossOf.length + 2 * alongOf.length;
  if (positions.length < n) positions = new Float64Array(2 * n);
  const values = positions.subarray(0, n);
  let k = 0;
  for (const i of acrossOf) values[k++] = across.at[i];
  for (const i of alongOf) {
    values[k++] = along.from[i];
    values[k++] = along.to[i];
  }
  // NaN and -0 sort differently in a typed array (the number sort keeps the stable order): those take it.
  for (k = 0; k < n; k++) {
    if (Number.isNaN(values[k]) || Object.is(values[k], -0)) {
      const list = Array.from(values);
      return atLeastThree && !hasThreePositions(list) ? null : cluster(list);
    }
  }
  if (atLeastThree && !hasThreePositions(values)) return null;
  return keepDistinct(values.sort());
}

/**
 * For each boundary position `at[k]` (ascending), the rules of `segs` listed in `of` that lie on it within
 * TOL, in that order: whether a boundary is drawn then sums only its own rules rather than scanning all of
 * them per cell.
 */
export function onBoundaries(segs: Segs, of: number[], at: number[]): number[][] {
  const lists: number[][] = [];
  for (let k = 0; k < at.length; k++) lists.push([]);
  for (const i of of) {
    const s = segs.at[i];
    // The search only narrows the range (with slack); membership is decided by the exact test below.
    for (let k = firstNotBelow(at, s - TOL - 1); k < at.length && at[k] <= s + TOL + 1; k++) if (!(Math.abs(s - at[k]) > TOL)) lists[k].push(i);
  }
  return lists;
}

/** Is a boundary, given the rules of `segs` on it, drawn over (most of) [from, to]? */
export function covered(segs: Segs, onIt: number[], from: number, to: number): boolean {
  const len = to - from;
  let cover = 0;
  for (const i of onIt) cover += Math.max(0, Math.min(segs.to[i], to) - Math.max(segs.from[i], from));
  return cover >= len * 0.6;
}

/**
 * Whether a vertical rule of `rules` runs between two boxes side by side, at the left one's middle height. The
 * right box may start up to `startsOn` past the rule (an OCR box padded over the rule before its text).
 */
export function ruleBetween(rules: readonly Rule[], left: BBox, right: BBox, startsOn = 1): boolean {
  const y = (left[1] + left[3]) / 2;
  return rules.some((r) => {
    if (r.kind !== 'v') return false;
    const x = (r.bbox[0] + r.bbox[2]) / 2;
    return x >= left[2] - 1 && x <= right[0] + startsOn && r.bbox[1] <= y && r.bbox[3] >= y;
  });
}
