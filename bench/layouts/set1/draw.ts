/** Small layout helpers over the project's painter (test/fixtures/logistics/pdf-writer.ts), used read-only. */
import { createPainter, PAGE_H, PAGE_W, type Painter } from '../../../test/fixtures/logistics/pdf-writer.ts';

export { PAGE_H, PAGE_W };
export type { Painter };
/** Ablation switch: strip form box numbers ("2 Consignor", "1. Exporter", "29. A. HTSUS No.") from every caption. */
export const ablation = { stripNumbers: false };
const cap = (l: string): string => (ablation.stripNumbers ? l.replace(/^\d+[a-z]?\.?\s+(?:[A-Z]\.\s+)?/, '') : l);
export type Doc = Painter & { pages: () => number };
export const newDoc = (font: 'Helvetica' | 'Times' | 'Courier' = 'Helvetica'): Doc => {
  const p = createPainter(font);
  let n = 0;
  const np = p.newPage.bind(p);
  const d = Object.assign(p, { newPage: () => { n++; np(); }, pages: () => n });
  d.newPage();
  return d;
};

/** A ruled box with a small caption at its top-left and the value lines under it (real B/L / AWB / SAD forms). */
export function box(p: Painter, x: number, y: number, w: number, h: number, label: string, lines: string[], o: { ls?: number; vs?: number; bold?: boolean } = {}): void {
  const ls = o.ls ?? 6;
  const vs = o.vs ?? 8.5;
  p.rect(x, y, w, h, { stroke: true, width: 0.5 });
  p.text(x + 2.5, y + ls + 1.5, cap(label), ls);
  lines.forEach((l, i) => p.text(x + 5, y + ls + 4 + (i + 1) * (vs + 2), l, vs, o.bold));
}

/** Label left, value right at a fixed tab. */
export function kv(p: Painter, x: number, y: number, label: string, lines: string[], tab: number, o: { size?: number; boldLabel?: boolean } = {}): number {
  const s = o.size ?? 8.5;
  p.text(x, y, cap(label), s, o.boldLabel ?? true);
  lines.forEach((l, i) => p.text(x + tab, y + i * (s + 3), l, s));
  return y + Math.max(1, lines.length) * (s + 3) + 3;
}

/** Label above value, no rules. */
export function above(p: Painter, x: number, y: number, label: string, lines: string[], o: { size?: number; ls?: number } = {}): number {
  const s = o.size ?? 8.5;
  const ls = o.ls ?? 7;
  p.text(x, y, label, ls, true);
  lines.forEach((l, i) => p.text(x, y + (i + 1) * (s + 3), l, s));
  return y + (lines.length + 1) * (s + 3) + 6;
}

export interface Col { label: string | string[]; w: number; align?: 'l' | 'r' }

/**
 * A goods table: header (possibly two-line captions), rows whose cells may hold several lines, a page break with
 * the header repeated, optional vertical rules. Returns the y after the table and the page index it ended on.
 */
export function table(p: Painter, x0: number, y0: number, cols: Col[], rows: string[][][], o: {
  size?: number; ruled?: boolean; bottom?: number; top?: number; onNewPage?: (p: Painter) => number; headerFill?: number;
} = {}): { y: number } {
  const size = o.size ?? 8;
  const lead = size + 2.5;
  const bottom = o.bottom ?? PAGE_H - 60;
  const W = cols.reduce((a, c) => a + c.w, 0);
  const xs = cols.map((_, i) => x0 + cols.slice(0, i).reduce((a, c) => a + c.w, 0));
  let y = y0;
  const header = (): void => {
    const hl = Math.max(...cols.map((c) => (Array.isArray(c.label) ? c.label.length : 1)));
    const h = hl * lead + 4;
    if (o.headerFill !== undefined) p.rect(x0, y, W, h, { fill: o.headerFill, stroke: false });
    p.rect(x0, y, W, h, { stroke: true, width: 0.6 });
    cols.forEach((c, i) => {
      const ls = (Array.isArray(c.label) ? c.label : [c.label]).map(cap).filter((l) => l !== '');
      ls.forEach((l, k) => {
        const tx = c.align === 'r' ? xs[i] + c.w - 3 - p.width(l, size, true) : xs[i] + 3;
        p.text(tx, y + 2 + (k + 1) * lead - 2, l, size, true);
      });
    });
    y += h;
  };
  header();
  let top = y;
  const verticals = (): void => {
    if (!o.ruled) return;
    for (const x of [...xs, x0 + W]) p.line(x, top, x, y, 0.4);
    p.line(x0, y, x0 + W, y, 0.6);
  };
  for (const r of rows) {
    const n = Math.max(...r.map((c) => c.length));
    if (y + n * lead + 2 > bottom) {
      verticals();
      p.newPage();
      y = o.onNewPage ? o.onNewPage(p) : 50;
      header();
      top = y;
    }
    r.forEach((cell, i) => cell.forEach((l, k) => {
      const c = cols[i];
      const tx = c.align === 'r' ? xs[i] + c.w - 3 - p.width(l, size) : xs[i] + 3;
      p.text(tx, y + (k + 1) * lead, l, size);
    }));
    y += n * lead + 3;
    if (o.ruled) p.line(x0, y, x0 + W, y, 0.3);
  }
  verticals();
  return { y: y + 6 };
}

/** Writes "Page i of n" on every page at the end. */
export function footers(p: Painter, pages: number, text: (i: number, n: number) => string): void {
  for (let i = 0; i < pages; i++) {
    p.selectPage(i);
    p.text(PAGE_W - 110, PAGE_H - 22, text(i + 1, pages), 7);
  }
}
