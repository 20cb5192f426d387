/**
 * A NUL character (U+0000) cannot be stored in Postgres text or jsonb. Wherever a client can send one it is
 * refused at the edge with the spec's code for that kind of input, never a 500 from the store:
 * query values → 400 INVALID_PARAMETER, JSON body fields → 422 VALIDATION_ERROR naming the field, multipart
 * form fields of the process endpoints (callbackMetadata, webhookSecret, …) → 400 INVALID_PARAMETER before
 * anything is charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startTestApp, type TestApp } from '../helpers/app.ts';
import { count, samplePdf, upload } from './documents-helpers.ts';

const ADMIN_TOKEN = 'admin-token-for-nul-tests-0123456789';

for (const backend of await backends()) {
  describe(`NUL characters in requests (${backend})`, () => {
    let app: TestApp;
    let key: string;

    beforeAll(async () => {
      app = await startTestApp({ backend, env: { ADMIN_TOKEN } });
      key = app.defaultApiKey!;
    });
    afterAll(async () => {
      await app?.close();
    });

    it.each([
      '/v1/documents?search=%00',
      '/v1/documents?search=abc%00def',
      '/v1/documents?status=%00',
      '/v1/documents/doc_x?includeRawText=%00',
      '/v1/jobs?status=%00',
      '/v1/jobs?sortBy=created%00At',
      '/v1/credits/transactions?type=%00',
      '/v1/credits/usage?period=%00',
      '/v1/api-keys?page=1%00',
      '/v1/api-keys?unknown=%00',
    ])('GET %s answers 400 INVALID_PARAMETER', async (path) => {
      const r = await call(app, 'GET', path, { key });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, error: { code: 'INVALID_PARAMETER' } });
    });

    it('refuses NUL in JSON body fields with 422 VALIDATION_ERROR naming the field', async () => {
      const keys = await call(app, 'POST', '/v1/api-keys', { key, json: { name: 'abc\u0000def' } });
      expect(keys.status).toBe(422);
      expect(keys.body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(keys.body.error.details)).toEqual(['name']);

      const nested = await call(app, 'POST', '/v1/api-keys', { key, json: { name: 'fine name', extra: { deep: ['x', 'y\u0000'] } } });
      expect(nested.status).toBe(422);
      expect(Object.keys(nested.body.error.details)).toEqual(['extra.deep[1]']);

      const login = await call(app, 'POST', '/v1/auth/login', { json: { email: 'a\u0000@b.co', password: 'whatever-123' } });
      expect(login.status).toBe(422);
      expect(login.body.error.details).toHaveProperty('email');

      const admin = await call(app, 'POST', '/admin/v1/organizations', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, json: { name: 'Acme\u0000' } });
      expect(admin.status).toBe(422);
      expect(admin.body.error.details).toHaveProperty('name');

      expect(await count(app, 'api_keys', 'name LIKE $1', ['abc%'])).toBe(0);
    });

    it('still accepts ordinary names and queries', async () => {
      const ok = await call(app, 'POST', '/v1/api-keys', { key, json: { name: 'abc def' } });
      expect(ok.status).toBe(200);
      expect((await call(app, 'GET', '/v1/documents?search=abc', { key })).status).toBe(200);
    });

    it.each([
      ['callbackMetadata', '{"note":"a\\u0000b"}'],
      ['callbackMetadata', '{"a\\u0000":1}'],
      ['callbackMetadata', '{"raw":"a\u0000b"}'],
      ['webhookSecret', 'secret\u0000secret'],
      ['language', 'e\u0000'],
    ])('refuses %s=%j on the async endpoint with 400 INVALID_PARAMETER before charging', async (field, value) => {
      const before = await call(app, 'GET', '/v1/credits/balance', { key });
      const txns = await count(app, 'credit_transactions');
      const docs = await count(app, 'documents');
      const fields: Record<string, string> = { [field]: value };
      if (field === 'webhookSecret') fields.webhookUrl = 'https://example.com/hook';
      const r = await upload(app, key, '/v1/documents/process/async', { bytes: samplePdf() }, fields);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, error: { code: 'INVALID_PARAMETER', details: { field } } });
      const after = await call(app, 'GET', '/v1/credits/balance', { key });
      expect(after.body.data.available).toBe(before.body.data.available);
      expect(await count(app, 'credit_transactions')).toBe(txns);
      expect(await count(app, 'documents')).toBe(docs);
    });
  });
}
