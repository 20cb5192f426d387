/**
 * Header cells read by their word runs: a cell's runs apart (headerChunks), and a code column that the grid ran
 * into the description column beside it (splitCodeColumn).
 */
import type { BBox } from '../types.ts';
import type { ExtractContext, GridCell, GridTable } from './context.ts';
import { headerRole } from './line-items-roles.ts';

/** Word runs of a header cell split at gaps wider than half the type height, left to right. */
export function headerChunks(ctx: ExtractContext, page: number, cell: GridCell): Array<{ text: string; bbox: BBox }> {
  const words = cellWords(ctx, page, cell);
  const out: Array<{ text: string; bbox: BBox }> = [];
  for (const w of words) {
    const last = out[out.length - 1];
    const h = w.bbox[3] - w.bbox[1];
    if (last && w.bbox[0] - last.bbox[2] <= h * 0.5) {
      last.text += ` ${w.text}`;
      last.bbox = [last.bbox[0], Math.min(last.bbox[1], w.bbox[1]), Math.max(last.bbox[2], w.bbox[2]), Math.max(last.bbox[3], w.bbox[3])];
    } else out.push({ text: w.text, bbox: [...w.bbox] as BBox });
  }
  return out;
}

/**
 * A code column printed so close left of the descriptions that the grid runs the two into one column ("Code
 * Description" over "FRT  Sea freight", "SKU  Item" over "A-112  Hinge"): each body cell that starts with words
 * left of the description's header word loses them, and its box starts where the description does. The code stays
 * on the page for readers that look left of the description (a freight invoice's charge code).
 */
export function splitCodeColumn(ctx: ExtractContext, t: GridTable): GridTable {
  if (t.headerRows !== 1) return t;
  let out: GridTable | null = null;
  t.rows[0].forEach((cell, c) => {
    if (!cell) return;
    const chunks = headerChunks(ctx, t.page, cell);
    if (chunks.length !== 2 || headerRole(chunks[0].text) !== 'code' || headerRole(chunks[1].text) !== 'description') return;
    // Descriptions start under their header word; a code starts under its own, left of it.
    const cut = chunks[1].bbox[0] - (chunks[1].bbox[3] - chunks[1].bbox[1]) * 0.5;
    for (let r = 1; r < t.rows.length; r++) {
      const body = t.rows[r][c];
      if (!body) continue;
      const lead = cellWords(ctx, t.page, body).filter((w) => w.bbox[1] <= body.bbox[1] + 1 && w.bbox[0] < cut);
      const code = lead.map((w) => w.text).join(' ');
      if (!lead.length || !body.text.startsWith(code)) continue;
      const rest = body.text.slice(code.length).trim();
      if (!rest) continue;
      out ??= { ...t, rows: t.rows.map((row) => row.slice()) };
      out.rows[r][c] = { ...body, text: rest, bbox: [Math.max(...lead.map((w) => w.bbox[2])) + 0.5, body.bbox[1], body.bbox[2], body.bbox[3]] };
    }
  });
  return out ?? t;
}

/** The words whose centres lie in `cell` (half a point's slack), left to right: a header cell's or a body cell's. */
function cellWords(ctx: ExtractContext, page: number, cell: GridCell): Array<{ text: string; bbox: BBox }> {
  const words: Array<{ text: string; bbox: BBox }> = [];
  for (const l of ctx.pageLines(page)) {
    if (l.bbox[3] < cell.bbox[1] || l.bbox[1] > cell.bbox[3]) continue;
    for (const w of l.words) {
      const cx = (w.bbox[0] + w.bbox[2]) / 2;
      const cy = (w.bbox[1] + w.bbox[3]) / 2;
      if (cx >= cell.bbox[0] - 0.5 && cx <= cell.bbox[2] + 0.5 && cy >= cell.bbox[1] - 0.5 && cy <= cell.bbox[3] + 0.5) words.push(w);
    }
  }
  return words.sort((a, b) => a.bbox[0] - b.bbox[0]);
}
