import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, getBalance, refundWithin, spend } from '../../api/ledger/ledger.ts';
import { createOrg, openLedgerDb, type LedgerDb } from './ledger-fixtures.ts';

// The embedded store caches balance reads; every change must show on the very next read.
describe('balance reads on the embedded store', () => {
  let store: LedgerDb;
  const at = new Date('2026-06-02T00:00:00Z');
  beforeAll(async () => {
    store = await openLedgerDb('pglite');
  });
  afterAll(() => store.close());

  it('reflect spends, purchases and refunds at once, including a refund inside a caller transaction', async () => {
    const org = await createOrg(store.db, 5);
    expect((await getBalance(store.db, org)).available).toBe(5);
    expect((await getBalance(store.db, org)).available).toBe(5); // served from the cache
    await spend(store.db, { organizationId: org, documentId: 'doc_a', documentType: 'invoice', pages: 2 }, at);
    expect((await getBalance(store.db, org)).available).toBe(3);
    await addCredits(store.db, { organizationId: org, type: 'purchase', amount: 10, paymentId: 'pay_1' }, at);
    expect((await getBalance(store.db, org)).breakdown.purchased.available).toBe(10);
    await store.db.tx((sql) => refundWithin(sql, { organizationId: org, documentId: 'doc_a' }, at));
    expect((await getBalance(store.db, org)).available).toBe(15);
  });

  it('never caches a value read while a change was being made', async () => {
    const org = await createOrg(store.db, 100);
    const reads: Promise<number>[] = [];
    const spends: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      reads.push(getBalance(store.db, org).then((b) => b.available));
      spends.push(spend(store.db, { organizationId: org, documentId: `doc_r${i}`, documentType: 'invoice', pages: 1 }, at));
    }
    await Promise.all([...reads, ...spends]);
    expect((await getBalance(store.db, org)).available).toBe(60);
  });
});
