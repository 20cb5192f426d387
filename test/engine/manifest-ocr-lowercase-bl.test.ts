import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';
import { upperCaseLookalikes } from '../../engine/extract/logistics/ocr-codes.ts';

/**
 * A scanned manifest in a bold monospaced face: the recogniser read most B/L numbers with small letters
 * ("kzx31vos0412" for "KZX31VOS0412"), their C/K/O/S/V/W/X/Z being the capitals' shapes drawn a little smaller, and
 * every such row was skipped as having no B/L number.
 */
const header = [
  line('Manifest No.', 30, 56, 6), line('MF-ODS-2031-0077', 30, 64),
  line('Vessel', 150, 56, 6), line('BLACK SEA STAR', 150, 64),
  line('No.', 30, 90, 7), line('B/L No.', 50, 90, 7), line('Shipper / Consignee', 170, 90, 7),
  line('Packages', 330, 90, 7), line('Description', 400, 90, 7), line('Gross kg', 560, 90, 7), line('Containers', 620, 90, 7),
];
const entry = (y: number, no: string, bl: string, shipper: string, consignee: string, pk: string, kg: string) => [
  line(no, 30, y, 7), line(bl, 50, y, 7), line(shipper, 170, y, 7), line(consignee, 170, y + 8, 7),
  line(pk, 330, y, 7), line('GENERAL CARGO', 400, y, 7), line(kg, 560, y, 7), line('BREAK BULK', 620, y, 7),
];
const rows = [
  ...entry(108, '01', 'KZX31VOS0411', 'DNIPRO STEEL WORKS LLC', 'PORTLAND METALS INC.', '12 COILS', '30.120,0'),
  ...entry(134, '02', 'kzx31vos0412', 'ODESA GRAIN TERMINAL LLC', 'MARMARA FLOUR MILLS A.S.', '800 BAGS', '20.000,0'),
  ...entry(160, '03', 'kzx31vos0413', 'BLACK SEA TIMBER LLC', 'AEGEAN JOINERY S.A.', '44 BUNDLES', '15.400,0'),
];

describe('a B/L number read in small letters on a scan', () => {
  it('is raised to capitals and its row kept, on OCR lines', () => {
    const d = extractLogisticsPage('shipping_manifest', [...header, ...rows].map(ocrLine));
    expect(d.entries.map((e: any) => [e.billOfLadingNumber, e.shipper?.name, e.packages?.count])).toEqual([
      ['KZX31VOS0411', 'DNIPRO STEEL WORKS LLC', 12],
      ['KZX31VOS0412', 'ODESA GRAIN TERMINAL LLC', 800],
      ['KZX31VOS0413', 'BLACK SEA TIMBER LLC', 44],
    ]);
  });

  it('raises only codes whose small letters all look like their capitals', () => {
    expect(upperCaseLookalikes('cvs26ssz0102')).toBe('CVS26SSZ0102');
    expect(upperCaseLookalikes('ref zx-4410/s')).toBe('ref ZX-4410/S');
    expect(upperCaseLookalikes('abc123')).toBe('abc123');
    expect(upperCaseLookalikes('sox')).toBe('sox');
    expect(upperCaseLookalikes('Cvs26')).toBe('Cvs26');
  });
});
