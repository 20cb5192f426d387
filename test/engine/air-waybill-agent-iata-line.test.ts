import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('an issuing agent box with the IATA code and city on a line under the name', () => {
  it('reads the name, the code (its branch part kept) and the city set apart on the code\'s line', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('ISSUED BY (AGENT / IATA CODE / CITY)', 312, 180, 6.4),
      line('ACME AIR FREIGHT PVT LTD', 312, 191, 7), line('IATA 14-30117/0002', 312, 200, 7), line('CHENNAI', 420, 200, 7),
    ]);
    expect(d.issuingCarrierAgent).toMatchObject({ name: 'ACME AIR FREIGHT PVT LTD', iataCode: '14-30117/0002', city: 'CHENNAI' });
  });
});
