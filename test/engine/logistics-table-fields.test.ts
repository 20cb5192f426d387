import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { readTables, type TableRow } from '../../engine/extract/logistics/table.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { cell, CELL_H, cellTexts, row } from './support/page.ts';

// Small synthetic text-layer pages, as in logistics-table.test.ts: every cell is a line of its own, 9 pt words
// about 4.6 pt a character, one space 2.5 pt wide; a printed line is 11 pt high.
const H = CELL_H;
function page(rows: Line[][], pageNumber = 1): PageContent {
  return { pageNumber, width: 595, height: 842, textSource: 'text', lines: rows.flat(), rules: [], confidence: 1 };
}
const texts = (rows: TableRow[]): Array<Record<string, string>> => cellTexts(rows as never);
const extract = (type: string, pages: PageContent[]) => extractLogistics(type, buildContext(pages, 'en')).data as Record<string, any>;

// Valid ISO 6346 numbers (check digit computed): CSQU3054383, TCLU1234568, MEDU4109878.

describe('logistics goods tables: units in the column header', () => {
  it('bare weights and volumes under "Gross Weight (kg)" / "Measurement (CBM)" are read with the header unit', () => {
    const p = page([
      [cell('BILL OF LADING', 40, 40)],
      [cell('B/L No.:', 40, 60), cell('HAM2603-1', 120, 60)],
      row(100, [['Marks', 40], ['Packages', 110], ['Description of Goods', 200], ['Gross Weight (kg)', 380], ['Measurement (CBM)', 480]]),
      row(114, [['N/M', 40], ['12 CRATES', 110], ['CNC LATHE MACHINES', 200], ['14,250.000', 400], ['58.400', 500]]),
      row(128, [['N/M', 40], ['30 PALLETS', 110], ['SPARE PARTS', 200], ['6,812.500', 400], ['24.100', 500]]),
    ]);
    const goods = extract('bill_of_lading', [p]).goods as Array<Record<string, unknown>>;
    expect(goods.map((g) => g.grossWeight)).toEqual([{ value: 14250, unit: 'kg' }, { value: 6812.5, unit: 'kg' }]);
    expect(goods.map((g) => g.volume)).toEqual([{ value: 58.4, unit: 'm3' }, { value: 24.1, unit: 'm3' }]);
  });

  it('a unit printed under a stacked caption ("Net Wt" over "(LBS)") counts too, and a cell with its own unit keeps it', () => {
    const p = page([
      row(100, [['Description of Goods', 40], ['Packages', 220], ['Net Wt', 300], ['G.W.', 380]]),
      row(111, [['(LBS)', 300], ['(KGS)', 380]]),
      row(126, [['FROZEN DIM SUM', 40], ['1,450 CARTONS', 220], ['24,380.50', 300], ['11,100.00 KGS', 380]]),
    ]);
    const rows = readTables([p]);
    expect(rows[0].netWeight?.unit).toBe('lbs');
    const goods = extract('sea_waybill', [p]).goods as Array<Record<string, unknown>>;
    expect(goods[0].netWeight).toEqual({ value: 24380.5, unit: 'lb' });
    expect(goods[0].grossWeight).toEqual({ value: 11100, unit: 'kg' });
  });

  it('the document\'s decimal mark is honoured: "12,500" under "G.W. (KGS)" is 12.5 kg on a decimal-comma packing list', () => {
    const p = page([
      [cell('PACKING LIST', 40, 40)],
      row(100, [['Carton No.', 40], ['SKU', 100], ['Description', 160], ['Qty', 330], ['N.W. (KGS)', 380], ['G.W. (KGS)', 460]]),
      row(114, [['1-10', 40], ['BW-2231', 100], ['LADIES PULLOVER', 160], ['120', 330], ['11,750', 390], ['12,500', 470]]),
      row(128, [['11-20', 40], ['BW-1180', 100], ['MENS T-SHIRT', 160], ['240', 330], ['10,250', 390], ['11,000', 470]]),
      [cell('Total Net Weight:', 40, 160), cell('22,000 KGS', 160, 160)],
      [cell('Total Gross Weight:', 40, 174), cell('23,500 KGS', 160, 174)],
      [cell('Invoice Amount:', 40, 188), cell('EUR 1.234,56', 160, 188)],
    ]);
    const items = extract('packing_list', [p]).items as Array<Record<string, unknown>>;
    expect(items.map((i) => i.netWeight)).toEqual([{ value: 11.75, unit: 'kg' }, { value: 10.25, unit: 'kg' }]);
    expect(items.map((i) => i.grossWeight)).toEqual([{ value: 12.5, unit: 'kg' }, { value: 11, unit: 'kg' }]);
  });
});

describe('logistics goods tables: container numbers in a goods-table column (B/L, sea waybill)', () => {
  it('container numbers printed in a "Container No./Seal No." column are reported once, with seal and size/type', () => {
    const p = page([
      [cell('BILL OF LADING', 40, 40)],
      row(100, [['Container No./Seal No.', 40], ['Packages', 160], ['Description of Goods', 240], ['Gross Weight', 440]]),
      row(114, [['CSQU3054383', 40], ['12 CRATES', 160], ['CNC LATHE MACHINES', 240], ['14,250.000 KGS', 440]]),
      row(125, [['SEAL: HL4471203', 40]]),
      row(136, [['45G1', 40]]),
      row(150, [['TCLU1234568 / SL998877', 40], ['30 PALLETS', 160], ['SPARE PARTS', 240], ['6,812.500 KGS', 440]]),
      // The same container again (a second goods line in it), and one whose check digit fails.
      row(164, [['CSQU3054383', 40], ['5 CASES', 160], ['TOOLING', 240], ['812.000 KGS', 440]]),
      row(178, [['MEDU4109870', 40], ['2 CASES', 160], ['GAUGES', 240], ['80.000 KGS', 440]]),
    ]);
    const res = extractLogistics('bill_of_lading', buildContext([p], 'en'));
    const containers = (res.data as Record<string, any>).containers as Array<Record<string, unknown>>;
    expect(containers.map((c) => c.containerNumber)).toEqual(['CSQU3054383', 'TCLU1234568']);
    expect(containers[0]).toMatchObject({ sealNumbers: ['HL4471203'], sizeType: '45G1' });
    expect(containers[1]).toMatchObject({ sealNumbers: ['SL998877'] });
    expect(res.validation.some((v) => v.check === 'iso6346' && !v.ok && v.message?.includes('MEDU4109870'))).toBe(true);
  });

  it('a container already read under a "Container" label is not reported again from a "Cntr No." column', () => {
    const p = page([
      [cell('SEA WAYBILL', 40, 40)],
      [cell('Container No.:', 40, 60), cell('MEDU4109878 SEAL 5566778 40HC', 130, 60)],
      row(100, [['Cntr No.', 40], ['Packages', 160], ['Description of Goods', 240], ['Gross Weight', 440]]),
      row(114, [['MEDU4109878', 40], ['1,450 CARTONS', 160], ['FROZEN DIM SUM', 240], ['11,059.00 KGS', 440]]),
      row(128, [['TCLU1234568', 40], ['20 CARTONS', 160], ['SPRING ROLLS', 240], ['150.00 KGS', 440]]),
    ]);
    const containers = extract('sea_waybill', [p]).containers as Array<Record<string, unknown>>;
    expect(containers.map((c) => c.containerNumber)).toEqual(['MEDU4109878', 'TCLU1234568']);
  });
});

describe('logistics goods tables: an HS code line under a description', () => {
  it('"HS CODE: 845811" / "HS: 8458.11" under a row\'s description is its HS code, not description', () => {
    const p = page([
      [cell('BILL OF LADING', 40, 40)],
      row(100, [['Marks', 40], ['Packages', 110], ['Description of Goods', 200], ['Gross Weight', 420]]),
      row(114, [['N/M', 40], ['12 CRATES', 110], ['CNC LATHE MACHINES', 200], ['14,250.000 KGS', 420]]),
      row(125, [['HS CODE: 845811', 200]]),
      row(139, [['N/M', 40], ['30 PALLETS', 110], ['SPARE PARTS FOR', 200], ['6,812.500 KGS', 420]]),
      row(150, [['MACHINE TOOLS', 200]]),
      row(161, [['HS: 8466.93', 200]]),
    ]);
    expect(texts(readTables([p])).map((r) => [r.description, r.hsCode])).toEqual([
      ['CNC LATHE MACHINES', '845811'],
      ['SPARE PARTS FOR MACHINE TOOLS', '8466.93'],
    ]);
    const goods = extract('bill_of_lading', [p]).goods as Array<Record<string, unknown>>;
    expect(goods.map((g) => [g.description, g.hsCode])).toEqual([
      ['CNC LATHE MACHINES', '845811'],
      ['SPARE PARTS FOR MACHINE TOOLS', '846693'],
    ]);
  });
});

describe('logistics goods tables: a carrier clause under a description', () => {
  it('"SHIPPER\'S LOAD, STOW AND COUNT" under a description is left out of it', () => {
    const p = page([
      row(100, [['Marks', 40], ['Packages', 110], ['Description of Goods', 200], ['Gross Weight', 420]]),
      row(114, [['N/M', 40], ['12 CRATES', 110], ['CNC LATHE MACHINES', 200], ['14,250.000 KGS', 420]]),
      row(125, [['HS CODE: 845811', 200]]),
      row(136, [["SHIPPER'S LOAD, STOW AND COUNT", 200]]),
    ]);
    expect(texts(readTables([p]))).toEqual([
      { marks: 'N/M', packages: '12 CRATES', description: 'CNC LATHE MACHINES', grossWeight: '14,250.000 KGS', hsCode: '845811' },
    ]);
  });
});

describe('logistics goods tables: a description run over the next column', () => {
  it('a value printed over the end of a long description is a cell of its own, not more description', () => {
    const p = page([
      row(100, [['Carton No.', 40], ['SKU', 100], ['Description', 160], ['Qty', 320], ['Unit', 360], ['G.W. (kg)', 460]]),
      row(114, [['1-10', 40], ['BW-3307', 100], ['CHILDRENS HOODED SWEATSHIRT WITH FRONT', 160], ['100', 320], ['PCS', 360], ['89.4', 470]]),
      row(125, [['POCKET AND LOGO', 160]]),
    ]);
    expect(texts(readTables([p]))).toEqual([{
      marks: '1-10', sku: 'BW-3307', description: 'CHILDRENS HOODED SWEATSHIRT WITH FRONT POCKET AND LOGO', quantity: '100', unit: 'PCS', grossWeight: '89.4',
    }]);
  });
});

describe('logistics goods tables: totals lines end the table', () => {
  it('"TOTAL: 400 CARTONS" under the last row does not continue it', () => {
    const p = page([
      row(100, [['Carton No.', 40], ['SKU', 100], ['Description', 160], ['Qty', 330], ['N.W. (kg)', 380], ['G.W. (kg)', 460]]),
      row(114, [['1-10', 40], ['BW-2231', 100], ['LADIES PULLOVER', 160], ['120', 330], ['78.0', 390], ['86.4', 470]]),
      row(128, [['391-400', 40], ['BW-2240', 100], ['LADIES CARDIGAN', 160], ['120', 330], ['84.0', 390], ['92.4', 470]]),
      row(140, [['TOTAL: 400 CARTONS', 40], ['5800 PCS', 160]]),
    ]);
    expect(texts(readTables([p])).map((r) => [r.marks, r.description])).toEqual([['1-10', 'LADIES PULLOVER'], ['391-400', 'LADIES CARDIGAN']]);
  });

  it('"Totals" and "Total Number of Packages (in words)" captions end the table, values under them are no row', () => {
    const totals = page([
      row(100, [['Marks', 40], ['Packages', 110], ['Description of Goods', 200], ['Gross Weight', 420]]),
      row(114, [['N/M', 40], ['12 CRATES', 110], ['CNC LATHE MACHINES', 200], ['14,250.000 KGS', 420]]),
      row(130, [['Totals', 40], ['12 CRATES', 110], ['14,250.000 KGS', 420]]),
    ]);
    expect(readTables([totals])).toHaveLength(1);
    const inWords = page([
      row(100, [['Container No.', 40], ['Packages', 150], ['Description of Goods', 230], ['Gross Weight', 430], ['Measurement', 510]]),
      row(114, [['TCLU1234568', 40], ['12 CRATES', 150], ['CNC LATHE MACHINES', 230], ['14,250.000 KGS', 430], ['58.400 CBM', 510]]),
      row(150, [['Total Number of Packages (in words)', 40], ['Total Gross Weight', 230], ['Total Measurement', 400]]),
      row(162, [['TWELVE (12) CRATES ONLY', 40], ['14,250.000 KGS', 230], ['58.400 CBM', 400]]),
    ]);
    expect(texts(readTables([inWords])).map((r) => r.description)).toEqual(['CNC LATHE MACHINES']);
  });
});
