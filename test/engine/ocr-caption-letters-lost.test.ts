import { describe, expect, it } from 'vitest';

import { lostLettersCaption } from '../../engine/extract/ocr-caption-phrases.ts';
import { correctCaptions } from '../../engine/extract/ocr-captions.ts';
import type { Line, PageContent } from '../../engine/types.ts';

// Words read with confidence: a lost letter of a thin glyph does not make the recogniser unsure.
const line = (text: string, confidence = 0.97): Line => ({
  text,
  bbox: [0, 0, 100, 10],
  words: text.split(' ').map((t, i) => ({ text: t, bbox: [i * 20, 0, i * 20 + 18, 10], confidence, source: 'ocr' as const })),
});
const read = (texts: string[], confidence?: number): string[] =>
  correctCaptions([{ pageNumber: 1, width: 600, height: 800, textSource: 'ocr', lines: texts.map((t) => line(t, confidence)), rules: [], confidence: 0.9 } as PageContent])[0].lines.map((l) => l.text);

describe('a short caption word OCR read with a letter lost', () => {
  it('is put back beside the caption word it is printed with', () => {
    expect(read(['1. Consignor Name, ful address, country)', '6. tem number; Marks and numbers; Description of gods']))
      .toEqual(['1. Consignor Name, full address, country)', '6. item number; Marks and numbers; Description of goods']);
  });

  it('leaves short words of values alone, and a word that could be more than one caption word', () => {
    // No caption prints "full moon", "goods of" or a word of "tem" after "12": a value's short word stays as read.
    expect(read(['ful moon', 'gods of Olympus', 'BOX 12 tem'])).toEqual(['ful moon', 'gods of Olympus', 'BOX 12 tem']);
  });
});

describe('a caption OCR read with letters lost all through it', () => {
  it('is written as the one caption it is within a few letters of', () => {
    // Read unsure, as such lines are; read sure, one letter off only ("Handing Information").
    expect(read(['Aiport f deparure', 'Fight /date', 'Routing /carier'], 0.8)).toEqual(['Airport of Departure', 'Flight/Date', 'Routing / Carrier']);
    expect(read(['Handing Information', 'Aiport f deparure'])).toEqual(['Handling Information', 'Aiport f deparure']);
  });

  it('is written as a long caption of more words, after its box number kept as read', () => {
    // A long caption loses more letters at 150 dpi (thin ones, which go rather than change) and is as distinct.
    expect(read(['(9) Aiport f Dparure (Addr of First Carir) and Requsted Rouing'], 0.85))
      .toEqual(['(9) Airport of Departure (Addr. of First Carrier) and Requested Routing']);
    expect(read(["Issuing Carier's Agent Name and City"])).toEqual(["Issuing Carrier's Agent Name and City"]);
    // A value's line of as many words is nowhere near a caption.
    expect(read(['Airport of Lisbon and Porto cargo terminal seven'], 0.85)).toEqual(['Airport of Lisbon and Porto cargo terminal seven']);
  });

  it('leaves lines with figures, long lines and lines far from any caption as read', () => {
    expect(read(['Fight 2 /date', 'Aiport f esin', 'Aiport f deparure delayed by snow'], 0.8)).toEqual(['Fight 2 /date', 'Aiport f esin', 'Aiport f deparure delayed by snow']);
  });
});

describe('two caption words about a slash OCR read as one word', () => {
  it('sets the slash apart when both sides are caption words, one maybe a letter off', () => {
    expect(read(['Curency/charges', 'ACME/BETA'], 0.8)).toEqual(['Currency / charges', 'ACME/BETA']);
  });
});

describe('a bare number before a line of words', () => {
  it('is a count, not a box number, before words near a short caption: the words are not rewritten', () => {
    // Read with "(12" it is a box number, and "Weight charges" a caption a few letters off; bare, a count and a charge.
    expect(lostLettersCaption(line('12 Weight charges', 0.8)).text).toBe('12 Weight charges');
  });

  it('is left out of the comparison before a long caption, which no value\'s words come near', () => {
    expect(lostLettersCaption(line('9 Aiport f Dparure (Addr of First Carir) and Requsted Rouing', 0.85)).text)
      .toBe('9 Airport of Departure (Addr. of First Carrier) and Requested Routing');
  });
});
