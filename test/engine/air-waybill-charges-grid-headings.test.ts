import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('other charges grid with column headings, handling box with SCI and SPH', () => {
  it('reads the charges under their CODE / AMOUNT / DUE / BASIS headings', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Air Waybill', 340, 40, 12), line('123-44182764', 24, 20, 10),
      line('Other Charges', 300, 600, 5),
      line('CODE', 305, 609, 5.6, true), line('AMOUNT', 390, 609, 5.6, true), line('DUE', 430, 609, 5.6, true), line('BASIS', 460, 609, 5.6, true),
      line('FSC', 305, 618, 7.5), line('512.00', 385, 618, 7.5), line('C', 435, 618, 7.5), line('USD 0.80 / KG CHW', 460, 618, 7.5),
      line('AWA', 305, 628, 7.5), line('25.00', 389, 628, 7.5), line('A', 435, 628, 7.5), line('PER AWB', 460, 628, 7.5),
    ]);
    expect(d.otherCharges).toEqual([{ code: 'FSC', amount: 512 }, { code: 'AWA', amount: 25 }]);
  });

  it('leaves the SCI and SPH codes out of the handling information', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('Air Waybill', 340, 40, 12), line('123-44182764', 24, 20, 10),
      line('Handling Information', 30, 300, 5),
      line('KEEP DRY. NOTIFY CONSIGNEE UPON ARRIVAL.', 32, 307, 8), line('SCI: X   SPH: PER', 32, 316, 8),
    ]);
    expect(d.handlingInformation).toBe('KEEP DRY. NOTIFY CONSIGNEE UPON ARRIVAL.');
  });
});
