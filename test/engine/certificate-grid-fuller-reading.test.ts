import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const stack = (texts: string[], x: number, y: number, size: number, pitch: number): Line[] => texts.map((t, i) => line(t, x, y + i * pitch, size));
const h = (x0: number, x1: number, y: number): Rule => ({ kind: 'h', bbox: [x0, y, x1, y + 0.5] });
const v = (x: number, y0: number, y1: number): Rule => ({ kind: 'v', bbox: [x, y0, x + 0.5, y1] });
/** A stamp's line, set askew: its box much taller than its type. */
const askew = (text: string, x: number, y: number, size: number): Line => {
  const l = line(text, x, y, size, true);
  return { ...l, bbox: [l.bbox[0], y - size * 1.5, l.bbox[2], y + size * 1.2] };
};

// A numbered preferential certificate: column captions over four lines, the goods caption opening a bracket on its
// second line that closes two lines down, beside the criterion's and the invoices' captions (a table header read
// line by line loses those columns; the grid's own reading keeps them). Criteria in quotes, invoice per item.
const item = (n: number, y: number, goods: string, hs: string, crit: string, gw: string): Line[] => [
  line(String(n), 42, y, 8), line(goods, 150, y, 7.6), line(`HS CODE: ${hs}`, 150, y + 9, 7.6),
  line(`"${crit}"`, 376, y, 8), line(gw, 414, y, 7.2), line('G.W.', 414, y + 9, 7.2),
  line('NL-EX-7731', 494, y, 7.2), line('02-MAY-2026', 494, y + 9, 7.2),
];
const lines: Line[] = [
  line("1. Goods consigned from (Exporter's business name, address, country)", 33, 30, 6.4),
  ...stack(['NORLAND FRUIT EXPORTERS LTD', '12 Orchard Road, Velden 4410, Norland'], 38, 42, 7.8, 10),
  line('Reference No. NL2605000123', 308, 32, 9, true),
  line('FORM E', 405, 100, 14, true),
  ...stack(['5. Item', 'number'], 33, 232, 5.8, 7),
  ...stack(['6. Marks and', 'numbers on', 'packages'], 67, 232, 5.8, 7),
  ...stack(['7. Number and type of packages,', 'description of goods (including quantity', 'where appropriate and HS number', 'of the importing Party)'], 149, 232, 5.8, 7),
  ...stack(['8. Origin', 'criterion', '(see Overleaf', 'Notes)'], 363, 232, 5.8, 7),
  ...stack(['9. Gross weight', 'or other', 'quantity, and', 'value (FOB)'], 413, 232, 5.8, 7),
  ...stack(['10. Number and', 'date of invoices'], 493, 232, 5.8, 7),
  ...stack(['NFE', 'ROTTERDAM', 'NO. 1-900'], 67, 274, 7.4, 9),
  ...item(1, 274, '400 CARTONS OF FRESH APPLES', '080810', 'WO', '8,400.00 KGS'),
  ...item(2, 306, '500 CARTONS OF APPLE JUICE CONCENTRATE', '200979', '40%', '11,250.00 KGS'),
  line('12. Certification', 303, 591, 6.4, true),
  line('It is hereby certified that the declaration by the exporter is correct.', 308, 602, 7),
  line('DEPARTMENT OF EXPORT CONTROL', 308, 637, 8.4, true),
  line('MINISTRY OF TRADE, NORLAND', 308, 648, 8.4, true),
  askew('VELDEN OFFICE', 460, 675, 8),
  line('VELDEN, 05/05/2026', 308, 728, 7.6),
  line('Place and date, signature and stamp of certifying authority', 308, 741, 5.8),
];
const cx = [30, 64, 146, 360, 410, 490, 565];
const rules: Rule[] = [h(30, 565, 228), h(30, 565, 265), h(30, 565, 590), ...cx.map((x) => v(x, 228, 590)), h(300, 565, 750), v(300, 590, 750), v(565, 590, 750)];
const d = extractLogistics('certificate_of_origin', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('a numbered certificate grid whose goods caption opens a bracket over its neighbours\' captions', () => {
  it('reads each item\'s origin criterion and invoice number and date', () => {
    expect(d.goods.map((g: Record<string, unknown>) => [g.itemNumber, g.hsCode, g.originCriterion, g.invoiceNumber, g.invoiceDate])).toEqual([
      [1, '080810', 'WO', 'NL-EX-7731', '2026-05-02'],
      [2, '200979', '40%', 'NL-EX-7731', '2026-05-02'],
    ]);
  });
});

describe('a certifying body printed over its parent ministry, a stamp beside', () => {
  it('reads the body named first, without the ministry under it or the stamp', () => {
    expect(d.issuingAuthority).toBe('DEPARTMENT OF EXPORT CONTROL');
  });
});
