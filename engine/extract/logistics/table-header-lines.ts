/**
 * Captions a header prints over two lines or more, read line by line: a caption of no field with its translation
 * under it, and a goods caption (already translated) over a caption of its own. table-header.ts gives what a
 * wording names (`kindOf`, `namesField`); the lines are its parts grouped by the printed line they come from.
 */
import type { Word } from '../../types.ts';
import type { ColumnKind } from './labels.ts';
import { fieldlessCaption } from './table-blank-captions.ts';

type Part = { li: number; words: Word[] };

/** The text of each printed line of a caption's parts, top to bottom, words left to right. */
function lineTexts(g: Part[]): string[] {
  return [...new Set(g.map((p) => p.li))].sort((a, b) => a - b)
    .map((li) => g.filter((p) => p.li === li).flatMap((p) => p.words).sort((a, b) => a.bbox[0] - b.bbox[0]).map((w) => w.text).join(' '));
}

/** A caption over several lines of which one is a caption of no field and the others name none (its translation). */
export function fieldlessLines(g: Part[], namesField: (text: string) => boolean): boolean {
  const lines = lineTexts(g);
  return lines.length > 1 && lines.some(fieldlessCaption) && lines.every((l) => fieldlessCaption(l) || !namesField(l));
}

/**
 * A goods caption printed with its translation a slash apart ("Descrizione / Description") over a caption that
 * names no field ("Colore / Colour"): the line under is no translation (the caption has one), but a caption of
 * its own, for what the cell prints under the goods' words.
 */
export function subCaption(g: Part[], kindOf: (text: string) => ColumnKind | null, namesField: (text: string) => boolean): boolean {
  const lines = lineTexts(g);
  if (lines.length !== 2) return false;
  const sides = lines[0].split(/\s+\/\s+/);
  return sides.length === 2 && sides.every((x) => kindOf(x) === 'description') && !namesField(lines[1]);
}
