/**
 * Ledger behaviour, one operation at a time, plus refund-once (L7) and the append-only / CHECK guards (L8)
 * of RELIABILITY.md 3.3, on PGlite and (when reachable) Postgres.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, getBalance, refund, spend } from '../../api/ledger/ledger.ts';
import { checkInvariant } from '../../api/ledger/invariant.ts';
import { buckets, createOrg, ledgerBackends, ledgerRows, openLedgerDb, type LedgerDb } from './ledger-fixtures.ts';

const at = new Date('2026-06-10T08:00:00Z');

describe.each(await ledgerBackends())('credit ledger (%s)', (backend) => {
  let store: LedgerDb;
  const orgs: string[] = [];
  beforeAll(async () => {
    store = await openLedgerDb(backend);
  });
  afterAll(async () => {
    await store?.close();
  });
  afterEach(async () => {
    for (const org of orgs.splice(0)) expect(await checkInvariant(store.db, org)).toEqual([]);
  });
  const org = async (free = 50) => {
    const id = await createOrg(store.db, free);
    orgs.push(id);
    return id;
  };

  it('opens an account with the free tier as a bonus row in the free bucket', async () => {
    const id = await org();
    const balance = await getBalance(store.db, id);
    expect(balance).toEqual({
      total: 50, used: 0, available: 50,
      breakdown: { free_tier: { total: 50, used: 0, available: 50 }, purchased: { total: 0, used: 0, available: 0 } },
      lastUpdated: '2026-06-01T00:00:00.000Z',
    });
    const rows = await ledgerRows(store.db, id);
    expect(rows).toMatchObject([{ type: 'bonus', amount: 50, free_delta: 50, paid_delta: 0, balance: 50 }]);
  });

  it('adds purchases and bonuses to the purchased bucket and credits a paymentId once', async () => {
    const id = await org();
    const first = await addCredits(store.db, { organizationId: id, type: 'purchase', amount: 100, paymentId: 'pay_1' }, at);
    expect(first.duplicate).toBe(false);
    expect(first.transaction).toMatchObject({ type: 'purchase', amount: 100, balance: 150, paymentId: 'pay_1', createdAt: at.toISOString() });
    expect(first.transaction.id).toMatch(/^txn_[0-9a-z]{20}$/);
    const again = await addCredits(store.db, { organizationId: id, type: 'purchase', amount: 100, paymentId: 'pay_1' }, at);
    expect(again).toEqual({ transaction: first.transaction, duplicate: true });
    await addCredits(store.db, { organizationId: id, type: 'bonus', amount: 5, paymentId: null }, at);
    const b = await getBalance(store.db, id);
    expect(b.breakdown.purchased).toEqual({ total: 105, used: 0, available: 105 });
    expect(b.total).toBe(155);
    expect(b.lastUpdated).toBe(at.toISOString());
  });

  it('spends free credits before purchased ones and records the split on the usage row', async () => {
    const id = await org();
    await addCredits(store.db, { organizationId: id, type: 'purchase', amount: 20, paymentId: 'pay_a' }, at);
    const r1 = await spend(store.db, { organizationId: id, documentId: 'doc_a', documentType: 'invoice', pages: 45 }, at);
    expect(r1).toMatchObject({ ok: true, transaction: { type: 'usage', amount: -45, balance: 25, documentId: 'doc_a' } });
    const r2 = await spend(store.db, { organizationId: id, documentId: 'doc_b', documentType: 'invoice', pages: 10 }, at);
    expect(r2).toMatchObject({ ok: true, transaction: { amount: -10, balance: 15 } });
    const usage = (await ledgerRows(store.db, id)).filter((r) => r.type === 'usage');
    expect(usage.map((r) => [r.free_delta, r.paid_delta])).toEqual([[-45, 0], [-5, -5]]);
    expect(await buckets(store.db, id)).toEqual({ free: 0, paid: 15 });
    const b = await getBalance(store.db, id);
    expect(b).toMatchObject({ total: 70, used: 55, available: 15 });
    expect(b.breakdown.free_tier).toEqual({ total: 50, used: 50, available: 0 });
    expect(b.breakdown.purchased).toEqual({ total: 20, used: 5, available: 15 });
  });

  it('refuses a spend larger than the balance and changes nothing', async () => {
    const id = await org(10);
    const before = await ledgerRows(store.db, id);
    expect(await spend(store.db, { organizationId: id, documentId: 'doc_big', documentType: 'invoice', pages: 11 }, at)).toEqual({ ok: false, available: 10 });
    expect(await ledgerRows(store.db, id)).toEqual(before);
    expect(await buckets(store.db, id)).toEqual({ free: 10, paid: 0 });
    expect(await spend(store.db, { organizationId: id, documentId: 'doc_fit', documentType: 'invoice', pages: 10 }, at)).toMatchObject({ ok: true, transaction: { balance: 0 } });
  });

  it('charges a document once: a second spend returns the first usage row', async () => {
    const id = await org();
    const first = await spend(store.db, { organizationId: id, documentId: 'doc_same', documentType: 'invoice', pages: 3 }, at);
    const second = await spend(store.db, { organizationId: id, documentId: 'doc_same', documentType: 'invoice', pages: 7 }, new Date(at.getTime() + 1000));
    expect(second).toEqual(first);
    expect(await buckets(store.db, id)).toEqual({ free: 47, paid: 0 });
  });

  it('rejects non-positive page counts and amounts', async () => {
    const id = await org();
    await expect(spend(store.db, { organizationId: id, documentId: 'doc_z', documentType: 'invoice', pages: 0 }, at)).rejects.toThrow(TypeError);
    await expect(addCredits(store.db, { organizationId: id, type: 'purchase', amount: -5, paymentId: null }, at)).rejects.toThrow(/amount must be a positive integer/);
  });

  it('returns null when refunding a document that was never charged to the organization', async () => {
    const id = await org();
    const other = await org();
    await spend(store.db, { organizationId: other, documentId: 'doc_other', documentType: 'invoice', pages: 2 }, at);
    expect(await refund(store.db, { organizationId: id, documentId: 'doc_none' }, at)).toBeNull();
    expect(await refund(store.db, { organizationId: id, documentId: 'doc_other' }, at)).toBeNull();
    expect(await buckets(store.db, other)).toEqual({ free: 48, paid: 0 });
  });

  it('L7: refunds a document exactly once, concurrently and sequentially, into the buckets it came from', async () => {
    const id = await org(3);
    await addCredits(store.db, { organizationId: id, type: 'purchase', amount: 10, paymentId: 'pay_r' }, at);
    await spend(store.db, { organizationId: id, documentId: 'doc_r', documentType: 'invoice', pages: 5 }, at);
    expect(await buckets(store.db, id)).toEqual({ free: 0, paid: 8 });
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => refund(store.db, { organizationId: id, documentId: 'doc_r' }, at)));
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await refund(store.db, { organizationId: id, documentId: 'doc_r' }, at));
    const all = [...concurrent, ...sequential];
    expect(new Set(all.map((t) => t?.id)).size).toBe(1);
    expect(all[0]).toMatchObject({ type: 'refund', amount: 5, balance: 13, documentId: 'doc_r' });
    const rows = (await ledgerRows(store.db, id)).filter((r) => r.type === 'refund');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ free_delta: 3, paid_delta: 2 });
    expect(await buckets(store.db, id)).toEqual({ free: 3, paid: 10 });
    // A refunded document is still charged once: spending it again replays the original usage row.
    const replay = await spend(store.db, { organizationId: id, documentId: 'doc_r', documentType: 'invoice', pages: 5 }, at);
    expect(replay).toMatchObject({ ok: true, transaction: { type: 'usage', amount: -5 } });
    expect(await buckets(store.db, id)).toEqual({ free: 3, paid: 10 });
  });

  it('L8: credit_transactions refuses UPDATE and DELETE (42501), accounts refuse a negative bucket (23514)', async () => {
    const id = await org();
    await expect(store.db.query('UPDATE credit_transactions SET amount = 1000 WHERE organization_id = $1', [id])).rejects.toMatchObject({ code: '42501' });
    await expect(store.db.query('DELETE FROM credit_transactions WHERE organization_id = $1', [id])).rejects.toMatchObject({ code: '42501' });
    await expect(store.db.query('UPDATE credit_accounts SET paid_remaining = -1 WHERE organization_id = $1', [id])).rejects.toMatchObject({ code: '23514' });
    await expect(store.db.query('UPDATE credit_accounts SET free_remaining = -1 WHERE organization_id = $1', [id])).rejects.toMatchObject({ code: '23514' });
    expect(await buckets(store.db, id)).toEqual({ free: 50, paid: 0 });
  });
});
