/**
 * tesseract reading line crops of a page: a second opinion for lines PP-OCR read with low confidence (the
 * reading with the higher confidence wins), and the lines PP-OCR's detector found on pages in languages its
 * dictionary lacks. On SROIE dev receipts, tesseract reading the detector's lines had 7.7 % CER against 11.8 %
 * segmenting the page itself (bench/tune/ocr-tess-lines.ts: receipts' sparse, uneven lines are where its own
 * page segmentation loses text), and 7.6 % with each line sampled along its own axes (bench/ocr-sroie.ts --dev).
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
 * Reads the part of `img` inside `bbox` (page pixels) as one line. Word boxes come back in page pixels. Null when
 * the crop is too small or tesseract reads no word.
 */
export async function readLineCrop(
  tess: TesseractPool,
  img: GrayImage,
  bbox: readonly [number, number, number, number],
  lang: string,
): Promise<{ line: Line; confidence: number } | null> {
  const [x0, y0, x1, y1] = bbox;
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const width = Math.min(img.width, Math.ceil(x1)) - left;
  const height = Math.min(img.height, Math.ceil(y1)) - top;
  if (width < 4 || height < 4) return null;
  const data = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .extract({ left, top, width, height })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: { r: 255, g: 255, b: 255 } })
    .toColourspace('b-w') // sharp turns 1-channel raw input into sRGB unless told otherwise
    .raw()
    .toBuffer();
  const read = await tess.readLine({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: width + 2 * MARGIN, height: height + 2 * MARGIN }, lang);
  if (read.words.length === 0) return null;
  const words = read.words.map((w) => ({
    text: w.text,
    bbox: [w.bbox[0] - MARGIN + left, w.bbox[1] - MARGIN + top, w.bbox[2] - MARGIN + left, w.bbox[3] - MARGIN + top] as [number, number, number, number],
    confidence: w.confidence,
    source: 'ocr' as const,
  }));
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

/**
 * Reads each detected line box with tesseract, each sampled along its own axes (deskewed, and turned upright
 * where `flips` says it is upside down); boxes it reads no word in are left out. Word boxes in page pixels.
 */
export async function readDetectedLines(
  tess: TesseractPool,
  img: GrayImage,
  boxes: readonly RBox[],
  flips: readonly boolean[],
  lang: string,
): Promise<Line[]> {
  const lines: Line[] = [];
  for (let i = 0; i < boxes.length; i++) {
    const b = boxes[i];
    const w = Math.round(b.w);
    const h = Math.round(b.h);
    if (w < 4 || h < 4) continue;
    // sampleCrop writes the recogniser's input (three equal planes of (grey / 255 - 0.5) / 0.5); the first one,
    // turned back into grey levels, is tesseract's crop.
    const planes = new Float32Array(3 * w * h);
    sampleCrop(img, b, planes, 0, w, h, w, flips[i]);
    const cw = w + 2 * MARGIN;
    const ch = h + 2 * MARGIN;
    const data = new Uint8Array(cw * ch).fill(255);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) data[(r + MARGIN) * cw + c + MARGIN] = Math.max(0, Math.min(255, Math.round((planes[r * w + c] + 1) * 127.5)));
    }
    const read = await tess.readLine({ data, width: cw, height: ch }, lang);
    if (read.words.length === 0) continue;
    const words = read.words.map((x) => {
      let f0 = Math.min(1, Math.max(0, (x.bbox[0] - MARGIN) / w));
      let f1 = Math.min(1, Math.max(f0, (x.bbox[2] - MARGIN) / w));
      // A flipped box was read from its far end: fractions count from the other side.
      if (flips[i]) [f0, f1] = [1 - f1, 1 - f0];
      return { text: x.text, bbox: slice(b, f0, f1, img.width, img.height), confidence: x.confidence, source: 'ocr' as const };
    });
    lines.push({ text: words.map((x) => x.text).join(' '), bbox: lineBox(b, img.width, img.height), words });
  }
  return lines;
}
