import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('air waybill routing and flights printed apart on their rows', () => {
  it('reads every leg of a routing row printed apart ("FRA / LH     ORD / UA")', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('ROUTING (TO / BY)', 300, 136, 6.2), line('FRA / LH', 300, 145, 8.4), line('ORD / UA', 353, 145, 8.4),
    ]);
    expect(d.routing).toEqual([{ to: 'FRA', carrier: 'LH' }, { to: 'ORD', carrier: 'UA' }]);
  });

  it('reads a leg whose carrier follows the word "by", and a flight dated day-month-year with hyphens', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Routing / carrier', 39, 246, 5.8), line('JFK BY AA', 132, 244, 8.6),
      line('Flight / date', 309, 246, 5.8), line('AA101 / 03-MAR-26', 402, 244, 8.6),
    ]);
    expect(d.routing).toEqual([{ to: 'JFK', carrier: 'AA' }]);
    expect(d.flights).toEqual([{ flightNumber: 'AA101', date: '2026-03-03' }]);
  });
});
