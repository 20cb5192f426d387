import { describe, expect, it } from 'vitest';
import { createPainter } from '../fixtures/logistics/pdf-writer.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { createReader, type Reader } from '../../engine/extract/logistics/reader.ts';
import { parseWrittenCount, readCount } from '../../engine/extract/logistics/common.ts';
import { parseVolumeLoose, placeFrom } from '../../engine/extract/logistics/parse-extra.ts';
import { resolvePlace } from '../../engine/extract/parse/index.ts';

/** A reader over a one-page PDF printing `label: value` lines, as a B/L's header does. */
function readerOf(lines: Array<[string, string]>): Reader {
  const p = createPainter('Helvetica');
  p.newPage();
  lines.forEach(([label, value], i) => {
    p.text(40, 60 + i * 18, `${label}:`, 9);
    p.text(220, 60 + i * 18, value, 9);
  });
  return createReader(buildContext(extractPdfPages(p.finish()), 'en'));
}

describe('volumes printed with three decimals', () => {
  it('reads a lone mark before three digits of an m3 volume as the decimal mark when the document does not tell', () => {
    expect(parseVolumeLoose('82.500 CBM')?.value).toBe(82.5);
    expect(parseVolumeLoose('3,100 CBM')?.value).toBe(3.1);
    expect(parseVolumeLoose('58.400CBM')?.value).toBe(58.4);
    expect(parseVolumeLoose('1 234,500 m³')?.value).toBe(1234.5);
  });

  it('keeps thousands grouping when two marks are printed, and for cft', () => {
    expect(parseVolumeLoose('1,234.500 CBM')).toEqual({ value: 1234.5, unit: 'm3' });
    expect(parseVolumeLoose('1.234,500 M3')).toEqual({ value: 1234.5, unit: 'm3' });
    expect(parseVolumeLoose('1,250 CFT')).toEqual({ value: 1250, unit: 'cft' });
  });

  it("follows the document's decimal mark when it is known", () => {
    expect(parseVolumeLoose('3,100 CBM', ',')?.value).toBe(3.1);
    expect(parseVolumeLoose('1.250 m3', ',')?.value).toBe(1250);
  });

  it("reads a labelled total volume in the document's number convention", () => {
    const dot = readerOf([['Gross Weight', '12,345.67 KGS'], ['Total Measurement', '38.400 CBM']]);
    expect(dot.decimal).toBe('.');
    expect(dot.volume('totalVolume')?.value).toEqual({ value: 38.4, unit: 'm3' });
    const comma = readerOf([['Gross Weight', '12.345,67 KGS'], ['Total Measurement', '3,100 CBM']]);
    expect(comma.decimal).toBe(',');
    expect(comma.volume('totalVolume')?.value).toEqual({ value: 3.1, unit: 'm3' });
  });
});

describe('a country named after a port', () => {
  it('is no UN/LOCODE: the port is found by its name', () => {
    expect(resolvePlace('SHANGHAI, CHINA', { kind: 'sea' })).toMatchObject({ unLocode: 'CNSHA', country: 'CN' });
    expect(resolvePlace('GENOA, ITALY', { kind: 'sea' })).toMatchObject({ unLocode: 'ITGOA', country: 'IT' });
    expect(resolvePlace('NHAVA SHEVA, INDIA', { kind: 'sea' })).toMatchObject({ unLocode: 'INNSA', country: 'IN' });
    expect(resolvePlace('SAN ANTONIO, CHILE', { kind: 'sea' })).toMatchObject({ unLocode: 'CLSAI', country: 'CL' });
    expect(placeFrom('SHANGHAI, CHINA', 'sea')).toMatchObject({ name: 'SHANGHAI', unLocode: 'CNSHA', country: 'CN' });
    expect(placeFrom('GENOA, ITALY', 'sea')).toMatchObject({ name: 'GENOA', unLocode: 'ITGOA', country: 'IT' });
    expect(placeFrom('NHAVA SHEVA, INDIA', 'sea')).toMatchObject({ name: 'NHAVA SHEVA', unLocode: 'INNSA', country: 'IN' });
  });

  it("gives the place's country when no code is known", () => {
    expect(resolvePlace('MOMBASA, KENYA', { kind: 'sea' })).toMatchObject({ unLocode: null, country: 'KE' });
    expect(placeFrom('MOMBASA, KENYA', 'sea')).toMatchObject({ name: 'MOMBASA', unLocode: null, country: 'KE' });
    expect(resolvePlace('LAGOS, NIGERIA', { kind: 'sea' })).toMatchObject({ unLocode: null, country: 'NG' });
    expect(resolvePlace('DUISBURG, GERMANY')).toMatchObject({ unLocode: null, country: 'DE' });
  });

  it('leaves printed codes and two-letter state abbreviations as they were', () => {
    expect(resolvePlace('CNSHA - SHANGHAI')).toMatchObject({ name: 'SHANGHAI', unLocode: 'CNSHA' });
    expect(resolvePlace('Somewhere, XXABC')?.unLocode ?? null).toBeNull();
    expect(resolvePlace('Smallport, DEXYZ')).toMatchObject({ unLocode: 'DEXYZ', country: 'DE' });
    // "GA" after a US city is Georgia, not Gabon.
    expect(resolvePlace('AUGUSTA, GA', { kind: 'sea' })?.country ?? null).toBeNull();
  });
});

describe('the number of originals written out', () => {
  it('reads "3/3", "THREE (3)", "3 (THREE)" and "Three"', () => {
    expect(parseWrittenCount('3/3')).toBe(3);
    expect(parseWrittenCount('THREE (3)')).toBe(3);
    expect(parseWrittenCount('3 (THREE)')).toBe(3);
    expect(parseWrittenCount('Three')).toBe(3);
    expect(parseWrittenCount('TEN')).toBe(10);
  });

  it('reads no count from a figure and a word that disagree, or from other words', () => {
    expect(parseWrittenCount('TWO (3)')).toBeNull();
    expect(parseWrittenCount('ORIGINALS')).toBeNull();
  });

  it('is read from the labelled value of a B/L', () => {
    for (const [printed, n] of [['THREE (3)', 3], ['3/3', 3], ['3 (THREE)', 3], ['Two', 2], ['3', 3]] as const) {
      const r = readerOf([['No. of Originals', printed]]);
      expect(readCount(r, 'originals')?.value, printed).toBe(n);
    }
  });
});
