/**
 * A table's cells as OCR gives them in a table without column rules: the detector runs a figure and the next
 * column's text into one line ("92 CTNS LOW VOLTAGE" under "Pkgs" and "Description", "2,446.5 ONEU" under
 * "G.W. (KG)" and "Cntr"), and the recogniser's word boxes abut, so no gap parts them. The captions' places do:
 * such a cell is cut where its words pass from one caption's column to the next.
 */
import type { Word } from '../../types.ts';
import type { ColumnKind } from './labels.ts';
import type { Column } from './table-header.ts';

/** Columns of figures: a part cut off for one starts with its figure. */
const FIGURE_COLUMNS: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['packages', 'quantity', 'grossWeight', 'netWeight', 'volume']);
const FIGURE_START = /^\d/;

/** The column the word's middle falls in: between the midpoints of neighbouring captions (`bounds`). */
export function columnAt(bounds: number[], w: Word): number {
  const mid = (w.bbox[0] + w.bbox[2]) / 2;
  const i = bounds.findIndex((b) => mid < b);
  return i < 0 ? bounds.length : i;
}

/**
 * The OCR cells of a printed line, each cut where its words pass from one column to the next (`bounds`: the
 * midpoints between neighbouring captions), where a part in a figure column starts with its figure (a description
 * running on past its caption is not cut: its words in a figure column start with none).
 */
export function cellsUnderCaptions(cols: Column[], bounds: number[], cells: Word[][]): Word[][] {
  if (!cells.some((c) => c.length > 1 && c[0].source === 'ocr')) return cells;
  const out: Word[][] = [];
  for (const cell of cells) {
    if (cell.length < 2 || cell[0].source !== 'ocr') { out.push(cell); continue; }
    const parts: Array<{ col: number; words: Word[] }> = [];
    for (const w of cell) {
      const col = columnAt(bounds, w);
      const cur = parts[parts.length - 1];
      if (cur && cur.col === col) cur.words.push(w);
      else parts.push({ col, words: [w] });
    }
    const figures = parts.filter((p) => FIGURE_COLUMNS.has(cols[p.col]?.kind as ColumnKind));
    const sound = parts.length > 1 && figures.length > 0 && figures.every((p) => FIGURE_START.test(p.words[0].text));
    if (sound) out.push(...parts.map((p) => p.words));
    else out.push(cell);
  }
  return out;
}
