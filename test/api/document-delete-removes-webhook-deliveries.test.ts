/**
 * DELETE /v1/documents/:id removes "the document and all data permanently" (API-SPEC "States and transitions"):
 * that includes its webhook deliveries, whose payloads carry the extracted data. No pending retry survives the
 * deletion, an attempt in flight when the document is deleted cannot schedule another, an attempt claimed just
 * before the deletion does not send, and a delivery cannot be recorded for a document already deleted.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../../api/ledger/ledger.ts';
import type { AppContext } from '../../api/context.ts';
import type { Db } from '../../api/store/db.ts';
import { deleteDocument, getDocumentById } from '../../api/store/documents.ts';
import { runDueDeliveries, scheduleDocumentWebhook } from '../../api/webhooks/deliveries.ts';
import { backends, call, fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';
import { startWebhookReceiver, until, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { samplePdf, upload, waitForDocument } from './documents-helpers.ts';

const DAY_MS = 86_400_000;

describe.each(await backends())('deleting a document removes its webhook deliveries (%s)', (backend) => {
  let receiver: WebhookReceiver;
  let url: string;
  let app: TestApp;
  let key: string;
  let orgId: string;
  const clock = fakeClock();
  /** Requests the receiver got, by document id (from the payload). */
  let received: Array<{ documentId: string; deliveryId: string; body: string }> = [];
  /** How the receiver answers; `hold` keeps the response open until `release` is called. */
  let answer: 'fail' | 'hold' = 'fail';
  let held: ServerResponse[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver((req, body, res) => {
      received.push({ documentId: JSON.parse(body).data.id, deliveryId: String(req.headers['x-service-delivery-id']), body });
      if (answer === 'hold') held.push(res);
      else res.writeHead(500).end('no');
    });
    url = receiver.url;
    app = await startTestApp({ backend, clock, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000', MAINTENANCE_INTERVAL_MS: '0' } });
    key = app.defaultApiKey!;
    orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
    await addCredits(app.ctx.db, { organizationId: orgId, type: 'bonus', amount: 50, paymentId: null }, clock.now());
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    await app?.close();
    receiver?.close();
  });

  const deliveries = (documentId: string) =>
    app.ctx.db.query<{ attempts: number; status: string; payload: string }>('SELECT attempts, status, payload FROM webhook_deliveries WHERE document_id = $1', [documentId]);
  const sentFor = (documentId: string) => received.filter((r) => r.documentId === documentId).length;

  /** An async document processed to completion with a webhook; resolves once its first attempt reached the receiver. */
  async function completedWithWebhook(): Promise<string> {
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, { webhookUrl: url, webhookSecret: 'delete-secret' });
    expect(r.status).toBe(202);
    const id = r.body.data.id as string;
    const doc = await waitForDocument(app, key, id);
    expect(doc.status).toBe('completed');
    await until('the first attempt', () => sentFor(id) === 1);
    return id;
  }

  it('leaves no pending retry carrying the payload, so nothing is sent after the deletion', async () => {
    answer = 'fail';
    const id = await completedWithWebhook();
    await until('the failed first attempt to be recorded', async () => (await deliveries(id))[0]?.attempts === 1);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'pending' });
    expect((await deliveries(id))[0].payload).toContain('extractedData');

    const del = await call(app, 'DELETE', `/v1/documents/${id}`, { key });
    expect(del.status).toBe(200);
    expect(await deliveries(id)).toEqual([]);

    clock.advance(2 * DAY_MS);
    expect(await runDueDeliveries(app.ctx)).toBe(0);
    expect(sentFor(id)).toBe(1);
  }, 60_000);

  it('lets an attempt in flight during the deletion neither record nor schedule a retry', async () => {
    answer = 'hold';
    const id = await completedWithWebhook();
    expect(held).toHaveLength(1);
    const del = await call(app, 'DELETE', `/v1/documents/${id}`, { key });
    expect(del.status).toBe(200);
    expect(await deliveries(id)).toEqual([]);

    // The receiver now fails the attempt that was in flight: the sender records its outcome against no row.
    const deliveryId = received.find((x) => x.documentId === id)!.deliveryId;
    const finished = () => app.logs.some((l) => l.includes('webhook attempt') && l.includes(deliveryId) && l.includes('"status":500'));
    expect(finished()).toBe(false);
    held.shift()!.writeHead(500).end('no');
    await until('the in-flight attempt to finish', finished);
    expect(await deliveries(id)).toEqual([]);
    clock.advance(2 * DAY_MS);
    expect(await runDueDeliveries(app.ctx)).toBe(0);
    expect(sentFor(id)).toBe(1);
  }, 60_000);

  it('does not send an attempt claimed just before the document was deleted', async () => {
    answer = 'fail';
    const id = await completedWithWebhook();
    await until('the failed first attempt to be recorded', async () => (await deliveries(id))[0]?.attempts === 1);
    clock.advance(2 * DAY_MS);

    // A sweeper that claims the retry, and the document deleted right after the claim, before the attempt sends.
    const real = app.ctx.db;
    const db: Db = {
      kind: real.kind,
      exec: (s) => real.exec(s),
      tx: (fn) => real.tx(fn),
      close: () => real.close(),
      async query<T>(text: string, params?: readonly unknown[]): Promise<T[]> {
        const rows = await real.query<T>(text, params);
        if (/^\s*UPDATE webhook_deliveries SET next_attempt_at/.test(text) && rows.length > 0) {
          expect(await real.tx((sql) => deleteDocument(sql, orgId, id))).toBe('deleted');
        }
        return rows;
      },
    };
    const ctx: AppContext = { ...app.ctx, db };
    expect(await runDueDeliveries(ctx)).toBe(1);
    expect(sentFor(id)).toBe(1);
    expect(await deliveries(id)).toEqual([]);
  }, 60_000);

  it('records no delivery for a document deleted before its webhook is scheduled', async () => {
    answer = 'fail';
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, { webhookUrl: url });
    const id = r.body.data.id as string;
    await waitForDocument(app, key, id);
    await until('the first attempt', () => sentFor(id) === 1);
    const row = (await getDocumentById(app.ctx.db, id))!;
    await app.ctx.db.query('DELETE FROM webhook_deliveries WHERE document_id = $1', [id]);
    expect((await call(app, 'DELETE', `/v1/documents/${id}`, { key })).status).toBe(200);

    // The completion path scheduling the webhook late, after the deletion committed.
    await scheduleDocumentWebhook(app.ctx, row);
    expect(await deliveries(id)).toEqual([]);
    await new Promise((res) => setTimeout(res, 200));
    expect(sentFor(id)).toBe(1);
  }, 60_000);
});
