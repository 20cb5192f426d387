import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('air waybill execution sentence naming its signer', () => {
  it('reads the date and place before "BY" the signer, and dates the flights by it', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('HAWB NO.', 372, 64, 7), line('BLR60418827', 436, 62, 10),
      line('FLIGHT/DATE', 36, 252, 6.8), line(': LH755/16MAR', 158, 251, 7.8),
      line('EXECUTED ON 15-MAR-2026 AT PUNE BY ACME FORWARDING PVT LTD (R. RAO)', 36, 500, 7.4),
    ]);
    expect(d.executionDate).toBe('2026-03-15');
    expect(d.placeOfExecution).toBe('PUNE');
    expect(d.flights[0]).toMatchObject({ flightNumber: 'LH755', date: '2026-03-16' });
  });
});
