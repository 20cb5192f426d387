import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// One item of a national SAD as a set of numbered boxes: the origin in "34 C.O. code", the quantity in box 41
// ("Supplementary units"), the customs value as "46 Dutiable value", box 31 with its marks, container and packages
// tagged, and box 47's tax lines printed monospaced, each column a segment of its own, led by the CUD type code.
const lines = [
  line('SINGLE ADMINISTRATIVE DOCUMENT - IMPORT ENTRY', 40, 20, 9, true),
  line('31 Packages and description of goods', 40, 100, 5),
  line('Marks: ACME / PORT', 44, 110, 7), line('Container: MSCU1234565', 44, 119, 7),
  line('STEEL FLANGES FOR PIPES', 44, 128, 7), line('Kind/No.: CRATES', 44, 137, 7),
  line('32 Item No.', 320, 100, 5), line('1', 324, 108, 8),
  line('33 Commodity (HS) code', 380, 100, 5), line('73079100', 384, 108, 8),
  line('34 C.O. code', 320, 122, 5), line('IT', 324, 130, 7),
  line('35 Gross mass (kg)', 390, 122, 5), line('1,250.0', 394, 130, 7),
  line('41 Supplementary units', 320, 166, 5), line('2,400 PCE', 324, 174, 7),
  line('42 Item price (USD)', 480, 166, 5), line('9,600.00', 484, 174, 7),
  line('46 Dutiable value (XYZ)', 320, 188, 5), line('480,000.00', 324, 196, 7),
  line('47 Calculation of taxes Type Tax base Rate Amount MP', 40, 180, 5),
  line('CUD', 48, 190, 6), line('480,000.00', 90, 190, 6), line('5%', 160, 190, 6), line('24,000.00', 200, 190, 6), line('1', 260, 190, 6),
  line('VAT', 48, 200, 6), line('504,000.00', 90, 200, 6), line('12%', 160, 200, 6), line('60,480.00', 200, 200, 6), line('1', 260, 200, 6),
];

describe('SAD item boxes of national prints', () => {
  const item = extractLogisticsPage('customs_declaration', lines).items[0];
  it('reads the origin from the C.O. code box', () => expect(item.countryOfOrigin).toBe('IT'));
  it('reads the quantity and unit from the supplementary units box', () => {
    expect(item.quantity).toBe(2400);
    expect(item.unit).toBe('PCE');
  });
  it('reads the dutiable value as the customs value', () => expect(item.customsValue).toBe(480000));
  it('keeps only the goods line of box 31 as the description', () => expect(item.description).toBe('STEEL FLANGES FOR PIPES'));
  it('reads the duty rate and amount from the CUD tax line', () => {
    expect(item.dutyRate).toBe(5);
    expect(item.dutyAmount).toBe(24000);
  });
});
