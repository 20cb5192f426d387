import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/** An airline's cargo manifest: the ICAO header block, then the AWB table with captions wrapped over two lines. */
const header = (): Line[] => [
  line('QATAR AIRWAYS CARGO', 24, 20, 13), line('CARGO MANIFEST', 357, 17, 14),
  line('Owner or Operator', 27, 52, 5.5), line('Flight No.', 317, 52, 5.5), line('Date', 397, 52, 5.5),
  line('Point of Loading', 467, 52, 5.5), line('Point of Unloading', 587, 52, 5.5), line('Manifest No.', 697, 52, 5.5),
  line('QATAR AIRWAYS Q.C.S.C.', 27, 62, 8.5), line('QR8165', 317, 62, 8.5), line('17MAR26', 397, 62, 8.5),
  line('DOHA (DOH)', 467, 62, 8.5), line('FRANKFURT (FRA)', 587, 62, 8.5), line('QRM-DOH-260317-8165', 697, 62, 8.5),
  line('Air Waybill No.', 27, 95, 6), line('Org', 116, 95, 6), line('Dest', 146, 95, 6), line('No. of', 188, 95, 6),
  line('Nature of Goods', 211, 95, 6), line('Gross Weight', 416, 95, 6), line('Shipper', 461, 95, 6), line('Consignee', 586, 95, 6),
  line('ULD No.', 711, 95, 6), line('SHC', 792, 95, 6),
  line('Pieces', 186, 103, 6), line('(kg)', 444, 103, 6),
];

/** One AWB line: number, origin, destination, pieces, goods, weight, shipper, consignee, ULD, SHC at y. */
const entry = (y: number, cells: string[]): Line[] => {
  const xs = [27, 113, 145, 197, 211, 430, 461, 586, 711, 791];
  return cells.map((t, i) => line(t, xs[i], y, 7));
};

const manifest = (lines: Line[]) => extractLogistics('shipping_manifest', buildContext([page(lines)], 'en')).data as Record<string, any>;

describe('airline cargo manifest', () => {
  it('reads the flight, its points of loading and unloading, and calls the mode air', () => {
    const d = manifest(header());
    expect(d.flightNumber).toBe('QR8165');
    expect(d.transportMode).toBe('AIR');
    expect(d.portOfLoading.iataCode).toBe('DOH');
    expect(d.portOfDischarge.iataCode).toBe('FRA');
    expect(d.date).toBe('2026-03-17');
  });

  it('reads one entry per air waybill, names wrapped in their cells, and stops at the page total', () => {
    const d = manifest([
      ...header(),
      ...entry(114, ['157-45478392', 'HKG', 'FRA', '53', 'TELECOM EQUIPMENT', '1,048.3', 'HONG KONG TELECOM PARTS', 'BUDAPEST TELEKOM SUPPLY KFT', 'PMC41827QR', 'ELI']),
      line('LTD', 461, 123, 7),
      ...entry(137, ['235-96647331', 'HAN', 'VIE', '14', 'CONSOLIDATION', '230.5', 'HANOI ELECTRONICS JSC', 'APOTHEKEN GROSSHANDEL', 'BULK', 'GEN']),
      line('HESSEN', 586, 146, 7),
      line('PAGE TOTAL (2 AWB)', 27, 170, 7), line('67', 197, 170, 7), line('1,278.8', 430, 170, 7),
    ]);
    expect(d.entries).toHaveLength(2);
    expect(d.entries[0]).toMatchObject({
      airWaybillNumber: '157-45478392', billOfLadingNumber: null, description: 'TELECOM EQUIPMENT', packages: { count: 53, type: null },
      grossWeight: { value: 1048.3, unit: 'kg' }, shipper: { name: 'HONG KONG TELECOM PARTS LTD' }, consignee: { name: 'BUDAPEST TELEKOM SUPPLY KFT' },
    });
    expect(d.entries[1]).toMatchObject({
      airWaybillNumber: '235-96647331', packages: { count: 14, type: null }, grossWeight: { value: 230.5, unit: 'kg' },
      shipper: { name: 'HANOI ELECTRONICS JSC' }, consignee: { name: 'APOTHEKEN GROSSHANDEL HESSEN' },
    });
  });

  it("reads a forwarder's short captions, the first line of a wrapped caption over the AWB caption's, and stops at the total", () => {
    const d = manifest([
      line('CONSOLIDATED CARGO MANIFEST - MASTER AIR WAYBILL 020-12345675', 30, 60, 12),
      line('Gross', 300, 88, 6),
      line('AWB No.', 30, 95, 6), line('Pcs', 110, 95, 6), line('Description', 150, 95, 6), line('Weight (kg)', 300, 95, 6),
      line('Shipper', 360, 95, 6), line('Consignee', 480, 95, 6),
      line('020-1234567 5', 30, 110, 7), line('12', 110, 110, 7), line('MACHINE PARTS', 150, 110, 7), line('312.5', 300, 110, 7),
      line('RHEIN TOOLS GMBH', 360, 110, 7), line('ACME CORP', 480, 110, 7),
      line('TOTAL', 30, 125, 7), line('12', 110, 125, 7), line('312.5', 300, 125, 7),
    ]);
    expect(d.transportMode).toBe('AIR');
    expect(d.entries).toEqual([expect.objectContaining({
      airWaybillNumber: '020-12345675', packages: { count: 12, type: null }, description: 'MACHINE PARTS',
      grossWeight: { value: 312.5, unit: 'kg' }, shipper: expect.objectContaining({ name: 'RHEIN TOOLS GMBH' }),
      consignee: expect.objectContaining({ name: 'ACME CORP' }),
    })]);
  });
});
