/**
 * RELIABILITY U1 (size), U2 (multipart abuse), U3 (type), U10 (names) against the real server. HTTP-layer
 * behaviour does not depend on the store, so these run on PGlite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage } from '../fixtures/images.ts';
import { call, startTestApp, type TestApp } from '../helpers/app.ts';
import { BOUNDARY, count, multipartBody, rawRequest, samplePdf, upload } from './documents-helpers.ts';

const LIMIT = 50 * 1024 * 1024;
let app: TestApp;
let key: string;

beforeAll(async () => {
  app = await startTestApp({ backend: 'pglite', env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000' } });
  key = app.defaultApiKey!;
});
afterAll(async () => app?.close());

function* filler(total: number): Iterable<Buffer> {
  const block = Buffer.alloc(64 * 1024, 0x41);
  for (let sent = 0; sent < total; sent += block.length) yield total - sent >= block.length ? block : block.subarray(0, total - sent);
}

function head(opts: { contentLength?: number; chunked?: boolean; contentType?: string; extra?: string[] }): string {
  const lines = [
    'POST /v1/documents/process HTTP/1.1',
    'Host: 127.0.0.1',
    `X-API-Key: ${key}`,
    `Content-Type: ${opts.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`}`,
  ];
  if (opts.contentLength !== undefined) lines.push(`Content-Length: ${opts.contentLength}`);
  if (opts.chunked) lines.push('Transfer-Encoding: chunked');
  return [...lines, ...(opts.extra ?? []), '', ''].join('\r\n');
}

const fileHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

function lastBytesReceived(): number {
  const line = [...app.logs].reverse().find((l) => l.includes('"upload rejected"'));
  return line ? JSON.parse(line).bytesReceived : -1;
}

async function usageRows(): Promise<number> {
  return count(app, 'credit_transactions', `type = 'usage'`);
}

describe('U1 upload size', () => {
  it('answers 413 to a 50 MB + 1 byte file without reading the whole body', async () => {
    const total = fileHead.length + LIMIT + 1 + tail.length;
    const res = await rawRequest(app.port, head({ contentLength: total }), function* () {
      yield fileHead;
      yield* filler(LIMIT + 1);
      yield tail;
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).error.code).toBe('FILE_TOO_LARGE');
    const read = lastBytesReceived();
    expect(read).toBeGreaterThan(LIMIT - 1024 * 1024);
    expect(read).toBeLessThanOrEqual(LIMIT + fileHead.length + 1024 * 1024);
  });

  it('accepts a file of exactly 50 MB: it is judged on its bytes, not refused for its size', async () => {
    const total = fileHead.length + LIMIT + tail.length;
    const res = await rawRequest(app.port, head({ contentLength: total }), function* () {
      yield fileHead;
      yield* filler(LIMIT);
      yield tail;
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error.code).toBe('INVALID_FILE_TYPE');
  });

  it('refuses a declared Content-Length over the limit before reading any body', async () => {
    const res = await rawRequest(app.port, head({ contentLength: LIMIT + 2 * 1024 * 1024 }), function* () {
      yield* filler(LIMIT + 2 * 1024 * 1024);
    });
    expect(res.status).toBe(413);
    expect(res.sent).toBeLessThan(LIMIT);
  });

  it('answers 413 to an oversized chunked upload with no Content-Length', async () => {
    const res = await rawRequest(app.port, head({ chunked: true }), function* () {
      const frame = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]);
      yield frame(fileHead);
      for (const b of filler(LIMIT + 1)) yield frame(b);
      yield frame(tail);
      yield Buffer.from('0\r\n\r\n');
    });
    expect(res.status).toBe(413);
    expect(lastBytesReceived()).toBeLessThanOrEqual(LIMIT + 2 * 1024 * 1024);
  });

  it('never answers 500 to a lying Content-Length and keeps serving', async () => {
    const res = await rawRequest(app.port, head({ contentLength: 1000 }), function* () {
      yield fileHead;
      yield* filler(5 * 1024 * 1024);
    });
    expect([400, 413, 0]).toContain(res.status);
    const health = await call(app, 'GET', '/v1/documents', { key });
    expect(health.status).toBe(200);
  });

  it('keeps RSS growth bounded over repeated rejected uploads and charges nothing', async () => {
    const before = await usageRows();
    const send = () =>
      rawRequest(app.port, head({ chunked: true }), function* () {
        const frame = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]);
        yield frame(fileHead);
        for (const b of filler(LIMIT + 1)) yield frame(b);
        yield Buffer.from('0\r\n\r\n');
      });
    await send();
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(413);
    global.gc?.();
    const growth = process.memoryUsage().rss - rss0;
    // Generous bound: the limit is 50 MB per upload; buffering each rejected body would grow far past this.
    expect(growth).toBeLessThan(60 * 1024 * 1024);
    expect(await usageRows()).toBe(before);
  }, 60_000);
});

describe('U2 multipart abuse', () => {
  const cases: Array<[string, () => Buffer, string?]> = [
    ['1,000 parts', () => multipartBody(Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: 'x' })))],
    ['2 files', () => multipartBody([
      { name: 'file', value: samplePdf(), filename: 'a.pdf' },
      { name: 'file', value: samplePdf(), filename: 'b.pdf' },
    ])],
    ['2,001 header pairs', () => multipartBody([{ name: 'file', value: 'x', filename: 'a.pdf', extraHeaders: Array.from({ length: 2001 }, (_, i) => `X-H${i}: v`) }])],
    ['a 10 KB field name', () => multipartBody([{ name: 'n'.repeat(10 * 1024), value: 'x' }, { name: 'file', value: samplePdf(), filename: 'a.pdf' }])],
    ['an unterminated final boundary', () => multipartBody([{ name: 'file', value: samplePdf(), filename: 'a.pdf' }], { terminate: false })],
    ['a header line starting with a space', () => Buffer.from(`--${BOUNDARY}\r\n Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`)],
    ['a missing boundary', () => multipartBody([{ name: 'file', value: 'x', filename: 'a.pdf' }]), 'multipart/form-data'],
    ['a body that is not multipart', () => Buffer.from('{"file":"x"}'), 'application/json'],
    ['no file', () => multipartBody([{ name: 'documentType', value: 'invoice' }])],
  ];
  it.each(cases)('answers %s with 400/413 within 1 s', async (_name, build, contentType) => {
    const body = build();
    const before = await usageRows();
    const res = await rawRequest(app.port, head({ contentLength: body.length, contentType }), function* () {
      yield body;
    }, 5000);
    expect([400, 413]).toContain(res.status);
    expect(res.ms).toBeLessThan(1000);
    expect(await usageRows()).toBe(before);
    expect((await call(app, 'GET', '/v1/jobs', { key })).status).toBe(200);
  });
});

describe('U3 file type from the bytes', () => {
  it('processes PNG bytes sent as .pdf with application/pdf as a PNG', async () => {
    const png = await buildImage('png', 400, 200);
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: png, name: 'scan.pdf', type: 'application/pdf' });
    expect(r.status).toBe(202);
    const doc = await call(app, 'GET', `/v1/documents/${r.body.data.id}`, { key });
    expect(doc.body.data.fileType).toBe('image/png');
  });

  it('answers 422 (not 500) to a PDF header followed by garbage, charging nothing', async () => {
    const before = await usageRows();
    const r = await upload(app, key, '/v1/documents/process', { bytes: Buffer.from('%PDF-1.4\ngarbage'), name: 'bad.pdf' });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('VALIDATION_ERROR');
    expect(r.body.error.details.file).toBeTypeOf('string');
    expect(await usageRows()).toBe(before);
  });

  it('answers 400 INVALID_FILE_TYPE to an empty file and to unsupported bytes, charging nothing', async () => {
    const before = await usageRows();
    const empty = await upload(app, key, '/v1/documents/process', { bytes: Buffer.alloc(0), name: 'empty.pdf' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('INVALID_FILE_TYPE');
    const text = await upload(app, key, '/v1/documents/process', { bytes: Buffer.from('just some text, not a document'), name: 'a.txt' });
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('INVALID_FILE_TYPE');
    expect(await usageRows()).toBe(before);
  });
});

describe('U10 file names', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\invoice.pdf', 'invoice.pdf'],
    ['inv%00oice.pdf', 'invoice.pdf'],
    ['inv\u202Efdp.exe', 'invfdp.exe'],
    ['a\u2066b\u200Fc.pdf', 'abc.pdf'],
  ])('echoes %j as %j', async (name, expected) => {
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf(), name });
    expect(r.status).toBe(202);
    const doc = await call(app, 'GET', `/v1/documents/${r.body.data.id}`, { key });
    expect(doc.body.data.fileName).toBe(expected);
    // Uploaded bytes are stored under the document id, never under the client's name.
    expect(await count(app, 'documents_files', 'document_id = $1 OR document_id = $1', [r.body.data.id])).toBeLessThanOrEqual(1);
  });

  it('truncates a 10 KB name to 255 characters keeping the extension', async () => {
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf(), name: 'x'.repeat(10_000) + '.pdf' });
    expect(r.status).toBe(202);
    const doc = await call(app, 'GET', `/v1/documents/${r.body.data.id}`, { key });
    expect(doc.body.data.fileName).toHaveLength(255);
    expect(doc.body.data.fileName.endsWith('.pdf')).toBe(true);
  });
});
