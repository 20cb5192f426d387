import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * An air cargo manifest whose first consignment line is printed right under the captions' second line: its
 * words without digits (a destination, names) are the first entry, not the captions wrapped further.
 */
const entry = (y: number, cells: string[]): Line[] => {
  const xs = [27, 105, 157, 200, 235, 341, 457];
  return cells.map((t, i) => line(t, xs[i], y, 6.8));
};

describe('air cargo manifest with its first line tight under the captions', () => {
  it('starts the table at the first air waybill line, its names wrapped in their cells', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      line('GUIA AEREA', 27, 102.5, 5.8), line('DEST', 105, 102.5, 5.8), line('PZS', 158, 102.5, 5.8), line('PESO KG', 204, 102.5, 5.8),
      line('NATURALEZA DE LA CARGA', 235, 102.5, 5.8), line('EMBARCADOR / SHIPPER', 341, 102.5, 5.8), line('CONSIGNATARIO / CONSIGNEE', 457, 102.5, 5.8),
      line('AWB NO.', 27, 108.8, 5.8), line('PCS', 158, 108.8, 5.8), line('GROSS WT', 201, 108.8, 5.8), line('NATURE OF GOODS', 235, 108.8, 5.8),
      ...entry(117.5, ['729-41802493', 'MIA', '121', '1,880.0', 'FRESH CUT ROSES', 'ROSAS DEL NORTE S.A.S.', 'BLOOM DISTRIBUTORS']),
      line('LLC', 457, 125.6, 6.8),
      ...entry(136, ['020-12345675', 'MIA/ORD', '86', '1,306.8', 'CUT TULIPS', 'TULIPANES LTDA', 'ATLANTIC FLOWERS CORP']),
      line('SUBTOTAL (2 AWB)', 27, 150, 6.8), line('207', 157, 150, 6.8), line('3,186.8', 200, 150, 6.8),
    ]);
    expect(d.entries).toHaveLength(2);
    expect(d.entries[0]).toMatchObject({
      airWaybillNumber: '729-41802493', packages: { count: 121 }, description: 'FRESH CUT ROSES', grossWeight: { value: 1880, unit: 'kg' },
      shipper: { name: 'ROSAS DEL NORTE S.A.S.' }, consignee: { name: 'BLOOM DISTRIBUTORS LLC' },
    });
    expect(d.entries[1]).toMatchObject({ airWaybillNumber: '020-12345675', packages: { count: 86 }, grossWeight: { value: 1306.8 } });
  });
});
