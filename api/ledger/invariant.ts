/**
 * The ledger invariant (RELIABILITY.md 3.2, "nightly and in every test teardown"): the account row is exactly
 * the sum of its ledger rows. Read-only; run it in tests after every concurrent scenario.
 */
import type { Db } from '../store/db.ts';
import { TRANSACTION_COLUMNS, type TransactionRow } from './rows.ts';

/**
 * Returns the list of violations for one organization (empty when the invariant holds):
 * free_remaining = Σ free_delta and paid_remaining = Σ paid_delta, both ≥ 0; free_total / paid_total = Σ of the
 * allocating rows (bonus, purchase); each row's balance = running Σ amount in seq order; every refund mirrors its
 * document's usage row (deltas negated) and no document has more than one usage or refund row.
 */
export async function checkInvariant(db: Db, organizationId: string): Promise<string[]> {
  const problems: string[] = [];
  const accounts = await db.query<{ free_total: number; free_remaining: number; paid_total: number; paid_remaining: number }>(
    'SELECT free_total, free_remaining, paid_total, paid_remaining FROM credit_accounts WHERE organization_id = $1',
    [organizationId],
  );
  const a = accounts[0];
  if (!a) return [`no credit account for ${organizationId}`];
  const rows = await db.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM credit_transactions WHERE organization_id = $1 ORDER BY seq`,
    [organizationId],
  );
  let free = 0, paid = 0, freeAlloc = 0, paidAlloc = 0, running = 0;
  const usage = new Map<string, TransactionRow>();
  const refunded = new Set<string>();
  for (const r of rows) {
    free += r.free_delta;
    paid += r.paid_delta;
    running += r.amount;
    if (r.amount !== r.free_delta + r.paid_delta) problems.push(`${r.id}: amount ${r.amount} ≠ free_delta + paid_delta`);
    if (r.balance !== running) problems.push(`${r.id}: balance ${r.balance} ≠ running sum ${running}`);
    if (free < 0 || paid < 0) problems.push(`${r.id}: a bucket went negative (free ${free}, paid ${paid})`);
    if (r.type === 'bonus' || r.type === 'purchase') {
      if (r.free_delta < 0 || r.paid_delta < 0 || r.amount <= 0) problems.push(`${r.id}: ${r.type} must be positive`);
      freeAlloc += r.free_delta;
      paidAlloc += r.paid_delta;
    } else if (r.type === 'usage') {
      if (r.free_delta > 0 || r.paid_delta > 0 || r.amount >= 0) problems.push(`${r.id}: usage must be negative`);
      if (!r.document_id) problems.push(`${r.id}: usage without document`);
      else if (usage.has(r.document_id)) problems.push(`${r.id}: second usage row for ${r.document_id}`);
      else usage.set(r.document_id, r);
    } else if (r.type === 'refund') {
      const u = r.document_id ? usage.get(r.document_id) : undefined;
      if (!u) problems.push(`${r.id}: refund without an earlier usage row`);
      else if (r.free_delta !== -u.free_delta || r.paid_delta !== -u.paid_delta) problems.push(`${r.id}: refund does not mirror ${u.id}`);
      if (r.document_id && refunded.has(r.document_id)) problems.push(`${r.id}: second refund for ${r.document_id}`);
      if (r.document_id) refunded.add(r.document_id);
    }
  }
  if (a.free_remaining !== free) problems.push(`free_remaining ${a.free_remaining} ≠ Σ free_delta ${free}`);
  if (a.paid_remaining !== paid) problems.push(`paid_remaining ${a.paid_remaining} ≠ Σ paid_delta ${paid}`);
  if (a.free_remaining < 0 || a.paid_remaining < 0) problems.push('negative bucket on the account row');
  if (a.free_total !== freeAlloc) problems.push(`free_total ${a.free_total} ≠ Σ allocated free ${freeAlloc}`);
  if (a.paid_total !== paidAlloc) problems.push(`paid_total ${a.paid_total} ≠ Σ allocated paid ${paidAlloc}`);
  return problems;
}
