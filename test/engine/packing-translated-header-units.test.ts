import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { readTables, type TableRow } from '../../engine/extract/logistics/table.ts';
import { cell, cellTexts } from './support/page.ts';

const page = (lines: Line[]): PageContent => ({ pageNumber: 1, width: 842, height: 595, textSource: 'text', lines, rules: [], confidence: 1 });
const texts = (rows: TableRow[]): Array<Record<string, string>> => cellTexts(rows as never);

describe('a packing table captioned in the local language over English', () => {
  it('reads a "Contents" caption as the description column', () => {
    const rows = readTables([page([
      cell('Marks', 20, 100), cell('Contents', 100, 100), cell('Gross Weight', 300, 100), cell('Volume', 400, 100),
      cell('A-1', 20, 115), cell('PUMP SPARES', 100, 115), cell('120,0', 300, 115), cell('0,420', 400, 115),
    ])]);
    expect(texts(rows)).toEqual([{ marks: 'A-1', description: 'PUMP SPARES', grossWeight: '120,0', volume: '0,420' }]);
  });

  it('takes a translation line whose captions carry a unit ("Tilavuus m3" over "Volume m3") as part of the header', () => {
    const rows = readTables([page([
      cell('Merkit', 20, 100), cell('Kolli', 100, 100), cell('Sisältö', 150, 100), cell('Brutto kg', 400, 100), cell('Tilavuus m3', 480, 100), cell('Kontti', 560, 100),
      cell('Marks', 20, 111), cell('Type', 100, 111), cell('Contents', 150, 111), cell('Gross kg', 400, 111), cell('Volume m3', 480, 111), cell('Container', 560, 111),
      cell('KPK 1/8', 20, 126), cell('CRATE', 100, 126), cell('Headbox slice lip', 150, 126), cell('2 215,0', 400, 126), cell('10,608', 480, 126), cell('TRIU5441085', 560, 126),
    ])]);
    const t = texts(rows);
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ marks: 'KPK 1/8', packages: 'CRATE', description: 'Headbox slice lip', grossWeight: '2 215,0', volume: '10,608', container: 'TRIU5441085' });
  });
});
