/** Webhook signing (W1), SSRF table (W9), loopback delivery with verifiable signatures, retry schedule (W5), 3xx (W7). */
import { createHmac } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../../api/ledger/ledger.ts';
import { runDueDeliveries, RETRY_DELAYS_S } from '../../api/webhooks/deliveries.ts';
import { serviceSignature, standardSignature } from '../../api/webhooks/sign.ts';
import { validateWebhookUrl } from '../../api/webhooks/ssrf.ts';
import { sendWebhook, setTransportOptionsForTests, transportOptions } from '../../api/webhooks/transport.ts';
import { fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { samplePdf, upload, waitForDocument } from './documents-helpers.ts';

describe('webhook signatures', () => {
  it('matches the Standard Webhooks published vector', () => {
    expect(standardSignature('msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });
  it("matches GitHub's published HMAC-SHA256 hex vector", () => {
    expect(serviceSignature('Hello, World!', "It's a Secret to Everybody")).toBe('757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17');
  });
});

describe('SSRF guard', () => {
  it.each([
    'http://example.com/hook', 'https://127.0.0.1/', 'https://localhost/', 'https://[::1]/', 'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/', 'https://0.0.0.0/', 'https://[::]/', 'https://10.0.0.1/', 'https://172.16.0.1/', 'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data', 'https://100.64.0.1/', 'https://[fc00::1]/', 'https://[fe80::1]/', 'https://0x7f.1/',
    'https://2130706433/', 'https://017700000001/', 'https://user@127.0.0.1/', 'https://a.com@example.com/', 'https://intranet/',
    'https://printer.local/', 'https://127.1/', 'https://[0:0:0:0:0:0:0:1]/', 'https://[64:ff9b::7f00:1]/',
  ])('refuses %s at registration', (url) => {
    expect(() => validateWebhookUrl(url)).toThrow(/public host/);
  });

  it('accepts public https URLs', () => {
    expect(validateWebhookUrl('https://hooks.example.com/x?y=1').hostname).toBe('hooks.example.com');
    expect(validateWebhookUrl('https://8.8.8.8/x').hostname).toBe('8.8.8.8');
  });

  it('has an empty allow-list in production', () => {
    expect(transportOptions().allowHosts).toEqual([]);
  });

  it('refuses at connect time a name that resolves to loopback (DNS rebinding); the canary sees 0 connections', async () => {
    let connections = 0;
    const canary = createNetServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
    const port = (canary.address() as { port: number }).port;
    const restore = setTransportOptionsForTests({
      // A name that passes registration (no DNS there) but resolves to loopback, alone or beside a public address.
      // Any non-public answer refuses the connection before it is made, so nothing leaves the machine.
      resolve: async (host) =>
        host.startsWith('mixed.') ? [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }] : [{ address: '127.0.0.1', family: 4 }],
    });
    try {
      validateWebhookUrl(`https://rebind.example.com:${port}/`);
      const res = await sendWebhook(`https://rebind.example.com:${port}/`, {}, '{}');
      const res2 = await sendWebhook(`https://mixed.example.com:${port}/`, {}, '{}');
      expect(res.ok).toBe(false);
      expect(res.error).toMatch(/non-public/);
      expect(res2.ok).toBe(false);
      expect(res2.error).toMatch(/non-public/);
      expect(connections).toBe(0);
    } finally {
      restore();
      canary.close();
    }
  });
});

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('webhook delivery to a loopback receiver', () => {
  let receiver: WebhookReceiver;
  let port: number;
  let answer = 200;
  let received: Received[] = [];
  let app: TestApp;
  let key: string;
  const clock = fakeClock();

  beforeAll(async () => {
    receiver = await startWebhookReceiver((req, body, res) => {
      received.push({ headers: req.headers, body });
      if (answer >= 300 && answer < 400) res.writeHead(answer, { Location: `https://127.0.0.1:${port}/elsewhere` });
      else res.writeHead(answer);
      res.end('ok');
    });
    port = receiver.port;
    app = await startTestApp({ backend: 'pglite', clock, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000', MAINTENANCE_INTERVAL_MS: '0' } });
    key = app.defaultApiKey!;
    const orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
    await addCredits(app.ctx.db, { organizationId: orgId, type: 'bonus', amount: 50, paymentId: null }, clock.now());
  });
  afterAll(async () => {
    await app?.close();
    receiver?.close();
  });

  async function waitFor(n: number): Promise<void> {
    for (let i = 0; i < 200 && received.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    expect(received.length).toBe(n);
  }

  /**
   * Waits until the sender has recorded its n-th attempt. The receiver sees a request before the sender stores
   * the outcome, and the next retry time is computed from the clock at that moment, so the test must not move
   * the clock in between.
   */
  async function waitForRecorded(documentId: string, n: number): Promise<void> {
    let attempts = 0;
    for (let i = 0; i < 200; i++) {
      const rows = await app.ctx.db.query<{ attempts: number }>('SELECT attempts FROM webhook_deliveries WHERE document_id = $1', [documentId]);
      attempts = rows[0]?.attempts ?? 0;
      if (attempts >= n) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(attempts).toBe(n);
  }

  it('delivers document.completed with both signatures verifiable and callbackMetadata echoed', async () => {
    received = [];
    answer = 200;
    const secret = 'a-very-secret-value';
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, {
      webhookUrl: `https://127.0.0.1:${port}/hook`,
      webhookSecret: secret,
      callbackMetadata: '{"orderId":"PO-7"}',
    });
    expect(r.status).toBe(202);
    expect(r.body.data.webhookConfigured).toBe(true);
    await waitForDocument(app, key, r.body.data.id);
    await waitFor(1);
    const { headers, body } = received[0];
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({ event: 'document.completed', data: { id: r.body.data.id, status: 'completed' }, callbackMetadata: { orderId: 'PO-7' } });
    expect(headers['x-service-event']).toBe('document.completed');
    expect(headers['x-service-retry-count']).toBe('0');
    expect(headers['x-service-timestamp']).toBe(payload.timestamp);
    expect(headers['x-service-signature']).toBe(createHmac('sha256', secret).update(body).digest('hex'));
    const id = headers['webhook-id'] as string;
    expect(id).toBe(headers['x-service-delivery-id']);
    const ts = headers['webhook-timestamp'] as string;
    const expected = createHmac('sha256', Buffer.from(secret)).update(`${id}.${ts}.${body}`).digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('retries a failing receiver after 1 m, 5 m, 30 m, 2 h, 24 h with one delivery id, then stops', async () => {
    received = [];
    answer = 500;
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, { webhookUrl: `https://127.0.0.1:${port}/hook`, webhookSecret: 'another-secret' });
    await waitForDocument(app, key, r.body.data.id);
    await waitFor(1);
    await waitForRecorded(r.body.data.id, 1);
    for (let i = 0; i < RETRY_DELAYS_S.length; i++) {
      // Just before the earliest jittered time nothing is due; at the latest it is.
      clock.advance(RETRY_DELAYS_S[i] * 900 - 1000);
      expect(await runDueDeliveries(app.ctx)).toBe(0);
      clock.advance(RETRY_DELAYS_S[i] * 200 + 2000);
      expect(await runDueDeliveries(app.ctx)).toBe(1);
      await waitFor(i + 2);
      await waitForRecorded(r.body.data.id, i + 2);
    }
    clock.advance(7 * 86_400_000);
    expect(await runDueDeliveries(app.ctx)).toBe(0);
    expect(received.map((x) => x.headers['x-service-retry-count'])).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(new Set(received.map((x) => x.headers['x-service-delivery-id'])).size).toBe(1);
    expect(new Set(received.map((x) => x.headers['webhook-timestamp'])).size).toBe(6);
    const rows = await app.ctx.db.query<{ status: string; attempts: number; last_status: number }>(
      'SELECT status, attempts, last_status FROM webhook_deliveries WHERE document_id = $1',
      [r.body.data.id],
    );
    expect(rows).toEqual([{ status: 'failed', attempts: 6, last_status: 500 }]);
  }, 60_000);

  it('treats a redirect as a failure without following it', async () => {
    received = [];
    answer = 302;
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, { webhookUrl: `https://127.0.0.1:${port}/hook` });
    await waitForDocument(app, key, r.body.data.id);
    await waitFor(1);
    await new Promise((res) => setTimeout(res, 200));
    expect(received).toHaveLength(1);
    const rows = await app.ctx.db.query<{ status: string; last_status: number }>('SELECT status, last_status FROM webhook_deliveries WHERE document_id = $1', [r.body.data.id]);
    expect(rows[0]).toEqual({ status: 'pending', last_status: 302 });
  });
});
