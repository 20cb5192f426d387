import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('an airport printed with an IATA code the built-in list does not know', () => {
  it('reads the code in parentheses after the airport and leaves it out of the name', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Airport of Departure (Addr. of First Carrier) and Requested Routing', 31, 219, 5.6),
      line('TRABZON (TZX)', 32, 226, 8),
    ]);
    expect(d.airportOfDeparture?.iataCode).toBe('TZX');
    expect(d.airportOfDeparture?.name).toBe('TRABZON');
  });

  it('keeps a known code and its country', () => {
    const d = extractLogisticsPage('air_waybill', [line('Airport of Destination', 303, 241, 5.6), line('TORONTO (YYZ)', 304, 248, 7.6)]);
    expect(d.airportOfDestination).toMatchObject({ name: 'TORONTO', iataCode: 'YYZ', country: 'CA' });
  });

  it("takes no country's alpha-3 code in parentheses for the airport's code", () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Airport of Departure (Addr. of First Carrier) and Requested Routing', 31, 219, 5.6),
      line('QUY NHON (VNM)', 32, 226, 8),
    ]);
    expect(d.airportOfDeparture?.iataCode ?? null).toBeNull();
  });
});
