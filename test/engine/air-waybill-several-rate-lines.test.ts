import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const awb = (lines: Line[]) => extractLogistics('air_waybill', buildContext([page(lines)], 'en')).data as Record<string, any>;

/** Two rate lines (two rate classes) and the total line under them, invented figures. */
const rateBlock = (): Line[] => [
  line('Pieces', 28, 314, 5.6), line('Gross Weight', 66, 314, 5.6), line('Rate Class', 140, 314, 5.6),
  line('Chargeable Weight', 208, 314, 5.6), line('Rate', 264, 314, 5.6), line('Total', 316, 314, 5.6),
  line('Nature and Quantity of Goods', 388, 314, 5.6),
  line('5', 29, 345, 8), line('250.0', 67, 345, 8), line('N', 141, 345, 8), line('300.0', 209, 345, 8),
  line('2.00', 265, 345, 8), line('600.00', 317, 345, 8), line('MACHINE PARTS', 389, 345, 8),
  line('3', 29, 373, 8), line('100.0', 67, 373, 8), line('Q', 141, 373, 8), line('120.0', 209, 373, 8),
  line('1.50', 265, 373, 8), line('180.00', 317, 373, 8),
  line('8', 29, 440, 8), line('350.0', 67, 440, 8), line('420.0', 209, 440, 8), line('780.00', 317, 440, 8),
];

describe('air waybill with several rate lines', () => {
  it('takes the consignment figures from the total line and no single rate class or rate', () => {
    const d = awb(rateBlock());
    expect(d.pieces).toBe(8);
    expect(d.grossWeight).toEqual({ value: 350, unit: 'kg' });
    expect(d.chargeableWeight).toEqual({ value: 420, unit: 'kg' });
    expect(d.totalCharge).toBe(780);
    expect(d.rateClass).toBeNull();
    expect(d.rate).toBeNull();
  });

  it('reads flights under a caption whose two languages a dash parts ("Vol / date - Flight / date")', () => {
    const d = awb([line('Vol / date - Flight / date', 211, 244, 6), line('XY123 / 04MAR', 214, 254, 8), line('XY456 / 05MAR', 214, 263, 8),
      line('Executed on 03 MAR 2026 at LYON', 30, 580, 8)]);
    expect(d.flights).toEqual([{ flightNumber: 'XY123', date: '2026-03-04' }, { flightNumber: 'XY456', date: '2026-03-05' }]);
  });
});
