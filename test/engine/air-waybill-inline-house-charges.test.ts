import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('air waybill: other charges printed after their caption on one line', () => {
  it('reads a forwarder\'s four-letter codes as the charges box does', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('HAWB NO.', 372, 64, 7), line('KTW40218', 436, 62, 10),
      line('Other Charges: HAWB 25.00 AWC 30.00 PKUP 1,120.50', 36, 421, 7),
    ]);
    expect(d.otherCharges).toEqual([{ code: 'HAWB', amount: 25 }, { code: 'AWC', amount: 30 }, { code: 'PKUP', amount: 1120.5 }]);
  });
});
