/**
 * R1 rate limits and R3 Redis-down policy. Per key: the N+1st request inside the window answers 429
 * RATE_LIMIT_EXCEEDED with Retry-After; process requests count per plan per hour. With Redis, two app instances
 * sharing it admit N in total, not 2N. With Redis unreachable or killed, limits fall back to in-memory insurance
 * limiters and nothing rejects unhandled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createLimits } from '../../api/auth/limits.ts';
import { loadConfig } from '../../api/config.ts';
import { systemClock, type Principal } from '../../api/context.ts';
import { createLogger } from '../../api/log.ts';
import { startApp } from '../../api/server.ts';
import { createOrganization } from '../../api/store/organizations.ts';
import { backends, call, POSTGRES_URL, REDIS_URL, startTestApp } from '../helpers/app.ts';
import { uniquePrefix, withRedis } from '../helpers/redis.ts';

const principal = (over: Partial<Principal> = {}): Principal => ({
  organizationId: 'org_x', role: 'owner', plan: 'free', keyId: `key_${Math.random().toString(36).slice(2)}`, sessionId: null, ...over,
});

const REDIS = await withRedis();
const POSTGRES = (await backends()).includes('postgres');
const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

describe('rate limits in memory', () => {
  it('answers the N+1st request in the minute with 429 and Retry-After; other keys are unaffected', async () => {
    const app = await startTestApp({ env: { RATE_LIMIT_REQUESTS_PER_MINUTE: '5' } });
    closers.push(app.close);
    const other = await createOrganization(app.ctx, { name: 'Neighbour' });
    const rs = [];
    for (let i = 0; i < 6; i++) rs.push(await call(app, 'GET', '/v1/api-keys', { key: app.defaultApiKey! }));
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = rs[5];
    expect(limited.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(limited.body.error.message).toBe(`Rate limit exceeded; retry after ${retry} seconds`);
    expect((await call(app, 'GET', '/v1/api-keys', { key: other.apiKey })).status).toBe(200);
  });

  it('counts process requests per hour by plan, apart from other requests', async () => {
    const config = loadConfig({ RATE_LIMIT_FREE_PROCESS_PER_HOUR: '3', RATE_LIMIT_PAID_PROCESS_PER_HOUR: '5', RATE_LIMIT_REQUESTS_PER_MINUTE: '100' });
    const limits = await createLimits(config, systemClock);
    closers.push(limits.close);
    const free = principal();
    const paid = principal({ plan: 'paid' });
    const run = async (p: Principal, kind: 'process' | 'other', n: number) => {
      const out = [];
      for (let i = 0; i < n; i++) out.push(await limits.consumeRequest(p, kind));
      return out;
    };
    const f = await run(free, 'process', 4);
    expect(f.map((v) => v.ok)).toEqual([true, true, true, false]);
    const last = f[3] as { ok: false; retryAfterSeconds: number };
    expect(last.retryAfterSeconds).toBeGreaterThan(3590);
    expect(last.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await run(paid, 'process', 6)).map((v) => v.ok)).toEqual([true, true, true, true, true, false]);
    expect((await limits.consumeRequest(free, 'other')).ok).toBe(true); // the hourly process bucket is separate
    // A session principal (no key) counts per organization.
    const s1 = principal({ keyId: null, sessionId: 'ses_1', organizationId: 'org_s' });
    const s2 = principal({ keyId: null, sessionId: 'ses_2', organizationId: 'org_s' });
    await run(s1, 'process', 3);
    expect((await limits.consumeRequest(s2, 'process')).ok).toBe(false);
  });
});

describe.runIf(REDIS)('rate limits on Redis', () => {
  it('two limiter instances sharing Redis admit N in total, not 2N', async () => {
    const config = loadConfig({ REDIS_URL, RATE_LIMIT_REQUESTS_PER_MINUTE: '50' });
    const prefix = uniquePrefix('rl');
    const a = await createLimits(config, systemClock, { keyPrefix: prefix });
    const b = await createLimits(config, systemClock, { keyPrefix: prefix });
    closers.push(a.close, b.close);
    const p = principal();
    const rs = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).consumeRequest(p, 'other')));
    expect(rs.filter((r) => r.ok)).toHaveLength(50);
  });

  it.runIf(POSTGRES)('two app instances sharing Postgres and Redis admit N requests of one key in total', async () => {
    const env = { REDIS_URL, RATE_LIMIT_REQUESTS_PER_MINUTE: '10', REDIS_KEY_PREFIX: uniquePrefix('apps') };
    const first = await startTestApp({ backend: 'postgres', env });
    closers.push(first.close);
    const [{ schema }] = await first.ctx.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const dataDir = mkdtempSync(join(tmpdir(), 'des-test-'));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const secondConfig = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: POSTGRES_URL, ENGINE_WORKERS: '1', ...env });
    const second = await startApp(secondConfig, {
      dbSchema: schema, engine: first.ctx.engine, log: createLogger('silent'),
    });
    closers.push(second.close);
    expect(second.defaultApiKey).toBeNull(); // same database: the default organization already exists
    const key = first.defaultApiKey!;
    const apps = [first, { url: `http://127.0.0.1:${second.port}` }];
    const rs = await Promise.all(Array.from({ length: 16 }, (_, i) => call(apps[i % 2], 'GET', '/v1/api-keys', { key })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(10);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(6);
    for (const r of rs.filter((x) => x.status === 429)) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

describe('Redis down (R3): in-memory insurance, never an unhandled rejection', () => {
  it('serves limits and lockout from memory when Redis is unreachable from the start', async () => {
    const port = await freePort();
    const config = loadConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_REQUESTS_PER_MINUTE: '3', LOCKOUT_MAX_ATTEMPTS: '2' });
    const t0 = Date.now();
    const limits = await createLimits(config, systemClock, { connectTimeoutMs: 300 });
    closers.push(limits.close);
    const p = principal();
    const rs = [];
    for (let i = 0; i < 4; i++) rs.push((await limits.consumeRequest(p, 'other')).ok);
    expect(rs).toEqual([true, true, true, false]);
    expect(await limits.recordInvalidKey('198.51.100.1')).toBe(1);
    expect(await limits.recordInvalidKey('198.51.100.1')).toBe(0);
    expect(await limits.ipBlockedFor('198.51.100.1')).toBeGreaterThan(0);
    expect(Date.now() - t0).toBeLessThan(5000); // nothing waited on the dead connection
  });

  it.runIf(REDIS)('keeps answering when its Redis is killed mid-way', async () => {
    const port = await freePort();
    const server: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    closers.push(() => {
      server.kill('SIGKILL');
    });
    const config = loadConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_REQUESTS_PER_MINUTE: '1000' });
    const probe = new Redis(port, '127.0.0.1', { retryStrategy: () => 50, maxRetriesPerRequest: null });
    probe.on('error', () => {});
    closers.push(() => probe.disconnect());
    expect(await probe.ping()).toBe('PONG');
    const limits = await createLimits(config, systemClock, { keyPrefix: 'r3' });
    closers.push(limits.close);
    const p = principal();
    expect((await limits.consumeRequest(p, 'other')).ok).toBe(true);
    expect(await probe.get(`r3:other:key:${p.keyId}`)).toBe('1'); // the count really went to this Redis
    probe.disconnect();
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await limits.consumeRequest(p, 'other'));
    expect(after.every((r) => r.ok)).toBe(true);
    expect(await limits.recordInvalidKey('198.51.100.2')).toBeGreaterThanOrEqual(0);
    expect(await limits.ipBlockedFor('198.51.100.2')).toBe(0);
  });
});
