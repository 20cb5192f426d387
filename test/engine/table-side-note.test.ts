import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { readTables, type TableRow } from '../../engine/extract/logistics/table.ts';
import { cell, cellTexts } from './support/page.ts';

const page = (lines: Line[]): PageContent => ({ pageNumber: 1, width: 842, height: 595, textSource: 'text', lines, rules: [], confidence: 1 });
const texts = (rows: TableRow[]): Array<Record<string, string>> => cellTexts(rows as never);

describe('a captioned note printed beside a table, on its header line', () => {
  it('is no column: the rows under the captions are read, the note lines beside them left out', () => {
    const rows = readTables([page([
      cell('Style', 20, 100), cell('Description', 80, 100), cell('Total Pcs', 260, 100), cell('Unit', 320, 100), cell('Net Wt kg', 360, 100),
      cell('Gross Wt kg', 420, 100), cell('Shipping marks: NORTHGATE / PO 55120 /', 520, 98),
      cell('STYLE / COLOUR / C/NO. x OF 250', 520, 106),
      cell('EG-4410', 20, 114), cell('POLO SHIRT, NAVY', 80, 114), cell('1.200', 260, 114), cell('PCS', 320, 114), cell('288,00', 360, 114),
      cell('324,00', 420, 114), cell('All cartons 5-ply, strapped.', 520, 114),
      cell('EG-5203', 20, 128), cell('T-SHIRT, BLACK', 80, 128), cell('1.800', 260, 128), cell('PCS', 320, 128), cell('274,50', 360, 128),
      cell('310,50', 420, 128),
    ])]);
    const t = texts(rows);
    expect(t).toHaveLength(2);
    expect(t[0]).toEqual({ sku: 'EG-4410', description: 'POLO SHIRT, NAVY', quantity: '1.200', unit: 'PCS', netWeight: '288,00', grossWeight: '324,00' });
    expect(t[1].sku).toBe('EG-5203');
  });
});
