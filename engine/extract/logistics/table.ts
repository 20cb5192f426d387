/**
 * Goods tables read from word geometry: a header line is one where several known column names appear; the rows
 * below it are cut into columns at the midpoints between header names. A table continues on later pages when the
 * same header is printed again. Rows stop at the first line that carries a known field label (the totals).
 */
import type { BBox, PageContent, Word } from '../../types.ts';
import { ruleBetween } from '../../layout/rules.ts';
import type { ColumnKind } from './labels.ts';
import type { Segment } from './segments.ts';
import { bottom, headerAt, headerUnits, kindsOf, PAIRED, top, type Column } from './table-header.ts';
import { boxColumn, readBox } from './table-box.ts';
import { headerBesideColumn, type SideHeader } from './table-side-column.ts';
import { cellsUnderCaptions, columnAt } from './table-ocr-cells.ts';
import { cellRead, CLAUSE_LINE, hasLabel, hsLine, hsNetLine, laneMetreLine, lineCells, netLine, noteLine, packagesLine, placeCells, skuLine, totalsLine, withoutTag } from './table-cells.ts';
import { packageType } from '../parse/quantities.ts';
import { moveOtherMeasure, stackedFigure } from './stacked-measures.ts';
import { partyCut } from './table-party-pair.ts';

/**
 * One cell: its text and evidence; `unit` is the unit its column header prints ("Gross Weight (kg)", "G.W. KGS",
 * "Measurement (CBM)"), for cells that hold bare numbers.
 */
export interface TableCellRead { text: string; seg: Segment; unit?: string; parts?: ColumnKind[] }
/**
 * `anchorItems`: rows are anchored on the item number column (numbered forms: a certificate of origin's boxes 5 to
 * 10, an EUR.1's box 8). A new row starts where an item number is printed; the lines under it up to the next item
 * number belong to it, in every column, past one blank line.
 */
export interface ReadTablesOptions { anchorItems?: boolean }
export type TableRow = Partial<Record<ColumnKind, TableCellRead>>;
/** A totals line under a table ("TOTAL  86  650.40  736.40"): its whole text, and its figures under the table's columns. */
export interface TotalsRead { text: string; seg: Segment; row: TableRow }

// Cells a wrapped line may continue: text that runs over several printed lines under one row.
const CONTINUED: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['description', 'marks', 'container', 'seal', 'nature']);
// Party columns whose names wrap onto the next printed line (a manifest's shipper and consignee): continued only
// under a row that has the party already.
const WRAPPED_PARTY: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['shipper', 'consignee']);

/**
 * Whether a vertical rule of the page runs between two words side by side on a line (at the left one's height).
 * Asked of OCR words only: OCR lines are cut at rules and their pieces land a point apart, where a text layer's
 * runs are the PDF's own and never straddle one (the lookup is not paid on born-digital tables).
 */
function partedByRule(page: PageContent): ((left: Word, right: Word) => boolean) | undefined {
  const vs = page.rules.filter((r) => r.kind === 'v');
  if (vs.length === 0) return undefined;
  return (a, b) => a.source === 'ocr' && ruleBetween(vs, a.bbox, b.bbox);
}

/**
 * The row last read: its cells' words, where its last printed line ends, and the printed lines of a two-party
 * column read so far (`pairs`, by the column's first kind).
 */
interface PrevRow { row: TableRow; words: Map<ColumnKind, Word[]>; bottom: number; moved?: Set<ColumnKind>; pairs?: Map<ColumnKind, Word[][]> }

/** One more printed line of a two-party column: both parties read again from all its lines (partyCut). */
function pairLine(prev: PrevRow, first: ColumnKind, other: ColumnKind, ws: Word[], page: number): void {
  const lines = prev.pairs?.get(first) ?? [prev.words.get(first) ?? []];
  lines.push(ws);
  (prev.pairs ??= new Map()).set(first, lines);
  const cut = partyCut(lines.map((l) => l.map((w) => w.text).join(' ')));
  for (const [k, part] of [[first, lines.slice(0, cut).flat()], [other, lines.slice(cut).flat()]] as const) {
    prev.words.set(k, part);
    prev.row[k] = cellRead(page, part);
  }
}

/** Whether a cell's text leaves a bracket open (its note goes on onto the next line). */
const openBracket = (t: string): boolean => t.split('(').length > t.split(')').length;

/**
 * Every row of every goods table in the document, pages in order. A line with text only under the description
 * (or marks, container) columns, printed right under a row, continues that row's cells (a wrapped description).
 */
export function readTables(pages: PageContent[], totals?: TotalsRead[], opts: ReadTablesOptions = {}): TableRow[] {
  const rows: TableRow[] = [];
  for (const page of pages) {
    const { merged, runs } = mergeRows(page.lines);
    const ruled = partedByRule(page);
    // Two OCR runs side by side are two cells where a rule parts them, or where they start in different columns of
    // the table's header: the detector boxes each cell apart, but their boxes may abut (a row's B/L, shipper and
    // consignee read as one cell took the row's B/L away).
    const parted = (a: Word, b: Word, start: Word): boolean => (ruled?.(a, b) ?? false)
      || (start.source === 'ocr' && b.source === 'ocr' && cols !== null && columnAt(bounds, start) !== columnAt(bounds, b));
    let cols: Column[] | null = null;
    let bounds: number[] = [];
    // Whether the table's captions start where their columns start (text cells begin under their caption's first
    // letter): then a figure right of a caption, short of the next one, is that caption's (right-aligned figures).
    let leftAligned = false;
    // Where a note printed beside the table starts (its header line's captioned value): no cells right of it.
    let noteAt = Infinity;
    // Where a table printed beside a side column starts (table-side-column.ts): no cells left of it.
    let leftAt = -Infinity;
    // The row last read in this table, its cells' words and where its last printed line ends.
    let prev: PrevRow | null = null;
    // Where the current table's header ends, and a text layer's description line under it, over the first row's
    // other cells (the first item's description begins a line above its marks and packages).
    let headBottom = -Infinity;
    let lead: Word[] | null = null;
    // Where the current table's rows start, and whether one has had an item number yet (anchored tables).
    let tableStart = rows.length;
    let numbered = false;
    for (let li = 0; li < merged.length; li++) {
      if (cols && noteAt < Infinity) {
        merged[li] = merged[li].filter((w) => w.bbox[0] < noteAt - 1);
        runs[li] = runs[li].map((run) => run.filter((w) => w.bbox[0] < noteAt - 1)).filter((run) => run.length);
      }
      if (cols && leftAt > -Infinity) {
        merged[li] = merged[li].filter((w) => w.bbox[0] >= leftAt);
        runs[li] = runs[li].map((run) => run.filter((w) => w.bbox[0] >= leftAt)).filter((run) => run.length);
      }
      const words = merged[li];
      if (words.length === 0) continue;
      // A totals line ends the table, even one whose captions read as a header ("Total Number of Packages |
      // Total Gross Weight | Total Measurement").
      if (cols && totalsLine(words)) {
        if (totals) {
          const row: TableRow = {};
          for (const [k, ws] of placeCells(cols, bounds, leftAligned, lineCells(runs[li], parted)).cells) {
            const unit = cols.find((c) => c.kind === k)?.unit;
            row[k] = unit ? { ...cellRead(page.pageNumber, ws), unit } : cellRead(page.pageNumber, ws);
          }
          const all = cellRead(page.pageNumber, words);
          totals.push({ text: all.text, seg: all.seg, row });
        }
        cols = null; prev = null; continue;
      }
      const plain: ReturnType<typeof headerAt> = headerAt(merged, li, runs);
      const beside: SideHeader | null = plain || cols ? null : headerBesideColumn(merged, runs, li);
      if (beside) beside.merged.forEach((l, k) => { merged[li + k] = l; runs[li + k] = beside.runs[k]; });
      const header: ReturnType<typeof headerAt> = plain ?? beside?.header ?? null;
      if (header) {
        cols = header.cols.sort((a, b) => a.x0 - b.x0);
        noteAt = header.noteAt ?? Infinity;
        leftAt = beside?.leftAt ?? -Infinity;
        headerUnits(cols, merged.slice(li, li + header.lines).flat());
        bounds = cols.slice(1).map((c, i) => (cols![i].x1 + c.x0) / 2);
        leftAligned = false;
        prev = null;
        tableStart = rows.length;
        numbered = false;
        li += header.lines - 1;
        headBottom = bottom(merged[li]);
        lead = null;
        // Only on a scan: a text layer gives a row's cells on one baseline, side column or not.
        if (beside && merged[li].every((w) => w.source === 'ocr')) apartFromSide(merged, runs, li + 1, leftAt);
        if (boxColumn(cols)) {
          const box = readBox(page.pageNumber, cols, bounds, merged, runs, li + 1, totals);
          rows.push(...box.rows);
          li = box.next - 1;
          cols = null;
        }
        continue;
      }
      if (!cols) continue;
      const text = words.map((w) => w.text).join(' ');
      // A line of asterisks or dashes closes a box's free space ("*****"): no data.
      if (FILLER_LINE.test(text.replace(/\s+/g, ''))) continue;
      if (hasLabel(words)) { cols = null; prev = null; continue; }
      const placed = placeCells(cols, bounds, leftAligned, cellsUnderCaptions(cols, bounds, lineCells(runs[li], parted)));
      leftAligned = placed.leftAligned;
      const cells = placed.cells;
      const moved = moveOtherMeasure(cells);
      // A carrier's clause in the description column ("SHIPPER'S LOAD, STOW, COUNT AND SEAL", "3 CONTAINERS SAID TO
      // CONTAIN:", beside a container's figures) describes no goods: left out, and the table goes on past it.
      const desc = cells.get('description');
      const clause = !!desc && CLAUSE_LINE.test(desc.map((w) => w.text).join(' ').trim());
      if (clause) {
        cells.delete('description');
        if (cells.size === 0) continue;
      }
      const free = cols.find((c) => c.parts?.includes('item') && c.kind && cells.has(c.kind));
      if (free && !cells.has('item')) itemFromFreeText(cells, free, prev?.row.item?.text);
      // A wrapped line: only text cells (or the second field of a two-field column not yet read), no farther below
      // the row than a line spacing.
      const height = bottom(words) - top(words);
      const second = (k: ColumnKind): ColumnKind | undefined => {
        const also = cols!.find((c) => c.kind === k)?.also;
        if (!also || !prev || (prev.row[also] && !prev.pairs?.has(k))) return undefined;
        // Under a description captioned over "HS Code", a code line is the HS code; other lines wrap the description.
        return PAIRED.has(also) || (also === 'hsCode' && /^\d{4}[\d.\s]*$/.test(cells.get(k)!.map((w) => w.text).join(' ').trim())) ? also : undefined;
      };
      // Anchored on item numbers: a line without one, within one blank line of the row, goes on with it.
      const anchored = opts.anchorItems && prev?.row.item && !cells.has('item') && top(words) - prev.bottom < height * 1.8;
      // A party's name wrapped onto the next line ("KINGSTON RUM" over "DISTILLERS LIMITED"), and a package kind
      // printed under its count ("306" over "CRATES"), go on with the row as a wrapped description does.
      const wraps = (k: ColumnKind): boolean => {
        if (!prev!.row[k]) return false;
        // A two-field column ("SHIPPER / CONSIGNEE") prints its second field on the next line: that is `second`.
        if (WRAPPED_PARTY.has(k)) return !cols!.find((c) => c.kind === k)?.also;
        const t = cells.get(k)!.map((w) => w.text).join(' ').trim();
        if (k !== 'packages') return false;
        // A breakdown in brackets under the count ("30 PKGS" over "(5 UNITS +" over "25 CASES)") goes on with it.
        if (t.startsWith('(') || openBracket(prev!.row[k]!.text)) return true;
        return /^\d[\d,.\s]*$/.test(prev!.row[k]!.text.trim()) && /^[A-Za-zÀ-ÿ]+\.?$/.test(t) && !!packageType(t);
      };
      const stacked = (k: ColumnKind): ReturnType<typeof stackedFigure> => stackedFigure(k, cells.get(k)!, prev!.row[k]?.text, prev!.moved ?? new Set());
      if (prev && cells.size > 0 && (anchored || ([...cells.keys()].every((k) => CONTINUED.has(k) || second(k) || wraps(k) || stacked(k)) && top(words) - prev.bottom < height * 0.8))) {
        for (const [k0, ws0] of cells) {
          const restated = stacked(k0);
          if (restated === 'restated') continue;
          if (restated === 'metric') { prev.words.set(k0, ws0); prev.row[k0] = { ...prev.row[k0]!, ...cellRead(page.pageNumber, ws0) }; continue; }
          const k = second(k0) ?? k0;
          if (k !== k0 && PAIRED.has(k)) { pairLine(prev, k0, k, withoutTag(ws0), page.pageNumber); continue; }
          const ws = k === k0 ? ws0 : withoutTag(ws0);
          // A carrier's clause under the goods ("SHIPPER'S LOAD, STOW AND COUNT", "SAID TO CONTAIN") describes none.
          if (k === 'description' && (CLAUSE_LINE.test(ws.map((w) => w.text).join(' ').trim()) || laneMetreLine(ws))) continue;
          // "Marks: ACME 1/48", "Freight: PREPAID" under the goods: the row's marks where it has none, else nothing.
          const note = k === 'description' ? noteLine(ws) : null;
          if (note) {
            if (note.marks && note.value.length && !prev.row.marks) prev.row.marks = cellRead(page.pageNumber, note.value);
            continue;
          }
          // "HS CODE: 851762" under a description is the row's HS code, not more of its description.
          // "N.W.: 42,880.000KGS", "NET WEIGHT: 61,010 KGS" under a description: the row's net weight.
          const hsNet = k === 'description' && !prev.row.netWeight && !prev.row.hsCode ? hsNetLine(ws) : null;
          if (hsNet) { prev.row.hsCode = cellRead(page.pageNumber, hsNet.hs); prev.row.netWeight = cellRead(page.pageNumber, hsNet.net); continue; }
          const net = k === 'description' && !prev.row.netWeight ? netLine(ws) : null;
          if (net) { prev.row.netWeight = cellRead(page.pageNumber, net); continue; }
          const packed = k === 'description' && !prev.row.packages && !cols.some((c) => c.kind === 'packages') && packagesLine(ws);
          if (packed) { prev.row.packages = cellRead(page.pageNumber, ws); continue; }
          const sku = k === 'description' && !prev.row.sku && !cols.some((c) => c.kind === 'sku') ? skuLine(ws) : null;
          if (sku) { prev.row.sku = cellRead(page.pageNumber, sku); continue; }
          const hs = k === 'description' ? hsLine(ws) : null;
          if (hs) {
            const had = prev.row.hsCode;
            if (!had) { prev.row.hsCode = cellRead(page.pageNumber, hs); continue; }
            if (had.text.replace(/\D/g, '') === hs.map((w) => w.text).join('').replace(/\D/g, '')) continue;
          }
          // Under goods captioned over a caption of their own, the lines after the first are that caption's.
          if (cols.find((c) => c.kind === k)?.firstLine) continue;
          const all = [...(prev.words.get(k) ?? []), ...ws];
          prev.words.set(k, all);
          const kept = prev.row[k];
          prev.row[k] = { ...cellRead(page.pageNumber, all), ...(kept?.unit ? { unit: kept.unit } : {}), ...(kept?.parts ? { parts: kept.parts } : {}) };
        }
        prev.bottom = Math.max(prev.bottom, bottom(words));
        continue;
      }
      // A remark alone in the description column, a line or so under the goods ("NON-HAZARDOUS / TEMPERATURE:
      // AMBIENT"), is no row; the rows under it (a container list) are still the table's.
      if (prev && cells.size === 1 && cells.has('description') && top(words) - prev.bottom < height * 2.5) continue;
      // So is one right under the header, over the first row, on a scan: a carrier's clause the scan garbled past
      // recognition ("SHIPPFR'S LOD, STOV AN COUT") opens the description column and the goods follow it. In a text
      // layer such a line is the first item's description, begun a line above its marks and packages: it opens the
      // first row's description.
      if (!prev && cells.size === 1 && cells.has('description')) {
        const ocr = words.every((w) => w.source === 'ocr');
        if (ocr && top(words) - headBottom < height * 2.5) continue;
        if (!ocr && top(words) - (lead ? bottom(lead) : headBottom) < height * 2.5) { lead = [...(lead ?? []), ...cells.get('description')!]; continue; }
      }
      // Beside a clause, a marks or container cell alone still opens a row: the clause took the description's place.
      const besideClause = clause && [...cells.keys()].every((k) => CONTINUED.has(k));
      if ((cells.size < Math.min(2, kindsOf(cols)) && !besideClause) || !text.trim()) { cols = null; prev = null; lead = null; continue; }
      if (lead && !prev) cells.set('description', [...lead, ...(cells.get('description') ?? [])]);
      lead = null;
      const row: TableRow = {};
      for (const [k, ws] of cells) {
        const unit = cols.find((c) => c.kind === k)?.unit;
        row[k] = unit ? { ...cellRead(page.pageNumber, ws), unit } : cellRead(page.pageNumber, ws);
      }
      const parts = cols.find((c) => c.parts && c.kind && row[c.kind]);
      if (parts) row[parts.kind!]!.parts = parts.parts;
      // Anchored: lines over the first item number are the header's (a caption's second line), not items.
      if (opts.anchorItems && row.item && !numbered) { rows.length = tableStart; numbered = true; }
      rows.push(row);
      prev = { row, words: cells, bottom: bottom(words), moved };
    }
  }
  return rows;
}

/**
 * Printed lines that share a baseline, merged (`merged`, words left to right): a row may come out of the text layer
 * as several lines. Each printed line's words are kept together (`runs`), so two runs printed over each other do not
 * interleave. A line joins the last merged line of its side (`sideOf`) only, so that two columns of lines printed
 * at different pitches side by side do not cut each other's rows.
 */
function mergeRows(lines: ReadonlyArray<{ words: Word[]; bbox: BBox }>, sideOf: (words: Word[]) => number = () => 0): { merged: Word[][]; runs: Word[][][] } {
  const merged: Word[][] = [];
  const runs: Word[][][] = [];
  const lastOf = new Map<number, number>();
  for (const l of [...lines].sort((a, b) => a.bbox[1] - b.bbox[1])) {
    const side = sideOf(l.words);
    const k = lastOf.get(side);
    const ref = k === undefined ? undefined : merged[k][0];
    const overlap = ref ? Math.min(ref.bbox[3], l.bbox[3]) - Math.max(ref.bbox[1], l.bbox[1]) : 0;
    if (k !== undefined && ref && overlap > Math.min(ref.bbox[3] - ref.bbox[1], l.bbox[3] - l.bbox[1]) * 0.5) { merged[k].push(...l.words); runs[k].push([...l.words]); }
    else { merged.push([...l.words]); runs.push([[...l.words]]); lastOf.set(side, merged.length - 1); }
  }
  for (const m of merged) m.sort((a, b) => a.bbox[0] - b.bbox[0]);
  return { merged, runs };
}

/**
 * The page's lines from `from` on merged again with a side column's words (left of `leftAt`) kept apart from the
 * table's: on a scan each cell is a line of its own, a little above or below its row's others, and the side
 * column's captions and values, printed at another pitch, took some cells of a row into a line of their own while
 * the others joined the next one (a container number cut from its seal).
 */
function apartFromSide(merged: Word[][], runs: Word[][][], from: number, leftAt: number): void {
  const parts = runs.slice(from).flat().flatMap((run) => [run.filter((w) => w.bbox[0] < leftAt), run.filter((w) => w.bbox[0] >= leftAt)]).filter((run) => run.length);
  const boxed = parts.map((words) => ({ words, bbox: [Math.min(...words.map((w) => w.bbox[0])), top(words), Math.max(...words.map((w) => w.bbox[2])), bottom(words)] as BBox }));
  const again = mergeRows(boxed, (run) => (run[0].bbox[0] < leftAt ? 0 : 1));
  merged.splice(from, merged.length - from, ...again.merged);
  runs.splice(from, runs.length - from, ...again.runs);
}

const FILLER_LINE = /^(?:[*]{5,}|[-]{5,}|[=]{5,}|[_]{5,}|[xX]{8,})$/;

/**
 * An item number opening a free-text cell ("1. BFC 1-10; TEN (10) DRUMS OF", "2) ..."): the row's item. Under a
 * numbered row only the next number, so a figure that starts a wrapped line stays text.
 */
function itemFromFreeText(cells: Map<ColumnKind, Word[]>, col: Column, above: string | undefined): void {
  const ws = cells.get(col.kind!)!;
  const m = /^(\d{1,3})[.)]$/.exec(ws[0]?.text ?? '');
  if (!m || ws.length < 2) return;
  const n = Number(m[1]);
  if (above !== undefined && n !== Number(above) + 1) return;
  cells.set('item', [{ ...ws[0], text: m[1] }]);
  cells.set(col.kind!, ws.slice(1));
}
