import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('an airport printed by its own name before the city', () => {
  it('names the airport of departure by the city after the airport\'s name', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Airport of Departure (Addr. of First Carrier) and Requested Routing', 30, 200, 5.4), line('JINNAH INTL, KARACHI (KHI)', 30, 209, 7.8),
    ]);
    expect(d.airportOfDeparture?.name).toBe('KARACHI');
  });

  it('keeps a city printed first ("HONG KONG (HKG)")', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Airport of Departure (Addr. of First Carrier) and Requested Routing', 30, 200, 5.4), line('HONG KONG, CHEK LAP KOK (HKG)', 30, 209, 7.8),
    ]);
    expect(d.airportOfDeparture?.name).toBe('HONG KONG');
  });
});
