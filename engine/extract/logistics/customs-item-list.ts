/**
 * The list of items of a transit accompanying document or a SAD continuation print: one row per item under box
 * captions printed as column heads over one or two lines ("32 Item" over "No.", "33 Commodity" over "code",
 * "35 Gross" over "mass (kg)"), each row starting at its item number, its description wrapped over lines in its
 * column. Figures sit right-aligned, so a value belongs to the last column whose caption starts left of its middle.
 */
import { isCountryCode } from '../parse/index.ts';
import type { Reader } from './reader.ts';
import { vOverlap, type Segment } from './segments.ts';
import { amountIn, massOf } from './customs-boxes.ts';

type Kind = 'item' | 'description' | 'hsCode' | 'countryOfOrigin' | 'packages' | 'grossWeight' | 'netWeight' | 'other';
interface Column { x: number; kind: Kind; caption: string }

const KINDS: Array<[Kind, RegExp]> = [
  ['item', /^(?:\d{1,2}\s+)?item(?:\s+no\.?)?$/i],
  ['description', /\bdescription\b|\bgoods\b/i],
  ['hsCode', /\bcommodity\b|\btariff\b|\bhs\b/i],
  ['countryOfOrigin', /\borigin\b|\bctry\b/i],
  ['grossWeight', /\bgross\b/i],
  ['netWeight', /\bnet\b/i],
  ['packages', /^(?:\d{1,2}\s+)?(?:pkgs|packages|no\.?\s+of\s+packages)$/i],
];

/** The column heads on the item caption's line, each with the caption line aligned under it. */
function columnsAt(page: Segment[], anchor: Segment): Column[] {
  const h = anchor.bbox[3] - anchor.bbox[1];
  const first = page.filter((s) => vOverlap(s, anchor) > h * 0.5).sort((a, b) => a.bbox[0] - b.bbox[0]);
  return first.map((s) => {
    const under = page.find((o) => o.bbox[1] > s.bbox[1] + h * 0.5 && o.bbox[1] - s.bbox[3] < h && Math.abs(o.bbox[0] - s.bbox[0]) < 3 && o.size <= s.size * 1.05);
    const caption = `${s.text} ${under?.text ?? ''}`.trim();
    const kind = KINDS.find(([, re]) => re.test(kindText(s.text, caption)))?.[0] ?? 'other';
    return { x: s.bbox[0], kind, caption };
  });
}
/** The item head is told by its first line ("32 Item" over "No."), the others by their whole caption. */
const kindText = (first: string, caption: string): string => (/^(?:\d{1,2}\s+)?item$/i.test(first.trim()) ? first.trim() : caption);

const columnOf = (cols: Column[], s: Segment): Column | undefined => {
  const mid = (s.bbox[0] + s.bbox[2]) / 2;
  return cols.filter((c) => c.x <= mid + 1).sort((a, b) => b.x - a.x)[0];
};

/** Fills the declaration's items from such a list; a no-op where items were read or no such list is printed. */
export function readItemList(r: Reader): void {
  if (((r.result().data.items ?? []) as unknown[]).length) return;
  for (const page of r.segs) {
    for (const anchor of page.filter((s) => /^(?:\d{1,2}\s+)?item$/i.test(s.text.trim()))) {
      const cols = columnsAt(page, anchor);
      const kinds = new Set(cols.map((c) => c.kind));
      if (!kinds.has('description') || ['hsCode', 'countryOfOrigin', 'grossWeight', 'netWeight', 'packages'].filter((k) => kinds.has(k as Kind)).length < 2) continue;
      const headBottom = anchor.bbox[3] + (anchor.bbox[3] - anchor.bbox[1]) * 1.2;
      // Pages come sorted top to bottom (segmentPages), so rows, the total line and each band are in reading order.
      const rows = page.filter((s) => s.bbox[1] > headBottom && /^\d{1,3}$/.test(s.text.trim()) && columnOf(cols, s)?.kind === 'item');
      if (!rows.length || Number(rows[0].text) !== 1) continue;
      const stop = page.find((s) => s.bbox[1] > rows[rows.length - 1].bbox[1] && /^total\b/i.test(s.text.trim()));
      const last = rows.length > 1 ? rows[rows.length - 1].bbox[1] - rows[rows.length - 2].bbox[1] : 40;
      const decimal = listDecimal(page.filter((s) => s.bbox[1] > headBottom));
      rows.forEach((row, i) => {
        const top = row.bbox[1] - 2;
        const bottom = rows[i + 1]?.bbox[1] ?? Math.min(stop?.bbox[1] ?? Infinity, row.bbox[1] + last * 1.5);
        const band = page.filter((s) => s !== row && s.bbox[1] >= top && s.bbox[1] < bottom - 2);
        readRow(r, `items[${i}]`, Number(row.text), row, band, cols, decimal);
      });
      if (stop && r.result().data.totalGrossWeight == null) totalRow(r, page, stop, cols, decimal);
      return;
    }
  }
}

function readRow(r: Reader, at: string, n: number, row: Segment, band: Segment[], cols: Column[], decimal: Decimal): void {
  r.set(`${at}.itemNumber`, { value: n, ev: r.evidence([row]) });
  const cells = (kind: Kind): Segment[] => band.filter((s) => columnOf(cols, s)?.kind === kind);
  // The marks line of box 31 ("MARKS: RHH-BSL-1  120 CT") is no part of the description.
  const desc = cells('description').filter((s) => !/^(?:marks|container)\b/i.test(s.text.trim()));
  if (desc.length && /\p{L}{2}/u.test(desc[0].text)) r.set(`${at}.description`, { value: desc.map((s) => s.text.trim()).join(' '), ev: r.evidence(desc) });
  const one = (kind: Kind): Segment | undefined => cells(kind)[0];
  const hs = one('hsCode');
  const code = hs ? r.hs(hs.text.trim(), `${at}.hsCode`) : null;
  if (hs && code) r.set(`${at}.hsCode`, { value: code, ev: r.evidence([hs]) });
  const c = one('countryOfOrigin');
  if (c && /^[A-Z]{2}$/.test(c.text.trim()) && isCountryCode(c.text.trim())) r.set(`${at}.countryOfOrigin`, { value: c.text.trim(), ev: r.evidence([c]) });
  const pk = one('packages');
  if (pk && /^\d{1,7}$/.test(pk.text.trim())) r.set(`${at}.quantity`, { value: Number(pk.text.trim()), ev: r.evidence([pk]) });
  for (const kind of ['grossWeight', 'netWeight'] as const) {
    const s = one(kind);
    const mass = s ? massOf(amountOf(r, s.text, decimal), massUnit(cols, kind)) : null;
    if (s && mass) r.set(`${at}.${kind}`, { value: mass, ev: r.evidence([s]) });
  }
}

/** The total line under the list ("TOTAL  500  11 316,500"): its gross mass is the declaration's. */
function totalRow(r: Reader, page: Segment[], stop: Segment, cols: Column[], decimal: Decimal): void {
  const h = stop.bbox[3] - stop.bbox[1];
  const s = page.find((o) => vOverlap(o, stop) > h * 0.5 && columnOf(cols, o)?.kind === 'grossWeight');
  const mass = s ? massOf(amountOf(r, s.text, decimal), massUnit(cols, 'grossWeight')) : null;
  if (s && mass) r.set('totalGrossWeight', { value: mass, ev: r.evidence([s]) });
}

/** The unit a mass column's caption names ("35 Gross mass (kg)"). */
function massUnit(cols: Column[], kind: Kind): string | undefined {
  const col = cols.find((x) => x.kind === kind);
  return col ? /\((kg|kgs|lbs?)\)/i.exec(col.caption)?.[1] : undefined;
}

type Decimal = ',' | '.' | null;

/**
 * The decimal mark of the list's figures: a figure grouped by spaces with a part after the mark ("2 460,500")
 * shows it, so that "836,000" in the same column reads as 836.
 */
function listDecimal(segs: Segment[]): Decimal {
  for (const s of segs) {
    const m = /^\d{1,3}(?: \d{3})+([.,])\d+$/.exec(s.text.trim());
    if (m) return m[1] as ',' | '.';
  }
  return null;
}

/** A figure of the list (no sign), read with its decimal mark, else the document's. */
const amountOf = (r: Reader, text: string, decimal: Decimal): number | null => (text.includes('-') ? null : amountIn(r, text, decimal ?? r.decimal));
