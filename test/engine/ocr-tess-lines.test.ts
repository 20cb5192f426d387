import { dirname } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invoicePdf, renderGray, wordRecall } from '../../bench/lib/ocr-page.ts';
import { createOcr, type Ocr } from '../../engine/ocr/index.ts';
import { readDetectedLines, readLineCrop } from '../../engine/ocr/reread.ts';
import { TesseractPool } from '../../engine/ocr/tesseract.ts';
import { loadManifest, resolveModelPath } from '../../models/load.ts';

const DPI = 200;
const px = (pt: number) => (pt * DPI) / 72;
const RUNS = [
  { x: 60, y: 80, size: 16, text: 'FACTURE', bold: true },
  { x: 60, y: 120, size: 12, text: 'Numéro de facture : 2024-118' },
  { x: 300, y: 120, size: 12, text: 'Date : 12/03/2024' },
  { x: 60, y: 145, size: 12, text: 'Total à payer : 1 250,00 EUR' },
  { x: 60, y: 170, size: 12, text: 'Reçu de la société Dupont Frères' },
];

let ocr: Ocr;
let tess: TesseractPool;
let img: { data: Uint8Array; width: number; height: number; dpi: number };

beforeAll(async () => {
  ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
  const m = await loadManifest();
  tess = new TesseractPool({ fra: dirname(resolveModelPath(m.files.tessFra, m.dir)), eng: dirname(resolveModelPath(m.files.tessEng, m.dir)) });
  const page = renderGray(invoicePdf(RUNS), DPI);
  const h = Math.round(page.height / 3);
  img = { data: page.data.subarray(0, page.width * h), width: page.width, height: h, dpi: DPI };
});
afterAll(async () => {
  await Promise.all([ocr?.close(), tess?.close()]);
});

describe('tesseract on the lines PP-OCR detected', () => {
  it('reads a French page line by line, each word boxed where it is printed', async () => {
    const res = await ocr.recognize({ ...img, channels: 1 }, { language: 'fr' });
    const words = res.lines.flatMap((l) => l.words);
    expect(wordRecall(['FACTURE', 'Numéro', '2024-118', 'Date', '12/03/2024', 'payer', 'EUR', 'Reçu', 'société', 'Dupont', 'Frères'], words.map((w) => w.text))).toBeGreaterThanOrEqual(0.8);
    // Two runs on one baseline stay two lines, in reading order (left first).
    const numero = res.lines.findIndex((l) => l.text.includes('2024-118'));
    const date = res.lines.findIndex((l) => l.text.includes('12/03/2024'));
    expect(numero).toBeGreaterThanOrEqual(0);
    expect(date).toBe(numero + 1);
    const dupont = words.find((w) => w.text === 'Dupont');
    expect(dupont).toBeDefined();
    const [x0, y0, x1, y1] = dupont!.bbox;
    // Baseline of the run at 170 pt; a 12 pt word spans about 9 pt above it and 3 below, and its box has the height
    // of the detector's line box (a few points of margin), as PP-OCR's words do.
    expect(y0).toBeGreaterThan(px(170 - 16));
    expect(y1).toBeLessThan(px(170 + 8));
    // One line's height, not the run above (145 pt) taken in with it.
    expect(y1 - y0).toBeLessThan(px(20));
    expect(x0).toBeGreaterThan(px(60 + 80));
    expect(x1).toBeLessThan(px(60 + 200));
    for (const l of res.lines) {
      for (const w of l.words) {
        expect(w.confidence).toBeGreaterThanOrEqual(0);
        expect(w.confidence).toBeLessThanOrEqual(1);
        // Words sit inside their line's box (a pixel of rounding aside).
        expect(w.bbox[0]).toBeGreaterThanOrEqual(l.bbox[0] - 1);
        expect(w.bbox[2]).toBeLessThanOrEqual(l.bbox[2] + 1);
      }
    }
  }, 60_000);

  it('reads English lines with tesseract when asked to, for comparing the two readers', async () => {
    const pp = await ocr.recognize({ ...img, channels: 1 }, { language: 'en' });
    const ts = await ocr.recognize({ ...img, channels: 1 }, { language: 'en', reader: 'tesseract' });
    expect(wordRecall(['FACTURE', 'facture', '2024-118', 'EUR', 'Dupont'], ts.lines.flatMap((l) => l.words.map((w) => w.text)))).toBeGreaterThanOrEqual(0.8);
    expect(ts.lines.length).toBeGreaterThanOrEqual(pp.lines.length - 1);
  }, 60_000);

  it('turns a line marked upside down before reading it, and maps its word boxes back onto the page', async () => {
    // The page turned by 180°: every line upside down where it now lies.
    const turned = { data: img.data.slice().reverse(), width: img.width, height: img.height, dpi: DPI };
    const upright = { x0: px(60) - 6, y0: px(80 - 16), x1: px(60 + 90), y1: px(80 + 6) };
    // As the detector boxes it on the turned page: horizontal, reading direction to the right.
    const box = { cx: img.width - (upright.x0 + upright.x1) / 2, cy: img.height - (upright.y0 + upright.y1) / 2, w: upright.x1 - upright.x0, h: upright.y1 - upright.y0, ux: 1, uy: 0, score: 1 };
    const [read] = await readDetectedLines(tess, turned, [box], [true], 'fra');
    expect(read?.line.text).toBe('FACTURE');
    const [x0, y0, x1, y1] = read!.line.words[0].bbox;
    expect(x0).toBeGreaterThanOrEqual(img.width - upright.x1 - 1);
    expect(y0).toBeGreaterThanOrEqual(img.height - upright.y1 - 1);
    expect(y1).toBeLessThanOrEqual(img.height - upright.y0 + 1);
    expect(x1 - x0).toBeGreaterThan(px(60));
    // The word's start (x = 60 pt upright) is its right end on the turned page.
    expect(Math.abs(x1 - (img.width - px(60)))).toBeLessThan(6);
    // The same box read as it lies gives no such word.
    const [unturned] = await readDetectedLines(tess, turned, [box], [false], 'fra');
    expect(unturned?.line.text ?? '').not.toBe('FACTURE');
  }, 60_000);

  it('switches a worker between page and line settings as the calls alternate', async () => {
    const first = await tess.readPage(img, 'fra');
    const box = [px(60) - 6, px(170 - 14), px(60 + 200), px(170 + 6)] as const;
    const line = await readLineCrop(tess, img, box, 'fra');
    expect(line?.line.text).toContain('Dupont');
    // In line mode (PSM 7) the whole page would come back as one line; in page mode it is several again.
    const again = await tess.readPage(img, 'fra');
    expect(again.map((l) => l.text)).toEqual(first.map((l) => l.text));
    expect(again.length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('keeps the workers of the languages read last and retires the others once their reads are done', async () => {
    const m = await loadManifest();
    const dir = (key: string) => dirname(resolveModelPath(m.files[key], m.dir));
    const pool = new TesseractPool({ fra: dir('tessFra'), deu: dir('tessDeu'), pol: dir('tessPol') }, { maxWorkers: 2 });
    try {
      const box = [px(60) - 6, px(170 - 14), px(60 + 200), px(170 + 6)] as const;
      const read = (lang: string) => readLineCrop(pool, img, box, lang).then((r) => r?.line.text ?? '');
      // Reads in three languages at once: whichever worker is retired finishes its read first.
      const texts = await Promise.all([read('fra'), read('deu'), read('pol')]);
      for (const t of texts) expect(t).toContain('Dupont');
      expect(pool.liveLanguages()).toHaveLength(2);
      // One after another: the language used longest ago makes room, and a retired one starts again.
      await read('deu');
      await read('pol');
      expect(pool.liveLanguages()).toEqual(['deu', 'pol']);
      expect(await read('fra')).toContain('Dupont');
      expect(pool.liveLanguages()).toEqual(['pol', 'fra']);
      await read('pol');
      expect(pool.liveLanguages()).toEqual(['fra', 'pol']);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
