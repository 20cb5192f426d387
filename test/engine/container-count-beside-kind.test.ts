import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('container list: a bare count beside a column printing the kind of package', () => {
  it('reads "QTY 96 | KIND CTNS" as the container\'s 96 CTNS', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('CONTAINER NO.', 30, 60, 6), line('SEAL NO.', 120, 60, 6), line('SIZE/TYPE', 200, 60, 6), line('QTY', 270, 60, 6),
      line('KIND', 310, 60, 6), line('GROSS WEIGHT (KGS)', 360, 60, 6), line('MEASUREMENT (M3)', 460, 60, 6),
      line('MSCU7123451', 30, 75), line('HL4471203', 120, 75), line("40'HC", 205, 75), line('96', 285, 75), line('CTNS', 312, 75),
      line('11,846.400', 390, 75), line('67.500', 490, 75),
    ]);
    expect(d.containers?.[0]).toMatchObject({ containerNumber: 'MSCU7123451', packages: { count: 96, type: 'CTNS' }, grossWeight: { value: 11846.4, unit: 'kg' } });
  });
});
