/**
 * Path parameters that cannot name a resource — malformed percent-encoding (`%E0%A4%A`, a lone `%`, an encoded
 * lone surrogate) or a NUL character — answer the route's not-found error in the error envelope, after the usual
 * credential check, on every route with a path parameter. They never reach the store (a NUL made Postgres answer
 * 500) and never throw in the HTTP layer (a malformed one killed the process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startTestApp, type TestApp } from '../helpers/app.ts';

const ADMIN_TOKEN = 'admin-token-for-hostile-path-tests-0123';
const BAD_IDS = ['%E0%A4%A', '%', '%ED%A0%80', 'doc_%00', 'doc_%00x', '%00'];

for (const backend of await backends()) {
  describe(`hostile path parameters (${backend})`, () => {
    let app: TestApp;
    let key: string;
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

    beforeAll(async () => {
      app = await startTestApp({ backend, env: { ADMIN_TOKEN } });
      key = app.defaultApiKey!;
    });
    afterAll(async () => {
      await app?.close();
    });

    const cases: Array<[string, (id: string) => string, string, 'key' | 'admin' | 'none', number]> = [
      ['GET', (id) => `/v1/documents/${id}`, 'DOCUMENT_NOT_FOUND', 'key', 404],
      ['DELETE', (id) => `/v1/documents/${id}`, 'DOCUMENT_NOT_FOUND', 'key', 404],
      ['GET', (id) => `/v1/jobs/${id}`, 'JOB_NOT_FOUND', 'key', 404],
      ['DELETE', (id) => `/v1/api-keys/${id}`, 'NOT_FOUND', 'key', 404],
      ['GET', (id) => `/v1/files/page-images/${id}/1.png`, 'NOT_FOUND', 'none', 404],
      ['GET', (id) => `/v1/files/page-images/doc_x/${id}`, 'NOT_FOUND', 'none', 404],
      ['POST', (id) => `/admin/v1/organizations/${id}/credits`, 'NOT_FOUND', 'admin', 404],
      ['POST', (id) => `/admin/v1/organizations/${id}/users`, 'NOT_FOUND', 'admin', 404],
    ];

    it.each(cases)('%s %s answers the route not-found code in the envelope', async (method, path, code, auth, status) => {
      for (const id of BAD_IDS) {
        const json = method === 'POST' ? { amount: 1, type: 'bonus', email: 'a@b.co', password: 'a-long-password-123' } : undefined;
        const r = await call(app, method, path(id), { key: auth === 'key' ? key : undefined, headers: auth === 'admin' ? admin : {}, json });
        expect(r.status, `${method} ${path(id)}`).toBe(status);
        expect(r.body, `${method} ${path(id)}`).toMatchObject({ success: false, error: { code } });
      }
    });

    it('checks credentials first: without a key the answer is 401, not a hint about the id', async () => {
      const r = await call(app, 'GET', '/v1/documents/%E0%A4%A');
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe('UNAUTHORIZED');
      const a = await call(app, 'POST', '/admin/v1/organizations/%E0%A4%A/credits', { json: {} });
      expect(a.status).toBe(401);
    });

    it('keeps serving afterwards, with well-formed encoded ids still decoded', async () => {
      const r = await call(app, 'GET', '/v1/documents/doc_%41bc', { key });
      expect(r.status).toBe(404);
      expect(r.body.error.message).toContain('doc_Abc');
      expect((await call(app, 'GET', '/health')).status).toBe(200);
      expect(app.logs.some((l) => l.includes('URIError'))).toBe(false);
    });
  });
}
