import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, row } from './support/page.ts';

// A feeder's cargo manifest: the weight column captioned by its unit ("GROSS KGS"), the containers "CONTAINER NO(S).",
// the count of packages and its kind in two columns ("PKGS | KIND"), kinds as the shipper declared them.
const header = row(100, [['B/L NO.', 10], ['SHIPPER', 70], ['CONSIGNEE', 160], ['PKGS', 250], ['KIND', 280], ['DESCRIPTION OF GOODS', 335], ['GROSS KGS', 435], ['CONTAINER NO(S).', 490]]);
const manifest = () => extractLogisticsPage('shipping_manifest', [
  line('CARGO MANIFEST (INWARD)', 10, 20, 12),
  line('VESSEL:', 10, 50), line('OCEAN TESTER', 120, 50), line('VOYAGE:', 300, 50), line('021S', 400, 50),
  ...header,
  ...row(115, [['QWEB26000101', 10], ['ALPHA TYRES PLC', 70], ['BETA MOTORS', 160], ['860', 255], ['PCS', 280], ['TRUCK TYRES', 335], ['21,500.0', 440], ['QWEU5001011', 490]]),
  ...row(130, [['QWEB26000102', 10], ['GAMMA MINERALS', 70], ['DELTA STEEL', 160], ['40', 259], ['JUMBO BAGS', 280], ['GRAPHITE FLAKES', 335], ['40,400.0', 440], ['QWEU5002023', 490]]),
  ...row(141, [['ZXCU7004440', 490]]),
  ...row(156, [['QWEB26000103', 10], ['EPSILON OILS LTD', 70], ['ZETA FOODS', 160], ['18', 259], ['FLEXITANKS', 280], ['COCONUT OIL', 335], ['21,900.0', 440], ['QWEU5003035', 490]]),
]);

describe('a manifest captioning its weight by the unit and its package kind in a column of its own', () => {
  it('reads "GROSS KGS" as the gross weight in kg and "CONTAINER NO(S)." as the containers, one or two per B/L', () => {
    const d = manifest();
    expect(d.entries.map((e: any) => e.billOfLadingNumber)).toEqual(['QWEB26000101', 'QWEB26000102', 'QWEB26000103']);
    expect(d.entries.map((e: any) => e.grossWeight)).toEqual([{ value: 21500, unit: 'kg' }, { value: 40400, unit: 'kg' }, { value: 21900, unit: 'kg' }]);
    expect(d.entries.map((e: any) => e.containerNumbers)).toEqual([['QWEU5001011'], ['QWEU5002023', 'ZXCU7004440'], ['QWEU5003035']]);
  });

  it('takes any kind printed under a "KIND" caption, pieces, two words or one the engine does not know', () => {
    expect(manifest().entries.map((e: any) => e.packages)).toEqual([
      { count: 860, type: 'PCS' }, { count: 40, type: 'JUMBO BAGS' }, { count: 18, type: 'FLEXITANKS' },
    ]);
  });

  it('reads a manifest number captioned with its words run together ("ManifestRef:")', () => {
    const d = extractLogisticsPage('shipping_manifest', [line('CARGO MANIFEST', 10, 20, 12), line('ManifestRef: QWE/ABC-DEF/021S', 300, 36), ...header]);
    expect(d.manifestNumber).toBe('QWE/ABC-DEF/021S');
  });
});
