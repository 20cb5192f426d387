/**
 * Goods tables read from word geometry: a header line is one where several known column names appear; the rows
 * below it are cut into columns at the midpoints between header names. A table continues on later pages when the
 * same header is printed again. Rows stop at the first line that carries a known field label (the totals).
 */
import type { PageContent, Word } from '../../types.ts';
import { COLUMN_WORDS, TABLE_COLUMN_WORDS, type ColumnKind } from './labels.ts';
import { labelKeysOf, normLabel, type Segment } from './locate.ts';
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

const norm = (s: string): string => normLabel(s.replace(/%/g, ' pct ').replace(/#/g, ' no '));

const PHRASES = new Map<string, ColumnKind>();
// The shared dictionary first: a wording it has keeps its kind.
for (const words of [COLUMN_WORDS, ...TABLE_COLUMN_WORDS]) {
  for (const [kind, list] of Object.entries(words) as Array<[ColumnKind, readonly string[]]>) {
    for (const w of list) if (!PHRASES.has(norm(w))) PHRASES.set(norm(w), kind);
  }
}
/** Every word of every column wording, and units printed beside a caption: what a header line is made of. */
const HEADER_VOCAB = new Set(['kg', 'kgs', 'lb', 'lbs', 't', 'cbm', 'm3', 'cft', 'cm', 'mm', 'in', 'pct', 'nos', 'of', 'and']);
for (const p of PHRASES.keys()) for (const t of p.split(' ')) HEADER_VOCAB.add(t);

// An unmatched header word gets a column of its own (kind null), so the values under it never merge into a
// neighbour's cell (a pieces count glued to a weight reads as one big number).
// A caption that names two fields ("SHIPPER / CONSIGNEE", "Container No." over "Seal No.") is one column with a
// second kind (`also`): its cell splits at a slash, or its second printed line (or second cell) is the second field.
// `parts`: the fields one caption names in a row, a semicolon apart ("Item number; Marks and numbers; Number and kind
// of packages; Description of goods"): one free-text column whose cells hold them all, in that order.
interface Column { kind: ColumnKind | null; x0: number; x1: number; unit?: string; also?: ColumnKind; parts?: ColumnKind[] }
interface HeaderColumn extends Column { words: Word[] }

const PHRASE_LIST = [...PHRASES.entries()].map(([p, kind]) => ({ p, kind, n: p.split(' ').length }));

/** The column a header text names; a header cut to its column width ("Rate / Charg") matches by prefix. */
function headerKind(text: string): ColumnKind | null {
  const t = norm(text);
  if (!t) return null;
  const exact = PHRASES.get(t);
  if (exact) return exact;
  const words = t.split(' ');
  if (t.length < 4 || words[words.length - 1].length < 2 || (words.length === 1 && t.length < 5)) return null;
  return PHRASE_LIST.find((e) => e.n === words.length && e.p.startsWith(t) && e.p.length > t.length)?.kind ?? null;
}

/** The two fields a caption names side by side: "SHIPPER / CONSIGNEE", "Shipper & Consignee", "Container/Seal No." */
function combinedKinds(text: string): [ColumnKind, ColumnKind] | null {
  const parts = text.split(/\s*(?:\/|&|\+)\s*|\s+and\s+/i).filter((p) => p.trim());
  if (parts.length !== 2) return null;
  const a = headerKind(parts[0]);
  const b = headerKind(parts[1]);
  return a && b && a !== b && PAIRED.has(a) && PAIRED.has(b) ? [a, b] : null;
}

// Fields printed two to a cell under one caption: the parties of a manifest line.
const PAIRED: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['shipper', 'consignee']);
// Captions printed over each other for a cell's two printed lines: parties, a description over its HS code.
const STACKED_PAIRS = new Set(['shipper consignee', 'consignee shipper', 'description hsCode']);

/**
 * The words of a header line that name its columns: units in brackets ("(kg)", "(L x W x H)") and box numbers of
 * numbered forms ("28.", "29. A.") are left out, so they neither count against a header nor join its wording.
 */
function captionWords(words: Word[]): Word[] {
  const out: Word[] = [];
  let depth = 0;
  let boxNo = false;
  for (const w of words) {
    const t = w.text;
    if (depth > 0 || t.startsWith('(')) {
      depth = Math.max(0, depth + (t.match(/\(/g)?.length ?? 0) - (t.match(/\)/g)?.length ?? 0));
      continue;
    }
    if (/^\d{1,2}[a-z]?[.)]$/i.test(t) || (boxNo && /^[a-z][.)]$/i.test(t))) { boxNo = true; continue; }
    boxNo = false;
    out.push(w);
  }
  return out;
}

/** Header columns of one printed line, word by word: the longest known wording first, others glued or alone. */
function lineColumns(line: Word[], others: Word[] = []): { cols: HeaderColumn[]; matched: number; counted: number } {
  const words = captionWords(line);
  const cols: HeaderColumn[] = [];
  let matched = 0;
  for (let i = 0; i < words.length;) {
    let hit = 0;
    for (let n = Math.min(6, words.length - i); n >= 1; n--) {
      // One caption's words are a space apart; two captions side by side are not one wording.
      if (n > 1 && words.slice(i + 1, i + n).some((w, k) => w.bbox[0] - words[i + k].bbox[2] > (w.bbox[3] - w.bbox[1]) * 1.2)) continue;
      const text = words.slice(i, i + n).map((w) => w.text).join(' ');
      const kind = headerKind(text);
      if (kind && !cols.some((c) => c.kind === kind || c.also === kind)) {
        cols.push({ kind, x0: words[i].bbox[0], x1: words[i + n - 1].bbox[2], words: words.slice(i, i + n) });
        hit = n;
        break;
      }
      const pair = kind ? null : combinedKinds(text);
      if (pair && !cols.some((c) => pair.includes(c.kind!) || pair.includes(c.also!))) {
        cols.push({ kind: pair[0], also: pair[1], x0: words[i].bbox[0], x1: words[i + n - 1].bbox[2], words: words.slice(i, i + n) });
        hit = n;
        break;
      }
    }
    if (!hit) {
      const w = words[i];
      const prev = cols[cols.length - 1];
      // A word a space away from the previous header belongs to it ("Gross Weight kg"); farther, it is a column.
      const gap = (w.bbox[3] - w.bbox[1]) * 0.45;
      // In a header over several lines, a word that sits under (or over) another line's caption is not glued.
      const under = others.some((o) => Math.min(o.bbox[2], w.bbox[2]) - Math.max(o.bbox[0], w.bbox[0]) > 0);
      if (prev && w.bbox[0] - prev.x1 < gap && !under) { prev.x1 = w.bbox[2]; prev.words.push(w); }
      else cols.push({ kind: null, x0: w.bbox[0], x1: w.bbox[2], words: [w] });
    }
    matched += hit;
    i += hit || 1;
  }
  return { cols: freeTextColumns(cols, line), matched, counted: words.length };
}

/**
 * Captions printed in one run, a semicolon and a space apart ("8. Item number; Marks and numbers; Number and kind of
 * packages; Description of goods"), head one free-text column: the box's text is written across it, not under
 * each caption. The column is the description's, and keeps the fields it names in order (`parts`).
 */
function freeTextColumns(cols: HeaderColumn[], line: Word[]): HeaderColumn[] {
  const out: HeaderColumn[] = [];
  for (const c of cols) {
    const prev = out[out.length - 1];
    const last = prev?.words[prev.words.length - 1];
    const h = last ? last.bbox[3] - last.bbox[1] : 0;
    // The semicolon ends the caption's last word, or a note mark left out of it ("packages (1);"); nothing else
    // between, each word a space from the next.
    const run = last ? line.filter((w) => w.bbox[0] >= last.bbox[0] && w.bbox[2] <= c.x0 + 1) : [];
    const chained = run.length > 0 && run.every((w, k) => k === 0 || (w.text.startsWith('(') && w.bbox[0] - run[k - 1].bbox[2] < h * 1.2))
      && c.x0 - run[run.length - 1].bbox[2] < h * 1.2;
    if (prev && last && prev.kind && c.kind && chained && /;$/.test(run[run.length - 1].text)) {
      const parts = [...(prev.parts ?? [prev.kind]), c.kind];
      out[out.length - 1] = { ...prev, kind: parts.includes('description') ? 'description' : parts[0], parts, x1: c.x1, words: [...prev.words, ...c.words] };
    } else out.push(c);
  }
  return out;
}

const kindsOf = (cols: Column[]): number => cols.filter((c) => c.kind).length + cols.filter((c) => c.also).length
  + cols.reduce((n, c) => n + Math.max(0, (c.parts?.length ?? 0) - 1), 0);
const kindList = (cols: Column[]): string => cols.map((c) => c.kind).filter(Boolean).sort().join(' ');

function headerColumns(words: Word[]): Column[] | null {
  const { cols, matched, counted } = lineColumns(words);
  return kindsOf(cols) >= 3 && matched >= counted * 0.7 ? cols : null;
}

/** Whether a printed line reads as (part of) a column header: its words are column wordings and units, no values. */
function headerLike(words: Word[]): boolean {
  const caption = captionWords(words);
  if (caption.length === 0) return words.length > 0;
  const tokens = norm(caption.map((w) => w.text).join(' ')).split(' ').filter(Boolean);
  if (tokens.length === 0 || tokens.some((t) => /\d/.test(t) && !HEADER_VOCAB.has(t))) return false;
  return tokens.filter((t) => HEADER_VOCAB.has(t)).length >= tokens.length * 0.7;
}

/** The kind a caption printed over several lines names: its whole wording, else the longest known wording in it. */
function stackedKind(text: string, used: Set<ColumnKind>): ColumnKind | null {
  const whole = headerKind(text);
  if (whole && !used.has(whole)) return whole;
  const t = ` ${norm(text)} `;
  let best: { p: string; kind: ColumnKind } | null = null;
  for (const e of PHRASE_LIST) {
    if (used.has(e.kind) || (best && e.p.length <= best.p.length)) continue;
    if (t.includes(` ${e.p} `)) best = e;
  }
  return best?.kind ?? null;
}

/**
 * A header printed over several lines ("NO. OF" over "PKGS", "Gross" over "Weight (kg)"): each line is cut into
 * captions as a one-line header is, captions that sit over each other are one column, read top to bottom.
 */
function stackedColumns(lines: Word[][]): Column[] | null {
  const parts = lines.flatMap((l, li) => lineColumns(l, lines.filter((_, k) => k !== li).flatMap(captionWords)).cols.map((c) => ({ ...c, li })));
  const parent = parts.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let a = 0; a < parts.length; a++) {
    for (let b = a + 1; b < parts.length; b++) {
      if (parts[a].li !== parts[b].li && Math.min(parts[a].x1, parts[b].x1) - Math.max(parts[a].x0, parts[b].x0) > 0) parent[root(b)] = root(a);
    }
  }
  const groups = new Map<number, typeof parts>();
  parts.forEach((p, i) => { const r = root(i); if (!groups.has(r)) groups.set(r, []); groups.get(r)!.push(p); });
  const cols: Column[] = [];
  const used = new Set<ColumnKind>();
  let matched = 0;
  let counted = 0;
  const ordered = [...groups.values()].sort((a, b) => Math.min(...a.map((p) => p.x0)) - Math.min(...b.map((p) => p.x0)));
  for (const g of ordered) {
    g.sort((a, b) => a.li - b.li || a.x0 - b.x0);
    const words = g.flatMap((p) => p.words);
    const text = words.map((w) => w.text).join(' ');
    // Two captions over each other that each name a field ("SHIPPER" over "CONSIGNEE"): one column for both.
    const split = g.length === 2 && g[0].li !== g[1].li && !headerKind(text) ? [g[0].kind, g[1].kind] : null;
    const both = split && split[0] && split[1] && STACKED_PAIRS.has(`${split[0]} ${split[1]}`)
      && headerKind(g[0].words.map((w) => w.text).join(' ')) === split[0] && headerKind(g[1].words.map((w) => w.text).join(' ')) === split[1]
      && !used.has(split[0]) && !used.has(split[1]) ? split as [ColumnKind, ColumnKind] : null;
    const one = g.length === 1 ? g[0].also : undefined;
    // A run of captions ("Number and kind of packages; description of goods") keeps the fields it names, its other
    // lines (a translation over it, a note under it) aside.
    const run = g.filter((p) => p.parts && p.kind && !used.has(p.kind));
    const parts = run.length === 1 ? run[0] : null;
    const kind = parts ? parts.kind : both ? both[0] : one && g[0].kind && !used.has(g[0].kind) ? g[0].kind : stackedKind(text, used);
    const also = both ? both[1] : one && !used.has(one) ? one : undefined;
    if (kind) { used.add(kind); matched += words.length; }
    if (also) used.add(also);
    counted += words.length;
    cols.push({ kind, also, ...(parts ? { parts: parts.parts } : {}), x0: Math.min(...g.map((p) => p.x0)), x1: Math.max(...g.map((p) => p.x1)) });
  }
  return kindsOf(cols) >= 3 && matched >= counted * 0.7 ? cols : null;
}

const top = (ws: Word[]): number => Math.min(...ws.map((w) => w.bbox[1]));
const bottom = (ws: Word[]): number => Math.max(...ws.map((w) => w.bbox[3]));

/**
 * The header a line starts, and how many printed lines it takes: a caption may go on in the lines directly
 * below it (header lines close together, made of column wordings and units only), up to three lines.
 */
function headerAt(merged: Word[][], i: number, runs: Word[][][]): { cols: Column[]; lines: number } | null {
  const found = headerLines(merged, i, runs);
  if (!found) return null;
  // A line of units only ("(kg)  (CBM)") right under the captions is part of the header, not a row.
  let n = found.lines;
  while (i + n < merged.length && unitsOnly(merged[i + n])) {
    const above = merged[i + n - 1];
    if (top(merged[i + n]) - bottom(above) >= (bottom(above) - top(above)) * 0.8) break;
    n++;
  }
  return { cols: found.cols, lines: n };
}

const unitText = (t: string): string => t.toLowerCase().replace(/^[([]+|[)\].,:;]+$/g, '');

/** Whether a printed line holds units alone ("(LBS)", "KGS  CBM"). */
function unitsOnly(words: Word[]): boolean {
  return words.length > 0 && words.every((w) => { const t = unitText(w.text); return WEIGHT_UNIT.test(t) || VOLUME_UNIT.test(t) || /^(?:cm|mm|in)$/.test(t); });
}

function headerLines(merged: Word[][], i: number, runs: Word[][][]): { cols: Column[]; lines: number } | null {
  const single = headerColumns(merged[i]);
  for (let n = Math.min(3, merged.length - i); n >= 2; n--) {
    const stack = merged.slice(i, i + n);
    const close = stack.every((l, k) => k === 0 || top(l) - bottom(stack[k - 1]) < (bottom(stack[k - 1]) - top(stack[k - 1])) * 0.8);
    if (!close) continue;
    // Every line is made of column wordings, or is a translation of one that is: a caption line in another language
    // printed over or under it, caption by caption ("Nazwa towaru" over "Description", "Kap Adedi ve Cinsi" over
    // "Number and kind of packages").
    const like = stack.map(headerLike);
    const cells = runs.slice(i, i + n).map(captionCells);
    if (!stack.every((_, k) => like[k] || stack.some((_o, m) => m !== k && like[m] && translates(cells[k], cells[m])))) continue;
    const cols = stackedColumns(stack);
    if (!cols) continue;
    // Lines above or below a whole one-line header (a title over it) count only when they name more columns or
    // other ones, or when they only go on with its captions: a translation over it, a caption's second line or units
    // under it, each printed under one caption.
    const alone = stack.map((l, k) => (k === 0 ? single : headerColumns(l)));
    const wholes = alone.filter((h): h is Column[] => !!h);
    const more = wholes.every((h) => kindsOf(cols) > kindsOf(h) || (kindsOf(cols) === kindsOf(h) && kindList(cols) !== kindList(h)));
    const head = alone.findIndex((h) => !!h);
    const goesOn = head >= 0 && kindsOf(cols) >= kindsOf(alone[head]!) && stack.every((l, k) => k === head || !!alone[k]
      || ((like[k] || k < head) && underCaptions(cells[k], cells[head])));
    if (more || goesOn) return { cols, lines: n };
  }
  return single ? { cols: single, lines: 1 } : null;
}

/**
 * The captions of a header line: each text-layer run's caption words, cut where they are farther apart than the
 * words of one wording are.
 */
function captionCells(lineRuns: Word[][]): Word[][] {
  const out: Word[][] = [];
  for (const run of lineRuns) {
    let cur: Word[] = [];
    for (const w of captionWords([...run].sort((a, b) => a.bbox[0] - b.bbox[0]))) {
      const last = cur[cur.length - 1];
      if (last && w.bbox[0] - last.bbox[2] > (w.bbox[3] - w.bbox[1]) * 1.2) { out.push(cur); cur = []; }
      cur.push(w);
    }
    if (cur.length) out.push(cur);
  }
  return out;
}
const spans = (a: Word[], b: Word[]): boolean => Math.min(a[a.length - 1].bbox[2], b[b.length - 1].bbox[2]) - Math.max(a[0].bbox[0], b[0].bbox[0]) > 0;

/** Whether every caption of a line sits over (or under) exactly one caption of `head`: a caption's other lines. */
function underCaptions(mine: Word[][], theirs: Word[][]): boolean {
  return mine.every((c) => theirs.filter((h) => spans(c, h)).length === 1);
}

/**
 * Whether a line is a header line's translation: captions without figures (box numbers aside), at least two, each
 * over (or under) at most one of the other line's captions, and most of them over one.
 */
function translates(mine: Word[][], theirs: Word[][]): boolean {
  if (mine.length < 2 || mine.some((c) => c.some((w) => /\d/.test(w.text)))) return false;
  const hits = mine.map((c) => theirs.filter((h) => spans(c, h)).length);
  return hits.every((h) => h <= 1) && hits.filter((h) => h === 1).length >= Math.max(2, mine.length * 0.6);
}

// Units a weight or volume column's header may print, in brackets or not ("(kg)", "KGS", "(CBM)", "m³").
const WEIGHT_UNIT = /^(?:kgs?|kilos?|kilograms?|lbs?|pounds?|mt|tons?|tonnes?)$/;
const VOLUME_UNIT = /^(?:cbm|m3|m³|cft|cuft|ft3|ft³)$/;
const LENGTH_UNIT = /^(?:mm|cm|m|in|inch(?:es)?)$/;
// A packages column captioned with the kind of package ("CTNS", "Pallets") counts packages of that kind.
const PACKAGE_UNIT = /^(?:ctns?|cartons?|plts?|pallets?|pkgs?|packages?|cases?|crates?|bags?|drums?|rolls?|bales?|kisten?|paletten?)$/;
const UNIT_KINDS: Partial<Record<ColumnKind, RegExp>> = { grossWeight: WEIGHT_UNIT, netWeight: WEIGHT_UNIT, volume: VOLUME_UNIT, dimensions: LENGTH_UNIT, packages: PACKAGE_UNIT };

/** Gives each weight or volume column the unit printed in its header (beside or under its caption). */
function headerUnits(cols: Column[], words: Word[]): void {
  for (const w of words) {
    if (PACKAGE_UNIT.test(unitText(w.text))) {
      const c = cols.find((x) => x.kind === 'packages' && x.x0 <= w.bbox[0] + 1 && w.bbox[2] <= x.x1 + 1);
      if (c && !c.unit) c.unit = unitText(w.text);
      continue;
    }
    const t = unitText(w.text);
    if (!WEIGHT_UNIT.test(t) && !VOLUME_UNIT.test(t) && !LENGTH_UNIT.test(t)) continue;
    let best: Column | null = null;
    let dist = Infinity;
    for (const c of cols) {
      const d = Math.max(0, c.x0 - w.bbox[2], w.bbox[0] - c.x1);
      if (d < dist) { dist = d; best = c; }
    }
    const re = best?.kind ? UNIT_KINDS[best.kind] : undefined;
    if (best?.kind === 'dimensions' && t === 'm' && !/^\(/.test(w.text)) continue;
    if (best && re?.test(t) && !best.unit) best.unit = t;
  }
}

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
