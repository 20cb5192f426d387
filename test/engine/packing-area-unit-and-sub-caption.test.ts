import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A flooring maker's packing list: bilingual captions (local, a slash, English) over a line of English ones, an area
 * column captioned "m2", a goods caption over a caption of its own ("Colore / Colour") for the line the cells print
 * under the goods, and an items table whose unit is captioned "U.M." and whose quantities are square metres in
 * fractions under a decimal comma.
 */
const lines = [
  line('PAVIMENTI COLLINA', 30, 20, 16, true),
  line('S.r.l. - Via dei Forni 12, 42013 Casalgrande (RE), Italia - P.IVA IT01234567897 - spedizioni@pavimenti-collina.example', 30, 40, 6),
  line('Numero / No.', 30, 60, 6), line('DI 27/0088', 30, 68),
  line('Data / Date', 130, 60, 6), line('03/02/2027', 130, 68),
  line('Contenitori / sigilli / Containers / seals', 300, 60, 6), line('MSKU1234565 / AB 1100457 TCLU7654320 / AB 1100458', 300, 68, 7),
  line('Mittente / Shipper', 30, 90, 6), line('PAVIMENTI COLLINA S.R.L.', 30, 98), line('Via dei Forni 12', 30, 108), line('42013 Casalgrande (RE), Italia', 30, 118),
  line('Marche / Marks', 30, 150, 6), line('Bancali', 110, 150, 6), line('Descrizione / Description', 170, 150, 6), line('m2', 330, 150, 6),
  line('Peso lordo kg', 380, 150, 6), line('m3', 460, 150, 6),
  line('Pedana n.', 30, 158, 6), line('Pallets', 110, 158, 6), line('Colore / Colour', 170, 158, 6), line('Gross weight', 380, 158, 6),
  line('ABC PLT 1-4', 30, 172, 7), line('4 PLT', 110, 172, 7), line('Porcelain floor tiles 60x60 matt', 170, 172, 7), line('345,60', 330, 172, 7),
  line('3.120,0', 380, 172, 7), line('3,456', 460, 172, 7),
  line('Sabbia / code PV-6060-SB', 170, 180, 7),
  line('ABC PLT 5-6', 30, 196, 7), line('2 PLT', 110, 196, 7), line('Porcelain wall tiles 30x90 gloss', 170, 196, 7), line('129,60', 330, 196, 7),
  line('1.410,5', 380, 196, 7), line('1,728', 460, 196, 7),
  line('Bianco / code PV-3090-BI', 170, 204, 7),
  line('Codice / SKU', 30, 240, 6), line('Descrizione / Description', 130, 240, 6), line('Quantità / Qty', 330, 240, 6), line('U.M.', 400, 240, 6),
  line('PV-6060-SB', 30, 252, 7), line('Porcelain floor tiles 60x60 matt', 130, 252, 7), line('345,60', 330, 252, 7), line('M2', 400, 252, 7),
  line('PV-3090-BI', 30, 264, 7), line('Porcelain wall tiles 30x90 gloss', 130, 264, 7), line('129,60', 330, 264, 7), line('M2', 400, 264, 7),
];

describe('a packing list with an area column and goods captioned over a caption of their own', () => {
  const d = extractLogisticsPage('packing_list', lines);

  it('reads a header over two lines whose captions include a square-metre column ("m2")', () => {
    expect(d.packages.map((p: any) => [p.marks, p.count, p.grossWeight?.value, p.volume?.value])).toEqual([
      ['ABC PLT 1-4', 4, 3120, 3.456],
      ['ABC PLT 5-6', 2, 1410.5, 1.728],
    ]);
  });

  it('keeps the goods to their first line when a caption of its own names the line under them', () => {
    expect(d.packages.map((p: any) => p.description)).toEqual(['Porcelain floor tiles 60x60 matt', 'Porcelain wall tiles 30x90 gloss']);
  });

  it('reads quantities in fractions of their unit, the unit captioned "U.M."', () => {
    expect(d.items.map((i: any) => [i.sku, i.quantity, i.unit])).toEqual([['PV-6060-SB', 345.6, 'M2'], ['PV-3090-BI', 129.6, 'M2']]);
  });

  it('reads the number under a caption that says only "number" ("Numero / No.")', () => {
    expect(d.packingListNumber).toBe('DI 27/0088');
  });

  it('pairs each container on one line with the seal slashed after it, under a two-field bilingual caption', () => {
    expect(d.containers).toEqual([
      { containerNumber: 'MSKU1234565', sealNumbers: ['AB 1100457'] },
      { containerNumber: 'TCLU7654320', sealNumbers: ['AB 1100458'] },
    ]);
  });

  it("fills the shipper's contacts from a letterhead that prints the legal form at the head of the line under its name", () => {
    expect(d.shipper).toMatchObject({ name: 'PAVIMENTI COLLINA S.R.L.', taxId: 'IT01234567897', email: 'spedizioni@pavimenti-collina.example' });
  });
});
