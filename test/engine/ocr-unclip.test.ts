import { describe, expect, it } from 'vitest';

import { dbBoxes } from '../../engine/ocr/dbpost.ts';
import type { DetThresholds } from '../../models/load.ts';

const T = { thresh: 0.3, boxThresh: 0.6, unclipRatio: 2.1, unclipDenseRatio: 1.5, minSize: 3, maxCandidates: 100 } as DetThresholds;

/** A probability map with solid text bars [x0, y0, x1, y1) (exclusive ends). */
function map(w: number, h: number, bars: Array<[number, number, number, number]>): Float32Array {
  const p = new Float32Array(w * h);
  for (const [x0, y0, x1, y1] of bars) for (let y = y0; y < y1; y++) p.fill(0.9, y * w + x0, y * w + x1);
  return p;
}

describe('DB box unclip', () => {
  it('gives an isolated line the full margin above and below', () => {
    const [b] = dbBoxes(map(200, 100, [[20, 40, 180, 50]]), 200, 100, T, 1, 1);
    const across = Math.min(b.w, b.h);
    const d = (160 * 10 * 2.1) / (2 * 170);
    expect(across).toBeCloseTo(10 + 2 * d, 1);
  });

  it('keeps a line tightly packed between neighbours to the dense margin', () => {
    // Three lines 2 px apart: the middle one may not grow across beyond the dense ratio.
    const boxes = dbBoxes(map(200, 100, [[20, 28, 180, 38], [20, 40, 180, 50], [20, 52, 180, 62]]), 200, 100, T, 1, 1);
    const mid = boxes.find((b) => Math.abs(b.cy - 45) < 1)!;
    const dDense = (160 * 10 * 1.5) / (2 * 170);
    expect(Math.min(mid.w, mid.h)).toBeCloseTo(10 + 2 * dDense, 1);
    // Along the line it still gets the full ratio.
    expect(Math.max(mid.w, mid.h)).toBeCloseTo(160 + (160 * 10 * 2.1) / 170, 1);
  });
});
