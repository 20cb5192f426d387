/**
 * OCR confusions in check-digit codes (O/0, I/1, S/5, B/8, Z/2, G/6): a code that fails its check as read is
 * re-read with letters where letters belong and digits where digits belong. A candidate is accepted only when
 * its check digit then validates, so a reported code is never one whose check fails.
 */
import { containerCheckDigit, parseAirWaybill } from '../parse/index.ts';

const TO_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', '|': '1', '!': '1', S: '5', B: '8', Z: '2', G: '6' };
const TO_LETTER: Record<string, string> = { 0: 'O', 1: 'I', 5: 'S', 8: 'B', 2: 'Z', 6: 'G' };

const digits = (s: string): string => [...s.toUpperCase()].map((c) => TO_DIGIT[c] ?? c).join('');
const letters = (s: string): string => [...s.toUpperCase()].map((c) => TO_LETTER[c] ?? c).join('');

/** Container numbers in `text` that validate only after undoing OCR confusions (the as-read ones excluded). */
export function correctedContainerNumbers(text: string): string[] {
  const out: string[] = [];
  const re = /(?<![A-Za-z0-9])([A-Za-z0-9|!]{4})[\s-]?([A-Za-z0-9|!]{3}\s?[A-Za-z0-9|!]{3})[\s-]?([A-Za-z0-9|!])(?![A-Za-z0-9])/g;
  for (const m of text.matchAll(re)) {
    const raw = `${m[1]}${m[2].replace(/\s/g, '')}${m[3]}`.toUpperCase();
    const fixed = letters(raw.slice(0, 4)) + digits(raw.slice(4));
    if (fixed === raw || !/^[A-Z]{3}[UJZ]\d{7}$/.test(fixed)) continue;
    if (containerCheckDigit(fixed) === Number(fixed[10]) && !out.includes(fixed)) out.push(fixed);
  }
  return out;
}

/** An air waybill number read from `text` after undoing OCR confusions, only when its mod-7 check holds. */
export function correctedAirWaybill(text: string): string | null {
  const m = /(?<![A-Za-z0-9])([0-9OQDILSBZG|!]{3})[\s-]?([0-9OQDILSBZG|!]{4}\s?[0-9OQDILSBZG|!]{4})(?![A-Za-z0-9])/i.exec(text);
  if (!m) return null;
  const p = parseAirWaybill(digits(`${m[1]}${m[2]}`));
  return p && p.valid ? p.value : null;
}

/**
 * A reference code as OCR read it, with the spaces the recogniser put inside a run of digits taken out
 * ("ABCU4412 9905127"): a monospaced face spaces every character alike, so a little extra ink gap reads as a word
 * break. Codes print their spaces between a prefix and the number ("TRKU MER 2610441827"), not between two digits.
 */
export const joinSplitDigits = (text: string): string => text.replace(/(?<=\d) (?=\d)/g, '');

/** Letters whose small form is the capital drawn smaller (c/C, s/S, v/V, z/Z…): on a scan the recogniser cannot tell them apart by shape. */
const CASE_LOOKALIKES = /^[ckopsuvwxz]+$/;

/**
 * A reference code as OCR read it, with capitals the recogniser took for small letters put back: in a monospaced or
 * bold face a code's C, S, V and Z are the shapes of c, s, v and z, only a little taller, so "CVS26SSZ0102" can read
 * as "cvs26ssz0102". Only a word of letters and digits whose letters are all small and all such look-alikes is
 * raised; a word with any other small letter (a real lower-case code, a word) is left as read.
 */
export const upperCaseLookalikes = (text: string): string =>
  text.replace(/(?<![\p{L}\d])[a-z\d][a-z\d/-]*(?![\p{L}\d])/gu, (w) => {
    const lettersOnly = w.replace(/[^a-z]/g, '');
    return /\d/.test(w) && lettersOnly.length > 0 && CASE_LOOKALIKES.test(lettersOnly) ? w.toUpperCase() : w;
  });
