/**
 * HTTP contract of GET /v1/credits/usage (API-SPEC.md "Usage statistics"), with a fake clock fixed at
 * Monday 2026-06-15T12:00Z so the default range (30 days back to now) and period labels are known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, refund, spend } from '../../api/ledger/ledger.ts';
import { backends, call, fakeClock, startTestApp, type TestApp } from '../helpers/app.ts';

const t = (iso: string) => new Date(iso);

describe.each(await backends())('credits usage statistics (%s)', (backend) => {
  let app: TestApp;
  let key: string;
  const get = (qs = '') => call(app, 'GET', `/v1/credits/usage${qs}`, { key });

  beforeAll(async () => {
    app = await startTestApp({ backend, clock: fakeClock(t('2026-06-15T12:00:00Z')) });
    key = app.defaultApiKey!;
    const org = (await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations'))[0].id;
    const db = app.ctx.db;
    await addCredits(db, { organizationId: org, type: 'purchase', amount: 1000, paymentId: 'pay_u' }, t('2026-04-01T00:00:00Z'));
    const use = (documentId: string, documentType: string, pages: number, at: string) =>
      spend(db, { organizationId: org, documentId, documentType, pages }, t(at));
    await use('doc_apr', 'invoice', 9, '2026-04-10T10:00:00Z'); // outside the default range
    await use('doc_1', 'invoice', 3, '2026-05-20T10:00:00Z'); // Wednesday; week of Monday 05-18
    await use('doc_2', 'invoice', 2, '2026-06-01T00:00:00Z'); // Monday 06-01
    await use('doc_3', 'bill_of_lading', 5, '2026-06-03T23:59:59Z');
    await use('doc_4', 'packing_list', 4, '2026-06-10T10:00:00Z');
    await refund(db, { organizationId: org, documentId: 'doc_4' }, t('2026-06-10T10:05:00Z'));
    await use('doc_5', 'invoice', 1, '2026-06-14T23:00:00Z'); // Sunday: still the week of 06-08
  });
  afterAll(async () => {
    await app?.close();
  });

  it('defaults to monthly, grouped by date, over the 30 days before now, net of refunds', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      summary: {
        totalCredits: 11, totalPages: 11, totalDocuments: 4, averagePerDocument: 2.75,
        period: { start: '2026-05-16T12:00:00.000Z', end: '2026-06-15T12:00:00.000Z' },
      },
      byPeriod: [
        { date: '2026-05', credits: 3, pages: 3, documents: 1 },
        { date: '2026-06', credits: 8, pages: 8, documents: 3 },
      ],
    });
  });

  it('labels weeks by the Monday that starts them and lists empty weeks with zeros', async () => {
    const res = await get('?period=weekly&startDate=2026-05-20&endDate=2026-06-14');
    expect(res.body.data.byPeriod).toEqual([
      { date: '2026-05-18', credits: 3, pages: 3, documents: 1 },
      { date: '2026-05-25', credits: 0, pages: 0, documents: 0 },
      { date: '2026-06-01', credits: 7, pages: 7, documents: 2 },
      { date: '2026-06-08', credits: 1, pages: 1, documents: 1 },
    ]);
    expect(res.body.data.summary.period).toEqual({ start: '2026-05-20T00:00:00.000Z', end: '2026-06-14T23:59:59.999Z' });
  });

  it('reports every day of a daily range, a plain endDate including its whole day', async () => {
    const res = await get('?period=daily&startDate=2026-06-01&endDate=2026-06-03');
    expect(res.body.data.byPeriod).toEqual([
      { date: '2026-06-01', credits: 2, pages: 2, documents: 1 },
      { date: '2026-06-02', credits: 0, pages: 0, documents: 0 },
      { date: '2026-06-03', credits: 5, pages: 5, documents: 1 },
    ]);
    const exact = await get('?period=daily&startDate=2026-06-01T00:00:01Z&endDate=2026-06-03T23:59:58Z');
    expect(exact.body.data.summary.totalCredits).toBe(0);
  });

  it('labels months YYYY-MM across a longer range', async () => {
    const res = await get('?startDate=2026-03-15&endDate=2026-06-15');
    expect(res.body.data.byPeriod.map((p: any) => [p.date, p.credits])).toEqual([
      ['2026-03', 0], ['2026-04', 9], ['2026-05', 3], ['2026-06', 8],
    ]);
  });

  it('groups by document type with percentages, or by both', async () => {
    const byType = await get('?groupBy=documentType');
    expect(byType.body.data.byPeriod).toBeUndefined();
    expect(byType.body.data.byDocumentType).toEqual({
      bill_of_lading: { credits: 5, pages: 5, documents: 1, percentage: 45.45 },
      invoice: { credits: 6, pages: 6, documents: 3, percentage: 54.55 },
    });
    const both = await get('?groupBy=both&period=daily&startDate=2026-06-14&endDate=2026-06-15');
    expect(both.body.data.byPeriod).toHaveLength(2);
    expect(both.body.data.byDocumentType).toEqual({ invoice: { credits: 1, pages: 1, documents: 1, percentage: 100 } });
  });

  it('answers zeros, not an error, for a range without usage', async () => {
    const res = await get('?groupBy=both&startDate=2025-01-01&endDate=2025-02-01');
    expect(res.body.data.summary).toMatchObject({ totalCredits: 0, totalDocuments: 0, averagePerDocument: 0 });
    expect(res.body.data.byDocumentType).toEqual({});
    expect(res.body.data.byPeriod.map((p: any) => p.date)).toEqual(['2025-01', '2025-02']);
  });

  it('accepts a range of exactly one year and refuses one day more with DATE_RANGE_TOO_LARGE', async () => {
    expect((await get('?startDate=2025-06-15&endDate=2026-06-15')).status).toBe(200);
    const res = await get('?startDate=2025-06-14&endDate=2026-06-15');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'DATE_RANGE_TOO_LARGE', message: 'The range from startDate to endDate must not exceed 1 year' });
  });

  it.each(['?startDate=2026-06-10&endDate=2026-06-10', '?startDate=2026-06-10&endDate=2026-06-01', '?startDate=2026-06-16'])(
    'answers INVALID_DATE_RANGE when startDate is not before endDate (%s)',
    async (qs) => {
      const res = await get(qs);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'INVALID_DATE_RANGE', message: 'startDate must be before endDate' });
    },
  );

  it.each([
    ['?period=yearly', 'period must be one of daily, weekly, monthly, got "yearly"'],
    ['?groupBy=type', 'groupBy must be one of date, documentType, both, got "type"'],
  ])('answers INVALID_PARAMETER for %s', async (qs, message) => {
    const res = await get(qs);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID_PARAMETER', message });
  });

  it.each(['?startDate=2026/06/01', '?endDate=2026-06-31', '?startDate=last-week'])('answers INVALID_DATE_FORMAT for %s', async (qs) => {
    const res = await get(qs);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_DATE_FORMAT');
  });
});
