/**
 * The credit ledger (RELIABILITY.md "Credits ledger" 3.2). Every balance change is one short database transaction
 * that locks the organization's credit_accounts row (`SELECT … FOR UPDATE`), updates it and appends exactly one
 * credit_transactions row; a throw rolls both back. Nothing else in the service writes these tables.
 *
 * Buckets: the signup free tier (openAccount) is the "free" bucket; purchases and later bonuses go to the
 * "purchased" (paid) bucket. Spends take free credits first. The CHECKs of 001_initial.sql make a negative bucket
 * impossible whatever this code does, and the partial unique indexes make a second usage or refund row for one
 * document, or a second credit for one paymentId, impossible.
 */
import { newId } from '../ids.ts';
import type { Db, Sql } from '../store/db.ts';
import { withRetry } from './retry.ts';
import { TRANSACTION_COLUMNS, iso, toTransaction, type CreditTransaction, type TransactionRow, type TransactionType } from './rows.ts';
import { balanceChanged, balanceVersion, cachedBalance, rememberBalance } from './balance-cache.ts';

export type { CreditTransaction } from './rows.ts';

/** The Credit balance of API-SPEC.md. */
export interface CreditBalance {
  total: number;
  used: number;
  available: number;
  breakdown: {
    free_tier: { total: number; used: number; available: number };
    purchased: { total: number; used: number; available: number };
  };
  lastUpdated: string;
}

interface AccountRow {
  free_total: number;
  free_remaining: number;
  paid_total: number;
  paid_remaining: number;
  updated_at: Date | string;
}

function positiveInt(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new TypeError(`${name} must be a positive integer, got ${value}`);
}

/**
 * Pins READ COMMITTED on Postgres whatever default_transaction_isolation says: the row lock is what orders
 * concurrent spends, and under READ COMMITTED each statement after the lock sees rows committed before it.
 */
async function begin(db: Db, sql: Sql): Promise<void> {
  if (db.kind === 'postgres') await sql.query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
}

async function lockAccount(sql: Sql, organizationId: string): Promise<AccountRow> {
  const rows = await sql.query<AccountRow>(
    'SELECT free_total, free_remaining, paid_total, paid_remaining, updated_at FROM credit_accounts WHERE organization_id = $1 FOR UPDATE',
    [organizationId],
  );
  if (!rows[0]) throw new Error(`No credit account for organization ${organizationId}`);
  return rows[0];
}

async function findDocumentRow(sql: Sql, documentId: string, type: 'usage' | 'refund'): Promise<TransactionRow | null> {
  const rows = await sql.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM credit_transactions WHERE document_id = $1 AND type = $2`,
    [documentId, type],
  );
  return rows[0] ?? null;
}

interface Change {
  organizationId: string;
  type: TransactionType;
  freeDelta: number;
  paidDelta: number;
  /** Whether the change allocates new credits (raises free_total / paid_total) rather than moving existing ones. */
  allocates: boolean;
  balanceAfter: number;
  description: string;
  documentId?: string | null;
  documentType?: string | null;
  paymentId?: string | null;
  at: Date;
}

/** Applies one change to the locked account row and appends its ledger row; returns the row. */
async function apply(sql: Sql, c: Change): Promise<TransactionRow> {
  balanceChanged(c.organizationId);
  await sql.query(
    `UPDATE credit_accounts
        SET free_remaining = free_remaining + $2, paid_remaining = paid_remaining + $3,
            free_total = free_total + $4, paid_total = paid_total + $5, updated_at = $6
      WHERE organization_id = $1`,
    [c.organizationId, c.freeDelta, c.paidDelta, c.allocates ? c.freeDelta : 0, c.allocates ? c.paidDelta : 0, c.at],
  );
  const rows = await sql.query<TransactionRow>(
    `INSERT INTO credit_transactions
       (id, organization_id, type, amount, free_delta, paid_delta, balance, description, document_id, document_type, payment_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${TRANSACTION_COLUMNS}`,
    [
      newId('txn'), c.organizationId, c.type, c.freeDelta + c.paidDelta, c.freeDelta, c.paidDelta, c.balanceAfter,
      c.description, c.documentId ?? null, c.documentType ?? null, c.paymentId ?? null, c.at,
    ],
  );
  return rows[0];
}

/**
 * Creates the organization's credit account with `freeCredits` in the free bucket, and its 'bonus' ledger row
 * ("Free tier: 50 pages"). Takes the caller's transaction so the organization and its account appear together.
 */
export async function openAccount(sql: Sql, organizationId: string, freeCredits: number, at: Date): Promise<void> {
  if (!Number.isSafeInteger(freeCredits) || freeCredits < 0) {
    throw new TypeError(`freeCredits must be a non-negative integer, got ${freeCredits}`);
  }
  await sql.query(
    'INSERT INTO credit_accounts (organization_id, free_total, free_remaining, paid_total, paid_remaining, updated_at) VALUES ($1, 0, 0, 0, 0, $2)',
    [organizationId, at],
  );
  if (freeCredits === 0) return;
  await apply(sql, {
    organizationId, type: 'bonus', freeDelta: freeCredits, paidDelta: 0, allocates: true, balanceAfter: freeCredits,
    description: `Free tier: ${freeCredits} pages`, at,
  });
}

/**
 * Adds purchased or bonus credits to the purchased bucket. A paymentId already credited to this organization
 * returns the first transaction with `duplicate: true` and credits nothing.
 */
export async function addCredits(
  db: Db,
  req: { organizationId: string; type: 'purchase' | 'bonus'; amount: number; paymentId: string | null; description?: string },
  at: Date,
): Promise<{ transaction: CreditTransaction; duplicate: boolean }> {
  positiveInt('amount', req.amount);
  return withRetry(() =>
    db.tx(async (sql) => {
      await begin(db, sql);
      const acct = await lockAccount(sql, req.organizationId);
      if (req.paymentId !== null) {
        const prior = await sql.query<TransactionRow>(
          `SELECT ${TRANSACTION_COLUMNS} FROM credit_transactions WHERE organization_id = $1 AND payment_id = $2`,
          [req.organizationId, req.paymentId],
        );
        if (prior[0]) return { transaction: toTransaction(prior[0]), duplicate: true };
      }
      const row = await apply(sql, {
        organizationId: req.organizationId, type: req.type, freeDelta: 0, paidDelta: req.amount, allocates: true,
        balanceAfter: acct.free_remaining + acct.paid_remaining + req.amount,
        description: req.description ?? (req.type === 'purchase' ? `Purchased ${req.amount} credits` : `Bonus: ${req.amount} credits`),
        paymentId: req.paymentId, at,
      });
      return { transaction: toTransaction(row), duplicate: false };
    }),
  );
}

/**
 * Charges `pages` credits for a document: free bucket first, then purchased. Never goes negative: with fewer
 * credits than pages nothing changes and `{ ok: false, available }` comes back (the caller answers 402).
 * A document is charged once: a second call for the same documentId returns the first usage row unchanged.
 */
export async function spend(
  db: Db,
  req: { organizationId: string; documentId: string; documentType: string; pages: number; description?: string },
  at: Date,
): Promise<{ ok: true; transaction: CreditTransaction } | { ok: false; available: number }> {
  positiveInt('pages', req.pages);
  return withRetry(() =>
    db.tx(async (sql) => {
      await begin(db, sql);
      const acct = await lockAccount(sql, req.organizationId);
      // Checked after taking the lock: a concurrent spend of the same document has committed by now.
      const prior = await findDocumentRow(sql, req.documentId, 'usage');
      if (prior) {
        if (prior.organization_id !== req.organizationId) {
          throw new Error(`Document ${req.documentId} was charged to another organization`);
        }
        return { ok: true as const, transaction: toTransaction(prior) };
      }
      const available = acct.free_remaining + acct.paid_remaining;
      if (available < req.pages) return { ok: false as const, available };
      const fromFree = Math.min(acct.free_remaining, req.pages);
      const row = await apply(sql, {
        organizationId: req.organizationId, type: 'usage', freeDelta: -fromFree, paidDelta: -(req.pages - fromFree),
        allocates: false, balanceAfter: available - req.pages,
        description: req.description ?? `Processed ${req.pages} page${req.pages === 1 ? '' : 's'} (${req.documentType})`,
        documentId: req.documentId, documentType: req.documentType, at,
      });
      return { ok: true as const, transaction: toTransaction(row) };
    }),
  );
}

/**
 * Returns a document's charge to the buckets it came from (the usage row's deltas, negated). Happens at most
 * once: a repeated call returns the existing refund row. Null when the document was never charged to this
 * organization.
 */
export async function refund(
  db: Db,
  req: { organizationId: string; documentId: string; description?: string },
  at: Date,
): Promise<CreditTransaction | null> {
  return withRetry(() =>
    db.tx(async (sql) => {
      await begin(db, sql);
      return refundWithin(sql, req, at);
    }),
  );
}

/**
 * `refund` inside a transaction the caller owns, so that marking a document failed and returning its credits
 * commit together (a crash between two transactions would lose the refund). The caller retries the whole
 * transaction on serialization failures (see `withRetry`).
 */
export async function refundWithin(
  sql: Sql,
  req: { organizationId: string; documentId: string; description?: string },
  at: Date,
): Promise<CreditTransaction | null> {
  const acct = await lockAccount(sql, req.organizationId);
  const usage = await findDocumentRow(sql, req.documentId, 'usage');
  if (!usage || usage.organization_id !== req.organizationId) return null;
  const prior = await findDocumentRow(sql, req.documentId, 'refund');
  if (prior) return toTransaction(prior);
  const row = await apply(sql, {
    organizationId: req.organizationId, type: 'refund', freeDelta: -usage.free_delta, paidDelta: -usage.paid_delta,
    allocates: false, balanceAfter: acct.free_remaining + acct.paid_remaining - usage.amount,
    description: req.description ?? `Refund for document ${req.documentId}`,
    documentId: req.documentId, documentType: usage.document_type, at,
  });
  return toTransaction(row);
}

/** The organization's Credit balance: totals are all credits ever allocated per bucket; used = total − available. */
export async function getBalance(db: Db, organizationId: string): Promise<CreditBalance> {
  if (db.kind !== 'pglite') return readBalance(db, organizationId);
  const hit = cachedBalance(organizationId);
  if (hit) return hit;
  const version = balanceVersion(organizationId);
  const balance = await readBalance(db, organizationId);
  rememberBalance(organizationId, version, balance);
  return balance;
}

async function readBalance(db: Db, organizationId: string): Promise<CreditBalance> {
  const rows = await db.query<AccountRow>(
    'SELECT free_total, free_remaining, paid_total, paid_remaining, updated_at FROM credit_accounts WHERE organization_id = $1',
    [organizationId],
  );
  const a = rows[0];
  if (!a) throw new Error(`No credit account for organization ${organizationId}`);
  const free = { total: a.free_total, used: a.free_total - a.free_remaining, available: a.free_remaining };
  const purchased = { total: a.paid_total, used: a.paid_total - a.paid_remaining, available: a.paid_remaining };
  return {
    total: free.total + purchased.total,
    used: free.used + purchased.used,
    available: free.available + purchased.available,
    breakdown: { free_tier: free, purchased },
    lastUpdated: iso(a.updated_at),
  };
}
