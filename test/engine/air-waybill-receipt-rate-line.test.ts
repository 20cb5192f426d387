import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * An e-AWB receipt's rate line: short captions ("K/L", "CHRG WT") over one row of values, the goods' nature
 * printed as a paragraph under a caption line of its own rather than in a column.
 */
const rateLine = () => [
  line('PCS', 38, 343, 6.2), line('GROSS WT', 82, 343, 6.2), line('K/L', 148, 343, 6.2), line('CLASS', 178, 343, 6.2),
  line('COMMODITY', 228, 343, 6.2), line('CHRG WT', 298, 343, 6.2), line('RATE', 358, 343, 6.2), line('TOTAL', 438, 343, 6.2),
  line('12', 38, 355, 8.6), line('410.0', 82, 355, 8.6), line('K', 148, 355, 8.6), line('Q', 178, 355, 8.6),
  line('0300', 228, 355, 8.6), line('412.0', 298, 355, 8.6), line('3.20', 358, 355, 8.6), line('1,318.40', 438, 355, 8.6),
  line('NATURE AND QUANTITY OF GOODS:', 36, 372, 8), line('MACHINE SPARE PARTS', 36, 382, 8), line('12 WOODEN CASES', 36, 392, 8),
  line('VOL 2.140 M3', 36, 402, 8),
];

describe('an e-AWB receipt rate line', () => {
  it('reads the rate line under abbreviated captions', () => {
    const d = extractLogisticsPage('air_waybill', rateLine());
    expect(d.pieces).toBe(12);
    expect(d.grossWeight).toEqual({ value: 410, unit: 'kg' });
    expect(d.chargeableWeight).toEqual({ value: 412, unit: 'kg' });
    expect(d.rateClass).toBe('Q');
    expect(d.rate).toBe(3.2);
    expect(d.totalCharge).toBe(1318.4);
  });

  it('reads the nature of goods under its own caption line, without the measures after it', () => {
    expect(extractLogisticsPage('air_waybill', rateLine()).natureAndQuantityOfGoods).toBe('MACHINE SPARE PARTS 12 WOODEN CASES');
  });
});
