/**
 * Starts the real server on port 0 against PGlite (in memory) or the real Postgres (a fresh schema per app),
 * the way every HTTP test does. With CI=true a missing Postgres or Redis fails the run instead of skipping.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { loadConfig, type Config } from '../../api/config.ts';
import type { Clock } from '../../api/context.ts';
import { createLogger } from '../../api/log.ts';
import { startApp, type App } from '../../api/server.ts';

export type Backend = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let pgReachable: Promise<boolean> | null = null;

/** True when the test Postgres answers. */
export function postgresReachable(): Promise<boolean> {
  pgReachable ??= (async () => {
    const sql = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await sql`SELECT 1`;
      return true;
    } catch {
      return false;
    } finally {
      await sql.end({ timeout: 1 });
    }
  })();
  return pgReachable;
}

/**
 * The backends to run a contract suite on. Postgres is included when reachable, and always under CI=true,
 * so that a CI machine without Postgres fails rather than silently testing less.
 */
export async function backends(): Promise<Backend[]> {
  if (process.env.CI === 'true') return ['pglite', 'postgres'];
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp extends App {
  url: string;
  config: Config;
  logs: string[];
  backend: Backend;
}

export interface TestAppOptions {
  backend?: Backend;
  env?: Record<string, string>;
  clock?: Clock;
}

/** Starts an isolated app; `close()` stops it and removes its data. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const backend = options.backend ?? 'pglite';
  const dataDir = mkdtempSync(join(tmpdir(), 'des-test-'));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ENGINE_WORKERS: '1',
    LOG_LEVEL: 'debug',
    // Apps sharing the test Redis must not share lockout counters or queues.
    REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}`,
    ...(backend === 'postgres' ? { DATABASE_URL: POSTGRES_URL } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const logs: string[] = [];
  const schema = backend === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const app = await startApp(config, {
    clock: options.clock,
    log: createLogger('debug', (l) => logs.push(l)),
    inMemoryDb: backend === 'pglite',
    dbSchema: schema,
  });
  return {
    ...app,
    url: `http://127.0.0.1:${app.port}`,
    config,
    logs,
    backend,
    async close() {
      await app.close();
      if (schema) {
        const sql = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
        await sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await sql.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A movable clock for lockout, retention and usage tests. */
export function fakeClock(start = new Date('2026-06-15T12:00:00Z')): Clock & { advance(ms: number): void; set(d: Date): void } {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (d) => {
      t = d.getTime();
    },
  };
}

/** JSON request helper: returns status, headers and the parsed body. */
export async function call(
  app: { url: string },
  method: string,
  path: string,
  opts: { key?: string; headers?: Record<string, string>; json?: unknown; body?: RequestInit['body'] } = {},
): Promise<{ status: number; headers: Headers; body: any; text: string }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers['X-API-Key'] = opts.key;
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(app.url + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}
