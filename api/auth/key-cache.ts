/**
 * A short-lived, per-process cache of authenticated API keys, so that a busy key does not cost a database
 * round trip and a row write on every request (32 connections on one key otherwise queue on that key's row lock).
 *
 * Rules that keep it honest:
 * - entries live `TTL_MS` of real time (not the business clock, which tests freeze or move by days);
 * - expiry (`expiresAt`) is still checked against the business clock on every hit;
 * - revoking a key through this process drops its entry at once; another process sharing the database
 *   stops accepting a revoked key within `TTL_MS`;
 * - `lastUsedAt` is written at most once per `LAST_USED_RESOLUTION_MS` per key, so it is exact to that resolution.
 */
import type { Principal } from '../context.ts';
import type { Db } from '../store/db.ts';

export const TTL_MS = 1000;
export const LAST_USED_RESOLUTION_MS = 1000;
const MAX_ENTRIES = 10_000;

export interface CachedKey {
  principal: Principal;
  expiresAt: Date | null;
  /** performance.now() after which the entry must be re-read. */
  freshUntil: number;
  /** Business-clock ms of the last lastUsedAt written to the database. */
  lastUsedWritten: number;
}

const caches = new WeakMap<Db, Map<string, CachedKey>>();

function cacheOf(db: Db): Map<string, CachedKey> {
  let c = caches.get(db);
  if (!c) {
    c = new Map();
    caches.set(db, c);
  }
  return c;
}

/** The cached entry for a key hash, or undefined when absent or stale. */
export function cachedKey(db: Db, keyHash: string): CachedKey | undefined {
  const c = cacheOf(db);
  const hit = c.get(keyHash);
  if (!hit) return undefined;
  if (performance.now() > hit.freshUntil) {
    c.delete(keyHash);
    return undefined;
  }
  return hit;
}

export function rememberKey(db: Db, keyHash: string, entry: Omit<CachedKey, 'freshUntil'>): void {
  const c = cacheOf(db);
  if (c.size >= MAX_ENTRIES) c.delete(c.keys().next().value as string);
  c.set(keyHash, { ...entry, freshUntil: performance.now() + TTL_MS });
}

/** Drops every entry of a key id (revocation), so this process rejects it from the next request on. */
export function forgetKey(db: Db, keyId: string): void {
  const c = cacheOf(db);
  for (const [hash, entry] of c) if (entry.principal.keyId === keyId) c.delete(hash);
}
