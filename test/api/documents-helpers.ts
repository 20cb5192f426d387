/**
 * Helpers shared by the documents/process/jobs/uploads/idempotency/webhooks suites: multipart bodies built by
 * hand (so malformed ones can be sent), raw HTTP over a socket, polling, and a second organization.
 */
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { createOrganization } from '../../api/store/organizations.ts';
import { call, type TestApp } from '../helpers/app.ts';

export const CORPUS = '/work/shared/corpus/invoice2data-compare';
export const samplePdf = (): Buffer => readFileSync(`${CORPUS}/AmazonWebServices.pdf`);

export const BOUNDARY = '----desTestBoundary7MA4YWxkTrZu0gW';

export interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  contentType?: string;
  extraHeaders?: string[];
}

/** A multipart/form-data body built byte by byte (`terminate: false` leaves the final boundary off). */
export function multipartBody(parts: Part[], opts: { terminate?: boolean; boundary?: string } = {}): Buffer {
  const b = opts.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${b}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    for (const h of p.extraHeaders ?? []) head += `${h}\r\n`;
    head += '\r\n';
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  if (opts.terminate !== false) chunks.push(Buffer.from(`--${b}--\r\n`));
  return Buffer.concat(chunks);
}

/** Sends a multipart upload with fetch; returns status and parsed body. */
export function upload(
  app: TestApp,
  key: string,
  path: '/v1/documents/process' | '/v1/documents/process/async',
  file: { bytes: Uint8Array; name?: string; type?: string } | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', value: file.bytes, filename: file.name ?? 'document.pdf', contentType: file.type ?? 'application/octet-stream' });
  return call(app, 'POST', path, {
    key,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body: multipartBody(parts),
  });
}

export interface RawResponse {
  status: number;
  text: string;
  ms: number;
  /** Bytes the client wrote before the server answered or closed. */
  sent: number;
}

/**
 * Writes a raw HTTP request (head + body chunks from `body()`) and resolves with the first response's status,
 * or status 0 when the server closed without answering. Stops writing as soon as a response arrives.
 */
export function rawRequest(port: number, head: string, body: () => AsyncIterable<Buffer> | Iterable<Buffer>, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve) => {
    const started = Date.now();
    const sock = connect(port, '127.0.0.1');
    let got = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      sock.destroy();
      const m = /^HTTP\/1\.1 (\d{3})/.exec(got);
      const split = got.indexOf('\r\n\r\n');
      resolve({ status: m ? Number(m[1]) : 0, text: split >= 0 ? got.slice(split + 4) : got, ms: Date.now() - started, sent });
    };
    const timer = setTimeout(finish, timeoutMs);
    sock.on('data', (d) => {
      got += d.toString('latin1');
      const split = got.indexOf('\r\n\r\n');
      if (split < 0) return;
      const len = /content-length: (\d+)/i.exec(got.slice(0, split));
      if (len && got.length >= split + 4 + Number(len[1])) finish();
    });
    sock.on('error', finish);
    sock.on('close', finish);
    sock.on('connect', async () => {
      sock.write(head);
      for await (const chunk of body()) {
        if (done) return;
        sent += chunk.length;
        if (!sock.write(chunk)) await new Promise<void>((r) => { sock.once('drain', r); sock.once('close', r); });
      }
    });
  });
}

/** Polls GET /v1/documents/:id until it ends (completed or failed). */
export async function waitForDocument(app: TestApp, key: string, id: string, timeoutMs = 30_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await call(app, 'GET', `/v1/documents/${id}`, { key });
    if (r.body?.data?.status === 'completed' || r.body?.data?.status === 'failed') return r.body.data;
    if (Date.now() > until) throw new Error(`document ${id} still ${r.body?.data?.status} after ${timeoutMs} ms`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** A second organization's owner key. */
export async function otherOrganization(app: TestApp, plan: 'free' | 'paid' = 'free'): Promise<{ id: string; key: string }> {
  const org = await createOrganization(app.ctx, { name: `Other ${Math.random().toString(36).slice(2, 8)}`, plan });
  return { id: org.id, key: org.apiKey };
}

/** Counts rows of a table matching a WHERE clause. */
export async function count(app: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await app.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0].n;
}
