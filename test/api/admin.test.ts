/**
 * The admin API (/admin/v1): token checks, organizations with an owner key and 50 free credits (visible through
 * GET /v1/credits/balance), the paginated list with balances, credits with payment-id deduplication, and users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startTestApp, type TestApp } from '../helpers/app.ts';

const ADMIN_TOKEN = 'admin-token-for-admin-tests-0123456789';
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

describe('admin API disabled', () => {
  it('answers 404 when ADMIN_TOKEN is unset', async () => {
    const app = await startTestApp();
    try {
      const r = await call(app, 'POST', '/admin/v1/organizations', { headers: admin, json: { name: 'x' } });
      expect(r.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe.each(await backends())('admin API on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend, env: { ADMIN_TOKEN } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a missing token (401) and a wrong one (403)', async () => {
    const none = await call(app, 'GET', '/admin/v1/organizations');
    expect(none.status).toBe(401);
    const wrong = await call(app, 'GET', '/admin/v1/organizations', { headers: { Authorization: 'Bearer not-the-admin-token' } });
    expect(wrong.status).toBe(403);
    const key = await call(app, 'GET', '/admin/v1/organizations', { headers: { Authorization: `Bearer ${app.defaultApiKey}` } });
    expect(key.status).toBe(403); // an organization's key is not the admin token
  });

  it('creates an organization whose owner key works and holds 50 free-tier credits', async () => {
    const r = await call(app, 'POST', '/admin/v1/organizations', { headers: admin, json: { name: 'Acme Freight' } });
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ name: 'Acme Freight', plan: 'free' });
    expect(r.body.data.id).toMatch(/^org_/);
    expect(r.body.data.apiKey).toMatch(/^frc_[A-Za-z0-9]{32}$/);
    const keys = await call(app, 'GET', '/v1/api-keys', { key: r.body.data.apiKey });
    expect(keys.status).toBe(200);
    expect(keys.body.data.keys).toHaveLength(1);
    const balance = await call(app, 'GET', '/v1/credits/balance', { key: r.body.data.apiKey });
    expect(balance.status).toBe(200);
    expect(balance.body.data).toMatchObject({ total: 50, used: 0, available: 50, breakdown: { free_tier: { total: 50, available: 50 } } });
  });

  it('validates organization fields with 422 VALIDATION_ERROR', async () => {
    const r = await call(app, 'POST', '/admin/v1/organizations', { headers: admin, json: { name: '  ', plan: 'gold' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.error.details).sort()).toEqual(['name', 'plan']);
  });

  it('lists organizations with balances, paginated', async () => {
    await call(app, 'POST', '/admin/v1/organizations', { headers: admin, json: { name: 'Paid Co', plan: 'paid' } });
    const all = await call(app, 'GET', '/admin/v1/organizations?limit=100', { headers: admin });
    expect(all.status).toBe(200);
    const { organizations, pagination } = all.body.data;
    expect(pagination.total).toBe(organizations.length);
    expect(organizations[0].name).toBe('Default organization');
    const paid = organizations.find((o: { name: string }) => o.name === 'Paid Co');
    expect(paid).toMatchObject({ plan: 'paid', balance: { total: 50, used: 0, available: 50 } });
    const p = await call(app, 'GET', '/admin/v1/organizations?page=2&limit=1', { headers: admin });
    expect(p.body.data.organizations[0].id).toBe(organizations[1].id);
    expect(p.body.data.pagination).toEqual({ page: 2, limit: 1, total: pagination.total, totalPages: pagination.total });
    expect((await call(app, 'GET', '/admin/v1/organizations?limit=500', { headers: admin })).body.error.code).toBe('INVALID_PARAMETER');
  });

  it('adds purchased credits once per paymentId and returns the original on a repeat', async () => {
    const org = (await call(app, 'POST', '/admin/v1/organizations', { headers: admin, json: { name: 'Buyer' } })).body.data;
    const body = { amount: 200, type: 'purchase', paymentId: 'pay_123' };
    const first = await call(app, 'POST', `/admin/v1/organizations/${org.id}/credits`, { headers: admin, json: body });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ type: 'purchase', amount: 200, balance: 250, paymentId: 'pay_123' });
    const again = await call(app, 'POST', `/admin/v1/organizations/${org.id}/credits`, { headers: admin, json: body });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const bonus = await call(app, 'POST', `/admin/v1/organizations/${org.id}/credits`, { headers: admin, json: { amount: 5, type: 'bonus' } });
    expect(bonus.status).toBe(201);
    const balance = await call(app, 'GET', '/v1/credits/balance', { key: org.apiKey });
    expect(balance.body.data.available).toBe(255);
  });

  it('validates credit requests and answers 404 for an unknown organization', async () => {
    const orgId = (await call(app, 'GET', '/admin/v1/organizations', { headers: admin })).body.data.organizations[0].id;
    const cases: Array<[unknown, string[]]> = [
      [{ amount: 0, type: 'purchase', paymentId: 'p' }, ['amount']],
      [{ amount: 1.5, type: 'bonus' }, ['amount']],
      [{ amount: '10', type: 'bonus' }, ['amount']],
      [{ amount: 10, type: 'refund' }, ['type']],
      [{ amount: 10, type: 'purchase' }, ['paymentId']],
      [{}, ['amount', 'type']],
    ];
    for (const [json, fields] of cases) {
      const r = await call(app, 'POST', `/admin/v1/organizations/${orgId}/credits`, { headers: admin, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(r.body.error.details).sort()).toEqual(fields);
    }
    const missing = await call(app, 'POST', '/admin/v1/organizations/org_nope/credits', { headers: admin, json: { amount: 1, type: 'bonus' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('creates users (password hashed, email unique, ≥ 12 characters) who can log in', async () => {
    const org = (await call(app, 'POST', '/admin/v1/organizations', { headers: admin, json: { name: 'Users Inc' } })).body.data;
    const path = `/admin/v1/organizations/${org.id}/users`;
    const short = await call(app, 'POST', path, { headers: admin, json: { email: 'a@b.co', password: 'elevenchars', role: 'member' } });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.error.details)).toEqual(['password']);
    const bad = await call(app, 'POST', path, { headers: admin, json: { email: 'not-an-email', password: 'twelve chars', role: 'boss' } });
    expect(Object.keys(bad.body.error.details).sort()).toEqual(['email', 'role']);
    const email = `ops-${backend}@users.example`;
    const ok = await call(app, 'POST', path, { headers: admin, json: { email, password: 'twelve chars', role: 'member' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ organizationId: org.id, email, role: 'member' });
    expect(JSON.stringify(await app.ctx.db.query('SELECT * FROM users'))).not.toContain('twelve chars');
    const dup = await call(app, 'POST', path, { headers: admin, json: { email: email.toUpperCase(), password: 'twelve chars' } });
    expect(dup.status).toBe(422);
    expect(dup.body.error.details).toHaveProperty('email');
    expect((await call(app, 'POST', '/admin/v1/organizations/org_nope/users', { headers: admin, json: { email: 'z@z.co', password: 'twelve chars' } })).status).toBe(404);

    const login = await call(app, 'POST', '/v1/auth/login', { json: { email, password: 'twelve chars' } });
    expect(login.status).toBe(200);
    const forbidden = await call(app, 'POST', '/v1/api-keys', { headers: { Authorization: `Bearer ${login.body.data.token}` }, json: { name: 'member try' } });
    expect(forbidden.status).toBe(403); // a member session cannot create keys
  });
});
