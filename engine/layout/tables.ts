/**
 * Table finishing: header rows, tables continued across pages, and the engine's plain `Table` shape.
 */
import type { Table, TableCell } from '../types.ts';
import type { GridTable } from '../extract/context.ts';

const NUMERIC = /^[-+(]?[$€£¥₹]?\s?[\d.,' ]+%?\)?$/;

function isNumeric(text: string): boolean {
  return NUMERIC.test(text.trim()) && /\d/.test(text);
}

/**
 * Header rows: leading rows with no numeric cell, followed by a row that has one, or bold leading rows.
 * At most 3 rows; 0 when the table starts with data.
 */
export function detectHeader(table: GridTable, boldRows: boolean[] = []): number {
  let n = 0;
  for (let r = 0; r < Math.min(3, table.rows.length - 1); r++) {
    const row = table.rows[r];
    let filled = false;
    let numeric = false;
    for (const c of row) {
      if (c === null || c.text.trim() === '') continue;
      filled = true;
      if (isNumeric(c.text)) {
        numeric = true;
        break;
      }
    }
    if (!filled || numeric) break;
    n = r + 1;
    if (!boldRows[r]) {
      // One plain text row is a header only when data (numbers) follows somewhere below.
      if (!numericBelow(table, r)) return 0;
      break;
    }
  }
  return n;
}

/** Whether a row of `table` below row r has a numeric cell. */
function numericBelow(table: GridTable, r: number): boolean {
  for (let k = r + 1; k < table.rows.length; k++) for (const c of table.rows[k]) if (c !== null && isNumeric(c.text)) return true;
  return false;
}

/** Column header texts (header rows joined with a space; spans fill every column they cover). */
export function headerTexts(table: GridTable): string[] {
  const cols = table.rows[0]?.length ?? 0;
  const out = new Array<string>(cols).fill('');
  for (let r = 0; r < table.headerRows; r++) {
    table.rows[r].forEach((cell, c) => {
      if (!cell || !cell.text) return;
      for (let k = c; k < Math.min(cols, c + cell.colSpan); k++) out[k] = out[k] ? `${out[k]} ${cell.text}` : cell.text;
    });
  }
  // Most columns of most tables have no header text: nothing to tidy.
  return out.map((s) => (s === '' ? s : s.replace(/\s+/g, ' ').trim()));
}

/**
 * Join a table at the bottom of a page with one at the top of the next page when they have the same
 * columns; a repeated header is dropped. The tables' header rows and texts are known.
 */
export function mergeContinued(tables: GridTable[], pageHeights: Map<number, number>): GridTable[] {
  const out: GridTable[] = [];
  for (const t of tables) {
    const prev = out[out.length - 1];
    const prevPage = prev ? prev.pages[prev.pages.length - 1] : -1;
    if (prev && t.page === prevPage + 1 && prev.rows[0]?.length === t.rows[0]?.length && prev.method === t.method) {
      const ph = pageHeights.get(prevPage) ?? 842;
      const th = pageHeights.get(t.page) ?? 842;
      const prevLow = prev.bbox[3] > ph * 0.6;
      const thisHigh = t.bbox[1] < th * 0.4;
      const sameCols = Math.abs(prev.bbox[0] - t.bbox[0]) < 15 && Math.abs(prev.bbox[2] - t.bbox[2]) < 15;
      if (prevLow && thisHigh && sameCols) {
        // `header` is what headerTexts makes of the header rows, and those are never changed after.
        const repeated = t.headerRows > 0 && t.header.join('|') === prev.header.join('|');
        prev.rows.push(...t.rows.slice(repeated ? t.headerRows : 0));
        prev.pages.push(t.page);
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** The engine's `Table` shape (no cell geometry). */
export function toEngineTable(t: GridTable): Table {
  const cells: TableCell[] = [];
  t.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const out: TableCell = { row: r, col: c, text: cell.text };
      if (cell.rowSpan > 1) out.rowSpan = cell.rowSpan;
      if (cell.colSpan > 1) out.colSpan = cell.colSpan;
      cells.push(out);
    }),
  );
  return { page: t.page, bbox: t.bbox, rows: t.rows.length, cols: t.rows[0]?.length ?? 0, header: t.header, cells };
}
