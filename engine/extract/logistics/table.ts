/**
 * Goods tables read from word geometry: a header line is one where several known column names appear; the rows
 * below it are cut into columns at the midpoints between header names. A table continues on later pages when the
 * same header is printed again. Rows stop at the first line that carries a known field label (the totals).
 */
import type { PageContent, Word } from '../../types.ts';
import type { ColumnKind } from './labels.ts';
import { labelKeysOf, type Segment } from './locate.ts';
import { bottom, headerAt, headerUnits, HEADER_VOCAB, kindsOf, norm, PAIRED, top, type Column } from './table-header.ts';
import { packageType } from '../parse/quantities.ts';

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

function cellRead(page: number, ws: Word[]): TableCellRead {
  const t = ws.map((w) => w.text).join(' ');
  return { text: t, seg: {
    page, text: t, line: 0, size: ws[0].fontSize ?? 8, source: ws[0].source,
    confidence: ws.reduce((a, w) => a + w.confidence, 0) / ws.length,
    bbox: [Math.min(...ws.map((w) => w.bbox[0])), top(ws), Math.max(...ws.map((w) => w.bbox[2])), bottom(ws)],
  } };
}

/**
 * Every row of every goods table in the document, pages in order. A line with text only under the description
 * (or marks, container) columns, printed right under a row, continues that row's cells (a wrapped description).
 */
export function readTables(pages: PageContent[], totals?: TotalsRead[], opts: ReadTablesOptions = {}): TableRow[] {
  const rows: TableRow[] = [];
  for (const page of pages) {
    const lines = [...page.lines].sort((a, b) => a.bbox[1] - b.bbox[1]);
    // Lines that share a baseline are merged: a row may come out of the text layer as several lines. Each printed
    // line's words are kept together (`runs`), so two runs printed over each other do not interleave.
    const merged: Word[][] = [];
    const runs: Word[][][] = [];
    for (const l of lines) {
      const last = merged[merged.length - 1];
      const ref = last?.[0];
      const overlap = ref ? Math.min(ref.bbox[3], l.bbox[3]) - Math.max(ref.bbox[1], l.bbox[1]) : 0;
      if (ref && overlap > Math.min(ref.bbox[3] - ref.bbox[1], l.bbox[3] - l.bbox[1]) * 0.5) { last.push(...l.words); runs[runs.length - 1].push([...l.words]); }
      else { merged.push([...l.words]); runs.push([[...l.words]]); }
    }
    for (const m of merged) m.sort((a, b) => a.bbox[0] - b.bbox[0]);
    let cols: Column[] | null = null;
    let bounds: number[] = [];
    // Whether the table's captions start where their columns start (text cells begin under their caption's first
    // letter): then a figure right of a caption, short of the next one, is that caption's (right-aligned figures).
    let leftAligned = false;
    // The row last read in this table, its cells' words and where its last printed line ends.
    let prev: { row: TableRow; words: Map<ColumnKind, Word[]>; bottom: number } | null = null;
    // Where the current table's rows start, and whether one has had an item number yet (anchored tables).
    let tableStart = rows.length;
    let numbered = false;
    for (let li = 0; li < merged.length; li++) {
      const words = merged[li];
      if (words.length === 0) continue;
      // A totals line ends the table, even one whose captions read as a header ("Total Number of Packages |
      // Total Gross Weight | Total Measurement").
      if (cols && totalsLine(words)) {
        if (totals) {
          const row: TableRow = {};
          for (const [k, ws] of placeCells(cols, bounds, leftAligned, lineCells(runs[li])).cells) {
            const unit = cols.find((c) => c.kind === k)?.unit;
            row[k] = unit ? { ...cellRead(page.pageNumber, ws), unit } : cellRead(page.pageNumber, ws);
          }
          const all = cellRead(page.pageNumber, words);
          totals.push({ text: all.text, seg: all.seg, row });
        }
        cols = null; prev = null; continue;
      }
      const header = headerAt(merged, li, runs);
      if (header) {
        cols = header.cols.sort((a, b) => a.x0 - b.x0);
        headerUnits(cols, merged.slice(li, li + header.lines).flat());
        bounds = cols.slice(1).map((c, i) => (cols![i].x1 + c.x0) / 2);
        leftAligned = false;
        prev = null;
        tableStart = rows.length;
        numbered = false;
        li += header.lines - 1;
        continue;
      }
      if (!cols) continue;
      const text = words.map((w) => w.text).join(' ');
      // A line of asterisks or dashes closes a box's free space ("*****"): no data.
      if (FILLER_LINE.test(text.replace(/\s+/g, ''))) continue;
      if (hasLabel(words)) { cols = null; prev = null; continue; }
      const placed = placeCells(cols, bounds, leftAligned, lineCells(runs[li]));
      leftAligned = placed.leftAligned;
      const cells = placed.cells;
      const free = cols.find((c) => c.parts?.includes('item') && c.kind && cells.has(c.kind));
      if (free && !cells.has('item')) itemFromFreeText(cells, free, prev?.row.item?.text);
      // A wrapped line: only text cells (or the second field of a two-field column not yet read), no farther below
      // the row than a line spacing.
      const height = bottom(words) - top(words);
      const second = (k: ColumnKind): ColumnKind | undefined => {
        const also = cols!.find((c) => c.kind === k)?.also;
        if (!also || !prev || prev.row[also]) return undefined;
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
        return k === 'packages' && /^\d[\d,.\s]*$/.test(prev!.row[k]!.text.trim()) && /^[A-Za-zÀ-ÿ]+\.?$/.test(t) && !!packageType(t);
      };
      if (prev && cells.size > 0 && (anchored || ([...cells.keys()].every((k) => CONTINUED.has(k) || second(k) || wraps(k)) && top(words) - prev.bottom < height * 0.8))) {
        for (const [k0, ws0] of cells) {
          const k = second(k0) ?? k0;
          const ws = k === k0 ? ws0 : withoutTag(ws0);
          // A carrier's clause under the goods ("SHIPPER'S LOAD, STOW AND COUNT", "SAID TO CONTAIN") describes none.
          if (k === 'description' && CLAUSE_LINE.test(ws.map((w) => w.text).join(' ').trim())) continue;
          // "HS CODE: 845811" under a description is the row's HS code, not more of its description.
          const hs = k === 'description' ? hsLine(ws) : null;
          if (hs) {
            const had = prev.row.hsCode;
            if (!had) { prev.row.hsCode = cellRead(page.pageNumber, hs); continue; }
            if (had.text.replace(/\D/g, '') === hs.map((w) => w.text).join('').replace(/\D/g, '')) continue;
          }
          const all = [...(prev.words.get(k) ?? []), ...ws];
          prev.words.set(k, all);
          const kept = prev.row[k];
          prev.row[k] = { ...cellRead(page.pageNumber, all), ...(kept?.unit ? { unit: kept.unit } : {}), ...(kept?.parts ? { parts: kept.parts } : {}) };
        }
        prev.bottom = Math.max(prev.bottom, bottom(words));
        continue;
      }
      if (cells.size < Math.min(2, kindsOf(cols)) || !text.trim()) { cols = null; prev = null; continue; }
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
      prev = { row, words: cells, bottom: bottom(words) };
    }
  }
  return rows;
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

/** The cells of a printed line: each text-layer run cut at its gaps, runs side by side joined as words are. */
function lineCells(lineRuns: Word[][]): Word[][] {
  const parts = lineRuns.flatMap((r) => cellsOf([...r].sort((a, b) => a.bbox[0] - b.bbox[0]))).sort((a, b) => a[0].bbox[0] - b[0].bbox[0]);
  const out: Word[][] = [];
  for (const p of parts) {
    const cur = out[out.length - 1];
    const last = cur?.[cur.length - 1];
    const h = p[0].bbox[3] - p[0].bbox[1];
    const gap = last ? p[0].bbox[0] - last.bbox[2] : 0;
    if (last && gap < h * 0.4 && gap > -h * 0.2 && Math.max(...cur.map((w) => w.bbox[2])) <= p[0].bbox[0] + h * 0.2) cur.push(...p);
    else out.push([...p]);
  }
  return out;
}

const DIMS_CELL = /^\d+(?:[.,]\d+)?\s*[x×*]\s*\d+(?:[.,]\d+)?\s*[x×*]\s*\d+(?:[.,]\d+)?(?:\s*(?:cm|mm|m|in))?$/i;
const FIGURE_CELL = /^[\d.,'\s]+$/;

/**
 * Cells of one printed line placed under the table's columns. A cell goes to the caption it overlaps most (a long
 * left-aligned description runs past the midpoint to the next header), else to the column it falls in: between the
 * midpoints of neighbouring captions, or, in a table whose captions start their columns, right of its caption and
 * short of the next one (a right-aligned figure). Two figures never share a column: the one farther from it goes to
 * the free column beside it. A two-field column's cell splits at its slash, or its second cell is the second field.
 */
function placeCells(cols: Column[], bounds: number[], leftAligned: boolean, cells: Word[][]): { cells: Map<ColumnKind, Word[]>; leftAligned: boolean } {
  const at: number[] = [];
  cells.forEach((cell, n) => {
    const x0 = cell[0].bbox[0];
    const x1 = Math.max(...cell.map((w) => w.bbox[2]));
    let ci = -1;
    let best = 0;
    cols.forEach((c, i) => { const o = Math.min(x1, c.x1) - Math.max(x0, c.x0); if (o > best) { best = o; ci = i; } });
    if (ci >= 0 && /[A-Za-z]/.test(cell.map((w) => w.text).join('')) && Math.abs(x0 - cols[ci].x0) <= 1.5) leftAligned = true;
    at[n] = ci;
  });
  const free = cells.map((_, n) => at[n] < 0);
  cells.forEach((cell, n) => {
    if (!free[n]) return;
    const cx = (cell[0].bbox[0] + Math.max(...cell.map((w) => w.bbox[2]))) / 2;
    const ci = bounds.findIndex((b) => cx < b);
    at[n] = ci < 0 ? cols.length - 1 : ci;
  });
  const textOf = (n: number): string => cells[n].map((w) => w.text).join(' ');
  const figure = (n: number): boolean => FIGURE_CELL.test(textOf(n).trim());
  // Two figures met in one column: in a table whose captions start their columns, each figure off its caption
  // belongs to the caption left of it (figures right-aligned under left-aligned captions).
  // Text off its caption there goes on from the caption left of it (a word run past the caption's end).
  const clash = cols.some((_, ci) => cells.filter((_, n) => at[n] === ci && figure(n)).length >= 2);
  if (leftAligned) {
    cells.forEach((cell, n) => {
      if (!free[n] || (figure(n) && !clash)) return;
      let ci = 0;
      cols.forEach((c, i) => { if (c.x0 <= cell[0].bbox[0]) ci = i; });
      at[n] = ci;
    });
  }
  // An L x W x H cell printed off its column belongs to the dimensions column.
  const dimsCol = cols.findIndex((c) => c.kind === 'dimensions');
  cells.forEach((_, n) => {
    if (dimsCol >= 0 && at[n] !== dimsCol && DIMS_CELL.test(textOf(n).trim()) && !at.some((a, m) => a === dimsCol && m !== n)) at[n] = dimsCol;
  });
  // Two figures in one column: the one under (or nearest) the caption stays, the others go to the free columns on
  // their side ("24" under "PCS/CTN" beside "187.50" under "N.W.").
  cols.forEach((c, ci) => {
    const same = cells.map((_, m) => m).filter((m) => at[m] === ci);
    if (same.length < 2 || !same.every(figure)) return;
    const dist = (m: number): number => Math.max(0, c.x0 - Math.max(...cells[m].map((w) => w.bbox[2])), cells[m][0].bbox[0] - c.x1);
    const keep = same.reduce((k, m) => (dist(m) < dist(k) ? m : k), same[0]);
    const k = same.indexOf(keep);
    let side = ci - 1;
    for (const m of same.slice(0, k).reverse()) { if (side >= 0 && !at.includes(side)) at[m] = side--; }
    side = ci + 1;
    for (const m of same.slice(k + 1)) { if (side < cols.length && !at.includes(side)) at[m] = side++; }
  });
  const out = new Map<ColumnKind, Word[]>();
  const add = (k: ColumnKind, ws: Word[]): void => { if (ws.length) { if (!out.has(k)) out.set(k, []); out.get(k)!.push(...ws); } };
  cols.forEach((c, ci) => {
    const mine: Word[][] = [];
    // A role tag printed apart from its value ("S:   ACME LTD") goes with it.
    for (const m of cells.filter((_, n) => at[n] === ci)) {
      const last = mine[mine.length - 1];
      if (last && last.length === 1 && TAG.test(last[0].text)) last.push(...m);
      else mine.push([...m]);
    }
    if (!c.kind || mine.length === 0) return;
    if (!c.also) { for (const m of mine) add(c.kind, m); return; }
    const ws = mine.flat();
    if (!PAIRED.has(c.also)) { add(c.kind, ws); return; }
    const cut = ws.findIndex((w, i) => i > 0 && (w.text === '/' || w.text === '//'));
    const endSlash = ws.findIndex((w, i) => i < ws.length - 1 && /\/$/.test(w.text) && w.text.length > 1);
    if (cut > 0) { add(c.kind, withoutTag(ws.slice(0, cut))); add(c.also, withoutTag(ws.slice(cut + 1))); }
    else if (endSlash >= 0) {
      add(c.kind, withoutTag([...ws.slice(0, endSlash), { ...ws[endSlash], text: ws[endSlash].text.replace(/\/$/, '') }]));
      add(c.also, withoutTag(ws.slice(endSlash + 1)));
    } else add(c.kind, withoutTag(ws));
  });
  return { cells: out, leftAligned };
}

/** A cell without a role tag before it ("S: ACME LTD", "CNEE: …"), as a two-field column prints its fields. */
function withoutTag(ws: Word[]): Word[] {
  return ws.length > 1 && TAG.test(ws[0].text) ? ws.slice(1) : ws;
}
const TAG = /^[A-Za-z]{1,5}:$/;

function cellsOf(words: Word[]): Word[][] {
  const out: Word[][] = [];
  for (const w of words) {
    const cur = out[out.length - 1];
    const prev = cur?.[cur.length - 1];
    // A word printed over the one before it (a long description run into the next column's text) starts a cell.
    const gap = prev ? w.bbox[0] - prev.bbox[2] : 0;
    if (prev && gap < (w.bbox[3] - w.bbox[1]) * 0.4 && gap > -(w.bbox[3] - w.bbox[1]) * 0.2) cur.push(w);
    else out.push([w]);
  }
  return out;
}

const CLAUSE_LINE = /^(?:shipper'?s\s+load(?:\s*,?\s*stow)?(?:\s*,?\s*(?:and\s+)?count)?|said\s+to\s+contain|s\.\s?t\.\s?c\.|slac|stc)[.:]?$/i;

// "HS CODE: 845811", "HS: 8458.11", "H.S. Code No. 8458.11.00", "HTS 8458.11.0010": a line naming a row's HS code.
const HS_LINE = /^(?:h\.?\s?s\.?|hts(?:us)?|tariff)(?:\s*(?:code|no\.?|nr\.?|number))*\s*[:#.]?\s*(\d{4}(?:[.\s]?\d{2,4}){1,3}|\d{6,10})\.?$/i;

/** The words of an HS code line's code, or null when the line is none. */
function hsLine(ws: Word[]): Word[] | null {
  if (!HS_LINE.test(ws.map((w) => w.text).join(' ').trim())) return null;
  const at = ws.findIndex((w) => /^\d/.test(w.text.replace(/^[:#]+/, '')));
  return at < 0 ? null : ws.slice(at).map((w) => ({ ...w, text: w.text.replace(/^[:#]+|\.$/g, '') }));
}

const TOTAL_WORDS = new Set(['total', 'totals', 'subtotal', 'gesamt', 'summe', 'totaal', 'totale', 'totaux', 'totales', 'totais', 'razem', 'toplam']);
// Words a totals caption goes on with ("Total Number of Packages (in words)", "Total Gross Weight").
const TOTAL_CAPTION = new Set(['number', 'in', 'words', 'figures', 'say', 'amount', 'value', 'sum', 'qty', 'quantity', 'no', 'nos']);

/**
 * A totals line under a goods table ("TOTAL: 400 CARTONS", "Totals", "Total Number of Packages (in words)"):
 * it starts with a word for a total, followed by a colon, nothing, a figure or caption words only.
 */
function totalsLine(words: Word[]): boolean {
  let i = 0;
  if (/^(?:grand|sub)$/i.test(words[0]?.text ?? '')) i++;
  const first = words[i];
  if (!first || !TOTAL_WORDS.has(norm(first.text))) return false;
  if (/:$/.test(first.text) || i + 1 >= words.length) return true;
  const next = words[i + 1];
  // Another cell, or a figure: a total printed under its column ("TOTAL  400 CARTONS").
  if (next.bbox[0] - first.bbox[2] > (first.bbox[3] - first.bbox[1]) * 0.4 || /^\d/.test(next.text)) return true;
  const caption = cellsOf(words.slice(i))[0].slice(1).map((w) => w.text).join(' ');
  const tokens = norm(caption.replace(/[()]/g, ' ')).split(' ').filter(Boolean);
  return tokens.length > 0 && tokens.every((t) => HEADER_VOCAB.has(t) || TOTAL_CAPTION.has(t));
}

function hasLabel(words: Word[]): boolean {
  // A totals line starts with a label ("Total Gross Weight: ..."), possibly followed by a colon.
  for (let n = Math.min(6, words.length); n >= 1; n--) {
    const t = words.slice(0, n).map((w) => w.text).join(' ').replace(/:$/, '');
    if (labelKeysOf(t)) return true;
  }
  return false;
}
