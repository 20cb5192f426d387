import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * Item blocks of an export list as a scan gives them: the small caption row under each heading garbled a different
 * way in each block ("Tarifnu nmer/No tarit", "Eigenma masse/Masse"), a unit run on into the caption's last word
 * ("Masse nettekg"). A block still reads the value under a caption it lost where another block read that caption,
 * a value in the first column that reads as a dotted tariff number is the item's, and the glued unit is the mass's.
 */
const CAPTIONS: Array<[number, string]> = [
  [36, 'Tarifnummer / No tarif'], [112, 'Eigenmasse / Masse nette kg'], [188, 'Rohmasse / Masse brute kg'],
  [264, 'Zus. Menge / Quantité suppl.'], [340, "Ursprungsland / Pays d'origine"], [416, 'Statist. Wert / Valeur stat. CHF'],
];

/** One block; `garble` replaces a caption (by its x) with what OCR made of it. */
function block(y: number, n: number, desc: string, values: string[], garble: Record<number, string>): Line[] {
  const val = (right: number, t: string): Line => line(t, right - t.length * 5 * 7.8 / 8, y + 21, 7.8);
  return [
    line(`Position ${n}`, 38, y, 7.5), line(desc, 114, y, 7.5),
    ...CAPTIONS.map(([x, t]) => line(garble[x] ?? t, x, y + 13, 4.6)),
    ...values.map((v, i) => val([105, 182, 258, 334, 410, 486][i], v)),
  ].map(ocrLine);
}

/** A caption OCR split in two garbled pieces, the second starting inside its column ("Netto" | "gewlcht kg"). */
const split = (y: number, pieces: Array<[number, string]>): Line[] => pieces.map(([x, t]) => ocrLine(line(t, x, y + 13, 4.6)));

const list = (): Line[] => [
  ...block(100, 1, 'Taschenuhren, Silber', ['7102.1100', '2.4', '3.9', '60 Stk', 'CH', "94'800.00"], { 36: 'Tarifnu', 112: 'Eigenma', 188: 'Rohn' }),
  ...block(140, 2, 'Wanduhren, elektrisch', ['9105.2100', '18.5', '27.0', '45 Stk', 'DE', "12'600.00"], { 36: 'Tarifnu', 112: 'Eigenmasse/Masse nettekg', 416: 'StatistWer/alur' }),
  ...block(180, 3, 'Uhrwerke, komplett', ['9108.1100', '0.8', '1.6', '900 Stk', 'CH', "41'300.00"], { 36: 'Tarifn', 188: 'Rohmasse / Masse brutekg' }),
].map((l) => ocrLine(l));

describe('item blocks of a scanned export list, their caption rows garbled', () => {
  it('reads each value under the caption another block read, the first column as the tariff number, a unit glued to the caption', () => {
    const d = extractLogisticsPage('customs_declaration', list());
    expect(d.items).toMatchObject([
      { itemNumber: 1, hsCode: '7102.1100', netWeight: { value: 2.4, unit: 'kg' }, grossWeight: { value: 3.9, unit: 'kg' }, quantity: 60, countryOfOrigin: 'CH', customsValue: 94800 },
      { itemNumber: 2, hsCode: '9105.2100', netWeight: { value: 18.5, unit: 'kg' }, grossWeight: { value: 27, unit: 'kg' }, quantity: 45, countryOfOrigin: 'DE', customsValue: 12600 },
      { itemNumber: 3, hsCode: '9108.1100', netWeight: { value: 0.8, unit: 'kg' }, grossWeight: { value: 1.6, unit: 'kg' }, quantity: 900, customsValue: 41300 },
    ]);
  });
  it('lets a caption lent by another block take the column of a caption garbled into nameless pieces', () => {
    const lines = [
      ...block(100, 1, 'Taschenuhren, Silber', ['7102.1100', '2.4', '3.9', '60 Stk', 'CH', "94'800.00"], { 112: 'Elgnm', 188: 'Rhm' }),
      ...split(100, [[140, 'ase / Mase netek']]),
      ...split(100, [[214, 'masse/Mase brte']]),
      ...block(140, 2, 'Wanduhren, elektrisch', ['9105.2100', '18.5', '27.0', '45 Stk', 'DE', "12'600.00"], {}),
    ];
    const d = extractLogisticsPage('customs_declaration', lines);
    expect(d.items).toMatchObject([
      { itemNumber: 1, netWeight: { value: 2.4, unit: 'kg' }, grossWeight: { value: 3.9, unit: 'kg' }, quantity: 60, customsValue: 94800 },
      { itemNumber: 2, netWeight: { value: 18.5, unit: 'kg' }, grossWeight: { value: 27, unit: 'kg' }, quantity: 45, customsValue: 12600 },
    ]);
  });
});
