import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * An air waybill's requested flight under its caption, with the next box's caption on the same row garbled by OCR
 * past knowing: the flight is the neighbour that prints a flight, not the first one.
 */

describe('the requested flight beside a garbled caption', () => {
  it('reads the flight under the caption', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Airport of Destination', 300, 246, 6), line('Requested Flight/Date', 430, 246, 6), line('mount', 516, 246, 6),
      line('NAIROBI (NBO)', 300, 254, 6), line('KQ311/21APR', 431, 254, 6), line('XXX', 512, 254, 6),
    ].map(ocrLine));
    expect(d.flights.map((f: { flightNumber: string }) => f.flightNumber)).toEqual(['KQ311']);
  });
});
