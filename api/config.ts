import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { EngineConfig } from '../engine/types.ts';

export type Role = 'api' | 'worker' | 'all';

/** The whole service configuration, read once at start (see `loadConfig`) and passed down. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key (rate limits, lockouts, queue), so several installs can share one Redis. */
  redisKeyPrefix: string;
  role: Role;
  adminToken: string | null;
  /** Secret for signing page-image URLs; generated per data dir when unset. */
  urlSigningSecret: string | null;
  maxUploadBytes: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Session tokens issued by POST /v1/auth/login live this long. */
  sessionTtlSeconds: number;
  rateLimits: {
    /** Process requests per hour on the free tier (spec: 10/hour). */
    freeProcessPerHour: number;
    /** Process requests per hour on paid plans. */
    paidProcessPerHour: number;
    /** Other requests per minute per key. */
    requestsPerMinute: number;
  };
  lockout: { maxAttempts: number; blockSeconds: number };
  /** Sync requests wait at most this long for the engine before the document fails with TIMEOUT. */
  jobRetentionDays: number;
  /** How often a job-running process sweeps for stale jobs and due webhook retries; 0 = only at start. */
  maintenanceIntervalMs: number;
  engine: EngineConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], def: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
  }
  return raw;
}

function keyPrefix(env: Env): string {
  const raw = env.REDIS_KEY_PREFIX || 'des';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(raw)) throw new ConfigError('REDIS_KEY_PREFIX must be 1-64 letters, digits, _ . : or -');
  return raw;
}

/**
 * Reads the configuration from an environment object. Throws ConfigError with a message naming the variable
 * on any bad value, so a misconfigured process stops at start instead of misbehaving later.
 */
export function loadConfig(env: Env = process.env): Config {
  const cores = availableParallelism();
  const workers = int(env, 'ENGINE_WORKERS', Math.max(1, cores - 1), 1, 256);
  const role = oneOf(env, 'ROLE', ['api', 'worker', 'all'] as const, 'all');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  if (role !== 'all' && (!databaseUrl || !redisUrl)) {
    throw new ConfigError(`ROLE=${role} needs DATABASE_URL and REDIS_URL (scaled mode); use ROLE=all for embedded mode`);
  }
  const adminToken = env.ADMIN_TOKEN || null;
  if (adminToken !== null && adminToken.length < 16) {
    throw new ConfigError('ADMIN_TOKEN must be at least 16 characters');
  }
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    redisUrl,
    redisKeyPrefix: keyPrefix(env),
    role,
    adminToken,
    urlSigningSecret: env.URL_SIGNING_SECRET || null,
    maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 50 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 12 * 3600, 60, 90 * 86400),
    rateLimits: {
      freeProcessPerHour: int(env, 'RATE_LIMIT_FREE_PROCESS_PER_HOUR', 10, 1, 1_000_000),
      paidProcessPerHour: int(env, 'RATE_LIMIT_PAID_PROCESS_PER_HOUR', 1000, 1, 1_000_000),
      requestsPerMinute: int(env, 'RATE_LIMIT_REQUESTS_PER_MINUTE', 600, 1, 10_000_000),
    },
    lockout: {
      maxAttempts: int(env, 'LOCKOUT_MAX_ATTEMPTS', 25, 1, 1_000_000),
      blockSeconds: int(env, 'LOCKOUT_BLOCK_SECONDS', 24 * 3600, 1, 365 * 86400),
    },
    jobRetentionDays: int(env, 'JOB_RETENTION_DAYS', 30, 1, 3650),
    maintenanceIntervalMs: int(env, 'MAINTENANCE_INTERVAL_MS', 10_000, 0, 3_600_000),
    engine: {
      workers,
      onnxThreads: int(env, 'ENGINE_ONNX_THREADS', 1, 1, 64),
      device: oneOf(env, 'ENGINE_DEVICE', ['cpu', 'cuda', 'auto'] as const, 'cpu'),
      documentTimeoutMs: int(env, 'ENGINE_DOCUMENT_TIMEOUT_MS', 120_000, 1000, 3_600_000),
      maxPages: int(env, 'ENGINE_MAX_PAGES', 500, 1, 100_000),
      maxPixels: int(env, 'ENGINE_MAX_PIXELS', 100_000_000, 1_000_000, 2_000_000_000),
      pageImageDpi: int(env, 'ENGINE_PAGE_IMAGE_DPI', 150, 36, 600),
      workerMaxOldGenerationMb: int(env, 'ENGINE_WORKER_MAX_OLD_GENERATION_MB', 1024, 64, 65536),
      workerYoungGenerationMb: int(env, 'ENGINE_WORKER_YOUNG_GENERATION_MB', 64, 8, 1024),
      workerMaxWasmMb: int(env, 'ENGINE_WORKER_MAX_WASM_MB', 2048, 64, 4096),
    },
  };
}
