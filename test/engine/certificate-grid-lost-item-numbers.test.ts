import { describe, expect, it } from 'vitest';
import { numberedGridRows } from '../../engine/extract/logistics/certificate-grid.ts';
import { goodsText } from '../../engine/extract/logistics/certificate-goods-text.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const stack = (texts: string[], x: number, y: number, size: number, pitch: number): Line[] => texts.map((t, i) => line(t, x, y + i * pitch, size));
/** A scanned item number: its box tighter than the words' beside it. */
const figure = (n: number, y: number): Line => { const l = line(String(n), 44, y, 8); return { ...l, bbox: [l.bbox[0], y + 2, l.bbox[2], y + 6] }; };
const item = (y: number, marks: string, goods: string, crit: string, inv: string): Line[] => [
  line(marks, 70, y, 7), line(`${goods} HS CODE: 1234.56`, 150, y, 7), line(`"${crit}"`, 340, y, 8), line(inv, 470, y, 7),
  line('FOB USD 1,000.00', 390, y + 9, 7),
];
const captions: Line[] = [
  ...stack(['5. Item', 'number'], 33, 230, 6, 7),
  ...stack(['6. Marks and', 'numbers on', 'packages'], 67, 230, 6, 7),
  ...stack(['7. Number and type of packages,', 'description of goods'], 147, 230, 6, 7),
  ...stack(['8. Origin', 'criterion'], 337, 230, 6, 7),
  ...stack(['9. Gross weight', 'or other quantity'], 387, 230, 6, 7),
  ...stack(['10. Number and', 'date of invoices'], 467, 230, 6, 7),
];

describe('a scanned certificate grid whose OCR lost some item numbers', () => {
  // Items 2 and 3 have no number read: their rows begin where the grid's lines start again after a blank line.
  const lines = [
    ...captions,
    figure(1, 280), ...item(280, 'QX-1', 'TIN CUPS', 'WO', 'INV-71'),
    ...item(310, 'QX-2', 'TIN PLATES', 'PE', 'INV-72'),
    ...item(340, 'QX-3', 'TIN BOWLS', 'CTH', 'INV-73'),
    figure(4, 370), ...item(370, 'QX-4', 'TIN JUGS', 'WO', 'INV-74'),
  ];
  const rows = numberedGridRows([page(lines)]);

  it('reads one row per item, each with its own criterion and invoice', () => {
    expect(rows.map((r) => [r.item?.text ?? null, r.marks?.text, r.originCriterion?.text, r.invoice?.text])).toEqual([
      ['1', 'QX-1', '"WO"', 'INV-71'], [null, 'QX-2', '"PE"', 'INV-72'], [null, 'QX-3', '"CTH"', 'INV-73'], ['4', 'QX-4', '"WO"', 'INV-74'],
    ]);
  });

  it('infers no rows where the blocks between the numbers are not as many as the numbers skipped', () => {
    const merged = [...captions, figure(1, 280), ...item(280, 'QX-1', 'TIN CUPS', 'WO', 'INV-71'), figure(4, 370), ...item(370, 'QX-4', 'TIN JUGS', 'WO', 'INV-74')];
    expect(numberedGridRows([page(merged)]).length).toBe(2);
  });
});

describe('packages counted with thousands grouped by a point', () => {
  it('reads the count and leaves the description', () => {
    expect(goodsText('2.500 (TWO THOUSAND FIVE HUNDRED) CARTONS OF TIN CUPS')).toMatchObject({ packages: 2500, description: 'TIN CUPS' });
  });
});
