import type { Engine } from '../engine/types.ts';
import type { Config } from './config.ts';
import type { Logger } from './log.ts';
import type { Db } from './store/db.ts';

export type Role = 'owner' | 'admin' | 'member';

/** Who is calling: resolved by auth from an API key or a session token. */
export interface Principal {
  organizationId: string;
  role: Role;
  plan: 'free' | 'paid';
  /** Set when the caller used an API key. */
  keyId: string | null;
  /** Set when the caller used a session token. */
  sessionId: string | null;
}

/** A clock that tests can move (lockouts of 24 h, 30-day retention, usage periods). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Counters for rate limits and lockouts: Redis-backed in scaled mode, in memory otherwise. */
export interface Limits {
  /** Counts one request for `key`; returns ok, or the seconds to wait. */
  consumeRequest(principal: Principal, kind: 'process' | 'other'): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
  /** Seconds left on a block of this IP, or 0. */
  ipBlockedFor(ip: string): Promise<number>;
  /**
   * Records one invalid/expired key attempt; returns the attempts left before the block (0: this attempt started
   * the block), or -1 when the IP was already blocked (parallel attempts racing past the check).
   */
  recordInvalidKey(ip: string): Promise<number>;
  close(): Promise<void>;
}

/** Where processing jobs go: an in-process runner (embedded) or BullMQ (scaled). */
export interface JobQueue {
  /** Hands a queued document to a worker. Postgres stays the source of truth; this is a hint. */
  enqueue(job: { jobId: string; documentId: string; organizationId: string; priority: 'normal' | 'high' }): Promise<void>;
  /** Jobs waiting before a new one (for queuePosition). */
  waiting(): Promise<number>;
  close(): Promise<void>;
}

/** Everything a route or domain function needs, built once at start and passed down. */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  clock: Clock;
  limits: Limits;
  /** The engine facade: a pool of worker threads; the api layer never runs models itself. */
  engine: Engine;
  queue: JobQueue;
  /** Where uploaded files are kept until processed. */
  filesDir: string;
  /** HMAC secret for signed page-image URLs. */
  urlSecret: Buffer;
}
