import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('an air waybill execution date and place', () => {
  it('reads the place after the date under a caption naming both', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('EXECUTED ON (DATE) AT (PLACE)', 36, 580, 6.2), line('14 MAR 2026 CHRISTCHURCH', 36, 589, 8.6, true),
    ]);
    expect(d.executionDate).toBe('2026-03-14');
    expect(d.placeOfExecution).toBe('CHRISTCHURCH');
  });

  it('reads the execution sentence with the place before the date', () => {
    const d = extractLogisticsPage('air_waybill', [line('Executed at KANDY on March 14, 2026', 36, 543, 9, true)]);
    expect(d.executionDate).toBe('2026-03-14');
    expect(d.placeOfExecution).toBe('KANDY');
  });
});
