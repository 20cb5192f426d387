/**
 * RELIABILITY.md U3–U7 at engine level: hostile or broken uploads are answered with a coded error,
 * within budget, with bounded memory, and the pool stays usable afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine/types.ts';
import { buildImage, buildLyingJpeg, buildPixelBombPng, buildTiffPageBomb } from '../fixtures/images.ts';
import { buildCountLiePdf, buildDeepNestingPdf, buildEmptyPdf, buildEncryptedPdf, buildFlateBombPdf, buildInvoicePdf } from '../fixtures/pdf.ts';
import { OPTIONS, startEngine } from './support/engine.ts';

type TestEngine = Engine & { readonly threads: number };

describe('bad input at engine level', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startEngine({ documentTimeoutMs: 3000, maxPages: 100 });
  });
  afterAll(() => engine.close());

  it('U3: refuses empty and unknown bytes, and garbage after a PDF header, as data', async () => {
    expect(await engine.countPages(new Uint8Array(0))).toMatchObject({ ok: false, error: { code: 'EMPTY_FILE' } });
    expect(await engine.process(new Uint8Array(0), OPTIONS)).toMatchObject({ ok: false, error: { code: 'EMPTY_FILE' } });
    expect(await engine.countPages(Buffer.from('hello, world'))).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_FORMAT' } });
    const garbage = Buffer.from('%PDF-1.4\ngarbage');
    expect(await engine.countPages(garbage)).toMatchObject({ ok: false, error: { code: 'CORRUPT_FILE' } });
    expect(await engine.process(garbage, OPTIONS)).toMatchObject({ ok: false, error: { code: 'CORRUPT_FILE' } });
  });

  it('U3: a PNG is treated as a PNG whatever it claims to be', async () => {
    expect(await engine.countPages(await buildImage('png'))).toEqual({ ok: true, fileKind: 'png', mimeType: 'image/png', pageCount: 1 });
  });

  it('reports encrypted and zero-page PDFs', async () => {
    expect(await engine.countPages(buildEncryptedPdf())).toMatchObject({ ok: false, error: { code: 'ENCRYPTED_PDF' } });
    expect(await engine.process(buildEncryptedPdf(), OPTIONS)).toMatchObject({ ok: false, error: { code: 'ENCRYPTED_PDF' } });
    expect(await engine.process(buildEmptyPdf(), OPTIONS)).toMatchObject({ ok: false, error: { code: 'NO_PAGES' } });
  });

  it('U4: refuses a 20000×20000 PNG and a JPEG claiming 65500×65500 before decoding, with bounded memory', async () => {
    const rssBefore = process.memoryUsage().rss;
    const png = buildPixelBombPng(20000);
    expect(png.length).toBeLessThan(2_000_000);
    expect(await engine.countPages(png)).toMatchObject({ ok: false, error: { code: 'IMAGE_TOO_LARGE' } });
    expect(await engine.process(png, OPTIONS)).toMatchObject({ ok: false, error: { code: 'IMAGE_TOO_LARGE' } });
    const jpeg = await buildLyingJpeg(65500, 65500);
    expect(await engine.process(jpeg, OPTIONS)).toMatchObject({ ok: false, error: { code: 'IMAGE_TOO_LARGE' } });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it('U5: refuses a 10,000-page TIFF by the page cap', async () => {
    const tiff = buildTiffPageBomb(10_000);
    const t0 = performance.now();
    expect(await engine.countPages(tiff)).toMatchObject({ ok: false, error: { code: 'TOO_MANY_PAGES' } });
    expect(await engine.process(tiff, OPTIONS)).toMatchObject({ ok: false, error: { code: 'TOO_MANY_PAGES' } });
    expect(performance.now() - t0).toBeLessThan(3000);
  });

  it('U6: a /Count claiming a million pages is counted from the page tree', async () => {
    expect(await engine.countPages(buildCountLiePdf(1_000_000))).toMatchObject({ ok: true, pageCount: 2 });
  });

  it('U6: 10,000-deep nested arrays are answered within budget without crashing the worker', async () => {
    const t0 = performance.now();
    const out = await engine.process(buildDeepNestingPdf(10_000), OPTIONS);
    expect(performance.now() - t0).toBeLessThan(3000 + 2000);
    if (!out.ok) expect(['CORRUPT_FILE', 'RESOURCE_LIMIT', 'TIMEOUT']).toContain(out.error.code);
    else expect(out.value.rawText?.pages[0].text).toContain('INVOICE');
  });

  it('U6: refuses a PDF with more pages than the cap', async () => {
    expect(await engine.countPages(buildInvoicePdf({ pages: 101 }).bytes)).toMatchObject({ ok: false, error: { code: 'TOO_MANY_PAGES' } });
  });

  it('U6/U7: a flate bomb runs into the time budget, the thread is replaced, and the next document works', async () => {
    const bomb = buildFlateBombPdf(2048); // 2 GiB of content stream; parsing it takes far longer than 3 s
    const t0 = performance.now();
    const out = await engine.process(bomb, OPTIONS);
    const elapsed = performance.now() - t0;
    expect(out).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(elapsed).toBeLessThan(3000 + 2000);
    expect(engine.threads).toBe(1);
    expect(await engine.countPages(buildInvoicePdf({ pages: 2 }).bytes)).toMatchObject({ ok: true, pageCount: 2 });
  }, 20_000);
});
