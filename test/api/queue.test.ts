/**
 * Job recovery: a job left 'processing' by a dead worker (expired lease) is re-run and completes, charged once;
 * a job whose workers keep dying is failed and refunded once; a pending job whose queue message was lost is
 * dispatched by the sweep. Runs on the in-process queue and, when Redis and Postgres answer, on BullMQ.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, spend } from '../../api/ledger/ledger.ts';
import { newId } from '../../api/ids.ts';
import { sweepOnce } from '../../api/queue/maintenance.ts';
import { insertDocument, saveDocumentFile } from '../../api/store/documents.ts';
import { insertJob } from '../../api/store/jobs.ts';
import { call, fakeClock, postgresReachable, REDIS_URL, startTestApp, type TestApp } from '../helpers/app.ts';
import { count, samplePdf, upload, waitForDocument } from './documents-helpers.ts';

function redisReachable(): Promise<boolean> {
  const u = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = connect(Number(u.port || 6379), u.hostname);
    s.setTimeout(1000, () => (s.destroy(), resolve(false)));
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });
}

const modes: Array<['embedded' | 'bullmq', Record<string, string>, 'pglite' | 'postgres']> = [['embedded', {}, 'pglite']];
if (process.env.CI === 'true' || ((await redisReachable()) && (await postgresReachable()))) modes.push(['bullmq', { REDIS_URL }, 'postgres']);

describe.each(modes)('queue recovery (%s)', (_mode, env, backend) => {
  let app: TestApp;
  let key: string;
  let orgId: string;
  const clock = fakeClock();

  beforeAll(async () => {
    app = await startTestApp({ backend, clock, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000', ...env } });
    key = app.defaultApiKey!;
    orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
    await addCredits(app.ctx.db, { organizationId: orgId, type: 'bonus', amount: 50, paymentId: null }, clock.now());
  });
  afterAll(async () => app?.close());

  /** The rows a process leaves behind when it dies after accepting (and charging) an async document. */
  async function orphan(job: { status: 'pending' | 'processing'; attempts: number; leaseAgoMs: number }) {
    const documentId = newId('doc');
    const jobId = newId('job');
    const at = clock.now();
    const spent = await spend(app.ctx.db, { organizationId: orgId, documentId, documentType: 'generic', pages: 1 }, at);
    expect(spent.ok).toBe(true);
    await app.ctx.db.tx(async (sql) => {
      await insertDocument(sql, {
        id: documentId, organizationId: orgId, fileName: 'orphan.pdf', fileType: 'application/pdf', fileSize: samplePdf().length,
        documentType: 'generic', requestedDocumentType: 'generic', status: 'queued', pageCount: 1, options: {}, progress: null,
        webhookUrl: null, webhookSecret: null, callbackMetadata: null, priority: 'normal', createdAt: at,
      });
      await insertJob(sql, { id: jobId, organizationId: orgId, documentId, status: 'pending', documentType: 'generic', leaseUntil: null, at: new Date(at.getTime() - 120_000) });
      await saveDocumentFile(sql, documentId, samplePdf(), at);
      if (job.status === 'processing') {
        await sql.query(`UPDATE jobs SET status = 'processing', attempts = $2, lease_until = $3 WHERE id = $1`, [jobId, job.attempts, new Date(at.getTime() - job.leaseAgoMs)]);
        await sql.query(`UPDATE documents SET status = 'processing' WHERE id = $1`, [documentId]);
      }
    });
    return { documentId, jobId };
  }

  it('re-runs a job whose worker died (expired lease) to completion, charging once', async () => {
    const { documentId, jobId } = await orphan({ status: 'processing', attempts: 1, leaseAgoMs: 1000 });
    await sweepOnce(app.ctx, { initial: false });
    const doc = await waitForDocument(app, key, documentId);
    expect(doc.status).toBe('completed');
    const job = await call(app, 'GET', `/v1/jobs/${jobId}`, { key });
    expect(job.body.data.status).toBe('completed');
    expect(await count(app, 'credit_transactions', 'document_id = $1', [documentId])).toBe(1);
    expect((await app.ctx.db.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = $1', [jobId]))[0].attempts).toBe(2);
  });

  it('leaves a job with a live lease alone', async () => {
    const { jobId } = await orphan({ status: 'processing', attempts: 1, leaseAgoMs: -60_000 });
    await sweepOnce(app.ctx, { initial: false });
    await new Promise((r) => setTimeout(r, 300));
    expect((await app.ctx.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM jobs WHERE id = $1', [jobId]))[0]).toEqual({ status: 'processing', attempts: 1 });
    await app.ctx.db.query(`UPDATE jobs SET status = 'failed', failed_at = $2 WHERE id = $1`, [jobId, clock.now()]);
  });

  it('dispatches a pending job whose queue message was lost', async () => {
    const { documentId } = await orphan({ status: 'pending', attempts: 0, leaseAgoMs: 0 });
    await sweepOnce(app.ctx, { initial: false });
    expect((await waitForDocument(app, key, documentId)).status).toBe('completed');
  });

  it('fails and refunds once a job whose workers keep dying', async () => {
    const { documentId, jobId } = await orphan({ status: 'processing', attempts: 3, leaseAgoMs: 1000 });
    await sweepOnce(app.ctx, { initial: false });
    const doc = await waitForDocument(app, key, documentId);
    expect(doc).toMatchObject({ status: 'failed', error: { details: 'WORKER_CRASHED' } });
    const job = await call(app, 'GET', `/v1/jobs/${jobId}`, { key });
    expect(job.body.data.error).toMatchObject({ code: 'WORKER_CRASHED', details: { step: 'queue', retryable: true } });
    // The refund follows the failure record in its own ledger transaction: wait for it, then sweep again.
    for (let i = 0; i < 50 && (await count(app, 'credit_transactions', `document_id = $1 AND type = 'refund'`, [documentId])) === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await sweepOnce(app.ctx, { initial: false });
    expect(await count(app, 'credit_transactions', `document_id = $1 AND type = 'refund'`, [documentId])).toBe(1);
  });

  it('runs a normal async submission end to end', async () => {
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() });
    expect(r.status).toBe(202);
    expect((await waitForDocument(app, key, r.body.data.id)).status).toBe('completed');
  });
});
