/** Bank identifiers: IBAN (ISO 13616, mod 97) and BIC (ISO 9362). */
import { isCountryCode } from './countries.ts';
import { matchesOf, type TextMatch } from './text.ts';

/** IBAN length per country (the common ones; others are accepted on mod 97 alone). */
const IBAN_LENGTH: Record<string, number> = {
  AD: 24, AE: 23, AT: 20, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18,
  EE: 20, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IL: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22,
  MK: 19, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24,
  SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, UA: 29, VG: 24, XK: 20,
};

/** True when `iban` (spaces allowed) has a known country, the right length and a valid mod-97 check. */
export function isValidIban(iban: string): boolean {
  const s = iban.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const country = s.slice(0, 2);
  if (!isCountryCode(country)) return false;
  if (IBAN_LENGTH[country] && IBAN_LENGTH[country] !== s.length) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of rearranged) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rem = (rem * 10 + Number(d)) % 97;
  }
  return rem === 1;
}

/** What a search finds in a text that cannot hold an IBAN or BIC (most lines): shared, so read-only. */
const NONE: readonly TextMatch<string>[] = Object.freeze([]);

const IBAN_CANDIDATE = /(?<![A-Z0-9])([A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{1,4}){3,8})/g;

/** IBANs printed in `text` (grouped in fours or not). Only candidates that pass mod 97 are returned; read-only. */
export function findIbans(text: string): readonly TextMatch<string>[] {
  // Every IBAN starts with a country and two check digits: most lines have no such pair.
  if (!/[A-Za-z]{2}\d{2}/.test(text)) return NONE;
  const out: Array<TextMatch<string>> = [];
  for (const m of matchesOf(IBAN_CANDIDATE, text.toUpperCase())) {
    // The greedy tail may swallow a following word; shrink group by group until valid.
    let cand = m[1];
    while (cand.length >= 15) {
      if (isValidIban(cand)) {
        out.push({ value: cand.replace(/\s/g, ''), index: m.index, raw: text.slice(m.index, m.index + cand.length) });
        break;
      }
      const cut = cand.lastIndexOf(' ');
      cand = cut > 0 ? cand.slice(0, cut) : cand.slice(0, -1);
    }
  }
  return out;
}

/** True for a well-formed BIC: 4 letters bank, ISO country, 2 location chars, optional 3 branch chars. */
export function isValidBic(bic: string): boolean {
  const s = bic.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(s) && isCountryCode(s.slice(4, 6));
}

const BIC_LABEL = /BIC|SWIFT|Swift|S\.W\.I\.F\.T\./;

const LABELLED_BIC = /\b(?:BIC|SWIFT(?:\s?code)?|Swift|S\.W\.I\.F\.T\.)\s*(?:\/\s*\w+\s*)?[:.]?\s*([A-Z]{4}\s?[A-Z]{2}\s?[A-Z0-9]{2}(?:\s?[A-Z0-9]{3})?)\b/g;

/** BICs printed in `text` next to a BIC/SWIFT label (a bare 8-letter word is too often just a word); read-only. */
export function findBics(text: string): readonly TextMatch<string>[] {
  if (!BIC_LABEL.test(text)) return NONE;
  const out: Array<TextMatch<string>> = [];
  for (const m of matchesOf(LABELLED_BIC, text)) {
    const v = m[1].replace(/\s/g, '');
    if (isValidBic(v)) out.push({ value: v, index: m.index + m[0].indexOf(m[1]), raw: m[1] });
  }
  return out;
}
