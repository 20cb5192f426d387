/**
 * /v1/api-keys contract on both stores: list, create (shown once), revoke (immediate, idempotent), validation,
 * permissions and isolation between organizations; K2 (no full key in any table or log line).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../api/store/organizations.ts';
import { backends, call, startTestApp, type TestApp } from '../helpers/app.ts';
import { forgetKey } from '../../api/auth/key-cache.ts';

const KEY_RE = /frc_[A-Za-z0-9]{32}/g;

describe.each(await backends())('API keys on %s', (backend) => {
  let app: TestApp;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ backend });
    owner = app.defaultApiKey!;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a key, returns it once with its prefix, and lists it without the key', async () => {
    const created = await call(app, 'POST', '/v1/api-keys', { key: owner, json: { name: '  CI pipeline  ' } });
    expect(created.status).toBe(200);
    const d = created.body.data;
    expect(Object.keys(d).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'key', 'keyPrefix', 'name', 'status']);
    expect(d).toMatchObject({ name: 'CI pipeline', status: 'active', expiresAt: null });
    expect(d.id).toMatch(/^key_/);
    expect(d.key).toMatch(/^frc_[A-Za-z0-9]{32}$/);
    expect(d.keyPrefix).toBe(d.key.slice(0, 12) + '...');
    expect(created.body.message).toMatch(/only once/);

    const list = await call(app, 'GET', '/v1/api-keys?limit=100', { key: owner });
    expect(list.status).toBe(200);
    const item = list.body.data.keys.find((k: { id: string }) => k.id === d.id);
    expect(Object.keys(item).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'keyPrefix', 'lastUsedAt', 'name', 'status']);
    expect(item).toMatchObject({ name: 'CI pipeline', keyPrefix: d.keyPrefix, lastUsedAt: null });
    expect(list.text).not.toContain(d.key);
  });

  it('stamps lastUsedAt on every successful request made with the key', async () => {
    const { body } = await call(app, 'POST', '/v1/api-keys', { key: owner, json: { name: 'used key' } });
    const before = Date.now();
    expect((await call(app, 'GET', '/v1/api-keys', { key: body.data.key })).status).toBe(200);
    const list = await call(app, 'GET', '/v1/api-keys?limit=100', { key: owner });
    const item = list.body.data.keys.find((k: { id: string }) => k.id === body.data.id);
    expect(Date.parse(item.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts a future expiresAt and echoes it', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const r = await call(app, 'POST', '/v1/api-keys', { key: owner, json: { name: 'expiring', expiresAt } });
    expect(r.status).toBe(200);
    expect(r.body.data.expiresAt).toBe(expiresAt);
  });

  it('answers 422 VALIDATION_ERROR with one message per bad field', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ name: 'ab' }, ['name']],
      [{ name: '   abc   '.replace('abc', 'ab') }, ['name']],
      [{ name: 'x'.repeat(51) }, ['name']],
      [{}, ['name']],
      [{ name: 42 }, ['name']],
      [{ name: 'fine name', expiresAt: 'tomorrow' }, ['expiresAt']],
      [{ name: 'fine name', expiresAt: '2001-01-01T00:00:00Z' }, ['expiresAt']],
      [{ name: 'a', expiresAt: 5 }, ['expiresAt', 'name']],
    ];
    for (const [json, fields] of cases) {
      const r = await call(app, 'POST', '/v1/api-keys', { key: owner, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
      expect(r.body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(r.body.error.details).sort()).toEqual(fields);
      for (const f of fields) expect(typeof r.body.error.details[f]).toBe('string');
    }
    // 50 characters is still fine, after trimming.
    expect((await call(app, 'POST', '/v1/api-keys', { key: owner, json: { name: ` ${'y'.repeat(50)} ` } })).status).toBe(200);
  });

  it('paginates with page and limit and refuses bad values with INVALID_PARAMETER', async () => {
    for (let i = 0; i < 3; i++) await call(app, 'POST', '/v1/api-keys', { key: owner, json: { name: `page key ${i}` } });
    const all = await call(app, 'GET', '/v1/api-keys?limit=100', { key: owner });
    const total = all.body.data.pagination.total;
    expect(total).toBeGreaterThanOrEqual(4);
    const p2 = await call(app, 'GET', '/v1/api-keys?page=2&limit=2', { key: owner });
    expect(p2.body.data.pagination).toEqual({ page: 2, limit: 2, total, totalPages: Math.ceil(total / 2) });
    expect(p2.body.data.keys.map((k: { id: string }) => k.id)).toEqual(all.body.data.keys.slice(2, 4).map((k: { id: string }) => k.id));
    const dflt = await call(app, 'GET', '/v1/api-keys', { key: owner });
    expect(dflt.body.data.pagination).toMatchObject({ page: 1, limit: 20 });
    for (const q of ['page=0', 'page=x', 'limit=0', 'limit=101', 'limit=-1', 'limit=2.5']) {
      const r = await call(app, 'GET', `/v1/api-keys?${q}`, { key: owner });
      expect(r.status, q).toBe(400);
      expect(r.body.error.code).toBe('INVALID_PARAMETER');
    }
  });

  it('revokes a key immediately; a second revoke repeats the first revokedAt', async () => {
    const { body } = await call(app, 'POST', '/v1/api-keys', { key: owner, json: { name: 'to revoke' } });
    const victim = body.data.key;
    expect((await call(app, 'GET', '/v1/api-keys', { key: victim })).status).toBe(200);
    const del = await call(app, 'DELETE', `/v1/api-keys/${body.data.id}`, { key: owner });
    expect(del.status).toBe(200);
    expect(Object.keys(del.body.data).sort()).toEqual(['id', 'name', 'revokedAt', 'status']);
    expect(del.body.data).toMatchObject({ id: body.data.id, name: 'to revoke', status: 'revoked' });
    expect(typeof del.body.message).toBe('string');
    const after = await call(app, 'GET', '/v1/api-keys', { key: victim });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('INVALID_API_KEY');
    const again = await call(app, 'DELETE', `/v1/api-keys/${body.data.id}`, { key: owner });
    expect(again.status).toBe(200);
    expect(again.body.data.revokedAt).toBe(del.body.data.revokedAt);
    const list = await call(app, 'GET', '/v1/api-keys?limit=100', { key: owner });
    expect(list.body.data.keys.find((k: { id: string }) => k.id === body.data.id).status).toBe('revoked');
  });

  it('answers 404 NOT_FOUND for an unknown id and for another organization\'s key', async () => {
    const r = await call(app, 'DELETE', '/v1/api-keys/key_doesnotexist', { key: owner });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('NOT_FOUND');
    const other = await createOrganization(app.ctx, { name: 'Other org' });
    const foreign = await call(app, 'POST', '/v1/api-keys', { key: other.apiKey, json: { name: 'foreign' } });
    const cross = await call(app, 'DELETE', `/v1/api-keys/${foreign.body.data.id}`, { key: owner });
    expect(cross.status).toBe(404);
    expect((await call(app, 'GET', '/v1/api-keys', { key: foreign.body.data.key })).status).toBe(200);
    const mine = await call(app, 'GET', '/v1/api-keys?limit=100', { key: other.apiKey });
    expect(mine.body.data.keys.map((k: { name: string }) => k.name).sort()).toEqual(['Owner key', 'foreign']);
  });

  it('lets only owner and admin keys manage keys (403 FORBIDDEN for members); keys carry their creator\'s role', async () => {
    const org = await createOrganization(app.ctx, { name: 'Roles org' });
    await app.ctx.db.query(`UPDATE api_keys SET role = 'member' WHERE organization_id = $1`, [org.id]);
    const member = org.apiKey;
    const c = await call(app, 'POST', '/v1/api-keys', { key: member, json: { name: 'not allowed' } });
    expect(c.status).toBe(403);
    expect(c.body.error.code).toBe('FORBIDDEN');
    const [row] = await app.ctx.db.query<{ id: string }>('SELECT id FROM api_keys WHERE organization_id = $1', [org.id]);
    const d = await call(app, 'DELETE', `/v1/api-keys/${row.id}`, { key: member });
    expect(d.status).toBe(403);
    expect((await call(app, 'GET', '/v1/api-keys', { key: member })).status).toBe(200);

    await app.ctx.db.query(`UPDATE api_keys SET role = 'admin' WHERE organization_id = $1`, [org.id]);
    // Roles never change through the API; this direct UPDATE must drop the short-lived auth cache entry itself.
    forgetKey(app.ctx.db, row.id);
    const made = await call(app, 'POST', '/v1/api-keys', { key: member, json: { name: 'by admin' } });
    expect(made.status).toBe(200);
    const [r] = await app.ctx.db.query<{ role: string }>('SELECT role FROM api_keys WHERE id = $1', [made.body.data.id]);
    expect(r.role).toBe('admin');
  });

  it('K2: no full key appears in any table or in the logs', async () => {
    const issued = [owner];
    for (let i = 0; i < 3; i++) {
      const r = await call(app, 'POST', '/v1/api-keys', { key: owner, json: { name: `k2 key ${i}` } });
      issued.push(r.body.data.key);
      await call(app, 'GET', '/v1/api-keys', { key: r.body.data.key });
      await call(app, 'GET', '/v1/api-keys', { headers: { Authorization: `Bearer ${r.body.data.key}` } });
    }
    await call(app, 'GET', '/v1/api-keys', { key: 'frc_' + 'Z'.repeat(32) });
    const tables = await app.ctx.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toContain('api_keys');
    let dump = '';
    for (const { table_name } of tables) {
      dump += JSON.stringify(await app.ctx.db.query(`SELECT * FROM "${table_name}"`));
    }
    expect(dump).toContain(issued[1].slice(0, 12)); // the dump is real: the prefixes are there
    expect(dump.match(KEY_RE) ?? []).toEqual([]);
    const logs = app.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.match(KEY_RE) ?? []).toEqual([]);
    for (const k of issued) {
      expect(dump).not.toContain(k);
      expect(logs).not.toContain(k);
    }
  });
});
