import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A scanned air waybill's routing boxes whose small "to" and "by" captions OCR lost or garbled: the first
 * carrier's caption ("By Frst Carer") opens the boxes, the next box's caption on the row (Currency) closes them,
 * and the values under them alternate airport and carrier.
 */
describe('routing boxes read by their columns', () => {
  it('reads the legs under a garbled first-carrier caption with the other captions lost', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('By Frst Carer', 60, 240, 6), line('by', 180, 241, 4), line('Curency', 300, 240, 6),
      line('MXP', 30, 250, 8), line('AZ', 62, 250, 8), line('YUL', 150, 250, 8), line('AC', 181, 250, 8),
      line('CHF', 301, 250, 8), line('PP', 330, 250, 8),
    ].map(ocrLine));
    expect(d.routing).toEqual([{ to: 'MXP', carrier: 'AZ' }, { to: 'YUL', carrier: 'AC' }]);
  });

  it('stops at the next box: a currency and charges code after the last leg are no leg', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('By First Carrer', 60, 240, 6), line('Currency', 160, 240, 6),
      line('LIS', 30, 250, 8), line('TP', 62, 250, 8), line('EUR', 161, 250, 8), line('PP', 190, 250, 8),
    ].map(ocrLine));
    expect(d.routing).toEqual([{ to: 'LIS', carrier: 'TP' }]);
  });
});
