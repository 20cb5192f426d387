import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/** An OCR line boxed at x0..x0 + its letters, y0..y1: its type size is its box's height, as a scan gives it. */
const at = (text: string, x0: number, y0: number, y1: number): Line => ocrLine(line(text, x0, y0, y1 - y0));

describe('sea waybill: a grid of one-word captions read from a scan', () => {
  it('reads the place and date of issue under "ISSUED" boxed a point lower than the captions beside it', () => {
    // OCR boxes hug their letters: "ISSUED" and "ON BOARD" come out shorter than "DISCHARGE" on the same printed line.
    const cap = (x: number, caption: string, h: number, value: string) => [at(caption, x, 159, 159 + h), at(value, x, 168, 176)];
    const d = extractLogisticsPage('sea_waybill', [
      at('SEA WAYBILL', 600, 22, 35),
      ...cap(29, 'DISCHARGE', 7.2, 'VALLETTA (MTMLA)'), ...cap(159, 'DELIVERY', 7.1, 'VALLETTA CY'), ...cap(289, 'FREIGHT', 7.1, 'PREPAID'),
      ...cap(419, 'ON BOARD', 6.8, '03 FEB 2026'), ...cap(550, 'ISSUED', 6.2, 'GENOA 04 FEB 2026'),
    ]);
    expect(d.issueDate).toBe('2026-02-04');
    expect(d.placeOfIssue).toBe('GENOA');
    expect(d.shippedOnBoardDate).toBe('2026-02-03');
  });
});
