import { describe, expect, it } from 'vitest';
import { splitAtRules } from '../../engine/ocr/rules.ts';
import type { BBox, Line, Rule, Word } from '../../engine/types.ts';

/**
 * A column rule read as a letter or figure of its own: on a scanned USMCA certificate the rule between the goods
 * grid's "ITEM" and "6. DESCRIPTION OF GOOD(S)" captions came out as a line "1", which the table reader took for
 * an item number at the header, and no goods row was read.
 */
const word = (text: string, x0: number, x1: number, y = 400): Word => ({ text, bbox: [x0, y, x1, y + 9], confidence: 0.9, source: 'ocr' });
const line = (words: Word[]): Line => ({
  text: words.map((w) => w.text).join(' '),
  bbox: [words[0].bbox[0], words[0].bbox[1], words[words.length - 1].bbox[2], words[0].bbox[3]],
  words,
});
const vRule = (x: number): Rule => ({ kind: 'v', bbox: [x, 390, x + 1, 520] as BBox });

describe('a stroke read alone on a column rule', () => {
  it('is the rule: the line goes', () => {
    const out = splitAtRules([line([word('ITEM', 46.7, 69.4)]), line([word('1', 69.4, 75.7)]), line([word('l', 360.5, 364)])], [vRule(72), vRule(361)]);
    expect(out.map((l) => l.text)).toEqual(['ITEM']);
    // Read into the caption after the rule: the line cut there, the stroke's piece goes.
    const caption = line([word('1', 66.2, 72.5), word('6.', 73.5, 84.5), word('DESCRIPTION', 84.5, 137.3)]);
    expect(splitAtRules([caption], [vRule(72)]).map((l) => l.text)).toEqual(['6. DESCRIPTION']);
  });

  it('keeps a figure one clear of the rules, and a one set apart from the next cell\'s word', () => {
    const item = line([word('1', 48.6, 61.4, 428)]);
    const qty = line([word('1', 66.2, 72.5, 428), word('PCS', 76, 90, 428)]);
    expect(splitAtRules([item, qty], [vRule(45), vRule(72)]).map((l) => l.text)).toEqual(['1', '1', 'PCS']);
  });

  it('keeps a quantity one alone in its cell, right-aligned against the column rule', () => {
    // Its box's padding reaches over the rule; its middle is clear of it.
    const qty = line([word('1', 64.8, 72.4, 428)]);
    const desc = line([word('BRACKET', 76, 110, 428)]);
    expect(splitAtRules([qty, desc], [vRule(72)]).map((l) => l.text)).toEqual(['1', 'BRACKET']);
    // A lower-case l or capital I set so in a description cell stays as well.
    expect(splitAtRules([line([word('I', 356.6, 361.4)])], [vRule(361)]).map((l) => l.text)).toEqual(['I']);
  });

  it('takes a doubted stroke glued to a figure, its share lying over the whole rule, for the rule', () => {
    // A crate count "2" against its column's rule read "21" (at 0.68): the box ends past the rule.
    const doubted = (text: string, x0: number, x1: number, confidence: number): Line => line([{ ...word(text, x0, x1, 428), confidence }]);
    expect(splitAtRules([doubted('21', 363.6, 373.8, 0.68)], [{ kind: 'v', bbox: [371.5, 390, 373.4, 520] }]).map((l) => l.text)).toEqual(['2']);
    // Read with confidence, or with the box's padding short of the rule's far side, the figure stays.
    expect(splitAtRules([doubted('21', 363.6, 373.8, 0.97)], [{ kind: 'v', bbox: [371.5, 390, 373.4, 520] }]).map((l) => l.text)).toEqual(['21']);
    expect(splitAtRules([doubted('11', 62, 72.4, 0.8)], [vRule(72)]).map((l) => l.text)).toEqual(['11']);
  });
});
