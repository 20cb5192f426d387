import { describe, expect, it } from 'vitest';
import { tidyLines } from '../../engine/ocr/tidy.ts';
import type { Line, Word } from '../../engine/types.ts';

/** An invoice line's total "39 400,00" read "3g 400,00" on a scan, which parses as no amount. */
const word = (text: string, x0: number, x1: number): Word => ({ text, bbox: [x0, 100, x1, 110], confidence: 0.9, source: 'ocr' });
const line = (...words: Word[]): Line => ({ text: words.map((w) => w.text).join(' '), bbox: [words[0].bbox[0], 100, words[words.length - 1].bbox[2], 110], words });

describe('a letter read for a digit in an amount grouped with spaces', () => {
  it('reads the leading group\'s letter back as its digit', () => {
    const out = tidyLines([line(word('3g', 518, 528), word('400,00', 531, 557)), line(word('1O', 500, 510), word('250.00', 513, 540)), line(word('2å', 518, 528), word('150,00', 531, 557))]);
    expect(out.map((l) => l.text)).toEqual(['39 400,00', '10 250.00', '29 150,00']);
  });

  it('reads it after a figure or a currency: the amount column of an item row', () => {
    const out = tidyLines([
      line(word('Pallet', 100, 130), word('820,00', 400, 430), word('4b', 518, 528), word('100,00', 531, 557)),
      line(word('Freight', 100, 130), word('EUR', 480, 500), word('1O', 518, 528), word('250.00', 531, 557)),
    ]);
    expect(out.map((l) => l.text)).toEqual(['Pallet 820,00 46 100,00', 'Freight EUR 10 250.00']);
  });

  it('leaves a product code after a word, and a code-shaped group anywhere', () => {
    const lines = [
      line(word('Router', 100, 130), word('4G', 133, 143), word('129.00', 146, 170)),
      line(word('Modem', 100, 130), word('5G', 133, 143), word('349,90', 146, 170)),
      line(word('Printer', 100, 130), word('3D', 133, 143), word('499.00', 146, 170)),
      line(word('2B', 100, 110), word('120.00', 113, 140)),
      line(word('Pencils', 100, 130), word('2b', 133, 143), word('120.00', 146, 170)),
      line(word('Skål', 100, 120), word('4å', 123, 133), word('600,00', 136, 160)),
    ];
    expect(tidyLines(lines).map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });

  it('leaves words that are not the head of a grouped amount', () => {
    const lines = [
      line(word('WR', 100, 112), word('250-350', 115, 150), word('g', 152, 156)),
      line(word('Tf', 100, 110), word('+47', 112, 125), word('70', 127, 137), word('11', 139, 149)),
      line(word('NO', 100, 112), word('918', 115, 130), word('442', 132, 147)),
      line(word('Kai', 100, 115), word('14b', 118, 133), word('600', 136, 151)),
    ];
    expect(tidyLines(lines).map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });
});
