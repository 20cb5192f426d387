import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// Caption lines at 7 pt, rows at 8 pt, one printed line after another as forms print them.
const cap = (text: string, x: number, y: number) => line(text, x, y, 7);

describe('goods tables: caption lines in two languages', () => {
  it('a caption line over its translation is one header when neither line alone names enough columns (item list)', () => {
    const lines = [
      line('SPECYFIKACJA WYSYLKOWA / PACKING LIST', 40, 40, 12, true),
      cap('Lp.', 40, 300), cap('Indeks', 60, 300), cap('Nazwa towaru', 140, 300), cap('Ilosc', 330, 300), cap('J.m.', 370, 300),
      cap('Netto kg', 420, 300), cap('Brutto kg', 480, 300),
      cap('SKU', 60, 309), cap('Description', 140, 309), cap('Qty', 330, 309), cap('Unit', 370, 309), cap('Net kg', 420, 309), cap('Gross kg', 480, 309),
      line('1', 42, 322), line('MS-ST-1480-DB', 60, 322), line('Oak extending table', 140, 322), line('36', 332, 322), line('SZT', 370, 322),
      line('1 368,0', 420, 322), line('1 512,0', 480, 322),
      line('2', 42, 336), line('MS-KR-0420-SZ', 60, 336), line('Upholstered chair, grey', 140, 336), line('144', 330, 336), line('SZT', 370, 336),
      line('1 036,8', 420, 336), line('1 224,0', 480, 336),
      line('RAZEM / TOTAL', 42, 356), line('2 404,8', 420, 356), line('2 736,0', 480, 356),
    ];
    const d = extractLogisticsPage('packing_list', lines);
    expect(d.items).toEqual([
      { description: 'Oak extending table', sku: 'MS-ST-1480-DB', quantity: 36, unit: 'SZT', netWeight: { value: 1368, unit: 'kg' }, grossWeight: { value: 1512, unit: 'kg' } },
      { description: 'Upholstered chair, grey', sku: 'MS-KR-0420-SZ', quantity: 144, unit: 'SZT', netWeight: { value: 1036.8, unit: 'kg' }, grossWeight: { value: 1224, unit: 'kg' } },
    ]);
  });

  it('a translation over a one-line header, and a note under it, do not end the table (numbered certificate grid)', () => {
    const lines = [
      line('CERTIFICATE OF ORIGIN', 200, 60, 13, true),
      cap('6. Kalem No.', 33, 260), cap('7. Marka ve Numaralar', 73, 260), cap('Kaplarin sayi ve cinsi; esyanin tanimi', 173, 260),
      cap('8. Miktar', 403, 260), cap('Brut Agirlik', 473, 260),
      cap('Item No.', 33, 268), cap('Marks and numbers', 73, 268), cap('Number and kind of packages; description of goods', 173, 268),
      cap('Quantity (pcs)', 403, 268), cap('Gross weight', 473, 268),
      cap('(GTIP / HS Code)', 173, 276),
      line('1', 44, 300), line('MHT 1-910', 73, 300), line('420 CARTONS - Cotton terry towels', 173, 300), line('420 CTNS', 420, 300), line('5 292,0 KG', 500, 300),
      line('HS CODE: 630260', 173, 311),
      line('2', 44, 330), line('310 CARTONS - Cotton bath sheets', 173, 330), line('310 CTNS', 420, 330), line('4 712,4 KG', 500, 330),
      line('HS CODE: 630260', 173, 341),
      line('TOTAL: 730 CARTONS', 173, 365),
    ];
    const goods = extractLogisticsPage('certificate_of_origin', lines).goods as Array<Record<string, unknown>>;
    expect(goods.map((g) => [g.itemNumber, g.description, g.hsCode, g.quantity, g.grossWeight])).toEqual([
      [1, 'Cotton terry towels', '630260', 420, { value: 5292, unit: 'kg' }],
      [2, 'Cotton bath sheets', '630260', 310, { value: 4712.4, unit: 'kg' }],
    ]);
    expect(goods[0].marks).toBe('MHT 1-910');
  });

  it('captions\' second lines and units under a one-line header are the header, not a row (Dutch packing list)', () => {
    const lines = [
      line('PAKLIJST', 400, 50, 20, true),
      cap('Pos.', 43, 216), cap('Merken', 67, 216), cap('Colli', 138, 216), cap('Omschrijving', 159, 216), cap('Netto', 371, 216),
      cap('Bruto', 424, 216), cap('Volume', 527, 216),
      cap('gewicht kg', 353, 225), cap('gewicht kg', 407, 225), cap('m³', 543, 225),
      line('1', 43, 238), line('FSL 1-12', 67, 238), line('12', 144, 238), line('Goudse kaas', 159, 238), line('5.760,0', 362, 238),
      line('6.312,0', 416, 238), line('23,04', 527, 238),
      line('2', 43, 252), line('FSL 13-18', 67, 252), line('6', 149, 252), line('Edammer kaas', 159, 252), line('2.856,6', 362, 252),
      line('3.142,2', 416, 252), line('8,64', 532, 252),
      line('Totaal', 44, 272), line('18', 146, 272), line('8.616,6', 362, 272), line('9.454,2', 416, 272), line('31,68', 527, 272),
    ];
    const d = extractLogisticsPage('packing_list', lines);
    const pk = d.packages as Array<Record<string, unknown>>;
    expect(pk.map((p) => [p.marks, p.count, p.description, p.netWeight, p.grossWeight, p.volume])).toEqual([
      ['FSL 1-12', 12, 'Goudse kaas', { value: 5760, unit: 'kg' }, { value: 6312, unit: 'kg' }, { value: 23.04, unit: 'm3' }],
      ['FSL 13-18', 6, 'Edammer kaas', { value: 2856.6, unit: 'kg' }, { value: 3142.2, unit: 'kg' }, { value: 8.64, unit: 'm3' }],
    ]);
    expect(d.totalVolume).toEqual({ value: 31.68, unit: 'm3' });
  });
});

describe('certificate goods: invoice and package count wordings', () => {
  it('"No.: X dated 09.03.2026" gives the invoice number and date; a count set apart by a dash leaves the description', () => {
    const lines = [
      line('CERTIFICATE OF ORIGIN', 200, 60, 13, true),
      cap('Item No.', 33, 268), cap('Marks and numbers', 73, 268), cap('Number and kind of packages; description of goods', 173, 268),
      cap('Quantity (pcs)', 403, 268), cap('Gross weight', 473, 268),
      line('1', 44, 300), line('MHT 1-910', 73, 300), line('420 CARTONS - Cotton terry towels', 173, 300), line('420 CTNS', 420, 300), line('5 292,0 KG', 500, 300),
      line('TOTAL: 420 CARTONS', 173, 330),
      line('Invoice No.: EGH-0271 dated 09.03.2026', 173, 345),
    ];
    const goods = extractLogisticsPage('certificate_of_origin', lines).goods as Array<Record<string, unknown>>;
    expect(goods[0]).toMatchObject({ description: 'Cotton terry towels', quantity: 420, invoiceNumber: 'EGH-0271', invoiceDate: '2026-03-09' });
  });
});
