import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

// A box: its small numbered caption over its value lines.
const B = (x: number, y: number, caption: string, values: string[]): Line[] => [line(caption, x, y, 5.5), ...values.map((v, i) => line(v, x + 2, y + 7 + i * 9, 8))];
const C = (x: number, y: number, t: string): Line => line(t, x, y, 5.8);
const V = (x: number, y: number, t: string): Line => line(t, x, y, 8);

/** A transit accompanying document: ids inside party captions, a two-number box, a lettered office box, an item list. */
function transitDoc(): Line[] {
  return [
    line('TRANSIT ACCOMPANYING DOCUMENT', 180, 17, 12),
    ...B(28, 50, '2 Consignor/Exporter No. DE998877665', ['ALPHA LOGISTIK GMBH', 'Hafenweg 3', '20457 Hamburg', 'DE']),
    ...B(28, 110, '8 Consignee No. CHE-222.333.444', ['BERGWERK TRADING AG', 'Seestrasse 9', '8002 Zurich', 'CH']),
    ...B(428, 170, '25 / 26 Mode of transport', ['3 - ROAD']),
    ...B(28, 200, 'C Office of departure', ['DE004711 - HAMBURG HAFEN']),
    ...B(28, 230, '50 Principal (holder of the transit procedure) No. DE123123123', ['NORD TRANSIT GMBH', 'Kai 7, 20457 Hamburg, DE']),
    ...B(298, 270, 'Time limit / Date of acceptance', ['21.04.2026 / 14.04.2026']),
    C(29, 376, '32 Item'), C(69, 376, '31 Packages and description of goods'), C(279, 376, '33 Commodity'), C(339, 376, '34a Ctry'),
    C(379, 376, 'Pkgs'), C(429, 376, '35 Gross'), C(499, 376, '38 Net'),
    C(29, 383, 'No.'), C(69, 383, 'Marks and numbers - Number and kind'), C(279, 383, 'code'), C(339, 383, 'origin'), C(429, 383, 'mass (kg)'), C(499, 383, 'mass (kg)'),
    V(44, 396, '1'), line('STEEL SCREWS, ZINC PLATED', 69, 397, 7.5), V(279, 396, '731815'), V(350, 396, 'CN'), V(410, 396, '40'), V(457, 396, '1 210,400'), V(530, 396, '1 150,000'),
    line('MARKS: BW-1 40 CT (CARTONS)', 69, 406, 7.5),
    V(44, 423, '2'), line('ALUMINIUM LADDERS,', 69, 423, 7.5), V(279, 423, '761610'), V(350, 423, 'PL'), V(414, 423, '12'), V(464, 423, '640,000'), V(537, 423, '598,500'),
    line('FOLDING', 69, 433, 7.5), line('MARKS: BW-2 12 CT (CARTONS)', 69, 442, 7.5),
    V(69, 460, 'TOTAL'), V(414, 460, '52'), V(453, 460, '1 850,400'),
  ];
}

describe('a transit accompanying document', () => {
  it('reads parties whose id is printed inside the caption, the principal as declarant', () => {
    const d = extractLogisticsPage('customs_declaration', transitDoc());
    expect(d.importer).toMatchObject({ name: 'BERGWERK TRADING AG', taxId: 'CHE-222.333.444' });
    expect(d.declarant).toMatchObject({ name: 'NORD TRANSIT GMBH', taxId: 'DE123123123' });
  });

  it('reads the two-number mode box, the lettered office box as a code and the date of acceptance', () => {
    const d = extractLogisticsPage('customs_declaration', transitDoc());
    expect(d.transportMode).toBe('ROAD');
    expect(d.customsOffice).toBe('DE004711');
    expect(d.date).toBe('2026-04-14');
  });

  it('reads the item list under two-line box captions, masses with the list\'s decimal comma', () => {
    const d = extractLogisticsPage('customs_declaration', transitDoc());
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({ itemNumber: 1, description: 'STEEL SCREWS, ZINC PLATED', hsCode: '731815', countryOfOrigin: 'CN', quantity: 40,
      grossWeight: { value: 1210.4, unit: 'kg' }, netWeight: { value: 1150, unit: 'kg' } });
    expect(d.items[1]).toMatchObject({ itemNumber: 2, description: 'ALUMINIUM LADDERS, FOLDING', hsCode: '761610', countryOfOrigin: 'PL', quantity: 12,
      grossWeight: { value: 640, unit: 'kg' }, netWeight: { value: 598.5, unit: 'kg' } });
    expect(d.totalGrossWeight).toEqual({ value: 1850.4, unit: 'kg' });
  });
});
