/**
 * Set 5 helpers. Re-exports set 4's (and through it sets 2 and 3) drawing/value helpers, and adds date formats not
 * in lib3's `d`, a fake QR code, a repeated running header/footer helper and a size-matrix cell grid.
 */
import { Pen4 } from '../set4/lib4.ts';

export * from '../set4/lib4.ts';

const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const parts = (iso: string): [string, number, string] => { const [y, m, dd] = iso.split('-'); return [y, Number(m), dd]; };

/** Extra date formats from ISO yyyy-mm-dd. */
export const d5 = {
  /** March 12, 2026 */
  long: (iso: string) => { const [y, m, dd] = parts(iso); return `${MONTHS_LONG[m - 1]} ${Number(dd)}, ${y}`; },
  /** 12 March 2026 */
  dLong: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)} ${MONTHS_LONG[m - 1]} ${y}`; },
  /** 2026/03/12 */
  ymdSlash: (iso: string) => iso.replace(/-/g, '/'),
  /** 12 MAR 2026 */
  dMONYYYY: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd} ${MON[m - 1]} ${y}`; },
  /** 12-MAR-2026 */
  dashMON: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}-${MON[m - 1]}-${y}`; },
  /** 12-03-2026 */
  dmyDash: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}-${String(m).padStart(2, '0')}-${y}`; },
  /** 12MAR */
  dMON: (iso: string) => { const [, m, dd] = parts(iso); return `${dd}${MON[m - 1]}`; },
};

/** A fake QR code: a deterministic square grid of filled modules with the three finder squares. */
export function qr(pen: Pen4, x: number, y: number, size: number, seed: string): void {
  const n = 25, u = size / n;
  let h = 2166136261;
  for (const ch of seed) { h ^= ch.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; }
  const bit = (i: number, j: number): boolean => { let v = (h ^ Math.imul(i * 31 + j, 2654435761)) >>> 0; v ^= v >>> 13; v = Math.imul(v, 1274126177) >>> 0; return ((v >>> 7) & 1) === 1; };
  const finder = (i: number, j: number): number => {
    for (const [fi, fj] of [[0, 0], [0, n - 7], [n - 7, 0]]) {
      const a = i - fi, b = j - fj;
      if (a >= 0 && a < 7 && b >= 0 && b < 7) return a === 0 || a === 6 || b === 0 || b === 6 || (a >= 2 && a <= 4 && b >= 2 && b <= 4) ? 1 : 0;
      if (a >= -1 && a <= 7 && b >= -1 && b <= 7) return 0;
    }
    return -1;
  };
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    const f = finder(i, j);
    if (f === 1 || (f === -1 && bit(i, j))) pen.p.rect(x + j * u, y + i * u, u, u, { fill: 0, stroke: false });
  }
}

/** Right-aligned amounts column helper: returns the text of a number with the given formatter or '' for null. */
export const opt = (v: number | null, f: (x: number) => string): string => (v === null ? '' : f(v));
