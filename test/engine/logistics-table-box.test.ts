import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { readTables, type TotalsRead } from '../../engine/extract/logistics/table.ts';
import { cellTexts, extractLogisticsPage, line, page } from './support/page.ts';

// A carrier's particulars box as Maersk prints it: one free-text column captioned with four fields, a semicolon
// apart, beside Weight and Measurement; the shipper's text runs across it.
const W = 413;
const M = 513;
function box(y0: number, after: Line[] = []): Line[] {
  const at = (k: number): number => y0 + k * 10;
  return [
    line('Kind of Packages; Description of goods; Marks and Numbers; Container No./Seal No.', 33, at(0), 7),
    line('Weight', 447, at(0), 7),
    line('Measurement', 515, at(0), 7),
    line('2 Containers Said to Contain 1860 CARTONS', 34, at(1.5)),
    line('WOODEN DINING FURNITURE: ACACIA WOOD DINING TABLES, DINING CHAIRS AND', 34, at(2.7)),
    line('21,250.000 KGS', W, at(2.7)),
    line('135.600 CBM', M, at(2.7)),
    line('BENCHES, KNOCKED DOWN, PACKED IN EXPORT CARTONS', 34, at(3.7)),
    line('HS CODE: 940360', 34, at(4.7)),
    line("SHIPPER'S LOAD, STOW, WEIGHT AND COUNT", 34, at(5.7)),
    line('MARKS AND NUMBERS:', 34, at(7.7)),
    line('NORDHAVN / AARHUS / PO NH-2026-0117 / C/NO. 1-1860', 34, at(8.7)),
    line("MRKU4821630 SEAL 4417826 40 DRY 9'6 940 CARTONS", 34, at(10.7)),
    line('10,812.500 KGS', W, at(10.7)),
    line('68.200 CBM', M, at(10.7)),
    line("MSKU9072157 SEAL 4417851 40 DRY 9'6 920 CARTONS", 34, at(11.7)),
    line('10,437.500 KGS', W, at(11.7)),
    line('67.400 CBM', M, at(11.7)),
    ...after,
  ];
}

describe('a particulars box with one free-text column for goods, marks and containers', () => {
  it('reads the goods as one row and each container line as a row of its own, the clauses left out', () => {
    const totals: TotalsRead[] = [];
    const rows = cellTexts(readTables([page(box(300))], totals) as never);
    expect(rows).toEqual([
      {
        packages: '1860 CARTONS',
        description: 'WOODEN DINING FURNITURE: ACACIA WOOD DINING TABLES, DINING CHAIRS AND BENCHES, KNOCKED DOWN, PACKED IN EXPORT CARTONS',
        hsCode: '940360',
        marks: 'NORDHAVN / AARHUS / PO NH-2026-0117 / C/NO. 1-1860',
        grossWeight: '21,250.000 KGS',
        volume: '135.600 CBM',
      },
      { container: "MRKU4821630 SEAL 4417826 40 DRY 9'6", packages: '940 CARTONS', grossWeight: '10,812.500 KGS', volume: '68.200 CBM' },
      { container: "MSKU9072157 SEAL 4417851 40 DRY 9'6", packages: '920 CARTONS', grossWeight: '10,437.500 KGS', volume: '67.400 CBM' },
    ]);
    // The "said to contain" count over the container lines, with the figures beside the goods, totals the shipment.
    expect(totals.map((t) => cellTexts([t.row as never])[0])).toEqual([{ packages: '1860 CARTONS', grossWeight: '21,250.000 KGS', volume: '135.600 CBM' }]);
  });

  it('ends at the small print under it, so a later caption and its value are no goods', () => {
    const rows = readTables([page(box(300, [
      line('Above particulars as declared by Shipper, but without responsibility of or representation by Carrier', 34, 470, 6.5),
      line('Freight & Charges', 32, 486, 5.5),
      line('FREIGHT PREPAID AS ARRANGED', 34, 494),
    ]))]);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain('FREIGHT PREPAID');
  });

  it('gives a sea waybill its goods, containers with their seals and contents, and the totals', () => {
    const data = extractLogisticsPage('sea_waybill', [line('SEA WAYBILL', 250, 40, 12, true), ...box(300)]);
    expect(data.goods).toHaveLength(1);
    expect(data.goods[0]).toMatchObject({
      hsCode: '940360',
      marksAndNumbers: 'NORDHAVN / AARHUS / PO NH-2026-0117 / C/NO. 1-1860',
      packages: { count: 1860 },
      grossWeight: { value: 21250, unit: 'kg' },
      volume: { value: 135.6, unit: 'm3' },
    });
    expect(data.containers.map((c: Record<string, unknown>) => [c.containerNumber, c.sealNumbers, (c.packages as { count: number })?.count, (c.volume as { value: number })?.value]))
      .toEqual([['MRKU4821630', ['4417826'], 940, 68.2], ['MSKU9072157', ['4417851'], 920, 67.4]]);
    expect(data.totalPackages).toBe(1860);
    expect(data.totalGrossWeight).toEqual({ value: 21250, unit: 'kg' });
    expect(data.totalVolume).toEqual({ value: 135.6, unit: 'm3' });
  });
});
