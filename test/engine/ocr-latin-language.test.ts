import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { languagePage, scannedInvoice, wordRecall } from '../../bench/lib/ocr-page.ts';
import { createOcr } from '../../engine/ocr/index.ts';
import { foldWord, functionWordScores, latinCandidates } from '../../engine/ocr/latin-language.ts';

describe('function words of a page read without its accents', () => {
  it('folds accents and the letters that are not a base letter with a mark', () => {
    expect(foldWord('Łódź')).toBe('lodz');
    expect(foldWord('Straße')).toBe('strasse');
    expect(foldWord('İzmir')).toBe('izmir');
    expect(foldWord('Đà Nẵng')).toBe('da nang');
  });

  it('names the language of a French, German or Polish text read without accents', () => {
    // Lines as PP-OCR's dictionary leaves them: the accents it lacks dropped.
    expect(latinCandidates('Conditions generales de vente pour la societe et les frais de dedouanement des marchandises du client')[0]).toBe('fr');
    expect(latinCandidates('Zahlung bis zum Faelligkeitstag, Schaden durch Nasse bei der Abfertigung und fur die Ubergabe an den Empfanger')[0]).toBe('de');
    expect(latinCandidates('Numer faktury i termin platnosci, oplata za odprawe celna oraz doplata za przewoz do zaplaty przez odbiorce')[0]).toBe('pl');
  });

  it('leaves English, and Malay, to PP-OCR', () => {
    expect(latinCandidates('Invoice number and due date. Payment of the total amount is due within 30 days to the account of the seller.')).toEqual([]);
    // A Malaysian receipt: Malay's function words are PP-OCR's own language, and English is there too.
    expect(latinCandidates('TERIMA KASIH SILA DATANG LAGI. Barang yang dibeli tidak boleh ditukar dan dikembalikan. Thank you please come again')).toEqual([]);
  });

  it('names nothing on too few function words', () => {
    expect(latinCandidates('Rechnung 2024-117 Betrag 45,00 EUR')).toEqual([]);
    expect(latinCandidates('')).toEqual([]);
  });

  it('counts a word shared by many lists for less than one only its own language has', () => {
    const und = functionWordScores('und');
    const de = functionWordScores('de');
    expect(und.de).toBe(1);
    expect(de.fr).toBeGreaterThan(0);
    expect(de.fr).toBeLessThan(1);
    // Single letters never count: receipts are full of stray x, s and g.
    expect(Object.values(functionWordScores('x s g z i a')).every((s) => s === 0)).toBe(true);
  });
});

let ocr: Awaited<ReturnType<typeof createOcr>>;
beforeAll(async () => {
  ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
});
afterAll(async () => {
  await ocr?.close();
});

const wordsOf = (r: { lines: Array<{ words: Array<{ text: string }> }> }) => r.lines.flatMap((l) => l.words.map((w) => w.text));

describe('a Latin-script scan sent without a language', () => {
  // 2026-11-28, 24-line pages at 200 dpi read as English by PP-OCR keep 45–75 % of their words exact (accents lost).
  it.each([
    ['cs', 0.9],
    ['de', 0.9],
    ['fr', 0.9],
  ] as const)('is read in %s once its function words and a sample of its lines show it', async (lang, least) => {
    const { img, truth } = await languagePage(lang, 200, 24);
    const page = { ...img, dpi: 200, channels: 1 as const };
    const asEnglish = await ocr.recognize(page, { language: 'en' });
    const res = await ocr.recognize(page, { language: 'en', detectLanguage: true });
    expect(ocr.lastTimings()!.latinCandidates).toContain(lang);
    expect(res.language).toBe(lang);
    expect(ocr.lastTimings()!.reader).toBe('tesseract+pp');
    expect(wordRecall(truth, wordsOf(res))).toBeGreaterThanOrEqual(least);
    expect(wordRecall(truth, wordsOf(res))).toBeGreaterThan(wordRecall(truth, wordsOf(asEnglish)) + 0.1);
  }, 90_000);

  it('stays English when it is English, after looking up its words only', async () => {
    const scan = await scannedInvoice(200);
    const res = await ocr.recognize({ data: scan.gray, width: scan.width, height: scan.height, dpi: 200, channels: 1 }, { language: 'en', detectLanguage: true });
    expect(res.language).toBe('en');
    expect(ocr.lastTimings()!.latinCandidates).toEqual([]);
    expect(ocr.lastTimings()!.reader).toBe('pp');
  }, 60_000);

  it('stays English when the client named it', async () => {
    const { img } = await languagePage('de', 200, 24);
    const res = await ocr.recognize({ ...img, dpi: 200, channels: 1 }, { language: 'en' });
    expect(res.language).toBe('en');
    expect(ocr.lastTimings()!.latinCandidates).toEqual([]);
  }, 60_000);
});
