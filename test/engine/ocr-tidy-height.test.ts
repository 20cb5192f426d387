import { describe, expect, it } from 'vitest';

import { toTextHeight } from '../../engine/ocr/fit.ts';
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

  it('joins the pieces of an e-mail address the word spaces cut at its "@"', () => {
    const [l] = tidyLines([line([word('E-mail:', [0, 0, 40, 10]), word('compliance', [44, 0, 100, 10]), word('@', [100, 0, 108, 10]), word('glaxle.com', [108, 0, 160, 10])])]);
    expect(l.words.map((w) => w.text)).toEqual(['E-mail:', 'compliance@glaxle.com']);
    expect(l.words[1].bbox).toEqual([44, 0, 160, 10]);
    expect(tidyLines([line([word('sales@', [0, 0, 30, 10]), word('forge.com', [32, 0, 80, 10])])])[0].text).toBe('sales@forge.com');
    expect(tidyLines([line([word('sales', [0, 0, 30, 10]), word('@forge.co.uk', [32, 0, 80, 10])])])[0].text).toBe('sales@forge.co.uk');
    // An "@" that is no address's stays apart: "2 @ 4.50" is a quantity at a price.
    expect(tidyLines([line([word('2', [0, 0, 8, 10]), word('@', [10, 0, 18, 10]), word('USD', [20, 0, 40, 10])])])[0].text).toBe('2 @ USD');
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

  it('drops the bars at either end of a line, where a table\'s edge or a cell\'s rule was read', () => {
    const [l] = tidyLines([line([word('|', [0, 0, 4, 10]), word('Flanella', [8, 0, 60, 10]), word('pettinata|', [64, 0, 130, 10])])]);
    expect(l.words.map((w) => w.text)).toEqual(['Flanella', 'pettinata']);
    expect(l.text).toBe('Flanella pettinata');
    expect([l.bbox[0], l.bbox[2]]).toEqual([8, 64 + 66 * (9 / 10)]);
    expect(tidyLines([line([word('|', [0, 0, 4, 10])])])).toEqual([]);
  });

  it('returns a line with neither unchanged', () => {
    const l = line([word('Shipper', [0, 0, 40, 10])]);
    expect(tidyLines([l])[0]).toBe(l);
  });
});

describe('OCR boxes cut to the text\'s height', () => {
  it('keeps 0.7 of the detector\'s grown height about the middle, for the line and its words', () => {
    const [l] = toTextHeight([line([word('120', [12, 4, 64, 36]), word('PCS', [64, 4, 110, 36])])]);
    expect(l.bbox[1]).toBeCloseTo(8.8, 5);
    expect(l.bbox[3]).toBeCloseTo(31.2, 5);
    expect(l.words[1].bbox).toEqual([64, l.bbox[1], 110, l.bbox[3]]);
    expect([l.bbox[0], l.bbox[2]]).toEqual([12, 110]);
  });
});
