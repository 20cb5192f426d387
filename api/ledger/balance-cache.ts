/**
 * Read cache of credit balances for the embedded store only. PGlite lives inside this one process, so every
 * balance change passes through `apply` in ledger.ts, which calls `balanceChanged` inside its transaction.
 * A reader caches what it read only if no change was announced while it was reading (a version check), so a
 * value read before a change can never be cached after it. With Postgres other processes write too: no cache.
 */
import type { CreditBalance } from './ledger.ts';

const MAX_AGE_MS = 2000;
const versions = new Map<string, number>();
const entries = new Map<string, { version: number; until: number; balance: CreditBalance }>();

/** Announces a balance change (called inside the changing transaction, before it commits). */
export function balanceChanged(organizationId: string): void {
  versions.set(organizationId, (versions.get(organizationId) ?? 0) + 1);
  entries.delete(organizationId);
}

export function balanceVersion(organizationId: string): number {
  return versions.get(organizationId) ?? 0;
}

export function cachedBalance(organizationId: string): CreditBalance | undefined {
  const e = entries.get(organizationId);
  if (!e) return undefined;
  if (e.version !== balanceVersion(organizationId) || performance.now() > e.until) {
    entries.delete(organizationId);
    return undefined;
  }
  return e.balance;
}

/** Caches a balance read that started at `versionBefore`, unless a change was announced since. */
export function rememberBalance(organizationId: string, versionBefore: number, balance: CreditBalance): void {
  if (balanceVersion(organizationId) !== versionBefore) return;
  if (entries.size > 50_000) entries.clear();
  entries.set(organizationId, { version: versionBefore, until: performance.now() + MAX_AGE_MS, balance });
}
