/**
 * SQL for the jobs table. A job is claimed with a lease (lease_until): a worker that dies leaves a lease that
 * expires, and recovery re-dispatches it. Every terminal write is guarded by the attempt number that claimed
 * it, so a run that lost its lease cannot overwrite the outcome of the run that took over.
 */
import type { Sql } from './db.ts';
import type { JsonText } from './json-text.ts';

export type JobStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface JobError {
  code: string;
  message: string;
  details: { step: string; retryable: boolean };
}

export interface JobRow {
  id: string;
  organization_id: string;
  document_id: string;
  status: JobStatus;
  progress: number;
  document_type: string;
  result: { extractedFields: Record<string, unknown>; confidence: number } | null;
  error: JobError | null;
  attempts: number;
  lease_until: Date | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  failed_at: Date | null;
}

// jsonb parameters are passed as objects: both drivers serialise them by the parameter's described type (a
// pre-serialised string would be stored by postgres.js as a JSON string). Top-level values are never arrays.
const json = (v: unknown): unknown => (v === undefined ? null : v);

/** Inserts a job; a sync job starts 'processing' with attempt 1 and a lease, an async one 'pending'. */
export async function insertJob(
  sql: Sql,
  j: { id: string; organizationId: string; documentId: string; status: 'pending' | 'processing'; documentType: string; leaseUntil: Date | null; at: Date },
): Promise<void> {
  await sql.query(
    `INSERT INTO jobs (id, organization_id, document_id, status, document_type, attempts, lease_until, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$8)`,
    [j.id, j.organizationId, j.documentId, j.status, j.documentType, j.status === 'processing' ? 1 : 0, j.leaseUntil, j.at],
  );
}

/**
 * Claims a job for one run: a pending job, or a processing one whose lease has expired (its worker died).
 * Returns the claimed row (attempts incremented) or null when someone else holds it or it has ended.
 */
export async function claimJob(sql: Sql, id: string, leaseUntil: Date, at: Date): Promise<JobRow | null> {
  const rows = await sql.query<JobRow>(
    `UPDATE jobs SET status = 'processing', attempts = attempts + 1, lease_until = $2, updated_at = $3
      WHERE id = $1 AND (status = 'pending' OR (status = 'processing' AND (lease_until IS NULL OR lease_until < $3)))
      RETURNING *`,
    [id, leaseUntil, at],
  );
  return rows[0] ?? null;
}

/** Extends the lease of a run still holding the job; false when the run lost it. */
export async function renewLease(sql: Sql, id: string, attempt: number, leaseUntil: Date): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE jobs SET lease_until = $3 WHERE id = $1 AND status = 'processing' AND attempts = $2 RETURNING id`,
    [id, attempt, leaseUntil],
  );
  return rows.length === 1;
}

/** Writes job progress (0–100) for the run holding the job. */
export async function setJobProgress(sql: Sql, id: string, attempt: number, progress: number, at: Date): Promise<void> {
  await sql.query(
    `UPDATE jobs SET progress = $3, updated_at = $4 WHERE id = $1 AND status = 'processing' AND attempts = $2`,
    [id, attempt, progress, at],
  );
}

/** Completes the job held by `attempt`; false when that run no longer holds it. */
export async function completeJob(
  sql: Sql,
  id: string,
  attempt: number,
  r: { documentType: string; result: JsonText<JobRow['result']> },
  at: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE jobs SET status = 'completed', progress = 100, document_type = $3, result = $4::text::jsonb, error = NULL,
       lease_until = NULL, updated_at = $5, completed_at = $5
     WHERE id = $1 AND status = 'processing' AND attempts = $2 RETURNING id`,
    [id, attempt, r.documentType, r.result, at],
  );
  return rows.length === 1;
}

/** Fails the job held by `attempt` (or, with attempt null, any job not yet ended). */
export async function failJob(sql: Sql, id: string, attempt: number | null, error: JobError, at: Date): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE jobs SET status = 'failed', error = $3::jsonb, lease_until = NULL, updated_at = $4, failed_at = $4
     WHERE id = $1 AND status IN ('pending', 'processing') AND ($2::int IS NULL OR attempts = $2) RETURNING id`,
    [id, attempt, json(error), at],
  );
  return rows.length === 1;
}

/** Gives a job back to the queue (graceful shutdown interrupted its run). */
export async function releaseJob(sql: Sql, id: string, attempt: number, at: Date): Promise<void> {
  await sql.query(
    `UPDATE jobs SET status = 'pending', lease_until = NULL, attempts = attempts - 1, updated_at = $3
      WHERE id = $1 AND status = 'processing' AND attempts = $2`,
    [id, attempt, at],
  );
}

/**
 * Jobs that need (re-)dispatching: processing with an expired lease, or pending since before `pendingBefore`
 * (their queue message may have been lost).
 */
export async function findRecoverableJobs(
  sql: Sql,
  now: Date,
  pendingBefore: Date,
  limit = 100,
): Promise<Array<{ id: string; document_id: string; organization_id: string; priority: 'normal' | 'high' }>> {
  return sql.query(
    `SELECT j.id, j.document_id, j.organization_id, COALESCE(d.priority, 'normal') AS priority
       FROM jobs j LEFT JOIN documents d ON d.id = j.document_id
      WHERE (j.status = 'processing' AND (j.lease_until IS NULL OR j.lease_until < $1))
         OR (j.status = 'pending' AND j.updated_at <= $2)
      ORDER BY j.created_at LIMIT ${limit}`,
    [now, pendingBefore],
  );
}

/** Number of jobs waiting to start (for queuePosition when the queue itself cannot tell). */
export async function countPendingJobs(sql: Sql): Promise<number> {
  const rows = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE status = 'pending'`);
  return rows[0]?.n ?? 0;
}

/** One job of an organization, unless it ended before `retainedAfter` (older than retention reads as missing). */
export async function getJob(sql: Sql, organizationId: string, id: string, retainedAfter: Date): Promise<JobRow | null> {
  const rows = await sql.query<JobRow>(
    `SELECT * FROM jobs WHERE id = $1 AND organization_id = $2 AND COALESCE(completed_at, failed_at, $3) >= $3`,
    [id, organizationId, retainedAfter],
  );
  return rows[0] ?? null;
}

export interface JobFilters {
  status: JobStatus | null;
  documentType: string | null;
  startDate: Date | null;
  endDate: Date | null;
  sortBy: 'createdAt' | 'updatedAt';
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** One page of an organization's jobs (within retention) and the total under the filters. */
export async function listJobs(sql: Sql, organizationId: string, f: JobFilters, retainedAfter: Date): Promise<{ rows: JobRow[]; total: number }> {
  const params: unknown[] = [organizationId, retainedAfter];
  const where = ['organization_id = $1', 'COALESCE(completed_at, failed_at, $2) >= $2'];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.status) add((n) => `status = ${n}`, f.status);
  if (f.documentType) add((n) => `document_type = ${n}`, f.documentType);
  if (f.startDate) add((n) => `created_at >= ${n}`, f.startDate);
  if (f.endDate) add((n) => `created_at <= ${n}`, f.endDate);
  const whereSql = where.join(' AND ');
  const dir = f.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const col = f.sortBy === 'updatedAt' ? 'updated_at' : 'created_at';
  const count = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE ${whereSql}`, params);
  const rows = await sql.query<JobRow>(
    `SELECT * FROM jobs WHERE ${whereSql} ORDER BY ${col} ${dir}, id ${dir} LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
    params,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

/** Deletes jobs that ended before `endedBefore` (retention); returns how many. */
export async function purgeExpiredJobs(sql: Sql, endedBefore: Date): Promise<number> {
  const rows = await sql.query(
    `DELETE FROM jobs WHERE status IN ('completed', 'failed') AND COALESCE(completed_at, failed_at) < $1 RETURNING id`,
    [endedBefore],
  );
  return rows.length;
}
