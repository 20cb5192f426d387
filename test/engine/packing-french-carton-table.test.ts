import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { cell, extractLogisticsPage, line } from './support/page.ts';

/**
 * A French/English packing table over two caption lines: carton ranges under "Marques / Marks" over "Cartons N°",
 * a style code, a "SH / HS" code, a size breakdown and a pieces-per-carton figure printed over two lines ("Pcs/" over
 * "ctn"), the carton count ("Nbre" over "ctns"), the pieces packed ("Total" over "pieces"), carton dimensions
 * ("Dim. carton" over "L x l x h cm"), French figures, and a grand total caption in both languages.
 */
const header: Line[] = [
  cell('Marques / Marks', 20, 100), cell('Ref. modele', 100, 100), cell('Designation / Description', 160, 100), cell('SH / HS', 300, 100),
  cell('S', 345, 100), cell('M', 360, 100), cell('L', 375, 100), cell('Pcs/', 395, 100), cell('Nbre', 425, 100), cell('Total', 455, 100),
  cell('Poids brut', 490, 100), cell('Dim. carton', 545, 100), cell('Volume', 610, 100),
  cell('Cartons N°', 20, 110), cell('Style', 100, 110), cell('ctn', 395, 110), cell('ctns', 425, 110), cell('pieces', 455, 110),
  cell('kg', 490, 110), cell('L x l x h cm', 545, 110), cell('m3', 610, 110),
];
const row = (y: number, marks: string, sku: string, ctns: string, pcs: string, gw: string): Line[] => [
  cell(marks, 20, y), cell(sku, 100, y), cell('Chemise homme / Men\'s shirt', 160, y), cell('620520', 300, y),
  cell('4', 345, y), cell('8', 360, y), cell('4', 375, y), cell('16', 395, y), cell(ctns, 425, y), cell(pcs, 455, y),
  cell(gw, 490, y), cell('60 x 40 x 35', 545, y), cell('3,024', 610, y),
];

describe('a French packing table of carton ranges with the pieces packed', () => {
  const data = extractLogisticsPage('packing_list', [
    line('LISTE DE COLISAGE / PACKING LIST', 20, 40, 12, true),
    ...header,
    ...row(125, 'MA/ARX 1-36', 'CD-2611-NV', '36', '576 pcs', '381,6'),
    ...row(140, 'MA/ARX 37-66', 'CD-2611-BL', '30', '480 pcs', '1 318,0'),
    cell('TOTAL GENERAL / GRAND TOTAL', 20, 160), cell('66', 425, 160), cell('1 056', 455, 160), cell('1 699,6', 490, 160),
  ]);

  it('reads each column of the two-line header, the per-carton and size captions as no field', () => {
    expect(data.packages).toHaveLength(2);
    expect(data.packages[0].marks).toBe('MA/ARX 1-36');
    expect(data.packages[0].count).toBe(36);
    expect(data.packages[0].hsCode).toBe('620520');
    expect(data.packages[1].grossWeight).toEqual({ value: 1318, unit: 'kg' });
    expect(data.packages[0].dimensions).toEqual({ length: 60, width: 40, height: 35, unit: 'cm' });
  });

  it('lists each row\'s article (style, description, pieces) as an item too', () => {
    expect(data.items.map((i: any) => [i.sku, i.quantity])).toEqual([['CD-2611-NV', 576], ['CD-2611-BL', 480]]);
    expect(data.items[0].unit).toBe('PCS');
  });

  it('reads the bilingual grand total line as the totals', () => {
    expect(data.totalPackages).toBe(66);
    expect(data.totalGrossWeight).toEqual({ value: 1699.6, unit: 'kg' });
  });
});
