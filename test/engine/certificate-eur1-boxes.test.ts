import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { captionKeysOf } from '../../engine/extract/logistics/captions.ts';
import { goodsText } from '../../engine/extract/logistics/certificate-goods-text.ts';
import { countryFromName } from '../../engine/extract/parse/index.ts';
import { taxIdPart } from '../../engine/extract/logistics/party-tax-id.ts';
import { extractLogisticsPage, line } from './support/page.ts';

/** An EUR.1 movement certificate in the official box layout (invented values). */
function eur1(): Line[] {
  return [
    line('1. Exporter (Name, full address, country)', 43, 34, 6.8),
    line('BJELASICA VOCE D.O.O.', 48, 44, 8.8), line('Njegoseva 14', 48, 55, 8.8), line('84000 Bijelo Polje, Montenegro', 48, 66, 8.8),
    // The exporter's tax number under its caption's name (Montenegro's and Serbia's "PIB").
    line('PIB 02771234', 48, 77, 8.8),
    line('EUR.1 No A 0771234', 399, 31, 12, true),
    line('3. Consignee (Name, full address, country) (Optional)', 43, 112, 6.8),
    line('ALPENFRUCHT HANDEL GMBH', 48, 122, 8.8), line('Obstweg 3', 48, 133, 8.8), line('4020 Linz, Austria', 48, 144, 8.8),
    // Boxes 4 and 5: their long captions wrapped in narrow boxes, box 5 naming a group with the country in brackets.
    line('4. Country, group of countries or territory in which', 303, 133, 5.6), line('the products are considered as originating', 303, 140, 5.6),
    line('MONTENEGRO', 308, 159, 9, true),
    line('5. Country, group of countries or territory of', 431, 133, 5.6), line('destination', 431, 140, 5.6),
    line('EUROPEAN UNION', 436, 151, 8.6, true), line('(AUSTRIA)', 436, 161, 8.6, true),
    line('8. Item number; Marks and numbers; Number and kind of packages (1); Description of goods', 43, 234, 6.8),
    line('9. Gross mass (kg)', 428, 234, 6.4), line('10. Invoices', 498, 234, 6.4),
    // Items: number, marks, packages and description in columns of their own; box 10 prints the invoice once, its
    // date on the line under its number, level with the next item's top.
    line('1.', 46, 259, 9), line('BJV-1', 64, 259, 9), line('12 PALLETS', 110, 259, 9), line('Frozen plums, halved, 10 kg cartons', 180, 259, 9),
    line('8.400,00', 450, 259, 9), line('INV-77/26', 499, 268, 8), line('15.10.2026', 499, 278, 8),
    line('2.', 46, 282, 9), line('BJV-2', 64, 282, 9), line('3 PALLETS', 110, 282, 9), line('Frozen blueberries, 2,5 kg bags', 180, 282, 9),
    line('1.950,00', 450, 282, 9),
  ];
}

describe('an EUR.1 movement certificate', () => {
  const d = extractLogisticsPage('certificate_of_origin', eur1());

  it("reads the exporter's PIB as its tax id, not as part of the address", () => {
    expect(d.exporter).toMatchObject({ name: 'BJELASICA VOCE D.O.O.', taxId: '02771234', address: 'Njegoseva 14, 84000 Bijelo Polje, Montenegro' });
  });

  it('reads the countries of boxes 4 and 5: a wrapped long caption, a group with the country in brackets', () => {
    expect(d.countryOfOrigin).toBe('ME');
    expect(d.countryOfDestination).toBe('AT');
  });

  it('reads the marks and packages of each item apart from its description, and the invoice date under its number', () => {
    expect(d.goods).toHaveLength(2);
    expect(d.goods[0]).toMatchObject({ itemNumber: 1, marks: 'BJV-1', quantity: 12, description: 'Frozen plums, halved, 10 kg cartons', invoiceNumber: 'INV-77/26', invoiceDate: '2026-10-15' });
    expect(d.goods[1]).toMatchObject({ itemNumber: 2, marks: 'BJV-2', quantity: 3, invoiceNumber: 'INV-77/26', invoiceDate: '2026-10-15' });
  });
});

describe('pieces of an EUR.1 reading', () => {
  it('takes a dictionary caption longer than captions run as a caption after its box number', () => {
    expect(captionKeysOf('4. Country, group of countries or territory in which the products are considered as originating')?.has('countryOfOrigin')).toBe(true);
  });

  it('reads one mark before the packages where the box names the marks first, a semicolon or not', () => {
    const parts = ['item', 'marks', 'packages', 'description'];
    expect(goodsText('XY-7 40 CARTONS Dried figs', parts)).toMatchObject({ marks: 'XY-7', packages: 40, description: 'Dried figs' });
    expect(goodsText('FRESH 40 CARTONS Dried figs', parts).packages).toBeNull();
  });

  it('knows the Western Balkan countries by name', () => {
    expect(countryFromName('SERBIA')).toBe('RS');
    expect(countryFromName('Crna Gora')).toBe('ME');
  });
});

describe('the PIB caption', () => {
  it("reads Serbia's and Montenegro's tax number of 9 or 8 digits after it", () => {
    expect(taxIdPart('Kralja Petra 9, 11000 Beograd, PIB: 102345678')?.id).toBe('102345678');
    expect(taxIdPart('Njegoseva 14, PIB 02771234')?.id).toBe('02771234');
  });

  it('reads no tax id from the number of an Indonesian import declaration (PIB)', () => {
    expect(taxIdPart('Jl. Contoh Raya 5, Jakarta, No. PIB: 000123/2026')).toBeNull();
    expect(taxIdPart('Jl. Contoh Raya 5, Jakarta, PIB 000123-2026')).toBeNull();
  });
});
