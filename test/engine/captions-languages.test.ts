import { describe, expect, it } from 'vitest';
import { normLabel } from '../../engine/extract/logistics/label-lookup.ts';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { captionKeysOf } from '../../engine/extract/logistics/captions.ts';
import { locate } from '../../engine/extract/logistics/locate.ts';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

/** A caption in small type with its value lines under it (boxed forms). */
const boxed = (caption: string, values: string[], x: number, y: number): Line[] => [
  line(caption, x, y, 6),
  ...values.map((v, i) => line(v, x + 2, y + 8 + i * 10, 8.5)),
];

describe('values printed after a colon set apart from their caption', () => {
  it('reads "Paklijstnummer   : PL-26-0392" without the colon', () => {
    const d = extractLogisticsPage('packing_list', [
      line('PAKLIJST', 458, 31, 20),
      line('Paklijstnummer', 340, 71, 8.5), line(': PL-26-0392', 432, 71, 8.5),
      line('Factuurnummer', 340, 95, 8.5), line(': VF2026-0417', 432, 95, 8.5),
      line('Schip', 310, 133, 8.5), line(': NORTHERN JUVENILE', 402, 133, 8.5),
    ]);
    expect(d.packingListNumber).toBe('PL-26-0392');
    expect(d.invoiceNumber).toBe('VF2026-0417');
    expect(d.vessel).toBe('NORTHERN JUVENILE');
  });

  it('reads a dotted leader caption ("Vessel ........") and a ": value" segment after it', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      line('CARGO MANIFEST', 242, 57, 13),
      line('Manifest No. .............', 30, 84, 8.5), line(': KFS-MIA-2611', 170, 84, 8.5),
      line('Vessel ...................', 30, 96, 8.5), line(': CARIB VOYAGER', 170, 96, 8.5),
      line('Voyage No. ...............', 30, 108, 8.5), line(': 2611N', 170, 108, 8.5),
    ]);
    expect(d.manifestNumber).toBe('KFS-MIA-2611');
    expect(d.vessel).toBe('CARIB VOYAGER');
    expect(d.voyageNumber).toBe('2611N');
  });

  it('passes over a colon printed alone between a caption and its value', () => {
    const segs = segmentPages([page([line('Vessel', 30, 96, 8.5), line(':', 120, 96, 8.5), line('CARIB VOYAGER', 140, 96, 8.5)])]);
    expect(locate(segs, 'vessel')?.lines[0].text).toBe('CARIB VOYAGER');
  });
});

describe('bilingual captions: the local language first, English after a slash or on the next line', () => {
  it('matches a slashed caption through either half', () => {
    expect(captionKeysOf('NADAWCA / SHIPPER')?.has('shipper')).toBe(true);
    expect(captionKeysOf('Nr specyfikacji / Packing list no.')?.has('packingListNumber')).toBe(true);
    expect(captionKeysOf('Liberar para / Release to:')?.has('releaseTo')).toBe(true);
    expect(captionKeysOf('Emissão / Issue date')?.has('issueDate')).toBe(true);
    expect(captionKeysOf('1. İhracatçı / Consignor (Exporter)')?.has('exporter')).toBe(true);
    expect(captionKeysOf('3. Menşe Ülkesi / Country of Origin')?.has('countryOfOrigin')).toBe(true);
    // Only the local half known, or only the English one.
    expect(captionKeysOf('Zamowienie / Order')?.has('orderNumber')).toBe(true);
    expect(captionKeysOf('Waybill / Conhecimento de embarque')?.has('blNumber')).toBe(true);
  });

  it('reads no slashed value as a caption', () => {
    expect(captionKeysOf('ROTTERDAM / DE')).toBeNull();
    expect(captionKeysOf('ALIAGA / IZMIR PORT 35800')).toBeNull();
    // A caption with its value after a colon is no whole caption.
    expect(captionKeysOf('Country of destination / Varis ülkesi: KENYA')).toBeNull();
  });

  it('reads a Polish packing list with bilingual small-caps captions above bold values', () => {
    const d = extractLogisticsPage('packing_list', [
      line('MEBLOSTOL', 40, 31, 16, true),
      line('SPECYFIKACJA WYSYLKOWA', 364, 34, 13, true),
      ...boxed('NR SPECYFIKACJI / PACKING LIST NO.', ['SW/2026/03/057'], 330, 73),
      ...boxed('DATA / DATE', ['2026-03-11'], 470, 73),
      ...boxed('FAKTURA / INVOICE', ['FV/EXP/2026/0212'], 330, 97),
      ...boxed('ZAMOWIENIE / ORDER', ['BR-4471-26'], 470, 97),
      ...boxed('NADAWCA / SHIPPER', ['MEBLOSTOL SP. Z O.O.', 'ul. Fabryczna 18', '64-100 Leszno', 'Polska'], 42, 151),
      ...boxed('NABYWCA / BUYER', ['Brenner Einkaufsverbund eG', 'Lindenstraße 2', '93047 Regensburg', 'Deutschland'], 302, 151),
      ...boxed('ODBIORCA / CONSIGNEE', ['Möbelhaus Brenner GmbH & Co. KG', 'Gewerbering 7', '94469 Deggendorf', 'Deutschland'], 42, 215),
    ]);
    expect(d.packingListNumber).toBe('SW/2026/03/057');
    expect(d.date).toBe('2026-03-11');
    expect(d.invoiceNumber).toBe('FV/EXP/2026/0212');
    expect(d.orderNumber).toBe('BR-4471-26');
    expect(d.shipper?.name).toBe('MEBLOSTOL SP. Z O.O.');
    expect(d.consignee?.name).toBe('Möbelhaus Brenner GmbH & Co. KG');
    expect(d.buyer?.name).toBe('Brenner Einkaufsverbund eG');
  });

  it('reads a Portuguese delivery order with captions left of their values', () => {
    const row = (caption: string, values: string[], y: number): Line[] => [
      line(caption, 40, y, 8.5, true), ...values.map((v, i) => line(v, 180, y + i * 11, 8.5)),
    ];
    const d = extractLogisticsPage('delivery_order', [
      line('ORDEM DE ENTREGA', 420, 50, 15, true),
      line('Emissão: 05/03/2026', 400, 98, 8.5),
      ...row('Liberar para / Release to:', ['COMISSARIA DESPACHOS ALFA LTDA.', 'Av. Conselheiro Nebias, 1022', 'Santos - SP'], 138),
      ...row('Conhecimento de embarque:', ['HLCUNGB260211873'], 175),
      ...row('Navio:', ['RIO BRAVO EXPRESS'], 189),
      ...row('Viagem:', ['611S'], 203),
      ...row('Chegada:', ['04/03/2026'], 217),
    ]);
    expect(d.issueDate).toBe('2026-03-05');
    expect(d.releaseTo?.name).toBe('COMISSARIA DESPACHOS ALFA LTDA.');
    expect(d.billOfLadingNumber).toBe('HLCUNGB260211873');
    expect(d.vessel).toBe('RIO BRAVO EXPRESS');
    expect(d.arrivalDate).toBe('2026-03-04');
  });

  it('takes its own part of a slashed value under a caption of which one half is known', () => {
    const segs = segmentPages([page([
      line('BOOKING No. / EXPORT REFERENCES', 318, 98, 5.5), line('PKG0088127 / SJR-EXP-2603-11', 320, 105, 8),
    ])]);
    expect(locate(segs, 'bookingReference')?.lines[0].text).toBe('PKG0088127');
  });
});

describe('folding Turkish and Polish letters', () => {
  it('folds dotted and dotless i and the Polish letters to their Latin base', () => {
    expect(normLabel('İhracatçı')).toBe('ihracatci');
    expect(normLabel('IHRACATÇI')).toBe('ihracatci');
    expect(normLabel('Alıcı')).toBe(normLabel('ALICI'));
    expect(normLabel('Łódź, ąęóśżźń ł')).toBe('lodz aeoszzn l');
  });

  it('matches captions printed with or without their diacritics', () => {
    for (const t of ['İhracatçı', 'Ihracatci', 'IHRACATÇI']) expect(captionKeysOf(t)?.has('exporter')).toBe(true);
    for (const t of ['Alıcı', 'Alici', 'ALICI']) expect(captionKeysOf(t)?.has('consignee')).toBe(true);
    for (const t of ['Nr zamówienia', 'Nr zamowienia', 'NR ZAMÓWIENIA']) expect(captionKeysOf(t)?.has('orderNumber')).toBe(true);
    for (const t of ['Ilość opakowań', 'Ilosc opakowan']) expect(captionKeysOf(t)?.has('totalPackages')).toBe(true);
    expect(captionKeysOf('Objętość')?.has('totalVolume')).toBe(true);
    expect(captionKeysOf('Waga brutto')?.has('totalGrossWeight')).toBe(true);
  });
});
