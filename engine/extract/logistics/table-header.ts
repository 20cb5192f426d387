/**
 * Recognising a goods table's header: which printed lines are column captions (the shared column wordings of
 * labels.ts, stacked or bilingual captions, a caption's units on the line below), and where each column runs.
 * table.ts cuts the rows under a header into these columns.
 */
import type { Word } from '../../types.ts';
import { COLUMN_WORDS, TABLE_COLUMN_WORDS, type ColumnKind } from './labels.ts';
import { normLabel } from './label-lookup.ts';
import { qualifiedCaptions } from './table-header-qualified.ts';
import { fieldlessCaption, noteStart, perPackageCaption, sizeCaptions } from './table-blank-captions.ts';
import { unitCaptions, unitsOnly } from './table-header-units.ts';
import { fieldlessLines, subCaption } from './table-header-lines.ts';

export { headerUnits } from './table-header-units.ts';

export const norm = (s: string): string => normLabel(s.replace(/%/g, ' pct ').replace(/#/g, ' no '));

const PHRASES = new Map<string, ColumnKind>();
// The shared dictionary first: a wording it has keeps its kind.
for (const words of [COLUMN_WORDS, ...TABLE_COLUMN_WORDS]) {
  for (const [kind, list] of Object.entries(words) as Array<[ColumnKind, readonly string[]]>) {
    for (const w of list) if (!PHRASES.has(norm(w))) PHRASES.set(norm(w), kind);
  }
}
/** Every word of every column wording, and units printed beside a caption: what a header line is made of. */
// Square metres ("m2", "m²", "sqm") caption the area a tile or flooring list sells by: a unit, not a value.
export const HEADER_VOCAB = new Set(['kg', 'kgs', 'lb', 'lbs', 't', 'cbm', 'm3', 'm2', 'sqm', 'cft', 'cm', 'mm', 'in', 'pct', 'nos', 'of', 'and']);
for (const p of PHRASES.keys()) for (const t of p.split(' ')) HEADER_VOCAB.add(t);

// An unmatched header word gets a column of its own (kind null), so the values under it never merge into a
// neighbour's cell (a pieces count glued to a weight reads as one big number).
// A caption that names two fields ("SHIPPER / CONSIGNEE", "Container No." over "Seal No.") is one column with a
// second kind (`also`): its cell splits at a slash, or its second printed line (or second cell) is the second field.
// `parts`: the fields one caption names in a row, a semicolon apart ("Item number; Marks and numbers; Number and kind
// of packages; Description of goods"): one free-text column whose cells hold them all, in that order.
// `caption`: the wording of a column of no known field printed over several lines (a one-line header's columns keep
// their words), read by what the column's cells mean beside a known one (a "KIND" column beside a count of packages).
// `firstLine`: the column's cell is its first printed line; a caption of its own under the column's (translated)
// caption names what the lines under it hold (a shade or article code under the goods' words).
export interface Column { kind: ColumnKind | null; x0: number; x1: number; unit?: string; also?: ColumnKind; parts?: ColumnKind[]; caption?: string; firstLine?: boolean }
export interface HeaderColumn extends Column { words: Word[] }

/** The printed wording of a column's caption, when the header kept it. */
export const captionOf = (c: Column): string => c.caption ?? ((c as Partial<HeaderColumn>).words ?? []).map((w) => w.text).join(' ');

const PHRASE_LIST = [...PHRASES.entries()].map(([p, kind]) => ({ p, kind, n: p.split(' ').length }));

/** The column a header text names; a header cut to its column width ("Rate / Charg") matches by prefix. */
export function headerKind(text: string): ColumnKind | null {
  const t = norm(text);
  if (!t) return null;
  const exact = PHRASES.get(t);
  if (exact) return exact;
  // A caption and its translation a slash apart ("Uraian Barang / Description", "Tanda / Marks"): the side the
  // dictionary knows names the column. Two known sides that differ are two fields ("SHIPPER / CONSIGNEE"), and an
  // unknown side holding a known word is two captions run together ("No. Tanda / Marks").
  const sides = text.split(/\s+\/\s+/);
  if (sides.length === 2) {
    const [a, b] = sides.map((x) => PHRASES.get(norm(x)) ?? null);
    const loose = (x: string): boolean => norm(x).split(' ').some((w) => PHRASES.has(w));
    if ((a || b) && (a ? !b ? !loose(sides[1]) : a === b : !loose(sides[0]))) return a ?? b;
  }
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
export const PAIRED: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['shipper', 'consignee']);
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
  const sizes = sizeCaptions(words.map((w) => w.text));
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
    if (!hit && (sizes.has(words[i].text) || perPackageCaption(words[i].text))) {
      cols.push({ kind: null, x0: words[i].bbox[0], x1: words[i].bbox[2], words: [words[i]] });
      matched++;
      i++;
      continue;
    }
    if (!hit) {
      const w = words[i];
      const prev = cols[cols.length - 1];
      // A word a space away from the previous header belongs to it ("Gross Weight kg"); farther, it is a column.
      const gap = (w.bbox[3] - w.bbox[1]) * 0.45;
      // In a header over several lines, a word that sits under (or over) another line's caption is not glued.
      const under = others.some((o) => Math.min(o.bbox[2], w.bbox[2]) - Math.max(o.bbox[0], w.bbox[0]) > 0);
      if (prev && w.bbox[0] - prev.x1 < gap && !under) {
        // A second seal column named by whose seal it holds ("CARRIER SEAL | CUSTOMS SEAL"): seals too.
        if (!prev.kind && prev.words.length === 1 && headerKind(w.text) === 'seal' && cols.some((c) => c.kind === 'seal')) prev.kind = 'seal';
        prev.x1 = w.bbox[2]; prev.words.push(w);
      } else cols.push({ kind: null, x0: w.bbox[0], x1: w.bbox[2], words: [w] });
    }
    matched += hit;
    i += hit || 1;
  }
  // A container list's caption of no field ("Status", "Return Yard") is a caption all the same, as a whole.
  for (const c of cols) if (!c.kind && fieldlessCaption(captionOf(c))) matched += c.words.length;
  return { cols: freeTextColumns(unitCaptions(qualifiedCaptions(cols)), line), matched, counted: words.length };
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

export const kindsOf = (cols: Column[]): number => cols.filter((c) => c.kind).length + cols.filter((c) => c.also).length
  + cols.reduce((n, c) => n + Math.max(0, (c.parts?.length ?? 0) - 1), 0);
const kindList = (cols: Column[]): string => cols.map((c) => c.kind).filter(Boolean).sort().join(' ');

function headerColumns(line: Word[]): Column[] | null {
  const note = noteStart(line);
  const { cols, matched, counted } = lineColumns(note === null ? line : line.filter((w) => w.bbox[0] < note));
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

/**
 * The kind a caption printed over several lines names: its whole wording, else the longest known wording in it. A
 * bare "TOTAL" over another field's wording ("TOTAL" over "N.W. KG") qualifies it: the column is that field's (the
 * line's total of it), not a charge total.
 */
function stackedKind(text: string, used: Set<ColumnKind>): ColumnKind | null {
  const whole = headerKind(text);
  if (whole && !used.has(whole)) return whole;
  const t = ` ${norm(text)} `;
  let best: { p: string; kind: ColumnKind } | null = null;
  let total: ColumnKind | null = null;
  for (const e of PHRASE_LIST) {
    if (used.has(e.kind) || (best && e.p.length <= best.p.length) || !t.includes(` ${e.p} `)) continue;
    if (e.p === TOTAL_WORD) total = e.kind;
    else best = e;
  }
  return best?.kind ?? total;
}
const TOTAL_WORD = 'total';
const namesField = (text: string): boolean => stackedKind(text, new Set()) !== null;

/**
 * Two pieces of one line a space apart, one of them no known wording: one caption cut where a known word ends it
 * ("Nombre et nature des" + "colis", a translation under "Number & kind of packages").
 */
function oneCaption(a: HeaderColumn, b: HeaderColumn, runOf: Map<Word, number>): boolean {
  if (a.kind && b.kind) return false;
  const [l, r] = a.x0 <= b.x0 ? [a, b] : [b, a];
  // Captions of two columns may print as close: one caption is one text-layer run.
  const run = runOf.get(l.words[l.words.length - 1]);
  if (run === undefined || run !== runOf.get(r.words[0])) return false;
  const h = l.words[l.words.length - 1].bbox[3] - l.words[l.words.length - 1].bbox[1];
  const gap = r.x0 - l.x1;
  return gap >= -1 && gap < h * 0.45;
}

/**
 * A header printed over several lines ("NO. OF" over "PKGS", "Gross" over "Weight (kg)"): each line is cut into
 * captions as a one-line header is, captions that sit over each other are one column, read top to bottom.
 */
function stackedColumns(lines: Word[][], lineRuns: Word[][][] = []): Column[] | null {
  const runOf = new Map<Word, number>();
  lineRuns.flat().forEach((run, k) => { for (const w of run) runOf.set(w, k); });
  const parts = lines.flatMap((l, li) => lineColumns(l, lines.filter((_, k) => k !== li).flatMap(captionWords)).cols.map((c) => ({ ...c, li })));
  const parent = parts.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let a = 0; a < parts.length; a++) {
    for (let b = a + 1; b < parts.length; b++) {
      if (parts[a].li !== parts[b].li && Math.min(parts[a].x1, parts[b].x1) - Math.max(parts[a].x0, parts[b].x0) > 0) parent[root(b)] = root(a);
      else if (parts[a].li === parts[b].li && oneCaption(parts[a], parts[b], runOf)) parent[root(b)] = root(a);
    }
  }
  const groups = new Map<number, typeof parts>();
  parts.forEach((p, i) => { const r = root(i); if (!groups.has(r)) groups.set(r, []); groups.get(r)!.push(p); });
  const cols: Column[] = [];
  const used = new Set<ColumnKind>();
  let matched = 0;
  let counted = 0;
  const sizes = sizeCaptions(lines.flatMap((l) => captionWords(l).map((w) => w.text)));
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
    // A paired caption ("Shipper / Consignee") under (or over) its translation, which names no field, still pairs.
    const named = g.filter((p) => p.kind);
    const one = named.length === 1 && (g.length === 1 || named[0].also) ? named[0].also : undefined;
    // A run of captions ("Number and kind of packages; description of goods") keeps the fields it names, its other
    // lines (a translation over it, a note under it) aside.
    const run = g.filter((p) => p.parts && p.kind && !used.has(p.kind));
    const parts = run.length === 1 ? run[0] : null;
    // A figure per package, or one size of a size breakdown: a caption, of no field.
    // "Pcs/" over "ctn": the caption is per package only as a whole.
    const blank = g.some((p) => perPackageCaption(p.words.map((w) => w.text).join(' '))) || perPackageCaption(text) || words.every((w) => sizes.has(w.text))
      || fieldlessCaption(text) || fieldlessLines(g, namesField);
    if (blank) { matched += words.length; counted += words.length; cols.push({ kind: null, x0: Math.min(...g.map((p) => p.x0)), x1: Math.max(...g.map((p) => p.x1)) }); continue; }
    const kind = parts ? parts.kind : both ? both[0] : one && !used.has(named[0].kind!) ? named[0].kind : stackedKind(text, used);
    const also = both ? both[1] : one && !used.has(one) ? one : undefined;
    if (kind) { used.add(kind); matched += words.length; }
    if (also) used.add(also);
    counted += words.length;
    const firstLine = kind === 'description' && subCaption(g, (t) => PHRASES.get(norm(t)) ?? null, namesField);
    cols.push({ kind, also, ...(parts ? { parts: parts.parts } : {}), ...(kind ? {} : { caption: text }), ...(firstLine ? { firstLine } : {}), x0: Math.min(...g.map((p) => p.x0)), x1: Math.max(...g.map((p) => p.x1)) });
  }
  return kindsOf(cols) >= 3 && matched >= counted * 0.7 ? cols : null;
}

export const top = (ws: Word[]): number => Math.min(...ws.map((w) => w.bbox[1]));
export const bottom = (ws: Word[]): number => Math.max(...ws.map((w) => w.bbox[3]));

/**
 * The header a line starts, and how many printed lines it takes: a caption may go on in the lines directly
 * below it (header lines close together, made of column wordings and units only), up to three lines.
 */
export function headerAt(merged: Word[][], i: number, runs: Word[][][]): { cols: Column[]; lines: number; noteAt?: number } | null {
  const found = headerLines(merged, i, runs);
  if (!found) return null;
  // A line of units only ("(kg)  (CBM)") right under the captions is part of the header, not a row.
  let n = found.lines;
  while (i + n < merged.length && unitsOnly(merged[i + n])) {
    const above = merged[i + n - 1];
    if (top(merged[i + n]) - bottom(above) >= (bottom(above) - top(above)) * 0.8) break;
    n++;
  }
  // A note beside a one-line header goes on down the lines beside the rows: the table ends where it starts.
  const note = found.lines === 1 ? noteStart(merged[i]) : null;
  containerSize(found.cols);
  return { cols: found.cols, lines: n, ...(note !== null && found.cols.every((c) => c.x1 < note) ? { noteAt: note } : {}) };
}

/**
 * A bare "Size" caption beside a container number column is the container's size/type ("40' HC"): alone it may be
 * a garment's size, so it names the field only in a container list.
 */
function containerSize(cols: Column[]): void {
  if (!cols.some((c) => c.kind === 'container') || cols.some((c) => c.kind === 'sizeType')) return;
  const size = cols.find((c) => !c.kind && /^(?:size|cntr size|container size|eqp size)$/.test(norm(captionOf(c))));
  if (size) size.kind = 'sizeType';
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
    // A caption with its value after a colon ("Containers (pick up at): ECT DELTA TERMINAL") is a field, not a
    // translation of the captions under it.
    const valued = stack.map((l) => l.some((w, k) => k < l.length - 1 && /:$/.test(w.text)));
    if (!stack.every((_, k) => like[k] || (!valued[k] && stack.some((_o, m) => m !== k && like[m] && translates(cells[k], cells[m]))))) continue;
    const cols = stackedColumns(stack, runs.slice(i, i + n));
    if (!cols) continue;
    // Lines above or below a whole one-line header (a title over it) count only when they name more columns or
    // other ones, or when they only go on with its captions: a translation over it, a caption's second line or units
    // under it, each printed under one caption.
    const alone = stack.map((l, k) => (k === 0 ? single : headerColumns(l)));
    const wholes = alone.filter((h): h is Column[] => !!h);
    const more = wholes.every((h) => kindsOf(cols) > kindsOf(h) || (kindsOf(cols) === kindsOf(h) && kindList(cols) !== kindList(h)));
    const head = alone.findIndex((h) => !!h);
    const goesOn = head >= 0 && (kindsOf(cols) >= kindsOf(alone[head]!) || reread(alone[head]!, cols)) && stack.every((l, k) => k === head || !!alone[k]
      || ((like[k] || k < head) && underCaptions(cells[k], cells[head])));
    if (more || goesOn) return { cols, lines: n };
  }
  return single ? { cols: single, lines: 1 } : null;
}

/**
 * Whether each column of a one-line header that the stacked reading lacks is read there as another field: a caption
 * word that alone names a field of its own but heads a longer caption ("TOTAL" over "QTY (PCS)": the quantity).
 */
function reread(single: Column[], stacked: Column[]): boolean {
  const kinds = new Set(stacked.map((c) => c.kind));
  return single.every((c) => !c.kind || kinds.has(c.kind) || stacked.some((o) => o.kind && o.x0 < c.x1 && c.x0 < o.x1));
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
  // A unit is no figure ("Tilavuus m3" over "Volume m3").
  if (mine.length < 2 || mine.some((c) => c.some((w) => /\d/.test(w.text) && !HEADER_VOCAB.has(norm(w.text))))) return false;
  const hits = mine.map((c) => theirs.filter((h) => spans(c, h)).length);
  return hits.every((h) => h <= 1) && hits.filter((h) => h === 1).length >= Math.max(2, mine.length * 0.6);
}
