import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A numbered box printed in the corner of another's caption row (a US entry summary's "24. Reference No." at the
 * right of box 26, "Importer of Record Name and Address"): the importer is the name under box 26's caption, not
 * box 24's caption and reference beside it. On a scan the sizes that tell a small caption from its larger value
 * are OCR box heights (7.7 the caption, 8.3 the name under it, 8.9 the box beside), so the boxes' numbers have to tell it.
 */
const ocr = (text: string, x: number, y: number, size: number): Line => ocrLine(line(text, x, y, size));

const lines: Line[] = [
  ocr('ENTRY SUMMARY', 251, 22, 12.5),
  ocr('1. Filer Code/Entry No.', 34, 48, 6.3), ocr('B7Q-4418270-6', 37, 58, 7.3),
  ocr('25. Ultimate Consignee Name and Address', 35, 178, 6.8),
  ocr('26. Importer of Record Name and Address', 310, 177.7, 7.7),
  ocr('24. Reference No. SWL-26-11-0441', 479, 177.3, 8.9),
  ocr('SOUTHWEST LIVING DISTRIBUTION CENTER', 36, 187, 8.3), ocr('SOUTHWEST LIVING IMPORTS LLC', 313, 186.7, 8.3),
  ocr('14500 Slover Avenue', 38, 198, 6.1), ocr('1820 E. Francis Street', 314, 198, 7),
  ocr('Fontana, CA 92337', 36, 207, 8.3), ocr('Ontario, CA 91761', 314, 207, 8.1),
];

describe('a numbered caption beside a numbered caption', () => {
  it('is another box\'s: the importer is the name and address under box 26', () => {
    const d = extractLogisticsPage('customs_declaration', lines);
    expect(d.importer?.name).toBe('SOUTHWEST LIVING IMPORTS LLC');
    expect(d.importer?.address).toBe('1820 E. Francis Street, Ontario, CA 91761');
  });
});
