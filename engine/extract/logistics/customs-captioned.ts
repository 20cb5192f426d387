/**
 * What the customs readers share once a caption is found: the field a caption names in a reader's own table, and
 * a mass printed as its value, where the caption may be what names the unit ("Gross mass (kg)", "Rohmasse / Masse
 * brute kg").
 */
import { parseWeight, type Quantity } from '../parse/index.ts';
import { normLabel } from './label-lookup.ts';
import type { Reader } from './reader.ts';
import { amountIn, massOf } from './customs-boxes.ts';

/**
 * The field that either half of a bilingual caption names ("Rohmasse / Masse brute kg"), looked up in `table` once
 * `fold` has folded the half (a reader may drop more than case and accents, a unit in brackets say).
 */
export function captionField<F extends string>(table: ReadonlyArray<readonly [F, RegExp]>, caption: string, fold: (half: string) => string = normLabel): F | null {
  for (const half of caption.split(/\s+\/\s+/)) {
    const t = fold(half);
    const hit = table.find(([, re]) => re.test(t));
    if (hit) return hit[0];
  }
  return null;
}

const MASS_UNIT = /\b(kg|kgs|lbs?)\b/i;
/** A caption's unit run on into the word before it, as OCR reads small print ("Masse nettekg"): at its very end only. */
const GLUED_UNIT = /\p{Ll}(kgs?)$/u;
const captionUnit = (caption: string): string | undefined => (MASS_UNIT.exec(caption) ?? GLUED_UNIT.exec(caption.trim()))?.[1];
const UNIT_AFTER = /\s*\b(?:kg|kgs|lbs?)\b\.?$/i;

/** How a declaration box reads its figure when the weight parser finds no weight with its unit in it. */
export interface BoxMass { amount: (text: string) => number | null }

/**
 * A mass printed under or beside its caption. A caption cell's value (no `box`) is a figure in the document's
 * decimal mark, in the unit printed after it or else the caption's. A declaration box's value (`box`) is a weight
 * as the weight parser reads one with its unit ("1,250.50 KGS"), else a figure as `box.amount` reads it, in the
 * caption's unit.
 */
export function captionedMass(r: Reader, value: string, caption: string, box?: BoxMass): Quantity | null {
  if (box) return parseWeight(value) ?? massOf(box.amount(value), MASS_UNIT.exec(caption)?.[1]);
  return massOf(amountIn(r, value.replace(UNIT_AFTER, '')), MASS_UNIT.exec(value)?.[1] ?? captionUnit(caption));
}
