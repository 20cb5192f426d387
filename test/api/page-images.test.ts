/**
 * Page images (ARCHITECTURE "Page images"): GET /v1/documents/:id?includePageImages=true lists one signed URL per
 * page, valid 15 minutes; the URL serves a PNG rendered from the stored upload, without an API key; a tampered or
 * expired signature answers 403, a deleted document 404. The upload is kept until the document is deleted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine/types.ts';
import { backends, call, fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';
import { count, rawRequest, upload } from './documents-helpers.ts';

const PDF_PATH = join(CORPUS_DIR, 'invoice2data-compare', 'QualityHosting.pdf');
const PNG_PATH = join(CORPUS_DIR, 'invoice2data-compare', 'AmazonWebServices.png');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Page sizes in points, read with MuPDF (the expected PNG size is these × dpi / 72). */
function pageSizes(bytes: Uint8Array): Array<{ width: number; height: number }> {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => {
      const [x0, y0, x1, y1] = doc.loadPage(i).getBounds();
      return { width: x1 - x0, height: y1 - y0 };
    });
  } finally {
    doc.destroy();
  }
}

async function fetchBytes(url: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array; json: any }> {
  const res = await fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let json: any = null;
  if (res.headers.get('content-type')?.startsWith('application/json')) json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  return { status: res.status, headers: res.headers, bytes, json };
}

describe.each(await backends())('page images (%s)', (backend) => {
  const clock = fakeClock();
  let app: TestApp;
  let key: string;
  const pdf = readFileSync(PDF_PATH);

  beforeAll(async () => {
    app = await startTestApp({ backend, clock });
    key = app.defaultApiKey!;
  });
  afterAll(() => app?.close());

  async function processSync(bytes: Uint8Array, name: string, fields: Record<string, string> = {}): Promise<string> {
    const r = await upload(app, key, '/v1/documents/process', { bytes, name }, fields);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.status).toBe('completed');
    return r.body.data.id as string;
  }

  async function readWithImages(id: string, headers: Record<string, string> = {}): Promise<any[]> {
    const r = await call(app, 'GET', `/v1/documents/${id}?includePageImages=true`, { key, headers });
    expect(r.status).toBe(200);
    return r.body.data.pageImages;
  }

  it('lists a signed URL per page of a processed PDF and serves each page as a PNG at the configured dpi', async () => {
    const id = await processSync(pdf, 'QualityHosting.pdf');
    const sizes = pageSizes(pdf);
    expect(sizes.length).toBe(2);
    // The upload is kept with the document (page images render from it).
    expect(await count(app, 'documents_files', 'document_id = $1', [id])).toBe(1);

    const plain = await call(app, 'GET', `/v1/documents/${id}`, { key });
    expect(plain.body.data).not.toHaveProperty('pageImages');

    const images = await readWithImages(id);
    const expiresAt = new Date(clock.now().getTime() + FIFTEEN_MINUTES).toISOString();
    expect(images.map((p) => p.pageNumber)).toEqual([1, 2]);
    const dpi = app.config.engine.pageImageDpi;
    for (const [i, image] of images.entries()) {
      expect(image.expiresAt).toBe(expiresAt);
      // Absolute, from the request's Host: fetch sends 127.0.0.1:<port>.
      expect(image.url).toMatch(new RegExp(`^${app.url}/v1/files/page-images/${id}/${i + 1}\\.png\\?expires=\\d+&sig=[0-9a-f]{64}$`));
      const res = await fetchBytes(image.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, max-age=900');
      expect([...res.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const meta = await sharp(res.bytes).metadata();
      expect(meta.format).toBe('png');
      expect(Math.abs(meta.width! - (sizes[i].width * dpi) / 72)).toBeLessThanOrEqual(1);
      expect(Math.abs(meta.height! - (sizes[i].height * dpi) / 72)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a tampered, misplaced or missing signature with 403', async () => {
    const id = await processSync(pdf, 'tamper.pdf');
    const [first] = await readWithImages(id);
    const url = new URL(first.url);
    const sig = url.searchParams.get('sig')!;

    const flipped = new URL(url);
    flipped.searchParams.set('sig', (sig[0] === '0' ? '1' : '0') + sig.slice(1));
    const bad = await fetchBytes(flipped.href);
    expect(bad.status).toBe(403);
    expect(bad.json.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/signature is invalid/) });

    // A valid signature for page 1 does not open page 2, nor a later expiry.
    const otherPage = new URL(url.href.replace(`/${id}/1.png`, `/${id}/2.png`));
    expect((await fetchBytes(otherPage.href)).status).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetchBytes(longer.href)).status).toBe(403);

    const unsigned = await fetchBytes(`${app.url}/v1/files/page-images/${id}/1.png`);
    expect(unsigned.status).toBe(403);
    expect(unsigned.json.error.code).toBe('FORBIDDEN');
  });

  it('refuses a URL 16 minutes after it was issued, and a fresh read issues one that works', async () => {
    const id = await processSync(pdf, 'expiry.pdf');
    const [first] = await readWithImages(id);
    clock.advance(16 * 60 * 1000);
    const expired = await fetchBytes(first.url);
    expect(expired.status).toBe(403);
    expect(expired.json.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/expired/) });
    const [again] = await readWithImages(id);
    expect(again.url).not.toBe(first.url);
    expect((await fetchBytes(again.url)).status).toBe(200);
  });

  it('answers 404 once the document is deleted, and the file is gone with it', async () => {
    const id = await processSync(pdf, 'deleted.pdf');
    const [first] = await readWithImages(id);
    expect((await call(app, 'DELETE', `/v1/documents/${id}`, { key })).status).toBe(200);
    expect(await count(app, 'documents_files', 'document_id = $1', [id])).toBe(0);
    const gone = await fetchBytes(first.url);
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe('DOCUMENT_NOT_FOUND');
  });

  it('serves the page image of an image upload at its own size', async () => {
    const png = readFileSync(PNG_PATH);
    const id = await processSync(png, 'AmazonWebServices.png', { ocrFallback: 'false' });
    const images = await readWithImages(id);
    expect(images).toHaveLength(1);
    const res = await fetchBytes(images[0].url);
    expect(res.status).toBe(200);
    expect([...res.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const [source, served] = await Promise.all([sharp(png).metadata(), sharp(res.bytes).metadata()]);
    expect({ width: served.width, height: served.height }).toEqual({ width: source.width, height: source.height });
  });

  it('builds https URLs behind a proxy and relative URLs without a usable Host header', async () => {
    const id = await processSync(pdf, 'origin.pdf');
    const [proxied] = await readWithImages(id, { 'X-Forwarded-Proto': 'https' });
    expect(proxied.url.startsWith(`https://127.0.0.1:${app.port}/v1/files/page-images/${id}/1.png?`)).toBe(true);

    // A Host that is not a host[:port] is never echoed into a URL: the paths are relative then.
    const head = `GET /v1/documents/${id}?includePageImages=true HTTP/1.1\r\nHost: evil.example/x?\r\nX-API-Key: ${key}\r\nConnection: close\r\n\r\n`;
    const raw = await rawRequest(app.port, head, () => []);
    expect(raw.status).toBe(200);
    const hostless = JSON.parse(raw.text).data.pageImages;
    expect(hostless[0].url.startsWith(`/v1/files/page-images/${id}/1.png?expires=`)).toBe(true);
    expect((await fetchBytes(app.url + hostless[0].url)).status).toBe(200);
  });

  it('lists no page images for a failed document, which still keeps its file', async () => {
    const engine = app.ctx.engine as Engine & { processJson: Engine['processJson'] };
    const original = engine.processJson;
    engine.processJson = async () => ({ ok: false, error: { code: 'EXTRACTION_FAILED', message: 'cannot extract', stage: 'extract' } });
    try {
      const r = await upload(app, key, '/v1/documents/process', { bytes: pdf, name: 'failing.pdf' });
      expect(r.status).toBe(500);
      const id = r.body.error.details.documentId as string;
      expect(await readWithImages(id)).toEqual([]);
      expect(await count(app, 'documents_files', 'document_id = $1', [id])).toBe(1);
    } finally {
      engine.processJson = original;
    }
  });
});
