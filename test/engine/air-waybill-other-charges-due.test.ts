import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('other charges listed with whom each is due, a charges summary beside them', () => {
  it('reads each code and amount, not the summary on the same lines', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('HAWB NO.', 372, 64, 7), line('MAA7781', 436, 62, 10),
      line('OTHER CHARGES', 36, 421, 6.8, true), line('CHARGES SUMMARY', 312, 421, 6.8, true), line('COLLECT', 549, 421.5, 6.4, true),
      line('FSC', 36, 433, 7.6), line('310.50', 138, 433, 7.6), line('DUE CARRIER', 176, 434, 6.6), line('WEIGHT CHARGE', 312, 433.7, 6.8), line('1,204.00', 540, 433, 7.6),
      line('CGC', 36, 443, 7.6), line('42.00', 143, 443, 7.6), line('DUE AGENT', 176, 444, 6.6), line('TAX', 312, 443.7, 6.8),
    ]);
    expect(d.otherCharges).toEqual([{ code: 'FSC', amount: 310.5 }, { code: 'CGC', amount: 42 }]);
  });
});
