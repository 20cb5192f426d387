import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { scannedInvoice, type TestPage } from '../../bench/lib/ocr-page.ts';
import type { RBox } from '../../engine/ocr/geometry.ts';
import { createOcr, type Ocr } from '../../engine/ocr/index.ts';
import { deskewLines, pageSkew, tilt, untilt } from '../../engine/ocr/skew.ts';
import type { BBox, Line } from '../../engine/types.ts';

const box = (deg: number, w: number, h: number, cx = 500, cy = 500): RBox => {
  const t = (deg * Math.PI) / 180;
  return { cx, cy, w, h, ux: Math.cos(t), uy: Math.sin(t), score: 1 };
};

/** The axis-aligned bounds of a w × h rectangle centred at (cx, cy) on a W × H page after the page turns by deg about its centre. */
function tilted(cx: number, cy: number, w: number, h: number, deg: number, W: number, H: number): BBox {
  const t = (deg * Math.PI) / 180, c = Math.cos(t), s = Math.sin(t);
  const dx = cx - W / 2, dy = cy - H / 2;
  const x = W / 2 + dx * c - dy * s, y = H / 2 + dx * s + dy * c;
  const hw = (w * c + h * Math.abs(s)) / 2, hh = (w * Math.abs(s) + h * c) / 2;
  return [x - hw, y - hh, x + hw, y + hh];
}

it('tilt maps a box of the upright page back onto the page as scanned (the inverse of untilt)', () => {
  const W = 2000, H = 2800;
  const up: BBox = [1180, 578, 1820, 622];
  const scanned = tilt(up, 0.7, W, H);
  tilted(1500, 600, 640, 44, 0.7, W, H).forEach((v, i) => expect(scanned[i]).toBeCloseTo(v, 6));
  untilt(scanned, 0.7, W, H).forEach((v, i) => expect(v).toBeCloseTo(up[i], 0));
});

describe('page skew from the detector\'s line boxes', () => {
  it('follows the long lines, not the many short cells whose angles are noisy', () => {
    const boxes = [
      ...[0.95, 1.0, 1.0, 1.05].map((d) => box(d, 1200, 40)),
      ...Array.from({ length: 12 }, (_, i) => box(2 + i * 0.05, 220, 40)),
      box(0, 30, 40), // a digit: not line-like, not counted
    ];
    expect(pageSkew(boxes)).toBeCloseTo(1.0, 1);
  });

  it('leaves a straight page, a page of too few lines and a page turned far beyond a scanner\'s skew alone', () => {
    expect(pageSkew([0.02, -0.03, 0.05, 0].map((d) => box(d, 900, 40)))).toBe(0);
    expect(pageSkew([box(1.2, 900, 40), box(1.2, 900, 40)])).toBe(0);
    expect(pageSkew([12, 12.5, 11.8].map((d) => box(d, 900, 40)))).toBe(0);
  });

  it('is not pulled by a long stamp printed at an angle', () => {
    const boxes = [box(0.6, 1000, 40), box(0.6, 1100, 40), box(0.65, 900, 40), box(30, 3000, 60)];
    expect(pageSkew(boxes)).toBeCloseTo(0.6, 1);
  });
});

describe('geometry turned back by the skew', () => {
  it('gives a tilted line its own width and height, centred where the upright page has it', () => {
    const W = 2000, H = 2800;
    for (const deg of [-1.5, 0.7, 2]) {
      const b = untilt(tilted(1500, 600, 640, 44, deg, W, H), deg, W, H);
      expect(b[0]).toBeCloseTo(1180, 0);
      expect(b[1]).toBeCloseTo(578, 0);
      expect(b[2]).toBeCloseTo(1820, 0);
      expect(b[3]).toBeCloseTo(622, 0);
    }
  });

  it('puts two cells of one printed row, far apart on a page scanned at 1°, back on the same row', () => {
    const W = 2400, H = 3300, deg = 1;
    const cell = (x: number, text: string): Line => {
      const bbox = tilted(x, 1200, 200, 40, deg, W, H);
      return { text, bbox, words: [{ text, bbox, confidence: 0.99, source: 'ocr' }] };
    };
    const lines = [cell(200, 'Freight'), cell(2100, '1,250.00')];
    const mid = (l: Line) => (l.bbox[1] + l.bbox[3]) / 2;
    expect(Math.abs(mid(lines[1]) - mid(lines[0]))).toBeGreaterThan(30); // more than half a line apart as scanned
    const level = deskewLines(lines, deg, W, H);
    expect(Math.abs(mid(level[1]) - mid(level[0]))).toBeLessThan(0.5);
    expect(level[0].words[0].bbox).toEqual(level[0].bbox);
  });
});

describe('OCR of a skewed scan', () => {
  let ocr: Ocr;
  let page: TestPage;
  beforeAll(async () => {
    ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
    page = await scannedInvoice(300); // turned 0.7°
  });
  afterAll(async () => {
    await ocr?.close();
  });

  it('measures the turn and returns each table row level from the item code to the amount', async () => {
    const r = await ocr.recognize({ data: page.gray, width: page.width, height: page.height, channels: 1, dpi: 300 }, { language: 'en' });
    expect(r.skew).toBeGreaterThan(0.55);
    expect(r.skew).toBeLessThan(0.85);
    const mid = (b: BBox) => (b[1] + b[3]) / 2;
    const codes = r.lines.filter((l) => /^A\d{4}$/.test(l.text));
    const amounts = r.lines.filter((l) => l.bbox[0] > 0.7 * page.width && /^\d[\d,]*\.\d\d$/.test(l.text));
    expect(codes.length).toBeGreaterThan(20);
    // As scanned, the amount sits about 23 px (0.7° over 1,900 px) off its code's row; turned back, a few px.
    const offsets = codes.map((c) => Math.min(...amounts.map((a) => Math.abs(mid(a.bbox) - mid(c.bbox)))));
    const mean = offsets.reduce((s, v) => s + v, 0) / offsets.length;
    expect(mean).toBeLessThan(6);
  }, 60_000);
});
