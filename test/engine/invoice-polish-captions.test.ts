import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A figure ending at x, 7.5 pt. */
const fig = (text: string, x: number, y: number): Line => line(text, x - text.length * 4.6875, y, 7.5);

/** A Polish "Faktura VAT" with Polish/English captions: seller and buyer blocks with their NIP, a ship-to on one line. */
const lines = [
  line('MEBLOTEX', 34, 30, 20, true),
  line('FAKTURA VAT / VAT INVOICE', 338, 30, 11, true),
  line('Nr / No.', 338, 48, 7.4), line('FV/2025/03/0077', 384, 46, 11, true),
  line('Data wystawienia / Issue date:', 34, 92, 7), line('14.03.2025', 152, 92, 8),
  line('SPRZEDAWCA / SELLER', 38, 120, 7.4, true),
  line('MEBLOTEX SP. Z O.O.', 40, 134, 8), line('ul. Lesna 12', 40, 144, 8), line('60-101 Poznan, Polska', 40, 154, 8),
  line('NIP: 7781234567 REGON: 301234567', 40, 164, 8),
  line('NABYWCA / BUYER', 310, 120, 7.4, true),
  line('DOMSTYL SP. Z O.O.', 312, 134, 8), line('ul. Morska 8', 312, 144, 8), line('80-200 Gdansk, Polska', 312, 154, 8),
  line('NIP: 583-123-45-67', 312, 164, 8),
  line('Odbiorca / Delivery address:', 34, 190, 7), line('DOMSTYL Magazyn 3, ul. Portowa 5, 80-300 Gdansk', 165, 190, 8),
  line('Lp.', 39, 210, 6.2, true), line('Nazwa towaru / Description', 57, 210, 6.2, true), line('Ilosc', 300, 210, 6.2, true),
  line('Cena netto', 340, 210, 6.2, true), line('Wartosc netto', 420, 210, 6.2, true),
  line('1', 42, 226, 7.4), line('Krzeslo debowe / Oak chair', 57, 226, 7.4), fig('40', 320, 226), fig('150,00', 380, 226), fig('6 000,00', 470, 226),
  line('2', 42, 240, 7.4), line('Stol rozkladany / Extending table', 57, 240, 7.4), fig('10', 320, 240), fig('900,00', 380, 240), fig('9 000,00', 470, 240),
  line('Stawka / Rate', 260, 270, 6.8, true), line('Netto / Net', 340, 270, 6.8, true), line('VAT', 420, 270, 6.8, true),
  line('23%', 260, 282, 8), fig('15 000,00', 390, 282), fig('3 450,00', 460, 282),
  line('DO ZAPLATY / AMOUNT DUE:', 40, 310, 9, true), fig('18 450,00 PLN', 560, 310),
];

describe('a Polish invoice with Polish/English captions', () => {
  const d = invoice(lines);

  it('reads the number beside "Nr / No." in the title box', () => {
    expect(d.invoiceNumber).toBe('FV/2025/03/0077');
  });

  it('reads the seller and the buyer under "Sprzedawca" and "Nabywca", each with its NIP, the NIP line no address', () => {
    expect(d.vendor).toMatchObject({ name: 'MEBLOTEX SP. Z O.O.', address: 'ul. Lesna 12, 60-101 Poznan, Polska', taxId: '7781234567' });
    expect(d.customer).toMatchObject({ name: 'DOMSTYL SP. Z O.O.', address: 'ul. Morska 8, 80-200 Gdansk, Polska', taxId: '5831234567' });
  });

  it('reads a delivery address printed whole on its caption\'s row, not the table header under it', () => {
    expect(d.shipTo).toMatchObject({ name: 'DOMSTYL Magazyn 3', address: 'ul. Portowa 5, 80-300 Gdansk' });
  });

  it('reads the VAT rate under "Stawka"', () => {
    expect(d.taxRate).toBe(23);
  });
});

describe('Polish NIP', () => {
  it('reads a NIP after its caption, dashed or not, as its ten digits', () => {
    expect(findTaxIds('NIP 123-456-32-18')[0]).toMatchObject({ value: '1234563218', country: 'PL', valid: true });
    expect(findTaxIds('NIP: 7781234567')[0]?.value).toBe('7781234567');
  });

  it('reads no NIP inside a longer number', () => {
    expect(findTaxIds('NIP 198501012010011001')).toEqual([]);
  });
});
