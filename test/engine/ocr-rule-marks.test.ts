import { describe, expect, it } from 'vitest';
import { splitAtRules } from '../../engine/ocr/rules.ts';
import { dropEchoes, tidyLines } from '../../engine/ocr/tidy.ts';
import type { BBox, Line, Rule, Word } from '../../engine/types.ts';

/**
 * What the recogniser reads off a scanned table's rules, gone before the lines leave OCR: a bracket or bar at a
 * cell's end, and a cell's first letter boxed again on its own (both from a scanned air cargo manifest, where the
 * stray marks joined the shipper's name and a "]" line ended the page's table).
 */
const word = (text: string, x0: number, x1: number, y = 100): Word => ({ text, bbox: [x0, y, x1, y + 10], confidence: 0.9, source: 'ocr' });
const line = (words: Word[]): Line => ({
  text: words.map((w) => w.text).join(' '),
  bbox: [words[0].bbox[0], words[0].bbox[1], words[words.length - 1].bbox[2], words[0].bbox[3]],
  words,
});
const vRule = (x: number): Rule => ({ kind: 'v', bbox: [x, 50, x + 2, 300] as BBox });

describe('rule marks read into OCR lines', () => {
  it('drops a lone bracket or bar at a line\'s ends, and a line of them alone', () => {
    const out = tidyLines([
      line([word('MANILA', 100, 150), word('SEMICONDUCTOR', 152, 250), word(']', 252, 256)]),
      line([word('[', 90, 94), word('CONSOLIDATION', 96, 200)]),
      line([word(']', 300, 304)], ),
      line([word('ITEM', 100, 130), word('[A]', 132, 150)]),
    ]);
    expect(out.map((l) => l.text)).toEqual(['MANILA SEMICONDUCTOR', 'CONSOLIDATION', 'ITEM [A]']);
  });

  it('drops a bar a piece keeps at its end after a line is cut at a rule, the bar a pixel or two off the rule', () => {
    const l = line([word('1,750.2', 200, 240), word('|', 250, 253), word('DHAKA', 256, 290), word('GARMENT', 292, 340)]);
    const out = splitAtRules([l], [vRule(246)]);
    expect(out.map((x) => x.text)).toEqual(['1,750.2', 'DHAKA GARMENT']);
  });

  it('drops a letter boxed again inside the line that reads it, and keeps a short cell of its own', () => {
    const name = line([word('KARACHI', 1934, 2080, 940), word('SURGICAL', 2085, 2252, 940)]);
    const echo = line([word('K', 1935, 1966, 940)]);
    const own = line([word('KG', 2300, 2330, 940)]);
    const ulFix = line([word('EA', 100, 120, 500)]);
    expect(dropEchoes([name, echo, own, ulFix]).map((l) => l.text)).toEqual(['KARACHI SURGICAL', 'KG', 'EA']);
  });
});

describe('echoes are the same characters at the same place', () => {
  it('keeps a short reading lying inside a longer line\'s box but away from those characters', () => {
    const total = line([word('TOTAL', 100, 160), word('12', 300, 320)]);
    const one = line([word('1', 200, 208)]);
    expect(dropEchoes([total, one]).map((l) => l.text)).toEqual(['TOTAL 12', '1']);
  });
});
