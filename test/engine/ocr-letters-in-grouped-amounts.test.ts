import { describe, expect, it } from 'vitest';
import { tidyLines } from '../../engine/ocr/tidy.ts';
import type { Line, Word } from '../../engine/types.ts';

/** From a scanned Norwegian seafood invoice: a line's total "69 600,00" read "6å 600,00", which parses as no amount. */
const word = (text: string, x0: number, x1: number): Word => ({ text, bbox: [x0, 100, x1, 110], confidence: 0.9, source: 'ocr' });
const line = (...words: Word[]): Line => ({ text: words.map((w) => w.text).join(' '), bbox: [words[0].bbox[0], 100, words[words.length - 1].bbox[2], 110], words });

describe('a letter read for a digit in an amount grouped with spaces', () => {
  it('reads the leading group\'s letter back as its digit', () => {
    const out = tidyLines([line(word('6å', 518, 528), word('600,00', 531, 557)), line(word('1O', 500, 510), word('250.00', 513, 540))]);
    expect(out.map((l) => l.text)).toEqual(['69 600,00', '10 250.00']);
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
