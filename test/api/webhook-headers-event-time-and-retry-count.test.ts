/**
 * The spec's webhook headers (API-SPEC "Events"): X-Service-Timestamp is the "ISO 8601 time of the event", so it
 * equals the payload's `timestamp` on the first attempt and on every retry; X-Service-Retry-Count is 0 on the first
 * attempt and 1, 2, … on the retries (RELIABILITY.md W5); X-Service-Signature
 * is the hex HMAC-SHA256 of the JSON payload, which is byte-identical on every attempt. The Standard Webhooks
 * timestamp and signature stay per attempt (5-minute receiver tolerance).
 */
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../../api/ledger/ledger.ts';
import { runDueDeliveries } from '../../api/webhooks/deliveries.ts';
import { deliveryHeaders } from '../../api/webhooks/sign.ts';
import { fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';
import { startWebhookReceiver, until, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { samplePdf, upload, waitForDocument } from './documents-helpers.ts';

describe('deliveryHeaders', () => {
  const base = { deliveryId: 'dlv_1', event: 'document.completed', body: '{"a":1}', secret: 's3cret', at: new Date('2026-06-15T14:00:00Z'), eventAt: new Date('2026-06-15T12:00:00.123Z') };

  it('stamps the event time, not the attempt time, and counts the first attempt as retry 0', () => {
    const h = deliveryHeaders({ ...base, retryCount: 0 });
    expect(h['X-Service-Timestamp']).toBe('2026-06-15T12:00:00.123Z');
    expect(h['X-Service-Retry-Count']).toBe('0');
    expect(h['webhook-timestamp']).toBe(String(Date.parse('2026-06-15T14:00:00Z') / 1000));
    expect(h['X-Service-Signature']).toBe(createHmac('sha256', 's3cret').update('{"a":1}').digest('hex'));
  });

  it('numbers retries from 1', () => {
    expect(deliveryHeaders({ ...base, retryCount: 1 })['X-Service-Retry-Count']).toBe('1');
    expect(deliveryHeaders({ ...base, retryCount: 5 })['X-Service-Retry-Count']).toBe('5');
  });
});

describe('webhook headers across a retry', () => {
  let receiver: WebhookReceiver;
  let url: string;
  let app: TestApp;
  let key: string;
  const clock = fakeClock();
  let answer = 500;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver((req, body, res) => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end('ok');
    });
    url = receiver.url;
    app = await startTestApp({ backend: 'pglite', clock, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000', MAINTENANCE_INTERVAL_MS: '0' } });
    key = app.defaultApiKey!;
    const orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
    await addCredits(app.ctx.db, { organizationId: orgId, type: 'bonus', amount: 50, paymentId: null }, clock.now());
  });
  afterAll(async () => {
    await app?.close();
    receiver?.close();
  });

  it('keeps X-Service-Timestamp at the event time and sends X-Service-Retry-Count on retries only', async () => {
    const secret = 'header-secret';
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, { webhookUrl: url, webhookSecret: secret });
    expect(r.status).toBe(202);
    const id = r.body.data.id as string;
    await waitForDocument(app, key, id);
    await until('the first attempt', () => received.length === 1);
    const attempts = async () => (await app.ctx.db.query<{ attempts: number }>('SELECT attempts FROM webhook_deliveries WHERE document_id = $1', [id]))[0]?.attempts;
    await until('the first attempt to be recorded', async () => (await attempts()) === 1);

    clock.advance(2 * 60_000); // past the first retry's time (1 min ± 10 %)
    answer = 200;
    expect(await runDueDeliveries(app.ctx)).toBe(1);
    await until('the retry', () => received.length === 2);

    const [first, retry] = received;
    const eventTime = JSON.parse(first.body).timestamp as string;
    expect(retry.body).toBe(first.body);
    expect(first.headers['x-service-timestamp']).toBe(eventTime);
    expect(retry.headers['x-service-timestamp']).toBe(eventTime);
    expect(first.headers['x-service-retry-count']).toBe('0');
    expect(retry.headers['x-service-retry-count']).toBe('1');
    expect(retry.headers['x-service-delivery-id']).toBe(first.headers['x-service-delivery-id']);
    // The spec's signature covers the JSON payload (with its event timestamp): the same on both attempts.
    const hex = createHmac('sha256', secret).update(first.body).digest('hex');
    expect(first.headers['x-service-signature']).toBe(hex);
    expect(retry.headers['x-service-signature']).toBe(hex);
    // Standard Webhooks: a fresh timestamp per attempt, the retry's being its own send time, and a signature over it.
    expect(Number(retry.headers['webhook-timestamp'])).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(retry.headers['webhook-timestamp']).not.toBe(first.headers['webhook-timestamp']);
    for (const { headers, body } of [first, retry]) {
      const mac = createHmac('sha256', Buffer.from(secret)).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest('base64');
      expect(headers['webhook-signature']).toBe(`v1,${mac}`);
    }
  }, 60_000);
});
