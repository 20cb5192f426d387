/**
 * How far a table's line items agree with the rows whose figures multiply out (line-items-rows.ts): how many of
 * the table's items are consistent, and whether the table holds every such row. line-items.ts reads the table
 * unless the rows are more and the table does not hold them.
 */
import type { ItemEvidence, LineItem } from './line-items.ts';
import { multiplies } from './line-items-rows.ts';

/**
 * Whether the table has more items than the row reading, every one of those on a table item's row, and the table's
 * others among them (not a totals or exchange-rate row after the last): the row reading lost rows whose figures do
 * not multiply out as printed (a quantity OCR did not see), and ran the items between into one description.
 */
export function tableHoldsRows(table: { items: LineItem[]; evidence: ItemEvidence[] }, rows: { items: LineItem[]; evidence: ItemEvidence[] }): boolean {
  if (table.items.length <= rows.items.length || rows.evidence.length !== rows.items.length || !rows.evidence.length) return false;
  const held = new Set<ItemEvidence>();
  for (const e of rows.evidence) {
    const cy = (e.row[1] + e.row[3]) / 2;
    const t = table.evidence.find((t) => t.page === e.page && cy >= t.row[1] && cy <= t.row[3]);
    if (!t) return false;
    held.add(t);
  }
  const last = rows.evidence.reduce((a, e) => (e.page > a.page || (e.page === a.page && e.row[1] > a.row[1]) ? e : a));
  return table.evidence.every((t) => held.has(t) || t.page < last.page || (t.page === last.page && t.row[3] <= last.row[1]));
}

/**
 * A table item priced in another currency than its total ("2 x 980.00 USD = 1,960.00 at 148.50 = 291,060 JPY"):
 * the row reading took its own-currency amount and the exchange rate for quantity and price, as they multiply out
 * to the same total. Its quantity times its price is that amount: the table item is as consistent.
 */
function converted(i: LineItem, rows: LineItem[], mixed: boolean): boolean {
  return rows.some((r) => (r.total === i.total && r.quantity !== null && r.unitPrice !== null
    && (multiplies(i.quantity!, i.unitPrice!, r.quantity) || multiplies(i.quantity!, i.unitPrice!, r.unitPrice)))
    || (mixed && convertedBeside(i, r)));
}

/**
 * The other way round: the row reading took the item's own-currency amount for its total ("2 x 980.00 USD =
 * 1,960.00", the table's total the converted amount in a column further right), the same item by its description,
 * quantity and price. Only in a table of mixed currencies (`mixed`: some item's total is the row reading's as well,
 * a line in the invoice's own currency), where the column cannot be a gross one of every line's tax added.
 */
function convertedBeside(i: LineItem, r: LineItem): boolean {
  return !!i.description && r.description === i.description && r.quantity === i.quantity && r.unitPrice === i.unitPrice
    && r.total !== null && r.total !== i.total && multiplies(i.quantity!, i.unitPrice!, r.total);
}

/** An item's quantity, unit price and total as one key. */
const figuresKey = (i: LineItem): string => `${i.quantity}|${i.unitPrice}|${i.total}`;

/**
 * The table items whose quantity times unit price is their total, less a discount printed beside them (the row
 * reading found the same figures), or in another currency (converted).
 */
export function consistentItems(items: LineItem[], rows: LineItem[]): number {
  const rowKeys = new Set(rows.map(figuresKey));
  const mixed = items.some((i) => i.total !== null && rows.some((r) => r.description === i.description && r.total === i.total));
  return items.filter((i) => i.quantity !== null && i.unitPrice !== null && i.total !== null && (multiplies(i.quantity, i.unitPrice, i.total) || rowKeys.has(figuresKey(i)) || converted(i, rows, mixed))).length;
}
