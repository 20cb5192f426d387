import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invoicePdf, latinPage, renderGray, wordRecall } from '../../bench/lib/ocr-page.ts';
import { createOcr } from '../../engine/ocr/index.ts';

let ocr: Awaited<ReturnType<typeof createOcr>>;

beforeAll(async () => {
  ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
});
afterAll(async () => {
  await ocr?.close();
});

const accented = (w: string) => /[^\x00-\x7f]/.test(w);

describe('OCR of a Latin-script language PP-OCR lacks', () => {
  it("reads a French scan with tesseract, and the lines it is unsure of with PP-OCR's letters and its own accents", async () => {
    const { img, truth } = await latinPage('fr', 120, 30);
    const page = { ...img, dpi: 120, channels: 1 as const };
    const words = (r: Awaited<ReturnType<typeof ocr.recognize>>) => r.lines.flatMap((l) => l.words.map((w) => w.text));
    const alone = words(await ocr.recognize(page, { language: 'fr', reader: 'tesseract' }));
    const both = await ocr.recognize(page, { language: 'fr' });
    const helped = ocr.lastTimings()!.reread;
    const found = words(both);
    // Some lines went to PP-OCR as well, and the page reads better for it.
    expect(helped).toBeGreaterThan(0);
    expect(wordRecall(truth, found)).toBeGreaterThan(wordRecall(truth, alone));
    // The accents PP-OCR's dictionary lacks are still there (2026-11-28: 95 % of accented words, as tesseract alone).
    expect(wordRecall(truth.filter(accented), found)).toBeGreaterThanOrEqual(Math.min(0.9, wordRecall(truth.filter(accented), alone)));
    for (const l of both.lines) for (const w of l.words) expect(w.source).toBe('ocr');
  }, 60_000);

  it('sends each language down its path: PP-OCR, tesseract with PP-OCR, or tesseract alone', async () => {
    const runs = [
      { x: 60, y: 80, size: 16, text: 'FAKTURA', bold: true },
      { x: 60, y: 120, size: 12, text: 'Numer faktury: 2024-118, Gdynia' },
    ];
    const img = renderGray(invoicePdf(runs), 200);
    const h = Math.round(img.height / 4);
    const page = { data: img.data.subarray(0, img.width * h), width: img.width, height: h, dpi: 200, channels: 1 as const };
    const routes: Record<string, string> = {};
    for (const language of ['en', 'fr', 'es', 'pl', 'sv', 'ru', 'pt-BR']) {
      const res = await ocr.recognize(page, { language });
      routes[language] = ocr.lastTimings()!.reader;
      if (language === 'pl') expect(res.lines.flatMap((l) => l.words.map((w) => w.text))).toContain('FAKTURA');
    }
    // Polish and Swedish have no tesseract data here: the English data would read them worse than PP-OCR does.
    expect(routes).toEqual({ en: 'pp', fr: 'tesseract+pp', es: 'tesseract+pp', pl: 'pp', sv: 'pp', ru: 'tesseract', 'pt-BR': 'tesseract+pp' });
  }, 60_000);
});
