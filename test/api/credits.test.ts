/**
 * HTTP contract of GET /v1/credits/balance and GET /v1/credits/transactions (API-SPEC.md "Credits"), on the real
 * server, with ledger rows written through the ledger API at fixed times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, refund, spend } from '../../api/ledger/ledger.ts';
import { createOrganization } from '../../api/store/organizations.ts';
import { backends, call, fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';

const t = (iso: string) => new Date(iso);

describe.each(await backends())('credits balance and transactions (%s)', (backend) => {
  let app: TestApp;
  let key: string;
  let org: string;
  const get = (path: string) => call(app, 'GET', path, { key });

  beforeAll(async () => {
    app = await startTestApp({ backend, clock: fakeClock(t('2026-06-01T09:00:00Z')) });
    key = app.defaultApiKey!;
    org = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations'))[0].id;
    const db = app.ctx.db;
    // History, oldest first (the signup bonus of 50 free credits is at 2026-06-01T09:00Z):
    await addCredits(db, { organizationId: org, type: 'purchase', amount: 100, paymentId: 'pay_100' }, t('2026-06-02T10:00:00Z'));
    await spend(db, { organizationId: org, documentId: 'doc_a', documentType: 'invoice', pages: 30 }, t('2026-06-03T10:00:00Z'));
    await spend(db, { organizationId: org, documentId: 'doc_b', documentType: 'invoice', pages: 40 }, t('2026-06-03T23:59:59Z'));
    await refund(db, { organizationId: org, documentId: 'doc_b' }, t('2026-06-04T00:00:00Z'));
    await addCredits(db, { organizationId: org, type: 'bonus', amount: 5, paymentId: null }, t('2026-06-05T10:00:00Z'));
    await spend(db, { organizationId: org, documentId: 'doc_c', documentType: 'packing_list', pages: 25 }, t('2026-06-05T10:00:00Z'));
    // Another organization's rows must never show up.
    const other = await createOrganization(app.ctx, { name: 'Other org' });
    await spend(db, { organizationId: other.id, documentId: 'doc_other', documentType: 'invoice', pages: 2 }, t('2026-06-03T12:00:00Z'));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 UNAUTHORIZED without a key on every credits endpoint', async () => {
    for (const path of ['/v1/credits/balance', '/v1/credits/transactions', '/v1/credits/usage']) {
      const res = await call(app, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('returns the balance with free-tier and purchased breakdown', async () => {
    const res = await get('/v1/credits/balance');
    expect(res.status).toBe(200);
    // 50 free + 100 purchased + 5 bonus; used 30 + 25 (doc_b refunded): free 50 used, purchased 5 used.
    expect(res.body).toEqual({
      success: true,
      data: {
        total: 155, used: 55, available: 100,
        breakdown: { free_tier: { total: 50, used: 50, available: 0 }, purchased: { total: 105, used: 5, available: 100 } },
        lastUpdated: '2026-06-05T10:00:00.000Z',
      },
    });
  });

  it('lists transactions newest first with the spec pagination object and per-type fields', async () => {
    const res = await get('/v1/credits/transactions');
    expect(res.status).toBe(200);
    const { transactions, pagination } = res.body.data;
    expect(pagination).toEqual({ page: 1, limit: 20, totalPages: 1, totalItems: 7, hasNext: false, hasPrev: false });
    // doc_c and the bonus share a timestamp: seq breaks the tie, later insert first in desc order.
    expect(transactions.map((x: any) => [x.type, x.amount, x.balance])).toEqual([
      ['usage', -25, 100], ['bonus', 5, 125], ['refund', 40, 120], ['usage', -40, 80], ['usage', -30, 120],
      ['purchase', 100, 150], ['bonus', 50, 50],
    ]);
    const [usage, , refundTx, , , purchase] = transactions;
    expect(usage).toEqual({
      id: expect.stringMatching(/^txn_/), type: 'usage', amount: -25, balance: 100, description: expect.any(String),
      documentId: 'doc_c', createdAt: '2026-06-05T10:00:00.000Z',
    });
    expect(refundTx.documentId).toBe('doc_b');
    expect(purchase).toMatchObject({ paymentId: 'pay_100' });
    expect(purchase.documentId).toBeUndefined();
    expect(transactions.at(-1)).toMatchObject({ description: 'Free tier: 50 pages', createdAt: '2026-06-01T09:00:00.000Z' });
  });

  it('pages through with limit, hasNext and hasPrev', async () => {
    const p1 = await get('/v1/credits/transactions?limit=3&sortOrder=asc');
    const p3 = await get('/v1/credits/transactions?limit=3&page=3&sortOrder=asc');
    expect(p1.body.data.pagination).toEqual({ page: 1, limit: 3, totalPages: 3, totalItems: 7, hasNext: true, hasPrev: false });
    expect(p3.body.data.pagination).toEqual({ page: 3, limit: 3, totalPages: 3, totalItems: 7, hasNext: false, hasPrev: true });
    expect(p1.body.data.transactions.map((x: any) => x.amount)).toEqual([50, 100, -30]);
    expect(p3.body.data.transactions.map((x: any) => x.amount)).toEqual([-25]);
  });

  it('filters by type and sorts by amount or type', async () => {
    const usage = await get('/v1/credits/transactions?type=usage&sortBy=amount&sortOrder=asc');
    expect(usage.body.data.transactions.map((x: any) => x.amount)).toEqual([-40, -30, -25]);
    expect(usage.body.data.pagination.totalItems).toBe(3);
    const byType = await get('/v1/credits/transactions?sortBy=type&sortOrder=asc');
    expect(byType.body.data.transactions.map((x: any) => x.type)).toEqual(['bonus', 'bonus', 'purchase', 'refund', 'usage', 'usage', 'usage']);
  });

  it('filters by date: a plain endDate covers its whole day, a date-time is exact', async () => {
    const day = await get('/v1/credits/transactions?startDate=2026-06-03&endDate=2026-06-03');
    expect(day.body.data.transactions.map((x: any) => x.amount)).toEqual([-40, -30]);
    const exact = await get('/v1/credits/transactions?startDate=2026-06-03T10:00:00Z&endDate=2026-06-04T00:00:00.000Z');
    expect(exact.body.data.transactions.map((x: any) => x.amount)).toEqual([40, -40, -30]);
    const offset = await get(`/v1/credits/transactions?startDate=${encodeURIComponent('2026-06-05T12:00:00+02:00')}`);
    expect(offset.body.data.transactions.map((x: any) => x.amount)).toEqual([-25, 5]);
  });

  it('returns page 1 of an empty result as an empty list with totalPages 0', async () => {
    const res = await get('/v1/credits/transactions?startDate=2027-01-01');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      transactions: [],
      pagination: { page: 1, limit: 20, totalPages: 0, totalItems: 0, hasNext: false, hasPrev: false },
    });
  });

  it('answers PAGE_OUT_OF_RANGE beyond the last page', async () => {
    const res = await get('/v1/credits/transactions?limit=3&page=4');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'PAGE_OUT_OF_RANGE', message: 'page 4 is beyond the last page (3)' });
    expect((await get('/v1/credits/transactions?startDate=2027-01-01&page=2')).body.error.code).toBe('PAGE_OUT_OF_RANGE');
  });

  it.each([
    ['page=0', 'page must be an integer ≥ 1, got "0"'],
    ['page=abc', 'page must be an integer ≥ 1, got "abc"'],
    ['limit=0', 'limit must be an integer between 1 and 100, got "0"'],
    ['limit=101', 'limit must be an integer between 1 and 100, got "101"'],
    ['limit=2.5', 'limit must be an integer between 1 and 100, got "2.5"'],
    ['limit=-1', 'limit must be an integer between 1 and 100, got "-1"'],
    ['type=payment', 'type must be one of usage, purchase, bonus, refund, got "payment"'],
    ['sortBy=balance', 'sortBy must be one of createdAt, amount, type, got "balance"'],
    ['sortOrder=up', 'sortOrder must be one of asc, desc, got "up"'],
    ['page=1&page=2', 'page must be given at most once'],
  ])('answers INVALID_PARAMETER for %s', async (qs, message) => {
    const res = await get(`/v1/credits/transactions?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: { code: 'INVALID_PARAMETER', message } });
  });

  it.each(['startDate=2026-13-01', 'startDate=2026-02-30', 'endDate=yesterday', 'endDate=06/03/2026', 'startDate=2026-06-03T25:00:00Z'])(
    'answers INVALID_DATE_FORMAT for %s',
    async (qs) => {
      const res = await get(`/v1/credits/transactions?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_DATE_FORMAT');
      expect(res.body.error.message).toMatch(/^(startDate|endDate) must be an ISO 8601 date/);
    },
  );

  it('answers INVALID_DATE_RANGE when endDate is before startDate', async () => {
    const res = await get('/v1/credits/transactions?startDate=2026-06-05&endDate=2026-06-04');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID_DATE_RANGE', message: 'endDate must not be before startDate' });
  });
});
