import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, row } from './support/page.ts';

// Under the table, a shipping marks panel beside a block of captioned totals, each caption padded to a tab before its
// colon ("TOTAL CARTONS   : 30 CTNS"): the panel's title and the totals share a line that names column wordings.
const page = () => extractLogisticsPage('packing_list', [
  line('PACKING LIST', 400, 20, 14),
  ...row(100, [['CTN NO.', 10], ['STYLE', 70], ['DESCRIPTION', 120], ['CTNS', 250], ['TOTAL PCS', 290], ['G.W. KG', 350], ['CBM', 400]]),
  ...row(115, [['1-20', 10], ['AB-100', 70], ['COTTON SOCKS', 120], ['20', 255], ['600', 300], ['142.0', 355], ['1.200', 400]]),
  ...row(130, [['21-30', 10], ['AB-200', 70], ['WOOL SCARVES', 120], ['10', 255], ['300', 300], ['48.5', 355], ['0.600', 400]]),
  ...row(145, [['GRAND TOTAL', 10], ['30', 255], ['900', 300], ['190.5', 355], ['1.800', 400]]),
  ...row(175, [['SHIPPING MARKS', 10], ['TOTAL CARTONS', 250], [': 30 CTNS', 322]]),
  ...row(187, [['ACME RETAIL', 14], ['TOTAL PIECES', 250], [': 900 PCS', 322]]),
  ...row(199, [['PO: 77812', 14], ['TOTAL GROSS WT', 250], [': 190.5 KGS', 322]]),
]);

describe('a totals block printed beside the shipping marks under a packing list table', () => {
  it('is no table header: the rows above stay the only goods, each an article as well as a package line', () => {
    const d = page();
    expect(d.packages.map((p: any) => p.marks)).toEqual(['1-20', '21-30']);
    expect(d.items.map((i: any) => [i.sku, i.quantity])).toEqual([['AB-100', 600], ['AB-200', 300]]);
    expect(d.totalGrossWeight).toEqual({ value: 190.5, unit: 'kg' });
  });
});
