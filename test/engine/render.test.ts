/**
 * Engine renderPage: one page as PNG through the pool, for PDFs (MuPDF pixels, sharp encoding) and images
 * (EXIF orientation applied, TIFF page index), with out-of-range pages as PAGE_NOT_FOUND data.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, RenderPageOutcome, RenderedPageResult } from '../../engine/types.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { startEngine } from './support/engine.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function expectPng(outcome: RenderPageOutcome): RenderedPageResult {
  if (!outcome.ok) throw new Error(`expected a page, got ${outcome.error.code}: ${outcome.error.message}`);
  expect([...outcome.png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  return outcome;
}

/** A two-page greyscale TIFF: page 1 white, page 2 black. */
async function twoPageTiff(): Promise<Uint8Array> {
  const width = 30;
  const height = 20;
  const raw = Buffer.alloc(width * height * 2, 255);
  raw.fill(0, width * height);
  return new Uint8Array(await sharp(raw, { raw: { width, height: height * 2, channels: 1, pageHeight: height } }).tiff().toBuffer());
}

describe('engine renderPage', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await startEngine();
  });
  afterAll(() => engine.close());

  it('renders a PDF page at the asked dpi as a PNG of the page size × dpi/72', async () => {
    const { bytes } = buildInvoicePdf({ pages: 3, width: 612, height: 792 });
    const page = expectPng(await engine.renderPage(bytes, 2, 100));
    const meta = await sharp(page.png).metadata();
    // US Letter, 612 × 792 pt.
    expect(meta).toMatchObject({ format: 'png', width: page.width, height: page.height, channels: 3 });
    expect(page.width).toBe(Math.round((612 * 100) / 72));
    expect(page.height).toBe(Math.round((792 * 100) / 72));
    // Text is drawn: the page is not blank.
    const stats = await sharp(page.png).stats();
    expect(stats.channels[0].min).toBeLessThan(128);
  });

  it('leaves the caller its bytes (they are cloned, not transferred)', async () => {
    const { bytes } = buildInvoicePdf({ pages: 1 });
    expectPng(await engine.renderPage(bytes, 1, 36));
    expect(bytes.byteLength).toBeGreaterThan(0);
    expectPng(await engine.renderPage(bytes, 1, 36));
  });

  it('answers PAGE_NOT_FOUND for a page outside the file', async () => {
    const { bytes } = buildInvoicePdf({ pages: 2 });
    for (const n of [0, 3, 1.5]) {
      const out = await engine.renderPage(bytes, n, 72);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error.code).toBe('PAGE_NOT_FOUND');
    }
  });

  it('renders an image upright per its EXIF orientation', async () => {
    const jpeg = await sharp(Buffer.alloc(40 * 20 * 3, 200), { raw: { width: 40, height: 20, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const page = expectPng(await engine.renderPage(new Uint8Array(jpeg), 1, 150));
    expect({ width: page.width, height: page.height }).toEqual({ width: 20, height: 40 });
    const out = await engine.renderPage(new Uint8Array(jpeg), 2, 150);
    expect(out.ok ? 'ok' : out.error.code).toBe('PAGE_NOT_FOUND');
  });

  it('renders the asked page of a multi-page TIFF', async () => {
    const tiff = await twoPageTiff();
    const first = expectPng(await engine.renderPage(tiff, 1, 150));
    const second = expectPng(await engine.renderPage(tiff, 2, 150));
    expect((await sharp(first.png).stats()).channels[0].mean).toBe(255);
    expect((await sharp(second.png).stats()).channels[0].mean).toBe(0);
    const third = await engine.renderPage(tiff, 3, 150);
    expect(third.ok ? 'ok' : third.error.code).toBe('PAGE_NOT_FOUND');
  });

  it('reports unreadable bytes as data, not as a throw', async () => {
    const out = await engine.renderPage(new TextEncoder().encode('not a document at all'), 1, 72);
    expect(out.ok ? 'ok' : out.error.code).toBe('UNSUPPORTED_FORMAT');
  });
});
