import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A flight's manifest whose header captions the route's ends only "From" and "To", each beside its word in the
 * local language ("Indulás / From", "Cél / To"), and its number in Hungarian ("Manifest szám").
 */
describe('air manifest: route captions and local captions', () => {
  const header = (from: string, to: string) => [
    line('CONSOLIDATION MANIFEST', 300, 20, 11, true),
    line('Manifest szám / No.', 20, 50, 6.5), line('Járat / Flight', 150, 50, 6.5), line('Dátum / Date', 260, 50, 6.5),
    line(from, 380, 50, 6.5), line(to, 500, 50, 6.5),
    line('KLV-M-118', 20, 60, 8.5), line('LO 524', 150, 60, 8.5), line('2025. október 9.', 260, 60, 8.5),
    line('DEBRECEN (DEB)', 380, 60, 8.5), line('DUBAI (DXB)', 500, 60, 8.5),
  ];

  it('reads the ports of a flight from bare From and To captions, the local word beside them', () => {
    const d = extractLogisticsPage('shipping_manifest', header('Indulás / From', 'Cél / To'));
    expect(d.flightNumber).toBe('LO524');
    expect(d.portOfLoading).toMatchObject({ name: 'DEBRECEN', iataCode: 'DEB' });
    expect(d.portOfDischarge).toMatchObject({ name: 'DUBAI', iataCode: 'DXB', country: 'AE' });
    expect(d.manifestNumber).toBe('KLV-M-118');
    expect(d.date).toBe('2025-10-09');
  });

  it('reads no caption out of two short codes in capitals', () => {
    const d = extractLogisticsPage('shipping_manifest', header('Indulás / From', 'DE / TO'));
    expect(d.portOfDischarge).toBeNull();
  });
});
