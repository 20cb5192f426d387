import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** Boxes whose caption names several items parted by slashes, the values in the caption's order. */
describe('air waybill boxes captioned with several slashed items', () => {
  it('reads the currency and charges code over values printed apart', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('SHIPPER', 36, 100, 6.2), line('ACME LTD', 36, 109, 8.4),
      line('CURRENCY / CHGS CODE / WT-VAL / OTHER', 300, 200, 6.2),
      line('GBP', 300, 209, 8.4), line('CC', 330, 209, 8.4), line('CC', 356, 209, 8.4), line('PP', 382, 209, 8.4),
    ]);
    expect(d.currency).toBe('GBP');
    expect(d.chargesCode).toBe('CC');
  });

  it('reads the currency and charges code beside their caption, parted by a dash', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('SHIPPER', 36, 100, 6.2), line('ACME LTD', 36, 109, 8.4),
      line('Currency / charges', 39, 266, 5.8), line('EUR - PP (PREPAID)', 132, 264, 8.6),
    ]);
    expect(d.currency).toBe('EUR');
    expect(d.chargesCode).toBe('PP');
  });

  it('reads both declared values beside one caption, a value that names its box going to it', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('SHIPPER', 36, 100, 6.2), line('ACME LTD', 36, 109, 8.4),
      line('Declared values', 309, 266, 5.8), line('NVD / EUR 12,500.00 (CUSTOMS)', 402, 264, 8.6),
    ]);
    expect(d.declaredValueForCarriage).toBe('NVD');
    expect(d.declaredValueForCustoms).toBe(12500);
  });
});
