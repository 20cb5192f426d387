/**
 * MuPDF's WebAssembly heap is outside V8's limits and never shrinks: a document that grows it past the cap
 * fails with RESOURCE_LIMIT and its worker is replaced, so the next document runs on a fresh heap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/index.ts';
import type { Engine } from '../../engine/types.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { OPTIONS, TEST_CONFIG } from './support/engine.ts';

describe('MuPDF heap cap per worker', () => {
  let engine: Engine & { readonly threads: number };
  const logs: string[] = [];
  const bytes = buildInvoicePdf({ pages: 1 }).bytes;

  beforeAll(async () => {
    // The heap starts at ~22 MB and holds a text page or a 300-dpi grey render; a 300-dpi RGB page image
    // (A4: 2480 × 3508 × 3 = 26 MB) takes it past 32 MB.
    engine = await createEngine({ ...TEST_CONFIG, workers: 1, pageImageDpi: 300, workerMaxWasmMb: 32 }, { log: (m) => logs.push(m) });
  }, 60_000);
  afterAll(async () => engine?.close());

  it('fails the document that passes it, replaces the worker, and the next document runs', async () => {
    const before = await engine.process(bytes.slice(), { ...OPTIONS, includeRawText: false });
    expect(before.ok).toBe(true);
    expect(logs.filter((l) => l.includes('recycled'))).toEqual([]);

    const heavy = await engine.process(bytes.slice(), { ...OPTIONS, includePageImages: true });
    expect(heavy.ok).toBe(false);
    if (!heavy.ok) {
      expect(heavy.error.code).toBe('RESOURCE_LIMIT');
      expect(heavy.error.message).toContain('32 MB');
    }
    await expect.poll(() => logs.some((l) => l.includes('engine worker recycled')), { timeout: 5000 }).toBe(true);

    const after = await engine.process(bytes.slice(), { ...OPTIONS, includeRawText: false });
    expect(after.ok).toBe(true);
    expect(engine.threads).toBe(1);
  }, 60_000);
});
