/** Query-parameter parsing used by the credits endpoints (api/http/query.ts): values, defaults, exact errors. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { parseDate, parseEnum, parseLimit, parsePage } from '../../api/http/query.ts';

const q = (s: string) => new URLSearchParams(s);

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected an ApiError');
}

describe('query parameter parsing', () => {
  it('applies defaults when absent or empty', () => {
    expect(parsePage(q(''))).toBe(1);
    expect(parseLimit(q('limit='))).toBe(20);
    expect(parseEnum(q('type='), 'type', ['a', 'b'] as const, null)).toBeNull();
    expect(parseDate(q('startDate='), 'startDate')).toBeNull();
  });

  it('parses valid integers and enum values', () => {
    expect(parsePage(q('page=7'))).toBe(7);
    expect(parseLimit(q('limit=100'))).toBe(100);
    expect(parseEnum(q('sortOrder=asc'), 'sortOrder', ['asc', 'desc'] as const, 'desc')).toBe('asc');
  });

  it('refuses out-of-range and non-integer values with INVALID_PARAMETER naming the parameter', () => {
    const e = thrown(() => parseLimit(q('limit=1e2')));
    expect([e.code, e.status, e.message]).toEqual(['INVALID_PARAMETER', 400, 'limit must be an integer between 1 and 100, got "1e2"']);
    expect(thrown(() => parsePage(q('page=99999999999999999'))).message).toBe('page must be an integer ≥ 1, got "99999999999999999"');
    expect(thrown(() => parseEnum(q('type=USAGE'), 'type', ['usage'] as const, null)).message).toBe('type must be one of usage, got "USAGE"');
  });

  it('reads a plain date as midnight UTC and marks it date-only', () => {
    expect(parseDate(q('d=2024-02-29'), 'd')).toEqual({ date: new Date('2024-02-29T00:00:00Z'), dateOnly: true });
  });

  it.each([
    ['2026-06-03T10:00:00Z', '2026-06-03T10:00:00.000Z'],
    ['2026-06-03T10:00Z', '2026-06-03T10:00:00.000Z'],
    ['2026-06-03T10:00:00.123456Z', '2026-06-03T10:00:00.123Z'],
    ['2026-06-03T12:00:00+02:00', '2026-06-03T10:00:00.000Z'],
    ['2026-06-03T05:30:00-0430', '2026-06-03T10:00:00.000Z'],
    ['2026-06-03T10:00:00', '2026-06-03T10:00:00.000Z'],
  ])('reads the date-time %s as %s', (raw, iso) => {
    const parsed = parseDate(q(`d=${encodeURIComponent(raw)}`), 'd');
    expect(parsed?.date.toISOString()).toBe(iso);
    expect(parsed?.dateOnly).toBe(false);
  });

  it.each(['2023-02-29', '2026-00-10', '2026-6-3', '20260603', '2026-06-03T24:00:00Z', '2026-06-03T10:60Z', '2026-06-03 10:00', '2026-06-03T10:00:00+25:00', 'today'])(
    'refuses %s with INVALID_DATE_FORMAT',
    (raw) => {
      const e = thrown(() => parseDate(q(`startDate=${encodeURIComponent(raw)}`), 'startDate'));
      expect(e.code).toBe('INVALID_DATE_FORMAT');
      expect(e.message).toBe(`startDate must be an ISO 8601 date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:mm:ssZ), got ${JSON.stringify(raw)}`);
    },
  );
});
