/** SQL for dashboard users (created through the admin API, used by POST /v1/auth/login). */
import type { Role } from '../context.ts';
import type { Sql } from './db.ts';

export interface UserRow {
  id: string;
  organizationId: string;
  email: string;
  passwordHash: string;
  role: Role;
  createdAt: Date;
}

const COLUMNS = `id, organization_id AS "organizationId", email, password_hash AS "passwordHash", role, created_at AS "createdAt"`;

/** Inserts a user; null when the email is already taken (emails are unique across organizations). */
export async function insertUser(
  sql: Sql,
  row: { id: string; organizationId: string; email: string; passwordHash: string; role: Role; createdAt: Date },
): Promise<UserRow | null> {
  const rows = await sql.query<UserRow>(
    `INSERT INTO users (id, organization_id, email, password_hash, role, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [row.id, row.organizationId, row.email, row.passwordHash, row.role, row.createdAt],
  );
  return rows[0] ?? null;
}

/** The user with this (already normalised) email, or null. */
export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  const rows = await sql.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = $1`, [email]);
  return rows[0] ?? null;
}
