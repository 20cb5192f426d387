/**
 * Tariff codes of line items printed outside the item table's own reading: in the column headed as one on the
 * item's row (a header the table detection split, rows read by arithmetic), or in a table of their own that lists
 * each part number with its code (an export annex, a customs complement such as a CFDI's "Comercio Exterior").
 */
import type { BBox } from '../types.ts';
import { lowerBound } from '../layout/sorted.ts';
import type { ExtractContext, LayoutLine } from './context.ts';
import { parseHsCode } from './parse/codes.ts';
import { headerRole } from './line-items-roles.ts';
import type { ItemEvidence, LineItem } from './line-items.ts';

interface HsColumn {
  page: number;
  x0: number;
  x1: number;
  top: number;
}

/** The columns headed as a tariff code on `page` ("HS code", "Codice doganale" over two lines, "HTSUS No."). */
function hsColumns(ctx: ExtractContext, page: number, out: HsColumn[]): void {
  // Headers are short and hold no code: only such lines are looked at, and for a second header line under them
  // (found through their left edges: tables put hundreds of short cells on a page).
  const short = ctx.pageLines(page).filter((l) => l.text.length <= 24 && !/\d{4}/.test(l.text));
  const byLeft = new Map<number, LayoutLine[]>();
  for (const l of short) {
    const k = Math.round(l.bbox[0]);
    (byLeft.get(k) ?? byLeft.set(k, []).get(k)!).push(l);
  }
  const lineUnder = (l: LayoutLine): LayoutLine | undefined => {
    const h = l.bbox[3] - l.bbox[1], k = Math.round(l.bbox[0]);
    for (let x = k - 3; x <= k + 3; x++) {
      const u = byLeft.get(x)?.find((c) => c !== l && Math.abs(c.bbox[0] - l.bbox[0]) < 3 && c.bbox[1] > l.bbox[1] && c.bbox[1] - l.bbox[3] < h * 0.6);
      if (u) return u;
    }
    return undefined;
  };
  for (const l of short) {
    // The header may be printed on two lines ("Codice" over "doganale").
    let role: LayoutLine | null = headerRole(l.text) === 'hsCode' ? l : null;
    if (!role) {
      const under = lineUnder(l);
      if (under && headerRole(`${l.text} ${under.text}`) === 'hsCode') role = under;
    }
    if (role) out.push({ page, x0: Math.min(l.bbox[0], role.bbox[0]), x1: Math.max(l.bbox[2], role.bbox[2]), top: l.bbox[1] });
  }
}

/** Every page's tariff-code columns. */
function allHsColumns(ctx: ExtractContext): HsColumn[] {
  const cols: HsColumn[] = [];
  for (const p of ctx.pages) hsColumns(ctx, p.pageNumber, cols);
  return cols;
}

/** The figure of an item's row that places the row: its unit price, else its total. */
const figure = (ev: ItemEvidence): BBox | undefined => ev.cells.unitPrice ?? ev.cells.total;

const centreY = (b: BBox) => (b[1] + b[3]) / 2;

/** A page's lines by vertical centre, each with its place in reading order. */
type RowIndex = Array<{ line: LayoutLine; cy: number; at: number }>;

/**
 * Each page's row index, built on first use: every item's row and every listed code's row is looked up on its page,
 * and a scan of the page's lines for each would be quadratic in the lines of a long table.
 */
function rowIndexes(ctx: ExtractContext): (page: number) => RowIndex {
  const byPage = new Map<number, RowIndex>();
  return (page) => {
    let index = byPage.get(page);
    if (!index) {
      // A centre that is not a number is on no row.
      index = ctx.pageLines(page).map((line, at) => ({ line, cy: centreY(line.bbox), at })).filter((e) => !Number.isNaN(e.cy));
      index.sort((a, b) => a.cy - b.cy);
      byPage.set(page, index);
    }
    return index;
  };
}

/** The lines on the row of `cy` (centres within half of `h`), in reading order. */
function rowLines(index: RowIndex, cy: number, h: number): LayoutLine[] {
  const half = h * 0.5;
  const hits: RowIndex = [];
  // The window has a point of slack either side so that rounding in `cy ± half` loses no line; the test on each line
  // in it is the exact one.
  for (let k = lowerBound(index, cy - half - 1, (e) => e.cy); k < index.length && index[k].cy <= cy + half + 1; k++) {
    if (Math.abs(index[k].cy - cy) <= half) hits.push(index[k]);
  }
  return hits.sort((a, b) => a.at - b.at).map((e) => e.line);
}

/** The tariff code printed under `col` on the row at `cy`, with its line. */
function codeOnRow(index: RowIndex, col: HsColumn, cy: number, h: number): { code: string; line: LayoutLine } | null {
  for (const l of rowLines(index, cy, h)) {
    const lx = (l.bbox[0] + l.bbox[2]) / 2;
    if (lx < col.x0 - 4 || lx > col.x1 + 4) continue;
    const code = parseHsCode(l.text);
    if (code) return { code, line: l };
  }
  return null;
}

/**
 * A part number: letters and digits with dashes, dots or slashes ("JAL-E-2800", "A1234/B"). Figures (quantities,
 * prices), dates and plain numbers are no key: they repeat across rows of any table.
 */
const PART_NUMBER = /^(?=[^\s]*\d)(?=[^\s]*[A-Z])[A-Z0-9][A-Z0-9\-./]{3,}$/i;

/** The part numbers printed on the row at `cy`, the code line itself left out. */
function rowKeys(index: RowIndex, cy: number, h: number, except?: LayoutLine): string[] {
  const keys: string[] = [];
  for (const l of rowLines(index, cy, h)) {
    if (l === except) continue;
    for (const w of l.words) if (PART_NUMBER.test(w.text)) keys.push(w.text.toUpperCase());
  }
  return keys;
}

/** Per part number, the one tariff code printed beside it under a tariff-code column (ambiguous keys are dropped). */
function keyedCodes(ctx: ExtractContext, rows: (page: number) => RowIndex, columns: HsColumn[]): Map<string, { code: string; line: LayoutLine } | null> {
  const out = new Map<string, { code: string; line: LayoutLine } | null>();
  for (const col of columns) {
    for (const l of ctx.pageLines(col.page)) {
      const lx = (l.bbox[0] + l.bbox[2]) / 2;
      if (l.bbox[1] <= col.top || lx < col.x0 - 4 || lx > col.x1 + 4) continue;
      const code = parseHsCode(l.text);
      if (!code) continue;
      for (const key of rowKeys(rows(col.page), centreY(l.bbox), l.bbox[3] - l.bbox[1], l)) {
        const had = out.get(key);
        out.set(key, had === undefined || had?.code === code ? { code, line: l } : null);
      }
    }
  }
  return out;
}

/**
 * Items without a tariff code take it from the column headed as one: the code printed on the item's row under that
 * header, or else the code listed beside a part number the item's row prints, in a table of codes by part number.
 */
export function withHsCodes(ctx: ExtractContext, found: { items: LineItem[]; evidence: ItemEvidence[] }): { items: LineItem[]; evidence: ItemEvidence[] } {
  const run = (item: LineItem) => item.description !== null && RUN_ON_CODE.test(item.description);
  const missing = found.items.some((item, i) => (item.hsCode === null || run(item)) && found.evidence[i]);
  if (!missing) return found;
  const columns = allHsColumns(ctx);
  if (!columns.length) return found;
  splitRunOnCodes(found, columns);
  const rows = rowIndexes(ctx);
  found.items.forEach((item, i) => {
    const ev = found.evidence[i];
    const fig = ev && figure(ev);
    if (item.hsCode !== null || !fig) return;
    for (const col of columns) {
      if (col.page !== ev.page || col.top >= centreY(fig)) continue;
      const hit = codeOnRow(rows(ev.page), col, centreY(fig), fig[3] - fig[1]);
      if (hit) {
        item.hsCode = hit.code;
        ev.cells.hsCode = hit.line.bbox;
        return;
      }
    }
  });
  keyedLookup(ctx, rows, found, columns);
  return found;
}

/** Codes from a table of codes by part number (on any page), for the items still without one. */
function keyedLookup(ctx: ExtractContext, rows: (page: number) => RowIndex, found: { items: LineItem[]; evidence: ItemEvidence[] }, columns: HsColumn[]): void {
  const keysOf = found.items.map((item, i) => {
    const ev = found.evidence[i];
    const fig = ev && figure(ev);
    return item.hsCode === null && fig ? rowKeys(rows(ev.page), centreY(fig), fig[3] - fig[1]) : [];
  });
  if (!keysOf.some((k) => k.length)) return;
  const codes = keyedCodes(ctx, rows, columns);
  keysOf.forEach((keys, i) => {
    for (const key of keys) {
      const hit = codes.get(key);
      if (!hit) continue;
      found.items[i].hsCode = hit.code;
      found.evidence[i].cells.hsCode = hit.line.bbox;
      return;
    }
  });
}

/**
 * A description run on into the tariff-code column beside it, read as one cell ("Oak barrel staves 90cm  44160000"
 * reaching past where "HS code" heads its column): the code is the item's, no part of its description.
 */
function splitRunOnCodes(found: { items: LineItem[]; evidence: ItemEvidence[] }, columns: HsColumn[]): void {
  found.items.forEach((item, i) => {
    const box = found.evidence[i]?.cells.description;
    const m = box && item.description ? RUN_ON_CODE.exec(item.description) : null;
    const code = m ? parseHsCode(m[2]) : null;
    if (!m || !code || (item.hsCode !== null && item.hsCode !== code)) return;
    if (!columns.some((c) => c.page === found.evidence[i].page && c.top < box![1] && box![2] > c.x0 && box![0] < c.x0)) return;
    item.description = m[1].trim();
    item.hsCode = code;
  });
}

/** A text ending in a tariff code after a space: six to ten digits, dotted or not. */
const RUN_ON_CODE = /^(.*\S)\s+(\d{4}(?:\.?\d{2}){1,3})$/s;
