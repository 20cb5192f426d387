/** Small drawing helpers over the project's pdf-writer, plus value helpers for the probe's documents. */
import { createPainter, type FontFamily, type Painter } from '../../../test/fixtures/logistics/pdf-writer.ts';
import { iso6346CheckDigit, imoCheckDigit, awbCheckDigit } from '../../../test/fixtures/logistics/check-digits.ts';

export { PAGE_W, PAGE_H } from '../../../test/fixtures/logistics/pdf-writer.ts';

export interface Doc { id: string; type: string; pdf: Uint8Array; truth: Record<string, unknown>; notes?: string }

export class Pen {
  p: Painter;
  constructor(font: FontFamily) { this.p = createPainter(font); this.p.newPage(); }
  t(x: number, y: number, s: string, size = 8, bold = false) { this.p.text(x, y, s, size, bold); }
  /** right-aligned text ending at x */
  r(x: number, y: number, s: string, size = 8, bold = false) { this.p.text(x - this.p.width(s, size, bold), y, s, size, bold); }
  c(x: number, y: number, s: string, size = 8, bold = false) { this.p.text(x - this.p.width(s, size, bold) / 2, y, s, size, bold); }
  ml(x: number, y: number, lines: string[], size = 8, lead = size + 2, bold = false) {
    lines.forEach((l, i) => this.p.text(x, y + i * lead, l, size, bold));
    return y + lines.length * lead;
  }
  box(x: number, y: number, w: number, h: number, width = 0.6) { this.p.rect(x, y, w, h, { stroke: true, width }); }
  fill(x: number, y: number, w: number, h: number, g = 0.85) { this.p.rect(x, y, w, h, { fill: g, stroke: false }); }
  hl(x0: number, x1: number, y: number, w = 0.5) { this.p.line(x0, y, x1, y, w); }
  vl(x: number, y0: number, y1: number, w = 0.5) { this.p.line(x, y0, x, y1, w); }
  /** A ruled box with a small label at its top-left and value lines below. */
  field(x: number, y: number, w: number, h: number, label: string, lines: string[] = [], size = 8, labelSize = 5.5) {
    this.box(x, y, w, h, 0.5);
    this.t(x + 2, y + labelSize + 1.5, label, labelSize);
    this.ml(x + 4, y + labelSize + 3 + size, lines, size, size + 1.5);
  }
  page() { this.p.newPage(); }
  select(i: number) { this.p.selectPage(i); }
  w(s: string, size = 8, bold = false) { return this.p.width(s, size, bold); }
  finish() { return this.p.finish(); }
}

export const cont = (owner4: string, serial6: string) => `${owner4}${serial6}${iso6346CheckDigit(owner4 + serial6)}`;
export const imo = (first6: string) => `${first6}${imoCheckDigit(first6)}`;
export const awb = (prefix: string, serial7: string) => `${prefix}-${serial7}${awbCheckDigit(serial7)}`;

export const party = (name: string, addressLines: string[], extra: { taxId?: string; email?: string; phone?: string } = {}) => ({
  name, address: addressLines.length ? addressLines.join(', ') : null, taxId: extra.taxId ?? null, email: extra.email ?? null, phone: extra.phone ?? null,
});
export const place = (name: string, unLocode: string | null, country: string | null, iataCode: string | null = null) => ({ name, unLocode, iataCode, country });
export const kg = (value: number) => ({ value, unit: 'kg' });
export const lb = (value: number) => ({ value, unit: 'lb' });
export const m3 = (value: number) => ({ value, unit: 'm3' });
