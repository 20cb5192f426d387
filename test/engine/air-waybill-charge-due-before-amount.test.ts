import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('other charges printed code, whom due, then amount', () => {
  it('reads each code and amount past the "DUE CARRIER" / "DUE AGENT" between them', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Other Charges', 303, 437, 5.6),
      line('FSC', 310, 447, 8.2), line('DUE CARRIER', 340, 448, 7), line('512.80', 444, 447, 8.2),
      line('XDC', 310, 458, 8.2), line('DUE CARRIER', 340, 459, 7), line('60.00', 449, 458, 8.2),
      line('CHA', 310, 469, 8.2), line('DUE AGENT', 340, 470, 7), line('35.00', 449, 469, 8.2),
    ]);
    expect(d.otherCharges).toEqual([{ code: 'FSC', amount: 512.8 }, { code: 'XDC', amount: 60 }, { code: 'CHA', amount: 35 }]);
  });
});
