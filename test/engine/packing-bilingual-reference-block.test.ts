import { describe, expect, it } from 'vitest';
import { cell, extractLogisticsPage, line } from './support/page.ts';

/** A Nordic packing list: bilingual captions, a reference block label-left, a container caption qualified by its seal. */
const head = [
  line('KOSKI PAPERIKONEET OY', 36, 20, 14, true),
  line('PAKKAUSLUETTELO / PACKING LIST', 380, 20, 11, true),
  line('Lähettäjä / Shipper', 36, 50, 6, true), line('KOSKI PAPERIKONEET OY', 36, 58, 8), line('40800 Jyväskylä, Finland', 36, 68, 8),
  line('Lasku / Invoice', 380, 50, 6.5), line('KPK-26-1187', 520, 50, 8),
  line('Tilaus / Order', 380, 61, 6.5), line('PO 4500817734', 520, 61, 8),
  line('Kontit / Containers (sinetti / seal)', 380, 90, 6, true),
  line('TRIU5441085 (FR 40) / FI0418821', 380, 98, 7.4), line('CAIU9312758 (FR 40) / FI0418822', 380, 108, 7.4),
];

describe('a packing list with bilingual captions', () => {
  const data = extractLogisticsPage('packing_list', head);

  it('reads bare "Invoice" and "Order" captions of a reference block', () => {
    expect(data.invoiceNumber).toBe('KPK-26-1187');
    expect(data.orderNumber).toBe('PO 4500817734');
  });

  it('keeps a container line whole under a caption whose qualifier pairs container and seal ("(sinetti / seal)")', () => {
    expect(data.containers).toEqual([
      { containerNumber: 'TRIU5441085', sealNumbers: ['FI0418821'] },
      { containerNumber: 'CAIU9312758', sealNumbers: ['FI0418822'] },
    ]);
  });

  it('reads a totals row captioned under the marks, the package count beside it in "kolli"', () => {
    const d = extractLogisticsPage('packing_list', [
      ...head,
      cell('Marks', 20, 150), cell('Type', 100, 150), cell('Contents', 150, 150), cell('Net Weight kg', 330, 150), cell('Gross Weight kg', 400, 150),
      cell('Dimensions', 470, 150), cell('Volume m3', 550, 150),
      cell('KPK 1/2', 20, 165), cell('CRATE', 100, 165), cell('Headbox lip', 150, 165), cell('1 840,0', 330, 165), cell('2 215,0', 400, 165),
      cell('620 x 145 x 118', 470, 165), cell('10,608', 550, 165),
      cell('KPK 2/2', 20, 180), cell('CASE', 100, 180), cell('Spare parts', 150, 180), cell('415,0', 330, 180), cell('520,0', 400, 180),
      cell('150 x 100 x 95', 470, 180), cell('1,425', 550, 180),
      cell('YHTEENSÄ / TOTAL', 20, 195), cell('2 kolli / packages', 150, 195), cell('2 255,0', 330, 195), cell('2 735,0', 400, 195), cell('12,033', 550, 195),
    ]);
    expect(d.packages).toHaveLength(2);
    expect(d.totalPackages).toBe(2);
    expect(d.totalNetWeight).toEqual({ value: 2255, unit: 'kg' });
    expect(d.totalGrossWeight).toEqual({ value: 2735, unit: 'kg' });
    expect(d.totalVolume).toEqual({ value: 12.033, unit: 'm3' });
  });
});
