import type { Word } from '../../types.ts';

/**
 * Table captions that name no field of a goods row yet are plainly column captions: a figure per package ("NW/Ctn",
 * "Pcs/Ctn", "Gross wt per carton") — the row's own figure is its total, in another column — and a garment size
 * breakdown ("XS S M L XL XXL", pieces of each size per carton). Header recognition counts them as captions, so a
 * header full of them still reads as one, and gives them a column of no kind, so their figures fill no field.
 * Also a captioned note on the header line (`noteStart`): no caption at all, where the table's columns end.
 */

const PER_PACKAGE = /(?:\/\s*|\bper\s+)(?:ctns?|cartons?|pkgs?|packages?|cases?|crates?|pallets?|plts?|bales?|box(?:es)?|koli|peti|kolli)\b\.?$/i;

/** A caption of a figure per package; dimensions are per package anyway and keep their column. */
export function perPackageCaption(text: string): boolean {
  return PER_PACKAGE.test(text.trim()) && !/\b(?:dim\w*|size|ukuran|l\s*x\s*w|measurements?)\b/i.test(text);
}

/**
 * Whole captions of a container list that name no field of a container row: its status ("Status": FCL, LCL, empty),
 * where the empty goes back ("Return Yard", "Empty Depot"), remarks. A caption of them is a column of no kind.
 * Whole captions, not their words: "EMPTY" or "RETURN" in a line of text is no caption.
 */
const FIELDLESS_CAPTIONS = new Set([
  'status', 'container status', 'cargo status', 'empty return', 'empty return depot', 'empty return yard', 'return depot', 'return yard',
  'empty depot', 'remarks', 'remark', 'comments',
  // A release's free time per container (the line's days before demurrage), in a column of its own.
  'free time', 'free time until', 'free days', 'free until', 'freie lagerzeit', 'freie lagerzeit bis', 'freie tage', 'frei bis',
  // The box's own weight, and the verified gross mass (goods and box, SOLAS VGM): neither is the goods' weight.
  'tare', 'tare weight', 'tare wt', 'vgm', 'verified gross mass', 'vgm weight',
]);
// A caption's weight unit after its words ("Tare kg", "VGM KGS") leaves it the caption it is.
const UNIT_AFTER = / (?:kgs?|lbs?)$/;
const CAPTION_MARKS = /[\s.:]+/g;

/** Whether a caption (its words joined, over one or more lines) is one of a container list's captions of no field. */
export function fieldlessCaption(text: string): boolean {
  return FIELDLESS_CAPTIONS.has(text.toLowerCase().replace(CAPTION_MARKS, ' ').trim().replace(UNIT_AFTER, ''));
}

const SIZE = /^(?:XXS|XS|S|M|L|XL|XXL|XXXL|[2-6]XL)$/;

/** The garment sizes captioned along a header line, when at least three sit side by side: a size breakdown. */
export function sizeCaptions(texts: string[]): Set<string> {
  const sizes = texts.filter((t) => SIZE.test(t.trim()));
  const set = new Set(sizes);
  return set.size >= 3 ? set : new Set<string>();
}

/**
 * Where a captioned value printed on the header line, right of the captions, starts ("Shipping marks: NORTHGATE /
 * PO …" beside a summary table): a label with its value after a colon is a note, not a column. It starts after the
 * last gap wider than a space before its colon (a colon alone goes with the word before it); null when the line has
 * none, or it starts the line.
 */
export function noteStart(words: Word[]): number | null {
  const colon = words.findIndex((w, k) => k < words.length - 1 && /:$/.test(w.text));
  if (colon < 0) return null;
  // A colon printed apart from its caption, spaces padding the caption to a tab ("TOTAL CARTONS   : 679"), follows it.
  let start = words[colon].text === ':' && colon > 0 ? colon - 1 : colon;
  while (start > 0 && words[start].bbox[0] - words[start - 1].bbox[2] <= (words[start].bbox[3] - words[start].bbox[1]) * 1.2) start--;
  return start > 0 ? words[start].bbox[0] : null;
}
