import { describe, expect, it } from 'vitest';

import { languagePage, scannedInvoice, wordRecall } from '../../bench/lib/ocr-page.ts';
import { foldWord, functionWordScores, latinCandidates } from '../../engine/ocr/latin-language.ts';
import { useOcr, wordsOf } from '../helpers/ocr.ts';

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

  it('tries only the languages whose score comes near the leader’s', () => {
    // German, holding a few of the same words (des), scores about a fifth of French here: not worth a sample read.
    expect(latinCandidates('Conditions generales de vente pour la societe et les frais de dedouanement des marchandises du client')).toEqual(['fr']);
    // Slovenian's long list holds the Czech labels' function words too (za, podle, o): both are tried, and the
    // sample of lines tells them apart.
    const czech = 'Cislo faktury a datum splatnosti. Misto nakladky: Brno, Hlavni trida 12. Poplatek za celni odbaveni. '
      + 'Drevena bedna, tepelne osetrena. Hmotnost brutto a netto (kg). Palivovy priplatek za prepravu. Dopravce podle '
      + 'umluvy CMR. Castka k uhrade prevodem. Osvedceni o puvodu zbozi. Skody zpusobene vlhkosti vylouceny.';
    expect(latinCandidates([czech, czech, czech].join('\n')).sort()).toEqual(['cs', 'sl']);
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

describe('a Latin-script scan sent without a language', () => {
  const ocrOf = useOcr();
  // Read as English by PP-OCR these pages lose their accents (bench/ocr-languages.ts, 52 lines at 300 dpi: Czech
  // 46 %, German 61 %, French 75 % of words exact).
  it.each([
    ['cs', 0.9],
    ['de', 0.9],
    ['fr', 0.9],
  ] as const)('is read in %s once its function words and a sample of its lines show it', async (lang, least) => {
    const { img, truth } = await languagePage(lang, 200, 24);
    const page = { ...img, dpi: 200, channels: 1 as const };
    const asEnglish = await ocrOf().recognize(page, { language: 'en' });
    const res = await ocrOf().recognize(page, { language: 'en', detectLanguage: true });
    expect(ocrOf().lastTimings()!.latinCandidates).toContain(lang);
    expect(res.language).toBe(lang);
    expect(ocrOf().lastTimings()!.reader).toBe('tesseract+pp');
    expect(wordRecall(truth, wordsOf(res))).toBeGreaterThanOrEqual(least);
    expect(wordRecall(truth, wordsOf(res))).toBeGreaterThan(wordRecall(truth, wordsOf(asEnglish)) + 0.1);
  }, 90_000);

  it('stays English when it is English, after looking up its words only', async () => {
    const scan = await scannedInvoice(200);
    const res = await ocrOf().recognize({ data: scan.gray, width: scan.width, height: scan.height, dpi: 200, channels: 1 }, { language: 'en', detectLanguage: true });
    expect(res.language).toBe('en');
    expect(ocrOf().lastTimings()!.latinCandidates).toEqual([]);
    expect(ocrOf().lastTimings()!.reader).toBe('pp');
  }, 60_000);

  it('stays English when the client named it', async () => {
    const { img } = await languagePage('de', 200, 24);
    const res = await ocrOf().recognize({ ...img, dpi: 200, channels: 1 }, { language: 'en' });
    expect(res.language).toBe('en');
    expect(ocrOf().lastTimings()!.latinCandidates).toEqual([]);
  }, 60_000);
});
