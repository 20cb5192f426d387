/**
 * Set 7 helpers. Re-exports set 5's (and through it sets 2-4) drawing/value helpers, and adds Spanish/Portuguese long
 * dates, a grey caption-bar box, a dotted-leader key/value line and a vertical (rotated) side caption.
 */
import { Pen4 } from '../set5/lib5.ts';

export * from '../set5/lib5.ts';

const ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const parts = (iso: string): [string, number, string] => { const [y, m, dd] = iso.split('-'); return [y, Number(m), dd]; };

export const d7 = {
  /** 12 de marzo de 2026 */
  es: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)} de ${ES[m - 1]} de ${y}`; },
  /** 12.3.2026 style without leading zeros */
  dmyShort: (iso: string) => { const [y, m, dd] = parts(iso); return `${Number(dd)}.${m}.${y}`; },
  /** 2026.03.12 */
  ymdDot: (iso: string) => iso.replace(/-/g, '.'),
};

/** A box with a grey caption bar on top (bold caption, white-ish bar) and value lines below; returns y below the box. */
export function barBox(pen: Pen4, x: number, y: number, w: number, h: number, caption: string, lines: string[], size = 8, capSize = 6.2, g = 0.82): number {
  pen.fill(x, y, w, capSize + 4, g);
  pen.box(x, y, w, h, 0.5);
  pen.t(x + 3, y + capSize + 1.5, caption, capSize, true);
  pen.ml(x + 4, y + capSize + 5 + size, lines, size, size + 2);
  return y + h;
}

/** Label with dotted leader up to the value column. */
export function dots(pen: Pen4, x: number, y: number, label: string, xv: number, value: string, size = 8, bold = false): void {
  pen.t(x, y, label, size - 0.8);
  let s = '';
  const lw = pen.w(label + ' ', size - 0.8);
  while (x + lw + pen.w(s + ' .', size - 0.8) < xv - 4) s += ' .';
  pen.t(x + lw, y, s, size - 0.8);
  pen.t(xv, y, value, size, bold);
}

/** Text rotated 90 degrees (reading bottom to top) as a side caption. */
export function side(pen: Pen4, x: number, y: number, s: string, size = 6, g = 0.3): void {
  pen.q.textEx(x, y, s, size, { deg: 90, gray: g, bold: true });
}
