/**
 * Whole-page orientation (0/90/180/270). Text lines are long and thin, so when most elongated boxes are taller
 * than wide the page lies on its side; the angle classifier's 0°/180° vote over a sample of lines then tells
 * upright from upside down. Boxes are carried through the rotation, so detection runs once.
 */
import type { InferenceSession } from 'onnxruntime-node';

import type { Thresholds } from '../../models/load.ts';
import { classifyAngles } from './classify.ts';
import { horizontalise, rotateBox, type RBox } from './geometry.ts';
import { rotateGray, type GrayImage } from './image.ts';

export type Rotation = 0 | 90 | 180 | 270;

export interface Oriented {
  /** Clockwise rotation applied to the input to make it upright. */
  rotation: Rotation;
  image: GrayImage;
  boxes: RBox[];
  /** Share of sampled lines whose own 0°/180° vote agrees with the page's final orientation (1 when none sampled). */
  agreement: number;
  sampled: number;
}

const SAMPLE = 32;
/** Lines classified first; the rest of the sample is read only when these disagree or are unsure. */
const FIRST = 8;

/** Boxes clearly longer in one direction: the only ones whose shape says anything about orientation. */
function elongated(boxes: RBox[]): RBox[] {
  return boxes.filter((b) => Math.max(b.w, b.h) >= 2 * Math.min(b.w, b.h));
}

function turn(boxes: RBox[], deg: Rotation, img: GrayImage): RBox[] {
  return boxes.map((b) => horizontalise(rotateBox(b, deg, img.width, img.height)));
}

/**
 * Majority vote of the classifier over the most elongated lines. Most pages are settled by the first few lines
 * (all confidently the same way), which saves three quarters of the classifier's work on a typical page.
 */
async function vote(cls: InferenceSession, img: GrayImage, boxes: RBox[], t: Thresholds['cls']): Promise<{ down: number; n: number }> {
  const sample = elongated(boxes)
    .sort((a, b) => b.w / b.h - a.w / a.h)
    .slice(0, SAMPLE);
  if (sample.length === 0) return { down: 0, n: 0 };
  let votes = await classifyAngles(cls, img, sample.slice(0, FIRST), t);
  const sure = (p: number) => p >= t.thresh || p <= 1 - t.thresh;
  const settled = votes.length === FIRST && votes.every((v) => sure(v.p180) && v.p180 > 0.5 === votes[0].p180 > 0.5);
  if (!settled && sample.length > FIRST) votes = votes.concat(await classifyAngles(cls, img, sample.slice(FIRST), t));
  return { down: votes.filter((v) => v.p180 > 0.5).length, n: votes.length };
}

/** Finds the page's orientation and returns the upright image with its boxes. */
export async function orientPage(cls: InferenceSession, img: GrayImage, boxes: RBox[], t: Thresholds['cls']): Promise<Oriented> {
  const long = elongated(boxes);
  const tall = long.filter((b) => b.h > b.w).length;
  let rotation: Rotation = 0;
  let image = img;
  let upright = boxes;
  if (tall * 2 > long.length && tall >= 3) {
    rotation = 90;
    upright = turn(boxes, 90, img);
    image = await rotateGray(img, 90);
  }
  const { down, n } = await vote(cls, image, upright, t);
  const flip = down * 2 > n;
  const agreement = n === 0 ? 1 : (flip ? down : n - down) / n;
  if (flip) {
    rotation = ((rotation + 180) % 360) as Rotation;
    // Rotate the original once (sharp) rather than stacking a 180° turn on the 90° one.
    upright = turn(boxes, rotation, img);
    image = await rotateGray(img, rotation);
  }
  return { rotation, image, boxes: upright, agreement, sampled: n };
}
