/**
 * Words of a page sorted by their vertical centre, so that "the words inside this box" costs a binary
 * search plus the words of the box's band, not a scan of the page for every table cell.
 */
import type { BBox, Word } from '../types.ts';
import { lowerBound } from './sorted.ts';

export interface PlacedWord {
  word: Word;
  cx: number;
  cy: number;
}

/** Words of `segments` (anything with `words`) sorted by vertical centre. */
export function sortWords(segments: ReadonlyArray<{ words: Word[] }>): PlacedWord[] {
  const out: PlacedWord[] = [];
  for (const s of segments) for (const w of s.words) out.push({ word: w, cx: (w.bbox[0] + w.bbox[2]) / 2, cy: (w.bbox[1] + w.bbox[3]) / 2 });
  return out.sort((a, b) => a.cy - b.cy);
}

/** True when at least one word's centre lies in `box` and all such words are bold; stops at the first that is not. */
export function allBoldIn(sorted: readonly PlacedWord[], box: BBox): boolean {
  let any = false;
  for (let i = firstAtOrBelow(sorted, box[1]); i < sorted.length && sorted[i].cy <= box[3]; i++) {
    const p = sorted[i];
    if (p.cx < box[0] || p.cx > box[2]) continue;
    if (p.word.bold !== true) return false;
    any = true;
  }
  return any;
}

const firstAtOrBelow = (sorted: readonly PlacedWord[], y: number): number => lowerBound(sorted, y, (p) => p.cy);

/** Words whose centre lies in `box` (edges included), in vertical-centre order. */
export function wordsIn(sorted: readonly PlacedWord[], box: BBox): PlacedWord[] {
  const out: PlacedWord[] = [];
  for (let i = firstAtOrBelow(sorted, box[1]); i < sorted.length && sorted[i].cy <= box[3]; i++) {
    const p = sorted[i];
    if (p.cx >= box[0] && p.cx <= box[2]) out.push(p);
  }
  return out;
}
