import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('goods table: a load clause and a container count over the goods keep the table open', () => {
  it('reads the goods rows under "SHIPPER\'S LOAD, COUNT & SEAL SAID TO CONTAIN:" and "6 X 40\' HIGH CUBE CONTAINERS"', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('MARKS & NOS.', 30, 280, 6), line('PACKAGES', 140, 280, 6), line('DESCRIPTION OF GOODS', 210, 280, 6), line('GROSS WEIGHT (KGS)', 450, 280, 6),
      line("SHIPPER'S LOAD, COUNT & SEAL SAID TO CONTAIN:", 210, 300),
      line("6 X 40' HIGH CUBE CONTAINERS", 210, 310),
      line('ACME / LYON', 30, 326), line('288 CTNS', 150, 326), line('STEEL GARDEN CHAIRS', 210, 326), line('3,538.000 KGS', 480, 326),
      line('C/NO. 1-288', 30, 335), line('HS CODE: 940171', 210, 335),
    ]);
    expect(d.goods?.[0]?.description).toBe('STEEL GARDEN CHAIRS');
    expect(d.goods?.[0]?.marksAndNumbers).toBe('ACME / LYON C/NO. 1-288');
    expect(d.goods?.[0]?.packages).toEqual({ count: 288, type: 'CTNS' });
    expect(d.goods?.[0]?.grossWeight).toEqual({ value: 3538, unit: 'kg' });
  });
});
