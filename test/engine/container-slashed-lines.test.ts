import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a container list printed as slashed lines under a slashed caption line', () => {
  const caption = line('CONTAINER NO. / SEAL NO. / SIZE / PACKAGES / GROSS WEIGHT / MEASUREMENT', 30, 400, 7);
  const lines = [
    caption,
    line("TGHU3051185 / KX771204 / 40'HC / 40 DRUMS / 8,120.000 KGS / 33.500 CBM", 30, 410),
    line("CAIU7712040 / KX771205 / 20'GP / 12 DRUMS / 2,436.500 KGS / 10.100 CBM", 30, 420),
  ];

  it('reads each line part by part for the field its caption names', () => {
    const d = extractLogisticsPage('bill_of_lading', lines);
    expect(d.containers).toHaveLength(2);
    expect(d.containers[0]).toMatchObject({
      containerNumber: 'TGHU3051185', sealNumbers: ['KX771204'], sizeType: '45G1', packages: { count: 40, type: 'DRUMS' },
      grossWeight: { value: 8120, unit: 'kg' }, volume: { value: 33.5, unit: 'm3' },
    });
    expect(d.containers[1]).toMatchObject({ containerNumber: 'CAIU7712040', sealNumbers: ['KX771205'], sizeType: '22G1', grossWeight: { value: 2436.5, unit: 'kg' } });
  });

  it('reads the lines as OCR gives them, a space about a slash lost', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('CONTAINER NO./ SEAL NO./ SIZE / PACKAGES / GROSS WEIGHT / MEASUREMENT', 30, 400, 7),
      line("TGHU3051185/ KX771204 / 40'HC / 40 DRUMS /8,120.000 KGS / 33.500 CBM", 30, 410),
    ]);
    expect(d.containers).toHaveLength(1);
    expect(d.containers[0]).toMatchObject({ containerNumber: 'TGHU3051185', sealNumbers: ['KX771204'], packages: { count: 40 }, grossWeight: { value: 8120 } });
  });

  it('stops at the first line that prints no container in its parts', () => {
    const d = extractLogisticsPage('bill_of_lading', [...lines, line('"FREIGHT COLLECT" / CY-CY / ONE ORIGINAL / X / Y / Z', 30, 430)]);
    expect(d.containers).toHaveLength(2);
  });
});
