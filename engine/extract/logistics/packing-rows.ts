/** Sorting a packing list's table rows: goods rows, running subtotals, grand totals, a per-article summary. */
import { editDistance } from '../parse/text.ts';
import type { TableRow, TotalsRead } from './table.ts';

// A page's running subtotal ("Carried forward", "Brought forward", "Übertrag", "A reporter", "Report"): no goods.
const RUNNING = /\b(?:carried|brought|carry|bring)\s+(?:forward|over)\b|\b[bc]\/f\b|\bübertrag\b|\bà\s+reporter\b|\breport\b|\bsuma\s+y\s+sigue\b/i;
// The English caption's long words, which a scan's OCR may read a letter short or wrong ("Carred forward"): the
// row then passed for goods, its carried totals a package and every later package a place down.
const CARRY = ['carried', 'brought'];
const FORWARD = ['forward'];

/** Whether `word` is one of `words` but for one letter lost, added or misread. */
const near = (word: string | undefined, words: readonly string[]): boolean => !!word && words.some((w) => editDistance(word, w, 1) <= 1);

/** Whether a line reads as a page's running subtotal's caption, OCR's one-letter slips in its English words forgiven. */
export function runningCaption(text: string): boolean {
  if (RUNNING.test(text)) return true;
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return words.some((w, i) => near(w, CARRY) && (near(words[i + 1], FORWARD) || words[i + 1] === 'over'));
}

// A grand total's caption opening a row in any of its languages ("JUMLAH / GRAND TOTAL", "Toplam / Total").
const TOTAL = /^(?:[\p{L}.]+\s*\/\s*)?(?:grand\s+)?(?:total|totals|toplam|jumlah|gesamt|summe|totaal|totale|totales|totaux|razem)\b/iu;

const rowText = (row: TableRow): string => (row.description ?? row.marks ?? row.item)?.text ?? '';
const cellsInOrder = (row: TableRow) => Object.values(row).filter((c) => !!c).sort((a, b) => a.seg.bbox[0] - b.seg.bbox[0]);

/**
 * The goods rows, with running subtotals left out and a grand-total row moved to the table's totals (first, when
 * the totals read so far hold no figures under the columns: a sentence of totals under the table).
 */
export function goodsRows(rows: TableRow[], totals: TotalsRead[]): TableRow[] {
  const out: TableRow[] = [];
  for (const row of rows) {
    const text = rowText(row).trim();
    if (runningCaption(text)) continue;
    // The caption may head the row from its first column, the description beside it giving the count ("YHTEENSÄ /
    // TOTAL" under the marks, "8 kolli / packages" under the contents): the row reads left to right.
    const cells = cellsInOrder(row);
    if (TOTAL.test(text) || TOTAL.test(cells[0]?.text.trim() ?? '')) {
      const cell = TOTAL.test(text) ? (row.description ?? row.marks ?? row.item)! : cells[0];
      const read = { text: TOTAL.test(text) ? text : cells.map((c) => c.text.trim()).join(' '), seg: cell.seg, row };
      if (totals.some((t) => t.row.grossWeight || t.row.netWeight || t.row.volume)) totals.push(read);
      else totals.unshift(read);
      continue;
    }
    out.push(row);
  }
  return out;
}

/**
 * Rows of a per-article summary printed beside a package table: a quantity or unit and no package count (rows
 * of the package table itself count packages), or no measure of a package.
 */
export function summaryRows(rows: TableRow[]): TableRow[] {
  const plain = rows.filter((x) => !x.packages && (x.quantity || x.unit) && x.description);
  if (plain.length || !rows.some(measured)) return plain;
  // A model list that counts each article's cartons too (model, description, quantity, unit, cartons) under a
  // table whose rows weigh or measure the packages: its rows name an article and its unit, and measure nothing.
  return rows.filter((x) => !measured(x) && !x.marks && x.sku && x.unit && x.quantity && x.description);
}

const measured = (x: TableRow): boolean => !!(x.netWeight || x.grossWeight || x.volume || x.dimensions);
