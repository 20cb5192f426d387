import { describe, expect, it } from 'vitest';

import type { GrayImage } from '../../engine/ocr/image.ts';
import { fitToInk, inkProfile } from '../../engine/ocr/ink.ts';
import { tidyLines } from '../../engine/ocr/tidy.ts';
import type { BBox, Line, Word } from '../../engine/types.ts';

const word = (text: string, bbox: BBox): Word => ({ text, bbox, confidence: 0.95, source: 'ocr' });
const line = (words: Word[]): Line => ({
  text: words.map((w) => w.text).join(' '),
  bbox: [words[0].bbox[0], words[0].bbox[1], words[words.length - 1].bbox[2], words[0].bbox[3]],
  words,
});

describe('OCR lines tidied', () => {
  it('writes full-width punctuation beside Latin text in ASCII', () => {
    const [l] = tidyLines([line([word('Invoice', [0, 0, 40, 10]), word('No.：VF2026-0417', [42, 0, 120, 10]), word('(kg）', [124, 0, 150, 10])])]);
    expect(l.text).toBe('Invoice No.:VF2026-0417 (kg)');
    expect(l.words.map((w) => w.text)).toEqual(['Invoice', 'No.:VF2026-0417', '(kg)']);
  });

  it('leaves full-width punctuation in Chinese text as it is', () => {
    const l = line([word('收货人：上海', [0, 0, 60, 10])]);
    expect(tidyLines([l])[0]).toBe(l);
  });

  it('cuts a word at the bars a table rule or a printed separator was read as, keeping the bars as words', () => {
    const [l] = tidyLines([line([word('A00|38,742.17|2.20%', [0, 0, 190, 10])])]);
    expect(l.words.map((w) => w.text)).toEqual(['A00', '|', '38,742.17', '|', '2.20%']);
    // Each piece takes its characters' share of the box, left to right.
    expect(l.words[0].bbox).toEqual([0, 0, 30, 10]);
    expect(l.words[2].bbox).toEqual([40, 0, 130, 10]);
    expect(l.words[4].bbox[2]).toBe(190);
  });

  it('returns a line with neither unchanged', () => {
    const l = line([word('Shipper', [0, 0, 40, 10])]);
    expect(tidyLines([l])[0]).toBe(l);
  });
});

/** A white page with black bars of ink: each [x0, x1, y0, y1). */
function page(width: number, height: number, inks: Array<[number, number, number, number]>): GrayImage {
  const data = new Uint8Array(width * height).fill(250);
  for (const [x0, x1, y0, y1] of inks) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 20;
  return { data, width, height, dpi: 200 };
}

describe('OCR word boxes fitted to their ink', () => {
  // Two words of ink on one line: columns 20–60 and 66–100, rows 10–30; the detector's box is 12–110 × 4–36.
  const img = page(140, 50, [[20, 60, 10, 30], [66, 100, 10, 30]]);

  it('moves the boundary between touching words into the blank run between them, and the ends to the ink', () => {
    const [l] = fitToInk([line([word('120', [12, 4, 64, 36]), word('PCS', [64, 4, 110, 36])])], img);
    expect(l.words[0].bbox[0]).toBe(20);
    expect(l.words[0].bbox[2]).toBe(60);
    expect(l.words[1].bbox[0]).toBe(66);
    expect(l.words[1].bbox[2]).toBe(100);
    expect([l.bbox[0], l.bbox[2]]).toEqual([20, 100]);
  });

  it('cuts the detector\'s grown height to the text\'s share of it, about the middle', () => {
    const [l] = fitToInk([line([word('120', [12, 4, 64, 36]), word('PCS', [64, 4, 110, 36])])], img);
    expect(l.bbox[1]).toBeCloseTo(8.8, 5);
    expect(l.bbox[3]).toBeCloseTo(31.2, 5);
    expect(l.words[1].bbox[1]).toBeCloseTo(8.8, 5);
  });

  it('does not count a lone dark pixel as ink, nor the capitals of the line below reaching into the box', () => {
    const specks = page(140, 50, [[20, 60, 10, 30], [66, 100, 10, 30], [5, 6, 20, 21], [62, 64, 33, 36]]);
    const p = inkProfile(specks, [0, 4, 110, 36])!;
    expect(p.ink.indexOf(1)).toBe(20);
    expect(Array.from(p.ink.slice(60, 66))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('leaves a box with no contrast in it alone', () => {
    const blank = page(140, 50, []);
    expect(inkProfile(blank, [12, 4, 110, 36])).toBeNull();
    const [l] = fitToInk([line([word('x', [12, 4, 110, 36])])], blank);
    expect([l.words[0].bbox[0], l.words[0].bbox[2]]).toEqual([12, 110]);
  });
});
