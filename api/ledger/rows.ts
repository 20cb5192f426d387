/**
 * The shape of a credit_transactions row as read back, and its mapping to the API's Credit transaction
 * (API-SPEC.md "Credit transaction"). Shared by the ledger writes, the transaction list and the invariant check.
 */

export type TransactionType = 'usage' | 'purchase' | 'bonus' | 'refund';

export const TRANSACTION_TYPES: readonly TransactionType[] = ['usage', 'purchase', 'bonus', 'refund'];

/** A Credit transaction as the API returns it. */
export interface CreditTransaction {
  id: string;
  type: TransactionType;
  amount: number;
  balance: number;
  description: string;
  documentId?: string;
  paymentId?: string;
  createdAt: string;
}

export interface TransactionRow {
  seq: number;
  id: string;
  organization_id: string;
  type: TransactionType;
  amount: number;
  free_delta: number;
  paid_delta: number;
  balance: number;
  description: string;
  document_id: string | null;
  document_type: string | null;
  payment_id: string | null;
  created_at: Date | string;
}

/** Column list for reading TransactionRow (keeps every SELECT in step with the interface). */
export const TRANSACTION_COLUMNS =
  'seq, id, organization_id, type, amount, free_delta, paid_delta, balance, description, document_id, document_type, payment_id, created_at';

/** ISO 8601 UTC string of a timestamptz value, whichever driver parsed it. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Maps a row to the API object. documentId appears on usage and refund rows, paymentId on purchases
 * (and on bonuses granted with a payment reference); absent fields are omitted, not null.
 */
export function toTransaction(row: TransactionRow): CreditTransaction {
  const t: CreditTransaction = {
    id: row.id,
    type: row.type,
    amount: row.amount,
    balance: row.balance,
    description: row.description,
    createdAt: iso(row.created_at),
  };
  if (row.document_id !== null) t.documentId = row.document_id;
  if (row.payment_id !== null) t.paymentId = row.payment_id;
  return t;
}
