import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { languagePage, scannedInvoice, wordRecall } from '../../bench/lib/ocr-page.ts';
import { scriptFontsInstalled, scriptPage } from '../../bench/lib/ocr-script-page.ts';
import { createOcr } from '../../engine/ocr/index.ts';
import { readsPoorly } from '../../engine/ocr/script.ts';
import { TesseractPool } from '../../engine/ocr/tesseract.ts';
import { DEFAULT_MANIFEST } from '../../models/load.ts';
import { documentLanguage } from '../../engine/stages/extract.ts';
import type { PageContent } from '../../engine/types.ts';
import { useOcr, wordsOf } from '../helpers/ocr.ts';

const ocrOf = useOcr();

describe('the language of a scan sent without one', () => {
  // 2026-11-28, these 14-line pages at 200 dpi read as English by PP-OCR: Greek 0 % of words exact, Ukrainian and
  // Russian about 20 %.
  it.each([
    ['el', 'Greek', 0.85],
    ['uk', 'Cyrillic', 0.85],
    ['ru', 'Cyrillic', 0.8],
  ] as const)('reads a page in %s in its own language once its script (%s) shows it', async (lang, script, least) => {
    const { img, truth } = await languagePage(lang, 200, 14);
    const page = { ...img, dpi: 200, channels: 1 as const };
    const res = await ocrOf().recognize(page, { language: 'en', detectLanguage: true });
    expect(ocrOf().lastTimings()!.script).toBe(script);
    expect(res.language).toBe(lang);
    expect(ocrOf().lastTimings()!.reader).toBe('tesseract');
    expect(wordRecall(truth, wordsOf(res))).toBeGreaterThanOrEqual(least);
  }, 60_000);

  it('keeps English when the client named it, whatever the script', async () => {
    const { img } = await languagePage('el', 200, 14);
    const res = await ocrOf().recognize({ ...img, dpi: 200, channels: 1 }, { language: 'en' });
    expect(res.language).toBe('en');
    expect(ocrOf().lastTimings()!.reader).toBe('pp');
    expect(ocrOf().lastTimings()!.script).toBeNull();
  }, 60_000);

  it('reads an English scan as English without checking its script', async () => {
    const scan = await scannedInvoice(200);
    const res = await ocrOf().recognize({ data: scan.gray, width: scan.width, height: scan.height, dpi: 200, channels: 1 }, { language: 'en', detectLanguage: true });
    expect(res.language).toBe('en');
    expect(ocrOf().lastTimings()!.script).toBeNull();
    expect(ocrOf().lastTimings()!.latinCandidates).toEqual([]);
    expect(wordRecall(scan.words, wordsOf(res))).toBeGreaterThan(0.9);
  }, 60_000);

  const fonts = scriptFontsInstalled() || process.env.CI === 'true';
  // tesseract's script detection called the Japanese, Korean, Hebrew and Hindi pages Common, the Thai one Thai.
  it.skipIf(!fonts).each(['ja', 'he', 'th'] as const)('reads a page in %s, sent without a language, in its own', async (lang) => {
    const { img } = await scriptPage(lang, 200, 14);
    const res = await ocrOf().recognize({ ...img, dpi: 200, channels: 1 }, { language: 'en', detectLanguage: true });
    expect(res.language).toBe(lang);
  }, 60_000);
});

describe('script detection parts', () => {
  it('checks a page when a quarter of its lines or more read weakly', () => {
    expect(readsPoorly([])).toBe(false);
    expect(readsPoorly([0.99, 0.98, 0.97, 0.95])).toBe(false);
    expect(readsPoorly([0.99, 0.98, 0.97, 0.95, 0.85])).toBe(false);
    expect(readsPoorly([0.99, 0.98, 0.97, 0.85])).toBe(true);
    // A box PP-OCR read nothing in counts as weak.
    expect(readsPoorly([0.99, 0.98, 0.97, 0])).toBe(true);
  });

  it('names no script without the osd data', async () => {
    const pool = new TesseractPool({});
    expect(await pool.detectScript({ data: new Uint8Array(64 * 64).fill(255), width: 64, height: 64, dpi: 300 })).toBeNull();
    await pool.close();
  });

  it('reads the page on when script detection cannot start, and says why', async () => {
    const logged: string[] = [];
    const pool = new TesseractPool({}, { log: (m) => logged.push(m), osd: { dir: '/nonexistent', verify: () => Promise.reject(new Error('osd.traineddata.gz: sha256 mismatch')) } });
    const blank = { data: new Uint8Array(64 * 64).fill(255), width: 64, height: 64, dpi: 300 };
    expect(await pool.detectScript(blank)).toBeNull();
    expect(logged).toEqual([expect.stringMatching(/script detection failed: .*sha256 mismatch/)]);
    await pool.close();
  });

  it('reads as asked, without checking scripts, where the manifest pins no osd data (the GPU pack)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ocr-no-osd-'));
    try {
      const m = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8'));
      delete m.files.osd;
      for (const f of Object.values(m.files) as Array<{ package?: string; path: string }>) {
        if (!f.package) f.path = join(dirname(DEFAULT_MANIFEST), f.path);
      }
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(m));
      const plain = await createOcr({ onnxThreads: 1, device: 'cpu', manifestPath: join(dir, 'manifest.json') });
      try {
        const { img } = await languagePage('el', 200, 14);
        const res = await plain.recognize({ ...img, dpi: 200, channels: 1 }, { language: 'en', detectLanguage: true });
        expect(res.language).toBe('en');
        expect(plain.lastTimings()!.script).toBeNull();
      } finally {
        await plain.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('extracts in the language OCR read most pages in, else the one asked for', () => {
    const page = (language?: string) => ({ pageNumber: 1, width: 1, height: 1, textSource: 'ocr', lines: [], rules: [], confidence: 1, language }) as PageContent;
    expect(documentLanguage([page('el'), page('el'), page()], 'en')).toBe('el');
    expect(documentLanguage([page('el'), page(), page()], 'en')).toBe('en');
    expect(documentLanguage([], 'de')).toBe('de');
  });
});
