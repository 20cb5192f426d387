/**
 * Set 11 helpers. Re-exports set 10's (and through it sets 2-9) drawing/value helpers, and adds check-digit builders
 * for the ids the set prints (Austrian UID, Australian ABN, Norwegian organisasjonsnummer / Icelandic kennitala by
 * mod 11, Indian GSTIN, Korean business registration number, Japanese corporate number, Slovenian VAT number), US and
 * Norwegian long dates and Norwegian-style numbers (space thousands, decimal comma).
 */
import { Pen4, fmt } from '../set10/lib10.ts';

export * from '../set10/lib10.ts';

const parts = (iso: string): [string, number, string] => { const [y, m, dd] = iso.split('-'); return [y, Number(m), dd]; };
const NO = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export const d11 = {
  /** 4. desember 2026 */
  no: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)}. ${NO[m - 1]} ${y}`; },
  /** 12/04/2026 (US month first) */
  mdy: (iso: string) => { const [y, m, dd] = parts(iso); return `${String(m).padStart(2, '0')}/${dd}/${y}`; },
  /** 04.12.26 */
  dmy2dot: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}.${String(m).padStart(2, '0')}.${y.slice(2)}`; },
  /** 04DEC26 */
  dMONyy: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}${MON[m - 1]}${y.slice(2)}`; },
  /** DEC. 04, 2026 */
  monDot: (iso: string) => { const [y, m, dd] = parts(iso); return `${MON[m - 1]}. ${dd}, ${y}`; },
};

/** Norwegian / Icelandic style number: 1 234 567,89 (space thousands, decimal comma). */
export const nok = (v: number, dec = 2) => fmt(v, dec, ' ', ',');
/** Swiss-style apostrophe thousands: 1'234.50 */
export const ch = (v: number, dec = 2) => fmt(v, dec, "'", '.');

/** Austrian UID: ATU + 7 digits + check digit. */
export function atu(first7: string): string {
  let r = 0;
  for (let i = 0; i < 7; i++) {
    const c = Number(first7[i]);
    if (i % 2 === 1) r += Math.floor(c / 5) + ((c * 2) % 10); else r += c;
  }
  return `ATU${first7}${(10 - ((r + 4) % 10)) % 10}`;
}
/** True when an 11-digit ABN passes the mod-89 check. */
export function abnOk(abn: string): boolean {
  const W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const ds = abn.replace(/\s/g, '').split('').map(Number);
  ds[0] -= 1;
  return ds.reduce((a, v, i) => a + v * W[i], 0) % 89 === 0;
}
/** A valid ABN "NN NNN NNN NNN" from its last 9 digits (the two leading digits are chosen). */
export function abn(last9: string): string {
  for (let k = 10; k < 100; k++) if (abnOk(`${k}${last9}`)) { const a = `${k}${last9}`; return `${a.slice(0, 2)} ${a.slice(2, 5)} ${a.slice(5, 8)} ${a.slice(8)}`; }
  throw new Error('no ABN');
}
/** Mod-11 check digit with weights 3,2,7,6,5,4,3,2 (Norwegian org.nr, Icelandic kennitala); null when it would be 10. */
export function mod11w(first8: string): number | null {
  const W = [3, 2, 7, 6, 5, 4, 3, 2];
  let s = 0;
  for (let i = 0; i < 8; i++) s += Number(first8[i]) * W[i];
  const r = 11 - (s % 11);
  return r === 11 ? 0 : r === 10 ? null : r;
}
/** Norwegian organisation number (9 digits) from its first 8. */
export function orgnr(first8: string): string {
  const c = mod11w(first8);
  if (c === null) throw new Error('orgnr: choose other digits');
  return first8 + c;
}
/** Icelandic company kennitala "DDMMYY-NNCC" style: 6 + 2 digits, check digit, century digit 9. */
export function kennitala(first8: string): string {
  const c = mod11w(first8);
  if (c === null) throw new Error('kennitala: choose other digits');
  return `${first8.slice(0, 6)}-${first8.slice(6)}${c}9`;
}
/** Indian GSTIN: 14 characters + the mod-36 check character. */
export function gstin(first14: string): string {
  const A = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let s = 0;
  for (let i = 0; i < 14; i++) { const p = A.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2); s += Math.floor(p / 36) + (p % 36); }
  return first14 + A[(36 - (s % 36)) % 36];
}
/** Korean business registration number NNN-NN-NNNNN from its first 9 digits. */
export function krBrn(first9: string): string {
  const W = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let s = 0;
  for (let i = 0; i < 9; i++) s += Number(first9[i]) * W[i];
  s += Math.floor((Number(first9[8]) * 5) / 10);
  const a = first9 + ((10 - (s % 10)) % 10);
  return `${a.slice(0, 3)}-${a.slice(3, 5)}-${a.slice(5)}`;
}
/** Japanese corporate number (13 digits): check digit first, from the 12 base digits. */
export function jpCorp(base12: string): string {
  let s = 0;
  for (let n = 1; n <= 12; n++) s += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return `${9 - (s % 9)}${base12}`;
}
/** Slovenian VAT number SI + 8 digits (mod 11, weights 8..2 on the first 7). */
export function siVat(first7: string): string {
  let s = 0;
  for (let i = 0; i < 7; i++) s += Number(first7[i]) * (8 - i);
  const c = 11 - (s % 11);
  if (c === 11) throw new Error('siVat: choose other digits');
  return `SI${first7}${c === 10 ? 0 : c}`;
}

/** Caption in a small grey bar above a value cell with no outer box (label-above layout); returns y below. */
export function capAbove(pen: Pen4, x: number, y: number, w: number, cap: string, lines: string[], size = 8.4, bold = false): number {
  pen.fill(x, y, w, 9, 0.9);
  pen.t(x + 2, y + 6.8, cap, 5.8, true);
  return pen.ml(x + 2, y + 10 + size, lines, size, size + 2, bold);
}
