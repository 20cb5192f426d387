import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** A Ro/Ro B/L's goods area: one line per vehicle, its chassis number as its marks, no containers. */
const roro = () => [
  line('CHASSIS NO. / VIN', 30, 300, 6.5), line('DESCRIPTION OF CARGO', 150, 300, 6.5), line('HS', 360, 300, 6.5),
  line('WEIGHT KGS', 440, 300, 6.5), line('VOLUME M3', 520, 300, 6.5),
  line('3 (THREE) UNITS RO/RO SHIPPED ON THEIR OWN WHEELS', 150, 316, 7),
  line('VF1RFB00X63012345', 30, 330, 7), line('1 UNIT USED RENAULT TRAFIC VAN 2019,', 150, 330, 7), line('870421', 360, 330, 7),
  line('1,890', 460, 330, 7), line('18.2', 540, 330, 7),
  line('DIESEL, WHITE', 150, 339, 7),
  line('L/M 5.4', 150, 348, 7), line('-', 190, 348, 7), line('NO PERSONAL EFFECTS', 200, 348, 7),
  line('WBA8E1C50JA123456', 30, 362, 7), line('1 UNIT USED BMW 320D SALOON 2018', 150, 362, 7), line('870332', 360, 362, 7),
  line('1,540', 460, 362, 7), line('15.1', 540, 362, 7),
  line('L/M 4.8', 150, 371, 7), line('-', 190, 371, 7), line('NO PERSONAL EFFECTS', 200, 371, 7),
  line('JCB3CX14K02876543', 30, 385, 7), line('1 UNIT USED JCB 3CX BACKHOE LOADER 2014', 150, 385, 7), line('842951', 360, 385, 7),
  line('7,650', 460, 385, 7), line('55.0', 540, 385, 7),
  line('L/M 6.9', 150, 394, 7), line('-', 190, 394, 7), line('ON ROLL TRAILER', 200, 394, 7),
  line('TOTAL: 3 UNITS', 150, 410, 7.5), line('11,080', 455, 410, 7.5), line('88.3', 540, 410, 7.5),
];

describe('Ro/Ro bill of lading: vehicles as goods lines', () => {
  it('reads a chassis number column as the marks and a "description of cargo" table with bare HS, weight and volume captions', () => {
    const d = extractLogisticsPage('bill_of_lading', roro());
    expect(d.goods).toHaveLength(3);
    expect(d.goods[0]).toMatchObject({
      marksAndNumbers: 'VF1RFB00X63012345', hsCode: '870421', grossWeight: { value: 1890, unit: 'kg' }, volume: { value: 18.2, unit: 'm3' },
    });
    expect(d.goods[2].marksAndNumbers).toBe('JCB3CX14K02876543');
  });

  it('counts each vehicle as one unit, passes over the units restated in words, and reads the total in units', () => {
    const d = extractLogisticsPage('bill_of_lading', roro());
    expect(d.goods[0].packages).toEqual({ count: 1, type: 'UNIT' });
    expect(d.goods[0].description).toBe('USED RENAULT TRAFIC VAN 2019, DIESEL, WHITE');
    expect(d.totalPackages).toBe(3);
  });

  it('leaves a unit\'s lane metres and the remarks on their line out of its description', () => {
    const d = extractLogisticsPage('bill_of_lading', roro());
    expect(d.goods[1].description).toBe('USED BMW 320D SALOON 2018');
    expect(d.goods[2].description).toBe('USED JCB 3CX BACKHOE LOADER 2014');
  });
});

describe('B/L header fields of a Ro/Ro carrier\'s form', () => {
  it('reads a phone printed beside a party\'s registration line, a wide gap apart', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('SHIPPER', 30, 60, 6), line('NORDIC CAR EXPORT AB', 34, 70, 7.6), line('Hamnvagen 12', 34, 80, 7.6), line('417 64 Goteborg, Sweden', 34, 90, 7.6),
      line('VAT SE556677889901', 34, 100, 7.6), line('T +46 31 555 12 34', 130, 100, 7.6),
      line('NOTIFY PARTY', 30, 130, 6), line('KOFI AUTOS LIMITED', 34, 140, 7.6), line('Ring Road West', 34, 150, 7.6), line('Accra, Ghana', 34, 160, 7.6),
      line('TIN C0012345678', 34, 170, 7.6), line('TEL +233 24 555 0101', 120, 170, 7.6),
    ]);
    expect(d.shipper).toMatchObject({ name: 'NORDIC CAR EXPORT AB', phone: '+46 31 555 12 34' });
    expect(d.notifyParties[0]).toMatchObject({ name: 'KOFI AUTOS LIMITED', phone: '+233 24 555 0101' });
  });

  it('reads the carrier after "FOR THE CARRIER" without "signed"', () => {
    const d = extractLogisticsPage('bill_of_lading', [line('FOR THE CARRIER NORTHSEA ROLL LINES A/S', 360, 700, 7, true), line('AS AGENTS: NORTHSEA AGENCY BV', 360, 710, 7)]);
    expect(d.carrier.name).toBe('NORTHSEA ROLL LINES A/S');
  });

  it('takes no country from a word of a port\'s name that is an airport code', () => {
    const d = extractLogisticsPage('bill_of_lading', [line('PLACE OF DELIVERY', 30, 228, 6), line('CAN THO', 34, 238, 7.6)]);
    expect(d.placeOfDelivery).toMatchObject({ name: 'CAN THO', country: null });
  });

  it('keeps a B/L number printed in groups as printed', () => {
    const d = extractLogisticsPage('bill_of_lading', [line('B/L NUMBER', 303, 96, 6), line('NRSL GOT 2604417', 306, 105, 8.4, true)]);
    expect(d.transportDocumentNumber).toBe('NRSL GOT 2604417');
  });
});
