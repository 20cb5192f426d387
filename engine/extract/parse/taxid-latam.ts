/** Tax ids of Latin American countries that print theirs after a label with a check digit: Colombia's NIT, Chile's RUT. */
import type { TaxId } from './taxid.ts';
import { groupStart, matchesOf } from './text.ts';

const digits = (s: string) => s.replace(/\D/g, '').split('').map(Number);

/** Colombia's NIT as printed: 9 digits and a check digit ("NIT 900.412.377-5"), only after its label. */
const NIT_RE = /\bNIT\b[\s.:#]*(?:N[O°.]?\s*)?(\d{3}\.?\d{3}\.?\d{3}-\d)(?![\d.-])/g;

/** Chile's Rol Único Tributario as printed: 7 or 8 digits, a dash and a check digit or K ("R.U.T.: 12.345.678-5"), only after its label. */
const RUT_RE = /\bR\.?\s?U\.?\s?T\b\.?[\s.:#]*(?:N[O°º.]?\s*)?(\d{1,2}\.?\d{3}\.?\d{3}-[\dK])(?![\d.-])/g;

/** RUT check digit: the digits from the right weighted 2 to 7 over and over, 11 less the sum mod 11 (11 is 0, 10 is K). */
export function isValidRut(printed: string): boolean {
  const body = printed.slice(0, -2).replace(/\D/g, '');
  let s = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) s += Number(body[i]) * w;
  const r = 11 - (s % 11);
  return (r === 11 ? '0' : r === 10 ? 'K' : String(r)) === printed.slice(-1).toUpperCase();
}

/** Colombian NIT check digit: the nine digits weighted 41, 37, 29, 23, 19, 17, 13, 7, 3, mod 11 (0 and 1 kept, else 11 less it). */
export function isValidNit(printed: string): boolean {
  const d = digits(printed);
  if (d.length !== 10) return false;
  const w = [41, 37, 29, 23, 19, 17, 13, 7, 3];
  const r = w.reduce((a, k, i) => a + k * d[i], 0) % 11;
  return (r < 2 ? r : 11 - r) === d[9];
}

/** The NITs and RUTs `text` prints after their labels (`upper`: the text upper-cased), added to `out`. */
export function latamTaxIds(text: string, upper: string, out: TaxId[]): void {
  if (upper.includes('NIT')) {
    for (const m of matchesOf(NIT_RE, upper)) {
      const at = groupStart(m);
      out.push({ value: m[1], kind: 'NIT', country: 'CO', valid: isValidNit(m[1]), index: m.index, raw: text.slice(at, at + m[1].length) });
    }
  }
  if (upper.includes('RUT') || upper.includes('R.U.T')) {
    for (const m of matchesOf(RUT_RE, upper)) {
      const at = groupStart(m);
      out.push({ value: text.slice(at, at + m[1].length), kind: 'RUT', country: 'CL', valid: isValidRut(m[1]), index: m.index, raw: text.slice(at, at + m[1].length) });
    }
  }
}
