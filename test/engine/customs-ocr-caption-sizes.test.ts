import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Word } from '../../engine/types.ts';
import { page } from './support/page.ts';

/**
 * The line area of a scanned US entry summary: OCR gives each line the height of its box, and the caption lines,
 * set in one size, come out a point or more apart ("27." 7.6, "34. Duty and" 8.2, "B. Manifest Qty." 8.6). Without the sub-box's
 * caption the gross weight's column ends at "Weight (kg)", and the weight printed right-aligned past it reads as
 * the next column's (the net quantity). Boxes as read on such a scan.
 */
const at = (text: string, x0: number, y0: number, x1: number, y1: number): Line => {
  const per = (x1 - x0) / text.length;
  let i = 0;
  const words: Word[] = text.split(' ').map((t) => {
    const w: Word = { text: t, bbox: [x0 + i * per, y0, x0 + (i + t.length) * per, y1], confidence: 0.95, source: 'ocr' };
    i += t.length + 1;
    return w;
  });
  return { text, bbox: [x0, y0, x1, y1], words };
};

const lines: Line[] = [
  at('ENTRY SUMMARY', 251, 22.5, 370, 35),
  at('10. Country of Origin', 403, 74.5, 462, 80.7), at('VN', 405, 83, 423, 91),
  at('27.', 33.7, 231.4, 47.6, 239), at('28. Description of Merchandise', 67.6, 233.3, 152.9, 239.3), at('30. A. Gross', 283.6, 232, 322.7, 240.1),
  at('31. Net Quantity', 352.5, 232.1, 399.9, 239.3), at('32. A. Entered', 414.6, 232.1, 454.6, 239.3), at('33. A. HTSUS', 487.8, 232.5, 526.3, 238.6),
  at('34. Duty and', 534.4, 231.8, 571, 240),
  at('Line', 33.5, 240.5, 47.9, 247), at('29. A. HTSUS No.', 67.1, 239.8, 120.8, 247.2), at('Weight (kg)', 286, 240.7, 318, 246.8),
  at('in HTSUS Units', 351.2, 240.2, 398.7, 246.3), at('Value (USD)', 415.5, 240.2, 452, 246.3), at('Rate', 489.8, 240.4, 504.7, 246.2),
  at('I.R. Tax', 533.9, 240.2, 558, 246.2),
  at('No.', 35.3, 247.8, 48.5, 254.1), at('B. ADA/CVD No.', 77.5, 247.6, 124.2, 253.7), at('B. Manifest Qty.', 283.2, 246.1, 331.1, 254.7),
  at('B. CHGS C. Rel.', 415.4, 247.5, 463.6, 253.6), at('Dollars Cents', 534.9, 246.4, 577.7, 254.2),
  at('001', 35.7, 264, 54, 272.9), at('WOODEN DINING CHAIRS, RUBBERWOOD,', 71, 264.6, 235.2, 272.5), at('5120', 329.7, 264.7, 348.6, 271.6),
  at('UPHOLSTERED SEAT', 68.9, 273.8, 153.9, 281.9), at('412 CTNS', 311.6, 274.3, 350.2, 281.5),
  at('9401.61.4011', 70.7, 283.7, 123.7, 289.8), at('640 NO', 380.9, 282.2, 411.8, 290.9), at('38,400', 457.9, 283.2, 486.6, 290.3),
  at('FREE', 507.1, 282.4, 530.4, 290.9), at('0.00', 564.3, 282.3, 584.9, 291.5), at('CN', 468.1, 293.2, 485.3, 300.7),
  at('002', 36.6, 310.1, 52.7, 318.1), at('WOODEN DINING TABLES, ACACIA', 71.1, 310.2, 235.6, 318), at('7040', 328.8, 309.1, 350.5, 318.5),
  at('9403.60.8081', 68.8, 319.6, 122.7, 326.8), at('160 NO', 381.1, 319, 412, 327.7), at('33,600', 458.2, 319.4, 486.8, 326.4),
  at('FREE', 507.3, 318.5, 530.1, 327), at('0.00', 564, 318.4, 584.5, 327.7), at('CN', 469.2, 329.4, 484.2, 336.9),
];
const scanned = { ...page(lines), textSource: 'ocr' as const };
const d = extractLogistics('customs_declaration', buildContext([scanned], 'en')).data as Record<string, any>;

describe('a scanned entry summary\'s line captions, their sizes as OCR measures them', () => {
  it('keeps a sub-box caption read larger than the first box number in its column: the weight is the gross weight', () => {
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({ itemNumber: 1, grossWeight: { value: 5120, unit: 'kg' }, quantity: 640, unit: 'NO', customsValue: 38400, dutyRate: 0 });
    expect(d.items[1]).toMatchObject({ itemNumber: 2, grossWeight: { value: 7040, unit: 'kg' }, quantity: 160, unit: 'NO', hsCode: '9403608081' });
  });
});
