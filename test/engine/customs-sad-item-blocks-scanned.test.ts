import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A SAD print's item blocks as a scan's OCR boxes them: box 31's caption starts a point or two lower than box 33's
 * row, level with that row's values, and every box is as tall as its text (no type sizes to tell a caption from a
 * value). The values were taken for box 31's row of captions and never read; the next block's captions, boxed a
 * point over its heading, were taken for the block's own (its lost tariff caption then never lent).
 */
function item(y: number, n: number, tariffCaption: string, desc: string, hs: string, origin: string, qty: string): Line[] {
  const at = (text: string, x: number, dy: number, size: number): Line => ocrLine(line(text, x, y + dy, size));
  return [
    at(`32 Item ${n}`, 33, 0, 7), at(tariffCaption, 281, 0.3, 6.7), at('CD', 353.6, 1, 5.6), at('34 Origin', 376.8, 0.4, 6.6),
    at('37 CPC', 416.6, 0, 6.6), at('41 Qty / unit', 467, 0.6, 6.2),
    at('31 Packages and description of goods', 33.4, 10.2, 8.2),
    at(hs, 281, 8.4, 7.2), at('7', 352.2, 9, 5.8), at(origin, 376.9, 8.5, 6.8), at('IM4 01', 415.8, 7.7, 8.2), at(qty, 466.3, 7.8, 7.1),
    at(desc, 36, 19, 8.6), at('4 CRATES', 36, 29, 7), at('Marks: ACME / 1-2', 36, 38, 8.5),
    at('35 Gross mass kg', 281.3, 20.6, 6.6), at('38 Net mass kg', 351.6, 20.9, 6.6), at('42 Invoice EUR', 416.8, 19.7, 6.7), at('46 Customs value ZAR', 486.3, 19.7, 7.5),
    at('1,640', 281.7, 28.7, 6.6), at('1,380', 350.9, 28.3, 7.5), at('18,940.00', 416.2, 28, 7.9), at('368,228.00', 486.2, 28.6, 6.7),
  ];
}

describe('a scanned SAD print with items as blocks of numbered boxes', () => {
  const d = extractLogisticsPage('customs_declaration', [
    ocrLine(line('SAD 500 CUSTOMS DECLARATION', 24, 30, 13)),
    ...item(180, 1, '33 Tariff heading', 'Automatic case erecting machine', '8422.40.00', 'DE', '1U'),
    ...item(242, 2, '33 Tarif eading', 'Belt conveyor sections', '8428.33.00', 'IT', '6U'),
    ...item(304, 3, '33 Tariff heading', 'Parts of packing machinery', '8422.90.90', 'DE', '1 SET'),
  ]);

  it('reads the values under the first row of boxes, not as box 31\'s row of captions', () => {
    expect(d.items[0]).toMatchObject({ itemNumber: 1, hsCode: '84224000', countryOfOrigin: 'DE', quantity: 1, unit: 'U', description: 'Automatic case erecting machine' });
  });

  it('lends a caption garbled in one block from another, the next block\'s captions not being its own', () => {
    expect(d.items[1]).toMatchObject({ itemNumber: 2, hsCode: '84283300', countryOfOrigin: 'IT', quantity: 6, description: 'Belt conveyor sections' });
    expect(d.items[2]).toMatchObject({ itemNumber: 3, hsCode: '84229090', countryOfOrigin: 'DE', quantity: 1, unit: 'SET' });
  });
});
