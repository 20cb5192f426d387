import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a house air waybill\'s "CHARGES SUMMARY | PREPAID | COLLECT" list', () => {
  it('reads the total under COLLECT where the prepaid column is empty', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('CHARGES SUMMARY', 312, 500, 6.8), line('PREPAID', 452, 500, 6.4), line('COLLECT', 548, 500, 6.4),
      line('WEIGHT CHARGE', 312, 512, 6.8), line('2,263.20', 540, 512, 7.6),
      line('OTHER CHARGES DUE AGENT', 312, 522, 6.8), line('35.00', 552, 522, 7.6),
      line('TOTAL', 312, 532, 6.8), line('2,298.20', 540, 532, 7.6),
    ]);
    expect(d.totalCollect).toBe(2298.2);
    expect(d.totalPrepaid ?? null).toBeNull();
  });
});
