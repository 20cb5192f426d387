import { describe, expect, it } from 'vitest';
import { carrierNameInFull } from '../../engine/extract/logistics/carrier-name.ts';
import { columnSeals } from '../../engine/extract/logistics/container-codes.ts';
import { containerItems } from '../../engine/extract/logistics/container-kinds.ts';
import { summaryItemIndex } from '../../engine/extract/logistics/goods-summary.ts';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

/** A feeder line's sea waybill printed as a system listing: "CAPTION.....: value" lines, fixed-width rows. */
const listing = [
  line('SEA WAYBILL NO........:', 40, 78, 7.6), line('BLWVSINPKG2603117', 190, 78),
  line('PLACE / DATE OF ISSUE.:', 40, 92, 7.6), line('SINGAPORE / 14-MAR-2026', 190, 92),
  line('CNTR NO.', 40, 120, 7.6), line('SEAL NO(S)', 99, 120, 7.6), line('TYPE', 209, 120, 7.6), line('PKGS', 236, 120, 7.6),
  line('KGS', 304, 120, 7.6), line('CBM', 341, 120, 7.6),
  line('MSCU1234566', 40, 131, 7.6), line('BW0311771', 99, 131, 7.6), line('20DV', 209, 131, 7.6), line('600', 245, 131, 7.6),
  line('15,200.0', 286, 131, 7.6), line('24.5', 341, 131, 7.6),
  line('TGHU9876542', 40, 142, 7.6), line('BW0311772', 99, 142, 7.6), line('20DV', 209, 142, 7.6), line('600', 245, 142, 7.6),
  line('15,180.0', 286, 142, 7.6), line('24.5', 341, 142, 7.6),
  line('MARKS', 40, 170, 7.6), line('DESCRIPTION OF PACKAGES AND GOODS', 154, 170, 7.6),
  line('ACME/PKG/CK-10', 40, 181, 6.8), line('1200 CARTONS', 170, 180, 7.6),
  line('CANNED COCONUT MILK, 24 X 400 ML PER CARTON', 170, 190, 7.6),
  line('HS 210690', 170, 200, 7.6),
  line('NET 28,800.0 KGS', 170, 210, 7.6), line('GROSS 30,380.0 KGS (30.380 MT)', 257, 210, 7.6), line('49.0 CBM', 407, 210, 7.6),
];

describe('a sea waybill printed as a system listing', () => {
  it('reads a goods block whose figures follow its description on a line of captioned figures', () => {
    const d = extractLogisticsPage('sea_waybill', listing);
    expect(d.goods).toHaveLength(1);
    expect(d.goods[0]).toMatchObject({
      description: 'CANNED COCONUT MILK, 24 X 400 ML PER CARTON', hsCode: '210690', marksAndNumbers: 'ACME/PKG/CK-10',
      packages: { count: 1200, type: 'CARTONS' }, grossWeight: { value: 30380, unit: 'kg' }, netWeight: { value: 28800, unit: 'kg' },
      volume: { value: 49, unit: 'm3' },
    });
  });

  it("gives containers counted under a bare \"PKGS\" caption the kind of the goods item their counts add up to", () => {
    const d = extractLogisticsPage('sea_waybill', listing);
    expect(d.containers.map((c: { packages: unknown }) => c.packages)).toEqual([{ count: 600, type: 'CARTONS' }, { count: 600, type: 'CARTONS' }]);
  });

  it('reads the place of issue before the date under "PLACE / DATE OF ISSUE"', () => {
    const d = extractLogisticsPage('sea_waybill', listing);
    expect(d.placeOfIssue).toBe('SINGAPORE');
    expect(d.issueDate).toBe('2026-03-14');
  });
});

describe('container and goods readings that add up', () => {
  it('matches containers in order to the goods items their counts add up to', () => {
    expect(containerItems([500, 500, 500, 940], [1500, 940])).toEqual([0, 0, 0, 1]);
    expect(containerItems([500, 600], [1500])).toBeNull();
  });

  it("finds the face's one line for all the goods of a rider: the item that sums the others", () => {
    const item = (count: number, gross: number) => ({ packages: { count }, grossWeight: { value: gross } });
    expect(summaryItemIndex([item(24, 31200.5), item(8, 12000), item(16, 19200.5)])).toBe(0);
    expect(summaryItemIndex([item(8, 12000), item(16, 19200.5), item(20, 19200.5)])).toBe(-1);
  });

  it('keeps items whose counts alone happen to sum (no weights) unless the document names a rider', () => {
    const cartons = (count: number) => ({ packages: { count } });
    const goods = [cartons(100), cartons(60), cartons(40)];
    expect(summaryItemIndex(goods)).toBe(-1);
    expect(summaryItemIndex(goods, true)).toBe(0);
    const partly = [{ packages: { count: 100 }, grossWeight: { value: 900 } }, cartons(60), cartons(40)];
    expect(summaryItemIndex(partly)).toBe(-1);
  });

  it('reads a second seal run on after a comma into the type column of a fixed-width line', () => {
    expect(columnSeals('BW0311773,MY-KASTAM 55120 40HC', 'MSCU1234566')).toEqual(['BW0311773', 'MY-KASTAM 55120']);
  });
});

describe("the carrier's name in full", () => {
  const segs = segmentPages([page([line('HALCYON SHIPPING CORPORATION', 300, 40), line('HALCYON SHIPPING CORP. as Carrier', 300, 600)])]);
  it('reads a company named with the brand it operates as under that brand', () => {
    expect(carrierNameInFull('CALDERWOOD MARITIME SDN. BHD. (OPERATING AS KESTREL EXPRESS)', segs)).toBe('KESTREL EXPRESS');
  });

  it('spells out a legal form signed short where the document prints the name in full', () => {
    expect(carrierNameInFull('HALCYON SHIPPING CORP.', segs)).toBe('HALCYON SHIPPING CORPORATION');
    expect(carrierNameInFull('SOUTHSEA LINES CORP.', segs)).toBe('SOUTHSEA LINES CORP.');
  });
});

describe('the country of an inland place of delivery', () => {
  it('is the country an address line of the document gives the same city', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('Consignee', 33, 93, 5.8), line('NORTHERN TOOLING LTD', 36, 102, 7.8), line('4 Wharf Street, Leeds LS1 4AP, United Kingdom', 36, 111, 7.8),
      line('Port of Discharge', 168, 232, 5.8), line('Place of Delivery', 303, 232, 5.8),
      line('IMMINGHAM, UK', 171, 240), line('LEEDS (RAIL TERMINAL)', 306, 240),
    ]);
    expect(d.placeOfDelivery).toMatchObject({ country: 'GB' });
  });
});
