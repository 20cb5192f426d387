import { describe, expect, it } from 'vitest';
import { joinOcrBoxNumbers } from '../../engine/extract/ocr-box-numbers.ts';
import type { Line, Rule } from '../../engine/types.ts';

/**
 * A box number the detector boxed apart from its caption on a scanned customs form ("32" | "Pos."), or overlapping
 * it and read twice ("41" | "1 Gross mass"): joined as one line, as a text layer gives them, so that the caption
 * starts where its box does and the value printed at the box's left edge is under it again.
 */
const ocr = (text: string, x0: number, y0: number, x1: number, y1: number): Line => {
  const parts = text.split(' ');
  const per = (x1 - x0) / text.length;
  let at = 0;
  const words = parts.map((t) => { const w = { text: t, bbox: [x0 + at * per, y0, x0 + (at + t.length) * per, y1] as Line['bbox'], confidence: 0.97, source: 'ocr' as const }; at += t.length + 1; return w; });
  return { text, bbox: [x0, y0, x1, y1], words };
};

describe('a box number read apart from its caption', () => {
  it('is joined to the caption line it touches, in the caption\'s type and one space before it', () => {
    const out = joinOcrBoxNumbers([ocr('32', 42, 382, 48, 385), ocr('Pos.', 50, 381, 66, 387), ocr('2', 43, 390, 47, 394)]);
    expect(out.map((l) => l.text)).toEqual(['32 Pos.', '2']);
    const [num, cap] = out[0].words;
    expect(num.bbox[1]).toBe(381);
    expect(num.bbox[3]).toBe(387);
    expect(cap.bbox[0] - num.bbox[2]).toBeLessThan(2.5);
    expect(out[0].bbox[0]).toBe(42);
  });

  it('drops the number\'s last digit read again at the caption\'s start, and reads a dotless ı before a digit as a 1', () => {
    expect(joinOcrBoxNumbers([ocr('41', 40, 200, 50, 206), ocr('1 Gross mass (kg)', 45, 199, 120, 207)])[0].text).toBe('41 Gross mass (kg)');
    expect(joinOcrBoxNumbers([ocr('ı7a', 38, 178, 54, 185), ocr('Country of destination', 51, 178, 140, 186)])[0].text).toBe('17a Country of destination');
  });

  it('leaves a number beside a far caption, a figure, or across a column rule as it was', () => {
    const apart = [ocr('2', 43, 390, 47, 394), ocr('Stainless steel hinges', 99, 389, 200, 397)];
    expect(joinOcrBoxNumbers(apart).map((l) => l.text)).toEqual(['2', 'Stainless steel hinges']);
    const figures = [ocr('12', 40, 100, 50, 106), ocr('4,500.00', 52, 100, 90, 106)];
    expect(joinOcrBoxNumbers(figures).map((l) => l.text)).toEqual(['12', '4,500.00']);
    const rule: Rule = { bbox: [50.5, 190, 51, 230], kind: 'v' };
    expect(joinOcrBoxNumbers([ocr('25', 39, 206, 50, 212), ocr('Mode at border', 52, 206, 110, 213)], [rule]).map((l) => l.text)).toEqual(['25', 'Mode at border']);
  });

  it('leaves a count tight beside a description in an unruled scanned table apart: no caption follows it', () => {
    const row = [ocr('1', 40, 300, 45, 306), ocr('Widget assembly', 47, 300, 110, 306)];
    expect(joinOcrBoxNumbers(row).map((l) => l.text)).toEqual(['1', 'Widget assembly']);
  });
});
