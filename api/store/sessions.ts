/** SQL for dashboard sessions. Only the SHA-256 of a session token is stored. */
import type { Role } from '../context.ts';
import type { Sql } from './db.ts';

export interface SessionPrincipalRow {
  id: string;
  organizationId: string;
  role: Role;
  plan: 'free' | 'paid';
}

/** Inserts a session row. */
export async function insertSession(
  sql: Sql,
  row: { id: string; tokenHash: string; userId: string; organizationId: string; role: Role; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await sql.query(
    `INSERT INTO sessions (id, token_hash, user_id, organization_id, role, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [row.id, row.tokenHash, row.userId, row.organizationId, row.role, row.createdAt, row.expiresAt],
  );
}

/**
 * Finds an unexpired session by token hash, stamps last_seen_at, and returns it with the organization's plan.
 * Null when the token is unknown, logged out or expired (expiry is absolute: it never slides).
 */
export async function useSession(sql: Sql, tokenHash: string, at: Date): Promise<SessionPrincipalRow | null> {
  const rows = await sql.query<SessionPrincipalRow>(
    `UPDATE sessions s SET last_seen_at = $2
       FROM organizations o
      WHERE s.token_hash = $1 AND o.id = s.organization_id AND s.expires_at > $2
     RETURNING s.id, s.organization_id AS "organizationId", s.role, o.plan`,
    [tokenHash, at],
  );
  return rows[0] ?? null;
}

/** Ends a session (logout). Deleting rather than flagging: a logged-out token is simply unknown afterwards. */
export async function deleteSession(sql: Sql, id: string): Promise<void> {
  await sql.query('DELETE FROM sessions WHERE id = $1', [id]);
}

/** Removes sessions that expired before `at` (housekeeping; login calls it for the user it signs in). */
export async function deleteExpiredSessions(sql: Sql, userId: string, at: Date): Promise<void> {
  await sql.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, at]);
}
