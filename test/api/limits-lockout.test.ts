/**
 * R2 / K5 lockout: 25 invalid or expired key attempts from one IP block it for 24 hours — every request from it,
 * even with a valid key, answers 403 IP_BLOCKED with Retry-After — while other IPs are unaffected. The counter is
 * atomic: 100 parallel attempts count exactly 25 failures. The 24-hour boundary is checked by moving Date with
 * @sinonjs/fake-timers (rate-limiter-flexible's memory store reads Date.now()); on Redis, where TTLs run on the
 * server's clock, the same behaviour is checked with a short block.
 */
import FakeTimers from '@sinonjs/fake-timers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLimits } from '../../api/auth/limits.ts';
import { loadConfig } from '../../api/config.ts';
import { systemClock } from '../../api/context.ts';
import { REDIS_URL, startTestApp, type TestApp } from '../helpers/app.ts';
import { uniquePrefix, withRedis } from '../helpers/redis.ts';
import { callFrom, randomLoopbackIp, type IpResponse } from '../helpers/source-ip.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const BAD = 'frc_' + 'b'.repeat(32);

function tally(rs: IpResponse[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rs) out[`${r.status} ${r.body.error?.code ?? 'OK'}`] = (out[`${r.status} ${r.body.error?.code ?? 'OK'}`] ?? 0) + 1;
  return out;
}

describe('IP lockout, in-memory counters with a fake Date', () => {
  let app: TestApp;
  let clock: ReturnType<typeof FakeTimers.install>;
  const start = Date.parse('2026-06-15T12:00:00Z');

  beforeAll(async () => {
    clock = FakeTimers.install({ toFake: ['Date'], now: start });
    app = await startTestApp({ clock: systemClock });
  });
  afterAll(async () => {
    await app?.close();
    clock?.uninstall();
  });

  it('blocks the IP after 25 failures for exactly 24 hours, even for a valid key, and spares other IPs', async () => {
    const ip = randomLoopbackIp();
    const other = randomLoopbackIp();
    const valid = app.defaultApiKey!;
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: BAD }));
    expect(tally(answers)).toEqual({ '401 INVALID_API_KEY': 25 });
    expect(answers[23].body.error.message).toMatch(/; 1 attempt left before/);
    expect(answers[24].body.error.message).toBe('Invalid API key; no attempts left: this IP address is now blocked for 24 hours');

    const blocked = await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: valid });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('IP_BLOCKED');
    expect(blocked.headers['retry-after']).toBe(String(24 * 3600));
    expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys')).status).toBe(403); // even without credentials

    expect((await callFrom(other, app.url, 'GET', '/v1/api-keys', { key: valid })).status).toBe(200);
    const otherBad = await callFrom(other, app.url, 'GET', '/v1/api-keys', { key: BAD });
    expect(otherBad.body.error.message).toMatch(/; 24 attempts left/);

    clock.setSystemTime(start + 23 * HOUR + 59 * MIN);
    const late = await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: valid });
    expect(late.status).toBe(403);
    expect(late.headers['retry-after']).toBe('60');

    clock.setSystemTime(start + 24 * HOUR + 1000);
    expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: valid })).status).toBe(200);
    const fresh = await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: BAD });
    expect(fresh.body.error.message).toMatch(/; 24 attempts left/); // the count starts over
  });

  it('counts exactly 25 of 100 parallel invalid attempts; the rest are blocked', async () => {
    const ip = randomLoopbackIp();
    const rs = await Promise.all(Array.from({ length: 100 }, () => callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: BAD })));
    expect(tally(rs)).toEqual({ '401 INVALID_API_KEY': 25, '403 IP_BLOCKED': 75 });
    for (const r of rs.filter((x) => x.status === 403)) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const remaining = rs.filter((r) => r.status === 401).map((r) => Number(/; (\d+) attempts? left/.exec(r.body.error.message)?.[1] ?? 0));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i)); // 24..0, each once
    expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: app.defaultApiKey! })).status).toBe(403);
  });

  it('counts expired keys toward the lockout', async () => {
    const ip = randomLoopbackIp();
    const made = await callFrom(ip, app.url, 'POST', '/v1/api-keys', {
      key: app.defaultApiKey!,
      json: { name: 'expires soon', expiresAt: new Date(Date.now() + MIN).toISOString() },
    });
    clock.setSystemTime(Date.now() + 2 * MIN);
    for (let i = 0; i < 25; i++) {
      const r = await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: made.body.data.key });
      expect(r.body.error.message).toMatch(/^API key has expired/);
    }
    expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: app.defaultApiKey! })).body.error.code).toBe('IP_BLOCKED');
  });
});

describe.runIf(await withRedis())('IP lockout on Redis', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of closers.splice(0)) await c();
  });

  it('is atomic across two processes sharing Redis: 100 parallel attempts count exactly 25', async () => {
    const config = loadConfig({ REDIS_URL, LOCKOUT_BLOCK_SECONDS: '30' });
    const prefix = uniquePrefix('lockout');
    const a = await createLimits(config, systemClock, { keyPrefix: prefix });
    const b = await createLimits(config, systemClock, { keyPrefix: prefix });
    closers.push(a.close, b.close);
    const ip = '203.0.113.7';
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).recordInvalidKey(ip)));
    expect(results.filter((n) => n >= 0).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(results.filter((n) => n < 0)).toHaveLength(75);
    expect(await a.ipBlockedFor(ip)).toBeGreaterThan(28);
    expect(await b.ipBlockedFor(ip)).toBeGreaterThan(28);
    expect(await a.ipBlockedFor('203.0.113.8')).toBe(0);
  });

  it('blocks over HTTP and lifts the block by itself when it runs out', async () => {
    const app = await startTestApp({ env: { REDIS_URL, LOCKOUT_MAX_ATTEMPTS: '5', LOCKOUT_BLOCK_SECONDS: '2' } });
    closers.push(app.close);
    const ip = randomLoopbackIp();
    const rs = await Promise.all(Array.from({ length: 20 }, () => callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: BAD })));
    expect(tally(rs)).toEqual({ '401 INVALID_API_KEY': 5, '403 IP_BLOCKED': 15 });
    expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: app.defaultApiKey! })).status).toBe(403);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await callFrom(ip, app.url, 'GET', '/v1/api-keys', { key: app.defaultApiKey! })).status).toBe(200);
  });
});
