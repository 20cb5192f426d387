/**
 * Authentication (spec "Authentication", RELIABILITY K3): where credentials come from, the 401 matrix
 * (unknown / revoked / malformed byte-identical; expired differs only by its message), immediate revocation,
 * expiry on the clock, and dashboard sessions (login, cookie, logout, absolute expiry, wrong password).
 * Each failing case calls from its own loopback IP so lockout counters start equal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';
import { callFrom, randomLoopbackIp, type IpResponse } from '../helpers/source-ip.ts';

const ADMIN_TOKEN = 'admin-token-for-auth-tests-0123456789';
const PASSWORD = 'a long enough password';

/** Headers that must match between two "identical" answers (Date varies with the second it was sent). */
function stableHeaders(r: IpResponse): Record<string, unknown> {
  const { date: _date, ...rest } = r.headers;
  return rest;
}

describe.each(await backends())('authentication on %s', (backend) => {
  let app: TestApp;
  let owner: string;
  const clock = fakeClock();

  beforeAll(async () => {
    app = await startTestApp({ backend, clock, env: { ADMIN_TOKEN, SESSION_TTL_SECONDS: '3600' } });
    owner = app.defaultApiKey!;
  });
  afterAll(async () => {
    await app?.close();
  });

  const newKey = async (json: Record<string, unknown> = { name: 'matrix key' }) => {
    const r = await call(app, 'POST', '/v1/api-keys', { key: owner, json });
    expect(r.status).toBe(200);
    return r.body.data as { id: string; key: string };
  };

  it('accepts a key in X-API-Key, in Authorization: Bearer, and prefers X-API-Key', async () => {
    expect((await call(app, 'GET', '/v1/api-keys', { key: owner })).status).toBe(200);
    expect((await call(app, 'GET', '/v1/api-keys', { headers: { Authorization: `Bearer ${owner}` } })).status).toBe(200);
    const both = await call(app, 'GET', '/v1/api-keys', { key: owner, headers: { Authorization: 'Bearer frc_' + 'x'.repeat(32) } });
    expect(both.status).toBe(200);
  });

  it('answers 401 UNAUTHORIZED when no credential is sent', async () => {
    const cases: Array<Record<string, string>> = [{}, { 'X-API-Key': '' }, { Authorization: 'Basic abc' }, { Cookie: 'other=1' }];
    for (const headers of cases) {
      const r = await callFrom(randomLoopbackIp(), app.url, 'GET', '/v1/api-keys', { headers });
      expect(r.status, JSON.stringify(headers)).toBe(401);
      expect(r.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('K3: unknown, revoked and malformed keys get byte-identical 401 answers; expired differs only by its message', async () => {
    const revoked = await newKey();
    expect((await call(app, 'DELETE', `/v1/api-keys/${revoked.id}`, { key: owner })).status).toBe(200);
    const expiring = await newKey({ name: 'expiring', expiresAt: new Date(clock.now().getTime() + 60_000).toISOString() });
    expect((await call(app, 'GET', '/v1/api-keys', { key: expiring.key })).status).toBe(200);
    clock.advance(61_000);

    const ask = (key: string) => callFrom(randomLoopbackIp(), app.url, 'GET', '/v1/api-keys', { key });
    const unknown = await ask('frc_' + 'Q'.repeat(32));
    const rev = await ask(revoked.key);
    const malformed = [await ask('frc_tooshort'), await ask('sk_live_whatever'), await ask(revoked.key + 'x')];
    const expired = await ask(expiring.key);

    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual({
      code: 'INVALID_API_KEY',
      message: 'Invalid API key; 24 attempts left before this IP address is blocked for 24 hours',
    });
    for (const r of [rev, ...malformed]) {
      expect(r.status).toBe(401);
      expect(r.text).toBe(unknown.text);
      expect(stableHeaders(r)).toEqual(stableHeaders(unknown));
    }
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({
      code: 'INVALID_API_KEY',
      message: 'API key has expired; 24 attempts left before this IP address is blocked for 24 hours',
    });
    expect(expired.text.replace('API key has expired', 'Invalid API key')).toBe(unknown.text);
    const { 'content-length': _a, ...expiredHeaders } = stableHeaders(expired);
    const { 'content-length': _b, ...unknownHeaders } = stableHeaders(unknown);
    expect(expiredHeaders).toEqual(unknownHeaders);
  });

  it('counts down the remaining attempts per IP, the same for every kind of bad key', async () => {
    const ip = randomLoopbackIp();
    const revoked = await newKey();
    await call(app, 'DELETE', `/v1/api-keys/${revoked.id}`, { key: owner });
    const msgs = [];
    for (const key of ['frc_' + 'A'.repeat(32), revoked.key, 'garbage']) {
      msgs.push((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key })).body.error.message);
    }
    expect(msgs.map((m) => /; (\d+) attempts/.exec(m)?.[1])).toEqual(['24', '23', '22']);
  });

  it('a valid key keeps working from an IP that made some failed attempts (below the limit)', async () => {
    const ip = randomLoopbackIp();
    for (let i = 0; i < 3; i++) await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: 'frc_nope' });
    expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: owner })).status).toBe(200);
  });

  it('rejects an expired key at the moment expiresAt passes on the clock', async () => {
    const k = await newKey({ name: 'short lived', expiresAt: new Date(clock.now().getTime() + 10_000).toISOString() });
    clock.advance(9_000);
    expect((await callFrom(randomLoopbackIp(), app.url, 'GET', '/v1/api-keys', { key: k.key })).status).toBe(200);
    clock.advance(1_000);
    const r = await callFrom(randomLoopbackIp(), app.url, 'GET', '/v1/api-keys', { key: k.key });
    expect(r.status).toBe(401);
    expect(r.body.error.message).toMatch(/^API key has expired/);
  });

  describe('sessions', () => {
    let email: string;
    beforeAll(async () => {
      email = `user-${backend}@example.com`;
      const orgs = await call(app, 'GET', '/admin/v1/organizations', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      const orgId = orgs.body.data.organizations[0].id;
      const u = await call(app, 'POST', `/admin/v1/organizations/${orgId}/users`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        json: { email: email.toUpperCase(), password: PASSWORD, role: 'admin' },
      });
      expect(u.status).toBe(201);
    });

    const login = (password = PASSWORD, ip = randomLoopbackIp(), who = email) =>
      callFrom(ip, app.url, 'POST', '/v1/auth/login', { json: { email: who, password } });

    it('logs in with email and password: token, absolute expiry, and a strict session cookie', async () => {
      const r = await login();
      expect(r.status).toBe(200);
      expect(r.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.body.data.expiresAt).toBe(new Date(clock.now().getTime() + 3600_000).toISOString());
      const cookie = String(r.headers['set-cookie']);
      expect(cookie).toContain(`session_token=${r.body.data.token}`);
      for (const attr of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']) expect(cookie).toContain(attr);
      const [row] = await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [r.body.data.token]);
      expect(row.n).toBe(0); // stored hashed, never as given
    });

    it('authenticates with the session as Bearer or cookie, with the user\'s role and organization', async () => {
      const { token } = (await login()).body.data;
      expect((await call(app, 'GET', '/v1/api-keys', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
      expect((await call(app, 'GET', '/v1/api-keys', { headers: { Cookie: `theme=dark; session_token=${token}` } })).status).toBe(200);
      const made = await call(app, 'POST', '/v1/api-keys', { headers: { Cookie: `session_token=${token}` }, json: { name: 'from dashboard' } });
      expect(made.status).toBe(200);
      const [k] = await app.ctx.db.query<{ role: string }>('SELECT role FROM api_keys WHERE id = $1', [made.body.data.id]);
      expect(k.role).toBe('admin');
    });

    it('answers 401 SESSION_EXPIRED for an unknown token, after logout, and once the absolute expiry passes', async () => {
      const unknown = await call(app, 'GET', '/v1/api-keys', { headers: { Authorization: 'Bearer not-a-session' } });
      expect(unknown.status).toBe(401);
      expect(unknown.body.error.code).toBe('SESSION_EXPIRED');

      const a = (await login()).body.data.token;
      const out = await call(app, 'POST', '/v1/auth/logout', { headers: { Authorization: `Bearer ${a}` } });
      expect(out.status).toBe(200);
      expect(String(out.headers.get('set-cookie'))).toContain('Max-Age=0');
      const after = await call(app, 'GET', '/v1/api-keys', { headers: { Cookie: `session_token=${a}` } });
      expect(after.body.error.code).toBe('SESSION_EXPIRED');

      const b = (await login()).body.data.token;
      clock.advance(3599_000);
      expect((await call(app, 'GET', '/v1/api-keys', { headers: { Authorization: `Bearer ${b}` } })).status).toBe(200);
      clock.advance(1_000); // activity did not extend it: expiry is absolute
      const late = await call(app, 'GET', '/v1/api-keys', { headers: { Authorization: `Bearer ${b}` } });
      expect(late.status).toBe(401);
      expect(late.body.error.code).toBe('SESSION_EXPIRED');
    });

    it('answers a wrong password and an unknown email with the same generic 401, counting toward the lockout', async () => {
      const wrong = await login('wrong password here');
      const nobody = await login(PASSWORD, randomLoopbackIp(), 'nobody@example.com');
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('UNAUTHORIZED');
      expect(wrong.body.error.message).toBe('Invalid email or password; 24 attempts left before this IP address is blocked for 24 hours');
      expect(nobody.text).toBe(wrong.text);

      const ip = randomLoopbackIp();
      await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: 'frc_bad' });
      const second = await login('wrong again', ip);
      expect(second.body.error.message).toMatch(/; 23 attempts left/);
    });

    it('answers 422 VALIDATION_ERROR when email or password is missing, and 400 for logout with an API key', async () => {
      const r = await callFrom(randomLoopbackIp(), app.url, 'POST', '/v1/auth/login', { json: { email: 'x@example.com' } });
      expect(r.status).toBe(422);
      expect(r.body.error.details).toEqual({ password: 'password is required' });
      const out = await call(app, 'POST', '/v1/auth/logout', { key: owner });
      expect(out.status).toBe(400);
    });
  });
});
