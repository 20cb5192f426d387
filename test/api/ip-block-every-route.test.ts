/**
 * Spec "Authentication": once an IP is blocked, every request from it answers 403 IP_BLOCKED with Retry-After —
 * not only the key-authenticated routes but the admin API, signed page-image URLs, login and unknown paths too.
 * `/health` stays open (a load balancer's probe must not take the instance out of rotation because a client
 * behind the same address guessed keys; it is outside /v1 and reveals nothing).
 * Wrong admin tokens count toward the block like invalid API keys; a missing token does not.
 * Each case uses its own loopback source address and a lockout of 3 attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPageImagePath } from '../../api/routes/files.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { callFrom, randomLoopbackIp } from '../helpers/source-ip.ts';

const ADMIN_TOKEN = 'admin-token-for-ip-block-tests-01234';
const BAD_KEY = 'frc_' + 'b'.repeat(32);
const ATTEMPTS = 3;

describe('IP block on every route', () => {
  let app: TestApp;
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const wrongAdmin = { Authorization: 'Bearer not-the-admin-token-at-all' };

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN, LOCKOUT_MAX_ATTEMPTS: String(ATTEMPTS) } });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function blockWithBadKeys(ip: string): Promise<void> {
    for (let i = 0; i < ATTEMPTS; i++) expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: BAD_KEY })).status).toBe(401);
  }

  function expectBlocked(r: { status: number; body: any; headers: Record<string, unknown> }, what: string): void {
    expect(r.status, what).toBe(403);
    expect(r.body?.error?.code, what).toBe('IP_BLOCKED');
    expect(Number(r.headers['retry-after']), what).toBeGreaterThan(0);
  }

  it('answers 403 IP_BLOCKED on admin, page-image, login and unknown routes, and leaves /health open', async () => {
    const ip = randomLoopbackIp();
    // Before the block these routes answer normally from this address.
    expect((await callFrom(ip, app.url, 'GET', '/admin/v1/organizations', { headers: admin })).status).toBe(200);
    expect((await callFrom(ip, app.url, 'GET', '/v1/nothing-here')).status).toBe(404);

    await blockWithBadKeys(ip);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const signed = signPageImagePath(app.ctx.urlSecret, 'doc_missing', 1, expires);
    const requests: Array<[string, string, Record<string, string>?, unknown?]> = [
      ['GET', '/admin/v1/organizations', admin],
      ['POST', '/admin/v1/organizations', admin, { name: 'Blocked Inc' }],
      ['POST', '/admin/v1/organizations/org_x/credits', admin, { amount: 1, type: 'bonus' }],
      ['GET', signed],
      ['GET', '/v1/files/page-images/doc_x/1.png'],
      ['POST', '/v1/auth/login', {}, { email: 'a@b.co', password: 'whatever-password' }],
      ['GET', '/v1/nothing-here'],
      ['DELETE', '/v1/documents'],
      ['GET', '/'],
      ['GET', '/v1/documents/%E0%A4%A'],
    ];
    for (const [method, path, headers, json] of requests) {
      expectBlocked(await callFrom(ip, app.url, method, path, { headers, json }), `${method} ${path}`);
    }
    expectBlocked(await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: app.defaultApiKey! }), 'valid key');
    const health = await callFrom(ip, app.url, 'GET', '/health');
    expect(health.status).toBe(200);

    // Another address is unaffected.
    expect((await callFrom(randomLoopbackIp(), app.url, 'GET', '/admin/v1/organizations', { headers: admin })).status).toBe(200);
  });

  it('counts wrong admin tokens toward the block, with the attempts left in the message', async () => {
    const ip = randomLoopbackIp();
    const answers = [];
    for (let i = 0; i < ATTEMPTS; i++) answers.push(await callFrom(ip, app.url, 'GET', '/admin/v1/organizations', { headers: wrongAdmin }));
    expect(answers.map((r) => `${r.status} ${r.body.error.code}`)).toEqual(Array(ATTEMPTS).fill('403 FORBIDDEN'));
    expect(answers[0].body.error.message).toMatch(/^Invalid admin token; 2 attempts left before/);
    expect(answers[ATTEMPTS - 1].body.error.message).toMatch(/no attempts left: this IP address is now blocked/);
    expectBlocked(await callFrom(ip, app.url, 'GET', '/admin/v1/organizations', { headers: admin }), 'right token after the block');
    expectBlocked(await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: app.defaultApiKey! }), 'valid key after the block');
  });

  it('adds admin-token and API-key failures into one count; a missing admin token is not counted', async () => {
    const ip = randomLoopbackIp();
    for (let i = 0; i < 5; i++) expect((await callFrom(ip, app.url, 'GET', '/admin/v1/organizations')).status).toBe(401);
    expect((await callFrom(ip, app.url, 'GET', '/admin/v1/organizations', { headers: wrongAdmin })).status).toBe(403);
    const bad = await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: BAD_KEY });
    expect(bad.body.error.message).toMatch(/; 1 attempt left before/);
    expect((await callFrom(ip, app.url, 'GET', '/admin/v1/organizations', { headers: wrongAdmin })).body.error.message).toMatch(/no attempts left/);
    expectBlocked(await callFrom(ip, app.url, 'GET', '/admin/v1/organizations', { headers: admin }), 'after mixed failures');
  });

  it('answers IP_BLOCKED to parallel wrong admin tokens once the allowance is used up', async () => {
    const ip = randomLoopbackIp();
    const rs = await Promise.all(Array.from({ length: 10 }, () => callFrom(ip, app.url, 'GET', '/admin/v1/organizations', { headers: wrongAdmin })));
    const tally: Record<string, number> = {};
    for (const r of rs) tally[`${r.status} ${r.body.error.code}`] = (tally[`${r.status} ${r.body.error.code}`] ?? 0) + 1;
    expect(tally).toEqual({ '403 FORBIDDEN': ATTEMPTS, '403 IP_BLOCKED': 10 - ATTEMPTS });
  });
});
