/**
 * Set 12 helpers. Re-exports set 11's (and through it sets 2-10) drawing/value helpers, and adds local long dates
 * (Estonian, Italian, Finnish, Dutch, English ordinal, Spanish short month), check-digit builders for the ids the set
 * prints (Argentine CUIT and CBU, Estonian KMKR and 7-3-1 reference number, UK VAT, Italian partita IVA, Turkish VKN,
 * Romanian CUI, Finnish Y-tunnus, Peruvian RUC, Belgian and Dutch VAT numbers, Chinese unified social credit code)
 * and a caption-left cell with a grey second-language caption.
 */
import { Pen4, luhn } from '../set11/lib11.ts';

export * from '../set11/lib11.ts';

const parts = (iso: string): [string, number, string] => { const [y, m, dd] = iso.split('-'); return [y, Number(m), dd]; };
const ET = ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember'];
const IT = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const FI = ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'];
const NL = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'set', 'oct', 'nov', 'dic'];

export const d12 = {
  /** 3. detsember 2026 */
  et: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)}. ${ET[m - 1]} ${y}`; },
  /** 3 dicembre 2026 */
  it: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)} ${IT[m - 1]} ${y}`; },
  /** 3. joulukuuta 2026 */
  fi: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)}. ${FI[m - 1]} ${y}`; },
  /** 3 december 2026 */
  nl: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)} ${NL[m - 1]} ${y}`; },
  /** 3rd December, 2026 */
  ord: (iso: string) => {
    const [y, m, dd] = parts(iso); const n = Number(dd);
    const suf = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
    return `${n}${suf} ${EN[m - 1]}, ${y}`;
  },
  /** 03-dic-2026 (Peruvian short month, "set" for September) */
  esShort: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}-${ES[m - 1]}-${y}`; },
  /** 03 DEC 2026 14:20 style is built by callers; 2026.12.03 */
  ymdDot: (iso: string) => iso.replace(/-/g, '.'),
};

/** Weighted digit sum of `ds` with weights `w` (same length). */
const wsum = (ds: string, w: number[]): number => w.reduce((a, x, i) => a + Number(ds[i]) * x, 0);

/** Argentine CUIT "NN-NNNNNNNN-C" from its first 10 digits (mod 11, weights 5432765432). */
export function cuit(first10: string): string {
  const r = 11 - (wsum(first10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  if (r === 10) throw new Error('cuit: choose other digits');
  const c = r === 11 ? 0 : r;
  return `${first10.slice(0, 2)}-${first10.slice(2)}-${c}`;
}
/** Argentine CBU (22 digits): bank 3 + branch 4 + check, account 13 + check (weights 7139713 / 3971397139713). */
export function cbu(bank3: string, branch4: string, acct13: string): string {
  const b = bank3 + branch4, c1 = (10 - (wsum(b, [7, 1, 3, 9, 7, 1, 3]) % 10)) % 10;
  const c2 = (10 - (wsum(acct13, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10)) % 10;
  return `${b}${c1}${acct13}${c2}`;
}
/** Estonian VAT number (KMKR) EE + 9 digits: weights 3,7,1 on the first 8. */
export function eeVat(first8: string): string {
  return `EE${first8}${(10 - (wsum(first8, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10}`;
}
/** Estonian payment reference number (viitenumber): 7-3-1 weights from the right, check digit appended. */
export function eeRef(base: string): string {
  let s = 0;
  for (let i = 0; i < base.length; i++) s += Number(base[base.length - 1 - i]) * [7, 3, 1][i % 3];
  return base + ((10 - (s % 10)) % 10);
}
/** UK VAT number "GB NNN NNNN NN" from its first 7 digits (weights 8..2, the two check digits make the sum = 0 mod 97). */
export function gbVat(first7: string): string {
  const s = wsum(first7, [8, 7, 6, 5, 4, 3, 2]);
  let c = 97 - (s % 97);
  if (c === 97) c = 0;
  const cc = String(c).padStart(2, '0');
  return `GB ${first7.slice(0, 3)} ${first7.slice(3)} ${cc}`;
}
/** Italian partita IVA: 10 digits + Luhn check digit. */
export const itVat = (first10: string): string => luhn(first10);
/** Turkish tax number (VKN, 10 digits) from its first 9. */
export function trVkn(first9: string): string {
  let s = 0;
  for (let i = 0; i < 9; i++) {
    const t = (Number(first9[i]) + 9 - i) % 10;
    let v = (t * 2 ** (9 - i)) % 9;
    if (t !== 0 && v === 0) v = 9;
    s += v;
  }
  return first9 + ((10 - (s % 10)) % 10);
}
/** Romanian CUI (fiscal code) from its digits without the check digit (at most 9), weights 753217532 right-aligned. */
export function roCui(body: string): string {
  const w = [7, 5, 3, 2, 1, 7, 5, 3, 2].slice(9 - body.length);
  const c = ((wsum(body, w) * 10) % 11) % 10;
  return body + c;
}
/** Finnish business id (Y-tunnus) "NNNNNNN-C" from 7 digits. */
export function fiYt(first7: string): string {
  const r = wsum(first7, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (r === 1) throw new Error('fiYt: choose other digits');
  return `${first7}-${r === 0 ? 0 : 11 - r}`;
}
/** Peruvian RUC (11 digits) from its first 10. */
export function peRuc(first10: string): string {
  const r = 11 - (wsum(first10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return first10 + (r === 10 ? 0 : r === 11 ? 1 : r);
}
/** Belgian enterprise / VAT number "BE 0NNN.NNN.NCC" from 7 digits after the leading 0 (check = 97 - n mod 97). */
export function beVat(first7: string): string {
  const n8 = `0${first7}`;
  const c = String(97 - (Number(n8) % 97)).padStart(2, '0');
  const a = n8 + c;
  return `BE ${a.slice(0, 4)}.${a.slice(4, 7)}.${a.slice(7)}`;
}
/** Dutch VAT number NL + 9 digits + B01 (mod 11 on the 9 digits, weights 9..2 then -1). */
export function nlVat(first8: string): string {
  const c = wsum(first8, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  if (c === 10) throw new Error('nlVat: choose other digits');
  return `NL${first8}${c}B01`;
}
/** Chinese unified social credit code (18 characters) from its first 17 (GB 32100-2015, mod 31). */
export function uscc(first17: string): string {
  const A = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let s = 0;
  for (let i = 0; i < 17; i++) s += A.indexOf(first17[i]) * W[i];
  return first17 + A[(31 - (s % 31)) % 31];
}

/** Caption on the left (bold first language, grey second language under it) and the value beside, inside a ruled cell. */
export function cellLR(pen: Pen4, x: number, y: number, w: number, h: number, cap1: string, cap2: string, capW: number, lines: string[], size = 8, bold = false): void {
  pen.box(x, y, w, h, 0.4);
  pen.t(x + 3, y + 8, cap1, 6, true);
  pen.gray(x + 3, y + 15, cap2, 5.4, 0.45);
  pen.ml(x + capW, y + 9.5, lines, size, size + 1.8, bold);
}
