import { describe, expect, it } from 'vitest';
import { sizeTypeOf } from '../../engine/extract/logistics/container-codes.ts';
import type { Line } from '../../engine/types.ts';
import { line, page, extractLogisticsPage } from './support/page.ts';

const extract = extractLogisticsPage;

/** A B/L's top boxes without totals labels; the goods table header at y 250 (`qty`: a "Quantity" column). */
const blHead = (qty = false): Line[] => [
  line('Shipper', 40, 100, 6), line('ACME EXPORTS LTD', 40, 110),
  line('B/L No.', 320, 100, 6), line('ABCD260311', 320, 110),
  line('Consignee', 40, 140, 6), line('TO ORDER', 40, 150),
  line('Port of Loading', 40, 190, 6), line('HAMBURG (DEHAM)', 40, 200),
  line('Port of Discharge', 320, 190, 6), line('SHANGHAI (CNSHA)', 320, 200),
  line('Marks and Nos.', 40, 250, 7), line(qty ? 'Quantity' : 'No. of Packages', 150, 250, 7), line('Description of Goods', 240, 250, 7),
  line('Gross Weight', 420, 250, 7), line('Measurement', 500, 250, 7),
];

describe('B/L totals from the goods table\'s totals line', () => {
  it('reads packages, gross weight and volume from a "TOTAL" line when no total is labelled', () => {
    const lines = [...blHead(),
      line('ACME', 40, 266), line('100 CTNS', 150, 266), line('MUGS', 240, 266), line('1,000.000 KGS', 420, 266), line('10.000 CBM', 500, 266),
      line('80 CTNS', 150, 278), line('JARS', 240, 278), line('800.500 KGS', 420, 278), line('8.250 CBM', 500, 278),
      line('TOTAL', 40, 294), line('180 CTNS', 150, 294), line('1,800.500 KGS', 420, 294), line('18.250 CBM', 500, 294),
    ];
    const x = extract('bill_of_lading', lines);
    expect(x.totalPackages).toBe(180);
    expect(x.totalGrossWeight).toEqual({ value: 1800.5, unit: 'kg' });
    expect(x.totalVolume).toEqual({ value: 18.25, unit: 'm3' });
  });

  it('takes a totals line whose "TOTAL" is printed under the description, not first, and keeps it out of the goods', () => {
    const lines = [...blHead(true),
      line('ACME', 40, 266), line('1,140 CTNS', 150, 266), line('STONEWARE MUGS', 240, 266), line('9,212.400 KGS', 420, 266), line('61.560 CBM', 500, 266),
      line('820 CTNS', 150, 278), line('GLASS JARS', 240, 278), line('6,150.000 KGS', 420, 278), line('44.280 CBM', 500, 278),
      line('1,960 CTNS', 150, 294), line('TOTAL', 240, 294), line('15,362.400 KGS', 420, 294), line('105.840 CBM', 500, 294),
    ];
    const x = extract('bill_of_lading', lines);
    expect(x.totalPackages).toBe(1960);
    expect(x.totalGrossWeight).toEqual({ value: 15362.4, unit: 'kg' });
    expect(x.totalVolume).toEqual({ value: 105.84, unit: 'm3' });
    expect(x.goods.map((g: any) => g.description)).toEqual(['STONEWARE MUGS', 'GLASS JARS']);
  });

  it('reads goods package counts from a "Quantity" column that prints the kind ("1,140 CTNS")', () => {
    const lines = [...blHead(true),
      line('ACME', 40, 266), line('1,140 CTNS', 150, 266), line('STONEWARE MUGS', 240, 266), line('9,212.400 KGS', 420, 266),
      line('820 CTNS', 150, 278), line('GLASS JARS', 240, 278), line('6,150.000 KGS', 420, 278),
    ];
    expect(extract('bill_of_lading', lines).goods.map((g: any) => g.packages)).toEqual([{ count: 1140, type: 'CTNS' }, { count: 820, type: 'CTNS' }]);
  });

  it('reads the package figure from a "Total Number of … Packages (in words)" box, never the container count', () => {
    const words = (v: string) => [...blHead(),
      line('ACME', 40, 266), line('42 CRATES', 150, 266), line('MACHINES', 240, 266), line('14,250.000 KGS', 420, 266),
      line('TOTAL NUMBER OF CONTAINERS OR PACKAGES (IN WORDS)', 40, 320, 6), line(v, 40, 330),
    ];
    expect(extract('bill_of_lading', words('FORTY-TWO (42) PACKAGES ONLY')).totalPackages).toBe(42);
    expect(extract('sea_waybill', words('TWO (2) CONTAINERS ONLY - 2400 CARTONS')).totalPackages).toBe(2400);
  });
});

describe('per-container contents, booking and IMO on a B/L', () => {
  it('reads each container\'s packages, weight and volume from a breakdown after its number', () => {
    const lines = [...blHead(),
      line('Container No. / Seal No.', 40, 60, 6), line('ZIMU3012848 SEAL: ZJ418820', 40, 70), line('ZIMU4771026 SEAL: ZJ418821', 200, 70),
      line('ACME', 40, 266), line('2400 CARTONS', 150, 266), line('NITRILE GLOVES', 240, 266), line('29,760.000 KGS', 420, 266),
      line('PER CONTAINER:', 240, 278),
      line('ZIMU3012848: 1200 CTNS 14,880.000 KGS 68.400 CBM', 240, 290),
      line('ZIMU4771026: 1200 CTNS 14,880.000 KGS 68.400 CBM', 240, 302),
    ];
    const x = extract('sea_waybill', lines);
    expect(x.containers.map((c: any) => [c.containerNumber, c.packages, c.grossWeight, c.volume])).toEqual([
      ['ZIMU3012848', { count: 1200, type: 'CTNS' }, { value: 14880, unit: 'kg' }, { value: 68.4, unit: 'm3' }],
      ['ZIMU4771026', { count: 1200, type: 'CTNS' }, { value: 14880, unit: 'kg' }, { value: 68.4, unit: 'm3' }],
    ]);
  });

  it('reads the booking number under a slashed caption ("BOOKING No. / EXPORT REFERENCES") and the IMO under "VESSEL IMO"', () => {
    const lines = [...blHead(),
      line('BOOKING No. / EXPORT REFERENCES', 320, 130, 6), line('PKG0088127 / SJR-EXP-2603-11', 320, 140),
      line('OCEAN VESSEL / VOY. No.', 40, 220, 6), line('KOTA MEGAH / 014W', 40, 230),
      line('VESSEL IMO', 200, 220, 6), line('9581124', 200, 230),
    ];
    const x = extract('sea_waybill', lines);
    expect(x.bookingReference).toBe('PKG0088127');
    expect(x.vessel).toEqual({ name: 'KOTA MEGAH', imoNumber: '9581124' });
  });

  it('prefers a printed ISO size/type code to the length and group name beside it ("40\' REEFER 45R1")', () => {
    expect(sizeTypeOf("MAEU7712344 SEAL SG0091822 40' REEFER 45R1", true)).toBe('45R1');
    expect(sizeTypeOf("40' REEFER")).toBe('42R1');
  });
});

describe('delivery order: letterhead issuer, B/L caption, Type column, totals line', () => {
  const doLines = (total: Line[]): Line[] => [
    line('PORTSIDE MARITIME AGENCIES (PTY) LTD', 40, 30, 12, true),
    line('3rd Floor, Maritime House, 1 Harbour Road, Durban 4001, South Africa - Reg. 2004/018822/07', 40, 46, 7),
    line('As agents only for OCEAN LINES Co., Ltd. - Tel +27 31 360 4400 - imports@portside.example', 40, 56, 7),
    line('CARGO RELEASE / DELIVERY ORDER', 200, 80, 14, true),
    line('Release No:', 40, 110), line('DUR-DO-26-004417', 120, 110),
    line('Bill of Lading:', 40, 150), line('COSU6402218870', 120, 150),
    line('Container', 40, 200, 7), line('Type', 130, 200, 7), line('Seal', 190, 200, 7), line('Packages', 260, 200, 7), line('Gross Weight', 340, 200, 7),
    line('CSNU7182036', 40, 214), line("40' HC", 130, 214), line('CS2219081', 190, 214), line('310 CTNS', 260, 214), line('11,204.00 KGS', 340, 214),
    line('FCIU4027714', 40, 226), line("20' DV", 130, 226), line('CS2219083', 190, 226), line('145 CTNS', 260, 226), line('8,020.00 KGS', 340, 226),
    ...total,
  ];

  it('reads the issuer from the letterhead, the B/L number under "Bill of Lading:", and sizes under "Type"', () => {
    const x = extract('delivery_order', doLines([]));
    expect(x.issuedBy).toMatchObject({ name: 'PORTSIDE MARITIME AGENCIES (PTY) LTD', address: '3rd Floor, Maritime House, 1 Harbour Road, Durban 4001, South Africa', phone: '+27 31 360 4400', email: 'imports@portside.example' });
    expect(x.billOfLadingNumber).toBe('COSU6402218870');
    expect(x.containers.map((c: any) => c.sizeType)).toEqual(['45G1', '22G1']);
  });

  it('reads totals from a totals line under the containers, in columns or as one sentence', () => {
    const columns = extract('delivery_order', doLines([line('TOTAL', 40, 242), line('455 CTNS', 260, 242), line('19,224.00 KGS', 340, 242)]));
    expect([columns.totalPackages, columns.totalGrossWeight]).toEqual([455, { value: 19224, unit: 'kg' }]);
    const sentence = extract('delivery_order', doLines([line("Total: 1 x 40' HC, 1 x 20' DV / 455 CTNS / 19,224.00 KGS", 40, 242)]));
    expect([sentence.totalPackages, sentence.totalGrossWeight]).toEqual([455, { value: 19224, unit: 'kg' }]);
  });
});
