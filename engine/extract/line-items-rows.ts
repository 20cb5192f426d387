/**
 * Line items read from rows by arithmetic, for layouts that table detection splits apart (notes printed
 * under each item, wide gaps between items, a total set half a line below its row). A row is an item when
 * it carries a quantity, a unit price and a total that multiply out; the description is the text left of
 * those figures on the item's row, and the lines wrapped right under it continue it.
 */
import type { BBox } from '../types.ts';
import type { ExtractContext, LayoutLine } from './context.ts';
import { findAmounts, printedDecimals, type DecimalMark } from './parse/amounts.ts';
import type { ItemEvidence, LineItem } from './line-items.ts';
import { lowerBound } from '../layout/sorted.ts';

interface Figure {
  line: LayoutLine;
  value: number;
  /** Printed with a unit ("20 Stk", "3 m²"): a quantity, never a price. */
  unit: boolean;
  decimals: number;
  cy: number;
  h: number;
}

/** A segment that is one number, maybe with a short unit or a currency; percentages are left out. */
const UNIT_TAIL = /^[\p{L}²³()./]{1,10}$/u;

function figureOf(line: LayoutLine, decimal: DecimalMark | undefined): Figure | null {
  const t = line.text.trim();
  if (!/\d/.test(t) || t.length > 24 || /%/.test(t)) return null;
  const a = findAmounts(t, { decimal });
  if (a.length !== 1) return null;
  const rest = (t.slice(0, a[0].index) + t.slice(a[0].index + a[0].raw.length)).replace(/[$€£¥₹]|\b[A-Z]{3}\b|\s/g, '');
  if (rest && !UNIT_TAIL.test(rest)) return null;
  const h = line.bbox[3] - line.bbox[1];
  return { line, value: a[0].value, unit: rest.length > 0, decimals: printedDecimals(a[0].raw), cy: (line.bbox[1] + line.bbox[3]) / 2, h };
}

const multiplies = (q: number, p: number, t: number) => Math.abs(q * p - t) <= Math.max(0.011, Math.abs(t) * 0.005);

interface Match {
  q: Figure;
  p: Figure;
  t: Figure;
}

/** For a total figure, the quantity and unit price on its row (same row or the row just above it). */
interface RowText {
  /** Is there text (letters) on the row at `cy` between x0 and x1? */
  text(x0: number, x1: number, cy: number, h: number): boolean;
  /** Is there a figure on the row at `cy` left of x? */
  figureLeft(x: number, cy: number, h: number): boolean;
}

function matchTotal(t: Figure, figures: Figure[], row: RowText): Match | null {
  let best: { m: Match; cost: number } | null = null;
  const near = figures.filter((f) => f !== t && f.line.bbox[2] < t.line.bbox[0] && f.cy <= t.cy + t.h * 0.3 && t.cy - f.cy <= t.h * 1.6);
  for (const p of near) {
    if (p.unit) continue;
    for (const q of near) {
      if (q === p || Math.abs(q.cy - p.cy) > Math.min(q.h, p.h) * 0.5 || q.value === 0) continue;
      if (!Number.isInteger(q.value) && !q.unit && q.decimals > 3) continue;
      if (!multiplies(q.value, p.value, t.value)) continue;
      // A description must precede the price on its row.
      if (!row.text(-Infinity, p.line.bbox[0], p.cy, p.h)) continue;
      // A quantity printed before the description ("Pos | Menge | Beschreibung") needs the position
      // number further left; otherwise that leading number is the position, not a quantity.
      const qBefore = q.line.bbox[2] < p.line.bbox[0] && row.text(q.line.bbox[2], p.line.bbox[0], q.cy, q.h);
      if (qBefore && !row.figureLeft(q.line.bbox[0], q.cy, q.h)) continue;
      // Anything times zero is zero: a zero line needs a counted quantity and a printed zero price.
      if (t.value === 0 && (p.value !== 0 || p.decimals < 2 || (q.decimals > 0 && !q.unit))) continue;
      // Prefer figures close to the total; a money-looking price over an integer one.
      const cost = Math.abs(t.cy - p.cy) + (t.line.bbox[0] - p.line.bbox[2]) / 100 + (t.line.bbox[0] - q.line.bbox[2]) / 100 + (p.decimals >= 2 ? 0 : 1) + (q.unit || Number.isInteger(q.value) ? 0 : 1) + (qBefore ? 1.5 : 0);
      if (!best || cost < best.cost) best = { m: { q, p, t }, cost };
    }
  }
  return best?.m ?? null;
}

const LETTERS = /\p{L}/gu;
const LETTERS_ONE = /\p{L}{2}/u;

/** Items of one page, top to bottom. */
function pageItems(lines: LayoutLine[], decimal: DecimalMark | undefined): Array<{ item: LineItem; ev: ItemEvidence }> {
  const figures = lines.map((l) => figureOf(l, decimal)).filter((f): f is Figure => f !== null);
  if (figures.length < 3) return [];
  const used = new Set<LayoutLine>();
  const matches: Match[] = [];
  const figureLines = new Set(figures.map((f) => f.line));
  const onRow = (l: LayoutLine, cy: number, h: number) => Math.abs((l.bbox[1] + l.bbox[3]) / 2 - cy) <= h * 0.5;
  // Text lines by vertical centre: "is there text on this row" looks at the row's band only.
  const textLines = lines.filter((l) => !figureLines.has(l)).map((l) => ({ l, cy: (l.bbox[1] + l.bbox[3]) / 2 })).sort((a, b) => a.cy - b.cy);
  const row: RowText = {
    text: (x0, x1, cy, h) => {
      for (let k = lowerBound(textLines, cy - h * 0.5 - 1, (x) => x.cy); k < textLines.length && textLines[k].cy <= cy + h * 0.5 + 1; k++) {
        const l = textLines[k].l;
        if (l.bbox[0] >= x0 && l.bbox[2] <= x1 && onRow(l, cy, h) && LETTERS_ONE.test(l.text)) return true;
      }
      return false;
    },
    figureLeft: (x, cy, h) => figures.some((f) => f.line.bbox[2] < x && onRow(f.line, cy, h)),
  };
  // A total's quantity and price lie within a couple of rows of it: only figures in that band are handed
  // to matchTotal (in page order, as before), found by binary search over the figures sorted by centre.
  const byCy = figures.map((f, i) => ({ cy: f.cy, i })).sort((a, b) => a.cy - b.cy);
  const band = (t: Figure): Figure[] => {
    const hi = t.cy + t.h * 0.3 + 1;
    const idx: number[] = [];
    for (let k = lowerBound(byCy, t.cy - t.h * 1.6 - 1, (x) => x.cy); k < byCy.length && byCy[k].cy <= hi; k++) if (!used.has(figures[byCy[k].i].line)) idx.push(byCy[k].i);
    return idx.sort((x, y) => x - y).map((i) => figures[i]);
  };
  // Rightmost figures first: totals sit in the last column.
  for (const t of [...figures].sort((a, b) => b.line.bbox[2] - a.line.bbox[2] || a.cy - b.cy)) {
    if (used.has(t.line) || t.decimals < 2) continue;
    const m = matchTotal(t, band(t), row);
    if (!m) continue;
    matches.push(m);
    for (const f of [m.q, m.p, m.t]) used.add(f.line);
  }
  matches.sort((a, b) => Math.min(a.p.cy, a.q.cy) - Math.min(b.p.cy, b.q.cy));
  const out: Array<{ item: LineItem; ev: ItemEvidence }> = [];
  matches.forEach((m, i) => {
    const rowCy = m.p.cy;
    const left = m.p.line.bbox[0];
    const h = m.p.h;
    // The description: the wordiest text on the item's row left of its figures.
    const texts = lines.filter((l) => !figureLines.has(l) && l.bbox[2] <= left && onRow(l, rowCy, h));
    const desc = texts.sort((a, b) => (b.text.match(LETTERS)?.length ?? 0) - (a.text.match(LETTERS)?.length ?? 0))[0];
    if (!desc || !(desc.text.match(LETTERS)?.length ?? 0)) return;
    const next = matches[i + 1];
    const stopY = next ? Math.min(next.p.cy, next.q.cy) - h * 0.5 : Infinity;
    const parts = [desc.text.trim()];
    let prev = desc;
    // Wrapped lines right under the description, in its column, up to the next item.
    for (;;) {
      const cont = lines.find((l) => l !== prev && !figureLines.has(l) && Math.abs(l.bbox[0] - desc.bbox[0]) < 4 && l.bbox[1] > prev.bbox[1] && l.bbox[1] - prev.bbox[3] < h * 0.6 && l.bbox[1] < stopY && l.bbox[2] <= left);
      if (!cont || parts.length >= 4) break;
      parts.push(cont.text.trim());
      prev = cont;
    }
    const cells = [desc, m.q.line, m.p.line, m.t.line];
    const row: BBox = [Math.min(...cells.map((c) => c.bbox[0])), Math.min(...cells.map((c) => c.bbox[1])), Math.max(...cells.map((c) => c.bbox[2])), Math.max(...cells.map((c) => c.bbox[3]))];
    out.push({
      item: { description: parts.join('\n'), quantity: m.q.value, unitPrice: m.p.value, total: m.t.value, hsCode: null },
      ev: {
        page: desc.page,
        row,
        cells: { description: desc.bbox, quantity: m.q.line.bbox, unitPrice: m.p.line.bbox, total: m.t.line.bbox },
        confidence: Math.min(...cells.map((c) => c.confidence)),
        source: desc.source,
      },
    });
  });
  return out;
}

/** Items whose quantity × unit price = total, on every page, in reading order. */
export function findArithmeticItems(ctx: ExtractContext): { items: LineItem[]; evidence: ItemEvidence[] } {
  const decimal = ctx.decimal ?? undefined;
  const items: LineItem[] = [];
  const evidence: ItemEvidence[] = [];
  for (const page of ctx.pages) {
    for (const { item, ev } of pageItems(ctx.pageLines(page.pageNumber), decimal)) {
      items.push(item);
      evidence.push(ev);
    }
  }
  return { items, evidence };
}
