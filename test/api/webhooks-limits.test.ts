/**
 * Webhook sender limits (RELIABILITY.md 1.5): W6 one total deadline (a receiver that never answers is cut off,
 * its socket closed, the attempt recorded as failed) and W10 the response cap (a receiver streaming 100 MB
 * costs at most ~64 KB read and no memory). The 30 s production deadline is shortened to 1 s here through the
 * transport's test seam; the receivers are HTTPS servers on loopback, allow-listed the way webhooks.test.ts does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import https, { createServer, type Server } from 'node:https';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDueDeliveries } from '../../api/webhooks/deliveries.ts';
import { setTransportOptionsForTests, transportOptions } from '../../api/webhooks/transport.ts';
import { fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';

const DEADLINE_MS = 1000;
const STREAM_BYTES = 100 * 1024 * 1024;
const MB = 1024 * 1024;
/** The unspied request function, for the W10 spy to delegate to. */
const realRequest = https.request.bind(https) as typeof https.request;

type Handler = (req: IncomingMessage, res: import('node:http').ServerResponse, socket: Socket) => void;

describe('webhook sender limits', () => {
  let dir: string;
  let cert: Buffer;
  let key: Buffer;
  let app: TestApp;
  let orgId: string;
  let restore: () => void;
  const clock = fakeClock();
  const servers: Server[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'des-hook-limits-'));
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'),
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' });
    cert = readFileSync(join(dir, 'c.pem'));
    key = readFileSync(join(dir, 'k.pem'));
    restore = setTransportOptionsForTests({ allowHosts: ['127.0.0.1'], ca: cert, timeoutMs: DEADLINE_MS });
    app = await startTestApp({ backend: 'pglite', clock });
    orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
  });
  afterAll(async () => {
    await app?.close();
    restore?.();
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** An HTTPS receiver on a free loopback port; resolves with its URL. */
  async function receiver(handler: Handler): Promise<string> {
    const server = createServer({ key, cert }, (req, res) => handler(req, res, req.socket));
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `https://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  }

  /** A due delivery row, as scheduleDocumentWebhook leaves it; returns its id. */
  async function dueDelivery(url: string): Promise<string> {
    const id = `dlv_limits_${Math.random().toString(36).slice(2)}`;
    const now = clock.now();
    await app.ctx.db.query(
      `INSERT INTO webhook_deliveries (id, organization_id, document_id, event, url, payload, attempts, status, next_attempt_at, secret, event_timestamp, created_at, updated_at)
       VALUES ($1, $2, $3, 'document.completed', $4, '{"event":"document.completed"}', 0, 'pending', $5, 'limits-secret', $5, $5, $5)`,
      [id, orgId, `doc_${id}`, url, new Date(now.getTime() - 1000)],
    );
    return id;
  }

  async function row(id: string) {
    const rows = await app.ctx.db.query<{ status: string; attempts: number; last_status: number | null; last_error: string | null; next_attempt_at: Date | null }>(
      'SELECT status, attempts, last_status, last_error, next_attempt_at FROM webhook_deliveries WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  function sockets(): number {
    return process.getActiveResourcesInfo().filter((r) => r === 'TLSWrap' || r === 'TCPSocketWrap' || r === 'TCPWRAP').length;
  }

  it('uses a 30 s deadline and a 64 KB response cap in production', () => {
    restore();
    try {
      expect(transportOptions().timeoutMs).toBe(30_000);
      expect(transportOptions().maxResponseBytes).toBe(64 * 1024);
    } finally {
      restore = setTransportOptionsForTests({ allowHosts: ['127.0.0.1'], ca: cert, timeoutMs: DEADLINE_MS });
    }
  });

  it('records an attempt as failed at the deadline when the receiver never answers, and closes the socket (W6)', async () => {
    let requests = 0;
    let socketClosed: Promise<number> | null = null;
    const url = await receiver((req, _res, socket) => {
      requests++;
      socketClosed = new Promise((resolve) => socket.once('close', () => resolve(performance.now())));
      req.resume(); // read the body, never answer
    });
    const id = await dueDelivery(url);
    const before = sockets();
    const t0 = performance.now();
    expect(await runDueDeliveries(app.ctx)).toBe(1);
    const elapsed = performance.now() - t0;

    expect(requests).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1000);
    const r = await row(id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
    expect(r.last_error).toMatch(/timed out after 1000 ms/);
    // The first retry is scheduled (1 m ± 10 %), so the timeout counts as a failed attempt, not a lost one.
    const delay = new Date(r.next_attempt_at!).getTime() - clock.now().getTime();
    expect(delay).toBeGreaterThanOrEqual(54_000);
    expect(delay).toBeLessThanOrEqual(66_000);

    // The receiver sees its connection end shortly after the deadline: the sender destroyed the socket.
    const closedAt = await Promise.race([socketClosed!, new Promise<null>((r) => setTimeout(() => r(null), 2000))]);
    expect(closedAt, 'receiver socket closed').not.toBeNull();
    expect(closedAt! - t0).toBeLessThan(DEADLINE_MS + 1500);
    // No socket handle left behind by the sender (the receiver's side closed too).
    await new Promise((r) => setTimeout(r, 50));
    expect(sockets()).toBeLessThanOrEqual(before);
  });

  it('reads at most 64 KB of a receiver streaming 100 MB and completes the attempt (W10)', async () => {
    let written = 0;
    let closed = false;
    const url = await receiver((req, res) => {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      res.on('close', () => {
        closed = true;
      });
      // Honour backpressure, as a real server would: what it writes is bounded by what is read plus buffers.
      const pump = (): void => {
        while (!closed && written < STREAM_BYTES) {
          written += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        if (!closed) res.end();
      };
      pump();
    });
    // Count what the sender's response stream hands to JavaScript: a second 'data' listener sees every chunk.
    const chunks: number[] = [];
    const spy = vi.spyOn(https, 'request').mockImplementation(((...args: Parameters<typeof https.request>) => {
      const req = realRequest(...args);
      req.on('response', (res: IncomingMessage) => res.on('data', (c: Buffer) => chunks.push(c.length)));
      return req;
    }) as typeof https.request);
    const id = await dueDelivery(url);
    const rssBefore = process.memoryUsage().rss;
    const t0 = performance.now();
    try {
      expect(await runDueDeliveries(app.ctx)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    const elapsed = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 200));
    const rssGrowth = process.memoryUsage().rss - rssBefore;

    const read = chunks.reduce((a, b) => a + b, 0);
    const last = chunks[chunks.length - 1] ?? 0;
    // The sender stops at the first chunk that reaches the cap: everything before it is under 64 KB.
    expect(read - last).toBeLessThan(64 * 1024);
    expect(read).toBeGreaterThanOrEqual(64 * 1024);
    expect(closed).toBe(true);
    // Loopback socket buffers hold a few MB at most; the 100 MB were never produced.
    expect(written).toBeLessThan(8 * MB);
    expect(elapsed).toBeLessThan(DEADLINE_MS);
    expect(rssGrowth).toBeLessThan(10 * MB);
    expect(await row(id)).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200, last_error: null });
  });
});
