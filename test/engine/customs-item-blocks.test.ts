import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

// A caption cell: the small bilingual caption, its value under it.
const C = (x: number, y: number, caption: string, value: string): Line[] => [line(caption, x, y, 5.6), line(value, x + 2, y + 8, 8)];

/** One item block: a heading bar with the description, then caption cells with right-aligned values under them. */
function block(y: number, n: number, desc: string, hs: string, net: string, gross: string, qty: string, value: string): Line[] {
  const cap = (x: number, t: string): Line => line(t, x, y + 13, 4.6);
  const val = (right: number, t: string): Line => line(t, right - t.length * 5 * 7.8 / 8, y + 21, 7.8);
  return [
    line(`Position ${n}`, 38, y, 7.5), line(desc, 114, y, 7.5),
    cap(36, 'Tarifnummer / No tarif'), cap(112, 'Eigenmasse / Masse nette kg'), cap(188, 'Rohmasse / Masse brute kg'),
    cap(264, 'Zus. Menge / Quantité suppl.'), cap(340, "Ursprungsland / Pays d'origine"), cap(416, 'Statist. Wert / Valeur stat. CHF'),
    val(105, hs), val(182, net), val(258, gross), val(334, qty), val(410, 'CH'), val(486, value),
  ];
}

/** A Swiss e-dec export list: header cells with German/French captions, the positions as blocks. */
function exportList(): Line[] {
  return [
    line('Schweizerische Eidgenossenschaft / Confédération suisse', 34, 30, 7.5),
    line("AUSFUHRLISTE / LISTE D'EXPORTATION", 34, 55, 14),
    ...C(37, 97, "Ausfuhrnummer / No d'exportation (MRN)", '26CH004418720031E7'), ...C(213, 97, "Annahmedatum / Date d'acceptation", '17.03.2026'),
    ...C(388, 97, 'Zollstelle / Bureau de douane', '1203 Zürich-Flughafen Fracht'),
    line('Anmelder / Déclarant', 388, 119, 5.6), line('ALPENFRACHT SPEDITION AG', 390, 127, 7.4), line('Frachtstrasse 12', 390, 136, 7.4),
    line('8058 Zürich-Flughafen', 390, 145, 7.4), line('UID CHE-101.447.208', 390, 154, 7.4), line('Spediteur-Nr. 40418', 390, 163, 7.4),
    ...C(37, 181, 'Bestimmungsland / Pays de destination', 'JP Japan'),
    ...C(169, 229, 'Rohmasse total / Masse brute totale kg', '185.5'), ...C(37, 229, 'Anzahl Packstücke / Nombre de colis', '9'),
    ...block(267, 1, 'Armbanduhren, mechanisch, Gold', '9101.2100', '4.2', '6.8', '40 Stk', "186'400.00"),
    ...block(305, 2, 'Uhrarmbänder aus Edelstahl', '9113.2000', '27.0', '34.4', '300 Stk', "28'500.00"),
  ];
}

describe('a customs export list with items printed as blocks', () => {
  it('reads each block: heading number and description, and the value under each caption cell', () => {
    const d = extractLogisticsPage('customs_declaration', exportList());
    expect(d.items).toMatchObject([
      { itemNumber: 1, description: 'Armbanduhren, mechanisch, Gold', hsCode: '9101.2100', countryOfOrigin: 'CH', quantity: 40, unit: 'Stk',
        netWeight: { value: 4.2, unit: 'kg' }, grossWeight: { value: 6.8, unit: 'kg' }, customsValue: 186400 },
      { itemNumber: 2, description: 'Uhrarmbänder aus Edelstahl', hsCode: '9113.2000', quantity: 300, customsValue: 28500 },
    ]);
    expect(d.countryOfOrigin).toBe('CH');
  });

  it('reads the bilingual header cells: number, acceptance date, office code, destination code, totals', () => {
    const d = extractLogisticsPage('customs_declaration', exportList());
    expect(d).toMatchObject({
      declarationType: 'EXPORT', countryOfExport: 'CH', declarationNumber: '26CH004418720031E7', date: '2026-03-17', customsOffice: '1203',
      countryOfDestination: 'JP', totalGrossWeight: { value: 185.5, unit: 'kg' }, totalPackages: 9,
    });
  });

  it('keeps the Swiss UID as printed and leaves the forwarder number out of the address', () => {
    const d = extractLogisticsPage('customs_declaration', exportList());
    expect(d.declarant).toMatchObject({ name: 'ALPENFRACHT SPEDITION AG', address: 'Frachtstrasse 12, 8058 Zürich-Flughafen', taxId: 'CHE-101.447.208' });
  });
});
