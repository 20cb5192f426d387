import { describe, expect, it } from 'vitest';

import { LINE_HEIGHT, MAX_LINE_WIDTH, tesseractLineCrop } from '../../engine/ocr/reread.ts';

/** A faded line: grey 170 strokes on a 225 background, `h` px tall, on a white page. */
function fadedLine(h: number) {
  const width = 400, height = 200;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 50; y < 50 + h; y++) {
    for (let x = 20; x < 320; x++) data[y * width + x] = x % 12 < 4 || (y - 50) % 10 < 2 ? 170 : 225;
  }
  return { data, width, height, dpi: 300 };
}

describe('tesseract line crops', () => {
  it('scales a line to the text height tesseract reads best, keeping its aspect ratio, in a white frame', async () => {
    for (const h of [12, 60]) {
      const img = fadedLine(h);
      const crop = await tesseractLineCrop(img, { cx: 170, cy: 50 + h / 2, w: 300, h, ux: 1, uy: 0, score: 1 }, false);
      const inner = crop.height - 16;
      expect(inner).toBe(LINE_HEIGHT);
      expect(Math.abs(crop.width - 16 - (300 * LINE_HEIGHT) / h)).toBeLessThanOrEqual(1);
      expect(crop.data.length).toBe(crop.width * crop.height);
      // The frame's corners stay white.
      expect(crop.data[0]).toBe(255);
      expect(crop.data[crop.data.length - 1]).toBe(255);
    }
  });

  it('stretches a faded line to full contrast', async () => {
    const img = fadedLine(20);
    const crop = await tesseractLineCrop(img, { cx: 170, cy: 60, w: 300, h: 20, ux: 1, uy: 0, score: 1 }, false);
    let min = 255;
    const mid = Math.floor(crop.height / 2);
    for (let x = 16; x < crop.width - 16; x++) min = Math.min(min, crop.data[mid * crop.width + x]);
    // Strokes were grey 170 on the page; the blur softens them but they come out near black.
    expect(min).toBeLessThan(60);
  });
});

describe('tesseract line crops of long, thin boxes', () => {
  it('upscales no wider than MAX_LINE_WIDTH, and never below the size on the page', async () => {
    const width = 5000, height = 40;
    const img = { data: new Uint8Array(width * height).fill(200), width, height, dpi: 300 };
    const thin = await tesseractLineCrop(img, { cx: 1500, cy: 20, w: 2000, h: 6, ux: 1, uy: 0, score: 1 }, false);
    expect(thin.width - 16).toBeLessThanOrEqual(MAX_LINE_WIDTH);
    expect(thin.height - 16).toBeLessThan(LINE_HEIGHT);
    expect(thin.height - 16).toBeGreaterThanOrEqual(6);
    // Wider than the cap already on the page: read at its own size.
    const long = await tesseractLineCrop(img, { cx: 2500, cy: 20, w: 5000, h: 6, ux: 1, uy: 0, score: 1 }, false);
    expect(long.width - 16).toBe(5000);
    expect(long.height - 16).toBe(6);
  });
});
