/**
 * Set 9 helpers. Re-exports set 8's (and through it sets 2-7) drawing/value helpers, and adds local long dates
 * (Polish ASCII-folded, Portuguese, French, Hungarian, Indonesian) and a caption-beside-value cell for bilingual grids.
 */
import { Pen4 } from '../set8/lib8.ts';

export * from '../set8/lib8.ts';

const parts = (iso: string): [string, number, string] => { const [y, m, dd] = iso.split('-'); return [y, Number(m), dd]; };
const PL = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'wrzesnia', 'pazdziernika', 'listopada', 'grudnia'];
const PT = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const HU = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
const ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

export const d9 = {
  /** 20 listopada 2026 */
  pl: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)} ${PL[m - 1]} ${y}`; },
  /** 20 de novembro de 2026 */
  pt: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)} de ${PT[m - 1]} de ${y}`; },
  /** 20 novembre 2026 */
  fr: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)} ${FR[m - 1]} ${y}`; },
  /** 2026. november 20. */
  hu: (iso: string) => { const [y, m, dd] = parts(iso); return `${y}. ${HU[m - 1]} ${Number(dd)}.`; },
  /** 20 Nopember 2026 style Indonesian long date (20 November 2026) */
  id: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd} ${ID[m - 1]} ${y}`; },
  /** 20-NOV-26 */
  dMONyy: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}-${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][m - 1]}-${y.slice(2)}`; },
};

/** A ruled cell with a small caption on the left and the value beside it (same baseline). */
export function cell(pen: Pen4, x: number, y: number, w: number, h: number, cap: string, value: string, capW: number, size = 8, bold = false): void {
  pen.box(x, y, w, h, 0.4);
  pen.t(x + 3, y + h / 2 + 2, cap, 5.8);
  pen.t(x + capW, y + h / 2 + 3, value, size, bold);
}
