import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A forwarder's consolidation manifest as OCR lines give it: captions in two languages whose accented capitals the
 * recogniser reads as digits, and each house waybill's row noted underneath in smaller type (the parties' countries,
 * an HS heading, a routing and volume line), which a scan cannot tell from the row's own type.
 */
const at = (text: string, x0: number, y0: number, x1: number, y1: number): Line => {
  const l = ocrLine(line(text, x0, y0, y1 - y0));
  const k = (x1 - x0) / (l.bbox[2] - x0);
  const words = l.words.map((w) => ({ ...w, bbox: [x0 + (w.bbox[0] - x0) * k, y0, x0 + (w.bbox[2] - x0) * k, y1] as Line['bbox'] }));
  return { ...l, bbox: [x0, y0, x1, y1], words };
};

/** An OCR line as wide as its letters (4.4 points each): words one space apart, as one segment. */
const fit = (text: string, x0: number, y0: number, y1: number): Line => at(text, x0, y0, x0 + text.length * 4.4, y1);

const header = (shipper: string): Line[] => [
  at('#', 29, 95, 36, 101), at('HAWB', 48, 94, 70, 103), at(shipper, 127, 93, 199, 102), at('PRIJEMCE / CONSIGNEE', 292, 93, 377, 103),
  at('KS / PCS', 485, 93, 523, 101), at('HMOTNOST KG', 540, 92, 589, 101), at('ZBOZI / DESCRIPTION', 597, 92, 673, 101),
];
const row = (y: number, n: string, hawb: string, shipper: string, consignee: string, pcs: string, kg: string, goods: string): Line[] => [
  at(n, 29, y + 2, 36, y + 8), fit(hawb, 48, y, y + 10), fit(shipper, 127, y + 1, y + 8), fit(consignee, 292, y + 1, y + 8),
  at(pcs, 491, y, 524, y + 9), at(kg, 561, y, 589, y + 9), fit(goods, 598, y + 1, y + 8),
];

describe('air consolidation manifest read from OCR lines', () => {
  it('reads a column whose caption OCR printed with a digit for an accented letter ("ODES1LATEL" for "ODESÍLATEL")', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      ...header('ODES1LATEL / SHIPPER'),
      ...row(111, '1', 'PRGFRA-003310', 'ALPHA GLASS S.R.O.', 'RHINE DECOR GMBH', '5 CTN', '88.0', 'GLASS ORNAMENTS'),
      ...row(128, '2', 'PRGFRA-003317', 'BETA TEXTIL A.S.', 'MAIN FASHION AG', '12 CTN', '204.5', 'WOOLLEN BLANKETS'),
    ]);
    expect(d.entries).toHaveLength(2);
    expect(d.entries[0]).toMatchObject({ airWaybillNumber: 'PRGFRA-003310', shipper: { name: 'ALPHA GLASS S.R.O.' }, consignee: { name: 'RHINE DECOR GMBH' } });
    expect(d.entries[1]).toMatchObject({ shipper: { name: 'BETA TEXTIL A.S.' }, grossWeight: { value: 204.5, unit: 'kg' } });
  });

  it('keeps the notes under a row out of its names and goods, and reads on past a routing note run from the waybill column', () => {
    const notes = (y: number, vol: string): Line[] => [
      at('CZECH REPUBLIC', 128, y, 188, y + 7), at('GERMANY', 293, y, 325, y + 7), at('HS 7013', 598, y, 628, y + 7),
      fit(`ORG PRG DST FRA VOL ${vol} M3`, 48, y + 9, y + 17),
    ];
    const d = extractLogisticsPage('shipping_manifest', [
      ...header('SHIPPER'),
      ...row(111, '1', 'PRGFRA-003310', 'ALPHA GLASS S.R.O.', 'RHINE DECOR GMBH', '5 CTN', '88.0', 'GLASS ORNAMENTS'), ...notes(121, '0.53'),
      ...row(145, '2', 'PRGFRA-003317', 'BETA TEXTIL A.S.', 'MAIN FASHION AG', '12 CTN', '204.5', 'WOOLLEN BLANKETS'), ...notes(155, '1.22'),
      ...row(179, '3', 'PRGFRA-003324', 'GAMMA PAPIR S.R.O.', 'ELBE PRINT GMBH', '3 PLT', '610.0', 'PRINTING PAPER'), ...notes(189, '3.65'),
      at('TOTAL: 3 HAWB', 127, 215, 190, 224), at('20', 509, 215, 524, 224), at('902.5', 561, 215, 589, 224),
    ]);
    expect(d.entries).toHaveLength(3);
    expect(d.entries[0]).toMatchObject({ shipper: { name: 'ALPHA GLASS S.R.O.' }, consignee: { name: 'RHINE DECOR GMBH' }, description: 'GLASS ORNAMENTS' });
    expect(d.entries[1]).toMatchObject({ airWaybillNumber: 'PRGFRA-003317', description: 'WOOLLEN BLANKETS', packages: { count: 12 } });
    expect(d.entries[2]).toMatchObject({ airWaybillNumber: 'PRGFRA-003324', shipper: { name: 'GAMMA PAPIR S.R.O.' }, description: 'PRINTING PAPER' });
  });
});
