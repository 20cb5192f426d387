import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { readTables, type TableRow } from '../../engine/extract/logistics/table.ts';
import { cell, cellTexts } from './support/page.ts';

const page = (lines: Line[]): PageContent => ({ pageNumber: 1, width: 842, height: 595, textSource: 'text', lines, rules: [], confidence: 1 });
const texts = (rows: TableRow[]): Array<Record<string, string>> => cellTexts(rows as never);

describe('a packing table with a size breakdown and per-carton figures', () => {
  it('reads the header, and gives the totals columns (not the per-carton ones) the weights', () => {
    const rows = readTables([page([
      cell('Carton No.', 20, 100), cell('Description', 80, 100), cell('XS', 200, 100), cell('S', 220, 100), cell('M', 240, 100),
      cell('L', 260, 100), cell('XL', 280, 100), cell('Pcs/Ctn', 310, 100), cell('Ctns', 360, 100), cell('NW/Ctn', 400, 100),
      cell('GW/Ctn', 450, 100), cell('Tot. NW kg', 500, 100), cell('Tot. GW kg', 570, 100), cell('L x W x H', 640, 100),
      cell('1-40', 20, 115), cell('POLO SHIRT', 80, 115), cell('4', 200, 115), cell('8', 220, 115), cell('8', 240, 115),
      cell('6', 260, 115), cell('4', 280, 115), cell('30', 310, 115), cell('40', 360, 115), cell('7,20', 400, 115),
      cell('8,10', 450, 115), cell('288,00', 500, 115), cell('324,00', 570, 115), cell('60 x 40 x 30', 640, 115),
    ])]);
    const t = texts(rows);
    expect(t).toHaveLength(1);
    expect(t[0].marks).toBe('1-40');
    expect(t[0].packages).toBe('40');
    expect(t[0].netWeight).toBe('288,00');
    expect(t[0].grossWeight).toBe('324,00');
  });
});

describe('bilingual slash captions', () => {
  it('reads a caption and its translation a slash apart as the known side\'s column', () => {
    const rows = readTables([page([
      cell('No.', 20, 100), cell('Merkki / Marks', 50, 100), cell('Tavaran kuvaus / Description', 130, 100), cell('Gross Weight', 300, 100), cell('Volume', 360, 100),
      cell('1', 20, 115), cell('NL-001/006', 50, 115), cell('DINING TABLE', 130, 115), cell('267.00', 300, 115), cell('3.049', 360, 115),
    ])]);
    const t = texts(rows);
    expect(t).toHaveLength(1);
    expect(t[0].item).toBe('1');
    expect(t[0].marks).toBe('NL-001/006');
    expect(t[0].description).toBe('DINING TABLE');
    expect(t[0].grossWeight).toBe('267.00');
  });
});
