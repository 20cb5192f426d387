import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('the carrier named "… AS CARRIER" in the signature block', () => {
  it('wins over the brand the letterhead prints', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('ORCA LINE', 30, 30, 18), line('ORCA OCEAN TRANSPORT CORP. (KOREA) LTD.', 30, 50, 7),
      line('(2) SHIPPER/EXPORTER', 30, 80, 6), line('HANIL TEXTILE CO., LTD.', 30, 88), line('12 Jongno-gu, Seoul, Korea', 30, 97),
      line('ORCA OCEAN TRANSPORT CORP. (KOREA) LTD. AS CARRIER', 300, 700, 7),
    ]);
    expect(d.carrier?.name).toBe('ORCA OCEAN TRANSPORT CORP. (KOREA) LTD.');
  });

  it('joins a name wrapped over the line above, under its caption', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('(2) SHIPPER/EXPORTER', 30, 80, 6), line('HANIL TEXTILE CO., LTD.', 30, 88),
      line('SIGNED FOR THE CARRIER', 390, 690, 6), line('BUSAN PACIFIC INTERNATIONAL', 392, 698, 7), line('LOGISTICS CO., LTD.  AS CARRIER', 392, 707, 7),
    ]);
    expect(d.carrier?.name).toBe('BUSAN PACIFIC INTERNATIONAL LOGISTICS CO., LTD.');
  });
});
