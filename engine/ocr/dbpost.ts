/**
 * DB (Differentiable Binarization) post-processing, as in PaddleOCR's DBPostProcess: threshold the probability
 * map, find connected regions, fit minimum-area rotated rectangles, score each region by its mean probability,
 * unclip by area × ratio / perimeter, and scale back to page pixels.
 */
import type { DetThresholds } from '../../models/load.ts';
import { convexHull, minAreaRect, type Point, type RBox } from './geometry.ts';

/** Union-find over run labels. */
function find(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

/**
 * Extracts text boxes from a DB probability map of size (w, h). Boxes come back in map pixels divided by
 * (scaleX, scaleY), i.e. in the coordinates of the image the map was computed from.
 */
export function dbBoxes(prob: Float32Array, w: number, h: number, t: DetThresholds, scaleX: number, scaleY: number): RBox[] {
  // Run-length encode the thresholded map, 8-connected runs between consecutive rows share a label
  // (the same connectivity as cv2.findContours on PaddleOCR's bitmap).
  const runY: number[] = [];
  const runX0: number[] = [];
  const runX1: number[] = [];
  let prevStart = 0, prevEnd = 0;
  let parentArr = new Int32Array(1024);
  let nRuns = 0;
  for (let y = 0; y < h; y++) {
    const rowStart = nRuns;
    const base = y * w;
    let x = 0;
    while (x < w) {
      if (prob[base + x] <= t.thresh) { x++; continue; }
      const x0 = x;
      while (x < w && prob[base + x] > t.thresh) x++;
      const id = nRuns++;
      if (id >= parentArr.length) {
        const grown = new Int32Array(parentArr.length * 2);
        grown.set(parentArr);
        parentArr = grown;
      }
      parentArr[id] = id;
      runY.push(y); runX0.push(x0); runX1.push(x - 1);
      for (let r = prevStart; r < prevEnd; r++) {
        if (runX1[r] >= x0 - 1 && runX0[r] <= x) {
          const a = find(parentArr, r), b = find(parentArr, id);
          if (a !== b) parentArr[Math.max(a, b)] = Math.min(a, b);
        }
      }
    }
    prevStart = rowStart;
    prevEnd = nRuns;
  }

  // Group runs per component.
  const groups = new Map<number, number[]>();
  for (let r = 0; r < nRuns; r++) {
    const root = find(parentArr, r);
    let g = groups.get(root);
    if (!g) groups.set(root, (g = []));
    g.push(r);
  }

  const boxes: RBox[] = [];
  for (const runs of groups.values()) {
    if (boxes.length >= t.maxCandidates) break;
    let sum = 0, count = 0;
    const pts: Point[] = [];
    for (const r of runs) {
      const y = runY[r], x0 = runX0[r], x1 = runX1[r];
      const base = y * w;
      for (let x = x0; x <= x1; x++) sum += prob[base + x];
      count += x1 - x0 + 1;
      // Pixel corners of the run ends are enough for the hull.
      pts.push([x0, y], [x0, y + 1], [x1 + 1, y], [x1 + 1, y + 1]);
    }
    if (count < t.minSize * t.minSize) continue;
    const score = sum / count;
    if (score < t.boxThresh) continue;
    const rect = minAreaRect(convexHull(pts));
    if (Math.min(rect.w, rect.h) < t.minSize) continue;
    // Unclip: PaddleOCR offsets the polygon by area * ratio / perimeter (pyclipper); for a rectangle that grows
    // each side by 2d and the min-area rect of the offset polygon is exactly that.
    const d = (rect.w * rect.h * t.unclipRatio) / (2 * (rect.w + rect.h));
    const grown: RBox = { ...rect, w: rect.w + 2 * d, h: rect.h + 2 * d, score };
    if (Math.min(grown.w, grown.h) < t.minSize + 2) continue;
    boxes.push(scaleBox(grown, scaleX, scaleY));
  }
  return boxes;
}

/** Scales a box from map pixels to image pixels (anisotropic because det sizes round to multiples of 32). */
function scaleBox(b: RBox, sx: number, sy: number): RBox {
  const ux = b.ux / sx, uy = b.uy / sy;
  const lu = Math.hypot(ux, uy);
  const vx = -b.uy / sx, vy = b.ux / sy;
  const lv = Math.hypot(vx, vy);
  return { cx: b.cx / sx, cy: b.cy / sy, w: b.w * lu, h: b.h * lv, ux: ux / lu, uy: uy / lu, score: b.score };
}
