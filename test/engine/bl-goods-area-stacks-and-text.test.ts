import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { line, extractLogisticsPage as extract } from './support/page.ts';

/** A line in 6.6 pt type (a container stack's), 4 pt a character. */
const small = (t: string, x: number, y: number): Line => line(t, x, y, 6.4);

// An HMM-style goods area: container stacks in the first column, goods described beside them after a clause that
// counts the containers, a freight remark under the goods, the totals on a "TOTAL" line.
const HMM: Line[] = [
  line('CONTAINER NO. / SEAL NO.', 29, 259, 5.8), line('NO. OF PKGS', 147, 259, 5.8), line('DESCRIPTION OF GOODS', 201, 259, 5.8),
  line('GROSS WEIGHT', 427, 259, 5.8), line('MEASUREMENT', 499, 259, 5.8),
  line("4 CONTAINERS SHIPPER'S LOAD, STOW, COUNT AND SEAL", 202, 276, 7.2),
  small('HMMU6411800', 30, 277), small('SEAL HMMK1128401', 30, 285),
  line('64 PALLETS', 152, 290, 7.2), line('BRAKE CALIPER ASSEMBLIES', 202, 290, 7.2), line('47,105.3 KGS', 446, 290, 7.2), line('184.2 CBM', 529, 290, 7.2),
  small("40'HC 26 PLTS", 30, 293.3),
  line('H.S. CODE 870830', 202, 299.3, 7.2), small('18,246.5 KGS 72.8 CBM', 30, 301.5),
  line('MARKS: MCD/BHX PO 44817', 202, 308.3, 7.2),
  small('HMMU6522912', 30, 316.9), small('SEAL HMMK1128402', 30, 325.1),
  line('24 PALLETS', 152, 330, 7.2), line('STEERING KNUCKLES', 202, 330, 7.2), line('16,556.8 KGS', 446, 330, 7.2), line('60.2 CBM', 533, 330, 7.2),
  small("40'HC 38 PLTS", 30, 333.3), line('H.S. CODE 870894', 202, 339.3, 7.2), small('18,190.0 KGS 72.8 CBM', 30, 341.5),
  line('MARKS: MCD/BHX PO 44818', 202, 348.3, 7.2),
  line('"FREIGHT COLLECT"', 202, 389, 7.2),
  small('KOCU4219689', 30, 396.9), line('OCEAN FREIGHT PAYABLE AT DESTINATION', 202, 398, 7.2),
  small('SEAL HMMK1128404', 30, 405.1), small("20'GP 24 PLTS", 30, 413.3), small('9,870.4 KGS 31.6 CBM', 30, 421.5),
  line('TOTAL', 30, 547, 7.4), line('88 PLTS', 165, 547, 7.4), line('63,662.1 KGS', 445, 547, 7.4), line('244.4 CBM', 527, 547, 7.4),
];

describe('B/L goods area with container stacks beside the goods', () => {
  it('reads the goods after the clause that counts the containers, each with the marks printed in its description', () => {
    const x = extract('bill_of_lading', HMM);
    expect(x.goods.map((g: any) => [g.description, g.hsCode, g.marksAndNumbers, g.packages?.count])).toEqual([
      ['BRAKE CALIPER ASSEMBLIES', '870830', 'MCD/BHX PO 44817', 64],
      ['STEERING KNUCKLES', '870894', 'MCD/BHX PO 44818', 24],
    ]);
  });

  it('reads every stacked container, also one printed past a remark under the goods, with the packages after its size/type', () => {
    const x = extract('bill_of_lading', HMM);
    expect(x.containers.map((c: any) => [c.containerNumber, c.sealNumbers, c.sizeType, c.packages, c.grossWeight?.value])).toEqual([
      ['HMMU6411800', ['HMMK1128401'], '45G1', { count: 26, type: 'PLTS' }, 18246.5],
      ['HMMU6522912', ['HMMK1128402'], '45G1', { count: 38, type: 'PLTS' }, 18190],
      ['KOCU4219689', ['HMMK1128404'], '22G1', { count: 24, type: 'PLTS' }, 9870.4],
    ]);
  });

  it('reads the totals from a "TOTAL" caption with its figures beside it', () => {
    const x = extract('bill_of_lading', HMM);
    expect([x.totalPackages, x.totalGrossWeight, x.totalVolume]).toEqual([88, { value: 63662.1, unit: 'kg' }, { value: 244.4, unit: 'm3' }]);
  });
});

describe('Sea waybill goods described in text under "Description of Goods"', () => {
  const SWB: Line[] = [
    line('Container No.', 39, 288, 7.5), line('Seal No.', 125, 288, 7.5), line('Type', 206, 288, 7.5), line('No. of Bags', 254, 288, 7.5),
    line('Gross Weight (MT)', 318, 288, 7.5), line('Measurement (M3)', 420, 288, 7.5),
    line('PCIU1816447', 39, 301, 8.5), line('PIL0937710', 125, 301, 8.5), line('20GP', 204, 301, 8.5), line('990', 278, 301, 8.5), line('25.1895', 353, 301, 8.5), line('29.50', 446, 301, 8.5),
    line('TGHU0873218', 39, 316, 8.5), line('PIL0937713', 125, 316, 8.5), line('20GP', 204, 316, 8.5), line('880', 278, 316, 8.5), line('22.3900', 353, 316, 8.5), line('26.20', 446, 316, 8.5),
    line('Total', 40, 332, 8.5), line('1,870', 272, 332, 8.5), line('47.5795', 349, 332, 8.5), line('55.70', 441, 332, 8.5),
    line('Marks & Numbers', 36, 360), line('Description of Goods', 170, 360),
    line('KPIL/MSA', 36, 372, 8.5), line("2 X 20' CONTAINERS STC 1,870 BAGS (25 KG NET EACH)", 170, 372, 8.5),
    line('LOT NO. 2603A', 36, 382.5, 8.5), line('POLYPROPYLENE HOMOPOLYMER RESIN', 170, 382.5, 8.5),
    line('HS CODE: 390210', 170, 393, 8.5),
    line('NET WEIGHT: 46,750.000 KGS GROSS WEIGHT: 47,579.500 KGS', 170, 403.5, 8.5),
    line('TOTAL MEASUREMENT: 55.70 M3', 170, 414, 8.5),
    line('SHIPPED ON BOARD 12/03/2026', 170, 424.5, 8.5),
  ];

  it('reads the item: packages from the clause, description, HS code, weights and volume after their captions, marks beside', () => {
    const g = extract('sea_waybill', SWB).goods;
    expect(g).toEqual([{
      description: 'POLYPROPYLENE HOMOPOLYMER RESIN', hsCode: '390210', marksAndNumbers: 'KPIL/MSA LOT NO. 2603A', packages: { count: 1870, type: 'BAGS' },
      grossWeight: { value: 47579.5, unit: 'kg' }, netWeight: { value: 46750, unit: 'kg' }, volume: { value: 55.7, unit: 'm3' },
    }]);
  });

  it('counts each container\'s packages under a "No. of Bags" column, and totals the weight in the unit the goods declare', () => {
    const x = extract('sea_waybill', SWB);
    expect(x.containers.map((c: any) => [c.packages, c.grossWeight])).toEqual([
      [{ count: 990, type: 'BAGS' }, { value: 25.1895, unit: 't' }],
      [{ count: 880, type: 'BAGS' }, { value: 22.39, unit: 't' }],
    ]);
    expect([x.totalPackages, x.totalGrossWeight]).toEqual([1870, { value: 47579.5, unit: 'kg' }]);
  });
});
