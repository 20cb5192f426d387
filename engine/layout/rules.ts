/**
 * Ruling segments of a page: horizontal and vertical rules, the groups of them that touch (grids), their
 * distinct positions, and which rules lie on a given grid boundary.
 */
import type { Rule } from '../types.ts';
import { sortIndices, sortNumbers } from './stable-sort.ts';
import { firstAbove, firstNotBelow } from './sorted.ts';

const TOL = 2;

export interface Seg {
  /** Fixed coordinate (y for horizontal, x for vertical) and the span along the other axis. */
  at: number;
  from: number;
  to: number;
}

export interface Grid {
  h: Seg[];
  v: Seg[];
}

/** Horizontal and vertical ruling segments (thin rects count as rules; larger rects give their 4 edges). */
export function splitRules(rules: Rule[]): Grid {
  const h: Seg[] = [];
  const v: Seg[] = [];
  for (const r of rules) {
    const [x0, y0, x1, y1] = r.bbox;
    const w = x1 - x0;
    const ht = y1 - y0;
    if (ht <= 3 && w > 3) h.push({ at: (y0 + y1) / 2, from: x0, to: x1 });
    else if (w <= 3 && ht > 3) v.push({ at: (x0 + x1) / 2, from: y0, to: y1 });
    else if (w > 3 && ht > 3 && r.kind === 'rect') {
      h.push({ at: y0, from: x0, to: x1 }, { at: y1, from: x0, to: x1 });
      v.push({ at: x0, from: y0, to: y1 }, { at: x1, from: y0, to: y1 });
    }
  }
  return { h, v };
}

function touches(a: Seg, b: Seg): boolean {
  // a horizontal, b vertical (or vice versa): they meet when each one's span covers the other's position.
  return b.at >= a.from - TOL && b.at <= a.to + TOL && a.at >= b.from - TOL && a.at <= b.to + TOL;
}

function find(parent: number[], i: number): number {
  let root = i;
  while (parent[root] !== root) root = parent[root];
  while (parent[i] !== root) {
    const next = parent[i];
    parent[i] = root;
    i = next;
  }
  return root;
}

/** Rules in order of position: their indices, and their positions in that order (searched without a key function). */
interface ByPosition {
  order: number[];
  at: number[];
}

/** The rules of `segs` by position (stably, as `sort` is). */
function byPosition(segs: Seg[]): ByPosition {
  const order: number[] = [];
  const at: number[] = [];
  for (let i = 0; i < segs.length; i++) {
    order.push(i);
    at.push(segs[i].at);
  }
  // The key sort without comparator calls is the same stable sort, but for NaN (ordered with nothing).
  if (at.some(Number.isNaN)) order.sort((a, b) => segs[a].at - segs[b].at);
  else sortIndices(at, order, 0, order.length);
  for (let k = 0; k < order.length; k++) at[k] = segs[order[k]].at;
  return { order, at };
}

/** Pairs to test when each rule of `a` looks up the rules of `b` positioned within its span (± TOL). */
function candidates(a: Seg[], b: ByPosition): number {
  let n = 0;
  for (const s of a) n += Math.max(0, firstAbove(b.at, s.to + TOL) - firstNotBelow(b.at, s.from - TOL));
  return n;
}

/** Joins in `parent` each rule of `a` (at aBase + i) with the rules of `b` (at bBase + j) it touches. */
function joinTouching(parent: number[], a: Seg[], aBase: number, b: Seg[], bBase: number, bPos: ByPosition): void {
  const { order, at } = bPos;
  for (let i = 0; i < a.length; i++) {
    const s = a[i];
    const max = s.to + TOL;
    for (let k = firstNotBelow(at, s.from - TOL); k < at.length && at[k] <= max; k++) {
      const j = order[k];
      if (touches(s, b[j])) parent[find(parent, aBase + i)] = find(parent, bBase + j);
    }
  }
}

/**
 * Grids: groups of horizontal and vertical rules connected by intersections, in the order of their first
 * rule (horizontals before verticals, each in page order), with their rules in page order. Groups with
 * fewer than 2 rules of each direction are left out: they cannot be tables.
 */
export function components(h: Seg[], v: Seg[]): Grid[] {
  if (h.length < 2 && v.length < 2) return [];
  const nh = h.length;
  const n = nh + v.length;
  const parent: number[] = [];
  for (let i = 0; i < n; i++) parent.push(i);
  if (nh * v.length <= 256) {
    for (let i = 0; i < nh; i++) for (let j = 0; j < v.length; j++) if (touches(h[i], v[j])) parent[find(parent, i)] = find(parent, nh + j);
  } else {
    // A rule meets only rules positioned within its span: look those up from whichever side has fewer
    // (short cell borders across long rules). Touching is symmetric, and the partition ignores union order.
    const hPos = byPosition(h);
    const vPos = byPosition(v);
    if (candidates(h, vPos) <= candidates(v, hPos)) joinTouching(parent, h, 0, v, nh, vPos);
    else joinTouching(parent, v, nh, h, 0, hPos);
  }
  // The union order differs from a pairwise scan, the partition does not; groups are numbered by first member.
  const slot: number[] = new Array(n).fill(-1);
  const groups: Grid[] = [];
  for (let i = 0; i < n; i++) {
    const k = find(parent, i);
    if (slot[k] < 0) {
      slot[k] = groups.length;
      groups.push({ h: [], v: [] });
    }
    const g = groups[slot[k]];
    if (i < nh) g.h.push(h[i]);
    else g.v.push(v[i - nh]);
  }
  const out: Grid[] = [];
  for (const g of groups) if (g.h.length >= 2 || g.v.length >= 2) out.push(g);
  return out;
}

/** Distinct positions of `values` (sorted in place): a value within TOL of the last kept one joins it. */
export function cluster(values: number[]): number[] {
  sortNumbers(values);
  const out: number[] = [];
  for (const v of values) if (!out.length || v - out[out.length - 1] > TOL) out.push(v);
  return out;
}

/**
 * Whether `cluster(values)` keeps 3 positions or more, answered without sorting: it keeps the lowest
 * value, then the lowest one more than TOL above it, then any further one more than TOL above that.
 * (A NaN sorts to no fixed place: those values are clustered to find out.)
 */
export function hasThreePositions(values: number[]): boolean {
  let first = Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) return cluster(values.slice()).length >= 3;
    if (v < first) first = v;
  }
  let second = Infinity;
  for (const v of values) if (v - first > TOL && v < second) second = v;
  for (const v of values) if (v - second > TOL) return true;
  return false;
}

/**
 * For each boundary position `at[k]` (ascending), the rules lying on it within TOL, in rule order:
 * whether a boundary is drawn then sums only its own rules rather than scanning all of them per cell.
 */
export function onBoundaries(segs: Seg[], at: number[]): Seg[][] {
  const lists: Seg[][] = [];
  for (let k = 0; k < at.length; k++) lists.push([]);
  for (const s of segs) {
    // The search only narrows the range (with slack); membership is decided by the exact test below.
    const min = s.at - TOL - 1;
    for (let k = firstNotBelow(at, min); k < at.length && at[k] <= s.at + TOL + 1; k++) if (!(Math.abs(s.at - at[k]) > TOL)) lists[k].push(s);
  }
  return lists;
}

/** Is a boundary, given the rules on it, drawn over (most of) [from, to]? */
export function covered(onIt: Seg[], from: number, to: number): boolean {
  const len = to - from;
  let cover = 0;
  for (const s of onIt) cover += Math.max(0, Math.min(s.to, to) - Math.max(s.from, from));
  return cover >= len * 0.6;
}
