import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Rule, Word } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/** Lines printed one under the other, `pitch` apart, from (x, y). */
const stack = (texts: string[], x: number, y: number, size: number, pitch: number): Line[] => texts.map((t, i) => line(t, x, y + i * pitch, size));
const v = (x: number, y0: number, y1: number): Rule => ({ kind: 'v', bbox: [x, y0, x + 0.4, y1] });
const h = (x0: number, x1: number, y: number): Rule => ({ kind: 'h', bbox: [x0, y, x1, y + 0.4] });
/** A box drawn as four lines, as text layers give it. */
const rect = (x0: number, y0: number, x1: number, y1: number): Rule[] => [h(x0, x1, y0), h(x0, x1, y1), v(x0, y0, y1), v(x1, y0, y1)];

/** A stamp's line: its words set at an angle, each a little lower than the one before. */
function askew(text: string, x: number, y: number, size: number): Line {
  const l = line(text, x, y, size);
  const words: Word[] = l.words.map((w, i) => ({ ...w, bbox: [w.bbox[0], w.bbox[1] + i * 6, w.bbox[2], w.bbox[3] + i * 6] }));
  return { ...l, words, bbox: [l.bbox[0], y, l.bbox[2], y + size + (words.length - 1) * 6] };
}

// Form RCEP: numbered boxes with small captions (one wrapped over two lines), the transport box's free lines beside
// box 14's check boxes, the goods band (boxes 6-13) without row rules, the invoice printed once for all items.
const lines: Line[] = [
  line("1. Exporter's name, address and country:", 33, 25.5, 6.2),
  ...stack(['SEORIN COSMETICS CO., LTD.', '15F, 338 Gangnam-daero, Seocho-gu', 'Seoul 06653, Republic of Korea'], 36, 36, 8.4, 10.4),
  line('Certificate No.:', 308, 31.5, 8), line('KR-RCEP-26-SE-0041827', 380, 30, 9.5),
  line('CERTIFICATE OF ORIGIN', 357, 87.5, 12), line('FORM RCEP', 402, 103.5, 10),
  line("2. Producer's name, address and country (if known):", 33, 91.5, 6.2),
  ...stack(['SEORIN COSMETICS CO., LTD. OSONG PLANT', '87, Osongsaengmyeong 2-ro, Heungdeok-gu'], 36, 102, 7.8, 9.8),
  ...stack(["3. Importer's or Consignee's name, address and", 'country (if known):'], 33, 175.5, 6.2, 7),
  line('5. For official use', 303, 175.5, 6.2),
  ...stack(['AUSTRAL BEAUTY IMPORTS PTY LTD', 'Unit 4, 21 Lord Street', 'Botany NSW 2019, Australia'], 36, 193, 8.4, 10.4),
  line('4. Means of transport and route (if known):', 33, 239.5, 6.2),
  line('14. Remarks', 303, 239.5, 6.2),
  ...stack(['Departure Date: 13 March 2026', "Vessel's name / Aircraft flight number:"], 36, 250, 8, 10),
  line('SM TIANJIN 2611S', 42, 270, 8),
  ...stack(['Port of loading: BUSAN, KOREA', 'Port of discharge: SYDNEY, AUSTRALIA'], 36, 280, 8, 10),
  ...stack(['[ ] Issued Retroactively', '[ ] Back-to-Back Certificate of Origin', '[ ] Third-party Invoicing'], 306, 250, 7.4, 9.4),
  ...stack(['6. Item', 'number'], 32, 319.5, 6, 7),
  ...stack(['7. Marks and', 'numbers on', 'packages'], 62, 319.5, 6, 7),
  ...stack(['8. Number and kind of', 'packages; and', 'description of goods'], 120, 319.5, 6, 7),
  ...stack(['9. HS Code', 'of the goods', '(6 digit)'], 292, 319.5, 6, 7),
  ...stack(['10. Origin', 'Conferring', 'Criterion'], 338, 319.5, 6, 7),
  ...stack(['11. RCEP', 'Country of', 'Origin'], 378, 319.5, 6, 7),
  ...stack(['12. Quantity', '(Gross weight', 'or other', 'measurement),', 'and value (FOB)', 'where RVC is', 'applied'], 424, 319.5, 6, 7),
  ...stack(['13. Invoice', 'number(s)', 'and date of', 'invoice(s)'], 490, 319.5, 6, 7),
  line('1', 40, 375.5, 8.2), line('ABI/SYD', 63, 376, 7.6),
  ...stack(['180 (ONE HUNDRED EIGHTY) CARTONS OF', 'HYDRATING FACIAL ESSENCE 150ML'], 121, 376, 7.6, 9),
  line('330499', 294, 375.5, 8), line('CTC', 348, 375.5, 8), line('KR', 393, 375.5, 8),
  ...stack(['1,620.00 KG', 'G.W.'], 425, 376, 7.4, 8.5),
  ...stack(['SR-EX-2603-112', '12 MARCH 2026'], 491, 376.5, 7, 8.5),
  line('2', 40, 413.5, 8.2), line('ABI/SYD', 63, 414, 7.6),
  // Set tight: each line's box taller than the step to the next.
  ...stack(['130 (ONE HUNDRED THIRTY) CARTONS OF', 'CUSHION FOUNDATION COMPACT WITH', 'REFILL'], 121, 414, 8.6, 8),
  line('330499', 294, 413.5, 8), line('RVC', 348, 413.5, 8), line('KR', 393, 413.5, 8),
  ...stack(['611.00 KG', 'G.W.', 'FOB USD', '39,260.00'], 425, 414, 7.4, 8.5),
  // The totals line, a blank line under the last item in its description cell.
  ...stack(['TOTAL: 310 (THREE HUNDRED TEN)', 'CARTONS ONLY'], 121, 447, 8.6, 8),
  line('15. Declaration by the exporter', 33, 642, 6.8),
  line('16. Certification', 303, 642, 6.8),
  ...stack(['The undersigned hereby declares that the above details and statement are correct and', 'that the goods comply with the requirements. These goods are', 'exported to:'], 36, 652.5, 7, 8.5),
  line('AUSTRALIA', 138.5, 688, 9), line('(Importing Party)', 142, 698, 6.5),
  ...stack(['On the basis of control carried out, it is hereby certified that the', 'information herein is correct.'], 306, 652.5, 7, 8.5),
  askew('KOREA CHAMBER OF COMMERCE', 366, 709, 7.5), askew('& INDUSTRY', 406, 724, 7.5),
  line('SEOUL, 13 MARCH 2026 J.H. PARK / EXPORT MANAGER', 68, 772, 7.4),
  line('SEOUL, 16 MARCH 2026', 392, 772, 7.4),
  line('Place and date, signature and seal or stamp of the Issuing Body', 356, 789.5, 6),
  line('KOREA CHAMBER OF COMMERCE AND INDUSTRY', 337, 808, 7.6),
];
const rules: Rule[] = [
  ...[[30, 24, 300, 90], [300, 24, 565, 174], [30, 90, 300, 174], [30, 174, 300, 238], [300, 174, 565, 238], [30, 238, 300, 318],
    [300, 238, 565, 318], [30, 318, 565, 640], [30, 640, 300, 824], [300, 640, 565, 824]].flatMap(([x0, y0, x1, y1]) => rect(x0, y0, x1, y1)),
  ...[60, 118, 290, 336, 376, 422, 488].map((x) => v(x, 318, 640)),
];
const d = extractLogistics('certificate_of_origin', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('Form RCEP', () => {
  it('names the agreement as the certificate type', () => {
    expect(d.certificateType).toBe('RCEP');
  });

  it('reads the issuing body printed level rather than off its stamp', () => {
    expect(d.issuingAuthority).toBe('KOREA CHAMBER OF COMMERCE AND INDUSTRY');
    expect(d.issueDate).toBe('2026-03-16');
  });

  it("reads parties under \"X's name, address and country\" captions, one wrapped over two lines", () => {
    expect(d.exporter).toMatchObject({ name: 'SEORIN COSMETICS CO., LTD.', address: '15F, 338 Gangnam-daero, Seocho-gu, Seoul 06653, Republic of Korea' });
    expect(d.producer?.name).toBe('SEORIN COSMETICS CO., LTD. OSONG PLANT');
    expect(d.consignee).toMatchObject({ name: 'AUSTRAL BEAUTY IMPORTS PTY LTD', address: 'Unit 4, 21 Lord Street, Botany NSW 2019, Australia' });
  });

  it("reads the vessel in its own box, without the voyage run on after it, not the next box's check box", () => {
    expect(d.transport.vessel).toBe('SM TIANJIN');
  });

  it('reads the importing party centred a line under "exported to:"', () => {
    expect(d.countryOfDestination).toBe('AU');
  });

  it('reads origin criteria and the invoice under stacked captions, the invoice printed once for all items', () => {
    expect(d.goods.map((g: any) => g.originCriterion)).toEqual(['CTC', 'RVC']);
    expect(d.goods.map((g: any) => [g.invoiceNumber, g.invoiceDate])).toEqual([['SR-EX-2603-112', '2026-03-12'], ['SR-EX-2603-112', '2026-03-12']]);
  });

  it("ends an item's description at a blank line of its pitch, before the totals line", () => {
    expect(d.goods[1].description).toBe('CUSHION FOUNDATION COMPACT WITH REFILL');
  });
});
