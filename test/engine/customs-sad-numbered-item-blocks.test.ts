import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

// A numbered box: its small caption, the value under it.
const B = (x: number, y: number, caption: string, value: string): Line[] => [line(caption, x, y, 5.4), line(value, x + 2, y + 7, 8)];

/**
 * One item of a national SAD print: "32 Item n" with rows of small numbered captions beside and under it (some
 * naming no field: a check digit, a procedure code, a tax base), box 31's description lines on the left.
 */
function item(y: number, n: number, desc: string, hs: string, origin: string, qty: string, gross: string, net: string, value: string, rate: string, duty: string): Line[] {
  const c = (x: number, yy: number, cap: string, v: string): Line[] => [line(cap, x, yy, 5.2), line(v, x, yy + 7, 7.8)];
  return [
    line(`32 Item ${n}`, 27, y, 6, true),
    line('31 Packages and description of goods', 27, y + 10, 5.4),
    line(desc, 30, y + 18, 7.6), line('2 CASES', 30, y + 27, 7.6), line('Marks: ACME / 1-2', 30, y + 36, 7.6),
    ...c(274, y + 1, '33 Tariff heading', hs), ...c(344, y + 1, 'CD', '3'), ...c(369, y + 1, '34 Origin', origin), ...c(409, y + 1, '37 CPC', 'IM4 01'), ...c(459, y + 1, '41 Qty / unit', qty),
    ...c(274, y + 21, '35 Gross mass kg', gross), ...c(344, y + 21, '38 Net mass kg', net), ...c(409, y + 21, '42 Invoice USD', '9,999.00'), ...c(479, y + 21, '46 Customs value ZAR', value),
    ...c(274, y + 41, '47 Duty rate', rate), ...c(320, y + 41, 'Duty ZAR', duty), ...c(385, y + 41, 'ATV ZAR', '123,456.70'), ...c(460, y + 41, 'VAT 15% ZAR', '18,518.51'),
  ];
}

function declaration(): Line[] {
  return [
    line('SAD 500 CUSTOMS DECLARATION', 24, 30, 13, true),
    ...B(26, 60, '1 Declaration', 'IM 4'),
    ...B(26, 90, '15a Ctry of export', 'US'), ...B(136, 90, '17a Ctry of destination', 'ZA'),
    ...B(26, 120, '21 Vessel / transport document', 'OCEAN STAR 12E B/L ABCD123456789'), ...B(246, 120, '22 Currency / total invoiced', 'USD 20,500.00'),
    ...item(160, 1, 'Hydraulic press, 40 t', '8462.61.00', 'US', '1 U', '3,100', '2,950', '210,400.00', '0%', '0.00'),
    ...item(222, 2, 'Spare tooling for presses', '8466.94.00', 'CN', '12 KG', '14', '12', '8,805.00', '5%', '440.25'),
  ];
}

describe('a SAD print with items as blocks of numbered boxes', () => {
  const d = extractLogisticsPage('customs_declaration', declaration());

  it('reads each item block by its numbered captions, skipping the boxes that name no field', () => {
    expect(d.items).toEqual([
      expect.objectContaining({ itemNumber: 1, description: 'Hydraulic press, 40 t', hsCode: '84626100', countryOfOrigin: 'US', quantity: 1, unit: 'U',
        grossWeight: { value: 3100, unit: 'kg' }, netWeight: { value: 2950, unit: 'kg' }, customsValue: 210400, dutyRate: 0, dutyAmount: 0 }),
      expect.objectContaining({ itemNumber: 2, description: 'Spare tooling for presses', hsCode: '84669400', countryOfOrigin: 'CN', quantity: 12, unit: 'KG',
        grossWeight: { value: 14, unit: 'kg' }, netWeight: { value: 12, unit: 'kg' }, customsValue: 8805, dutyRate: 5, dutyAmount: 440.25 }),
    ]);
  });

  it('reads the abbreviated country captions, the invoiced total and the B/L number in the vessel box', () => {
    expect(d).toMatchObject({ countryOfExport: 'US', countryOfDestination: 'ZA', totalInvoiceAmount: 20500, currency: 'USD', transportDocumentReference: 'ABCD123456789' });
  });
});
