import { describe, expect, it } from 'vitest';

import { correctCaptions } from '../../engine/extract/ocr-captions.ts';
import type { Line, PageContent } from '../../engine/types.ts';

const line = (text: string): Line => ({
  text,
  bbox: [0, 0, 100, 10],
  words: text.split(' ').map((t, i) => ({ text: t, bbox: [i * 20, 0, i * 20 + 18, 10], confidence: 0.8, source: 'ocr' as const })),
});
const page = (texts: string[], textSource: PageContent['textSource'] = 'ocr'): PageContent =>
  ({ pageNumber: 1, width: 600, height: 800, textSource, lines: texts.map(line), rules: [], confidence: 0.9 });
const read = (texts: string[], textSource?: PageContent['textSource']): string[] => correctCaptions([page(texts, textSource)])[0].lines.map((l) => l.text);

describe('caption words OCR misread', () => {
  it('puts a letter right in captions, keeping their case and punctuation', () => {
    expect(read(['Air Waybil No.', 'Marks of Nationalty and Registration', 'Manifes No.', 'ISSUING COUNTRY OR TERITORY:']))
      .toEqual(['Air Waybill No.', 'Marks of Nationality and Registration', 'Manifest No.', 'ISSUING COUNTRY OR TERRITORY:']);
  });

  it('leaves lines of values alone, and a caption line\'s values', () => {
    expect(read(['Carrer de Mallorca 401', 'CHENNAI LEATHER EXPORTS', 'Port of Loading: HAMBURG'])).toEqual(['Carrer de Mallorca 401', 'CHENNAI LEATHER EXPORTS', 'Port of Loading: HAMBURG']);
    // A goods line cut at a column rule holds a package kind, one caption word: "BEANS" is not "MEANS".
    expect(read(['BEANS IN JUTE BAGS'])).toEqual(['BEANS IN JUTE BAGS']);
    // Another form of a caption word is no misreading of it: "ACCESSORIES" is not the charge word "ACCESSORIAL".
    expect(read(['MOBILE PHONE ACCESSORIES'])).toEqual(['MOBILE PHONE ACCESSORIES']);
  });

  it('leaves words read with confidence, and words with accents, as read', () => {
    const sure = page(['Port of Discharge SANTOS']);
    sure.lines[0].words[3].confidence = 0.99;
    expect(correctCaptions([sure])[0].lines[0].text).toBe('Port of Discharge SANTOS');
    expect(read(['Emisión conocimiento de embarque'])).toEqual(['Emisión conocimiento de embarque']);
    expect(read(['Country of Origin France'])).toEqual(['Country of Origin France']);
  });

  it('leaves a text layer as it is', () => {
    expect(read(['Air Waybil No.'], 'text')).toEqual(['Air Waybil No.']);
  });

  it('keeps each word\'s box and the line\'s words in step with its text', () => {
    const [l] = correctCaptions([page(['Gross Weigth (kg)'])])[0].lines;
    expect(l.text).toBe('Gross Weight (kg)');
    expect(l.words.map((w) => w.text)).toEqual(['Gross', 'Weight', '(kg)']);
    expect(l.words[1].bbox).toEqual([20, 0, 38, 10]);
  });
});

describe('caption words OCR misread in a header of one-word cells', () => {
  const cellAt = (text: string, x: number, y: number): Line => ({
    text, bbox: [x, y, x + 60, y + 10], words: [{ text, bbox: [x, y, x + 60, y + 10], confidence: 0.8, source: 'ocr' as const }],
  });
  const pageOf = (lines: Line[]): PageContent => ({ pageNumber: 1, width: 600, height: 800, textSource: 'ocr', lines, rules: [], confidence: 0.9 });

  it('puts a cell\'s caption word right among the captions printed on its row', () => {
    const row = ['Pos.', 'Merken', 'Colli', 'Omschrljving', 'Netto', 'Bruto'].map((t, i) => cellAt(t, 20 + i * 90, 100));
    expect(correctCaptions([pageOf(row)])[0].lines.map((l) => l.text)).toEqual(['Pos.', 'Merken', 'Colli', 'Omschrijving', 'Netto', 'Bruto']);
  });

  it('leaves a one-word value alone on a row without captions', () => {
    const row = ['Omschrljving', 'ROTTERDAM', 'PALLETS'].map((t, i) => cellAt(t, 20 + i * 90, 100));
    expect(correctCaptions([pageOf(row)])[0].lines.map((l) => l.text)).toEqual(['Omschrljving', 'ROTTERDAM', 'PALLETS']);
  });
});

describe('a carton\'s sides caption OCR read with a digit', () => {
  it('reads "L x1 x h cm" as the sides caption, and leaves dimensions in figures alone', () => {
    expect(read(['L x1 x h cm', 'L x | x H', '60 x 40 x 35', 'L x 1 x h'])).toEqual(['L x l x h cm', 'L x l x H', '60 x 40 x 35', 'L x l x h']);
  });
});

describe('a capital I read as a lower-case l', () => {
  it('puts the I back in a caption word, short or read with confidence, and leaves words of values alone', () => {
    const sure = page(['32 ltem No.', 'lnvoice Date', 'lmporter of record', 'llama wool']);
    for (const l of sure.lines) for (const w of l.words) w.confidence = 0.99;
    expect(correctCaptions([sure])[0].lines.map((l) => l.text)).toEqual(['32 Item No.', 'Invoice Date', 'Importer of record', 'llama wool']);
  });

  it('puts it back in a numbered header cell among the captions of its row', () => {
    const cell = (text: string, x: number): Line => ({
      text, bbox: [x, 100, x + 60, 110],
      words: text.split(' ').map((t, i) => ({ text: t, bbox: [x + i * 14, 100, x + i * 14 + 12, 110], confidence: 0.97, source: 'ocr' as const })),
    });
    const header: PageContent = { pageNumber: 1, width: 600, height: 800, textSource: 'ocr', lines: [cell('32 ltem', 20), cell('33 Commodity', 120), cell('35 Gross', 220), cell('38 Net', 320)], rules: [], confidence: 0.9 };
    expect(correctCaptions([header])[0].lines.map((l) => l.text)).toEqual(['32 Item', '33 Commodity', '35 Gross', '38 Net']);
  });
});

describe('a pound unit OCR read with a digit', () => {
  it('reads a line of "1b" or "Ibs" as the unit, and leaves item numbers and figures alone', () => {
    expect(read(['1b', 'Ibs', '1', '1b 2', '12b'])).toEqual(['lb', 'lbs', '1', '1b 2', '12b']);
  });
});

describe('a capital I read as l on a line of its own', () => {
  it('is put back whatever the line around it', () => {
    // The box number is set apart too (ocr-glued-box-numbers.test.ts).
    expect(read(['5.ltem', 'lnvoice'])).toEqual(['5. Item', 'Invoice']);
  });
});
