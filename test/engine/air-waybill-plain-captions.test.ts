import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** A consolidator's house air waybill: IATA boxes captioned in plain words, without box numbers. */
const hawb = [
  line('MAWB 160-58237163', 24, 19, 10), line('HAWB No. PDAL26031417', 460, 17, 10),
  line('Airport of Departure and Requested Routing', 308, 199, 5.5), line('HONG KONG (HKG)', 310, 207, 8.5),
  line('To', 26, 221, 5.5), line('By First Carrier', 76, 221, 5.5), line('to', 166, 221, 5.5), line('by', 216, 221, 5.5),
  line('FRA', 27, 230, 8.5), line('CATHAY PACIFIC (CX)', 77, 230, 8.5), line('MXP', 167, 230, 8.5), line('LH', 217, 230, 8.5),
  line('Decl. Value for Carriage', 458, 221, 5.5), line('NVD', 459, 230, 8.5),
  line('Decl. Value for Customs', 522, 221, 5.5), line('NCV', 523, 230, 8.5),
  line('Total Collect', 150, 514, 5.5), line('9,365.20', 267, 517.5, 10),
  line('14 MAR 2026', 314, 528, 8.5), line('HONG KONG', 386, 528, 8.5), line('PEARL DELTA AIR LOGISTICS LTD', 466, 530, 6.5),
  line('Executed on (date)', 314, 548, 4.8), line('at (place)', 368, 548, 4.8), line('Signature of Issuing Carrier or its Agent', 404, 548, 4.8),
];

describe('a house air waybill captioned in plain words', () => {
  it('reads the airport under "Airport of Departure and Requested Routing"', () => {
    expect(extractLogisticsPage('air_waybill', hawb).airportOfDeparture).toMatchObject({ name: 'HONG KONG', iataCode: 'HKG' });
  });

  it('reads the declared values under their abbreviated captions', () => {
    const d = extractLogisticsPage('air_waybill', hawb);
    expect(d.declaredValueForCarriage).toBe('NVD');
    expect(d.declaredValueForCustoms).toBe('NCV');
  });

  it("reads a carrier printed by name with its code in parentheses as the leg's carrier", () => {
    expect(extractLogisticsPage('air_waybill', hawb).routing).toEqual([{ to: 'FRA', carrier: 'CX' }, { to: 'MXP', carrier: 'LH' }]);
  });

  it('reads a total set off right of its caption and starting above its foot', () => {
    expect(extractLogisticsPage('air_waybill', hawb).totalCollect).toBe(9365.2);
  });

  it('reads the execution date and place printed over their captions in the signature box', () => {
    const d = extractLogisticsPage('air_waybill', hawb);
    expect(d.executionDate).toBe('2026-03-14');
    expect(d.placeOfExecution).toBe('HONG KONG');
  });
});
