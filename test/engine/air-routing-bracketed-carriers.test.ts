import { describe, expect, it } from 'vitest';
import { parseRouting } from '../../engine/extract/logistics/air-routing.ts';
import { extractLogisticsPage, line } from './support/page.ts';

describe('routing with each carrier in brackets after its airport', () => {
  it('reads one leg per bracketed carrier', () => {
    expect(parseRouting('BOM -> DXB (EK) -> ORD (EK)')).toEqual([{ to: 'DXB', carrier: 'EK' }, { to: 'ORD', carrier: 'EK' }]);
    expect(parseRouting('MAA → SIN (SQ)')).toEqual([{ to: 'SIN', carrier: 'SQ' }]);
  });

  it('reads it from a "ROUTING : value" row', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('HAWB NO.', 372, 64, 7), line('BOM5512', 436, 62, 10),
      line('ROUTING', 36, 240, 6.8), line(': BOM -> DXB (EK) -> ORD (EK)', 158, 239, 7.8),
    ]);
    expect(d.routing).toEqual([{ to: 'DXB', carrier: 'EK' }, { to: 'ORD', carrier: 'EK' }]);
  });
});
