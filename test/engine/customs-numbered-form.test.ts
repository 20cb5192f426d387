import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { transportModeOf } from '../../engine/extract/logistics/customs-mode.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

// A box: its numbered bilingual caption, small, over its value lines.
const B = (x: number, y: number, caption: string, values: string[]): Line[] => [line(caption, x, y, 5), ...values.map((v, i) => line(v, x + 2, y + 7 + i * 9, 8))];

/** A Canadian B3 coding form: numbered English/French boxes, a numbered line table, totals boxes, the declaration. */
function b3(): Line[] {
  const cols: Array<[number, string[]]> = [
    [26, ['17 Line', 'Ligne']], [53, ['18 Description', 'Description']], [174, ['19 Weight kg', 'Poids kg']], [217, ['20 Country', 'of origin', "Pays d'orig."]],
    [261, ['21 Tariff', 'treatment', 'Trait. tarif.']], [297, ['22 Tariff code', 'Numero tarifaire']], [372, ['23 Quantity', 'Quantite']], [408, ['24 UOM', 'UM']],
    [449, ['25 Value for', 'currency conv.', 'Val. pour conv.']], [495, ['26 VFD', 'code']], [529, ['27 Rate of', 'duty / Taux', 'des droits']],
    [575, ['28 Value for duty', 'Valeur en douane']], [636, ['29 Customs duties', 'Droits de douane']], [695, ['30 GST', 'rate', 'Taux TPS']], [745, ['31 GST', 'TPS']],
  ];
  const head = cols.flatMap(([x, ls]) => ls.map((t, i) => line(t, x, 167 + i * 7, 5.3)));
  const item = (y: number, cells: Array<[string, number]>): Line[] => cells.map(([t, x]) => line(t, x, y, 7.5));
  return [
    line('Canada Border Services Agency', 20, 19, 8, true), line('CANADA CUSTOMS CODING FORM', 302, 16, 11, true),
    ...B(22, 47, "1 Importer name and address / Nom et adresse de l'importateur", ['WESTCOAST LINEN SUPPLY LTD.', '7788 North Fraser Way', 'Burnaby BC V5J 5M7']),
    ...B(272, 47, "2 Importer No. / No de l'importateur", ['812345678RM0001']),
    ...B(402, 47, '3 Transaction No. / No de transaction', ['14325260318047']),
    ...B(582, 47, '5 Office No. / Bureau', ['0809']),
    ...B(642, 47, '6 Mode of transport / Mode', ['9 - MARINE / MARITIME']),
    ...B(582, 100, '9 Cargo control No. / No de controle du fret', ['8HL0BOM260218774']),
    ...B(22, 120, '10 Vendor name and address / Nom et adresse du vendeur', ['LAKSHMI HOME TEXTILES PVT LTD', 'Karur, Tamil Nadu 639006', 'India']),
    ...head,
    ...item(192, [['1', 33], ['COTTON TERRY TOWELS,', 53], ['5,520.0', 182], ['IN', 227], ['02', 269], ['6302.60.00.10', 297], ['12,000', 378], ['NMB', 410],
      ['18,600.00', 454], ['13', 500], ['17%', 542], ['25,374.12', 586], ['4,313.60', 654], ['5%', 708], ['1,484.39', 734]]),
    line('DYED, 50X90 CM', 53, 202, 7.5),
    ...item(216, [['2', 33], ['COTTON BATH SHEETS', 53], ['4,176.0', 182], ['IN', 227], ['02', 269], ['6302.60.00.90', 297], ['4,800', 382], ['NMB', 410],
      ['15,840.00', 454], ['13', 500], ['18%', 542], ['21,608.93', 586], ['3,889.61', 654], ['5%', 708], ['1,264.12', 734]]),
    line('32 Customs duties', 394, 244, 5), line('35 GST', 470, 244, 5), line('36 Total', 546, 244, 5),
    line('Droits de douane', 394, 250, 5), line('TPS', 470, 250, 5),
    line('8,203.21', 426, 263, 8.5), line('2,748.51', 505, 263, 8.5), line('10,951.72', 578, 263, 8.5),
    line('37 Declaration / Declaration', 23, 285, 5.5),
    line('Name / Nom: PACIFIC GATEWAY CUSTOMS BROKERS INC. (RNS 8432) - 1090 West Pender Street, Vancouver BC V6E 2N7', 26, 325, 7),
  ];
}

describe('a numbered customs form (Canadian B3 coding form)', () => {
  it('reads its bilingual numbered boxes: transaction number, office, cargo control number, parties and the importer number', () => {
    const d = extractLogisticsPage('customs_declaration', b3());
    expect(d.declarationNumber).toBe('14325260318047');
    expect(d.customsOffice).toBe('0809');
    expect(d.transportDocumentReference).toBe('8HL0BOM260218774');
    expect(d.transportMode).toBe('SEA');
    expect(d.importer).toMatchObject({ name: 'WESTCOAST LINEN SUPPLY LTD.', taxId: '812345678RM0001' });
    expect(d.exporter?.name).toBe('LAKSHMI HOME TEXTILES PVT LTD');
  });

  it('reads the line table under numbered column captions, a wrapped description included', () => {
    const d = extractLogisticsPage('customs_declaration', b3());
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({
      itemNumber: 1, description: 'COTTON TERRY TOWELS, DYED, 50X90 CM', hsCode: '6302600010', countryOfOrigin: 'IN', quantity: 12000, unit: 'NMB',
      customsValue: 25374.12, dutyRate: 17, dutyAmount: 4313.6,
    });
    expect(d.items[1]).toMatchObject({ itemNumber: 2, description: 'COTTON BATH SHEETS', dutyRate: 18, dutyAmount: 3889.61 });
    expect(d.countryOfOrigin).toBe('IN');
  });

  it('reads a column whose numbered caption line a scan lost by its translation alone ("Valeur en douane")', () => {
    const d = extractLogisticsPage('customs_declaration', b3().filter((l) => l.text !== '28 Value for duty'));
    expect(d.items.map((it: any) => [it.customsValue, it.dutyAmount])).toEqual([[25374.12, 4313.6], [21608.93, 3889.61]]);
  });

  it('takes the totals from the numbered boxes under the table, not from its column captions', () => {
    const d = extractLogisticsPage('customs_declaration', b3());
    expect(d.totalDuties).toBe(8203.21);
    expect(d.totalTaxes).toBe(2748.51);
  });

  it('names the declarant from the declaration box, its account number left off', () => {
    const d = extractLogisticsPage('customs_declaration', b3());
    expect(d.declarant).toMatchObject({ name: 'PACIFIC GATEWAY CUSTOMS BROKERS INC.', address: '1090 West Pender Street, Vancouver BC V6E 2N7' });
  });
});

describe('a numbered form whose rate column is a rate of exchange', () => {
  it('reads no duty rate from it: only a rate by itself or a rate of duty is the duty\'s', () => {
    // Box 27 captioned "Rate of exchange" over the currency's rate (1.35), in place of the rate of duty.
    const swap: Record<string, string> = { 'duty / Taux': 'exchange', 'des droits': 'Taux de change', '17%': '1.35', '18%': '1.35' };
    const lines = b3().map((l) => (swap[l.text] ? line(swap[l.text], l.bbox[0], l.bbox[1], l.bbox[3] - l.bbox[1]) : l));
    const d = extractLogisticsPage('customs_declaration', lines);
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({ itemNumber: 1, customsValue: 25374.12, dutyAmount: 4313.6 });
    expect(d.items.map((it: { dutyRate?: number | null }) => it.dutyRate ?? null)).toEqual([null, null]);
  });
});

describe('a numbered line table whose one line refers to an attached list', () => {
  it('keeps the items of the list read by its rows, which fill more fields than the numbered box\'s one line', () => {
    const x = [30, 70, 250, 330, 400, 480];
    const row = (y: number, cells: string[]): Line[] => cells.map((t, i) => line(t, x[i] + 2, y, 8));
    const form = [
      line('IMPORT DECLARATION', 200, 16, 13, true),
      ...['1 Item', '2 Description of goods', '3 HS Code', '4 Quantity', '5 Customs value', '6 Duty'].map((t, i) => line(t, x[i], 100, 7)),
      ...row(115, ['1', 'TEXTILES AS PER ATTACHED LIST', '6302.60.00', '2,400', '9,600.00', '960.00']),
    ];
    const list = [
      line('ATTACHED LIST OF ITEMS', 200, 16, 11, true),
      ...['Item', 'Description of goods', 'HS Code', 'Quantity', 'Customs value', 'Duty'].map((t, i) => line(t, x[i], 60, 8, true)),
      ...row(75, ['1', 'COTTON TOWELS', '6302.60.00', '1,200', '5,400.00', '540.00']),
      ...row(87, ['2', 'BATH SHEETS', '6302.91.00', '800', '3,100.00', '310.00']),
      ...row(99, ['3', 'BATH MATS', '6302.99.00', '400', '1,100.00', '110.00']),
    ];
    const d = extractLogistics('customs_declaration', buildContext([page(form), { ...page(list), pageNumber: 2 }], 'en')).data as Record<string, any>;
    expect(d.items.map((it: { description: string }) => it.description)).toEqual(['COTTON TOWELS', 'BATH SHEETS', 'BATH MATS']);
    expect(d.items[1]).toMatchObject({ itemNumber: 2, quantity: 800, customsValue: 3100, dutyAmount: 310 });
  });
});

describe('the mode of transport of a declaration', () => {
  it('says the mode a code\'s printed name says, and keeps a bare code of an unknown list', () => {
    expect(transportModeOf('9 - MARINE / MARITIME', 'CA')).toBe('SEA');
    expect(transportModeOf('1 (Seeverkehr)', null)).toBe('SEA');
    expect(transportModeOf('4 - AIR', null)).toBe('AIR');
    expect(transportModeOf('1', null)).toBe('1');
  });

  it('reads a bare code by the authority\'s list, and keeps the code where the authority keys on it', () => {
    expect(transportModeOf('1', 'MX')).toBe('SEA');
    expect(transportModeOf('9', 'CA')).toBe('SEA');
    expect(transportModeOf('11 (VESSEL, CONTAINERIZED)', 'US', true)).toBe('11');
  });
});
