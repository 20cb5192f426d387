/**
 * Idempotency-Key records for the process endpoints (RELIABILITY 3.2), insert-first: the first request inserts
 * an 'in_progress' row and runs; a concurrent or later request with the same key finds the row and gets 409
 * (still running), 422 (same key, different request) or the stored answer replayed byte for byte.
 * Records older than 24 h are ignored and pruned.
 */
import type { Sql } from './db.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export type BeginOutcome =
  | { kind: 'started' }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' }
  | { kind: 'replay'; status: number; body: string };

interface Row {
  request_hash: string;
  state: 'in_progress' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: Date;
}

/** Claims `key` for a request with `requestHash`, or reports what an earlier request with the key did. */
export async function beginIdempotent(sql: Sql, organizationId: string, key: string, requestHash: string, at: Date): Promise<BeginOutcome> {
  const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
  // An expired record no longer binds the key: drop it so the insert below can take the key afresh.
  await sql.query('DELETE FROM idempotency_keys WHERE organization_id = $1 AND key = $2 AND created_at < $3', [organizationId, key, expiredBefore]);
  const inserted = await sql.query(
    `INSERT INTO idempotency_keys (organization_id, key, request_hash, state, created_at)
     VALUES ($1, $2, $3, 'in_progress', $4) ON CONFLICT (organization_id, key) DO NOTHING RETURNING key`,
    [organizationId, key, requestHash, at],
  );
  if (inserted.length === 1) return { kind: 'started' };
  const rows = await sql.query<Row>(
    'SELECT request_hash, state, response_status, response_body, created_at FROM idempotency_keys WHERE organization_id = $1 AND key = $2',
    [organizationId, key],
  );
  const row = rows[0];
  // The holder released the key between our insert and read (it failed unexpectedly): the client may retry.
  if (!row) return { kind: 'in_progress' };
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  if (row.state === 'in_progress' || row.response_status === null || row.response_body === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: row.response_status, body: row.response_body };
}

/** Records the final answer of the request holding `key`, and the document it created (null: none). */
export async function finishIdempotent(sql: Sql, organizationId: string, key: string, status: number, body: string, documentId: string | null): Promise<void> {
  await sql.query(
    `UPDATE idempotency_keys SET state = 'done', response_status = $3, response_body = $4, document_id = $5
      WHERE organization_id = $1 AND key = $2 AND state = 'in_progress'`,
    [organizationId, key, status, body, documentId],
  );
}

/**
 * The stored answer of the request that created `documentId` becomes `status` and `body` (a deleted document's
 * not-found answer); the key stays bound, so a retry with it is not processed again.
 */
export async function replaceIdempotentAnswer(sql: Sql, organizationId: string, documentId: string, status: number, body: string): Promise<void> {
  await sql.query(
    `UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE organization_id = $1 AND document_id = $2 AND state = 'done'`,
    [organizationId, documentId, status, body],
  );
}

/** Frees `key` after an unexpected failure (nothing was charged or stored), so a retry can run again. */
export async function releaseIdempotent(sql: Sql, organizationId: string, key: string): Promise<void> {
  await sql.query(`DELETE FROM idempotency_keys WHERE organization_id = $1 AND key = $2 AND state = 'in_progress'`, [organizationId, key]);
}

/** Deletes records older than 24 h; returns how many. */
export async function pruneIdempotency(sql: Sql, at: Date): Promise<number> {
  const rows = await sql.query('DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING key', [new Date(at.getTime() - IDEMPOTENCY_TTL_MS)]);
  return rows.length;
}
