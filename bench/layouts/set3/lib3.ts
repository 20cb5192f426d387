/**
 * Set 3 helpers. Re-exports set 2's drawing/value helpers (Doc, Pen, cont, imo, awb, party, place, kg, lb, m3).
 * (Moved into bench/layouts/set3/ after its one held-out measurement.)
 */
export * from '../set2/lib.ts';
import { Pen } from '../set2/lib.ts';

export const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
export const sum = (xs: number[], d = 2) => round(xs.reduce((a, b) => a + b, 0), d);

/** Formats a number with a thousands separator and a decimal mark (e.g. fmt(1234.5, 2, '.', ',') = "1.234,50"). */
export function fmt(v: number, dec = 2, group = ',', decimal = '.'): string {
  const neg = v < 0;
  const [int, frac] = Math.abs(v).toFixed(dec).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return (neg ? '-' : '') + g + (frac ? decimal + frac : '');
}
export const us = (v: number, dec = 2) => fmt(v, dec, ',', '.');
export const eu = (v: number, dec = 2) => fmt(v, dec, '.', ',');
export const sp = (v: number, dec = 2) => fmt(v, dec, ' ', ',');
/** Indian grouping: 12,34,567.89 */
export function indian(v: number, dec = 2): string {
  const [int, frac] = v.toFixed(dec).split('.');
  const last3 = int.slice(-3);
  const rest = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (rest ? rest + ',' + last3 : last3) + (frac ? '.' + frac : '');
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen',
  'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function below1000(n: number): string {
  const h = Math.floor(n / 100), r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} Hundred`);
  if (r) parts.push(r < 20 ? ONES[r] : `${TENS[Math.floor(r / 10)]}${r % 10 ? '-' + ONES[r % 10] : ''}`);
  return parts.join(' ');
}
/** English words, western scale (thousand, million). */
export function words(n: number): string {
  if (n === 0) return 'Zero';
  const out: string[] = [];
  const scales: Array<[number, string]> = [[1e9, 'Billion'], [1e6, 'Million'], [1e3, 'Thousand'], [1, '']];
  for (const [s, name] of scales) {
    const q = Math.floor(n / s) % 1000;
    if (q) out.push(below1000(q) + (name ? ` ${name}` : ''));
  }
  return out.join(' ');
}
/** English words, Indian scale (lakh, crore). */
export function wordsIndian(n: number): string {
  if (n === 0) return 'Zero';
  const out: string[] = [];
  const crore = Math.floor(n / 1e7), lakh = Math.floor(n / 1e5) % 100, th = Math.floor(n / 1e3) % 100, rest = n % 1000;
  if (crore) out.push(`${words(crore)} Crore`);
  if (lakh) out.push(`${below1000(lakh)} Lakh`);
  if (th) out.push(`${below1000(th)} Thousand`);
  if (rest) out.push(below1000(rest));
  return out.join(' ');
}

/** Splits text into lines no wider than maxW at the given size. */
export function wrap(pen: Pen, s: string, maxW: number, size = 8, bold = false): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of s.split(/\s+/)) {
    const next = cur ? `${cur} ${word}` : word;
    if (pen.w(next, size, bold) > maxW && cur) { out.push(cur); cur = word; } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
}

/** "Label ........ : value" with the colon at xColon. */
export function leader(pen: Pen, x: number, y: number, label: string, xColon: number, value: string, size = 8.5, bold = false) {
  pen.t(x, y, label, size, bold);
  let lx = x + pen.w(label + ' ', size, bold);
  const dotW = pen.w('.', size);
  let dots = '';
  while (lx + pen.w(dots + '.', size) < xColon - 3) dots += '.';
  pen.t(lx, y, dots, size);
  void dotW;
  pen.t(xColon, y, ':', size);
  pen.t(xColon + 8, y, value, size);
}

export interface Col { title: string | string[]; w: number; align?: 'l' | 'r' | 'c' }
/**
 * A ruled table: header row (titles may be multi-line), then rows whose cells may hold several lines.
 * Returns the y below the last row.
 */
export function table(pen: Pen, x: number, y: number, cols: Col[], rows: string[][][], opts: { size?: number; headSize?: number; shade?: boolean; vlines?: boolean; hlines?: boolean } = {}): number {
  const size = opts.size ?? 7.5, hs = opts.headSize ?? 6.5;
  const lead = size + 2.5;
  const totalW = cols.reduce((a, c) => a + c.w, 0);
  const headLines = Math.max(...cols.map((c) => (Array.isArray(c.title) ? c.title.length : 1)));
  const headH = headLines * (hs + 2) + 5;
  if (opts.shade) pen.fill(x, y, totalW, headH, 0.88);
  pen.box(x, y, totalW, headH, 0.6);
  let cx = x;
  for (const c of cols) {
    const t = Array.isArray(c.title) ? c.title : [c.title];
    t.forEach((line, i) => {
      const ty = y + 3 + hs + i * (hs + 2);
      if (c.align === 'r') pen.r(cx + c.w - 3, ty, line, hs, true);
      else if (c.align === 'c') pen.c(cx + c.w / 2, ty, line, hs, true);
      else pen.t(cx + 3, ty, line, hs, true);
    });
    cx += c.w;
  }
  let ry = y + headH;
  const top = y;
  for (const row of rows) {
    const n = Math.max(1, ...row.map((cell) => cell.length));
    const h = n * lead + 4;
    cx = x;
    row.forEach((cell, i) => {
      const c = cols[i];
      cell.forEach((line, k) => {
        const ty = ry + 2 + size + k * lead;
        if (c.align === 'r') pen.r(cx + c.w - 3, ty, line, size);
        else if (c.align === 'c') pen.c(cx + c.w / 2, ty, line, size);
        else pen.t(cx + 3, ty, line, size);
      });
      cx += c.w;
    });
    ry += h;
    if (opts.hlines !== false) pen.hl(x, x + totalW, ry, 0.3);
  }
  pen.box(x, top, totalW, ry - top, 0.6);
  if (opts.vlines !== false) { cx = x; for (const c of cols.slice(0, -1)) { cx += c.w; pen.vl(cx, top, ry, 0.3); } }
  return ry;
}

/** Upper-cases 'Name, addr1, addr2' truth-style parties consistently. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Date helpers from ISO yyyy-mm-dd. */
export const d = {
  dmyDot: (iso: string) => { const [y, m, dd] = iso.split('-'); return `${dd}.${m}.${y}`; },
  dmySlash: (iso: string) => { const [y, m, dd] = iso.split('-'); return `${dd}/${m}/${y}`; },
  dmyDash: (iso: string) => { const [y, m, dd] = iso.split('-'); return `${dd}-${m}-${y}`; },
  dMonY: (iso: string) => { const [y, m, dd] = iso.split('-'); return `${dd}-${MONTHS[+m - 1]}-${y}`; },
  dMONY: (iso: string) => { const [y, m, dd] = iso.split('-'); return `${dd}${MONTHS[+m - 1].toUpperCase()}${y.slice(2)}`; },
  monDY: (iso: string) => { const [y, m, dd] = iso.split('-'); return `${MONTHS[+m - 1]} ${+dd}, ${y}`; },
};
