import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * The IATA charges summary captioned "Prepaid … Collect" on its first row, its last row captioned once for both
 * totals, the figure in one column; the signature row's date printed level with that caption in the next box.
 */
const summary = (x: number) => [
  line('Prepaid Weight Charge', 31, 437, 5.4), line('Collect', 167, 437, 5.4),
  line('980.00', x, 443, 8.2),
  line('Total Other Charges Due Carrier', 31, 509, 5.4), line('120.00', x, 515, 8.2),
  line('Total Prepaid / Total Collect', 31, 527, 5.4), line('1,100.00', x - 5, 533, 8.2),
  line('09 APR 2026', 306, 524, 7.8), line('OSAKA', 366, 524, 7.8),
  line('Executed on (date)', 303, 535, 5.2), line('at (place)', 359, 535, 5.2),
];

describe('one total under a caption shared by the prepaid and collect totals', () => {
  it('is the prepaid total when it stands in the prepaid column', () => {
    const d = extractLogisticsPage('air_waybill', summary(128));
    expect(d.totalPrepaid).toBe(1100);
    expect(d.totalCollect ?? null).toBeNull();
  });

  it('is the collect total when it stands in the collect column', () => {
    const d = extractLogisticsPage('air_waybill', summary(230));
    expect(d.totalCollect).toBe(1100);
    expect(d.totalPrepaid ?? null).toBeNull();
  });
});
