/**
 * PP-OCRv4 text detection. The detector is fed at a resolution chosen so that text lines come out at a height
 * the model handles well (thresholds.det: 10–28 px, ideally 18): first from the page dpi, then corrected once
 * from the median height of what it found, which also copes with images whose dpi metadata is wrong.
 *
 * The band's top was 48 px. JPEGs that carry a writer's default 72 dpi (most SROIE receipts) then came out at
 * 30–44 px and were kept; detected again at about 18 px their line boxes read better with both readers (SROIE dev
 * receipts: PP-OCR CER 4.2 → 4.0 %, tesseract.js on the detected lines 7.6 → 7.0 %; held out, 4.2 → 3.7 % and
 * 8.2 → 7.6 %), for about the same time per receipt.
 */
import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';

import type { DetThresholds } from '../../models/load.ts';
import { dbBoxes } from './dbpost.ts';
import type { RBox } from './geometry.ts';
import type { GrayImage } from './image.ts';

// PaddleOCR normalises det input with ImageNet statistics in channel order of a BGR cv2 image.
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

export interface Detection {
  boxes: RBox[];
  /** Scale (det pixels per page pixel) of the pass whose boxes were kept. */
  scale: number;
  passes: number;
}

function detSize(img: GrayImage, scale: number, t: DetThresholds): [number, number, number] {
  let s = scale;
  // Keep the short side usable and the pixel count bounded.
  if (Math.min(img.width, img.height) * s < t.minSide) s = t.minSide / Math.min(img.width, img.height);
  if (img.width * img.height * s * s > t.maxPixels) s = Math.sqrt(t.maxPixels / (img.width * img.height));
  const round32 = (v: number) => Math.max(32, Math.round(v / 32) * 32);
  return [round32(img.width * s), round32(img.height * s), s];
}

async function runPass(session: InferenceSession, img: GrayImage, scale: number, t: DetThresholds): Promise<RBox[]> {
  const { Tensor } = await import('onnxruntime-node');
  const [dw, dh] = detSize(img, scale, t);
  const resized = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize(dw, dh, { fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w') // sharp turns 1-channel raw input into sRGB unless told otherwise
    .raw()
    .toBuffer();
  const plane = dw * dh;
  if (resized.length !== plane) throw new Error(`det resize produced ${resized.length} bytes, expected ${plane}`);
  const input = new Float32Array(3 * plane);
  // Grey replicated into three channels; one lookup table per channel keeps the loop to a load and a store.
  for (let c = 0; c < 3; c++) {
    const lut = new Float32Array(256);
    for (let v = 0; v < 256; v++) lut[v] = (v / 255 - MEAN[c]) / STD[c];
    const off = c * plane;
    for (let i = 0; i < plane; i++) input[off + i] = lut[resized[i]];
  }
  const out = await session.run({ [session.inputNames[0]]: new Tensor('float32', input, [1, 3, dh, dw]) });
  const prob = out[session.outputNames[0]].data as Float32Array;
  return dbBoxes(prob, dw, dh, t, dw / img.width, dh / img.height);
}

/** The median short side of the detected boxes: a line's height as the detector grows it (about 1.6 × its text). */
export function medianHeight(boxes: RBox[]): number {
  if (boxes.length === 0) return 0;
  const hs = boxes.map((b) => Math.min(b.w, b.h)).sort((a, b) => a - b);
  return hs[hs.length >> 1];
}

/** Detects text boxes (page pixel coordinates) on a grey page image. */
export async function detectText(session: InferenceSession, img: GrayImage, t: DetThresholds): Promise<Detection> {
  const first = t.targetDpi / Math.max(1, img.dpi);
  const [, , s0] = detSize(img, first, t);
  const boxes = await runPass(session, img, s0, t);
  if (boxes.length === 0) return { boxes, scale: s0, passes: 1 };
  // Text height in det pixels; unclip grows the short side by about 1.5×, so undo that to compare with targets.
  const h = (medianHeight(boxes) * s0) / 1.6;
  if (h >= t.minTextHeight && h <= t.maxTextHeight) return { boxes, scale: s0, passes: 1 };
  const [, , s1] = detSize(img, (s0 * t.idealTextHeight) / h, t);
  if (Math.abs(s1 - s0) / s0 < 0.15) return { boxes, scale: s0, passes: 1 };
  const again = await runPass(session, img, s1, t);
  return { boxes: again, scale: s1, passes: 2 };
}
