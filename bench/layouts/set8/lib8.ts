/**
 * Set 8 helpers. Re-exports set 7's (and through it sets 2-5) drawing/value helpers, and adds a numbered caption
 * box, a Vietnamese long date and a US mm/dd/yyyy date.
 */
import { Pen4 } from '../set7/lib7.ts';

export * from '../set7/lib7.ts';

const parts = (iso: string): [string, string, string] => { const [y, m, dd] = iso.split('-'); return [y, m, dd]; };

export const d8 = {
  /** Ngay 12 thang 11 nam 2026 */
  vn: (iso: string) => { const [y, m, dd] = parts(iso); return `Ngay ${dd} thang ${m} nam ${y}`; },
  /** 11/12/2026 (US month first) */
  mdy: (iso: string) => { const [y, m, dd] = parts(iso); return `${m}/${dd}/${y}`; },
  /** 12.11.26 */
  dmy2: (iso: string) => { const [y, m, dd] = parts(iso); return `${dd}.${m}.${y.slice(2)}`; },
};

/** A ruled box with a numbered caption "12. Caption" (or "12 Caption") at top-left and value lines below. */
export function nb(pen: Pen4, x: number, y: number, w: number, h: number, num: string, cap: string, lines: string[], size = 8, capSize = 5.8, bold = false): void {
  pen.box(x, y, w, h, 0.5);
  pen.t(x + 2.5, y + capSize + 1.5, num ? `${num} ${cap}` : cap, capSize, false);
  pen.ml(x + 5, y + capSize + 4 + size, lines, size, size + 1.8, bold);
}
