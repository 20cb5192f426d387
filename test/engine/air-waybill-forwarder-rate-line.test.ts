import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** A forwarder's rate line: short captions, no vertical rules, "RATE CL" for the rate class. */
const rateLines = (after: ReturnType<typeof line>[]) => [
  line('PCS', 38, 400, 6), line('GROSS WT', 78, 400, 6), line('RATE CL', 142, 400, 6), line('CHARGEABLE WT', 178, 400, 6),
  line('RATE', 248, 400, 6), line('TOTAL', 300, 400, 6), line('NATURE AND QUANTITY OF GOODS', 372, 400, 6),
  line('24', 60, 416), line('486.0 K', 98, 416), line('Q', 150, 416), line('552.0 K', 204, 416), line('4.10', 262, 416), line('2,263.20', 320, 416),
  line('AUTOMOTIVE CONTROL UNITS', 372, 416), line('24 CTNS ON 4 PLTS', 372, 425), ...after,
];

describe('a forwarder\'s rate line', () => {
  it('reads "RATE CL" as the rate class caption, so the rate is read alone under "RATE"', () => {
    const d = extractLogisticsPage('air_waybill', rateLines([]));
    expect(d.rateClass).toBe('Q');
    expect(d.rate).toBe(4.1);
  });

  it('leaves measures without a colon out of the nature where an HS line follows them', () => {
    const d = extractLogisticsPage('air_waybill', rateLines([line('DIMS 4 X 120X100X115 CM', 372, 434), line('VOL 5.520 M3', 372, 443), line('HS 853710', 372, 452)]));
    expect(d.natureAndQuantityOfGoods).toBe('AUTOMOTIVE CONTROL UNITS 24 CTNS ON 4 PLTS');
  });

  it('keeps measures without a colon in the nature where no HS line follows', () => {
    const d = extractLogisticsPage('air_waybill', rateLines([line('DIMS 4 X 120X100X115 CM', 372, 434)]));
    expect(d.natureAndQuantityOfGoods).toBe('AUTOMOTIVE CONTROL UNITS 24 CTNS ON 4 PLTS DIMS 4 X 120X100X115 CM');
  });
});
