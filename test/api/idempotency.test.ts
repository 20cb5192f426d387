/** Idempotency-Key on the process endpoints (RELIABILITY 3.2, L2, L3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, spend } from '../../api/ledger/ledger.ts';
import { backends, call, fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';
import { count, otherOrganization, samplePdf, upload } from './documents-helpers.ts';

describe.each(await backends())('Idempotency-Key (%s)', (backend) => {
  let app: TestApp;
  let key: string;
  const clock = fakeClock();

  beforeAll(async () => {
    app = await startTestApp({ backend, clock, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000' } });
    key = app.defaultApiKey!;
    const orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
    await addCredits(app.ctx.db, { organizationId: orgId, type: 'bonus', amount: 200, paymentId: null }, clock.now());
  });
  afterAll(async () => app?.close());

  const usage = () => count(app, 'credit_transactions', `type = 'usage'`);

  it('replays the first answer byte for byte and charges once', async () => {
    const before = await usage();
    const first = await upload(app, key, '/v1/documents/process', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'sync-1' });
    expect(first.status).toBe(200);
    const again = await upload(app, key, '/v1/documents/process', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'sync-1' });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await usage()).toBe(before + 1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with a different request, charging nothing more', async () => {
    const first = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, { language: 'en' }, { 'Idempotency-Key': 'reuse-1' });
    expect(first.status).toBe(202);
    const before = await usage();
    const other = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, { language: 'de' }, { 'Idempotency-Key': 'reuse-1' });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await usage()).toBe(before);
  });

  it('replays client errors too (422 stays 422 for the key)', async () => {
    const bad = await upload(app, key, '/v1/documents/process/async', { bytes: Buffer.from('%PDF-1.4\ngarbage') }, {}, { 'Idempotency-Key': 'bad-1' });
    expect(bad.status).toBe(422);
    const again = await upload(app, key, '/v1/documents/process/async', { bytes: Buffer.from('%PDF-1.4\ngarbage') }, {}, { 'Idempotency-Key': 'bad-1' });
    expect(again.text).toBe(bad.text);
  });

  it('does not bind the key to a 402: the same request runs once credits are topped up, charged once', async () => {
    const other = await otherOrganization(app);
    const burn = await spend(app.ctx.db, { organizationId: other.id, documentId: 'doc_burn_' + other.id, documentType: 'invoice', pages: 50 }, app.ctx.clock.now());
    expect(burn.ok).toBe(true);
    const short = await upload(app, other.key, '/v1/documents/process', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'topup-1' });
    expect(short.status).toBe(402);
    await addCredits(app.ctx.db, { organizationId: other.id, type: 'bonus', amount: 5, paymentId: null }, clock.now());
    const before = await usage();
    const paid = await upload(app, other.key, '/v1/documents/process', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'topup-1' });
    expect(paid.status).toBe(200);
    const replay = await upload(app, other.key, '/v1/documents/process', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'topup-1' });
    expect(replay.text).toBe(paid.text);
    expect(await usage()).toBe(before + 1);
  });

  it('replays the deleted answer of a deleted document, not its data, and does not process it again', async () => {
    const first = await upload(app, key, '/v1/documents/process', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'gone-1' });
    expect(first.status).toBe(200);
    const id = first.body.data.id as string;
    expect((await call(app, 'DELETE', `/v1/documents/${id}`, { key })).status).toBe(200);
    const before = await usage();
    const replay = await upload(app, key, '/v1/documents/process', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'gone-1' });
    expect(replay.status).toBe(404);
    expect(replay.body.error.code).toBe('DOCUMENT_NOT_FOUND');
    expect(replay.text).not.toContain('extractedData');
    expect(await usage()).toBe(before);
  });

  it('same key ×10 concurrently: one charge; every answer is the original or 409', async () => {
    const before = await usage();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'race-1' })),
    );
    const accepted = results.filter((r) => r.status === 202);
    const busy = results.filter((r) => r.status === 409);
    expect(accepted.length + busy.length).toBe(10);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((r) => r.text)).size).toBe(1);
    for (const r of busy) expect(r.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await usage()).toBe(before + 1);
    // A retry after the first finished gets the original.
    const retry = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'race-1' });
    expect(retry.text).toBe(accepted[0].text);
  });

  it('forgets a key after 24 hours', async () => {
    const first = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'ttl-1' });
    clock.advance(24 * 3600 * 1000 + 1000);
    const later = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'ttl-1' });
    expect(later.status).toBe(202);
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });

  it('rejects a malformed key with 400', async () => {
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, {}, { 'Idempotency-Key': 'x'.repeat(300) });
    expect(r.status).toBe(400);
  });
});
