/**
 * Figures of one table column read together. A document may mix number conventions (amounts in dollars as
 * "1,250.00", masses and counts in the local "1.250"), so the document's decimal mark can misread a column: where a
 * column prints some figures with one mark before exactly three digits ("9.200", "2.400 PCE") and the others
 * below 1 000 without any mark ("186", "24"), the mark groups thousands (a column printed with decimals would print
 * them in every cell), and the figures lose it.
 */
import type { ColumnKind } from './labels.ts';
import type { TableRow } from './table.ts';

/** A cell's leading figure, then what follows it (a unit code). */
const FIGURE = /^(\d[\d.,]*)(\s+\p{L}.*)?$/u;
/** A figure grouped in thousands: its first group no zero ("0.450" is a fraction, never 450). */
const GROUPED = /^[1-9]\d{0,2}([.,])\d{3}(?:\1\d{3})*$/;

/** The rows with the figures of each of `kinds` whose column groups thousands written without their marks. */
export function ungroupColumns(rows: TableRow[], kinds: readonly ColumnKind[]): TableRow[] {
  const grouped = kinds.filter((k) => groupsThousands(rows.flatMap((row) => (row[k] ? [row[k]!.text.trim()] : []))));
  if (!grouped.length) return rows;
  return rows.map((row) => {
    const out = { ...row };
    for (const k of grouped) {
      const c = row[k];
      const m = c ? FIGURE.exec(c.text.trim()) : null;
      if (c && m) out[k] = { ...c, text: `${m[1].replace(/[.,]/g, '')}${m[2] ?? ''}` };
    }
    return out;
  });
}

function groupsThousands(cells: string[]): boolean {
  const figures = cells.map((t) => FIGURE.exec(t)?.[1]).filter((f): f is string => !!f);
  const marked = figures.filter((f) => /[.,]/.test(f));
  const plain = figures.filter((f) => !/[.,]/.test(f));
  if (!marked.length || !plain.length || plain.some((f) => Number(f) >= 1000)) return false;
  const marks = new Set(marked.map((f) => GROUPED.exec(f)?.[1] ?? '?'));
  return marks.size === 1 && !marks.has('?');
}
