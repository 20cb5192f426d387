/** GET/DELETE /v1/documents and GET /v1/jobs: filters, sorting, pagination, in-progress views, retention. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../../api/ledger/ledger.ts';
import { sweepOnce } from '../../api/queue/maintenance.ts';
import type { Engine, EngineOutcomeJson } from '../../engine/types.ts';
import { backends, call, fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';
import { samplePdf, upload, waitForDocument } from './documents-helpers.ts';

describe.each(await backends())('documents and jobs (%s)', (backend) => {
  let app: TestApp;
  let key: string;
  const clock = fakeClock();
  const ids: string[] = [];
  const jobIds: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({ backend, clock, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000' } });
    key = app.defaultApiKey!;
    const orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
    await addCredits(app.ctx.db, { organizationId: orgId, type: 'bonus', amount: 100, paymentId: null }, clock.now());
    for (const [name, type] of [['alpha.pdf', 'invoice'], ['beta.pdf', 'packing_list'], ['gamma.pdf', 'invoice']]) {
      const r = await upload(app, key, '/v1/documents/process', { bytes: samplePdf(), name }, { documentType: type });
      expect(r.status).toBe(200);
      ids.push(r.body.data.id);
      jobIds.push(r.body.data.jobId);
      clock.advance(60_000);
    }
  });
  afterAll(async () => app?.close());

  it('lists documents newest first with pagination and echoed filters', async () => {
    const r = await call(app, 'GET', '/v1/documents?limit=2', { key });
    expect(r.status).toBe(200);
    expect(r.body.data.documents.map((d: any) => d.id)).toEqual([ids[2], ids[1]]);
    expect(Object.keys(r.body.data.documents[0]).sort()).toEqual(
      ['id', 'fileName', 'fileType', 'fileSize', 'documentType', 'status', 'pagesProcessed', 'confidence', 'createdAt', 'processedAt'].sort(),
    );
    expect(r.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2, hasNextPage: true, hasPreviousPage: false });
    expect(r.body.data.filters).toEqual({ documentType: null, status: null, startDate: null, endDate: null });
    const p2 = await call(app, 'GET', '/v1/documents?limit=2&page=2', { key });
    expect(p2.body.data.documents.map((d: any) => d.id)).toEqual([ids[0]]);
    expect(p2.body.data.pagination.hasPreviousPage).toBe(true);
  });

  it('filters by type, status, dates and search, and sorts by file name', async () => {
    const byType = await call(app, 'GET', '/v1/documents?documentType=packing_list', { key });
    // The engine may re-detect the type; the filter applies to what documentType reports.
    for (const d of byType.body.data.documents) expect(d.documentType).toBe('packing_list');
    const byStatus = await call(app, 'GET', '/v1/documents?status=failed', { key });
    expect(byStatus.body.data.pagination.total).toBe(0);
    const created1 = (await call(app, 'GET', `/v1/documents/${ids[1]}`, { key })).body.data.createdAt;
    const since = await call(app, 'GET', `/v1/documents?startDate=${encodeURIComponent(created1)}&sortOrder=asc`, { key });
    expect(since.body.data.documents.map((d: any) => d.id)).toEqual([ids[1], ids[2]]);
    expect(since.body.data.filters.startDate).toBe(created1);
    const search = await call(app, 'GET', '/v1/documents?search=GAM', { key });
    expect(search.body.data.documents.map((d: any) => d.id)).toEqual([ids[2]]);
    const byId = await call(app, 'GET', `/v1/documents?search=${ids[0]}`, { key });
    expect(byId.body.data.documents.map((d: any) => d.id)).toEqual([ids[0]]);
    const sorted = await call(app, 'GET', '/v1/documents?sortBy=fileName&sortOrder=asc', { key });
    expect(sorted.body.data.documents.map((d: any) => d.fileName)).toEqual(['alpha.pdf', 'beta.pdf', 'gamma.pdf']);
  });

  it.each([
    ['sortBy=size', 'INVALID_PARAMETER'],
    ['sortOrder=up', 'INVALID_PARAMETER'],
    ['status=done', 'INVALID_PARAMETER'],
    ['startDate=yesterday', 'INVALID_DATE_FORMAT'],
    ['endDate=2026-02-30', 'INVALID_DATE_FORMAT'],
    ['limit=101', 'INVALID_PARAMETER'],
    ['documentType=poem', 'INVALID_PARAMETER'],
  ])('answers 400 to %s with %s', async (qs, code) => {
    const r = await call(app, 'GET', `/v1/documents?${qs}`, { key });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(code);
  });

  it('shows progress for a document in progress, refuses to delete it, then deletes it once done', async () => {
    const engine = app.ctx.engine as Engine & { processJson: Engine['processJson'] };
    const original = engine.processJson;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    engine.processJson = async (bytes, options, control) => {
      control?.onProgress?.({ currentPage: 0, totalPages: 1, percentComplete: 0 });
      await gate;
      return original.call(engine, bytes, options, control) as Promise<EngineOutcomeJson>;
    };
    try {
      const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() });
      expect(r.status).toBe(202);
      let doc: any;
      for (let i = 0; i < 100; i++) {
        doc = (await call(app, 'GET', `/v1/documents/${r.body.data.id}`, { key })).body.data;
        if (doc.status === 'processing') break;
        await new Promise((res) => setTimeout(res, 50));
      }
      expect(doc).toMatchObject({ status: 'processing', confidence: null, extractedData: null, progress: { currentPage: 0, totalPages: 1, percentComplete: 0 } });
      expect(doc.estimatedCompletionTime).toBeTypeOf('string');
      const job = await call(app, 'GET', `/v1/jobs/${r.body.data.jobId}`, { key });
      expect(job.body.data.status).toBe('processing');
      const del = await call(app, 'DELETE', `/v1/documents/${r.body.data.id}`, { key });
      expect(del.status).toBe(409);
      expect(del.body.error.code).toBe('DOCUMENT_PROCESSING');
      release();
      await waitForDocument(app, key, r.body.data.id);
      const ok = await call(app, 'DELETE', `/v1/documents/${r.body.data.id}`, { key });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ id: r.body.data.id, deleted: true, deletedAt: expect.any(String) });
      expect((await call(app, 'GET', `/v1/documents/${r.body.data.id}`, { key })).status).toBe(404);
      expect(await app.ctx.db.query(`SELECT 1 FROM credit_transactions WHERE document_id = $1 AND type = 'refund'`, [r.body.data.id])).toHaveLength(0);
    } finally {
      release();
      engine.processJson = original;
    }
  });

  it('answers 404 DOCUMENT_NOT_FOUND for unknown ids and includes rawText on request', async () => {
    expect((await call(app, 'GET', '/v1/documents/doc_nope', { key })).body.error.code).toBe('DOCUMENT_NOT_FOUND');
    expect((await call(app, 'DELETE', '/v1/documents/doc_nope', { key })).status).toBe(404);
    const withText = await call(app, 'GET', `/v1/documents/${ids[0]}?includeRawText=true`, { key });
    expect(withText.body.data.rawText.pages.length).toBeGreaterThan(0);
  });

  it('lists jobs with filters and caps limit at 100', async () => {
    const all = await call(app, 'GET', '/v1/jobs?limit=500', { key });
    expect(all.status).toBe(200);
    expect(all.body.data.pagination.limit).toBe(100);
    expect(Object.keys(all.body.data.pagination).sort()).toEqual(['hasNextPage', 'hasPrevPage', 'limit', 'page', 'total', 'totalPages'].sort());
    expect(all.body.data.jobs.every((j: any) => !('result' in j))).toBe(true);
    const done = await call(app, 'GET', '/v1/jobs?status=completed&sortBy=updatedAt&sortOrder=asc', { key });
    expect(done.body.data.jobs.length).toBeGreaterThanOrEqual(3);
    expect(done.body.data.jobs[0].id).toBe(jobIds[0]);
    const none = await call(app, 'GET', '/v1/jobs?status=pending', { key });
    expect(none.body.data).toMatchObject({ jobs: [], pagination: { total: 0 } });
    const range = await call(app, 'GET', '/v1/jobs?startDate=2026-06-16&endDate=2026-06-15', { key });
    expect(range.body.error.code).toBe('INVALID_DATE_RANGE');
    expect((await call(app, 'GET', '/v1/jobs?startDate=soon', { key })).body.error.code).toBe('INVALID_DATE_FORMAT');
    expect((await call(app, 'GET', '/v1/jobs?sortBy=name', { key })).body.error.code).toBe('INVALID_PARAMETER');
    const day = await call(app, 'GET', '/v1/jobs?startDate=2026-06-15&endDate=2026-06-15', { key });
    expect(day.body.data.pagination.total).toBeGreaterThanOrEqual(3);
  });

  it('keeps jobs 30 days after they end, then answers 404 JOB_NOT_FOUND and purges them', async () => {
    const end = new Date((await call(app, 'GET', `/v1/jobs/${jobIds[0]}`, { key })).body.data.completedAt).getTime();
    clock.set(new Date(end + 29 * 86_400_000));
    expect((await call(app, 'GET', `/v1/jobs/${jobIds[0]}`, { key })).status).toBe(200);
    clock.set(new Date(end + 31 * 86_400_000));
    const gone = await call(app, 'GET', `/v1/jobs/${jobIds[0]}`, { key });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('JOB_NOT_FOUND');
    await sweepOnce(app.ctx, { initial: false });
    expect(await app.ctx.db.query('SELECT 1 FROM jobs WHERE id = $1', [jobIds[0]])).toHaveLength(0);
  });
});
