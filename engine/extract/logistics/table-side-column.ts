/** A table printed beside a narrow side column of captioned values: its header found without the side column's text. */
import type { Word } from '../../types.ts';
import { headerAt } from './table-header.ts';

/**
 * A table printed beside a column of captioned values (a reference column down the page's left edge: "No. D/O" over
 * its number, "Tarikh / Date" over a date): the text layer puts each of the table's printed lines together with the
 * side column's line at that height, so its header reads as one only without it. Cut at the first wide gap of the
 * line (several words' width, past what a caption's words leave), the lines' right parts are tried as a header; the
 * rows under it are read from where that header starts (`leftAt`), the side column's lines left out.
 */
export interface SideHeader { header: NonNullable<ReturnType<typeof headerAt>>; merged: Word[][]; runs: Word[][][]; leftAt: number }

/** How far the side column's text and the table's first caption are apart at least, in text heights. */
const SIDE_GAP = 6;
/** The most of the printed line's width the side column may take. */
const SIDE_SHARE = 0.35;

export function headerBesideColumn(merged: Word[][], runs: Word[][][], i: number): SideHeader | null {
  const line = runs[i];
  if (line.length < 2) return null;
  const ordered = [...line].sort((a, b) => a[0].bbox[0] - b[0].bbox[0]);
  const first = ordered[0];
  const end = Math.max(...first.map((w) => w.bbox[2]));
  const height = first[0].bbox[3] - first[0].bbox[1];
  if (ordered[1][0].bbox[0] - end < height * SIDE_GAP) return null;
  // A side column is narrow beside its table: two columns of text side by side (two party boxes) are no such pair.
  const right = Math.max(...ordered[ordered.length - 1].map((w) => w.bbox[2]));
  if (end - first[0].bbox[0] > (right - first[0].bbox[0]) * SIDE_SHARE) return null;
  // The header's lines and the units under it: at most four printed lines.
  const n = Math.min(4, merged.length - i);
  const keep = (w: Word) => w.bbox[0] > end;
  const cutMerged = merged.slice(i, i + n).map((l) => l.filter(keep));
  const cutRuns = runs.slice(i, i + n).map((rs) => rs.map((run) => run.filter(keep)).filter((run) => run.length));
  if (cutMerged.some((l) => l.length === 0)) cutMerged.length = cutMerged.findIndex((l) => l.length === 0);
  if (cutMerged.length === 0) return null;
  const header = headerAt(cutMerged, 0, cutRuns);
  if (!header) return null;
  const start = Math.min(...cutMerged.slice(0, header.lines).flat().map((w) => w.bbox[0]));
  return { header, merged: cutMerged.slice(0, header.lines), runs: cutRuns.slice(0, header.lines), leftAt: start - height };
}
