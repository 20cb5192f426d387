import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a routing leg whose first carrier is printed by name alone', () => {
  it('takes the airline designator of its flight, one flight printed per leg', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('To', 26, 221, 5.5), line('By First Carrier', 76, 221, 5.5), line('to', 166, 221, 5.5), line('by', 216, 221, 5.5),
      line('DOH', 27, 230, 8.5), line('GULF STAR AIRWAYS', 77, 230, 8.5), line('MAN', 167, 230, 8.5), line('QR', 217, 230, 8.5),
      line('Requested Flight / Date', 300, 221, 5.5), line('GF629/17  QR027/18', 300, 230, 7.4),
      line('Executed on (date)', 314, 548, 4.8), line('17 MAR 2026', 314, 538, 8.5),
    ]);
    expect(d.routing).toEqual([{ to: 'DOH', carrier: 'GF' }, { to: 'MAN', carrier: 'QR' }]);
  });
});
