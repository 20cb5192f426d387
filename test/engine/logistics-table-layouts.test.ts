import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { readTables, type TableRow } from '../../engine/extract/logistics/table.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { cell, CELL_CH, CELL_H, cellTexts } from './support/page.ts';

// Small synthetic text-layer pages: every cell is a line of its own, 9 pt words about 4.6 pt a character, one space
// 2.5 pt wide; a printed line is 11 pt high.
const H = CELL_H;
const CH = CELL_CH;
/** A cell right-aligned at `right` (figures under a left-aligned caption). */
const rcell = (text: string, right: number, y: number): Line => cell(text, right - (text.length * CH + (text.split(' ').length - 1) * (2.5 - CH)), y);
function page(lines: Line[], pageNumber = 1): PageContent {
  return { pageNumber, width: 595, height: 842, textSource: 'text', lines, rules: [], confidence: 1 };
}
const texts = (rows: TableRow[]): Array<Record<string, string>> => cellTexts(rows as never);
const extract = (type: string, pages: PageContent[]) => extractLogistics(type, buildContext(pages, 'en')).data as Record<string, any>;

describe('logistics tables: a caption naming two fields (cargo manifest)', () => {
  const header = (y: number): Line[] => [cell('B/L No.', 40, y), cell('Shipper / Consignee', 110, y), cell('Pkgs', 250, y),
    cell('Description', 300, y), cell('Container', 390, y), cell('Weight kg', 470, y)];
  const entry = (y: number, bl: string, s: string, c: string | null, pk: string, d: string, cn: string, w: string): Line[] => [
    cell(bl, 40, y), cell(s, 110, y), cell(pk, 250, y), cell(d, 300, y), cell(cn, 390, y), rcell(w, 520, y),
    ...(c ? [cell(c, 110, y + 10)] : []),
  ];

  it('"SHIPPER / CONSIGNEE" cells split into both parties (two printed lines or a slash), over pages', () => {
    const p1 = page([
      cell('OUTWARD CARGO MANIFEST', 40, 40),
      ...header(80),
      ...entry(96, 'ALGDUR260412', 'S: ACEITES OLIVSUR SCA', 'C: KAROO FINE FOODS LTD', '4 CARTONS', 'OLIVE OIL IN TINS', 'MSKU5001005', '72.0'),
      ...entry(120, 'ALGDUR260419', 'ZUBIETA SL / TILE AFRICA', null, '41 CASES', 'MACHINE PARTS', 'TGHU5014719', '1209.5'),
      cell('SHEET 1 OF 2', 450, 800),
    ]);
    const p2 = page([
      cell('OUTWARD CARGO MANIFEST', 40, 40),
      ...header(80),
      ...entry(96, 'ALGDUR260426', 'S: PAPELERA DEL ESTRECHO SL', 'C: NAMPAK PACKAGING LTD', '78 REELS', 'KRAFT PAPER REELS', 'CAIU5028424', '3198.0'),
      cell('TOTAL B/L: 3   TOTAL PACKAGES: 123', 40, 140),
    ], 2);
    const entries = extract('shipping_manifest', [p1, p2]).entries as Array<Record<string, any>>;
    expect(entries.map((e) => [e.billOfLadingNumber, e.shipper?.name, e.consignee?.name])).toEqual([
      ['ALGDUR260412', 'ACEITES OLIVSUR SCA', 'KAROO FINE FOODS LTD'],
      ['ALGDUR260419', 'ZUBIETA SL', 'TILE AFRICA'],
      ['ALGDUR260426', 'PAPELERA DEL ESTRECHO SL', 'NAMPAK PACKAGING LTD'],
    ]);
    expect(entries[0]).toMatchObject({ packages: { count: 4, type: 'CARTONS' }, description: 'OLIVE OIL IN TINS', grossWeight: { value: 72, unit: 'kg' }, containerNumbers: ['MSKU5001005'] });
    expect(entries[1].grossWeight).toEqual({ value: 1209.5, unit: 'kg' });
  });

  it('"SHIPPER" printed over "CONSIGNEE" is one column for both', () => {
    const p = page([
      cell('B/L No.', 40, 80), cell('Shipper', 110, 80), cell('Pkgs', 230, 80), cell('Description', 280, 80),
      cell('Consignee', 110, 89),
      cell('HLCU12345678', 40, 104), cell('ACME TRADING LTD', 110, 104), cell('10 PALLETS', 230, 104), cell('STEEL PARTS', 280, 104),
      cell('BETA IMPORTS CC', 110, 114),
    ]);
    expect(texts(readTables([p]))).toEqual([
      { blNumber: 'HLCU12345678', shipper: 'ACME TRADING LTD', consignee: 'BETA IMPORTS CC', packages: '10 PALLETS', description: 'STEEL PARTS' },
    ]);
  });
});

describe('logistics tables: German packing list columns', () => {
  it('reads Kolli-Nr. / Verpackung / Inhalt over Zolltarifnummer, sizes in mm (as cm) and decimal commas', () => {
    const p = page([
      cell('Packliste', 40, 40),
      cell('Kolli-Nr.', 40, 200), cell('Verpackung', 90, 200), cell('Inhalt', 160, 200), cell('Abmessungen (mm)', 300, 200),
      cell('Netto', 400, 200), cell('Brutto', 460, 200), cell('Volumen', 510, 200),
      cell('Zolltarifnummer', 160, 209), cell('L x B x H', 300, 209), cell('kg', 400, 209), cell('kg', 460, 209), cell('m³', 510, 209),
      cell('1', 42, 226), cell('Kiste', 90, 226), cell('Hydraulikpresse HP-250', 160, 226), cell('2400 x 1600 x 1850', 300, 226),
      rcell('1.850,0', 455, 226), rcell('2.140,0', 505, 226), rcell('7,104', 555, 226),
      cell('84629190', 160, 236),
      cell('2', 42, 252), cell('Palette', 90, 252), cell('Werkzeugsatz und Ersatzteile', 160, 252), cell('1200 x 800 x 950', 300, 252),
      rcell('185,5', 455, 252), rcell('212,0', 505, 252), rcell('0,912', 555, 252),
      cell('84669400', 160, 262),
      cell('Summe: 2 Packstücke (1 Kiste, 1 Palette)', 160, 285),
    ]);
    const data = extract('packing_list', [p]);
    const pk = data.packages as Array<Record<string, any>>;
    expect(pk).toHaveLength(2);
    expect(pk[0]).toMatchObject({
      marks: '1', type: 'Kiste', count: 1, description: 'Hydraulikpresse HP-250', hsCode: '84629190',
      netWeight: { value: 1850, unit: 'kg' }, grossWeight: { value: 2140, unit: 'kg' },
      dimensions: { length: 240, width: 160, height: 185, unit: 'cm' }, volume: { value: 7.104, unit: 'm3' },
    });
    expect(pk[1]).toMatchObject({ marks: '2', type: 'Palette', count: 1, hsCode: '84669400', netWeight: { value: 185.5, unit: 'kg' },
      dimensions: { length: 120, width: 80, height: 95, unit: 'cm' } });
    expect(data.totalPackages).toBe(2);
  });
});

describe('logistics tables: right-aligned figures under left-aligned captions', () => {
  // Captions start their columns; figures are right-aligned to the column's end, past their caption.
  const header = (y: number): Line[] => [cell('CTN Nos.', 40, y), cell('CTNS', 100, y), cell('DESCRIPTION', 130, y),
    cell('PCS/CTN', 290, y), cell('N.W. (KGS)', 340, y), cell('G.W. (KGS)', 395, y), cell('CBM', 510, y)];
  const line = (y: number, m: string, n: string, d: string, pcs: string, nw: string, gw: string, cbm: string): Line[] => [
    cell(m, 40, y), rcell(n, 124, y), cell(d, 130, y), rcell(pcs, 332, y), rcell(nw, 387, y), rcell(gw, 442, y), rcell(cbm, 557, y)];

  it('a pieces count beside a weight stays in its own column; a totals row under "CTNS" gives the package total', () => {
    const p = page([
      cell('PACKING LIST', 40, 40),
      ...header(100),
      ...line(116, 'CTN 1-25', '25', "Men's woven shirt", '24', '187.50', '212.50', '1.763'),
      ...line(130, 'CTN 26-60', '35', "Men's woven shirt", '24', '262.50', '297.50', '2.468'),
      cell('TOTAL', 40, 150), rcell('61', 124, 150), rcell('450.00', 387, 150), rcell('510.00', 442, 150), rcell('4.231', 557, 150),
      cell('TOTAL PIECES: 1,464 PCS', 40, 180),
    ]);
    const rows = texts(readTables([p]));
    expect(rows.map((r) => [r.netWeight, r.grossWeight, r.volume])).toEqual([['187.50', '212.50', '1.763'], ['262.50', '297.50', '2.468']]);
    const data = extract('packing_list', [p]);
    const pk = data.packages as Array<Record<string, any>>;
    expect(pk[0]).toMatchObject({ marks: 'CTN 1-25', count: 25, type: 'CARTONS', netWeight: { value: 187.5, unit: 'kg' } });
    expect(data.totalPackages).toBe(61);
    expect(data.totalNetWeight).toEqual({ value: 450, unit: 'kg' });
  });

  it('"TOTAL 2,420 CTNS 18,400 PCS" gives the package total when no total is labelled', () => {
    const p = page([
      cell('PACKING LIST', 40, 40),
      cell('Marks', 40, 100), cell('Packages', 110, 100), cell('Description of Goods', 200, 100), cell('Gross Weight', 420, 100),
      cell('N/M', 40, 114), cell('1,600 CTNS', 110, 114), cell('COTTON T-SHIRTS', 200, 114), cell('12,000.000 KGS', 420, 114),
      cell('N/M', 40, 128), cell('820 CTNS', 110, 128), cell('DENIM JEANS', 200, 128), cell('7,227.150 KGS', 420, 128),
      cell('TOTAL 2,420 CTNS 18,400 PCS', 40, 150),
    ]);
    expect(extract('packing_list', [p]).totalPackages).toBe(2420);
  });
});
