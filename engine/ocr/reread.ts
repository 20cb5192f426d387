/**
 * Second opinion for lines PP-OCR read with low confidence: the line's crop goes to tesseract in single-line
 * mode, and the reading with the higher confidence wins.
 */
import sharp from 'sharp';

import type { Line } from '../types.ts';
import type { GrayImage } from './image.ts';
import type { TesseractPool } from './tesseract.ts';

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
    const l = lines[i];
    const [x0, y0, x1, y1] = l.bbox;
    const left = Math.max(0, Math.floor(x0)), top = Math.max(0, Math.floor(y0));
    const width = Math.min(img.width, Math.ceil(x1)) - left, height = Math.min(img.height, Math.ceil(y1)) - top;
    if (width < 4 || height < 4) continue;
    const data = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
      .extract({ left, top, width, height })
      // A white margin: tesseract segments glyphs touching the border badly.
      .extend({ top: 8, bottom: 8, left: 8, right: 8, background: { r: 255, g: 255, b: 255 } })
      .toColourspace('b-w') // sharp turns 1-channel raw input into sRGB unless told otherwise
      .raw()
      .toBuffer();
    const read = await tess.readLine({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: width + 16, height: height + 16 }, opts.lang);
    if (read.words.length === 0 || read.confidence <= s) continue;
    out[i] = {
      text: read.text,
      bbox: l.bbox,
      words: read.words.map((w) => ({
        text: w.text,
        bbox: [w.bbox[0] - 8 + left, w.bbox[1] - 8 + top, w.bbox[2] - 8 + left, w.bbox[3] - 8 + top],
        confidence: w.confidence,
        source: 'ocr' as const,
      })),
    };
    replaced++;
  }
  return { lines: out, replaced };
}
