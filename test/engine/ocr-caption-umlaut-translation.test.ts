import { describe, expect, it } from 'vitest';

import { correctCaptions } from '../../engine/extract/ocr-captions.ts';
import { captionKeysOf } from '../../engine/extract/logistics/captions.ts';
import type { Line, PageContent } from '../../engine/types.ts';

/**
 * Scans of forms with Turkish or German captions: the recogniser reads a u-umlaut's dots as an i's ("Varış ilkesi",
 * "Packsticke"), and runs a caption and its lighter English translation together into one line ("7 Odbiorca
 * Consignee"), which then reads as a caption with a value beside it.
 */
const line = (text: string, confidence = 0.97): Line => ({
  text,
  bbox: [0, 0, 100, 10],
  words: text.split(' ').map((t, i) => ({ text: t, bbox: [i * 20, 0, i * 20 + 18, 10], confidence, source: 'ocr' as const })),
});
const read = (texts: string[]): string[] =>
  correctCaptions([{ pageNumber: 1, width: 600, height: 800, textSource: 'ocr', lines: texts.map((t) => line(t)), rules: [], confidence: 0.9 } as PageContent])[0].lines.map((l) => l.text);
const keys = (t: string): string[] => [...(captionKeysOf(t) ?? [])];

describe('a caption word whose u-umlaut OCR read as an i', () => {
  it('is put back beside a word it is printed with in a caption', () => {
    expect(read(['17 Varış ilkesi', '9 Dizenleme Tarihi', 'Packsticke und Warenbezeichnung', '12 Toplam brit agirlik']))
      .toEqual(['17 Varış ulkesi', '9 Duzenleme Tarihi', 'Packstucke und Warenbezeichnung', '12 Toplam brut agirlik']);
  });

  it('leaves the word alone without such a neighbour, and in values', () => {
    expect(read(['ilkesi', 'BRIT AIRWAYS LTD', 'Brit', 'MERSIN ilkesi'])).toEqual(['ilkesi', 'BRIT AIRWAYS LTD', 'Brit', 'MERSIN ilkesi']);
  });
});

describe('a caption run together with its translation', () => {
  it('reads as the caption when the translation captions the same field or is a caption phrase', () => {
    expect(keys('7 Odbiorca Consignee')).toEqual(['consignee']);
    expect(keys('18 Kalem fiyatı Item price')).toEqual(['itemPrice']);
    expect(keys('31 Packstücke und Warenbezeichnung Packages and description')).toEqual(['goodsDescription']);
  });

  it('is no caption when the words after it are a value or another caption', () => {
    expect(keys('Odbiorca NORD TRADING AND SONS')).toEqual([]);
    expect(keys('Consignee Notify party')).toEqual([]);
    expect(keys('Date Pieces')).toEqual([]);
    expect(keys('Place of Issue of')).toEqual([]);
    expect(keys('Consignee Acme Trading')).toEqual([]);
  });
});

describe('a phone label whose l OCR read as a one', () => {
  it('is put right before a figure only', () => {
    expect(read(['VKN 1234567890 Te1 +90 312 555 0199', 'TE1: 0049 40 555 012'])).toEqual(['VKN 1234567890 Tel +90 312 555 0199', 'TEL: 0049 40 555 012']);
    expect(read(['Te1 AVIV PORT', 'ROOM Te1'])).toEqual(['Te1 AVIV PORT', 'ROOM Te1']);
  });
});
