/**
 * Ledger-level test databases: PGlite in memory, or a throw-away schema on the test Postgres (pool of 20, the
 * openDb default), with organizations inserted directly so these tests need nothing but the store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { newId } from '../../api/ids.ts';
import { openAccount } from '../../api/ledger/ledger.ts';
import { openDb, type Db } from '../../api/store/db.ts';

// Not imported from test/helpers/app.ts: that pulls in the whole server (engine included), which these
// store-level tests do not need. Same URL and the same rule for which backends run.
export type Backend = 'pglite' | 'postgres';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** pglite always; postgres when reachable, and always under CI=true (a missing Postgres then fails the run). */
export async function ledgerBackends(): Promise<Backend[]> {
  if (process.env.CI === 'true') return ['pglite', 'postgres'];
  const sql = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return ['pglite', 'postgres'];
  } catch {
    return ['pglite'];
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export interface LedgerDb {
  db: Db;
  close(): Promise<void>;
}

/** Opens a fresh, migrated store on `backend`; `close()` removes it. */
export async function openLedgerDb(backend: Backend): Promise<LedgerDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-test-'));
  const schema = backend === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDb({
    databaseUrl: backend === 'postgres' ? POSTGRES_URL : null,
    dataDir,
    inMemory: true,
    schema,
  });
  return {
    db,
    async close() {
      await db.close();
      if (schema) {
        const sql = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
        await sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await sql.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts an organization with its credit account (`free` free-tier credits); returns its id. */
export async function createOrg(db: Db, free = 50, at = new Date('2026-06-01T00:00:00Z')): Promise<string> {
  const id = newId('org');
  await db.tx(async (sql) => {
    await sql.query('INSERT INTO organizations (id, name, created_at) VALUES ($1, $2, $3)', [id, 'Test org', at]);
    await openAccount(sql, id, free, at);
  });
  return id;
}

/** The ledger rows of an organization in seq order. */
export async function ledgerRows(db: Db, organizationId: string) {
  return db.query<{ seq: number; type: string; amount: number; free_delta: number; paid_delta: number; balance: number; document_id: string | null }>(
    'SELECT seq, type, amount, free_delta, paid_delta, balance, document_id FROM credit_transactions WHERE organization_id = $1 ORDER BY seq',
    [organizationId],
  );
}

/** free_remaining and paid_remaining of an organization's account row. */
export async function buckets(db: Db, organizationId: string): Promise<{ free: number; paid: number }> {
  const rows = await db.query<{ free_remaining: number; paid_remaining: number }>(
    'SELECT free_remaining, paid_remaining FROM credit_accounts WHERE organization_id = $1',
    [organizationId],
  );
  return { free: rows[0].free_remaining, paid: rows[0].paid_remaining };
}
