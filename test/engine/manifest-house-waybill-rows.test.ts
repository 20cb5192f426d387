import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A forwarder's consolidation manifest: a header block captioning the master waybill beside the flight, then one
 * row per house waybill (the forwarder's own numbers), without rules, each row annotated in smaller type under its
 * cells, running subtotals over and under the rows, a weight column captioned by its unit in the local language.
 */
const xs = [20, 40, 120, 280, 470, 530, 560];
const header = (): Line[] => [
  line('Manifesto n. / No.', 20, 50, 6.5), line('MAWB', 160, 50, 6.5), line('Volo / Flight', 300, 50, 6.5),
  line('MXP-C-2291', 20, 60, 8.5), line('176-12345675', 160, 60, 8.5), line('EK 092', 300, 60, 8.5),
  line('#', xs[0], 90, 6.8), line('HAWB', xs[1], 90, 6.8), line('MITTENTE / SHIPPER', xs[2], 90, 6.8),
  line('DESTINATARIO / CONSIGNEE', xs[3], 90, 6.8), line('COLLI / PCS', 468, 90, 6.8), line('PESO KG', 532, 90, 6.8),
  line('MERCE / DESCRIPTION', xs[6], 90, 6.8),
];
/** A house line at y: its cells in the row's type, then notes in smaller type under the parties, the goods and the number. */
const house = (y: number, no: string, shipper: string, consignee: string, pcs: string, kg: string, goods: string): Line[] => [
  line(String((y - 110) / 30 + 1), xs[0], y, 7.4), line(no, xs[1], y, 7.4), line(shipper, xs[2], y, 7), line(consignee, xs[3], y, 7),
  line(pcs, 470, y, 7.4), line(kg, 535, y, 7.4), line(goods, xs[6], y, 7),
  line('ITALY', xs[2], y + 9, 6.4), line('UAE', xs[3], y + 9, 6.4), line('HS 8481', xs[6], y + 9, 6),
  line('ORG MXP DST DXB', xs[1], y + 17, 6),
];

describe('consolidation manifest: house waybill rows', () => {
  it('reads each house line, leaving out the notes under it and the running subtotals', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      ...header(),
      line('BROUGHT FORWARD', xs[2], 100, 8), line('31', 480, 100, 8), line('402.5', 535, 100, 8),
      ...house(110, 'MXPDXB-00412', 'VALVOLE LOMBARDE SRL', 'GULF FLOW TRADING LLC', '4 CTN', '88.5', 'BRASS BALL VALVES'),
      ...house(140, 'MXPDXB-00419', 'TESSITURA ALPINA SPA', 'DESERT HOME TEXTILES', '2 PLT', '410.0', 'WOVEN FABRIC ROLLS'),
      line('CARRIED FORWARD', xs[2], 172, 8), line('37', 480, 172, 8), line('901.0', 535, 172, 8),
    ]);
    expect(d.transportMode).toBe('AIR');
    expect(d.entries).toHaveLength(2);
    expect(d.entries[0]).toMatchObject({
      airWaybillNumber: 'MXPDXB-00412', shipper: { name: 'VALVOLE LOMBARDE SRL' }, consignee: { name: 'GULF FLOW TRADING LLC' },
      packages: { count: 4, type: 'CTN' }, grossWeight: { value: 88.5, unit: 'kg' }, description: 'BRASS BALL VALVES',
    });
    expect(d.entries[1]).toMatchObject({
      airWaybillNumber: 'MXPDXB-00419', consignee: { name: 'DESERT HOME TEXTILES' }, packages: { count: 2, type: 'PLT' },
      grossWeight: { value: 410 }, description: 'WOVEN FABRIC ROLLS',
    });
  });

  it('starts no row at a date or a figure in the house waybill column', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      ...header(),
      ...house(110, 'MXPDXB-00412', 'VALVOLE LOMBARDE SRL', 'GULF FLOW TRADING LLC', '4 CTN', '88.5', 'BRASS BALL VALVES'),
      line('2026-03-04', xs[1], 150, 7.4), line('1 PLT', 470, 150, 7.4),
      line('05-MAR-2026', xs[1], 170, 7.4), line('1 PLT', 470, 170, 7.4),
      line('12345', xs[1], 190, 7.4), line('1 PLT', 470, 190, 7.4),
    ]);
    expect(d.entries.map((e: { airWaybillNumber?: string }) => e.airWaybillNumber)).toEqual(['MXPDXB-00412']);
  });

  it('takes no word of a master waybill column for a house number', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      ...header().map((l) => (l.text === 'HAWB' ? line('MAWB NO.', xs[1], 90, 6.8) : l)),
      ...house(110, 'MXPDXB-00412', 'VALVOLE LOMBARDE SRL', 'GULF FLOW TRADING LLC', '4 CTN', '88.5', 'BRASS BALL VALVES'),
    ]);
    expect(d.entries).toHaveLength(0);
  });

  it('reads a weight column captioned by its unit beside a local word, accents and all', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      line('AWB NO.', 20, 90, 6.8), line('SHIPPER', 120, 90, 6.8), line('CONSIGNEE', 280, 90, 6.8),
      line('PCS', 470, 90, 6.8), line('SÚLY KG', 520, 90, 6.8), line('DESCRIPTION', 560, 90, 6.8),
      line('176-12345675', 20, 110, 7.4), line('VALVOLE LOMBARDE SRL', 120, 110, 7), line('GULF FLOW TRADING LLC', 280, 110, 7),
      line('4', 480, 110, 7.4), line('88.5', 530, 110, 7.4), line('BRASS BALL VALVES', 560, 110, 7),
    ]);
    expect(d.entries).toHaveLength(1);
    expect(d.entries[0]).toMatchObject({ airWaybillNumber: '176-12345675', grossWeight: { value: 88.5, unit: 'kg' }, packages: { count: 4 } });
  });
});
