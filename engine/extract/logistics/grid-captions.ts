/**
 * One-word captions an open layout prints in a grid, each over its value ("BOOKING", "LOADING", "DELIVERY",
 * "ISSUED"): words too common to be captions elsewhere ("Delivery: DAP Rotterdam" is a delivery term, no place),
 * read as their full captions only in a row of three one-word captions or more. The row is rewritten into the
 * segments the label reader takes whole, as caption-cells.ts rewrites wrapped captions.
 */
import { captionKeysOf } from './captions.ts';
import { normLabel } from './label-lookup.ts';
import type { Reader } from './reader.ts';
import { vOverlap, type Segment } from './segments.ts';

/** Each grid word (normal form) and the caption of the labels dictionary it stands for. */
export const GRID_WORDS: ReadonlyMap<string, string> = new Map([
  ['booking', 'Booking Reference'],
  ['receipt', 'Place of Receipt'],
  ['loading', 'Port of Loading'],
  ['discharge', 'Port of Discharge'],
  ['delivery', 'Place of Delivery'],
  // One box for both: the place and the date of issue ("ISSUED" over "ANTWERP 02 FEB 2026").
  ['issued', 'Place and Date of Issue'],
  ['on board', 'On Board Date'],
]);

/** The fewest one-word captions a row holds to be a caption grid. */
const GRID_MIN = 3;

const words = (s: Segment): number => s.text.trim().split(/\s+/).length;
const gridWord = (s: Segment): string | undefined => GRID_WORDS.get(normLabel(s.text));
/** A short caption of the grid: a grid word, or a caption of the dictionary in three words at most, with no figure. */
const gridCaption = (s: Segment): boolean => !/\d/.test(s.text) && words(s) <= 3 && (!!gridWord(s) || !!captionKeysOf(s.text.trim()));

/**
 * Whether two segments of a row are in one type: a text layer's sizes agree to half a point; an OCR size is its box's
 * height, which a word's letters move by a point or more ("ISSUED" boxed lower than "DELIVERY" beside it).
 */
const sameType = (a: Segment, b: Segment): boolean =>
  Math.abs(a.size - b.size) < (a.source === 'ocr' ? Math.max(a.size, b.size) * 0.15 : 0.5);

/**
 * The grid words of every row that is a caption grid (each segment on it, in its type, a short caption, three of
 * them one word or more) rewritten into the captions they stand for.
 */
export function readGridCaptions(r: Reader): void {
  for (const page of r.segs) {
    // Every row judged as printed before any word in it is rewritten.
    const rewrites = page.map((s) => {
      const full = gridWord(s);
      if (!full) return null;
      const h = s.bbox[3] - s.bbox[1];
      const row = page.filter((o) => vOverlap(o, s) > h * 0.5 && sameType(o, s));
      return row.every(gridCaption) && row.filter((o) => words(o) === 1).length >= GRID_MIN ? full : null;
    });
    rewrites.forEach((full, i) => { if (full) page[i] = { ...page[i], text: full }; });
  }
}
