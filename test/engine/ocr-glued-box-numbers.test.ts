import { describe, expect, it } from 'vitest';

import { correctCaptions } from '../../engine/extract/ocr-captions.ts';
import type { Line, PageContent } from '../../engine/types.ts';

/**
 * Spaces OCR drops inside captions: after a box number's point ("5.ltem", "33.A. HTSUS") and between two caption
 * words ("descriptionof"). Both from scanned forms (an ASEAN-China Form E, a US entry summary) whose goods grid or
 * line table went unread, the column caption no longer read as one.
 */
const line = (text: string, confidence = 0.9): Line => ({
  text,
  bbox: [0, 0, text.length * 5, 10],
  words: text.split(' ').map((t, i, all) => {
    const x0 = all.slice(0, i).join(' ').length * 5 + (i ? 5 : 0);
    return { text: t, bbox: [x0, 0, x0 + t.length * 5, 10], confidence, source: 'ocr' as const };
  }),
});
const page = (texts: string[], textSource: PageContent['textSource'] = 'ocr'): PageContent =>
  ({ pageNumber: 1, width: 600, height: 800, textSource, lines: texts.map((t) => line(t)), rules: [], confidence: 0.9 });
const read = (texts: string[], textSource?: PageContent['textSource']): Line[] => correctCaptions([page(texts, textSource)])[0].lines;

describe('box numbers OCR runs into their captions', () => {
  it('sets the number apart from a caption word, its I read as l put back, or from a sub-box letter', () => {
    const out = read(['5.ltem', '23.Importer No.', '33.A. HTSUS']);
    expect(out.map((l) => l.text)).toEqual(['5. Item', '23. Importer No.', '33. A. HTSUS']);
    // Two words, each with its share of the box.
    expect(out[0].words.map((w) => w.text)).toEqual(['5.', 'Item']);
    expect(out[0].words[0].bbox[2]).toBeLessThanOrEqual(out[0].words[1].bbox[0]);
    expect(out[0].words[1].bbox[2]).toBe(30);
  });

  it('leaves figures, codes and words no caption knows as read', () => {
    expect(read(['2.5KG NET', '1.R. Tax', '3.Zxqvbn', 'V.2647N']).map((l) => l.text)).toEqual(['2.5KG NET', '1.R. Tax', '3.Zxqvbn', 'V.2647N']);
  });

  it('leaves a text layer as it is', () => {
    expect(read(['5.ltem'], 'text').map((l) => l.text)).toEqual(['5.ltem']);
  });
});

describe('caption words OCR runs together', () => {
  it('sets two caption words apart on a caption line, a short linking word too', () => {
    expect(read(['descriptionof gods (including quantity']).map((l) => l.text)).toEqual(['description of gods (including quantity']);
    expect(read(['Gross weightand Measurement']).map((l) => l.text)).toEqual(['Gross weight and Measurement']);
  });

  it('leaves values and words read with confidence as read', () => {
    expect(read(['DRIED LONGANFLESH, GRADE AA']).map((l) => l.text)).toEqual(['DRIED LONGANFLESH, GRADE AA']);
    const sure = correctCaptions([{ ...page([]), lines: [line('descriptionof goods quantity', 0.99)] }])[0].lines;
    expect(sure[0].text).toBe('descriptionof goods quantity');
  });
});
