import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { capitalCode } from '../../engine/extract/logistics/certificate-criteria.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, ocrLine, page } from './support/page.ts';

/**
 * The foot of a scanned preferential certificate (an ASEAN-China Form E): the exporter's declaration beside the
 * certification box. OCR boxes each line to its type, not its leading, and the scan's rule finder loses the
 * stretch of the boxes' bottom rule that the signature captions are printed close to.
 */
const h = (x0: number, x1: number, y: number): Rule => ({ kind: 'h', bbox: [x0, y, x1, y + 1] });
const v = (x: number, y0: number, y1: number): Rule => ({ kind: 'v', bbox: [x, y0, x + 1, y1] });
const ocr = (text: string, x: number, y: number, size = 8): Line => ocrLine(line(text, x, y, size));

const lines: Line[] = [
  ocr('1. Goods consigned from (Exporter\'s business name, address, country)', 34, 36, 7),
  ocr('CHAO PHRAYA AGRO PRODUCTS CO., LTD.', 39, 47),
  ocr('11. Declaration by the exporter', 35, 596, 7),
  ocr('12. Certification', 305, 596, 7),
  ocr('The undersigned hereby declares that the above details and statements are', 40, 607, 7),
  ocr('It is hereby certified, on the basis of control carried out, that the declaration by', 309, 607, 6),
  ocr('correct; that all the goods were produced in', 40, 616, 7),
  ocr('the exporter is correct.', 309, 616, 7),
  ocr('THAILAND', 145, 639),
  ocr('DEPARTMENT OF FOREIGN TRADE', 310, 643),
  ocr('(Country)', 155, 648, 6),
  ocr('MINISTRY OF COMMERCE, THAILAND', 310, 653),
  ocr('and that they comply with the origin requirements specified for these goods in the', 40, 660, 6),
  ocr('ASEAN-China Free Trade Area Preferential Tariff for the goods exported to', 40, 667.6, 8.3),
  // Two blank lines under the sentence: 22.7 points under an OCR line 8.3 high.
  ocr('CHINA', 154, 698.6),
  ocr('(Importing Country)', 140, 708, 6),
  ocr('BANGKOK, 22/11/2026 (SUPAPORN K.)', 40, 733),
  ocr('BANGKOK, 24/11/2026', 310, 733),
  ocr('Place and date, signature of authorised signatory', 40, 745, 6),
  ocr('Place and date, signature and stamp of certifying authority', 309, 744, 6),
  ocr('13.', 36, 756, 6),
];
// The boxes' bottom rule at 753 found under the declaration only; the certification box's left side stops there,
// its right side is the page frame's.
const rules: Rule[] = [h(34, 570, 592), v(33, 33, 794), v(303, 592, 754), v(568, 32, 793), h(42, 297, 742), h(312, 562, 742), h(34, 293, 753), h(34, 570, 792)];

const d = extractLogistics('certificate_of_origin', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('the boxes at the foot of a scanned certificate', () => {
  it('reads the certification box down to where its side stops, its bottom rule lost: the issuing body and its date', () => {
    expect(d.issuingAuthority).toBe('DEPARTMENT OF FOREIGN TRADE');
    expect(d.issueDate).toBe('2026-11-24');
  });

  it('reads the importing country two blank lines under "exported to" at OCR line heights', () => {
    expect(d.countryOfOrigin).toBe('TH');
    expect(d.countryOfDestination).toBe('CN');
  });
});

describe('an origin criterion read with a lower-case letter', () => {
  it('is the code in capitals where the letter\'s two cases differ in size only', () => {
    expect(['Wo', 'Pe', 'WO', 'Art. 3 a)', 'Ct', 'RVC 40%'].map(capitalCode)).toEqual(['WO', 'Pe', 'WO', 'Art. 3 a)', 'Ct', 'RVC 40%']);
  });
});
