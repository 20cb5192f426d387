import { describe, expect, it } from 'vitest';

import type { RBox } from '../../engine/ocr/geometry.ts';
import { detectLatinLanguage } from '../../engine/ocr/latin-language.ts';
import { detectLanguage } from '../../engine/ocr/script.ts';
import type { TesseractPool } from '../../engine/ocr/tesseract.ts';
import { languageOfEarlierPages } from '../../engine/stages/ocr.ts';
import type { DocState, PageState } from '../../engine/stages/types.ts';

// A blank page with one line box: what the samples read is the fake pool's business.
const img = { data: new Uint8Array(400 * 100).fill(255), width: 400, height: 100, dpi: 300 };
const boxes: RBox[] = [{ cx: 200, cy: 50, w: 300, h: 30, ux: 1, uy: 0, score: 0.5 }];

/** A tesseract pool that reads every line with the confidence `confidence` gives its language, and records which. */
function fakePool(confidence: (lang: string) => number, script = 'Latin') {
  const read: string[] = [];
  const pool = {
    hasLang: () => true,
    resolveLang: (iso: string) => iso,
    detectScript: async () => ({ script, confidence: 1 }),
    readLine: async (_crop: unknown, lang: string) => {
      read.push(lang);
      return { words: [{ text: 'word', bbox: [8, 8, 60, 30], confidence: confidence(lang) }], confidence: confidence(lang) };
    },
  };
  return { pool: pool as unknown as TesseractPool, read };
}

const FRENCH = 'Conditions generales de vente pour la societe et les frais de dedouanement des marchandises du client';

describe('a language an earlier page of the document was found in', () => {
  it('is taken for a Latin-script page whose function words name it, without reading a sample', async () => {
    const { pool, read } = fakePool((l) => (l === 'fr' ? 0.95 : 0.8));
    const call = await detectLatinLanguage(pool, img, boxes, [false], [0.5], FRENCH, 'fr');
    expect(call.language).toBe('fr');
    expect(read).toEqual([]);
  });

  it('does not stand in for the sample when the function words name another language', async () => {
    const { pool, read } = fakePool((l) => (l === 'fr' ? 0.95 : 0.8));
    const call = await detectLatinLanguage(pool, img, boxes, [false], [0.5], FRENCH, 'de');
    expect(call.language).toBe('fr');
    expect(read).toEqual(['en', 'fr']);
  });

  it('is tried first among a script’s candidates, and a clear lead spares the others', async () => {
    const hindi = (l: string) => (l === 'hi' ? 0.95 : 0.5);
    const first = fakePool(hindi, 'Common');
    expect((await detectLanguage(first.pool, img, boxes, [false], [0.5])).language).toBe('hi');
    expect(first.read).toEqual(['en', 'ja', 'ko', 'he', 'hi']);
    const later = fakePool(hindi, 'Common');
    expect((await detectLanguage(later.pool, img, boxes, [false], [0.5], 'hi')).language).toBe('hi');
    expect(later.read).toEqual(['en', 'hi']);
  });

  it('is the nearest earlier page’s, once OCR found one', () => {
    const page = (pageNo: number, language?: string) =>
      ({ pageNo, result: { content: { pageNumber: pageNo, width: 1, height: 1, textSource: 'ocr', lines: [], rules: [], confidence: 1, ...(language ? { language } : {}) } } }) as unknown as PageState;
    const doc = { pages: [page(1, 'fr'), page(2), page(3, 'de'), page(4)] } as unknown as DocState;
    expect(languageOfEarlierPages(doc, 1)).toBeUndefined();
    expect(languageOfEarlierPages(doc, 2)).toBe('fr');
    expect(languageOfEarlierPages(doc, 4)).toBe('de');
  });
});
