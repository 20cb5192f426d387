/**
 * The engine facade through its worker pool: results, progress, transfer, abort, page images, OCR of scans.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, ExtractionResult, Progress } from '../../engine/types.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { buildScannedInvoicePng as scannedInvoicePng } from '../fixtures/images.ts';
import { languagePage, wordRecall } from '../../bench/lib/ocr-page.ts';
import { OPTIONS, startEngine } from './support/engine.ts';

function expectOk(outcome: Awaited<ReturnType<Engine['process']>>): ExtractionResult {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

describe('engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startEngine();
  });
  afterAll(() => engine.close());

  it('reports a model version', () => {
    expect(engine.modelVersion).toMatch(/\S+/);
  });

  it('counts pages cheaply', async () => {
    expect(await engine.countPages(buildInvoicePdf({ pages: 4 }).bytes)).toEqual({ ok: true, fileKind: 'pdf', mimeType: 'application/pdf', pageCount: 4 });
  });

  it('processes a born-digital PDF from its text layer, with progress and raw text', async () => {
    const { bytes } = buildInvoicePdf({ pages: 3 });
    const progress: Progress[] = [];
    const value = expectOk(await engine.process(bytes, OPTIONS, { onProgress: (p) => progress.push(p) }));
    expect(value).toMatchObject({ fileKind: 'pdf', mimeType: 'application/pdf', pageCount: 3, pagesProcessed: 3, pageErrors: [] });
    expect(value.metadata.pageConfidences).toEqual([1, 1, 1]);
    expect(value.metadata.modelVersion).toBe(engine.modelVersion);
    expect(value.metadata.requestedDocumentType).toBe('invoice');
    expect(value.metadata.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(value.rawText?.pages).toHaveLength(3);
    expect(value.rawText?.pages[1].text).toContain('Invoice No: INV-00002');
    expect(value.pageImages).toBeUndefined();
    // Middle pages are reported at most every 100 ms; the first page, the last and the end always.
    const pages = progress.map((p) => p.currentPage);
    expect([[1, 3, 3], [1, 2, 3, 3]]).toContainEqual(pages);
    expect(progress.at(-1)).toEqual({ currentPage: 3, totalPages: 3, percentComplete: 100 });
    expect(value.confidence).toBeGreaterThanOrEqual(0);
    expect(value.confidence).toBeLessThanOrEqual(1);
  });

  it('hands the bulky parts over as JSON text when asked, equal to the objects process() gives', async () => {
    const { bytes } = buildInvoicePdf({ pages: 2 });
    const plain = expectOk(await engine.process(bytes, OPTIONS, { transfer: false }));
    const json = await engine.processJson(bytes, OPTIONS, { transfer: false });
    if (!json.ok) throw new Error(`expected success, got ${json.error.code}`);
    const { extractedData, metadata, rawText, ...rest } = json.value;
    expect([extractedData, metadata.tables, metadata.extractionDetails, rawText].map((t) => typeof t)).toEqual(['string', 'string', 'string', 'string']);
    const parsed = {
      ...rest,
      extractedData: JSON.parse(extractedData),
      metadata: { ...metadata, tables: JSON.parse(metadata.tables), extractionDetails: JSON.parse(metadata.extractionDetails) },
      rawText: JSON.parse(rawText!),
    };
    expect({ ...parsed, metadata: { ...parsed.metadata, processingTimeMs: 0 } }).toEqual({ ...plain, metadata: { ...plain.metadata, processingTimeMs: 0 } });
    expect(parsed.metadata.extractionDetails.fieldsExtracted).toBeGreaterThan(0);
    // Failures are the same data either way.
    expect(await engine.processJson(new Uint8Array([1, 2, 3]), OPTIONS)).toEqual(await engine.process(new Uint8Array([1, 2, 3]), OPTIONS));
  });

  it('leaves raw text out unless asked', async () => {
    const value = expectOk(await engine.process(buildInvoicePdf({ pages: 1 }).bytes, { ...OPTIONS, includeRawText: false }));
    expect(value.rawText).toBeUndefined();
  });

  it('moves the input to the worker by default and copies it when told not to', async () => {
    const moved = buildInvoicePdf({ pages: 1 }).bytes;
    expectOk(await engine.process(moved, OPTIONS));
    expect(moved.byteLength).toBe(0);
    const kept = buildInvoicePdf({ pages: 1 }).bytes;
    const size = kept.byteLength;
    expectOk(await engine.process(kept, OPTIONS, { transfer: false }));
    expect(kept.byteLength).toBe(size);
  });

  it('renders page images as PNG when asked', async () => {
    const value = expectOk(await engine.process(buildInvoicePdf({ pages: 2 }).bytes, { ...OPTIONS, includePageImages: true }));
    expect(value.pageImages?.map((p) => p.pageNumber)).toEqual([1, 2]);
    const meta = await sharp(value.pageImages![0].png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(595); // A4 at the test's 72 dpi
  });

  it('stops a long document when its signal aborts', async () => {
    const ac = new AbortController();
    const { bytes } = buildInvoicePdf({ pages: 100 });
    let pages = 0;
    const t0 = performance.now();
    const outcome = await engine.process(bytes, { ...OPTIONS, includePageImages: true }, {
      signal: ac.signal,
      onProgress: () => {
        if (++pages === 2) ac.abort();
      },
    });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
    expect(pages).toBeLessThan(100);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });

  it('counts pages and renders a page image while a long document holds the only processing worker', async () => {
    const ac = new AbortController();
    let started = false;
    let done = false;
    const long = engine
      .process(buildInvoicePdf({ pages: 100 }).bytes, { ...OPTIONS, includePageImages: true }, { signal: ac.signal, onProgress: () => (started = true) })
      .finally(() => (done = true));
    while (!started) await new Promise((r) => setTimeout(r, 5));
    const small = buildInvoicePdf({ pages: 2 }).bytes;
    expect(await engine.countPages(small)).toMatchObject({ ok: true, pageCount: 2 });
    expect(await engine.renderPage(small, 1, 72)).toMatchObject({ ok: true });
    expect(done).toBe(false);
    ac.abort();
    expect(await long).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
  });

  it('reads a scanned image through OCR, in pixel coordinates', async () => {
    const png = await scannedInvoicePng();
    const value = expectOk(await engine.process(png, OPTIONS));
    expect(value.fileKind).toBe('png');
    expect(value.pageErrors).toEqual([]);
    expect(value.metadata.pageConfidences[0]).toBeGreaterThan(0.5);
    expect(value.rawText?.pages[0].text).toMatch(/INVOICE/);
  }, 60_000);

  it("reads a French scan in the document's language, accents included", async () => {
    const { img, truth } = await languagePage('fr', 200, 12);
    const png = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } }).png().toBuffer();
    const value = expectOk(await engine.process(new Uint8Array(png), { ...OPTIONS, documentType: 'generic', language: 'fr' }));
    const words = (value.rawText?.pages[0].text ?? '').split(/\s+/);
    expect(wordRecall(truth, words)).toBeGreaterThanOrEqual(0.9);
    expect(wordRecall(truth.filter((w) => /[^\x00-\x7f]/.test(w)), words)).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
