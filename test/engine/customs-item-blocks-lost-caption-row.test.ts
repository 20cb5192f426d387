import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * Scanned item blocks with two rows of caption cells each, where the scan lost the whole first caption row of one
 * block: the captions the other blocks lend it belong to the row at their distance under the heading, not to the
 * block's first row read (which is physically its second).
 */
const ROW1: Array<[number, string]> = [[36, 'Tarifnummer / No tarif'], [150, "Ursprungsland / Pays d'origine"], [264, 'Zus. Menge / Quantité suppl.']];
const ROW2: Array<[number, string]> = [[36, 'Eigenmasse / Masse nette kg'], [150, 'Rohmasse / Masse brute kg'], [264, 'Statist. Wert / Valeur stat. CHF']];
const RIGHTS = [140, 254, 368];

function block(y: number, n: number, first: string[], second: string[], loseFirstRow = false): Line[] {
  const val = (right: number, t: string, at: number): Line => line(t, right - t.length * 5 * 7.8 / 8, at, 7.8);
  return [
    line(`Position ${n}`, 38, y, 7.5), line('Gartenscheren, Stahl', 114, y, 7.5),
    ...(loseFirstRow ? [] : ROW1.map(([x, t]) => line(t, x, y + 13, 4.6))),
    ...first.map((v, i) => val(RIGHTS[i], v, y + 20)),
    ...ROW2.map(([x, t]) => line(t, x, y + 28, 4.6)),
    ...second.map((v, i) => val(RIGHTS[i], v, y + 35)),
  ].map(ocrLine);
}

const list = (): Line[] => [
  ...block(100, 1, ['8201.5000', 'DE', '240 Stk'], ['31.2', '36.8', "8'450.00"]),
  ...block(160, 2, ['8201.6000', 'AT', '75 Stk'], ['12.4', '15.1', "3'975.00"], true),
  ...block(220, 3, ['8201.9000', 'CH', '410 Stk'], ['22.6', '26.3', "6'120.50"]),
];

describe('a scanned item block that lost its first caption row', () => {
  it("reads its second row's values under its own captions, not under captions lent for the lost row", () => {
    const d = extractLogisticsPage('customs_declaration', list());
    expect(d.items).toHaveLength(3);
    expect(d.items[0]).toMatchObject({ hsCode: '8201.5000', countryOfOrigin: 'DE', quantity: 240, customsValue: 8450 });
    expect(d.items[1]).toMatchObject({ itemNumber: 2, netWeight: { value: 12.4, unit: 'kg' }, grossWeight: { value: 15.1, unit: 'kg' }, customsValue: 3975 });
    expect(d.items[1].quantity).toBeUndefined();
    expect(d.items[2]).toMatchObject({ hsCode: '8201.9000', netWeight: { value: 22.6, unit: 'kg' }, customsValue: 6120.5 });
  });
});
