/**
 * U8 (RELIABILITY.md 2.2): every MuPDF wrapper the load/text/rules/render path creates is destroyed, and RSS
 * plateaus over a bounded soak through one engine worker (400 documents here; the 1,000-document figure is
 * bench/engine-memory.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../engine/pipeline.ts';
import { pdfEmbeddedFiles } from '../../engine/pdf/attachments.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import type { StageContext } from '../../engine/stages/types.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { invoiceWithPictureLetterhead } from '../fixtures/picture-letterhead.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';
import { OPTIONS, startEngine, TEST_CONFIG } from './support/engine.ts';

interface Registry {
  register(target: object, held: unknown, token?: object): void;
  unregister(token: object): boolean;
}

interface Tracker {
  /** Wrappers created while tracking, by class name. */
  created: Map<string, object[]>;
  /** Class names with the wrappers that still hold a native pointer (not destroyed). */
  alive(): Map<string, number>;
  stop(): void;
}

/**
 * Observe every wrapper construction of every mupdf class. mupdf.js's Userdata constructor registers each
 * wrapper with `ctor._finalizer`; an accessor there sees each construction, also while engine/pdf/transient.ts
 * swaps the registry out (its assignment goes to the setter, so the code under test behaves as without us).
 * A destroyed wrapper has `pointer === 0`.
 */
function trackWrappers(): Tracker {
  const created = new Map<string, object[]>();
  const undo: Array<() => void> = [];
  for (const value of Object.values(mupdf)) {
    if (typeof value !== 'function' || !('_drop' in value)) continue;
    const cls = value as unknown as { name: string; _drop: (p: number) => void; _finalizer?: Registry };
    const own = Object.getOwnPropertyDescriptor(cls, '_finalizer');
    const real: Registry = (own?.value as Registry | undefined) ?? new FinalizationRegistry(cls._drop);
    let inner: Registry = real;
    const list: object[] = [];
    created.set(cls.name, list);
    const counting: Registry = {
      register(target, held, token) {
        list.push(target);
        inner.register(target, held, token);
      },
      unregister: (token) => inner.unregister(token),
    };
    Object.defineProperty(cls, '_finalizer', {
      configurable: true,
      get: () => counting,
      set: (v: Registry) => {
        inner = v === counting ? real : v;
      },
    });
    undo.push(() => {
      if (own) Object.defineProperty(cls, '_finalizer', { ...own, value: real });
      else delete (cls as { _finalizer?: Registry })._finalizer;
    });
  }
  return {
    created,
    alive() {
      const out = new Map<string, number>();
      for (const [name, list] of created) {
        const n = list.filter((w) => (w as { pointer: number }).pointer !== 0).length;
        if (n > 0) out.set(name, n);
      }
      return out;
    },
    stop: () => undo.forEach((u) => u()),
  };
}

const CORPUS = [
  'invoice2data-compare/AmazonWebServices.pdf',
  'invoice2data-compare/AzureInterior.pdf',
  'tabula-tables/pdf/spanning_cells.pdf',
  'zugferd-xml-rechnung/pdf/EN16931_Einfach.pdf',
].map((p) => join(CORPUS_DIR, p));

const ocrDown: StageContext['ocr'] = () => Promise.reject(new Error('OCR engine not available in this test'));
const noHooks = { interrupted: () => null, progress: () => undefined };

function count(t: Tracker, name: string): number {
  return t.created.get(name)?.length ?? 0;
}

describe('MuPDF wrapper lifetimes', () => {
  let tracker: Tracker | null = null;
  afterEach(() => {
    tracker?.stop();
    tracker = null;
  });

  it('destroys every document, page, display list, structured text, font, pixmap and PDF object of the pipeline', async () => {
    const files = CORPUS.map((p) => new Uint8Array(readFileSync(p)));
    // Page 2 has no text layer: it goes through the greyscale OCR render (OCR itself is down here).
    const scanned = buildInvoicePdf({ pages: 2, imageOnlyPages: [2] }).bytes;
    const ctx: StageContext = {
      options: { ...OPTIONS, includePageImages: true },
      settings: { ...TEST_CONFIG, modelVersion: 'test' },
      ocr: ocrDown,
      log: () => undefined,
    };
    tracker = trackWrappers();
    const processed: number[] = [];
    for (const bytes of [...files, scanned]) {
      const run = await runPipeline(bytes.slice(), ctx, noHooks);
      processed.push(run.outcome.ok ? run.outcome.value.pagesProcessed : -1);
    }
    // The plain extraction helper too (tests, CLI).
    for (const bytes of files) extractPdfPages(bytes);
    // AzureInterior carries a UBL invoice, the ZUGFeRD sample its Factur-X XML.
    expect(files.map((b) => pdfEmbeddedFiles(b).length)).toEqual([0, 1, 0, 1]);
    expect(processed.every((n) => n > 0), `pages processed: ${processed.join(', ')}`).toBe(true);
    expect(count(tracker, 'PDFDocument') + count(tracker, 'Document')).toBeGreaterThanOrEqual(files.length * 2 + 1);
    expect(count(tracker, 'PDFPage') + count(tracker, 'Page')).toBeGreaterThanOrEqual(files.length * 2 + 2);
    expect(count(tracker, 'DisplayList')).toBeGreaterThan(0);
    expect(count(tracker, 'StructuredText')).toBeGreaterThan(0);
    expect(count(tracker, 'Font')).toBeGreaterThan(100);
    expect(count(tracker, 'Pixmap')).toBeGreaterThan(files.length);
    // Page-tree walk and attachment lookup (engine/pdf/pagetree.ts, attachments.ts).
    expect(count(tracker, 'PDFObject')).toBeGreaterThan(50);
    expect(Object.fromEntries(tracker.alive())).toEqual({});
  });

  it('destroys what the image-text stage renders: page, pixmap and draw device of each picture region', async () => {
    const bytes = invoiceWithPictureLetterhead(false);
    let regions = 0;
    // An OCR that reads nothing: the stage renders every region, finds no text and keeps the first extraction.
    const blindOcr = async () => ({
      modelVersion: 'test',
      provider: 'cpu' as const,
      close: async () => undefined,
      recognize: async () => {
        regions++;
        return { lines: [], confidence: 0, rotation: 0 as const, skew: 0, language: 'en', rules: [] };
      },
    });
    const ctx: StageContext = { options: { ...OPTIONS, documentType: 'invoice', ocrFallback: true }, settings: { ...TEST_CONFIG, modelVersion: 'test' }, ocr: blindOcr, log: () => undefined };
    tracker = trackWrappers();
    const run = await runPipeline(bytes, ctx, noHooks);
    expect(run.outcome.ok).toBe(true);
    expect(regions).toBe(1);
    expect(count(tracker, 'Pixmap')).toBeGreaterThan(0);
    expect(count(tracker, 'DrawDevice') + count(tracker, 'Device')).toBeGreaterThan(0);
    expect(Object.fromEntries(tracker.alive())).toEqual({});
  });

  it('detects a wrapper that is not destroyed (the spy itself works)', () => {
    const bytes = buildInvoicePdf({ pages: 1 }).bytes;
    tracker = trackWrappers();
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    const page = doc.loadPage(0);
    page.destroy();
    expect(Object.fromEntries(tracker.alive())).toEqual({ PDFDocument: 1 });
    doc.destroy();
    expect(tracker.alive().size).toBe(0);
  });
});

describe('soak through one engine worker', () => {
  it('keeps RSS within 10 % from documents 201–400 to 401–600', async () => {
    const engine = await startEngine({ workers: 1 });
    try {
      const bytes = buildInvoicePdf({ pages: 2 }).bytes;
      const rss: number[] = [];
      let failed = 0;
      // The first ~200–300 documents also grow the worker's young generation to its configured size (64 MB;
      // the less a document allocates, the more documents that takes): bounded warm-up, not a leak.
      for (let i = 1; i <= 600; i++) {
        const o = await engine.process(bytes.slice(), OPTIONS);
        if (!o.ok) failed++;
        rss[i] = process.memoryUsage().rss;
      }
      expect(failed).toBe(0);
      // RSS is a sawtooth (the old generation fills, a full collection empties it) with a period of a few
      // hundred documents: the peaks of two consecutive windows compare like with like, where two single
      // samples may fall on a tooth's top and bottom. A leak raises every peak.
      const peak = (from: number, to: number): number => Math.max(...rss.slice(from, to + 1));
      const warm = peak(201, 400);
      const end = peak(401, 600);
      const growth = (end - warm) / warm;
      expect(growth, `RSS peak ${(warm / 2 ** 20).toFixed(0)} → ${(end / 2 ** 20).toFixed(0)} MiB`).toBeLessThan(0.1);
    } finally {
      await engine.close();
    }
  }, 120_000);
});
