import { describe, expect, it } from 'vitest';
import { cell, extractLogisticsPage, line, row } from './support/page.ts';

describe('bill of lading: a face line summing a rider whose table closes with a bilingual total', () => {
  it('reads the face\'s bracketed package breakdown as one row, the rider\'s "TOTALE / TOTAL" row as its totals, and drops the sum', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      ...row(300, [['Marks', 40], ['Packages', 140], ['Description of goods', 220], ['Lordo kg', 440], ['m3', 520]]),
      ...row(316, [['VRN / PTS', 40], ['30 PKGS', 140], ['MACHINE PARTS', 220], ['12.600,000', 440], ['40,500', 520]]),
      ...row(327, [['AS PER RIDER', 40], ['(5 UNITS +', 140]]),
      cell('25 CASES)', 140, 338),
      ...row(420, [['Marks', 40], ['Colli', 140], ['Description', 220], ['HS', 360], ['Netto kg', 400], ['Lordo kg', 460], ['m3', 520]]),
      ...row(436, [['VRN / 1-5', 40], ['5 UNITS', 140], ['LATHES, NEW', 220], ['845811', 360], ['9.800,000', 400], ['10.000,000', 460], ['30,000', 520]]),
      ...row(456, [['VRN / 1-25', 40], ['25 CASES', 140], ['LATHE TOOLING', 220], ['820790', 360], ['2.450,000', 400], ['2.600,000', 460], ['10,500', 520]]),
      ...row(476, [null, ['30 PKGS', 140], ['TOTALE / TOTAL', 220], null, ['12.250,000', 400], ['12.600,000', 460], ['40,500', 520]]),
    ]);
    expect(d.goods).toHaveLength(2);
    expect(d.goods[0]).toMatchObject({ description: 'LATHES, NEW', hsCode: '845811', packages: { count: 5, type: 'UNITS' }, grossWeight: { value: 10000, unit: 'kg' }, netWeight: { value: 9800, unit: 'kg' } });
    expect(d.goods[1]).toMatchObject({ description: 'LATHE TOOLING', packages: { count: 25, type: 'CASES' }, grossWeight: { value: 2600, unit: 'kg' } });
  });
});

describe('bill of lading: box captions and a signature line', () => {
  it('reads a bare "Booking" caption, a carrier signed "<name> - AS CARRIER", and a place of receipt\'s country from an address after its postcode', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('Shipper', 40, 60, 6.6), line('OFFICINE ALPINE S.R.L.', 42, 70), line('Via Roma 7', 42, 80), line('24060 Castelli Calepio (BG), Italia', 42, 90),
      line('Booking', 320, 60, 6.6), line('BKG7730215', 322, 70),
      line('Place of receipt', 40, 130, 6.6), line('CASTELLI CALEPIO', 42, 140),
      line('NAVIGAZIONE TIRRENA S.P.A. - AS CARRIER', 320, 600),
    ]);
    expect(d.bookingReference).toBe('BKG7730215');
    expect(d.carrier?.name).toBe('NAVIGAZIONE TIRRENA S.P.A.');
    expect(d.placeOfReceipt).toMatchObject({ name: 'CASTELLI CALEPIO', country: 'IT' });
  });
});
