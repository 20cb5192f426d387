import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('an air waybill agent box', () => {
  it('reads the name and city under an "Agent, City" caption, and the IATA code before the account', () => {
    const d = extractLogisticsPage('air_waybill', [
      line("ISSUING CARRIER'S AGENT, CITY", 36, 226, 6.2), line('HARBOUR AIR LOGISTICS LTD', 36, 235, 8.4), line('WELLINGTON', 36, 245.5, 8.4),
      line('AGENT IATA CODE / ACCOUNT', 36, 264, 6.2), line('12-3 4567/0001 ACCT HAL-99', 36, 273, 8.4),
    ]);
    expect(d.issuingCarrierAgent).toEqual({ name: 'HARBOUR AIR LOGISTICS LTD', iataCode: '12-3 4567/0001', city: 'WELLINGTON' });
  });

  it('reads a caption printed one word a line beside the box, and the city between the name and the IATA line', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('ISSUING', 309, 153, 6.4, true), line('AGENT', 309, 161, 6.4, true),
      line('DELTA FREIGHT SERVICES PVT LTD', 368, 153, 8.6), line('KARACHI', 368, 163.5, 8.6), line('IATA 12-3 4567/0001', 368, 174, 8.6),
    ]);
    expect(d.issuingCarrierAgent).toEqual({ name: 'DELTA FREIGHT SERVICES PVT LTD', iataCode: '12-3 4567/0001', city: 'KARACHI' });
  });
});
