/**
 * Units a goods table's header prints beside or under its captions ("Gross Weight (kg)", "G.W. KGS", "MEAS." over
 * "CM", "CBM"): the unit of each measured column's bare figures, and what a measurement caption measures.
 */
import type { Word } from '../../types.ts';
import type { ColumnKind } from './labels.ts';
import type { Column, HeaderColumn } from './table-header.ts';

/**
 * A header word's unit text: the word without its brackets and end punctuation, or a bracketed unit glued to a
 * caption ("N.W.(kg)": OCR drops the space a text layer keeps before the bracket).
 */
const unitText = (t: string): string => (GLUED_UNIT.exec(t)?.[1] ?? t).toLowerCase().replace(/^[([]+|[)\].,:;]+$/g, '');
const GLUED_UNIT = /^\p{L}[\p{L}.]*\(([^()]+)\)[.,:;]*$/u;

// Units a weight or volume column's header may print, in brackets or not ("(kg)", "KGS", "(CBM)", "m³").
const WEIGHT_UNIT = /^(?:kgs?|kgm|kilos?|kilograms?|lbs?|lbr|pounds?|mt|tne|tons?|tonnes?)$/;
const VOLUME_UNIT = /^(?:cbm|m3|m³|mtq|cft|ftq|cuft|ft3|ft³)$/;
const LENGTH_UNIT = /^(?:mm|cm|m|in|inch(?:es)?)$/;
// Units of length a measurement caption may print without brackets: a bare "M" is too often a size or a letter.
const SURE_LENGTH_UNIT = /^(?:mm|cm|in|inch(?:es)?)$/;
// A packages column captioned with the kind of package ("CTNS", "Pallets") counts packages of that kind.
const PACKAGE_UNIT = /^(?:ctns?|cartons?|plts?|pallets?|pkgs?|packages?|cases?|crates?|bags?|drums?|rolls?|bales?|kisten?|paletten?)$/;
const UNIT_KINDS: Partial<Record<ColumnKind, RegExp>> = { grossWeight: WEIGHT_UNIT, netWeight: WEIGHT_UNIT, volume: VOLUME_UNIT, dimensions: LENGTH_UNIT, packages: PACKAGE_UNIT };

/** Whether a printed line holds units alone ("(LBS)", "KGS  CBM"). */
export function unitsOnly(words: Word[]): boolean {
  return words.length > 0 && words.every((w) => { const t = unitText(w.text); return WEIGHT_UNIT.test(t) || VOLUME_UNIT.test(t) || /^(?:cm|mm|in)$/.test(t); });
}

/** Gives each weight or volume column the unit printed in its header (beside or under its caption). */
export function headerUnits(cols: Column[], words: Word[]): void {
  measuredInLength(cols, words);
  for (const w of words) {
    if (PACKAGE_UNIT.test(unitText(w.text))) {
      const c = cols.find((x) => x.kind === 'packages' && x.x0 <= w.bbox[0] + 1 && w.bbox[2] <= x.x1 + 1);
      if (c && !c.unit) c.unit = unitText(w.text);
      continue;
    }
    const t = ocrCubic(w) ?? unitText(w.text);
    if (!WEIGHT_UNIT.test(t) && !VOLUME_UNIT.test(t) && !LENGTH_UNIT.test(t)) continue;
    let best: Column | null = null;
    let dist = Infinity;
    for (const c of cols) {
      const d = Math.max(0, c.x0 - w.bbox[2], w.bbox[0] - c.x1);
      if (d < dist) { dist = d; best = c; }
    }
    const re = best?.kind ? UNIT_KINDS[best.kind] : undefined;
    if (best?.kind === 'dimensions' && t === 'm' && !/^\(/.test(w.text)) continue;
    if (best && re?.test(t) && !best.unit) best.unit = t;
  }
}

/**
 * A bracketed "m³" as OCR reads it: the small raised 3 comes out as a letter or another mark ("Measurement(ma)",
 * "(m°)", "(m²)"), and the column's bare figures then had no unit. Words a text layer gives keep their "³".
 */
function ocrCubic(w: Word): string | null {
  return w.source === 'ocr' && /^m[a²°]$/.test(unitText(w.text)) && /\(m.\)[.,:;]*$/i.test(w.text) ? 'm³' : null;
}

const KILOS = /^(?:kgs?|kgm|kilos?)\.?$/i;
const POUNDS = /^(?:lbs?|pounds?)\.?$/i;

/**
 * A column captioned with a weight unit alone ("KGS" beside "PKGS" and "CBM" in a container list), in a header that
 * names other fields but no weight, is the gross weight: a list's one weight per row. Where the weight is printed in
 * two units ("KGS  LBS"), the column in kilograms is, the other one stays a column of no field.
 */
export function unitCaptions(cols: HeaderColumn[]): HeaderColumn[] {
  if (cols.some((c) => c.kind === 'grossWeight' || c.kind === 'netWeight') || cols.filter((c) => c.kind).length < 2) return cols;
  const bare = (re: RegExp) => cols.find((c) => !c.kind && c.words.length === 1 && re.test(c.words[0].text));
  const unit = bare(KILOS) ?? bare(POUNDS);
  return unit ? cols.map((c) => (c === unit ? { ...c, kind: 'grossWeight' } : c)) : cols;
}

const within = (w: Word, c: Column): boolean => w.bbox[0] >= c.x0 - 1 && w.bbox[2] <= c.x1 + 1;

/**
 * A measurement caption whose unit is one of length ("CTN MEAS." over "CM", "Measurement (cm)") gives each package's
 * sides (L x W x H), not a volume: the column is the dimensions', and a column captioned by a unit of volume alone
 * ("CBM", "M3"), left without a field because the measurement took the volume's, is the volume's.
 */
function measuredInLength(cols: Column[], words: Word[]): void {
  const measure = cols.find((c) => c.kind === 'volume');
  if (!measure || cols.some((c) => c.kind === 'dimensions')) return;
  const mine = words.filter((w) => within(w, measure));
  if (!mine.some((w) => SURE_LENGTH_UNIT.test(unitText(w.text))) || mine.some((w) => VOLUME_UNIT.test(unitText(w.text)))) return;
  measure.kind = 'dimensions';
  const cubic = cols.find((c) => {
    if (c.kind) return false;
    const caption = words.filter((w) => within(w, c));
    return caption.length > 0 && caption.every((w) => VOLUME_UNIT.test(unitText(w.text)));
  });
  if (cubic) cubic.kind = 'volume';
}
