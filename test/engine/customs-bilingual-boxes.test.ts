import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { transportModeOf } from '../../engine/extract/logistics/customs-mode.ts';
import { extractLogisticsPage, line } from './support/page.ts';

// A box: its numbered "local / English" caption, small, over its value lines.
const B = (x: number, y: number, caption: string, values: string[]): Line[] => [line(caption, x, y, 5.5), ...values.map((v, i) => line(v, x + 2, y + 8 + i * 9, 7.5))];

/** An import declaration of numbered boxes captioned in Indonesian and English (invented values). */
function declaration(billOfLading = 'ABCD 260E004417'): Line[] {
  return [
    line('PEMBERITAHUAN IMPOR BARANG', 180, 30, 12, true),
    ...B(24, 60, '1. Kantor Pabean / Customs office', ['050100  KPPBC TIPE MADYA PABEAN SURABAYA']),
    ...B(300, 60, '2. Nomor Pengajuan / Submission no.', ['050100-000777-20260302-001234']),
    // The registration number and, apart on its line, the date it was registered on.
    line('4. Nomor & Tgl Pendaftaran / Registration no. & date', 24, 90, 5.5),
    line('778812', 26, 98, 8), line('03/03/2026', 80, 98, 8),
    line('5. Cara Pembayaran / Payment', 300, 90, 5.5), line('1 - BIASA', 302, 98, 7.5),
    ...B(24, 120, '6. Pemasok / Exporter (name, address, country)', ['OSAKA GEAR WORKS CO., LTD.', '3-1 Nanko-kita, Suminoe-ku', 'Osaka 559-0034', 'Negara / Country: JP - JAPAN']),
    // The tax number (NPWP) over the name, the importer's licence (API-U) under the address.
    ...B(300, 120, '7. Importir / Importer (NPWP, name, address)', ['NPWP 09.876.543.2-101.000', 'PT MAJU TEKNIK INDONESIA', 'Jl. Rungkut Industri 12', 'Surabaya 60293, Indonesia', 'API-U 0778812']),
    ...B(24, 175, '8. PPJK / Customs broker (NPWP, name, address)', ['NPWP 03.210.987.6-102.000', 'PT SURYA BROKER LOGISTIK', 'Jl. Perak Timur 5, Surabaya']),
    ...B(300, 175, '9. Cara Pengangkutan / Mode', ['1 - LAUT (SEA)']),
    // A carrier's four-letter code before its B/L number.
    line('13. Dokumen / B/L no. & date', 24, 215, 5.5), line(billOfLading, 26, 223, 7.5), line('20/02/2026', 110, 223, 7.5),
    ...B(300, 215, '19. Nilai CIF / CIF value', ['USD 48,250.00']),
    ...B(24, 245, '20. Bruto / Gross kg', ['3.120,50']),
    ...B(160, 245, '22. Kemasan / Packages', ['12 PK (PACKAGES)']),
    line('33. PDRI (PPN + PPh) / Import taxes', 30, 290, 7.5), line('98.765.432', 330, 290, 8),
  ];
}

describe('a customs declaration of numbered boxes captioned in two languages', () => {
  const d = extractLogisticsPage('customs_declaration', declaration());

  it('reads the registration number as the declaration number, and the date printed beside it', () => {
    expect(d.declarationNumber).toBe('778812');
    expect(d.date).toBe('2026-03-03');
  });

  it('reads a party whose tax number is printed over its name, without its licence number in the address', () => {
    expect(d.importer).toMatchObject({ name: 'PT MAJU TEKNIK INDONESIA', taxId: '09.876.543.2-101.000', address: 'Jl. Rungkut Industri 12, Surabaya 60293, Indonesia' });
    expect(d.declarant).toMatchObject({ name: 'PT SURYA BROKER LOGISTIK', taxId: '03.210.987.6-102.000' });
  });

  it("reads the exporter's country line as the country of export, not as part of the address", () => {
    expect(d.exporter.address).toBe('3-1 Nanko-kita, Suminoe-ku, Osaka 559-0034');
    expect(d.countryOfExport).toBe('JP');
  });

  it('reads the mode, the B/L with its carrier prefix, the CIF value, the gross mass, the packages and the import taxes', () => {
    expect(d.transportMode).toBe('SEA');
    expect(d.transportDocumentReference).toBe('ABCD 260E004417');
    expect(d.totalInvoiceAmount).toBe(48250);
    expect(d.totalGrossWeight).toEqual({ value: 3120.5, unit: 'kg' });
    expect(d.totalPackages).toBe(12);
    expect(d.totalTaxes).toBe(98765432);
  });
});

describe('transport modes named in Indonesian or with a translation in brackets', () => {
  it('reads the local name or the bracketed one', () => {
    expect(transportModeOf('1 - LAUT (SEA)', null)).toBe('SEA');
    expect(transportModeOf('4 - UDARA', null)).toBe('AIR');
    expect(transportModeOf('3 - XYZ (ROAD)', null)).toBe('ROAD');
  });
});

describe('a previous-document box whose reference follows four capitals', () => {
  const reference = (text: string): string | null => extractLogisticsPage('customs_declaration', declaration(text)).transportDocumentReference;

  it("keeps a carrier's code only before a long reference with a digit", () => {
    expect(reference('WXYZ 7Q20260415')).toBe('WXYZ 7Q20260415');
    expect(reference('WXYZ 1234')).toBe('1234');
  });

  it("leaves out a caption's word before the number", () => {
    expect(reference('BILL 12345678')).toBe('12345678');
    expect(reference('NOTE 123')).toBe('123');
  });
});
