import { describe, expect, it } from 'vitest';
import { goodsRows, summaryRows } from '../../engine/extract/logistics/packing-rows.ts';
import type { TableRow, TotalsRead } from '../../engine/extract/logistics/table.ts';

const seg = { page: 1, bbox: [0, 0, 1, 1], text: '' } as never;
const c = (text: string) => ({ text, seg });

describe('packing list rows: running subtotals, grand totals, a summary table', () => {
  it('leaves out carried/brought forward rows and takes a grand-total row as the totals', () => {
    const rows: TableRow[] = [
      { marks: c('A-1'), description: c('TABLE'), packages: c('6') },
      { description: c('Dipindahkan / Carried forward (items 1-14)'), packages: c('63') },
      { description: c('Pindahan / Brought forward (items 1-14)'), packages: c('63') },
      { marks: c('A-2'), description: c('CHAIR'), packages: c('4') },
      { description: c('JUMLAH / GRAND TOTAL (2 lines)'), packages: c('10'), grossWeight: c('80.00') },
    ];
    const totals: TotalsRead[] = [{ text: 'Total: 10 crates', seg, row: { description: c('Total: 10 crates') } }];
    const goods = goodsRows(rows, totals);
    expect(goods.map((r) => r.description!.text)).toEqual(['TABLE', 'CHAIR']);
    expect(totals[0].row.grossWeight?.text).toBe('80.00');
  });

  it('knows a running subtotal\'s caption with a letter lost or misread by OCR', () => {
    const rows: TableRow[] = [
      { marks: c('A-1'), description: c('TABLE'), packages: c('6') },
      { description: c('Dipindahkan/ Carred forward (items 1-1)'), packages: c('63') },
      { description: c('Brougth forwad'), packages: c('63') },
      { marks: c('A-2'), description: c('CHAIR'), packages: c('4') },
    ];
    expect(goodsRows(rows, []).map((r) => r.description!.text)).toEqual(['TABLE', 'CHAIR']);
  });

  it('tells a per-article summary (quantity, no package count) from package rows', () => {
    const rows: TableRow[] = [
      { description: c('POLO'), packages: c('40'), quantity: c('1.200') },
      { sku: c('EG-1'), description: c('POLO, NAVY'), quantity: c('1.200'), unit: c('PCS') },
    ];
    expect(summaryRows(rows).map((r) => r.description!.text)).toEqual(['POLO, NAVY']);
  });
});
