import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { readTables, type TableRow } from '../../engine/extract/logistics/table.ts';
import { parseVolume, parseWeight } from '../../engine/extract/parse/quantities.ts';
import { cell, CELL_CH, cellTexts } from './support/page.ts';

/** A cell right-aligned at `right` (figures under a left-aligned caption). */
const rcell = (text: string, right: number, y: number): Line => cell(text, right - (text.length * CELL_CH + (text.split(' ').length - 1) * (2.5 - CELL_CH)), y);
const page = (lines: Line[]): PageContent => ({ pageNumber: 1, width: 595, height: 842, textSource: 'text', lines, rules: [], confidence: 1 });
const texts = (rows: TableRow[]): Array<Record<string, string>> => cellTexts(rows as never);

describe('a B/L goods area: clause lines, remarks and translated captions', () => {
  // A bilingual three-line header: "Nombre et nature des colis" is one printed run cut where "colis" is a known word.
  const header: Line[] = [
    cell('Container No. / Seal No.', 40, 100), cell('Number & kind of', 190, 100), cell('Description of Goods', 330, 100),
    cell('Gross Weight (kg)', 430, 100), cell('Measurement (m³)', 530, 100),
    cell('Marks & Nos.', 40, 111), cell('packages', 190, 111), cell('Designation', 330, 111),
    cell('Poids brut', 430, 111), cell('Cubage', 530, 111),
    cell('N° conteneur / scelle / marques', 40, 122), cell('Nombre et nature des colis', 190, 122),
  ];

  it('goes on past the carrier\'s clauses and a remark line, to the container rows under the goods', () => {
    const rows = readTables([page([
      ...header,
      cell("SHIPPER'S LOAD, STOW, COUNT AND SEAL", 330, 140),
      cell('3 CONTAINERS SAID TO CONTAIN:', 330, 151),
      cell('ACME / HAMBURG / 1-200', 40, 165), rcell('1 240 CARTONS', 300, 165), cell('COSMETIC CREAMS', 330, 165),
      rcell('14 880,000', 505, 165), rcell('66,450', 590, 165),
      cell('NON-HAZARDOUS', 330, 190),
      cell('CMAU7183422 / 40HC', 40, 205), rcell('780 CARTONS', 300, 205), cell('SAID TO CONTAIN', 330, 205),
      rcell('9 350,000', 505, 205), rcell('42,100', 590, 205),
    ])]);
    const t = texts(rows);
    expect(t).toHaveLength(2);
    expect(t[0].description).toBe('COSMETIC CREAMS');
    expect(t[0].packages).toBe('1 240 CARTONS');
    expect(t[1].container).toBe('CMAU7183422 / 40HC');
    expect(t[1].description).toBeUndefined();
    expect(t[1].packages).toBe('780 CARTONS');
    expect(t[1].grossWeight).toBe('9 350,000');
  });

  it('reads KGM and MTQ (UN/ECE unit codes) under the captions as their units, not as a row', () => {
    const rows = readTables([page([
      cell('Container No.', 40, 100), cell('Packages', 150, 100), cell('Gross Weight', 250, 100), cell('Volume', 350, 100),
      cell('KGM', 280, 110), cell('MTQ', 370, 110),
      cell('HLXU8744124', 40, 125), cell('19 CASES', 150, 125), rcell('20,930.000', 305, 125), rcell('105.200', 385, 125),
    ])]);
    expect(rows).toHaveLength(1);
    expect(rows[0].grossWeight?.unit).toBe('kgm');
    expect(rows[0].volume?.unit).toBe('mtq');
    expect(parseWeight('41,860.000 KGM')).toEqual({ value: 41860, unit: 'kg' });
    expect(parseVolume('36.48 MTQ')).toEqual({ value: 36.48, unit: 'm3' });
  });
});
