import { describe, expect, it } from 'vitest';
import { parseDate } from '../../engine/extract/parse/dates.ts';

/** Hungarian prints a date year first, each part closed by a dot, the month by name or abbreviated. */
describe('year-first dates with the month by name (Hungarian)', () => {
  it('reads the year, the month name and the day', () => {
    expect(parseDate('2025. március 4.')?.iso).toBe('2025-03-04');
    expect(parseDate('2024. szeptember 30.')?.iso).toBe('2024-09-30');
    expect(parseDate('Szeged, 2026. május 12.')?.iso).toBe('2026-05-12');
  });

  it('reads an abbreviated month and names shared with other languages', () => {
    expect(parseDate('2025. febr. 7.')?.iso).toBe('2025-02-07');
    expect(parseDate('2025. december 1.')?.iso).toBe('2025-12-01');
  });

  it('is no date without a real day', () => {
    expect(parseDate('2025. április 31.')).toBeNull();
  });

  it('reads a day without its dot only after a month Hungarian spells', () => {
    expect(parseDate('2025. március 4')?.iso).toBe('2025-03-04');
    expect(parseDate('2025. szept. 9')?.iso).toBe('2025-09-09');
    expect(parseDate('2019. Mar 12')).toBeNull();
    expect(parseDate('Founded 2019. May 12 shipments left')).toBeNull();
  });
});
