/**
 * The stage pipeline run in-thread (no pool): per-page envelopes, partial results, declared order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runPipeline, STAGES } from '../../engine/pipeline.ts';
import { loadStage } from '../../engine/stages/load.ts';
import { hasUsableText } from '../../engine/stages/pages.ts';
import type { StageContext } from '../../engine/stages/types.ts';
import type { PageContent } from '../../engine/types.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { OPTIONS, TEST_CONFIG } from './support/engine.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';

function context(ocr: StageContext['ocr']): StageContext {
  return {
    options: { ...OPTIONS },
    settings: { ...TEST_CONFIG, modelVersion: 'test-version' },
    ocr,
    log: () => undefined,
  };
}

const noHooks = { interrupted: () => null, progress: () => undefined };
const ocrDown: StageContext['ocr'] = () => Promise.reject(new Error('OCR engine not available: no models'));

describe('pipeline', () => {
  it('declares its stages in the order they run', () => {
    expect(STAGES.map((s) => `${s.name}:${s.scope}`)).toEqual(['load:document', 'pages:page', 'ocr:page', 'extract:document', 'imageText:document', 'score:document']);
  });

  it('judges a text layer usable by its letters and digits, not by its presence', () => {
    const page = (text: string): PageContent => ({
      pageNumber: 1,
      width: 100,
      height: 100,
      textSource: 'text',
      confidence: 1,
      rules: [],
      lines: [{ text, bbox: [0, 0, 1, 1], words: [] }],
    });
    expect(hasUsableText(page('Invoice INV-2024-0001 total 100.00'))).toBe(true);
    expect(hasUsableText(page('Page 1'))).toBe(false);
    expect(hasUsableText(page('\uFFFD'.repeat(40) + 'abcdefghijklmnopqrstu'))).toBe(false);
  });

  it('fails only the scanned page when OCR is unavailable, and reports it', async () => {
    const { bytes } = buildInvoicePdf({ pages: 2, imageOnlyPages: [2] });
    const { outcome } = await runPipeline(bytes, context(ocrDown), noHooks);
    if (!outcome.ok) throw new Error(`expected a partial success, got ${outcome.error.code}: ${outcome.error.message}`);
    expect(outcome.value.pageCount).toBe(2);
    expect(outcome.value.pagesProcessed).toBe(1);
    expect(outcome.value.pageErrors).toEqual([expect.objectContaining({ code: 'OCR_FAILED', page: 2, stage: 'ocr' })]);
    expect(outcome.value.pageErrors[0].message).toMatch(/OCR engine not available/);
    expect(outcome.value.metadata.pageConfidences).toEqual([1, 0]);
    expect(outcome.value.rawText?.pages.map((p) => p.pageNumber)).toEqual([1]);
  });

  it('fails the document when every page fails', async () => {
    const { bytes } = buildInvoicePdf({ pages: 2, imageOnlyPages: [1, 2] });
    const { outcome } = await runPipeline(bytes, context(ocrDown), noHooks);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'OCR_FAILED', stage: 'ocr' } });
  });

  it('does not OCR scanned pages when OCR fallback is off', async () => {
    const { bytes } = buildInvoicePdf({ pages: 2, imageOnlyPages: [1, 2] });
    let asked = 0;
    const ctx = context(() => {
      asked++;
      return ocrDown();
    });
    ctx.options.ocrFallback = false;
    await runPipeline(bytes, ctx, noHooks);
    expect(asked).toBe(0);
  });

  it("asks OCR to detect a scan's language when the client named none, keeps the language a page was read in, and offers it to the next page", async () => {
    const { bytes } = buildInvoicePdf({ pages: 2, imageOnlyPages: [1, 2] });
    const asked: unknown[] = [];
    const ctx = context(async () => ({
      modelVersion: 'test',
      provider: 'cpu' as const,
      close: async () => undefined,
      recognize: async (_img, opts) => {
        asked.push(opts);
        const words = [{ text: 'ΤΙΜΟΛΟΓΙΟ', bbox: [10, 10, 90, 20] as [number, number, number, number], confidence: 0.95, source: 'ocr' as const }];
        return { lines: [{ text: 'ΤΙΜΟΛΟΓΙΟ', bbox: [10, 10, 90, 20], words }], confidence: 0.95, rotation: 0 as const, skew: 0, language: 'el', rules: [] };
      },
    }));
    ctx.options.detectLanguage = true;
    const { outcome } = await runPipeline(bytes, ctx, noHooks);
    expect(asked).toEqual([
      { language: 'en', detectLanguage: true },
      { language: 'en', detectLanguage: true, languageSeen: 'el' },
    ]);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.rawText?.pages[0].text).toContain('ΤΙΜΟΛΟΓΙΟ');
  });

  it('passes embedded Factur-X files to extraction unless told not to', async () => {
    const dir = CORPUS_DIR + '/zugferd-xml-rechnung/pdf';
    const bytes = readFileSync(`${dir}/${readdirSync(dir).filter((f) => f.endsWith('.pdf'))[0]}`);
    const base = { bytes, sniffed: null, pages: [], attachments: [] };
    const withFiles = await loadStage.run(base, context(ocrDown));
    expect(withFiles.attachments.map((a) => a.name)).toContain('factur-x.xml');
    const ctx = context(ocrDown);
    ctx.options.readAttachments = false;
    const without = await loadStage.run(base, ctx);
    expect(without.attachments).toEqual([]);
    for (const d of [withFiles, without]) if (d.input?.kind === 'pdf') d.input.doc.destroy();
  });

  it('stops between pages when interrupted', async () => {
    const { bytes } = buildInvoicePdf({ pages: 20 });
    let pagesSeen = 0;
    const { outcome } = await runPipeline(bytes, context(ocrDown), {
      interrupted: () => (pagesSeen >= 3 ? { code: 'ABORTED', message: 'stop' } : null),
      progress: () => {
        pagesSeen++;
      },
    });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
    expect(pagesSeen).toBe(3);
  });
});
