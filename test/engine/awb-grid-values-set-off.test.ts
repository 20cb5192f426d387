import { describe, expect, it } from 'vitest';
import { readRateBlock } from '../../engine/extract/logistics/air-rate-block.ts';
import { readRoutingBoxes } from '../../engine/extract/logistics/air-routing.ts';
import { totalInSummaryColumn } from '../../engine/extract/logistics/air-totals.ts';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { line, page } from './support/page.ts';

/** IATA grid boxes with 5-pt captions over values in much larger type, set off from their captions. */
describe('air waybill grid values set off from their captions', () => {
  it('reads routing legs whose codes reach up into the line box of their 5-pt captions', () => {
    const segs = segmentPages([page([
      line('to', 26, 229, 5.2), line('By First Carrier', 56, 229, 5.2), line('to', 136, 229, 5.2), line('by', 166, 229, 5.2),
      // 11-pt values 5 points under 5.2-pt captions start above the captions' foot.
      line('DOH', 28, 234, 11), line('QR', 58, 234, 11), line('JNB', 138, 234, 11), line('QR', 168, 234, 11),
    ])]);
    expect(readRoutingBoxes(segs)?.legs).toEqual([{ to: 'DOH', carrier: 'QR' }, { to: 'JNB', carrier: 'QR' }]);
  });

  it('reads the total prepaid printed in the Prepaid half under a caption centred over both halves', () => {
    const segs = segmentPages([page([
      line('Prepaid', 44, 501, 6.4), line('Weight Charge', 96, 513, 5.4), line('Collect', 134, 501, 6.4),
      line('8,120.00', 30, 521, 8.4),
      line('Total Prepaid', 98, 657, 5.4), line('Total Collect', 160, 657, 5.4), line('11,305.50', 30, 665, 8.4),
    ])]);
    expect(totalInSummaryColumn(segs, 'totalPrepaid')?.text).toBe('11,305.50');
    expect(totalInSummaryColumn(segs, 'totalCollect')).toBeNull();
  });

  const rateBlock = (goods: Array<[string, number]>, note: [string, number] | null = null) => segmentPages([page([
    line('No. of', 26, 312, 5.6), line('Gross', 66, 312, 5.6), line('Rate', 142, 312, 5.6), line('Chargeable', 222, 312, 5.6),
    line('Rate /', 282, 312, 5.6), line('Total', 338, 312, 5.6), line('Nature and Quantity of Goods', 406, 312, 5.6),
    line('Pieces', 26, 319, 5.6), line('Weight', 66, 319, 5.6), line('Class', 142, 319, 5.6), line('Weight', 222, 319, 5.6),
    line('Charge', 282, 319, 5.6),
    line('8', 27, 343, 8.4), line('2,310.0', 67, 343, 8.4), line('Q', 143, 343, 8.4), line('2,500.0', 223, 343, 8.4),
    line('3.10', 283, 343, 8.4), line('7,750.00', 339, 343, 8.4),
    ...goods.map(([t, y]) => line(t, 407, y, 7.4)),
    ...(note ? [line(note[0], 67, note[1], 5.8)] : []),
  ])]);

  it("reads the goods' nature on past a note under another column's value, up to a captioned dimensions line", () => {
    const segs = rateBlock([['LABORATORY ANALYSERS', 344], ['AND REAGENTS', 353], ['8 PALLETS', 362], ['DIMS (CM):', 371], ['8 @ 120X100X140', 380]], ['(2500 K MIN. BREAK)', 355]);
    expect(readRateBlock(segs)?.nature).toBe('LABORATORY ANALYSERS AND REAGENTS 8 PALLETS');
  });

  it('ends the nature before its measure when a tariff heading named "PARTIDA" follows', () => {
    const segs = rateBlock([['FRESH CUT FLOWERS', 344], ['60 CAJAS', 353], ['VOL. 9,800 M3', 362], ['PARTIDA 0603.19', 371]]);
    expect(readRateBlock(segs)?.nature).toBe('FRESH CUT FLOWERS 60 CAJAS');
  });
});
