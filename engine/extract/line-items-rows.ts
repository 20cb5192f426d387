/**
 * Line items read from rows by arithmetic, for layouts that table detection splits apart (notes printed
 * under each item, wide gaps between items, a total set half a line below its row). A row is an item when
 * it carries a quantity, a unit price and a total that multiply out; the description is the text left of
 * those figures on the item's row, and the lines wrapped right under it continue it.
 */
import type { ExtractContext, LayoutLine } from './context.ts';
import type { ItemEvidence, LineItem } from './line-items.ts';
import { sortShort } from './line-items-sort.ts';
import { commonLeft, discountRate, letterCount, textFromColumn } from './line-items-text.ts';
import { firstNotBelow } from '../layout/sorted.ts';
import { pageRows, type PageRows, type RowIndex } from './row-index.ts';
import { figureLength, figureOf, type Figure, type Shapes } from './line-items-figures.ts';

/** A unit of measure printed in a column of its own: one short word. */
const UNIT_CODE = /^\s*[\p{L}.²³]{1,5}\s*$/u;

/** Whether quantity `q` times price `p` is total `t`, to a cent or half a percent (rounding on the printed figures). */
export const multiplies = (q: number, p: number, t: number): boolean => Math.abs(q * p - t) <= Math.max(0.011, Math.abs(t) * 0.005);

interface Match {
  q: Figure;
  p: Figure;
  t: Figure;
}

const LETTERS_ONE = /\p{L}{2}/u;
const TWO_DECIMALS = /[.,]\d\d/;

/** Rightmost figures first (totals sit in the last column), top to bottom. */
const byRightEdge = (a: Figure, b: Figure) => b.line.bbox[2] - a.line.bbox[2] || a.cy - b.cy;
const byTop = (a: Match, b: Match) => Math.min(a.p.cy, a.q.cy) - Math.min(b.p.cy, b.q.cy);
const ascending = (x: number, y: number) => x - y;

/**
 * One page's lines, each classified as a figure only when a search first asks about it: the searches look
 * at the rows of the totals (figures printing cents) and of their items, so the lines elsewhere on the
 * page (addresses, dates, notes) are never read as figures. The per-row questions are asked thousands of
 * times on long documents: they are methods over flat arrays, not closures and temporary lists.
 */
class Page {
  /** Per line position: its figure, null when it is none, undefined until asked. */
  private readonly figures: Array<Figure | null | undefined> = [];
  /** Scratch list of line positions for `near`. */
  private readonly picked: number[] = [];
  /** The page's lines by centre; asked for only once a total is found. */
  private index: RowIndex | null = null;

  constructor(
    readonly lines: readonly LayoutLine[],
    private readonly page: number,
    private readonly indexes: PageRows,
    private readonly shapes: Shapes,
  ) {
    for (let i = 0; i < lines.length; i++) this.figures.push(undefined);
  }

  private get rows(): RowIndex {
    return (this.index ??= this.indexes.of(this.page));
  }

  /** The figure at line position `i`, or null. */
  figure(i: number): Figure | null {
    let f = this.figures[i];
    if (f === undefined) this.figures[i] = f = figureOf(this.lines[i], i, this.shapes);
    return f;
  }

  /** The figures printing two decimals or more (the totals an item may have), in page order. */
  totals(out: Figure[]): void {
    const { lines } = this;
    for (let i = 0; i < lines.length; i++) {
      // Two decimals are printed as a mark and two digits: other lines need not be read as figures.
      if (!figureLength(lines[i].text) || !TWO_DECIMALS.test(lines[i].text)) continue;
      const f = this.figure(i);
      if (f && f.decimals >= 2) out.push(f);
    }
  }

  /**
   * Is there text (letters) on the row at `cy` between x0 and x1? With `wordy`, a unit code alone ("TON",
   * "PCS": one short word, the unit column between quantity and price) does not count.
   */
  hasText(x0: number, x1: number, rowCy: number, h: number, wordy = false): boolean {
    const { byCy, cys } = this.rows;
    const { lines } = this;
    for (let k = firstNotBelow(cys, rowCy - h * 0.5 - 1); k < cys.length && cys[k] <= rowCy + h * 0.5 + 1; k++) {
      const l = lines[byCy[k]];
      // Figures are told apart before letters are looked for: their test is the cheaper (and mostly known).
      if (l.bbox[0] >= x0 && l.bbox[2] <= x1 && onRow(l, rowCy, h) && !this.figure(byCy[k]) && LETTERS_ONE.test(l.text) && !(wordy && UNIT_CODE.test(l.text))) return true;
    }
    return false;
  }

  /** The discount rates printed on the row at `cy` between x0 and x1 (a discount column between price and total). */
  discounts(x0: number, x1: number, rowCy: number, h: number, out: number[]): void {
    const { byCy, cys } = this.rows;
    const { lines } = this;
    out.length = 0;
    for (let k = firstNotBelow(cys, rowCy - h * 0.5 - 1); k < cys.length && cys[k] <= rowCy + h * 0.5 + 1; k++) {
      const l = lines[byCy[k]];
      if (l.bbox[0] < x0 || l.bbox[2] > x1 || !onRow(l, rowCy, h)) continue;
      const rate = discountRate(l.text);
      if (rate !== null) out.push(rate);
    }
  }

  /** Is there a figure on the row at `cy` left of x? */
  figureLeft(x: number, rowCy: number, h: number): boolean {
    const { byCy, cys } = this.rows;
    const { lines } = this;
    for (let k = firstNotBelow(cys, rowCy - h * 0.5 - 1); k < cys.length && cys[k] <= rowCy + h * 0.5 + 1; k++) {
      const l = lines[byCy[k]];
      if (l.bbox[2] < x && onRow(l, rowCy, h) && this.figure(byCy[k])) return true;
    }
    return false;
  }

  /**
   * The unused figures that may be the quantity and price of total `t` (left of it, within a couple of
   * rows), in page order: found by binary search over the lines sorted by centre.
   */
  near(t: Figure, out: Figure[]): void {
    const { byCy, cys } = this.rows;
    const { lines } = this;
    const hi = t.cy + t.h * 0.3 + 1;
    const idx = this.picked;
    idx.length = 0;
    for (let k = firstNotBelow(cys, t.cy - t.h * 1.6 - 1); k < cys.length && cys[k] <= hi; k++) {
      const i = byCy[k];
      if (i === t.idx || !(lines[i].bbox[2] < t.line.bbox[0])) continue;
      const f = this.figure(i);
      if (f && !f.used && f.cy <= t.cy + t.h * 0.3 && t.cy - f.cy <= t.h * 1.6) idx.push(i);
    }
    sortShort(idx, ascending);
    out.length = 0;
    for (const i of idx) out.push(this.figures[i]!);
  }

  /**
   * The wordiest text line on the row at `rowCy` ending left of `left` and starting right of `from` (the first
   * such in page order), with its letter count.
   */
  description(left: number, rowCy: number, h: number, from = -Infinity): { line: LayoutLine; letters: number } | null {
    const { byCy, cys } = this.rows;
    const { lines } = this;
    let best = -1;
    let bestLetters = -1;
    for (let k = firstNotBelow(cys, rowCy - h * 0.5 - 1); k < cys.length && cys[k] <= rowCy + h * 0.5 + 1; k++) {
      const i = byCy[k];
      const l = lines[i];
      if (!(l.bbox[2] <= left && l.bbox[0] >= from && onRow(l, rowCy, h)) || this.figure(i)) continue;
      const letters = letterCount(l.text);
      if (letters > bestLetters || (letters === bestLetters && i < best)) {
        best = i;
        bestLetters = letters;
      }
    }
    return best < 0 ? null : { line: lines[best], letters: bestLetters };
  }

  /**
   * The first text line in page order that wraps `prev` (the description `desc` so far) in its column: it
   * starts less than `gap` below `prev`'s bottom.
   */
  continuation(desc: LayoutLine, prev: LayoutLine, gap: number, stopY: number, left: number): LayoutLine | null {
    const { byCy, cys, reach } = this.rows;
    const { lines } = this;
    // The lines starting below `prev`'s top, less than `gap` below its bottom and above `stopY`: a line's
    // centre is within `reach` of its top, so they are among the centres from `prev`'s top to that bound.
    const end = Math.min(prev.bbox[3] + gap, stopY) + reach;
    let first = -1;
    for (let k = firstNotBelow(cys, prev.bbox[1] - reach); k < cys.length && cys[k] <= end; k++) {
      const i = byCy[k];
      const l = lines[i];
      const top = l.bbox[1];
      if (!(top > prev.bbox[1] && top - prev.bbox[3] < gap && top < stopY)) continue;
      // A figure with its unit in the description's column ("150 M" under "FISHING LINE 0.35 MM X") wraps it.
      if ((first < 0 || i < first) && Math.abs(l.bbox[0] - desc.bbox[0]) < 4 && l !== prev && l.bbox[2] <= left && (this.figure(i)?.unit ?? true)) first = i;
    }
    return first < 0 ? null : lines[first];
  }
}

function onRow(l: LayoutLine, cy: number, h: number): boolean {
  return Math.abs((l.bbox[1] + l.bbox[3]) / 2 - cy) <= h * 0.5;
}

/** The font size of a line's first word (0 when the text layer gives none). */
const printSize = (l: LayoutLine): number => l.words[0]?.fontSize ?? 0;

/**
 * Is `line` printed in a clearly smaller font than the description `desc` it would continue? A packing or marks
 * note set small under each item ("packs: 3 · marks: AB 07") is not part of the item's description, which wraps in
 * its own font size.
 */
function smallerPrint(line: LayoutLine, desc: LayoutLine): boolean {
  const a = printSize(line);
  const b = printSize(desc);
  return a > 0 && b > 0 && a < b * 0.85;
}

/** Scratch list of a row's discount rates. */
const rates: number[] = [];

/**
 * Does q × p come to `t` less one of the discount rates printed between the price and the total ("Rabatt %",
 * "Disc."): a percentage under 100, the total rounded to the cent?
 */
function discounted(page: Page, q: Figure, p: Figure, t: Figure): boolean {
  page.discounts(p.line.bbox[2], t.line.bbox[0], p.cy, p.h, rates);
  for (const r of rates) if (Math.abs(q.value * p.value * (1 - r / 100) - t.value) <= 0.011) return true;
  return false;
}

/** For a total figure, the quantity and unit price among `near` (same row or the row just above it). */
function matchTotal(t: Figure, near: Figure[], page: Page): Match | null {
  let bestQ: Figure | null = null;
  let bestP: Figure | null = null;
  let bestCost = 0;
  for (const p of near) {
    if (p.unit) continue;
    for (const q of near) {
      if (q === p || Math.abs(q.cy - p.cy) > Math.min(q.h, p.h) * 0.5 || q.value === 0) continue;
      if (!Number.isInteger(q.value) && !q.unit && q.decimals > 3) continue;
      // Else the total may be net of a discount printed between the price and it, on its row.
      const plain = multiplies(q.value, p.value, t.value);
      if (!plain && !(t.value !== 0 && Math.abs(q.cy - t.cy) <= t.h * 0.5 && discounted(page, q, p, t))) continue;
      // A description must precede the price on its row.
      if (!page.hasText(-Infinity, p.line.bbox[0], p.cy, p.h)) continue;
      // A quantity printed before the description ("Pos | Menge | Beschreibung") needs the position
      // number further left; otherwise that leading number is the position, not a quantity.
      const qBefore = q.line.bbox[2] < p.line.bbox[0] && page.hasText(q.line.bbox[2], p.line.bbox[0], q.cy, q.h, true);
      if (qBefore && !page.figureLeft(q.line.bbox[0], q.cy, q.h)) continue;
      // Anything times zero is zero: a zero line needs a counted quantity and a printed zero price.
      if (t.value === 0 && (p.value !== 0 || p.decimals < 2 || (q.decimals > 0 && !q.unit))) continue;
      // The description is the row's wordiest text and precedes the price: wordier text between the price and
      // the total ("Qty | Unit | Description | Price | Amount", both figures with cents) means the "price" is the quantity.
      const after = page.description(t.line.bbox[0], p.cy, p.h, p.line.bbox[2]);
      const afterPrice = after !== null && after.letters > (page.description(p.line.bbox[0], p.cy, p.h)?.letters ?? 0) ? 2 : 0;
      // Prefer figures close to the total; a money-looking price over an integer one. Figures on the total's row
      // are as close as each other: OCR's boxes stand a fraction of a point apart on one row, which must not
      // outweigh the column order below.
      const dy = Math.abs(t.cy - p.cy);
      const cost = (dy <= t.h * 0.25 ? 0 : dy) + (t.line.bbox[0] - p.line.bbox[2]) / 100 + (t.line.bbox[0] - q.line.bbox[2]) / 100 + (p.decimals >= 2 ? 0 : 1) + (q.unit || (Number.isInteger(q.value) && q.decimals === 0) ? 0 : 1) + (qBefore ? 1.5 : 0) + afterPrice
        // Otherwise alike (both with decimals, both whole): the quantity column comes before the price's.
        + (q.line.bbox[0] > p.line.bbox[0] ? 0.01 : 0) + (plain ? 0 : 0.5);
      if (!bestP || cost < bestCost) {
        bestQ = q;
        bestP = p;
        bestCost = cost;
      }
    }
  }
  return bestP && bestQ ? { q: bestQ, p: bestP, t } : null;
}

/**
 * The spacing of notes printed under item descriptions on an airy page ("Service A" with "Description: …",
 * "Notes: …" a blank line apart below it): when most items but the last show a first line under their
 * description, in its column and before the next item, further than the usual 0.6 line height, the widest
 * such gap (with a margin, at most three line heights); otherwise 0. Read from the items that have a next
 * one to bound their notes, it lets the last item's notes be read too.
 */
function noteSpacing(page: Page, matches: Match[], descs: Array<{ line: LayoutLine; letters: number } | null>, stops: number[]): number {
  let bounded = 0;
  let widest = 0;
  let spaced = 0;
  for (let i = 0; i + 1 < matches.length; i++) {
    const d = descs[i];
    if (!d || !d.letters) continue;
    bounded++;
    const h = matches[i].p.h;
    const cont = page.continuation(d.line, d.line, h * 3, stops[i], matches[i].p.line.bbox[0]);
    if (!cont) continue;
    const gap = cont.bbox[1] - d.line.bbox[3];
    if (gap < h * 0.6) continue;
    spaced++;
    widest = Math.max(widest, Math.min(h * 3, gap * 1.25));
  }
  return bounded > 0 && spaced * 2 > bounded ? widest : 0;
}

/** Items of one page, top to bottom, appended to `items` and `evidence`. */
function pageItems(page: Page, items: LineItem[], evidence: ItemEvidence[]): void {
  const matches: Match[] = [];
  const near: Figure[] = [];
  // Totals print cents: only such figures are tried as one (a stable sort keeps their order among all).
  const totals: Figure[] = [];
  page.totals(totals);
  sortShort(totals, byRightEdge);
  for (const t of totals) {
    if (t.used) continue;
    page.near(t, near);
    const m = matchTotal(t, near, page);
    if (!m) continue;
    matches.push(m);
    m.q.used = true;
    m.p.used = true;
    m.t.used = true;
  }
  sortShort(matches, byTop);
  // The description: the wordiest text on the item's row left of its figures.
  const descs = matches.map((m) => page.description(m.p.line.bbox[0], m.p.cy, m.p.h));
  const stops = matches.map((m, i) => {
    const next = matches[i + 1];
    return next ? Math.min(next.p.cy, next.q.cy) - m.p.h * 0.5 : Infinity;
  });
  const spacing = noteSpacing(page, matches, descs, stops);
  const descLeft = commonLeft(descs.flatMap((d) => (d ? [d.line.bbox[0]] : [])));
  // Another item's description line never continues this one's (its top may sit right at the stop).
  const descLines = new Set<LayoutLine>();
  for (const d of descs) if (d) descLines.add(d.line);
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i];
    const left = m.p.line.bbox[0];
    const h = m.p.h;
    const found = descs[i];
    if (!found || !found.letters) continue;
    const desc = found.line;
    const stopY = stops[i];
    const parts = [descLeft === null ? desc.text.trim() : textFromColumn(desc, descLeft)];
    // Wrapped lines right under the description, in its column, up to the next item.
    for (let prev = desc; parts.length < 4; ) {
      const cont = page.continuation(desc, prev, Math.max(h * 0.6, spacing), stopY, left);
      if (!cont || descLines.has(cont) || smallerPrint(cont, desc)) break;
      parts.push(cont.text.trim());
      prev = cont;
    }
    const d = desc.bbox;
    const q = m.q.line;
    const p = m.p.line;
    const t = m.t.line;
    items.push({ description: parts.join('\n'), quantity: m.q.value, unitPrice: m.p.value, total: m.t.value, hsCode: null });
    evidence.push({
      page: desc.page,
      row: [Math.min(d[0], q.bbox[0], p.bbox[0], t.bbox[0]), Math.min(d[1], q.bbox[1], p.bbox[1], t.bbox[1]), Math.max(d[2], q.bbox[2], p.bbox[2], t.bbox[2]), Math.max(d[3], q.bbox[3], p.bbox[3], t.bbox[3])],
      cells: { description: d, quantity: q.bbox, unitPrice: p.bbox, total: t.bbox },
      confidence: Math.min(desc.confidence, q.confidence, p.confidence, t.confidence),
      source: desc.source,
    });
  }
}

/** Items whose quantity × unit price = total, on every page, in reading order. */
export function findArithmeticItems(ctx: ExtractContext): { items: LineItem[]; evidence: ItemEvidence[] } {
  const items: LineItem[] = [];
  const evidence: ItemEvidence[] = [];
  const shapes: Shapes = { byText: new Map(), amounts: { decimal: ctx.decimal ?? undefined } };
  const indexes = pageRows(ctx);
  for (const p of ctx.pages) {
    // A match takes three figures, one of them a total: a page without a total has no items.
    pageItems(new Page(ctx.pageLines(p.pageNumber), p.pageNumber, indexes, shapes), items, evidence);
  }
  return { items, evidence };
}
