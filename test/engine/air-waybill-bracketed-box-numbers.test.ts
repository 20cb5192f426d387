import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * An electronic air waybill receipt without the IATA grid: each box's number in square brackets, a text of its own
 * before a grey caption, the value under both from the number's edge, in two flowing columns.
 */
const receipt = () => [
  line('[01]', 36, 110, 6.2, true), line('SHIPPER', 54, 110, 6.2),
  line('KAURI TIMBER EXPORTS LTD', 36, 119, 8.4), line('15 Wharf Road', 36, 129.5, 8.4), line('Tauranga 3110, New Zealand', 36, 140, 8.4),
  line('[02]', 36, 160, 6.2, true), line('CONSIGNEE', 54, 160, 6.2),
  line('OAKRIDGE MILLWORK CORP.', 36, 169, 8.4), line('200 Harbor Way', 36, 179.5, 8.4), line('Seattle, WA 98101, USA', 36, 190, 8.4),
  line('[05]', 300, 110, 6.2, true), line('AIRPORT OF DEPARTURE', 318, 110, 6.2), line('AUCKLAND (AKL)', 300, 119, 8.4),
  line('[07]', 300, 140, 6.2, true), line('AIRPORT OF DESTINATION', 318, 140, 6.2), line('SEATTLE (SEA)', 300, 149, 8.4),
  line('[12]', 300, 170, 6.2, true), line('HANDLING INFORMATION', 318, 170, 6.2), line('KEEP DRY.', 300, 179, 8.4),
  // A caption the label list does not know: its box number still marks it as the next box's.
  line('[13]', 300, 190, 6.2, true), line('REMARKS FOR CARRIER', 318, 190, 6.2), line('STACKABLE', 300, 199, 8.4),
];

describe('air waybill captions after box numbers in square brackets', () => {
  it('reads the parties and airports under captions led by a bracketed box number', () => {
    const d = extractLogisticsPage('air_waybill', receipt());
    expect(d.shipper).toMatchObject({ name: 'KAURI TIMBER EXPORTS LTD', address: '15 Wharf Road, Tauranga 3110, New Zealand' });
    expect(d.consignee.name).toBe('OAKRIDGE MILLWORK CORP.');
    expect(d.airportOfDeparture.iataCode).toBe('AKL');
    expect(d.airportOfDestination.iataCode).toBe('SEA');
  });

  it('ends a value at the next bracketed caption, known or not', () => {
    expect(extractLogisticsPage('air_waybill', receipt()).handlingInformation).toBe('KEEP DRY.');
  });
});
