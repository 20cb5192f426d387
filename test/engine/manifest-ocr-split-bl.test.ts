import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';
import { joinSplitDigits } from '../../engine/extract/logistics/ocr-codes.ts';
import { tidyLines } from '../../engine/ocr/tidy.ts';
import type { Line, Word } from '../../engine/types.ts';

/**
 * A scanned manifest in a monospaced face: the recogniser put a word break inside one B/L number's digits
 * ("ABCD27VLC000 119"), and the row was skipped as no B/L, every later entry shifting up by one; the name
 * "DIAZ & HIJOS" came out with a pound sign for its ampersand.
 */
const header = [
  line('Manifiesto No.', 30, 56, 6), line('MF-BUN-2027-00412', 30, 64),
  line('Motonave', 150, 56, 6), line('PACIFIC DAWN', 150, 64),
  line('No.', 30, 90, 7), line('B/L (DOC. DE TRANSPORTE)', 50, 90, 7), line('EMBARCADOR / CONSIGNATARIO', 170, 90, 7),
  line('BULTOS', 330, 90, 7), line('MERCANCIA', 400, 90, 7), line('PESO KG', 560, 90, 7), line('CONTENEDORES', 620, 90, 7),
];
const entry = (y: number, no: string, bl: string, shipper: string, consignee: string, pk: string, kg: string) => [
  line(no, 30, y, 7), line(bl, 50, y, 7), line(shipper, 170, y, 7), line(consignee, 170, y + 8, 7),
  line(pk, 330, y, 7), line('MERCANCIA VARIA', 400, y, 7), line(kg, 560, y, 7), line('CARGA SUELTA', 620, y, 7),
];
const rows = [
  ...entry(108, '01', 'ABCD27VLC000118', 'AZULEJOS DEL TURIA S.L.', 'CERAMICAS ANDINAS S.A.S.', '18 PALETAS', '21.340,0'),
  ...entry(134, '02', 'ABCD27VLC000 119', 'FRUTOS SECOS LEVANTE S.A.', 'DISTRIBUIDORA DEL VALLE LTDA', '640 SACOS', '16.000,0'),
  ...entry(160, '03', 'ABCD27VLC000120', 'CONSERVAS DEL NORTE S.A.', 'ALMACENES DEL PUERTO S.A.S.', '20 CAJAS', '1.200,0'),
];

describe('a B/L number split by a scan', () => {
  it('is read whole and its row kept, on OCR lines', () => {
    const d = extractLogisticsPage('shipping_manifest', [...header, ...rows].map(ocrLine));
    expect(d.entries.map((e: any) => [e.billOfLadingNumber, e.shipper?.name, e.packages?.count])).toEqual([
      ['ABCD27VLC000118', 'AZULEJOS DEL TURIA S.L.', 18],
      ['ABCD27VLC000119', 'FRUTOS SECOS LEVANTE S.A.', 640],
      ['ABCD27VLC000120', 'CONSERVAS DEL NORTE S.A.', 20],
    ]);
  });

  it('keeps the spaces a code prints between its prefix and its number', () => {
    expect(joinSplitDigits('ABCUMRS2 99051273')).toBe('ABCUMRS299051273');
    expect(joinSplitDigits('TRKU MER 2610441827')).toBe('TRKU MER 2610441827');
  });
});

const word = (text: string, x0: number): Word => ({ text, bbox: [x0, 100, x0 + text.length * 5, 110], confidence: 0.95, source: 'ocr' });
const ocr = (...texts: string[]): Line => {
  let x = 10;
  const words = texts.map((t) => { const w = word(t, x); x += t.length * 5 + 5; return w; });
  return { text: texts.join(' '), bbox: [10, 100, x - 5, 110], words };
};

describe('a pound sign between two words in capitals', () => {
  it('is read as the ampersand of a name', () => {
    expect(tidyLines([ocr('DIAZ', '£', 'HIJOS', 'S.A.')])[0].text).toBe('DIAZ & HIJOS S.A.');
    expect(tidyLines([ocr('HENKEL', 'AG', '£', 'CO.', 'KGAA')])[0].text).toBe('HENKEL AG & CO. KGAA');
  });

  it('stays a pound sign before a figure or at a line\'s end', () => {
    expect(tidyLines([ocr('TOTAL', '£', '1,250.00')])[0].text).toBe('TOTAL £ 1,250.00');
    expect(tidyLines([ocr('AMOUNT', 'IN', '£')])[0].text).toBe('AMOUNT IN £');
  });
});
