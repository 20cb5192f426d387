import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/** A possessive caption whose apostrophe OCR lost ("Shippers Name and Address"): the shipper's box all the same. */

describe('captions with a possessive OCR read without its apostrophe', () => {
  it('reads the party under "Shippers Name and Address" and "Consignees Name and Address"', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Shippers Name and Address', 30, 40, 6), line('HALDEN PUMP WORKS AS', 30, 50), line('INDUSTRIVEIEN 9, 1783 HALDEN, NORWAY', 30, 60),
      line('Consignees Name and Address', 30, 90, 6), line('CAPE MARINE SUPPLY (PTY) LTD', 30, 100), line('12 DOCK ROAD, CAPE TOWN 8001, SOUTH AFRICA', 30, 110),
    ].map(ocrLine));
    expect(d.shipper).toMatchObject({ name: 'HALDEN PUMP WORKS AS' });
    expect(d.consignee).toMatchObject({ name: 'CAPE MARINE SUPPLY (PTY) LTD' });
  });
});
