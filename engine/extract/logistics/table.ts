/**
 * Goods tables read from word geometry: a header line is one where several known column names appear; the rows
 * below it are cut into columns at the midpoints between header names. A table continues on later pages when the
 * same header is printed again. Rows stop at the first line that carries a known field label (the totals).
 */
import type { PageContent, Word } from '../../types.ts';
import { COLUMN_WORDS, type ColumnKind } from './labels.ts';
import { labelKeysOf, normLabel, type Segment } from './locate.ts';

export interface TableCellRead { text: string; seg: Segment }
export type TableRow = Partial<Record<ColumnKind, TableCellRead>>;

const norm = (s: string): string => normLabel(s.replace(/%/g, ' pct ').replace(/#/g, ' no '));
const PHRASES = new Map<string, ColumnKind>();
for (const [kind, list] of Object.entries(COLUMN_WORDS) as Array<[ColumnKind, readonly string[]]>) {
  for (const w of list) if (!PHRASES.has(norm(w))) PHRASES.set(norm(w), kind);
}

// An unmatched header word gets a column of its own (kind null), so the values under it never merge into a
// neighbour's cell (a pieces count glued to a weight reads as one big number).
interface Column { kind: ColumnKind | null; x0: number; x1: number }

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

function headerColumns(words: Word[]): Column[] | null {
  const cols: Column[] = [];
  let matchedWords = 0;
  for (let i = 0; i < words.length;) {
    let hit = 0;
    for (let n = Math.min(6, words.length - i); n >= 1; n--) {
      const kind = headerKind(words.slice(i, i + n).map((w) => w.text).join(' '));
      if (kind && !cols.some((c) => c.kind === kind)) {
        cols.push({ kind, x0: words[i].bbox[0], x1: words[i + n - 1].bbox[2] });
        hit = n;
        break;
      }
    }
    if (!hit) {
      const w = words[i];
      const prev = cols[cols.length - 1];
      // A word a space away from the previous header belongs to it ("Gross Weight kg"); farther, it is a column.
      const gap = (w.bbox[3] - w.bbox[1]) * 0.45;
      if (prev && w.bbox[0] - prev.x1 < gap) prev.x1 = w.bbox[2];
      else cols.push({ kind: null, x0: w.bbox[0], x1: w.bbox[2] });
    }
    matchedWords += hit;
    i += hit || 1;
  }
  return cols.filter((c) => c.kind).length >= 3 && matchedWords >= words.length * 0.7 ? cols : null;
}

/** Every row of every goods table in the document, pages in order. */
export function readTables(pages: PageContent[]): TableRow[] {
  const rows: TableRow[] = [];
  for (const page of pages) {
    const lines = [...page.lines].sort((a, b) => a.bbox[1] - b.bbox[1]);
    // Lines that share a baseline are merged: a row may come out of the text layer as several lines.
    const merged: Word[][] = [];
    for (const l of lines) {
      const last = merged[merged.length - 1];
      const ref = last?.[0];
      const overlap = ref ? Math.min(ref.bbox[3], l.bbox[3]) - Math.max(ref.bbox[1], l.bbox[1]) : 0;
      if (ref && overlap > Math.min(ref.bbox[3] - ref.bbox[1], l.bbox[3] - l.bbox[1]) * 0.5) last.push(...l.words);
      else merged.push([...l.words]);
    }
    let cols: Column[] | null = null;
    let bounds: number[] = [];
    for (const raw of merged) {
      const words = raw.sort((a, b) => a.bbox[0] - b.bbox[0]);
      const header = headerColumns(words);
      if (header) {
        cols = header.sort((a, b) => a.x0 - b.x0);
        bounds = cols.slice(1).map((c, i) => (cols![i].x1 + c.x0) / 2);
        continue;
      }
      if (!cols) continue;
      const text = words.map((w) => w.text).join(' ');
      if (hasLabel(words)) { cols = null; continue; }
      const cells = new Map<ColumnKind, Word[]>();
      // Words a space apart form one cell; a cell goes to the header it overlaps most (a long left-aligned
      // description runs past the midpoint to the next header), else to the column its centre falls in.
      for (const cell of cellsOf(words)) {
        const x0 = cell[0].bbox[0];
        const x1 = cell[cell.length - 1].bbox[2];
        let ci = -1;
        let best = 0;
        cols.forEach((c, i) => { const o = Math.min(x1, c.x1) - Math.max(x0, c.x0); if (o > best) { best = o; ci = i; } });
        if (ci < 0) {
          const cx = (x0 + x1) / 2;
          ci = bounds.findIndex((b) => cx < b);
          if (ci < 0) ci = cols.length - 1;
        }
        const k = cols[ci].kind;
        if (!k) continue;
        if (!cells.has(k)) cells.set(k, []);
        cells.get(k)!.push(...cell);
      }
      if (cells.size < Math.min(2, cols.filter((c) => c.kind).length) || !text.trim()) { cols = null; continue; }
      const row: TableRow = {};
      for (const [k, ws] of cells) {
        const t = ws.map((w) => w.text).join(' ');
        row[k] = { text: t, seg: {
          page: page.pageNumber, text: t, line: 0, size: ws[0].fontSize ?? 8, source: ws[0].source,
          confidence: ws.reduce((a, w) => a + w.confidence, 0) / ws.length,
          bbox: [ws[0].bbox[0], Math.min(...ws.map((w) => w.bbox[1])), ws[ws.length - 1].bbox[2], Math.max(...ws.map((w) => w.bbox[3]))],
        } };
      }
      rows.push(row);
    }
  }
  return rows;
}

function cellsOf(words: Word[]): Word[][] {
  const out: Word[][] = [];
  for (const w of words) {
    const cur = out[out.length - 1];
    const prev = cur?.[cur.length - 1];
    if (prev && w.bbox[0] - prev.bbox[2] < (w.bbox[3] - w.bbox[1]) * 0.4) cur.push(w);
    else out.push([w]);
  }
  return out;
}

function hasLabel(words: Word[]): boolean {
  // A totals line starts with a label ("Total Gross Weight: ..."), possibly followed by a colon.
  for (let n = Math.min(6, words.length); n >= 1; n--) {
    const t = words.slice(0, n).map((w) => w.text).join(' ').replace(/:$/, '');
    if (labelKeysOf(t)) return true;
  }
  return false;
}
