/** Reading the credit transaction history (GET /v1/credits/transactions). */
import type { Db } from '../store/db.ts';
import { TRANSACTION_COLUMNS, toTransaction, type CreditTransaction, type TransactionRow, type TransactionType } from './rows.ts';

export type TransactionSort = 'createdAt' | 'amount' | 'type';

export interface TransactionQuery {
  page: number;
  limit: number;
  type: TransactionType | null;
  /** Inclusive lower bound on createdAt. */
  from: Date | null;
  /** Upper bound on createdAt; inclusive or exclusive as `toInclusive` says. */
  to: Date | null;
  toInclusive: boolean;
  sortBy: TransactionSort;
  sortOrder: 'asc' | 'desc';
}

// Whitelisted column per sort key: the only text interpolated into the SQL below.
const SORT_COLUMN: Record<TransactionSort, string> = { createdAt: 'created_at', amount: 'amount', type: 'type' };

/**
 * One page of an organization's transactions plus the total count under the same filters. Ties on the sort key
 * are broken by seq (insertion order) in the same direction, so paging is stable.
 */
export async function listTransactions(
  db: Db,
  organizationId: string,
  q: TransactionQuery,
): Promise<{ items: CreditTransaction[]; totalItems: number }> {
  const where = ['organization_id = $1'];
  const params: unknown[] = [organizationId];
  if (q.type !== null) {
    params.push(q.type);
    where.push(`type = $${params.length}`);
  }
  if (q.from !== null) {
    params.push(q.from);
    where.push(`created_at >= $${params.length}`);
  }
  if (q.to !== null) {
    params.push(q.to);
    where.push(`created_at ${q.toInclusive ? '<=' : '<'} $${params.length}`);
  }
  const filter = where.join(' AND ');
  const counted = await db.query<{ n: number }>(`SELECT count(*) AS n FROM credit_transactions WHERE ${filter}`, params);
  const totalItems = Number(counted[0].n);
  const offset = (q.page - 1) * q.limit;
  if (offset >= totalItems) return { items: [], totalItems };
  const dir = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const rows = await db.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM credit_transactions WHERE ${filter}
      ORDER BY ${SORT_COLUMN[q.sortBy]} ${dir}, seq ${dir}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.limit, offset],
  );
  return { items: rows.map(toTransaction), totalItems };
}
