/** Weights, volumes, lengths and package counts with their units, normalised to the DOCUMENT-TYPES units. */
import { parseAmount } from './amounts.ts';
import { matchesOf, type TextMatch } from './text.ts';

export interface Quantity {
  value: number;
  unit: string;
}

const WEIGHT_UNITS: Array<[RegExp, string]> = [
  // KGM, LBR, TNE, MTQ, FTQ: the UN/ECE Recommendation 20 unit codes carriers print from their EDI data.
  [/^(?:kgs?|kgm|kilos?|kilograms?|kilogramm|kilogrammes?)\.?$/i, 'kg'],
  [/^(?:lbs?|lbr|pounds?)\.?$/i, 'lb'],
  [/^(?:t|mt|tne|tons?|tonnes?|metric tons?)\.?$/i, 't'],
  [/^(?:g|grams?|gr)\.?$/i, 'g'],
];
const VOLUME_UNITS: Array<[RegExp, string]> = [
  [/^(?:m3|m³|cbm|mtq|cu\.?\s?m|cubic met(?:er|re)s?|kbm)\.?$/i, 'm3'],
  [/^(?:cft|ftq|cu\.?\s?ft|cubic f(?:ee|oo)t|ft3|ft³)\.?$/i, 'cft'],
  [/^(?:l|ltrs?|litres?|liters?)\.?$/i, 'l'],
];
const LENGTH_UNITS: Array<[RegExp, string]> = [
  [/^cm\.?$/i, 'cm'], [/^(?:in|inch|inches|")\.?$/i, 'in'], [/^mm\.?$/i, 'mm'], [/^m\.?$/i, 'm'],
];

const PACKAGE_TYPES: Array<[RegExp, string]> = [
  [/^(?:pallets?|plts?|pll|paletten?|palettes?|palets?)\.?$/i, 'pallet'],
  [/^(?:cartons?|ctns?|cartones|kartons?)\.?$/i, 'carton'],
  [/^(?:pkgs?|packages?|packs?|packstücke|colis|kolli|colli)\.?$/i, 'package'],
  [/^(?:boxes|box|bxs?|cajas?|kisten?)\.?$/i, 'box'],
  [/^(?:cases?|cs)\.?$/i, 'case'], [/^(?:crates?)\.?$/i, 'crate'], [/^(?:drums?)\.?$/i, 'drum'],
  [/^(?:bags?|sacks?|sacos?)\.?$/i, 'bag'], [/^(?:rolls?|coils?|reels?)\.?$/i, 'roll'], [/^(?:bales?)\.?$/i, 'bale'],
  [/^(?:pieces?|pcs|pc|pce|stück|stk|pièces?|piezas?)\.?$/i, 'piece'], [/^(?:units?)\.?$/i, 'unit'],
  [/^(?:containers?|cntrs?)\.?$/i, 'container'], [/^(?:skids?)\.?$/i, 'skid'], [/^(?:bundles?|bdls?)\.?$/i, 'bundle'],
];

function unitOf(table: Array<[RegExp, string]>, word: string): string | null {
  for (const [re, unit] of table) if (re.test(word.trim())) return unit;
  return null;
}

// The unit may end in a power digit ("M3", "ft3"), printed without the superscript.
const NUMBER_UNIT = /(?<![\w.,])(\d[\d.,' \u00a0]*\d|\d)\s?([A-Za-z³"][A-Za-z³.]{0,20}[23]?(?:\s?(?:m|ft|met(?:er|re)s?|feet|foot|tons?)[23³]?)?)(?![\w])/g;

function findWithUnits(text: string, table: Array<[RegExp, string]>): Array<TextMatch<Quantity>> {
  const out: Array<TextMatch<Quantity>> = [];
  for (const m of matchesOf(NUMBER_UNIT, text)) {
    const unit = unitOf(table, m[2]) ?? unitOf(table, m[2].split(/\s/)[0]);
    if (!unit) continue;
    const value = parseAmount(m[1]);
    if (value === null) continue;
    out.push({ value: { value, unit }, index: m.index, raw: m[0] });
  }
  return out;
}

/** Weights printed in `text` ("1,250.50 KGS", "12 t", "400 lbs"). */
export function findWeights(text: string): Array<TextMatch<Quantity>> {
  return findWithUnits(text, WEIGHT_UNITS);
}

/** Volumes printed in `text` ("12.5 CBM", "3 m³", "450 cu ft"). */
export function findVolumes(text: string): Array<TextMatch<Quantity>> {
  return findWithUnits(text, VOLUME_UNITS);
}

/** Lengths printed in `text` ("120 cm", "48 in"). */
export function findLengths(text: string): Array<TextMatch<Quantity>> {
  return findWithUnits(text, LENGTH_UNITS);
}

/** A weight in one string ("1.234,5 kg"), or null. */
export function parseWeight(text: string): Quantity | null {
  return findWeights(text)[0]?.value ?? null;
}

/** A volume in one string, or null. */
export function parseVolume(text: string): Quantity | null {
  return findVolumes(text)[0]?.value ?? null;
}

const COUNT_WORD = /(?<![\w.,])(\d{1,6})\s?(?:x\s?)?([A-Za-zäüöè]{2,12}\.?)/g;

/** Package counts printed in `text` ("20 PALLETS", "250 CTNS", "1 x box"). */
export function findPackages(text: string): Array<TextMatch<{ count: number; type: string }>> {
  const out: Array<TextMatch<{ count: number; type: string }>> = [];
  for (const m of matchesOf(COUNT_WORD, text)) {
    const type = unitOf(PACKAGE_TYPES, m[2]);
    if (type) out.push({ value: { count: Number(m[1]), type }, index: m.index, raw: m[0] });
  }
  return out;
}

/** Normalised package type for a printed word ("CTNS" → "carton"), or null. */
export function packageType(word: string): string | null {
  return unitOf(PACKAGE_TYPES, word);
}
