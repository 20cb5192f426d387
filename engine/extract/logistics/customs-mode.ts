/**
 * The mode of transport of a customs declaration, as printed: a word ("SEA", "Seeverkehr"), a code with its name
 * ("9 - MARINE / MARITIME", "1 (Seeverkehr)") or a bare code of the authority's list.
 */

import { fold } from '../parse/text.ts';

export type ModeWord = 'SEA' | 'AIR' | 'ROAD' | 'RAIL';

// Each mode's names on declarations (en, de, fr, es, nl, it, pt), folded to lower case without accents.
// Indonesian and Malay too: laut (sea), udara (air), darat (land), kereta api (rail); Norwegian and Danish: sjø, fly,
// vei / vej (road), jernbane; Turkish: denizyolu (sea), havayolu (air), karayolu (road), demiryolu (rail).
const NAMES: Array<[ModeWord, RegExp]> = [
  ['SEA', /^(?:sea|by sea|marine|maritime|maritim[oa]|marittimo|ocean|vessel|seeverkehr|seefracht|see|mer|mar|zee|zeevaart|mare|navio|laut|sjo|sjotransport|skip|deniz|denizyolu)\b/],
  ['AIR', /^(?:air|by air|aerien|aere[oa]|luftverkehr|luftfracht|luft|lucht|luchtvaart|udara|fly|luftfart|hava|havayolu)\b/],
  ['ROAD', /^(?:road|by road|highway|truck|strassenverkehr|strasse|route|routier|carretera|carretero|rodoviario|weg|wegvervoer|strada|stradale|darat|vei|veg|vej|vejtransport|vegtransport|kara|karayolu)\b/],
  ['RAIL', /^(?:rail|railway|by rail|eisenbahnverkehr|eisenbahn|ferroviaire|ferroviario|ferrocarril|spoor|spoorweg|kereta api|jernbane|jernbanetransport|demiryolu)\b/],
];

/**
 * Bare codes of the national lists the declaration's authority prints: CBSA's B3 (1 air, 2 highway, 6 rail, 9
 * marine) and Mexico's Anexo 22 appendix 3 (1 maritime, 4 air, 6 rail, 7 road).
 */
export const MODE_CODES: Record<string, Record<string, ModeWord>> = {
  CA: { 1: 'AIR', 2: 'ROAD', 6: 'RAIL', 9: 'SEA' },
  MX: { 1: 'SEA', 4: 'AIR', 6: 'RAIL', 7: 'ROAD' },
};

/** The mode a name says ("MARINE / MARITIME", "Seeverkehr"), or null. */
export function modeWordOf(name: string): ModeWord | null {
  const t = fold(name).replace(/^[^a-z]+/, '');
  return NAMES.find(([, re]) => re.test(t))?.[0] ?? null;
}

/**
 * The mode to report: the mode a printed name says, else the authority's word for a bare code, else the code
 * as printed ("11 (VESSEL, CONTAINERIZED)" on a US entry summary keeps 11: the authority keys on its codes, which
 * tell more than the mode, `keepCodes`). A text that is neither is kept as printed.
 */
export function transportModeOf(text: string, authority: string | null, keepCodes = false): string {
  const t = text.trim();
  const coded = /^(\d{1,2})\s*(?:[-–(:,]\s*(.*?)\)?\s*$|$)/.exec(t);
  if (!coded) return modeWordOf(t) ?? t;
  if (keepCodes) return coded[1];
  // A local name with its translation in brackets ("3 - DARAT (ROAD)"): either may be the one known.
  const named = coded[2] ? modeWordOf(coded[2]) ?? modeWordOf(/\(([^()]+)\)?$/.exec(coded[2])?.[1] ?? '') : null;
  return named ?? (authority ? MODE_CODES[authority]?.[String(Number(coded[1]))] : undefined) ?? coded[1];
}
