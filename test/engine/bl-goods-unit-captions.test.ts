import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('goods and container tables captioned by units', () => {
  it('reads "GROSS KGS" beside "GROSS LBS" as the gross weight in kilograms, the pounds a decoy', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('MARKS & NUMBERS', 30, 250, 6), line('PACKAGES', 130, 250, 6), line('DESCRIPTION OF GOODS', 200, 250, 6),
      line('GROSS KGS', 420, 250, 6), line('GROSS LBS', 500, 250, 6), line('CBM', 580, 250, 6), line('CU. FT.', 640, 250, 6),
      line('NORTHWIND', 30, 264), line('640 CTNS', 130, 264), line('GARDEN HOSE REELS, STEEL', 200, 264),
      line('5,210.5', 425, 264), line('11,487', 505, 264), line('38.4', 580, 264), line('1,356', 640, 264),
    ]);
    expect(d.goods?.[0]).toMatchObject({
      description: 'GARDEN HOSE REELS, STEEL', packages: { count: 640, type: 'CTNS' }, grossWeight: { value: 5210.5, unit: 'kg' }, volume: { value: 38.4, unit: 'm3' },
    });
  });

  it('reads a container list\'s "KGS" column as each container\'s gross weight, and its seal and type columns for containers read under the container caption', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('CONTAINER', 30, 380, 6), line('SEAL', 140, 380, 6), line('TYPE', 240, 380, 6), line('PKGS', 300, 380, 6),
      line('KGS', 380, 380, 6), line('LBS', 470, 380, 6), line('CBM', 560, 380, 6),
      line('FCIU4483904', 30, 392), line('NW551230', 140, 392), line('45G1', 240, 392), line('640 CTNS', 300, 392),
      line('5,210.5', 380, 392), line('11,487', 470, 392), line('38.4', 560, 392),
    ]);
    expect(d.containers?.[0]).toMatchObject({
      containerNumber: 'FCIU4483904', sealNumbers: ['NW551230'], sizeType: '45G1', grossWeight: { value: 5210.5, unit: 'kg' }, volume: { value: 38.4, unit: 'm3' },
    });
  });
});
