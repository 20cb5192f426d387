/**
 * Tables drawn with ruling lines: rules that touch each other form a grid; its distinct x and y positions
 * are the column and row boundaries; a missing rule between two grid cells means they are one merged cell.
 */
import type { BBox, PageContent, Rule } from '../types.ts';
import type { GridCell, GridTable } from '../extract/context.ts';
import { readingWords, type Segment } from './segments.ts';
import { sortWords, wordsIn, type PlacedWord } from './word-grid.ts';

const TOL = 2;

interface Seg {
  /** Fixed coordinate (y for horizontal, x for vertical) and the span along the other axis. */
  at: number;
  from: number;
  to: number;
}

/** Horizontal and vertical ruling segments (thin rects count as rules; larger rects give their 4 edges). */
function splitRules(rules: Rule[]): { h: Seg[]; v: Seg[] } {
  const h: Seg[] = [];
  const v: Seg[] = [];
  for (const r of rules) {
    const [x0, y0, x1, y1] = r.bbox;
    const w = x1 - x0;
    const ht = y1 - y0;
    if (ht <= 3 && w > 3) h.push({ at: (y0 + y1) / 2, from: x0, to: x1 });
    else if (w <= 3 && ht > 3) v.push({ at: (x0 + x1) / 2, from: y0, to: y1 });
    else if (w > 3 && ht > 3 && r.kind === 'rect') {
      h.push({ at: y0, from: x0, to: x1 }, { at: y1, from: x0, to: x1 });
      v.push({ at: x0, from: y0, to: y1 }, { at: x1, from: y0, to: y1 });
    }
  }
  return { h, v };
}

function touches(a: Seg, b: Seg): boolean {
  // a horizontal, b vertical (or vice versa): they meet when each one's span covers the other's position.
  return b.at >= a.from - TOL && b.at <= a.to + TOL && a.at >= b.from - TOL && a.at <= b.to + TOL;
}

function cluster(values: number[]): number[] {
  const s = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of s) if (!out.length || v - out[out.length - 1] > TOL) out.push(v);
  return out;
}

function covered(segs: Seg[], at: number, from: number, to: number): boolean {
  // Is the boundary at `at` drawn over (most of) [from, to]?
  const len = to - from;
  let cover = 0;
  for (const s of segs) {
    if (Math.abs(s.at - at) > TOL) continue;
    cover += Math.max(0, Math.min(s.to, to) - Math.max(s.from, from));
  }
  return cover >= len * 0.6;
}

/** Grid components: groups of horizontal and vertical rules connected by intersections. */
function components(h: Seg[], v: Seg[]): Array<{ h: Seg[]; v: Seg[] }> {
  const parent = [...h, ...v].map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < h.length; i++) for (let j = 0; j < v.length; j++) if (touches(h[i], v[j])) parent[find(i)] = find(h.length + j);
  const groups = new Map<number, { h: Seg[]; v: Seg[] }>();
  [...h, ...v].forEach((s, i) => {
    const k = find(i);
    if (!groups.has(k)) groups.set(k, { h: [], v: [] });
    if (i < h.length) groups.get(k)!.h.push(s);
    else groups.get(k)!.v.push(s);
  });
  return [...groups.values()];
}

function cellText(words: PlacedWord[], box: BBox): { text: string; confidence: number } {
  // `wordsIn` answers in vertical-centre order: visual lines are consecutive runs of it.
  const inside = wordsIn(words, box);
  if (!inside.length) return { text: '', confidence: 1 };
  const lines: PlacedWord[][] = [];
  let conf = 0;
  for (const p of inside) {
    conf += p.word.confidence;
    const last = lines[lines.length - 1];
    if (last && Math.abs(last[0].cy - p.cy) < Math.max(2, (p.word.bbox[3] - p.word.bbox[1]) * 0.5)) last.push(p);
    else lines.push([p]);
  }
  const text = lines.map((l) => readingWords(l.map((p) => p.word)).map((w) => w.text).join(' ')).join('\n');
  return { text, confidence: conf / inside.length };
}

/** counts[i] = number of true flags before index i (length flags.length + 1). */
function prefixCounts(flags: boolean[]): number[] {
  const counts = [0];
  for (let i = 0; i < flags.length; i++) counts.push(counts[i] + (flags[i] ? 1 : 0));
  return counts;
}

/** Tables from the ruling lines of one page. Grids with fewer than 2 rows or 2 columns are not tables. */
export function ruledTables(page: PageContent, segments: Segment[], sorted?: () => PlacedWord[]): GridTable[] {
  const { h, v } = splitRules(page.rules);
  const out: GridTable[] = [];
  // The caller may share the page's sorted words (bold marking needs them too): sorted once per page.
  const words = h.length + v.length ? (sorted ? sorted() : sortWords(segments)) : [];
  for (const comp of components(h, v)) {
    if (comp.h.length < 2 && comp.v.length < 2) continue;
    // Boundaries: every rule position, plus the extents of the rules (tables without an outer frame).
    const ys = cluster([...comp.h.map((s) => s.at), ...comp.v.flatMap((s) => [s.from, s.to])]);
    const xs = cluster([...comp.v.map((s) => s.at), ...comp.h.flatMap((s) => [s.from, s.to])]);
    if (ys.length < 3 || xs.length < 2) continue;
    const nr = ys.length - 1;
    const nc = xs.length - 1;
    if (nc < 2 && nr < 2) continue;
    const owner: number[][] = Array.from({ length: nr }, () => new Array(nc).fill(-1));
    const rows: Array<Array<GridCell | null>> = Array.from({ length: nr }, () => new Array(nc).fill(null));
    let id = 0;
    for (let r = 0; r < nr; r++) {
      for (let c = 0; c < nc; c++) {
        if (owner[r][c] >= 0) continue;
        let c2 = c;
        while (c2 + 1 < nc && !covered(comp.v, xs[c2 + 1], ys[r], ys[r + 1])) c2++;
        let r2 = r;
        while (r2 + 1 < nr && !covered(comp.h, ys[r2 + 1], xs[c], xs[c2 + 1])) r2++;
        for (let rr = r; rr <= r2; rr++) for (let cc = c; cc <= c2; cc++) owner[rr][cc] = id;
        id++;
        const box: BBox = [xs[c], ys[r], xs[c2 + 1], ys[r2 + 1]];
        const { text, confidence } = cellText(words, box);
        rows[r][c] = { text, bbox: box, rowSpan: r2 - r + 1, colSpan: c2 - c + 1, confidence };
      }
    }
    // Drop rows whose cells are all empty (thin bands between double rules).
    const keep = rows.map((row) => row.some((cell) => cell !== null && cell.text !== ''));
    const filtered = rows.filter((_, i) => keep[i]);
    // Drop columns that are empty everywhere (slivers between double rules).
    const colKeep = Array.from({ length: nc }, (_, c) => filtered.some((row) => row[c] !== null && row[c]!.text !== ''));
    const keptRows = keep.map((k, i) => (k ? i : -1)).filter((i) => i >= 0);
    const keptCols = colKeep.map((k, i) => (k ? i : -1)).filter((i) => i >= 0);
    // Kept rows/columns before each grid index: a span's kept length is a difference, not a scan per cell.
    const rowsBefore = prefixCounts(keep);
    const colsBefore = prefixCounts(colKeep);
    const final = filtered.map((row, fr) =>
      row
        .filter((_, c) => colKeep[c])
        .map((cell, fc) => {
          if (!cell) return null;
          const r0 = keptRows[fr];
          const c0 = keptCols[fc];
          const rowSpan = rowsBefore[Math.min(nr, r0 + cell.rowSpan)] - rowsBefore[r0];
          const colSpan = colsBefore[Math.min(nc, c0 + cell.colSpan)] - colsBefore[c0];
          return { ...cell, rowSpan, colSpan };
        }),
    );
    if (final.length < 1 || (final[0]?.length ?? 0) < 2 && final.length < 2) continue;
    if (final.flat().filter((c) => c && c.text).length < 2) continue;
    out.push({
      page: page.pageNumber,
      pages: [page.pageNumber],
      bbox: [xs[0], ys[0], xs[nc], ys[nr]],
      rows: final,
      headerRows: 0,
      header: [],
      method: 'rulings',
      source: page.textSource === 'ocr' ? 'ocr' : 'text',
    });
  }
  return out.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
}
