/**
 * Field values are checked as the spec words them:
 * - POST /v1/api-keys `expiresAt` must be a real ISO 8601 instant: an impossible date (2027-02-30) is refused with
 *   422 VALIDATION_ERROR instead of being rolled over to March 2;
 * - the key `name` is 3 to 50 characters, counted as code points (an emoji is one character, not two);
 * - GET /v1/documents answers an unknown `documentType` filter with 400 INVALID_PARAMETER (the spec's errors for
 *   that endpoint are INVALID_PARAMETER and INVALID_DATE_FORMAT), as GET /v1/jobs does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../helpers/app.ts';

describe('exact field validation', () => {
  let app: TestApp;
  let key: string;

  beforeAll(async () => {
    app = await startTestApp();
    key = app.defaultApiKey!;
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    '2027-02-30T00:00:00Z',
    '2027-02-29T00:00:00Z', // 2027 is not a leap year
    '2027-04-31',
    '2027-13-01T00:00:00Z',
    '2027-00-10T00:00:00Z',
    '2027-01-01T24:00:00Z',
    '2027-01-01T12:60:00Z',
    '2027-01-01T12:00:60Z',
    '2027-01-01T12:00:00+25:00',
    '2027-01-01T12:00:00+05:75',
  ])('refuses expiresAt %s with 422 VALIDATION_ERROR', async (expiresAt) => {
    const r = await call(app, 'POST', '/v1/api-keys', { key, json: { name: 'impossible date', expiresAt } });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(r.body.error.details)).toEqual(['expiresAt']);
  });

  it.each([
    ['2028-02-29T00:00:00Z', '2028-02-29T00:00:00.000Z'],
    ['2027-02-28T23:59:59.5Z', '2027-02-28T23:59:59.500Z'],
    ['2027-03-01T01:30:00+02:00', '2027-02-28T23:30:00.000Z'],
    ['2027-06-15', '2027-06-15T00:00:00.000Z'],
  ])('accepts a real expiresAt %s as %s', async (expiresAt, stored) => {
    const r = await call(app, 'POST', '/v1/api-keys', { key, json: { name: 'real date', expiresAt } });
    expect(r.status).toBe(200);
    expect(r.body.data.expiresAt).toBe(stored);
  });

  it('counts the key name in code points: 30 emoji are 30 characters, 51 are too many, 2 too few', async () => {
    const thirty = '😀'.repeat(30);
    const ok = await call(app, 'POST', '/v1/api-keys', { key, json: { name: thirty } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.name).toBe(thirty);
    expect((await call(app, 'POST', '/v1/api-keys', { key, json: { name: '😀'.repeat(50) } })).status).toBe(200);
    for (const name of ['😀'.repeat(51), '😀😀', 'é'.repeat(51)]) {
      const r = await call(app, 'POST', '/v1/api-keys', { key, json: { name } });
      expect(r.status, name).toBe(422);
      expect(r.body.error.details).toHaveProperty('name');
    }
  });

  it('answers an unknown documentType filter on GET /v1/documents with 400 INVALID_PARAMETER, like /v1/jobs', async () => {
    for (const path of ['/v1/documents?documentType=recipe', '/v1/jobs?documentType=recipe']) {
      const r = await call(app, 'GET', path, { key });
      expect(r.status, path).toBe(400);
      expect(r.body.error.code, path).toBe('INVALID_PARAMETER');
      expect(r.body.error.message, path).toContain('documentType');
    }
    const known = await call(app, 'GET', '/v1/documents?documentType=general', { key });
    expect(known.status).toBe(200);
    expect(known.body.data.filters.documentType).toBe('generic');
  });
});
