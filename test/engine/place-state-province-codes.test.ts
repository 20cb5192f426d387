import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a US state or Canadian province code after a city names the country', () => {
  it('reads "CHICAGO, IL" as in the United States (not Israel) and "TORONTO, ON (RAIL)" as in Canada', () => {
    const us = extractLogisticsPage('bill_of_lading', [line('Place of Delivery', 300, 200, 6), line('CHICAGO, IL', 300, 208)]);
    expect(us.placeOfDelivery).toMatchObject({ name: 'CHICAGO', country: 'US' });
    const ca = extractLogisticsPage('sea_waybill', [line('Place of Delivery', 300, 200, 6), line('TORONTO, ON (RAIL)', 300, 208)]);
    expect(ca.placeOfDelivery).toMatchObject({ country: 'CA' });
  });

  it('keeps a country code after a city the place lists do not put in the US ("HAIFA, IL")', () => {
    const d = extractLogisticsPage('bill_of_lading', [line('Place of Delivery', 300, 200, 6), line('HAIFA, IL', 300, 208)]);
    expect(d.placeOfDelivery?.country).toBe('IL');
  });
});
