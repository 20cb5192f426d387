import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { degrade, invoicePdf, renderGray } from '../../bench/lib/ocr-page.ts';
import { createOcr } from '../../engine/ocr/index.ts';
import { withLatinWords, worthLatinCheck } from '../../engine/ocr/latin-words.ts';
import type { Line } from '../../engine/types.ts';

/** A reading of one line: words side by side, 100 px each, with their confidences. */
function reading(words: Array<[string, number]>): { line: Line; confidence: number } {
  const ws = words.map(([text, confidence], i) => ({ text, confidence, bbox: [i * 110, 0, i * 110 + 100, 20] as [number, number, number, number], source: 'ocr' as const }));
  return { line: { text: ws.map((w) => w.text).join(' '), bbox: [0, 0, ws.length * 110, 20], words: ws }, confidence: ws.reduce((s, w) => s + w.confidence, 0) / ws.length };
}
const text = (r: { line: Line }) => r.line.text;

describe('Latin words on a page in another script (the rules)', () => {
  it('reads again a line that is unsure, spells a code in its own letters, or has unsure capitals', () => {
    expect(worthLatinCheck(reading([['Сбор', 0.96], ['за', 0.93], ['таможенное', 0.87]]))).toBe(false);
    expect(worthLatinCheck(reading([['Ιποοίθγης', 0.03], ['ΕΟΑ', 0.7], ['ΡίΓαθως', 0.16]]))).toBe(true);
    expect(worthLatinCheck(reading([['Контейнер', 0.91], ['М5С1234567', 0.95]]))).toBe(true);
    expect(worthLatinCheck(reading([['Перевозчик', 0.92], ['согласно', 0.92], ['СМА', 0.64]]))).toBe(true);
    expect(worthLatinCheck(null)).toBe(false);
  });

  it('takes a whole line English reads far better', () => {
    const own = reading([['ΘΗίρρογ:', 0.0], ['ΗθΙΙθηίο', 0.14], ['Θ.Α.', 0.89]]);
    expect(text(withLatinWords(own, reading([['Shipper:', 0.96], ['Hellenic', 0.95], ['S.A.', 0.96]])))).toBe('Shipper: Hellenic S.A.');
  });

  it("takes acronyms and codes from English word by word, and leaves the page's words alone", () => {
    const own = reading([['Перевозчик', 0.92], ['согласно', 0.92], ['СМА', 0.64], ['М5С1234567', 0.5]]);
    const english = reading([['Mepeso3uuk', 0.26], ['cornacHo', 0.63], ['CMR', 0.96], ['MSCU1234567', 0.91]]);
    const r = withLatinWords(own, english);
    expect(text(r)).toBe('Перевозчик согласно CMR MSCU1234567');
    expect(r.confidence).toBeGreaterThan(own.confidence);
  });

  it('takes a number English reads better (the Hindi data drops and changes digits)', () => {
    const own = reading([['कुल', 0.95], ['वजन', 0.93], ['6.80', 0.0], ['4/03/2024', 0.0], ['860.61', 0.91]]);
    expect(worthLatinCheck(own)).toBe(true);
    const english = reading([['PT', 0.2], ['g9M', 0.1], ['161.80', 0.96], ['14/03/2024', 0.93], ['860.51', 0.96]]);
    // A number the page's data was sure of stays unless English is surer by the margin.
    expect(text(withLatinWords(own, english))).toBe('कुल वजन 161.80 14/03/2024 860.61');
    // English letters for a number are no number.
    expect(text(withLatinWords(reading([['990.37', 0.0]]), reading([["TE'066", 0.0]])))).toBe('990.37');
  });

  it('keeps lower-case words, digits for letters and close calls in the page\'s script', () => {
    // English reads lower-case Greek with confidence: "Κορίνθου" as "KopivBou", "και" as "Kou".
    // Word by word: the English reading of the whole line is poor (its first two words).
    const own = reading([['Παραλήπτης:', 0.92], ['Χονδρέμπορος', 0.93], ['Κορίνθου', 0.52], ['και', 0.78], ['за', 0.6], ['ТН', 0.92]]);
    const english = reading([['Napakinmg:', 0.0], ['Xovpéunopog', 0.18], ['KopivBou', 0.92], ['Kou', 0.9], ['3A', 0.95], ['TH', 0.94]]);
    expect(text(withLatinWords(own, english))).toBe(text(own));
  });
});

let ocr: Awaited<ReturnType<typeof createOcr>>;
beforeAll(async () => {
  ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
});
afterAll(async () => {
  await ocr?.close();
});

describe('Latin words on a page in another script (OCR)', () => {
  // 2026-11-28: with the page's data alone these came out ΙΝΨ-2Ο24-0117, ΜΒΟΙ234567, ΟΜΗΒ, ΕΙ, Ιποοίθγης ΕΟΑ,
  // МУ-2024-0117, М5С1234567, СМА:, ЕПВН and "Меззе! М5С АММА Моуаде 214Е".
  it.each([
    ['el', ['Αριθμός τιμολογίου INV-2024-0117', 'Incoterms FCA Piraeus', 'Container MSCU1234567', 'Μεταφορέας σύμφωνα με τη σύμβαση CMR', 'Συνολικό ποσό EUR 1.250,00', 'Παραλήπτης: Χονδρέμπορος Τροφίμων']],
    ['ru', ['Номер счёта-фактуры INV-2024-0117', 'Контейнер MSCU1234567', 'Перевозчик согласно конвенции CMR', 'Итого к оплате EUR 1.250,00', 'Vessel MSC ANNA Voyage 214E', 'Сбор за таможенное оформление']],
  ] as const)('reads the Latin codes, acronyms and lines of a page in %s in Latin letters, and its own words in its own', async (lang, lines) => {
    const runs = lines.map((t, i) => ({ x: 40, y: 50 + 22 * i, size: 10, text: t }));
    const img = await degrade(renderGray(invoicePdf(runs), 300));
    const res = await ocr.recognize({ ...img, dpi: 300, channels: 1 }, { language: lang });
    const found = new Set(res.lines.flatMap((l) => l.words.map((w) => w.text.replace(/[:.,]$/, ''))));
    for (const w of ['INV-2024-0117', 'MSCU1234567', 'CMR', 'EUR']) expect(found).toContain(w);
    expect(found).toContain(lang === 'el' ? 'Χονδρέμπορος' : 'таможенное');
    expect(ocr.lastTimings()!.latinChecks).toBeGreaterThan(0);
  }, 60_000);
});
