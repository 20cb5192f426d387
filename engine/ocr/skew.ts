/**
 * Small-angle deskew of a page's geometry. A scan fed in at a slight angle (a degree is common) tilts every text
 * line, so that on a 600-point-wide form the right-hand column sits ten points lower than the left: values fall
 * into the row below their captions and table columns lean. Rotating the pixels would cost a second detection pass;
 * instead the page's skew is measured from the detector's rotated line boxes, the lines are read from the image as
 * detected, and only their geometry is turned: every line and word box is re-expressed on the page turned back
 * about its centre, which is the frame an upright scan would have given (as a page OCR turns by 90° is given
 * upright). On the layout sets 1–4 scanned at up to 1.5° this took typed extraction from 47.9 to 68.4 % of the
 * fields, against 98.5 % born-digital (bench/layouts-scan.ts).
 */
import type { BBox, Line } from '../types.ts';
import type { RBox } from './geometry.ts';

/** Below this the turn moves a box by under a point across a page: not worth changing any geometry. */
const MIN_DEG = 0.1;
/** Beyond this it is not a scanner's skew (a photo, a page laid askew on purpose): geometry is left alone. */
const MAX_DEG = 8;
/** Lines at least this many times longer than high measure the angle; short boxes (a digit, a tick) do not. */
const MIN_ASPECT = 4;
const MIN_LINES = 3;

const r1 = (v: number): number => Math.round(v * 10) / 10;

/**
 * The page's skew in degrees (positive: text runs down to the right, in image coordinates with y down): the
 * weighted median angle of its line-like boxes, each weighted by its length squared; 0 when there are fewer than
 * three such boxes or the angle is outside [0.1°, 8°]. A box's angle is off by about a pixel over its length, so a
 * short cell's angle is much noisier than a long line's (on the benchmark invoice turned 0.7°, boxes of 250–400 px
 * said 0.9–2.5° and those over 1,000 px 0.6–0.8°): squared length is the inverse of that variance. The median keeps
 * a long rotated stamp from pulling the page.
 */
export function pageSkew(boxes: readonly RBox[]): number {
  const samples: Array<{ deg: number; weight: number }> = [];
  for (const b of boxes) {
    if (b.w < MIN_ASPECT * b.h) continue;
    const deg = (Math.atan2(b.uy, b.ux) * 180) / Math.PI;
    if (Math.abs(deg) <= MAX_DEG) samples.push({ deg, weight: b.w * b.w });
  }
  if (samples.length < MIN_LINES) return 0;
  samples.sort((a, b) => a.deg - b.deg);
  const half = samples.reduce((s, x) => s + x.weight, 0) / 2;
  let acc = 0;
  let deg = samples[samples.length - 1].deg;
  for (const x of samples) {
    acc += x.weight;
    if (acc >= half) { deg = x.deg; break; }
  }
  return Math.abs(deg) < MIN_DEG || Math.abs(deg) > MAX_DEG ? 0 : deg;
}

/**
 * The box `b` (the axis-aligned bounds of a rectangle tilted by `deg`) on the page of size (W, H) turned by -deg
 * about its centre: the rectangle's own width and height around its turned centre, clipped to the page.
 */
export function untilt(b: BBox, deg: number, W: number, H: number): BBox {
  const t = (deg * Math.PI) / 180;
  const c = Math.cos(t), s = Math.sin(t), as = Math.abs(s);
  const aw = b[2] - b[0], ah = b[3] - b[1];
  // aw = w·c + h·|s| and ah = w·|s| + h·c for a w × h rectangle; solved for w and h (c² − s² > 0 below 45°).
  const den = c * c - s * s;
  let w = (aw * c - ah * as) / den;
  let h = (ah * c - aw * as) / den;
  // A box clipped at the page edge no longer holds those relations: keep its sides as they are.
  if (!(w > 0.5 && h > 0.5)) { w = aw; h = ah; }
  const dx = (b[0] + b[2]) / 2 - W / 2, dy = (b[1] + b[3]) / 2 - H / 2;
  const cx = W / 2 + dx * c + dy * s;
  const cy = H / 2 - dx * s + dy * c;
  return [r1(Math.max(0, cx - w / 2)), r1(Math.max(0, cy - h / 2)), r1(Math.min(W, cx + w / 2)), r1(Math.min(H, cy + h / 2))];
}

/** Every line's and word's box on the page turned by -deg (pageSkew's angle) about its centre. */
export function deskewLines(lines: Line[], deg: number, W: number, H: number): Line[] {
  if (deg === 0) return lines;
  return lines.map((l) => ({
    ...l,
    bbox: untilt(l.bbox, deg, W, H),
    words: l.words.map((w) => ({ ...w, bbox: untilt(w.bbox, deg, W, H) })),
  }));
}

/**
 * The inverse of untilt: the axis-aligned bounds, on the page as scanned, of the box `b` given on the page turned
 * back by `deg` (for comparing OCR geometry with marks made on the image itself, such as a ground truth).
 */
export function tilt(b: BBox, deg: number, W: number, H: number): BBox {
  const t = (deg * Math.PI) / 180;
  const c = Math.cos(t), s = Math.sin(t), as = Math.abs(s);
  const w = b[2] - b[0], h = b[3] - b[1];
  const dx = (b[0] + b[2]) / 2 - W / 2, dy = (b[1] + b[3]) / 2 - H / 2;
  const cx = W / 2 + dx * c - dy * s;
  const cy = H / 2 + dx * s + dy * c;
  const hw = (w * c + h * as) / 2, hh = (w * as + h * c) / 2;
  return [cx - hw, cy - hh, cx + hw, cy + hh];
}
