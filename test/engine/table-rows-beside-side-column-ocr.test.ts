import { describe, expect, it } from 'vitest';
import { readTables } from '../../engine/extract/logistics/table.ts';
import type { Line } from '../../engine/types.ts';
import { cellTexts, page } from './support/page.ts';

/**
 * A container table printed beside a side column of captions and values (a Malaysian delivery order), as OCR reads
 * it: every cell a line of its own, a point above or below its row's others, and the side column's lines at another
 * pitch. A side column's line between two of a row's cells in height took some of them into a line of its own, and
 * the container number of a row was read with the row above, its seal with the line below.
 */
// Lines as a 150 dpi scan of such an order gave them (boxes in points).
const ocr = (text: string, x0: number, y0: number, x1: number, y1: number): Line => {
  const per = (x1 - x0) / text.length;
  let at = 0;
  const words = text.split(' ').map((t) => {
    const w = { text: t, bbox: [x0 + at * per, y0, x0 + (at + t.length) * per, y1] as [number, number, number, number], confidence: 0.95, source: 'ocr' as const };
    at += t.length + 1;
    return w;
  });
  return { text, bbox: [x0, y0, x1, y1], words };
};
const lines: Line[] = [
  ocr('17-MAR-2026', 36.7, 226.8, 94.8, 234.8),
  ocr('Bil.', 290.7, 229.1, 306.2, 235.8), ocr('No. Kontena', 309.2, 228.8, 354.8, 237), ocr('Saiz/Jenis', 397.9, 228.3, 435.6, 236.6), ocr('No. Meterai', 440, 229.1, 480.8, 236),
  ocr('No. Manifest / Rotation', 33.1, 235.2, 105.2, 243.2),
  ocr('Container No.', 310, 237, 358.9, 245.5), ocr('Size/Type', 398, 236.7, 435.1, 245.5), ocr('Seal No.', 439.9, 236.8, 472.2, 245.1),
  ocr('PKG-26-1187-W', 36.5, 244.1, 104.2, 251.9),
  ocr('No. K1 (Kastam)', 33.1, 253.6, 86.5, 260.4),
  ocr('1', 294.5, 251.3, 303.3, 257.1), ocr('YMLU4182210', 310.3, 249.6, 368.9, 258.6), ocr('40HC', 403.9, 249.8, 430.4, 258.8), ocr('YMAL884100', 440.6, 249.4, 494.2, 258.9),
  ocr('B13-2603-0441827', 36.7, 261.8, 113.9, 270.1),
  ocr('2', 293.7, 264.5, 303.4, 272.3), ocr('YMMU4196115', 310.6, 263.7, 371.2, 273.3), ocr('40HC', 404.3, 263.5, 430.1, 272.8), ocr('YMAL884107', 440.8, 263.7, 493.9, 273.4),
  ocr('Jumlah Bungkusan/ Pkgs', 33.1, 270.1, 114.5, 278.5), ocr('1,864 PKGS', 36, 279.3, 89.2, 287),
  ocr('3', 292.5, 278.8, 303.9, 286.4), ocr('TEMU4210187', 310.2, 277.6, 369, 287.7), ocr('20GP', 403.3, 278, 430.4, 287.4), ocr('YMAL884114', 440.6, 277.5, 494.1, 287.1),
  ocr('Berat Kasar/ Gross Wt', 33.5, 288, 106.5, 295.8),
  ocr('4', 293.6, 293.4, 304.1, 300.8), ocr('BEAU4223680', 310.5, 291.9, 368.7, 301.9), ocr('40HC', 404, 292.8, 429.6, 301), ocr('YMAL884121', 441.1, 292, 493.5, 301.5),
  ocr('148,212.6 KGS', 36.5, 297, 99.9, 303.8),
  ocr('Storan Percuma Hingga / Free Storage Until', 32.7, 305.3, 166.7, 313.7),
  ocr('5', 293.3, 307.9, 303.7, 315.4), ocr('YMLU4237571', 310.8, 306.1, 368.4, 316.3), ocr('40HC', 404.3, 307.3, 429.3, 315.5), ocr('YMAL884128', 440.9, 306, 494.4, 316.1),
];

describe('OCR rows of a table beside a side column', () => {
  it('are read whole, each container with its type and seal', () => {
    const rows = cellTexts(readTables([page(lines)]) as never);
    expect(rows.map((r) => [r.container, r.sizeType, r.seal])).toEqual([
      ['YMLU4182210', '40HC', 'YMAL884100'], ['YMMU4196115', '40HC', 'YMAL884107'], ['TEMU4210187', '20GP', 'YMAL884114'],
      ['BEAU4223680', '40HC', 'YMAL884121'], ['YMLU4237571', '40HC', 'YMAL884128'],
    ]);
  });
});
