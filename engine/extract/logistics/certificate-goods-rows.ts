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
