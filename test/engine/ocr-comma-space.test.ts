import { describe, expect, it } from 'vitest';
import { tidyLines } from '../../engine/ocr/tidy.ts';
import type { Line, Word } from '../../engine/types.ts';

/**
 * The space after a comma, lost in OCR: the recogniser runs a word and the next one together across a comma
 * ("BANGKOK,24/11/2026" on a scanned certificate's certification box, whose date then read as none).
 */
const word = (text: string, x0: number): Word => ({ text, bbox: [x0, 100, x0 + text.length * 5, 110], confidence: 0.9, source: 'ocr' });
const line = (...texts: string[]): Line => {
  let x = 10;
  const words = texts.map((t) => { const w = word(t, x); x += t.length * 5 + 5; return w; });
  return { text: texts.join(' '), bbox: [10, 100, x - 5, 110], words };
};

describe('a comma run on into the next word', () => {
  it('cuts the word after the comma, each piece with its share of the box', () => {
    const [l] = tidyLines([line('BANGKOK,24/11/2026')]);
    expect(l.text).toBe('BANGKOK, 24/11/2026');
    expect(l.words.map((w) => w.text)).toEqual(['BANGKOK,', '24/11/2026']);
    expect(l.words[0].bbox[2]).toBe(l.words[1].bbox[0]);
    expect(tidyLines([line('TAPIOCA', 'STARCH,NATIVE,FOOD', 'GRADE')])[0].text).toBe('TAPIOCA STARCH, NATIVE, FOOD GRADE');
  });

  it('leaves thousands commas, a comma after a point and a single letter as read', () => {
    expect(tidyLines([line('12,600.00', 'KGS'), line('CO.,LTD.'), line('A,B')]).map((l) => l.text)).toEqual(['12,600.00 KGS', 'CO.,LTD.', 'A,B']);
  });
});
