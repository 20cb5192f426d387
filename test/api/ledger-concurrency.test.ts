/**
 * Concurrent spends against one account (RELIABILITY.md 3.3 L1, L2, L4). On Postgres the pool has 20
 * connections, so 20 transactions really contend for the account row lock; PGlite has one connection and
 * serialises them, which these tests also hold to.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, spend } from '../../api/ledger/ledger.ts';
import { checkInvariant } from '../../api/ledger/invariant.ts';
import { buckets, createOrg, ledgerBackends, ledgerRows, openLedgerDb, type LedgerDb } from './ledger-fixtures.ts';

const at = new Date('2026-06-10T08:00:00Z');

describe.each(await ledgerBackends())('concurrent ledger spends (%s)', (backend) => {
  let store: LedgerDb;
  beforeAll(async () => {
    store = await openLedgerDb(backend);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('L1: 1,000 concurrent 1-credit spends against 50 free + 450 paid: exactly 500 succeed, free first', async () => {
    const org = await createOrg(store.db, 50);
    await addCredits(store.db, { organizationId: org, type: 'purchase', amount: 450, paymentId: 'pay_l1' }, at);
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        spend(store.db, { organizationId: org, documentId: `doc_l1_${i}`, documentType: 'invoice', pages: 1 }, at),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(500);
    const failed = results.filter((r) => !r.ok);
    expect(failed).toHaveLength(500);
    expect(failed.every((r) => !r.ok && r.available === 0)).toBe(true);
    expect(await buckets(store.db, org)).toEqual({ free: 0, paid: 0 });

    const usage = (await ledgerRows(store.db, org)).filter((r) => r.type === 'usage');
    expect(usage).toHaveLength(500);
    const free = usage.filter((r) => r.free_delta === -1 && r.paid_delta === 0);
    const paid = usage.filter((r) => r.paid_delta === -1 && r.free_delta === 0);
    expect(free).toHaveLength(50);
    expect(paid).toHaveLength(450);
    const lastFree = Math.max(...free.map((r) => r.seq));
    const firstPaid = Math.min(...paid.map((r) => r.seq));
    expect(firstPaid).toBeGreaterThan(lastFree);
    expect(usage.reduce((s, r) => s + r.amount, 0)).toBe(-500);
    // Balances after each row count down 499 … 0 with no gap or repeat.
    expect(usage.map((r) => r.balance)).toEqual(Array.from({ length: 500 }, (_, i) => 499 - i));
    expect(await checkInvariant(store.db, org)).toEqual([]);
  }, 120_000);

  it('L2: 100 concurrent spends of one document charge it once and all return the same row', async () => {
    const org = await createOrg(store.db, 50);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        spend(store.db, { organizationId: org, documentId: 'doc_l2', documentType: 'invoice', pages: 7 }, at),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const ids = new Set(results.map((r) => (r.ok ? r.transaction.id : null)));
    expect(ids.size).toBe(1);
    const usage = (await ledgerRows(store.db, org)).filter((r) => r.type === 'usage');
    expect(usage).toHaveLength(1);
    expect(await buckets(store.db, org)).toEqual({ free: 43, paid: 0 });
    expect(await checkInvariant(store.db, org)).toEqual([]);
  }, 60_000);

  it('L4: random concurrent spends of 1–20 never overdraw and failed spends change nothing', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 40 }),
        async (free, paid, sizes) => {
          run++;
          const org = await createOrg(store.db, free);
          if (paid > 0) await addCredits(store.db, { organizationId: org, type: 'purchase', amount: paid, paymentId: `pay_${run}` }, at);
          const balance = free + paid;
          const results = await Promise.all(
            sizes.map((pages, i) => spend(store.db, { organizationId: org, documentId: `doc_l4_${run}_${i}`, documentType: 'invoice', pages }, at)),
          );
          const spent = sizes.reduce((s, n, i) => s + (results[i].ok ? n : 0), 0);
          expect(spent).toBeLessThanOrEqual(balance);
          const after = await buckets(store.db, org);
          expect(after.free + after.paid).toBe(balance - spent);
          // Each refusal was right when it happened: the balance then was below its size, and is now even lower.
          results.forEach((r, i) => {
            if (!r.ok) expect(r.available).toBeLessThan(sizes[i]);
          });
          const usage = (await ledgerRows(store.db, org)).filter((r) => r.type === 'usage');
          const charged = new Set(usage.map((r) => r.document_id));
          sizes.forEach((_, i) => expect(charged.has(`doc_l4_${run}_${i}`)).toBe(results[i].ok));
          expect(await checkInvariant(store.db, org)).toEqual([]);
        },
      ),
      { numRuns: backend === 'postgres' ? 25 : 40 },
    );
  }, 120_000);
});
