import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

// A Turkish export declaration ("Gümrük beyannamesi - ihracat") printed without Turkish letters: SAD boxes captioned
// in Turkish only, box 5 captioned "Kalem" (items) as box 32 is, countries named in Turkish with their codes in
// boxes 15a / 17a, the registering office after the date under the number in box A, and the road consignment note
// listed among the documents of box 44.
const lines = [
  line('GUMRUK BEYANNAMESI - IHRACAT', 30, 30, 12, true),
  line('A', 330, 26, 5.6), line('Tescil No / Tarih', 340, 26, 5.6), line('25340200EX00917733', 344, 36, 10, true),
  line('11.05.2026', 344, 50, 6.8), line('IZMIR GUMRUK MUDURLUGU (350200)', 392, 50, 6.8),
  line('2 Gonderici / Ihracatci', 30, 70, 5.6),
  line('EGE PAMUK TEKSTIL A.S.', 32, 79, 6.8), line('Kemalpasa Cad. No: 41', 32, 88, 6.8), line('35170 Bornova / Izmir', 32, 97, 6.8),
  line('VKN 3812055779', 32, 106, 6.8), line('Tel +90 232 555 0101', 100, 106, 6.8),
  line('5 Kalem', 300, 70, 5.6), line('2', 302, 79, 8.4),
  line('6 Kap adedi', 360, 70, 5.6), line('31', 362, 79, 8.6),
  line('15 Sevk/ihracat ulkesi', 30, 130, 5.6), line('TURKIYE', 32, 139, 7.6),
  line('17 Gidecegi ulke', 200, 130, 5.6), line('HOLLANDA', 202, 139, 7.6),
  line('17a Kod', 290, 130, 5.6), line('NL', 292, 139, 8.4),
  line('20 Teslim sekli', 30, 160, 5.6), line('EXW IZMIR', 32, 169, 8.2),
  line('22 Doviz ve fatura tutari', 200, 160, 5.6), line('EUR 46.500,00', 202, 169, 8.4),
  line('23 Doviz kuru', 380, 160, 5.6), line('37,9055', 382, 169, 8.2),
  line('25 Sinirdaki tasima', 30, 190, 5.6), line('3 (KARAYOLU)', 32, 199, 7),
  line('31 Kaplar ve esyanin tanimi', 30, 230, 5.6),
  line('MARKA: EPT / ROTTERDAM', 32, 239, 7.2), line('KAP: 20 KOLI', 32, 248, 7.2), line('PAMUKLU HAVLU, DOKUMA', 32, 257, 7.2),
  line('32 Kalem', 280, 230, 5.6), line('1', 282, 239, 8.6),
  line('33 Esya kodu (GTIP)', 330, 230, 5.6), line('6302.60.00.00.11', 332, 239, 8.6),
  line('35 Brut agirlik (kg)', 330, 262, 5.6), line('1.240,00', 332, 271, 8.2),
  line('38 Net agirlik (kg)', 330, 294, 5.6), line('1.180,00', 332, 303, 8.2),
  line('37 Rejim', 280, 294, 5.6), line('1000', 282, 303, 8.4),
  line('41 Ilave olcu birimi', 440, 294, 5.6), line('4.000 ADET', 442, 303, 8.2),
  line('44 Ek bilgi / belgeler', 30, 330, 5.6), line('0380 FATURA EPT-26-077', 32, 339, 6.6), line('N730 CMR 5512874', 32, 348, 6.6),
  line('42 Kalem fiyati', 280, 330, 5.6), line('EUR 30.000,00', 282, 339, 8.2),
  line('31 Kaplar ve esyanin tanimi', 30, 380, 5.6), line('PAMUKLU NEVRESIM TAKIMI', 32, 389, 7.2),
  line('32 Kalem', 280, 380, 5.6), line('2', 282, 389, 8.6),
  line('33 Esya kodu (GTIP)', 330, 380, 5.6), line('6302.31.00.00.19', 332, 389, 8.6),
  line('42 Kalem fiyati', 280, 420, 5.6), line('EUR 16.500,00', 282, 429, 8.2),
];

describe('Turkish SAD boxes', () => {
  const data = extractLogisticsPage('customs_declaration', lines);
  it('is classified a customs declaration by its Turkish title', () => {
    expect(extractDocument({ pages: [page(lines)], documentType: 'generic', language: 'en', extractTables: false, attachments: [] }).documentType).toBe('customs_declaration');
  });
  it('reads the title\'s "ihracat" as an export', () => expect(data.declarationType).toBe('EXPORT'));
  it('reads the office registering the declaration after its date under the number', () => expect(data.customsOffice).toBe('IZMIR GUMRUK MUDURLUGU (350200)'));
  it('reads the header boxes by their Turkish captions', () => {
    expect(data.incoterms).toBe('EXW');
    expect(data.currency).toBe('EUR');
    expect(data.totalInvoiceAmount).toBe(46500);
    expect(data.exchangeRate).toBe(37.9055);
    expect(data.transportMode).toBe('ROAD');
    expect(data.totalPackages).toBe(31);
  });
  it('reads a country named in Turkish from its code box', () => {
    expect(data.countryOfExport).toBe('TR');
    expect(data.countryOfDestination).toBe('NL');
  });
  it('reads the VKN as the tax id and keeps the phone beside it', () => {
    expect(data.exporter.taxId).toBe('3812055779');
    expect(data.exporter.phone).toBe('+90 232 555 0101');
    expect(data.exporter.address).toBe('Kemalpasa Cad. No: 41, 35170 Bornova / Izmir');
  });
  it('reads the road consignment note among the documents of box 44, quoted with its name', () => {
    expect(data.transportDocumentReference).toBe('CMR 5512874');
  });
  it('counts no item for box 5, and reads each item\'s boxes', () => {
    expect(data.items.map((i: Record<string, unknown>) => i.itemNumber)).toEqual([1, 2]);
    expect(data.items[0]).toMatchObject({
      description: 'PAMUKLU HAVLU, DOKUMA', hsCode: '630260000011', quantity: 4000, unit: 'ADET', procedureCode: '1000',
      grossWeight: { value: 1240, unit: 'kg' }, netWeight: { value: 1180, unit: 'kg' }, customsValue: 30000,
    });
    expect(data.items[1]).toMatchObject({ hsCode: '630231000019', customsValue: 16500 });
  });
});
