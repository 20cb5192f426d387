import { describe, expect, it } from 'vitest';
import { tidyLines } from '../../engine/ocr/tidy.ts';
import type { Line, Word } from '../../engine/types.ts';

/**
 * A currency sign read in its full-width form: PP-OCR's dictionary is Chinese, and a yen sign before a price on a
 * Latin-script invoice comes out as "￥" on some rows and "¥" on others; the amount readers know the ordinary sign
 * only, so the rows read with the full-width one lost their prices.
 */
const word = (text: string, x0: number): Word => ({ text, bbox: [x0, 100, x0 + text.length * 5, 110], confidence: 0.95, source: 'ocr' });
const line = (...texts: string[]): Line => {
  let x = 10;
  const words = texts.map((t) => { const w = word(t, x); x += t.length * 5 + 5; return w; });
  return { text: texts.join(' '), bbox: [10, 100, x - 5, 110], words };
};

describe('a full-width currency sign', () => {
  it('becomes the ordinary sign, on Latin lines and on lines with Japanese characters alike', () => {
    expect(tidyLines([line('120', 'PCS', '￥7,250', '￥870,000')])[0].words.map((w) => w.text)).toEqual(['120', 'PCS', '¥7,250', '¥870,000']);
    expect(tidyLines([line('単価', '￥7,250')])[0].text).toBe('単価 ¥7,250');
    expect(tidyLines([line('￡12.40', '￠50')])[0].text).toBe('£12.40 ¢50');
  });

  it('leaves a line without one as it was', () => {
    const l = line('120', 'PCS', '¥7,250');
    expect(tidyLines([l])[0]).toBe(l);
  });
});
