/** POST /v1/documents/process and /process/async: charging, refunds, field validation, async end to end. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, spend } from '../../api/ledger/ledger.ts';
import type { Engine } from '../../engine/types.ts';
import { backends, call, startTestApp, type TestApp } from '../helpers/app.ts';
import { buildServiceAgreementPdf } from '../fixtures/contract.ts';
import { count, otherOrganization, samplePdf, upload, waitForDocument } from './documents-helpers.ts';

describe.each(await backends())('process endpoints (%s)', (backend) => {
  let app: TestApp;
  let key: string;
  let orgId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000' } });
    key = app.defaultApiKey!;
    orgId = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
  });
  afterAll(async () => app?.close());

  it('processes a real PDF synchronously, returns rawText and charges 1 credit per page', async () => {
    const r = await upload(app, key, '/v1/documents/process', { bytes: samplePdf(), name: 'AmazonWebServices.pdf' }, { includeRawText: 'true' });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ organizationId: orgId, fileName: 'AmazonWebServices.pdf', fileType: 'application/pdf', status: 'completed' });
    expect(d.id).toMatch(/^doc_/);
    expect(d.pagesProcessed).toBeGreaterThanOrEqual(1);
    expect(d.confidence).toBeGreaterThan(0);
    expect(d.extractedData).toBeTypeOf('object');
    expect(d.metadata).toMatchObject({ processingTimeMs: expect.any(Number), modelVersion: expect.any(String), pageConfidences: expect.any(Array) });
    expect(d.metadata.extractionDetails).toMatchObject({ tablesExtracted: expect.any(Number), fieldsExtracted: expect.any(Number), fields: expect.any(Object) });
    expect(d.rawText.pages[0].text).toContain('Amazon');
    expect(new Date(d.processedAt).getTime()).toBeGreaterThanOrEqual(new Date(d.createdAt).getTime());
    const usage = await app.ctx.db.query<{ amount: number }>(`SELECT amount FROM credit_transactions WHERE document_id = $1 AND type = 'usage'`, [d.id]);
    expect(usage.map((u) => u.amount)).toEqual([-d.pagesProcessed]);
    const job = await call(app, 'GET', `/v1/jobs/${d.jobId}`, { key });
    expect(job.body.data).toMatchObject({ status: 'completed', documentId: d.id, progress: 100 });
  });

  it('processes a contract through the API: parties, dates and law in extractedData with evidence', async () => {
    const r = await upload(app, key, '/v1/documents/process', { bytes: buildServiceAgreementPdf(), name: 'agreement.pdf' }, { documentType: 'contract' });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.documentType).toBe('contract');
    expect(d.extractedData).toMatchObject({ contractNumber: 'SA-2025-014', effectiveDate: '2025-03-01', governingLaw: 'England and Wales' });
    expect(d.extractedData.parties.map((p: { role: string }) => p.role)).toEqual(['Supplier', 'Customer']);
    expect(d.metadata.extractionDetails.fields['parties[1].name']).toMatchObject({ page: 1, source: 'text' });
  });

  it('omits rawText unless asked for', async () => {
    const r = await upload(app, key, '/v1/documents/process', { bytes: samplePdf() });
    expect(r.status).toBe(200);
    expect(r.body.data).not.toHaveProperty('rawText');
  });

  it('answers 402 before any work when credits are short: no usage row, no document', async () => {
    const other = await otherOrganization(app);
    const burn = await spend(app.ctx.db, { organizationId: other.id, documentId: 'doc_burn_' + other.id, documentType: 'invoice', pages: 50 }, app.ctx.clock.now());
    expect(burn.ok).toBe(true);
    const r = await upload(app, other.key, '/v1/documents/process', { bytes: samplePdf() });
    expect(r.status).toBe(402);
    expect(r.body.error.code).toBe('INSUFFICIENT_CREDITS');
    const a = await upload(app, other.key, '/v1/documents/process/async', { bytes: samplePdf() });
    expect(a.status).toBe(402);
    expect(await count(app, 'credit_transactions', `organization_id = $1 AND type = 'usage'`, [other.id])).toBe(1);
    expect(await count(app, 'documents', 'organization_id = $1', [other.id])).toBe(0);
  });

  it('stores a failed sync document, refunds it once and answers 500 PROCESSING_FAILED', async () => {
    const engine = app.ctx.engine as Engine & { processJson: Engine['processJson'] };
    const original = engine.processJson;
    engine.processJson = async () => ({ ok: false, error: { code: 'OCR_FAILED', message: 'recogniser crashed', stage: 'ocr' } });
    try {
      const before = (await call(app, 'GET', '/v1/credits/balance', { key })).body.data.available;
      const r = await upload(app, key, '/v1/documents/process', { bytes: samplePdf() });
      expect(r.status).toBe(500);
      expect(r.body.error.code).toBe('PROCESSING_FAILED');
      const { documentId, jobId, code } = r.body.error.details;
      expect(code).toBe('OCR_FAILED');
      const doc = await call(app, 'GET', `/v1/documents/${documentId}`, { key });
      expect(doc.body.data).toMatchObject({ status: 'failed', confidence: null, extractedData: null, error: { code: 'PROCESSING_FAILED', details: 'OCR_FAILED' } });
      const job = await call(app, 'GET', `/v1/jobs/${jobId}`, { key });
      expect(job.body.data).toMatchObject({ status: 'failed', error: { code: 'OCR_FAILED', details: { step: 'ocr', retryable: false } } });
      expect(job.body.data.failedAt).toBeTypeOf('string');
      expect(job.body.data).not.toHaveProperty('documentId');
      expect(await count(app, 'credit_transactions', `document_id = $1 AND type = 'refund'`, [documentId])).toBe(1);
      const after = (await call(app, 'GET', '/v1/credits/balance', { key })).body.data.available;
      expect(after).toBe(before);
    } finally {
      engine.processJson = original;
    }
  });

  it.each([
    [{ documentType: 'poem' }, 400, 'INVALID_DOCUMENT_TYPE'],
    [{ language: 'eng' }, 400, 'INVALID_PARAMETER'],
    [{ extractTables: 'yes' }, 400, 'INVALID_PARAMETER'],
    [{ ocrFallback: 'maybe' }, 400, 'INVALID_PARAMETER'],
    [{ webhookUrl: 'http://example.com/hook' }, 400, 'INVALID_WEBHOOK_URL'],
    [{ webhookUrl: 'https://169.254.169.254/latest' }, 400, 'INVALID_WEBHOOK_URL'],
    [{ webhookUrl: 'https://user@example.com/hook' }, 400, 'INVALID_WEBHOOK_URL'],
    [{ callbackMetadata: '[1,2]' }, 400, 'INVALID_PARAMETER'],
    [{ callbackMetadata: '{oops' }, 400, 'INVALID_PARAMETER'],
    [{ priority: 'urgent' }, 400, 'INVALID_PARAMETER'],
    [{ priority: 'high' }, 403, 'FORBIDDEN'],
  ])('async rejects %j with %i %s and charges nothing', async (fields, status, code) => {
    const before = await count(app, 'credit_transactions', `type = 'usage'`);
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, fields as Record<string, string>);
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(await count(app, 'credit_transactions', `type = 'usage'`)).toBe(before);
  });

  it('accepts general as an alias of generic and priority=high on a paid plan', async () => {
    const paid = await otherOrganization(app, 'paid');
    const r = await upload(app, paid.key, '/v1/documents/process/async', { bytes: samplePdf() }, { documentType: 'general', priority: 'high' });
    expect(r.status).toBe(202);
    const doc = await waitForDocument(app, paid.key, r.body.data.id);
    expect(doc.metadata.requestedDocumentType).toBe('generic');
  });

  it('runs an async submission end to end: 202, poll until completed, job completed with result', async () => {
    await addCredits(app.ctx.db, { organizationId: orgId, type: 'bonus', amount: 100, paymentId: null }, app.ctx.clock.now());
    const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf(), name: 'aws.pdf' }, { callbackMetadata: '{"ref":"A-1"}' });
    expect(r.status).toBe(202);
    expect(r.body.data).toMatchObject({ status: 'queued', webhookConfigured: false, queuePosition: expect.any(Number) });
    expect(r.body.data.id).toMatch(/^doc_/);
    expect(r.body.data.jobId).toMatch(/^job_/);
    expect(Date.parse(r.body.data.estimatedCompletionTime)).toBeGreaterThan(0);
    const doc = await waitForDocument(app, key, r.body.data.id);
    expect(doc.status).toBe('completed');
    expect(doc).not.toHaveProperty('progress');
    const job = await call(app, 'GET', `/v1/jobs/${r.body.data.jobId}`, { key });
    expect(job.body.data).toMatchObject({ status: 'completed', documentId: doc.id, result: { confidence: doc.confidence, extractedFields: doc.extractedData } });
    expect(job.body.data.completedAt).toBeTypeOf('string');
    // The uploaded bytes are kept with the document (page images render from them) until it is deleted.
    expect(await count(app, 'documents_files', 'document_id = $1', [doc.id])).toBe(1);
  });

  it('fails and refunds an async document once when the engine fails', async () => {
    const engine = app.ctx.engine as Engine & { processJson: Engine['processJson'] };
    const original = engine.processJson;
    engine.processJson = async () => ({ ok: false, error: { code: 'UNSUPPORTED_FORMAT', message: 'cannot read', stage: 'sniff' } });
    try {
      const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() });
      expect(r.status).toBe(202);
      const doc = await waitForDocument(app, key, r.body.data.id);
      expect(doc).toMatchObject({ status: 'failed', error: { code: 'PROCESSING_FAILED', details: 'UNSUPPORTED_FORMAT' } });
      // The refund is written right after the failure is recorded (a separate ledger transaction): wait for it.
      let refunds = 0;
      for (let i = 0; i < 50 && refunds === 0; i++) {
        refunds = await count(app, 'credit_transactions', `document_id = $1 AND type = 'refund'`, [doc.id]);
        if (refunds === 0) await new Promise((res) => setTimeout(res, 50));
      }
      expect(refunds).toBe(1);
    } finally {
      engine.processJson = original;
    }
  });

  it('hides documents and jobs of another organization behind 404', async () => {
    const r = await upload(app, key, '/v1/documents/process', { bytes: samplePdf() });
    const other = await otherOrganization(app);
    const doc = await call(app, 'GET', `/v1/documents/${r.body.data.id}`, { key: other.key });
    expect(doc.status).toBe(404);
    expect(doc.body.error.code).toBe('DOCUMENT_NOT_FOUND');
    expect(doc.text).not.toContain(r.body.data.fileName === 'document.pdf' ? r.body.data.id + '"' : 'Amazon');
    const del = await call(app, 'DELETE', `/v1/documents/${r.body.data.id}`, { key: other.key });
    expect(del.status).toBe(404);
    const job = await call(app, 'GET', `/v1/jobs/${r.body.data.jobId}`, { key: other.key });
    expect(job.status).toBe(404);
    expect(job.body.error.code).toBe('JOB_NOT_FOUND');
    expect((await call(app, 'GET', '/v1/documents', { key: other.key })).body.data.pagination.total).toBe(0);
    expect((await call(app, 'GET', '/v1/jobs', { key: other.key })).body.data.pagination.total).toBe(0);
  });
});
