/**
 * Goods of a certificate printed as blocks of lines, each item's packages in words on a line of their own, "OF" on
 * the next and the description under it ("TWENTY-FOUR (24) WOODEN CRATES" / "OF" / "POLISHED GRANITE SLABS"),
 * with its quantity over its gross weight in box 9 ("612.5 SQM" / "G.W. 26,400 KGS"): the table reader cuts each
 * block into two rows at the line where marks and quantity go on. The second row continues the first.
 */
import type { TableCellRead, TableRow } from './table.ts';
import { toNumber } from './parse-extra.ts';

/** A gross weight line in a quantity box ("G.W. 26,400 KGS", "GW: 980 KG"). */
const GROSS_LINE = /^G\.?\s?W\.?\s*[:.]?\s*(\d.*)$/i;

/** A packages line alone: "TWENTY-FOUR (24) WOODEN CRATES", "THREE HUNDRED TEN (310) CARTONS", "18 PALLETS". */
const PACKAGES_ONLY = /^(?:(?:[A-Z][A-Z-]*\s+)*\(\s*\d[\d,]*\s*\)|\d[\d,]*)\s+(?:[A-Z]+\s+)?[A-Z]{2,12}\.?$/;

const join = (a: TableCellRead | undefined, b: TableCellRead | undefined): TableCellRead | undefined =>
  a && b ? { ...a, text: `${a.text} ${b.text}` } : a ?? b;

/** Rows with the second half of each such block joined to the first. */
export function withOfBlocks(rows: TableRow[]): TableRow[] {
  const out: TableRow[] = [];
  for (const row of rows) {
    const prev = out[out.length - 1];
    const d = row.description?.text.trim() ?? '';
    const continues = prev?.hsCode && prev.description && !row.hsCode && !row.item && /^OF\s+\S/.test(d)
      && PACKAGES_ONLY.test(prev.description.text.trim());
    if (!continues) { out.push({ ...row }); continue; }
    // The packages in words and the "OF" after them say how the goods are packed, not what they are.
    prev.description = { ...row.description!, text: d.replace(/^OF\s+/, '') };
    prev.marks = join(prev.marks, row.marks);
    prev.invoice = join(prev.invoice, row.invoice);
    const gw = row.quantity ? GROSS_LINE.exec(row.quantity.text.trim()) : null;
    if (gw && !prev.grossWeight) prev.grossWeight = { ...row.quantity!, text: gw[1] };
    else if (row.quantity && !prev.quantity) prev.quantity = row.quantity;
    if (row.grossWeight && !prev.grossWeight) prev.grossWeight = row.grossWeight;
  }
  return out;
}

/** A quantity with a unit of measure that may have decimals ("612.5 SQM", "1,440 TINS"): its figure. */
export function measuredQuantity(text: string): number | null {
  const m = /^\s*(\d[\d.,]*)\s+\p{L}[\p{L}.]*\s*$/u.exec(text);
  if (!m) return null;
  const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(m[1]) ? m[1].replace(/,/g, '') : m[1];
  return toNumber(grouped);
}

/**
 * Box 10 printing an invoice's number with its date on the line under it: where the date alone falls into the next
 * item's row (its line level with that item's top), it goes back to the number above it.
 */
export function withInvoiceDates(rows: TableRow[], isDate: (text: string) => boolean): TableRow[] {
  const out = rows.map((row) => ({ ...row }));
  for (let i = 1; i < out.length; i++) {
    const prev = out[i - 1].invoice;
    const cur = out[i].invoice;
    if (!prev || !cur || !isDate(cur.text.trim()) || !/\d/.test(prev.text) || isDate(prev.text.trim()) || /\s/.test(prev.text.trim())) continue;
    out[i - 1].invoice = join(prev, cur);
    delete out[i].invoice;
  }
  return out;
}

/** A tagged gross weight inside box 9's text ("… G.W. 7,440.0 KGS …"), its unit printed. */
const TAGGED_GROSS = /(?:^|\s)G\.?\s?W\.?\s*[:.]?\s*(\d[\d.,]*\s*(?:KGS?|KGM|LBS?)\.?)(?=\s|$)/i;
/** The goods' quantity first in box 9 ("12,000 BOXES G.W. …"): a figure and its unit. */
const LEADING_QUANTITY = /^(\d[\d.,]*\s+\p{L}[\p{L}.]*)\s+G\.?\s?W\b/iu;

/**
 * Box 9 ("Gross weight or other quantity, and value") printing the goods' quantity, the gross weight tagged "G.W."
 * and the FOB value on lines of their own, read as one cell under the gross weight caption: the tagged weight is the
 * gross weight, and the figure with its unit before it the quantity.
 */
export function withQuantityBox(row: TableRow): TableRow {
  const c = row.grossWeight;
  const gw = c ? TAGGED_GROSS.exec(c.text) : null;
  if (!c || !gw) return row;
  const out: TableRow = { ...row, grossWeight: { ...c, text: gw[1] } };
  const q = LEADING_QUANTITY.exec(c.text.trim());
  // It stands for the packages counted in the description (withGoodsText), which are no quantity of the goods.
  if (q && (!row.quantity || row.quantity.seg === row.description?.seg)) out.quantity = { ...c, text: q[1] };
  return out;
}
