import { describe, expect, it } from 'vitest';
import { cell, extractLogisticsPage, line, row } from './support/page.ts';

describe('a carrier\'s clause over the goods rows with a dash before "said to contain"', () => {
  it('skips "SHIPPER\'S LOAD, STOW, COUNT AND SEAL - SAID TO CONTAIN" and reads the goods under it', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('Marks and Numbers', 30, 280, 7), line('No. of Pkgs', 140, 280, 7), line('Kind of Packages; Description of Goods', 210, 280, 7),
      line('Gross Weight', 430, 280, 7), line('Measurement', 500, 280, 7),
      cell("SHIPPER'S LOAD, STOW, COUNT AND SEAL - SAID TO CONTAIN", 210, 296),
      ...row(310, [['ACME', 30], ['120 CASES', 150], ['GARDEN TOOLS', 210], ['3,450.000 KGS', 430], ['21.600 CBM', 505]]),
    ]);
    expect(d.goods?.[0]).toMatchObject({ description: 'GARDEN TOOLS', marksAndNumbers: 'ACME', packages: { count: 120, type: 'CASES' }, grossWeight: { value: 3450, unit: 'kg' } });
  });
});
