import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { readTables, type TableRow } from '../../engine/extract/logistics/table.ts';
import { cell, CELL_H, cellTexts, row } from './support/page.ts';

// Small synthetic text-layer pages: every cell is a line of its own (as PDF text layers give them), 9 pt words
// about 4.6 pt a character, one space 2.5 pt wide; a printed line is 11 pt high.
const H = CELL_H;
function page(pageNumber: number, rows: Line[][]): PageContent {
  return { pageNumber, width: 595, height: 842, textSource: 'text', lines: rows.flat(), rules: [], confidence: 1 };
}
const texts = (rows: TableRow[]): Array<Record<string, string>> => cellTexts(rows as never);

// Columns of a bill of lading goods table: marks, description, HS code, packages, gross weight.
const X = { marks: 40, desc: 100, hs: 280, pkgs: 350, gw: 420 };
const goods = (y: number, m: string | null, d: string | null, hs: string | null, p: string | null, gw: string | null): Line[] =>
  row(y, [m ? [m, X.marks] : null, d ? [d, X.desc] : null, hs ? [hs, X.hs] : null, p ? [p, X.pkgs] : null, gw ? [gw, X.gw] : null]);
const blHeader = (y: number): Line[] => goods(y, 'Marks', 'Description of Goods', 'HS Code', 'Packages', 'Gross Weight');

describe('logistics goods tables (readTables)', () => {
  it('a wrapped description line continues the row above, and the table goes on across pages with a repeated header', () => {
    const p1 = page(1, [
      [cell('BILL OF LADING', 40, 40)],
      blHeader(100),
      goods(114, 'ACME/RTM', 'LED PANEL LIGHT 40W', '940542', '60 CTNS', '780.50 KGS'),
      goods(128, null, 'LED HIGH BAY LIGHT 150W IP65 WITH', '940541', '25 CTNS', '513.25 KGS'),
      goods(138, null, 'MOTION SENSOR AND 5 YEAR WARRANTY', null, null, null),
      goods(152, null, 'LED TUBE T8 1200MM 18W', '853952', '80 CTNS', '642.00 KGS'),
      [cell('Page 1 of 2', 420, 800)],
    ]);
    const p2 = page(2, [
      [cell('BILL OF LADING - continued', 40, 40)],
      blHeader(64),
      goods(78, null, 'LED DOWNLIGHT 12W WITH', '940542', '45 CTNS', '304.75 KGS'),
      goods(88, null, 'EMERGENCY BATTERY PACK', null, null, null),
      goods(102, null, 'LED STRIP 5M', '940542', '10 CTNS', '55.00 KGS'),
      [cell('Total Packages:', 40, 130), cell('220 CTNS', 160, 130)],
    ]);
    const rows = texts(readTables([p1, p2]));
    expect(rows.map((r) => r.description)).toEqual([
      'LED PANEL LIGHT 40W',
      'LED HIGH BAY LIGHT 150W IP65 WITH MOTION SENSOR AND 5 YEAR WARRANTY',
      'LED TUBE T8 1200MM 18W',
      'LED DOWNLIGHT 12W WITH EMERGENCY BATTERY PACK',
      'LED STRIP 5M',
    ]);
    expect(rows.map((r) => r.packages)).toEqual(['60 CTNS', '25 CTNS', '80 CTNS', '45 CTNS', '10 CTNS']);
    expect(rows[1].hsCode).toBe('940541');
    // The continued cell's evidence box covers both printed lines.
    const seg = readTables([p1, p2])[1].description!.seg;
    expect(seg.bbox[1]).toBe(128);
    expect(seg.bbox[3]).toBe(138 + H);
  });

  it('a wrapped description line continues the row above: marks and container lines under a row join it too', () => {
    const p = page(1, [
      row(100, [['Container No.', 40], ['Packages', 150], ['Description of Goods', 230], ['Gross Weight', 430]]),
      row(114, [['MSCU7123451', 40], ['12 CRATES', 150], ['CNC LATHE MACHINES', 230], ['14,250.000', 430]]),
      row(125, [['SEAL HL4471203', 40], ['FOR METAL WORKING', 230]]),
      row(136, [['45G1', 40]]),
      row(150, [['TGHU8830125', 40], ['30 PALLETS', 150], ['SPARE PARTS', 230], ['6,812.500', 430]]),
      row(164, [['Total Gross Weight:', 40], ['21,062.500 KGS', 150]]),
    ]);
    const rows = texts(readTables([p]));
    expect(rows).toEqual([
      { container: 'MSCU7123451 SEAL HL4471203 45G1', packages: '12 CRATES', description: 'CNC LATHE MACHINES FOR METAL WORKING', grossWeight: '14,250.000' },
      { container: 'TGHU8830125', packages: '30 PALLETS', description: 'SPARE PARTS', grossWeight: '6,812.500' },
    ]);
  });

  it('a wrapped description line continues the row above, but text well below the table is not glued to it', () => {
    const p = page(1, [
      blHeader(100),
      goods(114, 'N/M', 'STEEL PIPES', '730419', '20 BUNDLES', '18,000 KGS'),
      goods(170, null, 'SHIPPER\'S LOAD STOW AND COUNT', null, null, null),
    ]);
    expect(texts(readTables([p])).map((r) => r.description)).toEqual(['STEEL PIPES']);
  });

  it('multi-line column headers are combined ("NO. OF" over "PKGS", "Gross" over "Weight (kg)")', () => {
    const p = page(1, [
      row(100, [['CONTAINER NO.', 40], ['NO. OF', 175], ['DESCRIPTION OF GOODS', 210], ['GROSS', 420], ['MEASUREMENT', 490]]),
      row(111, [['SEAL NO.', 40], ['PKGS', 180], null, ['WEIGHT (kg)', 420], ['(CBM)', 500]]),
      row(125, [['MAEU7712344', 40], ['1,450 CARTONS', 140], ['FROZEN DIM SUM', 215], ['24,380.50', 425], ['58.400', 505]]),
      row(139, [['MSKU1234565', 40], ['20 PALLETS', 155], ['FROZEN PRAWNS', 215], ['10,000.00', 425], ['20.000', 505]]),
    ]);
    expect(texts(readTables([p]))).toEqual([
      { container: 'MAEU7712344', packages: '1,450 CARTONS', description: 'FROZEN DIM SUM', grossWeight: '24,380.50', volume: '58.400' },
      { container: 'MSKU1234565', packages: '20 PALLETS', description: 'FROZEN PRAWNS', grossWeight: '10,000.00', volume: '20.000' },
    ]);
  });

  it('multi-line column headers are combined: numbered captions over two lines ("28. Description of" / "Merchandise")', () => {
    const p = page(1, [
      // "Merchandise" starts a space after "Line No.": it belongs to the caption above it, not to its left neighbour.
      row(100, [['27.', 40], ['28. Description of', 77], ['29. HTSUS No.', 280], ['30. Net', 380], ['31. Entered', 460]]),
      row(111, [['Line No.', 40], ['Merchandise', 77], null, ['Weight (kg)', 380], ['Value', 460]]),
      row(125, [['001', 40], ['COTTON T-SHIRTS', 77], ['6109.10.0012', 280], ['1,250.0', 380], ['18,400.00', 460]]),
      row(139, [['002', 40], ['DENIM JEANS', 77], ['6203.42.4011', 280], ['2,100.0', 380], ['31,250.00', 460]]),
    ]);
    const rows = texts(readTables([p]));
    expect(rows.map((r) => [r.item, r.description, r.hsCode, r.netWeight])).toEqual([
      ['001', 'COTTON T-SHIRTS', '6109.10.0012', '1,250.0'],
      ['002', 'DENIM JEANS', '6203.42.4011', '2,100.0'],
    ]);
  });

  it('units in brackets, box numbers and common column wordings do not hide a header', () => {
    const pl = page(1, [
      row(100, [['Carton No.', 40], ['SKU', 93], ['Description', 138], ['Qty', 314], ['Unit', 333], ['N.W. (kg)', 377], ['G.W. (kg)', 432], ['Dimensions (cm)', 480]]),
      row(114, [['1-10', 40], ['BW-2231', 93], ['LADIES PULLOVER', 138], ['120', 314], ['PCS', 333], ['78.0', 390], ['86.4', 445], ['60x40x40', 485]]),
    ]);
    expect(texts(readTables([pl]))).toEqual([
      { marks: '1-10', sku: 'BW-2231', description: 'LADIES PULLOVER', quantity: '120', unit: 'PCS', netWeight: '78.0', grossWeight: '86.4', dimensions: '60x40x40' },
    ]);
    const bl = page(1, [
      row(100, [['Marks & Numbers', 40], ['No. and Kind of Packages', 120], ['Description of Goods', 240], ['Gross Weight (kg)', 380], ['Measurement (CBM)', 470]]),
      row(114, [['N/M', 40], ['12 CRATES', 120], ['CNC LATHE MACHINES', 240], ['14,250.000', 400], ['58.400', 490]]),
    ]);
    expect(texts(readTables([bl]))).toEqual([
      { marks: 'N/M', packages: '12 CRATES', description: 'CNC LATHE MACHINES', grossWeight: '14,250.000', volume: '58.400' },
    ]);
    const cont = page(1, [
      row(100, [['Container No./Seal No.', 40], ['Packages', 160], ['Description of Goods', 240], ['Gross Weight (kg)', 400]]),
      row(114, [['MSCU7123451', 40], ['12 CRATES', 160], ['CNC LATHE MACHINES', 240], ['14,250.000', 410]]),
    ]);
    expect(texts(readTables([cont]))).toEqual([
      { container: 'MSCU7123451', packages: '12 CRATES', description: 'CNC LATHE MACHINES', grossWeight: '14,250.000' },
    ]);
  });

  it('units in brackets and box numbers do not make a data row a header', () => {
    // A row of values with bracketed words and small numbers stays a row of the table above it.
    const p = page(1, [
      blHeader(100),
      goods(114, '1.', 'PUMPS (SPARE)', '841370', '2 (TWO) CASES', '120 KGS'),
    ]);
    expect(texts(readTables([p]))).toEqual([
      { marks: '1.', description: 'PUMPS (SPARE)', hsCode: '841370', packages: '2 (TWO) CASES', grossWeight: '120 KGS' },
    ]);
  });
});

describe('a description line right under the header, over the first row\'s other cells', () => {
  it('in a text layer, begins the first item\'s description', () => {
    const p = page(1, [
      blHeader(100),
      goods(114, null, 'STAINLESS STEEL KITCHEN SINKS', null, null, null),
      goods(125, 'NO MARKS', 'DOUBLE BOWL 80 X 50 CM', '732410', '120 CTNS', '1,860.00 KGS'),
      goods(139, 'N/M', 'SINK WASTE FITTINGS', '732490', '40 CTNS', '214.30 KGS'),
    ]);
    const rows = texts(readTables([p]));
    expect(rows.map((r) => r.description)).toEqual(['STAINLESS STEEL KITCHEN SINKS DOUBLE BOWL 80 X 50 CM', 'SINK WASTE FITTINGS']);
    expect(rows.map((r) => r.packages)).toEqual(['120 CTNS', '40 CTNS']);
  });

  it('read by OCR, is left out: a carrier\'s clause the scan garbled', () => {
    const ocr = (ls: Line[]): Line[] => ls.map((l) => ({ ...l, words: l.words.map((w) => ({ ...w, source: 'ocr' as const })) }));
    const p = page(1, [
      ocr(blHeader(100)),
      ocr(goods(114, null, 'SHIPPFR\'S LOD, STOV AN COUT', null, null, null)),
      ocr(goods(125, 'NO MARKS', 'DOUBLE BOWL SINKS', '732410', '120 CTNS', '1,860.00 KGS')),
    ]);
    expect(texts(readTables([p])).map((r) => r.description)).toEqual(['DOUBLE BOWL SINKS']);
  });
});
