/**
 * PP-OCRv4 text recognition: each box becomes a height-48 crop whose width follows its aspect ratio (no 320-px
 * minimum: PERFORMANCE.md §2c measured that padding at 1.8× the cost), crops of similar width are batched,
 * and the output is CTC-decoded.
 */
import type { InferenceSession, Tensor } from 'onnxruntime-node';

import type { Thresholds } from '../../models/load.ts';
import { ctcDecode, ctcGreedy, restoreSpaces, type DecodedLine, type StepChoices } from './ctc.ts';
import type { RBox } from './geometry.ts';
import { cropWidth, sampleCrop, type GrayImage } from './image.ts';

/**
 * Per-timestep greedy choices that recognisers built by models/quantize-rec.py output next to the full softmax
 * (models/fuse-ppocr.py add_ctc_outputs); fetching only these saves copying 6,625 probabilities per timestep.
 */
const CTC_OUTPUTS = ['ctc_best', 'ctc_best_prob', 'ctc_space_prob'] as const;

/** Groups indices (sorted by width) into batches of similar width and bounded tensor size. */
export function planBatches(widths: number[], height: number, maxBatchPixels: number, maxWidthRatio: number): number[][] {
  const order = widths.map((_, i) => i).sort((a, b) => widths[a] - widths[b]);
  const batches: number[][] = [];
  let cur: number[] = [];
  let minW = 0;
  for (const i of order) {
    const w = widths[i];
    const fits = cur.length > 0 && w <= minW * maxWidthRatio && (cur.length + 1) * w * height <= maxBatchPixels;
    if (!fits) {
      if (cur.length) batches.push(cur);
      cur = [];
      minW = w;
    }
    cur.push(i);
  }
  if (cur.length) batches.push(cur);
  return batches;
}

/**
 * Whether a decoded line should get a second opinion: some gap's space-class probability (the largest seen
 * between two characters) is in the ambiguous band, or the line as a whole is weak.
 */
export function needsSecondOpinion(line: DecodedLine, f: NonNullable<Thresholds['rec']['fallback']>): boolean {
  if (line.chars.length > 0 && line.score < f.below) return true;
  return line.chars.some((c, i) => i > 0 && c.spaceBefore >= f.spaceLow && c.spaceBefore < f.spaceHigh);
}

/**
 * Recognises the text in each box. `flips[i]` reads box i upside down. Returns one decoded line per box, plus
 * the crop width used (words are placed as fractions of it). With `second` (and `t.fallback`), lines the first
 * recogniser was unsure of are read again by `second`, whose reading replaces the first.
 */
export async function recognizeBoxes(
  session: InferenceSession,
  dict: string[],
  img: GrayImage,
  boxes: RBox[],
  flips: boolean[],
  t: Thresholds['rec'],
  second?: InferenceSession,
): Promise<{ results: Array<{ line: DecodedLine; width: number }>; secondOpinions: number }> {
  const H = t.height;
  const widths = boxes.map((b) => cropWidth(b, H, t.maxWidth));
  const results: Array<{ line: DecodedLine; width: number }> = new Array(boxes.length);
  await readInto(session, dict, img, boxes, flips, t, widths, boxes.map((_, i) => i), results);
  let secondOpinions = 0;
  const f = t.fallback;
  if (second && f) {
    const unsure = results.map((r, i) => (needsSecondOpinion(r.line, f) ? i : -1)).filter((i) => i >= 0);
    await readInto(second, dict, img, boxes, flips, t, widths, unsure, results);
    secondOpinions = unsure.length;
  }
  return { results, secondOpinions };
}

async function readInto(
  session: InferenceSession,
  dict: string[],
  img: GrayImage,
  boxes: RBox[],
  flips: boolean[],
  t: Thresholds['rec'],
  widths: number[],
  which: number[],
  results: Array<{ line: DecodedLine; width: number }>,
): Promise<void> {
  if (which.length === 0) return;
  const { Tensor } = await import('onnxruntime-node');
  const H = t.height;
  const compact = CTC_OUTPUTS.every((n) => session.outputNames.includes(n));
  for (const sub of planBatches(which.map((i) => widths[i]), H, t.maxBatchPixels, t.maxWidthRatio)) {
    const batch = sub.map((k) => which[k]);
    const bw = Math.max(...batch.map((i) => widths[i]));
    const per = 3 * H * bw;
    // Zero in normalised space is mid-grey, which is what PaddleOCR pads with.
    const input = new Float32Array(batch.length * per);
    batch.forEach((idx, k) => sampleCrop(img, boxes[idx], input, k * per, bw, H, widths[idx], flips[idx]));
    const run = await runBatch(session, new Tensor('float32', input, [batch.length, 3, H, bw]), dict, compact);
    batch.forEach((idx, k) => {
      // Timesteps beyond the crop's own width only saw padding.
      const own = Math.max(1, Math.min(run.steps, Math.ceil((widths[idx] / bw) * run.steps)));
      const decoded = run.decode(k, own);
      const line = t.spaces ? restoreSpaces(decoded, t.spaces) : decoded;
      results[idx] = { line, width: widths[idx] };
    });
  }
}

/** Runs one batch; returns its timestep count and a decoder for the first `own` timesteps of the k-th crop. */
async function runBatch(
  session: InferenceSession,
  input: Tensor,
  dict: string[],
  compact: boolean,
): Promise<{ steps: number; decode(k: number, own: number): DecodedLine }> {
  const feeds = { [session.inputNames[0]]: input };
  if (compact) {
    const o = await session.run(feeds, [...CTC_OUTPUTS]);
    const steps = o.ctc_best.dims[1];
    const s: StepChoices = { best: o.ctc_best.data as Int32Array, prob: o.ctc_best_prob.data as Float32Array, space: o.ctc_space_prob.data as Float32Array };
    return { steps, decode: (k, own) => ctcDecode(s, k * steps, own, dict) };
  }
  const o = (await session.run(feeds))[session.outputNames[0]];
  const [, steps, classes] = o.dims as number[];
  return { steps, decode: (k, own) => ctcGreedy(o.data as Float32Array, k * steps * classes, own, classes, dict) };
}
