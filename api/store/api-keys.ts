/** SQL for the api_keys table. Only hashes are stored; callers pass `at` from ctx.clock for every timestamp. */
import type { Role } from '../context.ts';
import type { Sql } from './db.ts';

export interface ApiKeyRow {
  id: string;
  name: string;
  keyPrefix: string;
  role: Role;
  status: 'active' | 'revoked';
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = `id, name, key_prefix AS "keyPrefix", role, status, created_at AS "createdAt",
  last_used_at AS "lastUsedAt", expires_at AS "expiresAt", revoked_at AS "revokedAt"`;

/** Inserts a new active key. */
export async function insertApiKey(
  sql: Sql,
  row: { id: string; organizationId: string; name: string; keyHash: string; keyPrefix: string; role: Role; expiresAt: Date | null; createdAt: Date },
): Promise<ApiKeyRow> {
  const rows = await sql.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, organization_id, name, key_hash, key_prefix, role, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $8) RETURNING ${COLUMNS}`,
    [row.id, row.organizationId, row.name, row.keyHash, row.keyPrefix, row.role, row.createdAt, row.expiresAt],
  );
  return rows[0];
}

export interface KeyPrincipalRow {
  id: string;
  organizationId: string;
  role: Role;
  plan: 'free' | 'paid';
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

/** Finds an active, unexpired key by hash, with its organization's plan. Null when no usable key matches. */
export async function findUsableApiKey(sql: Sql, keyHash: string, at: Date): Promise<KeyPrincipalRow | null> {
  const rows = await sql.query<KeyPrincipalRow>(
    `SELECT k.id, k.organization_id AS "organizationId", k.role, o.plan, k.expires_at AS "expiresAt",
            k.last_used_at AS "lastUsedAt"
       FROM api_keys k JOIN organizations o ON o.id = k.organization_id
      WHERE k.key_hash = $1 AND k.status = 'active' AND (k.expires_at IS NULL OR k.expires_at > $2)`,
    [keyHash, at],
  );
  return rows[0] ?? null;
}

/** Stamps lastUsedAt, never moving it backwards (requests finish out of order). */
export async function touchApiKey(sql: Sql, keyId: string, at: Date): Promise<void> {
  await sql.query(
    `UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2)`,
    [keyId, at],
  );
}

/** True when an active key with this hash exists but has expired (the failure path tells expired apart). */
export async function isExpiredKey(sql: Sql, keyHash: string, at: Date): Promise<boolean> {
  const rows = await sql.query(
    `SELECT 1 FROM api_keys WHERE key_hash = $1 AND status = 'active' AND expires_at IS NOT NULL AND expires_at <= $2`,
    [keyHash, at],
  );
  return rows.length > 0;
}

/** One page of an organization's keys, newest first, and the total count. */
export async function listApiKeys(
  sql: Sql,
  organizationId: string,
  page: number,
  limit: number,
): Promise<{ keys: ApiKeyRow[]; total: number }> {
  const [keys, count] = await Promise.all([
    sql.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [organizationId, limit, (page - 1) * limit],
    ),
    sql.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys WHERE organization_id = $1', [organizationId]),
  ]);
  return { keys, total: count[0].n };
}

/**
 * Revokes a key of the organization. Idempotent: a key already revoked keeps its first revokedAt.
 * Null when the organization has no key with this id.
 */
export async function revokeApiKey(sql: Sql, organizationId: string, id: string, at: Date): Promise<ApiKeyRow | null> {
  const rows = await sql.query<ApiKeyRow>(
    `UPDATE api_keys SET status = 'revoked', revoked_at = COALESCE(revoked_at, $3)
      WHERE id = $1 AND organization_id = $2 RETURNING ${COLUMNS}`,
    [id, organizationId, at],
  );
  return rows[0] ?? null;
}
