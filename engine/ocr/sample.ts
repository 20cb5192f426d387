/**
 * A sample of a page's lines read by tesseract in one language and scored by its confidence: how script.ts and
 * latin-language.ts tell which language a page sent without one is in. A page reads with more confidence in its
 * own language's data than in any other's; its weakest lines under PP-OCR are the ones that show it most (they
 * hold the letters PP-OCR's dictionary lacks).
 */
import type { RBox } from './geometry.ts';
import type { GrayImage } from './image.ts';
import { readDetectedLines } from './reread.ts';
import type { TesseractPool } from './tesseract.ts';

/** Lines read in each language compared. */
const SAMPLE_LINES = 8;

export interface LineSample {
  boxes: RBox[];
  flips: boolean[];
}

/**
 * The `SAMPLE_LINES` boxes PP-OCR scored lowest (`scores`, 0 where it read nothing) among those shaped like lines,
 * or null when the page has none.
 */
export function weakestLines(boxes: readonly RBox[], flips: readonly boolean[], scores: readonly number[]): LineSample | null {
  const which = boxes
    .map((b, i) => ({ i, s: scores[i], line: b.w >= 3 * b.h }))
    .filter((x) => x.line)
    .sort((a, b) => a.s - b.s)
    .slice(0, SAMPLE_LINES)
    .map((x) => x.i);
  return which.length ? { boxes: which.map((i) => boxes[i]), flips: which.map((i) => flips[i]) } : null;
}

export interface SampleReading {
  language: string;
  /** Mean confidence over the sample's characters (a line read as nothing counts one character at 0). */
  confidence: number;
  text: string;
}

/** The sample read by tesseract in `language` (ISO 639-1). */
export async function readSample(tess: TesseractPool, img: GrayImage, sample: LineSample, language: string): Promise<SampleReading> {
  const reads = await readDetectedLines(tess, img, sample.boxes, sample.flips, tess.resolveLang(language));
  let sum = 0, chars = 0, text = '';
  for (const r of reads) {
    const n = r ? Math.max(1, r.line.text.length) : 1;
    sum += (r?.confidence ?? 0) * n;
    chars += n;
    if (r) text += r.line.text;
  }
  return { language, confidence: sum / chars, text };
}
