/**
 * Set 4 helpers. Re-exports set 3's (and through it set 2's) drawing/value helpers, and adds:
 * - Pen4: a Pen on any page size (A4 / Letter, portrait or landscape), with grey and rotated text for stamps;
 * - small print paragraphs, stamps, fake barcodes, label-left / label-above key-values, page footers;
 * - a valid IBAN builder (mod 97).
 * The painter is a copy of test/fixtures/logistics/pdf-writer.ts with the page size as a parameter (that one is A4 only).
 */
import * as mupdf from 'mupdf';
import { Pen } from '../set2/lib.ts';
import type { FontFamily, Painter } from '../../../test/fixtures/logistics/pdf-writer.ts';
import { wrap } from '../set3/lib3.ts';

export * from '../set3/lib3.ts';

const FACES: Record<FontFamily, [string, string]> = {
  Helvetica: ['Helvetica', 'Helvetica-Bold'],
  Times: ['Times-Roman', 'Times-Bold'],
  Courier: ['Courier', 'Courier-Bold'],
};
export const SIZES = { A4: [595, 842], Letter: [612, 792], A4L: [842, 595], LetterL: [792, 612] } as const;
export type PageSize = keyof typeof SIZES;

export interface Painter4 extends Painter {
  /** Text in a grey level (0 black .. 1 white), optionally rotated by deg (counter-clockwise) about (x, y). */
  textEx(x: number, y: number, s: string, size: number, o: { bold?: boolean; gray?: number; deg?: number }): void;
  /** Stroked polygon (page coordinates from the top). */
  poly(pts: Array<[number, number]>, width: number, gray?: number): void;
}

const esc = (s: string): string => s.replace(/[\\()]/g, (m) => `\\${m}`);
const n = (v: number): string => (Math.round(v * 1000) / 1000).toString();

export function createPainter4(family: FontFamily, W: number, H: number): Painter4 {
  const doc = new mupdf.PDFDocument();
  const fonts = FACES[family].map((name) => new mupdf.Font(name));
  const resources = doc.addObject({ Font: { F1: doc.addSimpleFont(fonts[0], 'Latin'), F2: doc.addSimpleFont(fonts[1], 'Latin') } });
  const pages: string[][] = [];
  let ops: string[] = [];
  const cache = new Map<string, number>();
  const gw = (ch: string, bold: boolean): number => {
    const key = `${bold ? 1 : 0}${ch}`;
    let w = cache.get(key);
    if (w === undefined) { const f = fonts[bold ? 1 : 0]; w = f.advanceGlyph(f.encodeCharacter(ch)); cache.set(key, w); }
    return w;
  };
  const p: Painter4 = {
    text(x, y, s, size, bold = false) { ops.push(`BT /F${bold ? 2 : 1} ${n(size)} Tf 1 0 0 1 ${n(x)} ${n(H - y)} Tm (${esc(s)}) Tj ET`); },
    textEx(x, y, s, size, o) {
      const a = ((o.deg ?? 0) * Math.PI) / 180, c = Math.cos(a), sn = Math.sin(a);
      const g = o.gray ?? 0;
      ops.push(`q ${n(g)} g BT /F${o.bold ? 2 : 1} ${n(size)} Tf ${n(c)} ${n(sn)} ${n(-sn)} ${n(c)} ${n(x)} ${n(H - y)} Tm (${esc(s)}) Tj ET Q`);
    },
    line(x0, y0, x1, y1, width = 0.6) { ops.push(`${n(width)} w ${n(x0)} ${n(H - y0)} m ${n(x1)} ${n(H - y1)} l S`); },
    poly(pts, width, gray = 0) {
      const path = pts.map(([x, y], i) => `${n(x)} ${n(H - y)} ${i ? 'l' : 'm'}`).join(' ');
      ops.push(`q ${n(gray)} G ${n(width)} w ${path} h S Q`);
    },
    rect(x, y, w, h, { fill, stroke = true, width = 0.6 }) {
      const r = `${n(x)} ${n(H - y - h)} ${n(w)} ${n(h)} re`;
      if (fill !== undefined) ops.push(`q ${n(fill)} g ${r} f Q`);
      if (stroke) ops.push(`${n(width)} w ${r} S`);
    },
    width(s, size, bold = false) { let w = 0; for (const ch of s) w += gw(ch, bold); return w * size; },
    newPage() { ops = []; pages.push(ops); },
    selectPage(i) { ops = pages[i]; },
    finish() {
      for (const pg of pages) doc.insertPage(-1, doc.addPage([0, 0, W, H], 0, resources, Buffer.from(pg.join('\n'), 'latin1')));
      return doc.saveToBuffer('compress').asUint8Array().slice();
    },
  };
  return p;
}

/** A Pen on a chosen page size. `pages` counts the pages drawn so far. */
export class Pen4 extends Pen {
  W: number; H: number; q: Painter4; pages = 1;
  constructor(font: FontFamily, size: PageSize = 'A4') {
    super(font);
    const [W, H] = SIZES[size];
    this.W = W; this.H = H;
    this.q = createPainter4(font, W, H);
    this.p = this.q;
    this.p.newPage();
  }
  override page() { this.p.newPage(); this.pages++; }
  gray(x: number, y: number, s: string, size = 8, g = 0.45, bold = false) { this.q.textEx(x, y, s, size, { gray: g, bold }); }
  rot(x: number, y: number, s: string, size: number, deg: number, g = 0, bold = true) { this.q.textEx(x, y, s, size, { gray: g, deg, bold }); }
}

/** A paragraph of small print wrapped to width w; returns the y below it. */
export function small(pen: Pen, x: number, y: number, w: number, s: string, size = 5.5, lead = size + 1.3, bold = false): number {
  const lines = wrap(pen, s, w, size, bold);
  lines.forEach((l, i) => pen.t(x, y + i * lead, l, size, bold));
  return y + lines.length * lead;
}

/** Several small-print paragraphs in columns of width colW, flowing top to bottom then to the next column. */
export function smallCols(pen: Pen, x: number, y: number, colW: number, gap: number, cols: number, bottom: number, paras: string[], size = 5, lead = size + 1.2): void {
  let c = 0, cy = y;
  for (const para of paras) {
    for (const l of wrap(pen, para, colW, size)) {
      if (cy > bottom) { c++; cy = y; if (c >= cols) return; }
      pen.t(x + c * (colW + gap), cy, l, size);
      cy += lead;
    }
    cy += lead * 0.4;
  }
}

/** A rubber stamp: rotated double-ruled box with lines of bold text (decorative; never truth-bearing alone). */
export function stamp(pen: Pen4, cx: number, cy: number, lines: string[], deg = 12, size = 9, g = 0.35): void {
  const a = (deg * Math.PI) / 180, c = Math.cos(a), s = Math.sin(a);
  const w = Math.max(...lines.map((l) => pen.w(l, size, true))) + 16, h = lines.length * (size + 3) + 10;
  // page y grows downwards; rotate counter-clockwise visually: (dx, dy) -> (dx c + dy s, -dx s + dy c)
  const P = (dx: number, dy: number): [number, number] => [cx + dx * c + dy * s, cy - dx * s + dy * c];
  for (const m of [0, 3]) pen.q.poly([P(-w / 2 - m, -h / 2 - m), P(w / 2 + m, -h / 2 - m), P(w / 2 + m, h / 2 + m), P(-w / 2 - m, h / 2 + m)], m ? 0.6 : 1.2, g);
  lines.forEach((l, i) => {
    const lw = pen.w(l, size, true);
    const [x, y] = P(-lw / 2, -h / 2 + 5 + size + i * (size + 3));
    pen.q.textEx(x, y, l, size, { bold: true, gray: g, deg });
  });
}

/** A fake 1-D barcode (bars from the digits), drawn as filled rects. */
export function barcode(pen: Pen, x: number, y: number, w: number, h: number, digits: string): void {
  const bars: number[] = [];
  for (const ch of digits) { const d = Number(ch) || 0; bars.push(1 + (d % 3), 1 + ((d >> 1) % 2), 1 + ((d + 1) % 3), 1 + (d % 2)); }
  const total = bars.reduce((a, b) => a + b, 0);
  const unit = w / total;
  let cx = x;
  bars.forEach((b, i) => { if (i % 2 === 0) pen.p.rect(cx, y, b * unit, h, { fill: 0, stroke: false }); cx += b * unit; });
}

/** Label left (small, optional bold) and value at a tab; returns y of the next line. */
export function kvl(pen: Pen, x: number, y: number, label: string, value: string | string[], tab: number, size = 8, o: { labelSize?: number; boldLabel?: boolean; boldValue?: boolean; lead?: number } = {}): number {
  pen.t(x, y, label, o.labelSize ?? size, o.boldLabel ?? false);
  const vs = Array.isArray(value) ? value : [value];
  const lead = o.lead ?? size + 3;
  vs.forEach((v, i) => pen.t(x + tab, y + i * lead, v, size, o.boldValue ?? false));
  return y + Math.max(1, vs.length) * lead;
}

/** Small caption above, value lines below (no rules); returns y below. */
export function kva(pen: Pen, x: number, y: number, label: string, value: string | string[], size = 8.5, labelSize = 6, bold = false): number {
  pen.t(x, y, label, labelSize);
  const vs = Array.isArray(value) ? value : [value];
  vs.forEach((v, i) => pen.t(x, y + labelSize + 3 + i * (size + 2), v, size, bold));
  return y + labelSize + 3 + vs.length * (size + 2);
}

/** Writes "Page i of n" (or a template with {i} and {n}) on every page, right-aligned at (xr, y). */
export function pageNumbers(pen: Pen4, xr: number, y: number, template = 'Page {i} of {n}', size = 7): void {
  for (let i = 0; i < pen.pages; i++) {
    pen.select(i);
    pen.r(xr, y, template.replace('{i}', String(i + 1)).replace('{n}', String(pen.pages)), size);
  }
  pen.select(pen.pages - 1);
}

/** A valid IBAN (mod 97) from a country code and BBAN, printed in groups of four when spaced. */
export function iban(cc: string, bban: string): { compact: string; spaced: string } {
  const rearr = (bban + cc + '00').toUpperCase().replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of rearr) rem = (rem * 10 + Number(ch)) % 97;
  const check = String(98 - rem).padStart(2, '0');
  const compact = `${cc}${check}${bban}`;
  return { compact, spaced: compact.replace(/(.{4})/g, '$1 ').trim() };
}

/** A seeded pseudo-random generator (same numbers every run). */
export function rng(seed: number): { next: () => number; pick: <T>(xs: readonly T[]) => T; int: (lo: number, hi: number) => number } {
  let s = seed;
  const next = (): number => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
  return { next, pick: (xs) => xs[Math.floor(next() * xs.length)], int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}

/** A Brazilian CNPJ with valid check digits, formatted 12.345.678/0001-95, from its first 12 digits. */
export function cnpj(first12: string): string {
  const dv = (ds: string): number => {
    const w = ds.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = ds.split('').reduce((a, c, i) => a + Number(c) * w[i], 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(first12), d2 = dv(first12 + d1), all = `${first12}${d1}${d2}`;
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
}

/** Mod-11 check digit (weights 2..9 from the right), as used by the NF-e access key. */
export function mod11(digits: string): number {
  let s = 0, w = 2;
  for (let i = digits.length - 1; i >= 0; i--) { s += Number(digits[i]) * w; w = w === 9 ? 2 : w + 1; }
  const r = s % 11;
  return r < 2 ? 0 : 11 - r;
}
