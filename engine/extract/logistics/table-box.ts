/**
 * A carrier's particulars box with one free-text column for several fields ("Kind of Packages; Description of goods;
 * Marks and Numbers; Container No./Seal No." beside "Weight" and "Measurement"): the shipper's text runs across it
 * rather than under each caption, so its lines are sorted by what they say, not by where they sit. A container line
 * ("MRKU4821630  ML-VN4417826  40 DRY 9'6  940 CARTONS") is a row of its own; "MARKS AND NUMBERS:" heads the marks;
 * "HS CODE: 940360" is the goods' code; "2 Containers Said to Contain 1860 CARTONS" their packages; the carrier's
 * clauses are left out; the rest describes the goods. Weight and measurement columns beside the goods' lines are the
 * goods', beside (or under) a container line that container's.
 */
import type { Word } from '../../types.ts';
import { findContainerNumbers } from '../parse/codes.ts';
import { packageType } from '../parse/quantities.ts';
import type { ColumnKind } from './labels.ts';
import { cellRead, CLAUSE_LINE, hasLabel, hsLine, lineCells, placeCells, totalsLine } from './table-cells.ts';
import { bottom, headerKind, top, type Column } from './table-header.ts';
import type { TableRow, TotalsRead } from './table.ts';

/** The free-text column of a header that names container numbers among its parts, or null. */
export function boxColumn(cols: Column[]): Column | null {
  return cols.find((c) => c.kind && c.parts && c.parts.length >= 3 && c.parts.includes('container')) ?? null;
}

// "2 Containers Said to Contain 1860 CARTONS", "STC: 940 CTNS": the goods' packages, after the clause.
const SAID_TO_CONTAIN = /\b(?:said\s+to\s+contain|s\.?\s?t\.?\s?c\.?)\s*:?\s*(\d[\d,.]*\s+[A-Za-z][A-Za-z.()]*)\s*$/i;
const MARKS_CAPTION = /^(.*?):\s*(.*)$/;

interface Acc { words: Partial<Record<ColumnKind, Word[]>> }

const add = (acc: Acc, k: ColumnKind, ws: Word[]): void => { if (ws.length) (acc.words[k] ??= []).push(...ws); };

/**
 * Reads the box's lines from `from` on, up to a blank of three lines, a totals line or a label that is none of the
 * box's own captions: the goods as one row (when any line described them), then one row per container line.
 * Returns the rows and the index of the first line it did not read. Over container lines, the goods' "said to
 * contain" count and the figures beside the goods are the shipment's totals too (`totals`).
 */
export function readBox(page: number, cols: Column[], bounds: number[], merged: Word[][], runs: Word[][][], from: number, totals?: TotalsRead[]): { rows: TableRow[]; next: number } {
  const free = boxColumn(cols)!;
  const goods: Acc = { words: {} };
  const containers: Acc[] = [];
  let inMarks = false;
  let last = -1;
  let li = from;
  for (; li < merged.length; li++) {
    const words = merged[li];
    if (words.length === 0) continue;
    const h = bottom(words) - top(words);
    const gap = last < 0 ? 0 : top(words) - last;
    if (gap > h * 3 || totalsLine(words)) break;
    const cells = placeCells(cols, bounds, false, lineCells(runs[li])).cells;
    const ws = cells.get(free.kind!) ?? [];
    const text = ws.map((w) => w.text).join(' ').trim();
    const figures = (acc: Acc): void => { for (const k of ['grossWeight', 'netWeight', 'volume'] as const) add(acc, k, cells.get(k) ?? []); };
    if (gap > h * 0.8) inMarks = false;
    const boxCaption = MARKS_CAPTION.exec(text);
    const captionKind = boxCaption ? headerKind(boxCaption[1]) : null;
    if (!captionKind && hasLabel(words) && !hsLine(ws)) break;
    last = bottom(words);
    const container = findContainerNumbers(text).find((m) => m.value.valid && m.index === 0);
    if (container) {
      const acc: Acc = { words: {} };
      // The container's own packages close its line ("… 40 DRY 9'6  940 CARTONS").
      const n = ws.length;
      const packed = n >= 3 && /^\d[\d,.]*$/.test(ws[n - 2].text) && !!packageType(ws[n - 1].text);
      add(acc, 'container', packed ? ws.slice(0, -2) : ws);
      if (packed) add(acc, 'packages', ws.slice(-2));
      figures(acc);
      containers.push(acc);
      inMarks = false;
      continue;
    }
    // Figures alone under a container line: that container's, stacked.
    const current = containers[containers.length - 1];
    if (!text && current) { figures(current); continue; }
    figures(goods);
    if (!text) continue;
    if (captionKind === 'marks') {
      inMarks = true;
      add(goods, 'marks', ws.slice(ws.findIndex((w) => w.text.endsWith(':')) + 1));
      continue;
    }
    const hs = hsLine(ws);
    if (hs) { add(goods, 'hsCode', hs); continue; }
    if (CLAUSE_LINE.test(text)) continue;
    const stc = SAID_TO_CONTAIN.exec(text);
    if (stc) {
      const count = stc[1].split(/\s+/).length;
      add(goods, 'packages', ws.slice(-count));
      continue;
    }
    add(goods, inMarks ? 'marks' : 'description', ws);
  }
  const rowOf = (acc: Acc): TableRow => {
    const row: TableRow = {};
    for (const [k, ws] of Object.entries(acc.words) as Array<[ColumnKind, Word[]]>) {
      const unit = cols.find((c) => c.kind === k)?.unit;
      row[k] = unit ? { ...cellRead(page, ws), unit } : cellRead(page, ws);
    }
    return row;
  };
  const goodsRow = rowOf(goods);
  if (totals && containers.length > 0 && goodsRow.packages) {
    const row: TableRow = { packages: goodsRow.packages, grossWeight: goodsRow.grossWeight, volume: goodsRow.volume };
    totals.push({ text: goodsRow.packages.text, seg: goodsRow.packages.seg, row });
  }
  const rows = [...(goods.words.description ? [goodsRow] : []), ...containers.map(rowOf)];
  return { rows, next: li };
}
