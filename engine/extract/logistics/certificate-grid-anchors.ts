/**
 * Where each item's row of a certificate's numbered goods grid begins. Item numbers are small figures alone in a
 * narrow column, and a scan's OCR drops some ("1", "2", "3", "6" read, "4" and "5" not): the rows of the numbers
 * it missed still begin where the grid's lines start again after a blank line, between the numbers it read.
 */
import type { Line } from '../../types.ts';

/** The top of an item's row, and the height of its first line (the slack a row's top is read with). */
export interface RowStart { top: number; h: number; no: number | null }

const height = (l: Line): number => l.bbox[3] - l.bbox[1];
const itemNo = (l: Line): number => Number(l.text.trim().replace(/\.$/, ''));

/** Lines grouped into blocks one under the other, a new block wherever a blank line comes before a line. */
function blocks(lines: Line[]): Line[][] {
  const out: Line[][] = [];
  let bottom = -Infinity;
  for (const l of [...lines].sort((a, b) => a.bbox[1] - b.bbox[1])) {
    if (!out.length || l.bbox[1] - bottom > height(l) * 1.2) out.push([]);
    out[out.length - 1].push(l);
    bottom = Math.max(bottom, l.bbox[3]);
  }
  return out;
}

/**
 * Where an item number's row begins: at the top of the lines level with the number, where they stand taller (a scan
 * reads a small figure's box tighter than the words' beside it).
 */
function startOf(a: Line, grid: Line[]): number {
  // Only taller lines: one of the same size set a little higher is the line above's (marks running on down).
  const level = grid.filter((l) => l.bbox[1] < a.bbox[3] && l.bbox[3] > a.bbox[1] && l.bbox[1] >= a.bbox[1] - height(a) && height(l) > height(a) * 1.3);
  return Math.min(a.bbox[1], ...level.map((l) => l.bbox[1]));
}

/**
 * The rows' starts: each item number read, and between two numbers that skip some ("3" then "6"), the first line
 * of each block of the grid's lines between them, where there are exactly as many such blocks as numbers skipped.
 */
export function rowStarts(anchors: Line[], grid: Line[]): RowStart[] {
  const out: RowStart[] = [];
  anchors.forEach((a, k) => {
    const top = startOf(a, grid);
    out.push({ top, h: height(a), no: itemNo(a) });
    const b = anchors[k + 1];
    const skipped = b ? itemNo(b) - itemNo(a) - 1 : 0;
    if (skipped < 1) return;
    // The blocks from a's row down to b's: the first is a's row and the last b's, the ones between the rows skipped.
    const found = blocks(grid.filter((l) => l.bbox[1] >= top - height(a) * 0.3 && l.bbox[1] <= b.bbox[3]));
    if (found.length !== skipped + 2 || !found[found.length - 1].includes(b)) return;
    for (const block of found.slice(1, -1)) {
      const first = block.reduce((x, y) => (y.bbox[1] < x.bbox[1] ? y : x));
      out.push({ top: first.bbox[1], h: height(first), no: null });
    }
  });
  return out;
}
