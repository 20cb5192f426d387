/**
 * Goods items a B/L prints as blocks in its description area rather than as table rows: each block opens with its
 * package count ("54 PALLETS", "(1) 7,200 CARTONS", or a bare "56" over "PALLETS" in a packages column) with the
 * item's gross weight and volume, units printed, on that line to the right; the description follows under the
 * count (or beside it), then its HS code and net weight lines ("H.S. CODE 690722", "HTS: 160414  NET WT: 98,496.000
 * KGS", "N.W.: 42,880.000KGS"). Blocks may go on over a rider page.
 */
import type { Quantity } from '../parse/index.ts';
import { packageType, parseWeight } from '../parse/index.ts';
import { packagesInText } from './common.ts';
import { parseVolumeLoose } from './parse-extra.ts';
import { CLAUSE_LINE, NET_CAPTION } from './table-cells.ts';
import type { Reader } from './reader.ts';
import { sameLine, type Segment } from './segments.ts';

export interface GoodsBlock {
  description: string;
  hsCode: string | null;
  packages: { count: number; type: string };
  grossWeight: Quantity | null;
  netWeight: Quantity | null;
  volume: Quantity | null;
  marks: string | null;
  segs: Segment[];
}

// A count of packages alone, maybe numbered: "54 PALLETS", "(1) 7,200 CARTONS".
const COUNT_LINE = /^(?:\(\d{1,2}\)\s*|\d{1,2}[.)]\s+)?(\d{1,3}(?:[,.]\d{3})*|\d+)\s+([A-Za-z]+\.?)$/;
export const HS_IN_LINE = /\b(?:H\.?\s?S\.?(?:\s*CODE)?|HTS(?:US)?|HS\s*CODE|TARIFF(?:\s*CODE)?)\s*(?:NO\.?)?\s*[:.]?\s*(\d{4}(?:\.?\d{2}){1,3})\b/i;
export const NET_IN_LINE = new RegExp(String.raw`\b${NET_CAPTION}(\d[\d.,]*\s*(?:kgs?|kgm|lbs?|mt)\b)`, 'i');
// Lines that close a block: a carrier's clause, a continuation notice, a freight remark.
const BLOCK_END = /^\*{2,}|^(?:freight\s+(?:prepaid|collect)|shipper'?s\s+load)/i;

// A listing prints the item's figures on a line of their own under its description, each after its word:
// "NET 1,200.0 KGS   GROSS 1,260.0 KGS (1.260 MT)   2.4 CBM".
const FIGURES_LINE = /^(?:NET|GROSS)\b/i;
const GROSS_CAPTIONED = /\bGROSS(?:\s*(?:WEIGHT|WT))?\.?\s*:?\s*(\d[\d.,]*\s*(?:KGS?|KGM|LBS?))\b/i;
const NET_CAPTIONED = /\bNET(?:\s*(?:WEIGHT|WT|MASS))?\.?\s*:?\s*(\d[\d.,]*\s*(?:KGS?|KGM|LBS?))\b/i;

const NOT_MARKS = /\d\s*(?:KGS?|KGM|CBM|M3|LBS?)\b|^\d[\d,.]*\s+\p{L}|[A-Z]{4}\s?\d{6,7}\b|\bSEAL\b/iu;

const countOf = (t: string): number => Number(t.replace(/[,.]/g, ''));
const isQuantity = (t: string): boolean => /^\d[\d.,]*\s*(?:KGS?|KGM|LBS?|CBM|M3|MTQ|CFT)$/i.test(t.trim());

/** The block a count segment opens, or null when it opens none (no weight with its unit on its line). */
function blockAt(page: Segment[], s: Segment, decimal: Reader['decimal']): GoodsBlock | null {
  const t = s.text.trim();
  const h = s.bbox[3] - s.bbox[1];
  let count: number;
  let type: string;
  let typeSeg: Segment | null = null;
  const m = COUNT_LINE.exec(t);
  if (m && packageType(m[2]) && !/^(?:pieces?|pcs|units?|containers?)$/i.test(m[2])) { count = countOf(m[1]); type = m[2]; }
  else if (/^\d{1,3}(?:,\d{3})*$/.test(t)) {
    // A bare count with its kind printed under it, right-aligned in a packages column.
    typeSeg = page.find((o) => o !== s && o.bbox[1] >= s.bbox[1] + h * 0.5 && o.bbox[1] - s.bbox[3] < h * 0.6
      && Math.abs(o.bbox[2] - s.bbox[2]) < h && !!packageType(o.text.trim())) ?? null;
    if (!typeSeg) return null;
    count = countOf(t);
    type = typeSeg.text.trim();
  } else return null;
  const right = page.filter((o) => o !== s && sameLine(s, o) && o.bbox[0] > s.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0]);
  const figures = right.filter((o) => isQuantity(o.text));
  let grossWeight = figures.map((o) => parseWeight(o.text)).find((q) => q) ?? null;
  // Without a weight on the count's line, the figures may follow the description on a line of their own.
  const deferred = !grossWeight;
  if (deferred && right.length) return null;
  let volume = figures.map((o) => parseVolumeLoose(o.text, decimal)).find((q) => q) ?? null;
  // The description starts beside the count (a packages column left of it) or under it.
  const beside = right.find((o) => !isQuantity(o.text));
  const x0 = beside ? beside.bbox[0] : s.bbox[0];
  const lines: Segment[] = [];
  let last = beside ?? typeSeg ?? s;
  if (beside) lines.push(beside);
  for (;;) {
    const next = page.filter((o) => Math.abs(o.bbox[0] - x0) < h * 0.6 && o.bbox[1] > last.bbox[1] + h * 0.5 && o.bbox[1] - last.bbox[3] < h * 0.6)
      .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
    if (!next || COUNT_LINE.test(next.text.trim()) || BLOCK_END.test(next.text.trim()) || CLAUSE_LINE.test(next.text.trim())) break;
    // A line with figures of its own beside it is the next item's (a table row), not more of this description.
    const ownFigures = deferred && FIGURES_LINE.test(next.text.trim());
    if (!ownFigures && page.some((o) => o !== next && sameLine(next, o) && (isQuantity(o.text) || COUNT_LINE.test(o.text.trim())))) break;
    lines.push(next);
    last = next;
    if (ownFigures) break;
  }
  let figuresNet: Quantity | null = null;
  if (deferred) {
    const fig = lines.length ? lines[lines.length - 1] : null;
    if (!fig || !FIGURES_LINE.test(fig.text.trim())) return null;
    const row = [fig, ...page.filter((o) => o !== fig && sameLine(fig, o) && o.bbox[0] > fig.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0])];
    const joined = row.map((o) => o.text.trim()).join('  ');
    const g = GROSS_CAPTIONED.exec(joined);
    grossWeight = g ? parseWeight(g[1]) : null;
    if (!grossWeight) return null;
    const n = NET_CAPTIONED.exec(joined);
    figuresNet = n ? parseWeight(n[1]) : null;
    volume = row.filter((o) => isQuantity(o.text)).map((o) => parseVolumeLoose(o.text, decimal)).find((q) => q) ?? null;
    lines.pop();
    lines.push(...row);
  }
  let hsCode: string | null = null;
  let netWeight: Quantity | null = null;
  const text: string[] = [];
  for (const l of lines) {
    if (deferred && sameLine(l, lines[lines.length - 1])) continue;
    const hs = HS_IN_LINE.exec(l.text);
    const net = NET_IN_LINE.exec(l.text);
    if (hs) hsCode ??= hs[1].replace(/\./g, '');
    if (net) netWeight ??= parseWeight(net[1]);
    if (!hs && !net && !hsCode && !netWeight) text.push(l.text.trim());
  }
  netWeight ??= figuresNet;
  // A totals line laid out like an item ("1,960 CTNS  TOTAL  15,362.400 KGS") is none.
  if (!text.length || /^(?:grand\s+|sub)?totals?\b/i.test(text[0])) return null;
  return { description: text.join(' '), hsCode, packages: { count, type }, grossWeight, netWeight, volume, marks: marksBeside(page, s), segs: [s, ...lines] };
}

/** The marks printed left of the count on its line, in a marks column of their own ("ACME/HAM/PO-12" beside "40 CARTONS"). */
function marksBeside(page: Segment[], s: Segment): string | null {
  const left = page.filter((o) => o !== s && sameLine(s, o) && o.bbox[2] < s.bbox[0]).sort((a, b) => a.bbox[0] - b.bbox[0]);
  const t = left.map((o) => o.text.trim()).join(' ');
  // A container's stack beside the goods ("MSCU1234565", "SEAL: …", "21 PALLETS 24,180.000 KGS") is no marks.
  return left.length === 1 && /[A-Z]/.test(t) && !NOT_MARKS.test(t) ? t : null;
}

/** Every goods block of the document, pages in order, top to bottom. */
function goodsBlocks(r: Reader): GoodsBlock[] {
  const out: GoodsBlock[] = [];
  for (const page of r.segs) {
    // Pages come sorted top to bottom, left to right (segmentPages).
    for (const s of page) {
      const b = blockAt(page, s, r.decimal);
      if (b) out.push(b);
    }
  }
  return out;
}

/**
 * The goods read as blocks, where the goods table gave fewer items a package count than there are blocks (the
 * counts are printed in the description, or the table was not read): every field of each item, in order.
 */
export function goodsFromBlocks(r: Reader): boolean {
  const data = r.result().data as { goods?: Array<Record<string, unknown> | undefined> };
  const had = data.goods ?? [];
  const blocks = goodsBlocks(r);
  // Table items with figures are items; others under a broken table are its stray lines (a totals box, signatures).
  const items = had.filter((g) => g?.description && (g.packages || g.grossWeight)).length;
  if (!blocks.length || blocks.length < items || had.filter((g) => g?.packages).length >= blocks.length) return false;
  // Marks read from the table stay with their item when the table's items and the blocks line up.
  const aligned = had.length === blocks.length;
  const { fields } = r.result();
  for (const k of Object.keys(fields)) if (/^goods(?:$|[[.])/.test(k)) delete fields[k];
  data.goods = [];
  blocks.forEach((b, i) => {
    const base = `goods[${i}]`;
    const ev = r.evidence(b.segs);
    const kept = (aligned ? had[i]?.marksAndNumbers ?? null : null) ?? b.marks;
    r.set(base, { value: { description: b.description, hsCode: null, marksAndNumbers: kept, packages: b.packages, grossWeight: b.grossWeight, netWeight: b.netWeight, volume: b.volume }, ev });
    r.set(`${base}.description`, { value: b.description, ev });
    r.set(`${base}.packages`, { value: b.packages, ev });
    if (b.grossWeight) r.set(`${base}.grossWeight`, { value: b.grossWeight, ev });
    if (b.netWeight) r.set(`${base}.netWeight`, { value: b.netWeight, ev });
    if (b.volume) r.set(`${base}.volume`, { value: b.volume, ev });
    if (b.hsCode) {
      const hs = r.hs(b.hsCode, `${base}.hsCode`);
      r.set(`${base}.hsCode`, { value: hs, ev });
    }
  });
  return true;
}

/**
 * The totals line under goods blocks ("TOTAL: 82 PALLETS" with "94,330.500 KGS" and "87.800 CBM" beside it, or
 * "TOTAL: SIXTY-TWO (62) PALLETS ONLY"), or a "TOTAL" caption alone with its figures beside it in the goods
 * area's columns ("TOTAL  88 PLTS  63,662.1 KGS  244.4 CBM"): the totals the document does not label otherwise.
 */
export function blockTotals(r: Reader): void {
  const data = r.result().data as Record<string, unknown>;
  for (const page of r.segs) {
    for (const s of page) {
      const m = /^(?:grand\s+)?totals?\s*(?::\s*(.+)|:?$)/i.exec(s.text.trim());
      if (!m) continue;
      const beside = page.filter((o) => o !== s && sameLine(s, o) && o.bbox[0] > s.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0]);
      // A caption alone: its count is the first figure beside it, printed with the kind of package.
      const countSeg = m[1] ? s : beside.find((o) => packagesInText(o.text)?.at === 0 && !isQuantity(o.text));
      const found = countSeg ? packagesInText(m[1] ?? countSeg.text) : null;
      if (!found || !countSeg) continue;
      const right = beside.filter((o) => isQuantity(o.text));
      if (data.totalPackages == null) r.set('totalPackages', { value: found.count, ev: r.evidence([countSeg]) });
      const w = right.map((o) => ({ o, q: parseWeight(o.text) })).find((x) => x.q);
      const v = right.map((o) => ({ o, q: parseVolumeLoose(o.text, r.decimal) })).find((x) => x.q);
      if (w && data.totalGrossWeight == null) r.set('totalGrossWeight', { value: w.q, ev: r.evidence([w.o]) });
      if (v && data.totalVolume == null) r.set('totalVolume', { value: v.q, ev: r.evidence([v.o]) });
      return;
    }
  }
}
