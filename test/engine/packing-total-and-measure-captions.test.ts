import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, row } from './support/page.ts';

// A carton-wise packing list: per-carton weights beside the line's totals ("TOTAL" over "N.W. KG"), the carton's
// measurement in centimetres ("CTN MEAS." over "CM") and its volume in a column captioned by the unit alone ("CBM").
const table = () => [
  line('PACKING LIST', 400, 20, 14),
  ...row(100, [['CTN NO.', 10], ['DESCRIPTION', 70], ['CTNS', 180], ['N.W./', 210], ['TOTAL', 250], ['TOTAL', 300], ['CTN MEAS.', 350], ['CBM', 420]]),
  ...row(111, [['CTN', 210], ['N.W. KG', 250], ['G.W. KG', 300], ['CM', 365]]),
  ...row(128, [['001-020', 10], ['COTTON SOCKS', 70], ['20', 186], ['6.5', 215], ['130.0', 255], ['142.0', 305], ['50x40x30', 350], ['1.200', 420]]),
  ...row(143, [['021-030', 10], ['WOOL SCARVES', 70], ['10', 186], ['4.2', 215], ['42.0', 260], ['48.5', 310], ['60x40x25', 350], ['0.600', 420]]),
];

describe('a packing list whose stacked captions qualify a field or give a measurement in a unit of length', () => {
  it('reads "TOTAL" over a weight caption as that weight (the line total), not a charge', () => {
    const d = extractLogisticsPage('packing_list', table());
    expect(d.packages.map((p: any) => [p.netWeight?.value, p.grossWeight?.value])).toEqual([[130, 142], [42, 48.5]]);
  });

  it('reads a measurement captioned in centimetres as the carton dimensions, and the "CBM" column as the volume', () => {
    const d = extractLogisticsPage('packing_list', table());
    expect(d.packages.map((p: any) => p.dimensions)).toEqual([
      { length: 50, width: 40, height: 30, unit: 'cm' }, { length: 60, width: 40, height: 25, unit: 'cm' },
    ]);
    expect(d.packages.map((p: any) => p.volume)).toEqual([{ value: 1.2, unit: 'm3' }, { value: 0.6, unit: 'm3' }]);
  });
});
