import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A forwarder's house air waybill that numbers every box: the number in bold as a text of its own, the caption a
 * little more than a space after it, the value under both indented from the box's edge (left of the caption).
 */
const numberedHouse = () => [
  line('1', 40, 80, 7, true), line('Shipper', 53, 80, 7), line('ALPINE VALVE WORKS AG', 45, 90, 8.4),
  line('Industriestrasse 12', 45, 100, 8.4), line('8404 Winterthur, Switzerland', 45, 110, 8.4),
  line('2', 310, 80, 7, true), line('House AWB No.', 323, 80, 7), line('ZRH5512093', 315, 90, 12, true),
  line('3', 445, 80, 7, true), line('Master AWB No.', 458, 80, 7), line('724-55120936', 450, 90, 11, true),
  line('5', 40, 150, 7, true), line('Consignee', 53, 150, 7), line('GREAT LAKES FLUID SYSTEMS LLC', 45, 160, 8.4),
  line('410 Commerce Drive', 45, 170, 8.4), line('Toledo, OH 43604, USA', 45, 180, 8.4),
  line('8', 310, 220, 7, true), line('Airport of Departure', 323, 220, 7), line('ZURICH (ZRH)', 315, 230, 8.6),
  line('9', 445, 220, 7, true), line('Airport of Destination', 458, 220, 7), line('DETROIT (DTW)', 450, 230, 8.6),
  line('12', 310, 260, 7, true), line('Currency', 323, 260, 7), line('CHF', 315, 270, 9),
  line('17', 310, 295, 7, true), line('Handling Information', 323, 295, 7), line('KEEP UPRIGHT.', 315, 305, 8.6),
  // The footer repeats both numbers on one line.
  line('HAWB ZRH5512093   MAWB 724-55120936', 36, 770, 7.4),
];

describe('air waybill captions after box numbers printed apart', () => {
  it('reads the values under captions whose box number stands before them', () => {
    const d = extractLogisticsPage('air_waybill', numberedHouse());
    expect(d.shipper.name).toBe('ALPINE VALVE WORKS AG');
    expect(d.consignee.name).toBe('GREAT LAKES FLUID SYSTEMS LLC');
    expect(d.airportOfDeparture.iataCode).toBe('ZRH');
    expect(d.airportOfDestination.iataCode).toBe('DTW');
    expect(d.currency).toBe('CHF');
    expect(d.handlingInformation).toBe('KEEP UPRIGHT.');
  });

  it("takes the house number from its own box, not the master's repeated in the footer", () => {
    const d = extractLogisticsPage('air_waybill', numberedHouse());
    expect(d.isHouse).toBe(true);
    expect(d.airWaybillNumber).toBe('ZRH5512093');
    expect(d.masterAirWaybillNumber).toBe('724-55120936');
  });

  it('reads the execution sentence led by its box number', () => {
    const d = extractLogisticsPage('air_waybill', [...numberedHouse(), line('31 Executed on 14 MAR 2026 at ZURICH by ALPINE FORWARDING AG', 36, 545, 8.6, true)]);
    expect(d.executionDate).toBe('2026-03-14');
    expect(d.placeOfExecution).toBe('ZURICH');
  });
});
