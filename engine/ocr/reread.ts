/**
 * tesseract reading line crops of a page: a second opinion for lines PP-OCR read with low confidence (the
 * reading with the higher confidence wins), and the lines PP-OCR's detector found on pages in languages its
 * dictionary lacks. On SROIE dev receipts, tesseract reading the detector's lines had 7.7 % CER against 11.8 %
 * segmenting the page itself (bench/tune/ocr-tess-lines.ts): receipts' sparse, uneven lines are where its own
 * page segmentation loses text.
 */
import sharp from 'sharp';

import type { Line } from '../types.ts';
import type { GrayImage } from './image.ts';
import type { TesseractPool } from './tesseract.ts';

/** White margin around a crop: tesseract segments glyphs touching the border badly. */
const MARGIN = 8;

/**
 * Reads the part of `img` inside `bbox` (page pixels) as one line; `flipped` crops are turned upright first.
 * Word boxes come back in page pixels. Null when the crop is too small or tesseract reads no word.
 */
export async function readLineCrop(
  tess: TesseractPool,
  img: GrayImage,
  bbox: readonly [number, number, number, number],
  lang: string,
  flipped = false,
): Promise<{ line: Line; confidence: number } | null> {
  const [x0, y0, x1, y1] = bbox;
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const width = Math.min(img.width, Math.ceil(x1)) - left;
  const height = Math.min(img.height, Math.ceil(y1)) - top;
  if (width < 4 || height < 4) return null;
  // sharp turns 1-channel raw input into sRGB unless told otherwise: every raw output is asked for as b-w.
  let crop = sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } }).extract({ left, top, width, height });
  if (flipped) crop = sharp(await crop.toColourspace('b-w').raw().toBuffer(), { raw: { width, height, channels: 1 } }).rotate(180);
  const data = await crop
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: { r: 255, g: 255, b: 255 } })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const cw = width + 2 * MARGIN;
  const ch = height + 2 * MARGIN;
  const read = await tess.readLine({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: cw, height: ch }, lang);
  if (read.words.length === 0) return null;
  const words = read.words.map((w) => {
    // A flipped crop was read turned by 180°: its boxes mirror back into the page.
    const [a, b, c, d] = flipped ? [cw - w.bbox[2], ch - w.bbox[3], cw - w.bbox[0], ch - w.bbox[1]] : w.bbox;
    return {
      text: w.text,
      bbox: [a - MARGIN + left, b - MARGIN + top, c - MARGIN + left, d - MARGIN + top] as [number, number, number, number],
      confidence: w.confidence,
      source: 'ocr' as const,
    };
  });
  // Read upright, the words run right to left across the page.
  if (flipped) words.reverse();
  return { line: { text: words.map((w) => w.text).join(' '), bbox: [...bbox], words }, confidence: read.confidence };
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

/** Reads each detected line box (page pixels, upright page) with tesseract; boxes it reads no word in are left out. */
export async function readDetectedLines(
  tess: TesseractPool,
  img: GrayImage,
  boxes: ReadonlyArray<readonly [number, number, number, number]>,
  flips: readonly boolean[],
  lang: string,
): Promise<Line[]> {
  const lines: Line[] = [];
  for (let i = 0; i < boxes.length; i++) {
    const read = await readLineCrop(tess, img, boxes[i], lang, flips[i]);
    if (read) lines.push(read.line);
  }
  return lines;
}
