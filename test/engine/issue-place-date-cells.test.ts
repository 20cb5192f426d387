import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('place and date of issue under one caption, each in a cell of its own', () => {
  it('reads "(26) PLACE OF B(S)/L ISSUE/DATE" over "KAOHSIUNG, TAIWAN    MAR. 12, 2026": the city and the date', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('(26) PLACE OF B(S)/L ISSUE/DATE', 303, 603, 6), line('KAOHSIUNG, TAIWAN', 306, 612), line('MAR. 12, 2026', 400, 612),
    ]);
    expect(d.placeOfIssue).toBe('KAOHSIUNG');
    expect(d.issueDate).toBe('2026-03-12');
  });
});
