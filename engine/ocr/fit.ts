/**
 * OCR boxes as tall as a text layer's. The detector's boxes are grown on purpose (DB post-processing unclips each
 * region by about half a text height, so that the recogniser sees whole letters): a line's box is about 1.6 times
 * its text's height (detect.ts), where a text layer's box is about 1.2–1.4 times the type size. Field extraction
 * reads rows from box edges (which lines overlap, what sits under a caption), so every box keeps HEIGHT_SHARE of
 * its height about its middle.
 *
 * Word boxes are left as the recogniser's time steps place them (touching at the middle of each space). Drawing them
 * in to their ink, so that a column's edge shows as a gap, took typed extraction on the scanned layout sets from
 * 71.4 to 72.8 % of the fields, but split lines set in a monospaced font, whose every space is wide, into pieces:
 * SROIE receipt addresses read through our OCR fell from 90.6 to 78.8 % (within a tenth of their characters).
 */
import type { BBox, Line } from '../types.ts';

/**
 * The share of the detector's box height a line keeps. On the scanned layout sets 1–4 (bench/layouts-scan.ts; set
 * 5 was not looked at), typed extraction got 69.6 % of the fields at the detector's full height, 71.2 % at 0.8 and
 * 71.4 % at 0.7 (with word boxes drawn in to their ink: 70.8 % at full height, then 71.8, 72.8, 72.8 and 73.3 % at
 * 0.8, 0.75, 0.7 and 0.6, a plateau); 0.7 is on it and near a text layer's proportion. SROIE receipts read the same
 * at 0.7 as at full height.
 */
const HEIGHT_SHARE = 0.7;

const cut = (b: BBox): BBox => {
  const c = (b[1] + b[3]) / 2, h = ((b[3] - b[1]) * HEIGHT_SHARE) / 2;
  return [b[0], c - h, b[2], c + h];
};

/** Lines and words with their boxes cut to the text's height about their middle. */
export function toTextHeight(lines: Line[]): Line[] {
  return lines.map((l) => ({ ...l, bbox: cut(l.bbox), words: l.words.map((w) => ({ ...w, bbox: cut(w.bbox) })) }));
}
