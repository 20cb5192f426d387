/**
 * Word boxes drawn in to the ink inside them. The detector's boxes are grown on purpose (DB post-processing unclips
 * each region by about half a text height, so that the recogniser sees whole letters), and a word's share of its
 * line comes from the recogniser's time steps, padded by half a letter and cut at the midpoint to the next word; so
 * an OCR word box runs 2–4 points past its letters on a 200-dpi scan and neighbours touch, where a text layer's box
 * ends at the glyphs. Field extraction reads columns and rows from box edges: on the born-digital layout sets,
 * growing every word box by 1.5 points each side lost 7 % of the fields.
 *
 * So each line's ink is profiled column by column, each boundary between two words moves into the widest blank run
 * between their centres, and the line's first and last words end at its first and last ink. Heights are cut to a
 * share of the detector's (HEIGHT_SHARE) rather than to the ink, since a text layer's boxes are the font's height,
 * taller than the ink of a line without ascenders or descenders.
 */
import type { BBox, Line, Word } from '../types.ts';
import type { GrayImage } from './image.ts';

/** A line whose darkest and lightest pixels differ by less than this holds no letters to measure: it stays. */
const MIN_CONTRAST = 48;
/** Pixels darker than the midpoint a column needs to count as ink (one alone may be a speck of dust). */
const MIN_INK = 2;
/** The share of a line box's height left out at its top and at its bottom when looking for ink. */
const BAND = 0.25;
/**
 * The share of the detector's box height a line keeps. Unclipping grows a line's height about 1.6 times its text
 * (detect.ts), where a text layer's box is about 1.2–1.4 times the type size. On the scanned layout sets 1–4
 * (bench/layouts-scan.ts; set 5 was not looked at), typed extraction got 71.8, 72.8, 72.8 and 73.3 % of the fields
 * at shares of 0.8, 0.75, 0.7 and 0.6, against 70.8 % at the detector's full height: 0.7 is within that plateau and
 * close to the text layer's proportion.
 */
const HEIGHT_SHARE = 0.7;

/**
 * Per column of the line box `b` (from its rounded-down left edge), whether it holds ink; null where unmeasurable.
 * Only the middle of the box's height is looked at: the detector's box reaches into the lines above and below, whose
 * descenders and capitals would fill the gaps between this line's words.
 */
export function inkProfile(img: GrayImage, b: BBox): { x0: number; ink: Uint8Array } | null {
  const x0 = Math.max(0, Math.floor(b[0])), x1 = Math.min(img.width, Math.ceil(b[2]));
  const band = (b[3] - b[1]) * BAND;
  const y0 = Math.max(0, Math.floor(b[1] + band)), y1 = Math.min(img.height, Math.ceil(b[3] - band));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const { data, width } = img;
  let lo = 255, hi = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * width;
    for (let x = x0; x < x1; x++) {
      const v = data[row + x];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (hi - lo < MIN_CONTRAST) return null;
  const mid = (lo + hi) / 2;
  const ink = new Uint8Array(x1 - x0);
  for (let x = x0; x < x1; x++) {
    let n = 0;
    for (let y = y0; y < y1 && n < MIN_INK; y++) if (data[y * width + x] < mid) n++;
    ink[x - x0] = n >= MIN_INK ? 1 : 0;
  }
  return { x0, ink };
}

/** The widest blank run [start, end) of `ink` within [from, to), or null where every column there has ink. */
function widestGap(ink: Uint8Array, from: number, to: number): [number, number] | null {
  let best: [number, number] | null = null;
  let start = -1;
  for (let i = Math.max(0, from); i <= Math.min(ink.length, to); i++) {
    const blank = i < Math.min(ink.length, to) && ink[i] === 0;
    if (blank && start < 0) start = i;
    if (!blank && start >= 0) {
      if (!best || i - start > best[1] - best[0]) best = [start, i];
      start = -1;
    }
  }
  return best;
}

function drawIn(l: Line, img: GrayImage): Line {
  const p = inkProfile(img, l.bbox);
  if (!p || !l.words.length) return l;
  const { x0, ink } = p;
  const first = ink.indexOf(1), last = ink.lastIndexOf(1);
  if (first < 0) return l;
  const edges = l.words.map((w) => [w.bbox[0] - x0, w.bbox[2] - x0]);
  edges[0][0] = Math.max(edges[0][0], first);
  edges[edges.length - 1][1] = Math.min(edges[edges.length - 1][1], last + 1);
  for (let i = 0; i + 1 < edges.length; i++) {
    const gap = widestGap(ink, Math.round((edges[i][0] + edges[i][1]) / 2), Math.round((edges[i + 1][0] + edges[i + 1][1]) / 2));
    if (gap) [edges[i][1], edges[i + 1][0]] = gap;
  }
  const words: Word[] = l.words.map((w, i) => {
    const [a, z] = edges[i];
    return z > a ? { ...w, bbox: [x0 + a, w.bbox[1], x0 + z, w.bbox[3]] } : w;
  });
  return { ...l, words, bbox: [Math.min(...words.map((w) => w.bbox[0])), l.bbox[1], Math.max(...words.map((w) => w.bbox[2])), l.bbox[3]] };
}

/**
 * Lines whose words start and end at their ink, left and right, each line spanning its words; and every box's
 * height cut to HEIGHT_SHARE of the detector's about its middle.
 */
export function fitToInk(lines: Line[], img: GrayImage): Line[] {
  const v = (b: BBox): BBox => {
    const c = (b[1] + b[3]) / 2, h = ((b[3] - b[1]) * HEIGHT_SHARE) / 2;
    return [b[0], c - h, b[2], c + h];
  };
  return lines.map((l) => {
    const d = drawIn(l, img);
    return { ...d, bbox: v(d.bbox), words: d.words.map((w) => ({ ...w, bbox: v(w.bbox) })) };
  });
}
