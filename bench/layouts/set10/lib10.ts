/**
 * Set 10 helpers. Re-exports set 9's (and through it sets 2-8) drawing/value helpers, and adds local long dates
 * (German, Spanish upper-case, Greek-English), check-digit builders for the tax ids the set prints (Greek AFM,
 * Canadian BN / SA VAT by Luhn, Colombian NIT DV, Taiwanese UBN, German USt-IdNr) and a two-language caption box.
 */
import { Pen4 } from '../set9/lib9.ts';

export * from '../set9/lib9.ts';

const parts = (iso: string): [string, number, string] => { const [y, m, dd] = iso.split('-'); return [y, Number(m), dd]; };
const DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const ES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

export const d10 = {
  /** 27. November 2026 */
  de: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)}. ${DE[m - 1]} ${y}`; },
  /** 27-NOV-2026 in Spanish month abbreviations (27-DIC-2026) */
  esMon: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}-${ES[m - 1]}-${y}`; },
  /** 2026-11-27 printed as is */
  iso: (iso: string) => iso,
  /** 27/11/26 */
  dmy2s: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}/${String(m).padStart(2, '0')}/${y.slice(2)}`; },
};

/** Greek AFM (9 digits): check digit = (sum d_i * 2^(8-i) mod 11) mod 10. */
export function afm(first8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) s += Number(first8[i]) * 2 ** (8 - i);
  return first8 + ((s % 11) % 10);
}
/** Luhn check digit appended (Canadian BN, South African VAT number). */
export function luhn(body: string): string {
  let s = 0;
  for (let i = 0; i < body.length; i++) {
    let v = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; }
    s += v;
  }
  return body + ((10 - (s % 10)) % 10);
}
/** Colombian NIT verification digit (DIAN weights from the right). */
export function nitDv(nit: string): number {
  const W = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  let s = 0;
  for (let i = 0; i < nit.length; i++) s += Number(nit[nit.length - 1 - i]) * W[i];
  const r = s % 11;
  return r > 1 ? 11 - r : r;
}
/** Taiwanese unified business number check (8 digits): true when valid. */
export function ubnOk(n: string): boolean {
  const W = [1, 2, 1, 2, 1, 2, 4, 1];
  let s = 0;
  for (let i = 0; i < 8; i++) { const p = Number(n[i]) * W[i]; s += Math.floor(p / 10) + (p % 10); }
  return s % 10 === 0 || (n[6] === '7' && (s + 1) % 10 === 0);
}
/** Makes a valid UBN from 7 digits by choosing the last digit. */
export function ubn(first7: string): string {
  for (let k = 0; k < 10; k++) if (ubnOk(first7 + k)) return first7 + k;
  throw new Error('no UBN');
}
/** German USt-IdNr (DE + 9 digits), ISO 7064 MOD 11,10 check digit. */
export function deVat(first8: string): string {
  let p = 10;
  for (const ch of first8) { let s = (Number(ch) + p) % 10; if (s === 0) s = 10; p = (2 * s) % 11; }
  const c = 11 - p;
  return `DE${first8}${c === 10 ? 0 : c}`;
}

/** A ruled box with a two-language caption (first bold, second grey) and value lines below. */
export function box2(pen: Pen4, x: number, y: number, w: number, h: number, cap1: string, cap2: string, lines: string[], size = 8, bold = false): void {
  pen.box(x, y, w, h, 0.5);
  pen.t(x + 3, y + 7.5, cap1, 6, true);
  pen.gray(x + 5 + pen.w(cap1, 6, true), y + 7.5, cap2, 5.6, 0.45);
  pen.ml(x + 5, y + 11 + size, lines, size, size + 1.8, bold);
}
