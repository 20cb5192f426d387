import { describe, expect, it } from 'vitest';

import { combineReadings, mergeAccents } from '../../engine/ocr/merge.ts';
import type { Line } from '../../engine/types.ts';

describe('merging PP-OCR letters with tesseract accents', () => {
  it('puts tesseract accents on the letters PP-OCR read without them', () => {
    expect(mergeAccents('Numero de facture', 'Numéro de facture')).toBe('Numéro de facture');
    expect(mergeAccents('Recu pour la societe', 'Reçu pour la société')).toBe('Reçu pour la société');
    expect(mergeAccents('Grenzubertritt Osterreich', 'Grenzübertritt Österreich')).toBe('Grenzübertritt Österreich');
    // Letters Unicode keeps whole (no combining mark to strip) count as accented too.
    expect(mergeAccents('Kobenhavn, Lodz', 'København, Łódź')).toBe('København, Łódź');
  });

  it('keeps PP-OCR letters where tesseract misread them, even next to an accent it read right', () => {
    expect(mergeAccents('Expediteur 1250,00', 'Exped1teur l25O,0O')).toBe('Expediteur 1250,00');
    expect(mergeAccents('Societe Generale', 'Soclété Générale')).toBe('Société Générale');
  });

  it("keeps PP-OCR's case and takes ß for the B PP-OCR reads in its place", () => {
    expect(mergeAccents('NUMERO', 'numéro')).toBe('NUMÉRO');
    expect(mergeAccents('echeance', 'ÉCHÉANCE')).toBe('échéance');
    expect(mergeAccents('StraBe 12, GroBe', 'Straße 12, Größe')).toBe('Straße 12, Größe');
  });

  it('replaces characters outside Latin script that PP-OCR put in, and never changes the number of words', () => {
    expect(mergeAccents('Re我u fret', 'Reçu fret')).toBe('Reçu fret');
    const merged = mergeAccents('Date d echeance 14/03', "Dated'échéance l4/03");
    expect(merged.split(' ')).toHaveLength(4);
    expect(merged).toBe('Date d échéance 14/03');
  });

  it('takes the accented letter tesseract read where PP-OCR put a digit in a word, and keeps the digits of numbers', () => {
    expect(mergeAccents('Felad6: Kft. Gy6r 631.03', 'Feladó: Kft. Győr 631.03')).toBe('Feladó: Kft. Győr 631.03');
    expect(mergeAccents('Fizetend6 vegosszeg 24.03', ', Fizetendő végösszeg 24.03')).toBe('Fizetendő végösszeg 24.03');
    expect(mergeAccents('Kft. 6305 Gyor', 'Kft. G3O5 Győr')).toBe('Kft. 6305 Győr');
  });

  it('leaves PP-OCR text as it is when tesseract read nothing alike', () => {
    expect(mergeAccents('Total 118,00 EUR', '')).toBe('Total 118,00 EUR');
    expect(mergeAccents('Total 118,00 EUR', '~~~ ###')).toBe('Total 118,00 EUR');
  });
});

const word = (text: string, x: number, confidence: number) => ({ text, bbox: [x, 0, x + 40, 10] as [number, number, number, number], confidence, source: 'ocr' as const });
const line = (...words: ReturnType<typeof word>[]): Line => ({ text: words.map((w) => w.text).join(' '), bbox: [0, 0, 200, 10], words });

describe('choosing the reading of a line tesseract was unsure of', () => {
  const tess = { line: line(word('Numéro', 0, 0.7), word('l2', 60, 0.4)), confidence: 0.55 };

  it("takes PP-OCR's words, boxes and confidences with tesseract's accents when PP-OCR was surer", () => {
    const pp = { line: line(word('Numero', 2, 0.95), word('12', 58, 0.9)), score: 0.93 };
    const out = combineReadings(tess, pp, 0.5)!;
    expect(out.text).toBe('Numéro 12');
    expect(out.words.map((w) => w.bbox[0])).toEqual([2, 58]);
    expect(out.words.map((w) => w.confidence)).toEqual([0.95, 0.9]);
  });

  it("keeps tesseract's reading when PP-OCR was less sure, and either reading when the other has none", () => {
    const weak = { line: line(word('Nwnero', 2, 0.4), word('1Z', 58, 0.3)), score: 0.35 };
    expect(combineReadings(tess, weak, 0.5)).toBe(tess.line);
    expect(combineReadings(tess, null, 0.5)).toBe(tess.line);
    expect(combineReadings(null, { line: line(word('Total', 0, 0.9)), score: 0.9 }, 0.5)?.text).toBe('Total');
    // PP-OCR alone below the drop score: noise, as on the PP-OCR path.
    expect(combineReadings(null, weak, 0.5)).toBeNull();
  });
});
