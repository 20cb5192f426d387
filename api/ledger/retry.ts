import { setTimeout as sleep } from 'node:timers/promises';

/**
 * SQLSTATEs after which the whole ledger transaction can simply run again: serialization failure and
 * deadlock (Postgres aborts one side), and unique violation — a concurrent writer inserted the same document's
 * usage/refund row or the same payment first; the retry takes the account lock and then finds that row.
 */
const RETRYABLE = new Set(['40001', '40P01', '23505']);

export const MAX_ATTEMPTS = 5;

/** The SQLSTATE of a driver error (postgres.js and PGlite both expose `code`), or undefined. */
export function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs `attempt` up to MAX_ATTEMPTS times while it fails with a retryable SQLSTATE, with a short jittered
 * exponential backoff, then rethrows the last error. Only whole transactions are retried: `attempt` must open
 * its own `db.tx`, so nothing of a failed try survives.
 */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      const state = sqlState(err);
      if (i >= MAX_ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw err;
      await sleep(Math.random() * 5 * 2 ** i);
    }
  }
}
