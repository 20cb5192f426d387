import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a Pakistani National Tax Number in a shipper\'s box', () => {
  it('reads "NTN 1234567-8" as the tax id and leaves it, and the phone after it, out of the address', () => {
    const d = extractLogisticsPage('air_waybill', [
      line("Shipper's Name and Address", 30, 80, 5.4), line('INDUS SPORTS GOODS (PVT) LTD', 30, 90, 6.8),
      line('Plot 7, Industrial Area', 30, 99, 6.8), line('Karachi 75300, Pakistan', 30, 108, 6.8),
      line('NTN 1234567-8  Tel +92 21 555 0101', 30, 117, 6.8),
    ]);
    expect(d.shipper?.taxId).toBe('1234567-8');
    expect(d.shipper?.address).toBe('Plot 7, Industrial Area, Karachi 75300, Pakistan');
  });
});
