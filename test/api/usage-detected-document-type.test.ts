/**
 * Usage statistics grouped by document type report the type a document was processed as (ARCHITECTURE "Document
 * types": with `generic` the detected type is what documentType reports), not the type requested at charge time;
 * a document that never completed keeps the requested type, and the ledger stays append-only.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, spend } from '../../api/ledger/ledger.ts';
import { backends, call, startTestApp, type TestApp } from '../helpers/app.ts';
import { CORPUS, upload } from './documents-helpers.ts';

describe.each(await backends())('usage by document type after detection (%s)', (backend) => {
  let app: TestApp;
  let key: string;
  let org: string;

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { RATE_LIMIT_FREE_PROCESS_PER_HOUR: '100000' } });
    key = app.defaultApiKey!;
    org = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1'))[0].id;
    await addCredits(app.ctx.db, { organizationId: org, type: 'bonus', amount: 50, paymentId: null }, app.ctx.clock.now());
  });
  afterAll(async () => {
    await app?.close();
  });

  const usage = async () => {
    const res = await call(app, 'GET', '/v1/credits/usage?groupBy=documentType', { key });
    expect(res.status).toBe(200);
    return res.body.data.byDocumentType as Record<string, { credits: number; pages: number; documents: number }>;
  };

  it('counts a generic request under the detected type, also after the document is deleted', async () => {
    const r = await upload(app, key, '/v1/documents/process', { bytes: readFileSync(`${CORPUS}/AzureInterior.pdf`), name: 'AzureInterior.pdf' });
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('completed');
    const detected = r.body.data.documentType as string;
    expect(detected).not.toBe('generic');
    expect(r.body.data.metadata.requestedDocumentType).toBe('generic');
    const pages = r.body.data.pagesProcessed as number;

    // A charge whose document never completed (still queued, or lost) keeps the requested type.
    await spend(app.ctx.db, { organizationId: org, documentId: 'doc_never_processed', documentType: 'generic', pages: 2 }, app.ctx.clock.now());

    let byType = await usage();
    expect(byType[detected]).toMatchObject({ credits: pages, pages, documents: 1 });
    expect(byType.generic).toMatchObject({ credits: 2, pages: 2, documents: 1 });

    // The ledger row itself is untouched (append-only): it still records the requested type.
    const ledger = await app.ctx.db.query<{ document_type: string }>(
      `SELECT document_type FROM credit_transactions WHERE document_id = $1 AND type = 'usage'`, [r.body.data.id],
    );
    expect(ledger).toEqual([{ document_type: 'generic' }]);

    // Deleting the document does not refund it, nor move its past usage to another type.
    const del = await call(app, 'DELETE', `/v1/documents/${r.body.data.id}`, { key });
    expect(del.status).toBe(200);
    byType = await usage();
    expect(byType[detected]).toMatchObject({ credits: pages, documents: 1 });
    expect(byType.generic).toMatchObject({ credits: 2, documents: 1 });
  }, 120_000);

  it('keeps the recorded detected types append-only', async () => {
    await expect(app.ctx.db.query(`UPDATE document_usage_types SET document_type = 'receipt'`)).rejects.toThrow(/append-only/);
    await expect(app.ctx.db.query('DELETE FROM document_usage_types')).rejects.toThrow(/append-only/);
  });
});
