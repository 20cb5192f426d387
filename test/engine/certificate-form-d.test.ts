import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { goodsText } from '../../engine/extract/logistics/certificate-goods-text.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/** Lines printed one under the other, `pitch` apart, from (x, y). */
const stack = (texts: string[], x: number, y: number, size: number, pitch: number): Line[] => texts.map((t, i) => line(t, x, y + i * pitch, size));
const h = (x0: number, x1: number, y: number): Rule => ({ kind: 'h', bbox: [x0, y, x1, y + 0.5] });
const v = (x: number, y0: number, y1: number): Rule => ({ kind: 'v', bbox: [x, y0, x + 0.5, y1] });

// ASEAN Form D: small (5.8 pt) box captions over 7 pt values, column captions over four to seven lines, boxes
// ruled with separate lines.
const lines: Line[] = [
  line("1. Goods consigned from (Exporter's business name, address, country)", 33, 30, 5.8),
  ...stack(['VINH PHAT COFFEE JOINT STOCK COMPANY', 'LOT B2-4, TAN THANH INDUSTRIAL ZONE', 'VIETNAM', 'TAX CODE: 6000471893'], 36, 41.5, 7, 9),
  line('Reference No.', 308, 37, 7), line('VN-PH 26/02/01846', 380, 34, 10),
  line('FORM D', 407, 86, 14),
  line("2. Goods consigned to (Consignee's name, address, country)", 33, 114, 5.8),
  line('Issued in VIETNAM', 384, 114, 9),
  ...stack(['MINDANAO BEAN TRADING CORPORATION', 'PASIG CITY, METRO MANILA 1604', 'PHILIPPINES'], 36, 125.5, 7, 9),
  line('3. Means of transport and route (as far as known)', 33, 198, 5.8),
  ...stack(['Departure date: 20/03/2026', "Vessel's name/Aircraft etc.:", 'WAN HAI 305 V.S142', 'FROM: CAT LAI PORT, HO CHI MINH CITY, VIETNAM'], 36, 209.5, 7, 9),
  ...stack(['5. Item', 'number'], 33, 282, 5.6, 6.8),
  ...stack(['6. Marks and', 'numbers on', 'packages'], 69, 282, 5.6, 6.8),
  ...stack(['7. Number and type of packages,', 'description of goods (including', 'quantity where appropriate and HS', 'number of the importing country)'], 155, 282, 5.6, 6.8),
  ...stack(['8. Origin', 'criterion', '(see Overleaf', 'Notes)'], 371, 282, 5.6, 6.8),
  ...stack(['9. Gross', 'weight or', 'other quantity', 'and value (FOB)', 'only when RVC', 'criterion is', 'applied'], 429, 282, 5.6, 6.8),
  ...stack(['10. Number', 'and date of', 'invoices'], 495, 282, 5.6, 6.8),
  line('1', 42, 343, 7.5), ...stack(['VPC', 'MANILA', 'NO. 1-800'], 70, 343, 7, 9),
  ...stack(['800 (EIGHT HUNDRED) JUTE BAGS', 'VIETNAM ROBUSTA GREEN COFFEE BEANS,', 'WET POLISHED', 'HS CODE: 0901.11'], 156, 343, 7, 9),
  line('"WO"', 388, 343, 7.5), line('48,160 KGS', 440, 343, 7), line('G.W.', 472, 352, 6.5),
  ...stack(['VPC-EXP-2603-014', 'DATED', '14/03/2026'], 495, 344, 6.5, 8.5),
  line('2', 42, 391, 7.5), ...stack(['VPC', 'MANILA', 'NO. 801-1400'], 70, 391, 7, 9),
  ...stack(['600 (SIX HUNDRED) CARTONS', 'ROASTED COFFEE BEANS', 'HS CODE: 0901.21'], 156, 391, 7, 9),
  line('"WO"', 388, 391, 7.5), line('4,020 KGS', 444, 391, 7), line('G.W.', 472, 400, 6.5),
  line('TOTAL: 1,400 PACKAGES (52,180 KGS G.W.)', 178, 440, 7),
  line('11. Declaration by the exporter', 33, 562, 5.8),
  line('12. Certification', 303, 562, 5.8),
  ...stack(['It is hereby certified, on the basis of control carried out,', 'that the declaration by the exporter is correct.'], 306, 570, 6.5, 8),
  line('MINISTRY OF INDUSTRY AND TRADE', 365, 604, 7.5),
  line('Regional Import-Export Management Office', 355, 616, 6.5),
  line('HO CHI MINH CITY, 18/03/2026', 370, 677, 7.5),
  line('Place and date, signature and stamp of certifying authority', 330, 695, 5.8),
];
const rules: Rule[] = [h(30, 565, 560), h(30, 565, 720), h(310, 555, 690), v(30, 560, 720), v(300, 560, 720), v(565, 560, 720)];
const d = extractLogistics('certificate_of_origin', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('ASEAN Form D', () => {
  it('names the form as the certificate type', () => {
    expect(d.certificateType).toBe('Form D');
  });

  it('reads values printed under small box captions, not text far to their right in another box', () => {
    expect(d.exporter).toMatchObject({ name: 'VINH PHAT COFFEE JOINT STOCK COMPANY', taxId: '6000471893' });
    expect(d.consignee?.name).toBe('MINDANAO BEAN TRADING CORPORATION');
  });

  it('reads the vessel and the port of loading from the transport box\'s labelled lines', () => {
    expect(d.transport).toMatchObject({ mode: 'SEA', vessel: 'WAN HAI 305' });
    expect(d.transport.portOfLoading).toMatchObject({ name: 'CAT LAI', country: 'VN' });
  });

  it('reads the goods grid whose column captions run over up to seven lines, row by item number', () => {
    expect(d.goods).toHaveLength(2);
    expect(d.goods[0]).toMatchObject({ itemNumber: 1, description: 'VIETNAM ROBUSTA GREEN COFFEE BEANS, WET POLISHED', hsCode: '090111', quantity: 800,
      grossWeight: { value: 48160, unit: 'kg' }, marks: 'VPC MANILA NO. 1-800', originCriterion: 'WO', invoiceNumber: 'VPC-EXP-2603-014', invoiceDate: '2026-03-14' });
    expect(d.goods[1]).toMatchObject({ description: 'ROASTED COFFEE BEANS', quantity: 600, invoiceNumber: 'VPC-EXP-2603-014' });
  });

  it('reads the certifying body and date centred in a box ruled with separate lines', () => {
    expect(d.issuingAuthority).toBe('MINISTRY OF INDUSTRY AND TRADE');
    expect(d.issueDate).toBe('2026-03-18');
  });
});

describe('goods text with the package count in figures, then in words', () => {
  it('reads "800 (EIGHT HUNDRED) JUTE BAGS" as 800 packages, the material word included', () => {
    expect(goodsText('800 (EIGHT HUNDRED) JUTE BAGS GREEN COFFEE BEANS HS CODE: 0901.11')).toEqual({ description: 'GREEN COFFEE BEANS', packages: 800, marks: null, hs: '090111' });
    expect(goodsText('TEN (10) DRUMS OF 2-ETHYLHEXYL SALICYLATE').packages).toBe(10);
  });
});
