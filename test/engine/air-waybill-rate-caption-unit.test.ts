import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** A house air waybill's rate line under numbered captions, the weight's unit in parentheses after its caption. */
const rateBlock = (natureTail: ReturnType<typeof line>[]) => [
  line('18 Pcs', 40, 330, 6.6, true), line('19 Gross Wt (kg)', 84, 330, 6.6, true), line('20 Class', 150, 330, 6.6, true),
  line('21 Chargeable Wt', 190, 330, 6.6, true), line('22 Rate', 260, 330, 6.6, true), line('23 Total', 316, 330, 6.6, true),
  line('24 Nature and Quantity of Goods', 390, 330, 6.6, true),
  line('7', 68, 348, 9), line('311.0', 118, 348, 9), line('N', 164, 348, 9), line('390.0', 228, 348, 9),
  line('3.90', 290, 348, 9), line('1,521.00', 345, 348, 9),
  line('MACHINED ALUMINIUM HOUSINGS', 392, 348, 8.2), line('7 CARTONS', 392, 358, 8.2), ...natureTail,
];

describe('an air waybill rate caption qualified by its unit in parentheses', () => {
  it('reads the gross weight under "Gross Wt (kg)" in that unit', () => {
    const d = extractLogisticsPage('air_waybill', rateBlock([]));
    expect(d.grossWeight).toEqual({ value: 311, unit: 'kg' });
    expect(d.chargeableWeight).toEqual({ value: 390, unit: 'kg' });
    expect(d.pieces).toBe(7);
  });

  it('reads a pound unit there as pounds', () => {
    const lines = rateBlock([]).map((l) => (l.text === '19 Gross Wt (kg)' ? line('19 Gross Wt (lb)', 84, 330, 6.6, true) : l));
    expect(extractLogisticsPage('air_waybill', lines).grossWeight).toEqual({ value: 311, unit: 'lb' });
  });

  it('leaves the measures out of the nature of goods where their last line ends in the HS code', () => {
    const d = extractLogisticsPage('air_waybill', rateBlock([line('DIMS 7 X 60X40X35 CM', 392, 368, 8.2), line('VOL 0.588 M3   HS 761699', 392, 378, 8.2)]));
    expect(d.natureAndQuantityOfGoods).toBe('MACHINED ALUMINIUM HOUSINGS 7 CARTONS');
  });
});
