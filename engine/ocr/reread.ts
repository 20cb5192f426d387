/**
 * tesseract reading line crops of a page: a second opinion for lines PP-OCR read with low confidence (the
 * reading with the higher confidence wins), and the lines PP-OCR's detector found on pages in languages its
 * dictionary lacks. On SROIE dev receipts, tesseract reading the detector's lines had 7.7 % CER against 11.8 %
 * segmenting the page itself (bench/tune/ocr-tess-lines.ts: receipts' sparse, uneven lines are where its own
 * page segmentation loses text), 7.6 % with each line sampled along its own axes (bench/ocr-sroie.ts --dev), and
 * 6.2 % once each crop is scaled, stretched and smoothed as {@link tesseractLineCrop} says.
 */
import sharp from 'sharp';

import type { Line } from '../types.ts';
import { sampleCrop, type GrayImage } from './image.ts';
import type { RBox } from './geometry.ts';
import { lineBox, slice } from './lines.ts';
import type { TesseractPool } from './tesseract.ts';

/** White margin around a crop: tesseract segments glyphs touching the border badly. */
const MARGIN = 8;

/**
 * Reads the part of `img` inside `bbox` (page pixels, axis-aligned) as one line. Word boxes come back in page
 * pixels. Null when the crop is too small or tesseract reads no word.
 */
export function readLineCrop(
  tess: TesseractPool,
  img: GrayImage,
  bbox: readonly [number, number, number, number],
  lang: string,
): Promise<{ line: Line; confidence: number } | null> {
  const x0 = Math.max(0, bbox[0]), y0 = Math.max(0, bbox[1]);
  const x1 = Math.min(img.width, bbox[2]), y1 = Math.min(img.height, bbox[3]);
  const box: RBox = { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, w: x1 - x0, h: y1 - y0, ux: 1, uy: 0, score: 1 };
  return readBox(tess, img, box, false, lang);
}

/** Re-reads up to `max` of the lowest-confidence lines below `below`; returns the lines with replacements. */
export async function rereadWeakLines(
  tess: TesseractPool,
  img: GrayImage,
  lines: Line[],
  lineScores: number[],
  opts: { below: number; max: number; lang: string },
): Promise<{ lines: Line[]; replaced: number }> {
  const weak = lines
    .map((l, i) => ({ i, s: lineScores[i] }))
    .filter((x) => x.s < opts.below)
    .sort((a, b) => a.s - b.s)
    .slice(0, opts.max);
  const out = lines.slice();
  let replaced = 0;
  for (const { i, s } of weak) {
    const read = await readLineCrop(tess, img, lines[i].bbox, opts.lang);
    if (!read || read.confidence <= s) continue;
    out[i] = read.line;
    replaced++;
  }
  return { lines: out, replaced };
}

/** Text height tesseract is given a detected line at (px, without the margin). */
export const LINE_HEIGHT = 36;
/** Gaussian blur (sigma, px at {@link LINE_HEIGHT}) over the scaled crop. */
const LINE_BLUR = 0.8;
/**
 * Widest crop an upscaled line may become (px): a long, thin box (a ruling line or a strip of noise the detector
 * took for text) would otherwise grow to tens of thousands of pixels. Such a line is read at a smaller height,
 * never below its size on the page.
 */
export const MAX_LINE_WIDTH = 4096;

/**
 * A line box as tesseract reads it best: sampled along the box's axes at {@link LINE_HEIGHT} px, contrast
 * stretched between the 1st and 99th percentile grey, framed in white and blurred slightly. On SROIE receipts
 * (bench/tune/ocr-tess-crops.ts, tesseract on the detected lines) CER went from 7.06 to 6.20 % on the dev
 * receipts and from 7.78 to 7.01 % held out, against the plain crop at page scale. Scaling alone gave 6.77 % on
 * dev (and, in an earlier trial, nothing held out); the blur smooths the dot-matrix and jagged thermal print that
 * tesseract otherwise misreads (M as H, 0 as D, colons as ©). Binarising (Otsu) was worse (9.3 %), wider margins
 * slightly worse, and turning tesseract's dictionaries off changed nothing. PP-OCR's weak-line re-reads use the
 * same crop: its SROIE CER stayed 3.8 %.
 */
export async function tesseractLineCrop(img: GrayImage, b: RBox, flip: boolean): Promise<{ data: Uint8Array; width: number; height: number }> {
  let scale = LINE_HEIGHT / b.h;
  if (scale > 1 && b.w * scale > MAX_LINE_WIDTH) scale = Math.max(1, MAX_LINE_WIDTH / b.w);
  const h = Math.max(4, Math.round(b.h * scale));
  const w = Math.max(4, Math.round(b.w * scale));
  // sampleCrop writes the recogniser's input (three equal planes of (grey / 255 - 0.5) / 0.5); the first one,
  // turned back into grey levels, is tesseract's crop.
  const planes = new Float32Array(3 * w * h);
  sampleCrop(img, b, planes, 0, w, h, w, flip);
  const hist = new Uint32Array(256);
  const grey = new Uint8Array(w * h);
  for (let k = 0; k < grey.length; k++) hist[(grey[k] = Math.max(0, Math.min(255, Math.round((planes[k] + 1) * 127.5))))]++;
  const lo = percentileOf(hist, 0.01 * grey.length);
  const hi = Math.max(lo + 1, percentileOf(hist, 0.99 * grey.length));
  const cw = w + 2 * MARGIN;
  const ch = h + 2 * MARGIN;
  const framed = new Uint8Array(cw * ch).fill(255);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) framed[(r + MARGIN) * cw + c + MARGIN] = Math.max(0, Math.min(255, Math.round(((grey[r * w + c] - lo) * 255) / (hi - lo))));
  }
  const data = await sharp(framed, { raw: { width: cw, height: ch, channels: 1 } }).blur(LINE_BLUR).toColourspace('b-w').raw().toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: cw, height: ch };
}

/** The smallest grey level with at least `count` pixels at or below it. */
function percentileOf(hist: Uint32Array, count: number): number {
  let acc = 0;
  for (let v = 0; v < 256; v++) if ((acc += hist[v]) >= count) return v;
  return 255;
}

/**
 * Reads each detected line box with tesseract, each sampled along its own axes (deskewed, and turned upright
 * where `flips` says it is upside down): one reading per box, null where it read no word. Word boxes in page pixels.
 * A box the angle classifier called upside down is read both ways and keeps the more confident reading: the
 * classifier learnt Chinese and Latin print, and turns some lines of other scripts over (Greek capitals such as
 * "ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ", read back to front until then) and a few receipt lines too: SROIE CER of tesseract alone
 * on the detected lines went from 6.8 to 6.6 %, and of the Latin-script path from 4.0 to 3.8 % (measured in one run
 * with merge.ts's digit rule, which came in at the same time).
 */
export async function readDetectedLines(
  tess: TesseractPool,
  img: GrayImage,
  boxes: readonly RBox[],
  flips: readonly boolean[],
  lang: string,
): Promise<Array<{ line: Line; confidence: number } | null>> {
  const reads: Array<{ line: Line; confidence: number } | null> = [];
  for (let i = 0; i < boxes.length; i++) {
    let read = await readBox(tess, img, boxes[i], flips[i], lang);
    if (flips[i]) {
      const upright = await readBox(tess, img, boxes[i], false, lang);
      if (upright && (!read || upright.confidence > read.confidence)) read = upright;
    }
    reads.push(read);
  }
  return reads;
}

/**
 * Reads one (possibly rotated) line box with tesseract, sampled along its own axes and turned upright where
 * `flip` says it is upside down. Word boxes are slices of the line box, in page pixels.
 */
async function readBox(tess: TesseractPool, img: GrayImage, b: RBox, flip: boolean, lang: string): Promise<{ line: Line; confidence: number } | null> {
  if (Math.round(b.w) < 4 || Math.round(b.h) < 4) return null;
  const crop = await tesseractLineCrop(img, b, flip);
  const w = crop.width - 2 * MARGIN;
  const read = await tess.readLine(crop, lang);
  if (read.words.length === 0) return null;
  const words = read.words.map((x) => {
    let f0 = Math.min(1, Math.max(0, (x.bbox[0] - MARGIN) / w));
    let f1 = Math.min(1, Math.max(f0, (x.bbox[2] - MARGIN) / w));
    // A flipped box was read from its far end: fractions count from the other side.
    if (flip) [f0, f1] = [1 - f1, 1 - f0];
    return { text: x.text, bbox: slice(b, f0, f1, img.width, img.height), confidence: x.confidence, source: 'ocr' as const };
  });
  return { line: { text: words.map((x) => x.text).join(' '), bbox: lineBox(b, img.width, img.height), words }, confidence: read.confidence };
}
