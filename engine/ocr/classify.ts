/**
 * Text-line angle classification (0° / 180°) with PaddleOCR's mobile v2.0 classifier: crops at height 48,
 * squeezed to at most 192 px wide as PaddleOCR does, in batches.
 */
import type { InferenceSession } from 'onnxruntime-node';

import type { Thresholds } from '../../models/load.ts';
import type { RBox } from './geometry.ts';
import { sampleCrop, type GrayImage } from './image.ts';

export interface AngleVote {
  /** True when the line reads upside down with probability ≥ the classifier threshold. */
  flipped: boolean;
  /** Probability of the 180° class. */
  p180: number;
}

/** Classifies each box as upright or upside down. */
export async function classifyAngles(
  session: InferenceSession,
  img: GrayImage,
  boxes: RBox[],
  t: Thresholds['cls'],
): Promise<AngleVote[]> {
  const { Tensor } = await import('onnxruntime-node');
  const H = 48, W = t.width;
  const votes: AngleVote[] = [];
  for (let start = 0; start < boxes.length; start += t.batch) {
    const batch = boxes.slice(start, start + t.batch);
    const per = 3 * H * W;
    const input = new Float32Array(batch.length * per);
    batch.forEach((b, k) => {
      const cw = Math.max(8, Math.min(W, Math.ceil((H * b.w) / Math.max(1, b.h))));
      sampleCrop(img, b, input, k * per, W, H, cw, false);
    });
    const out = await session.run({ [session.inputNames[0]]: new Tensor('float32', input, [batch.length, 3, H, W]) });
    const probs = out[session.outputNames[0]].data as Float32Array;
    for (let k = 0; k < batch.length; k++) {
      const p180 = probs[k * 2 + 1];
      votes.push({ flipped: p180 >= t.thresh, p180 });
    }
  }
  return votes;
}
