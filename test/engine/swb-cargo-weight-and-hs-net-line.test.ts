import { describe, expect, it } from 'vitest';
import { cell, extractLogisticsPage, line, row } from './support/page.ts';

describe('sea waybill: a container list with cargo, tare and VGM weights', () => {
  it('reads the "Cargo kg" column as each container\'s gross weight, the tare and VGM columns as none', () => {
    const d = extractLogisticsPage('sea_waybill', [
      ...row(300, [['Container No.', 40], ['Seal No.', 130], ['Type', 230], ['Packages', 290], ['Cargo kg', 360], ['Tare kg', 430], ['VGM kg', 500]]),
      ...row(315, [['MSKU1234565', 40], ['ML445501', 130], ['22G1', 230], ['840 CTNS', 290], ['12.480,00', 360], ['2.200,00', 430], ['14.680,00', 500]]),
      ...row(328, [['TGHU3456780', 40], ['ML445502', 130], ['45G1', 230], ['610 CTNS', 290], ['18.305,50', 360], ['3.850,00', 430], ['22.155,50', 500]]),
    ]);
    expect(d.containers).toHaveLength(2);
    expect(d.containers[0]).toMatchObject({ containerNumber: 'MSKU1234565', sealNumbers: ['ML445501'], sizeType: '22G1', grossWeight: { value: 12480, unit: 'kg' } });
    expect(d.containers[1]).toMatchObject({ containerNumber: 'TGHU3456780', grossWeight: { value: 18305.5, unit: 'kg' } });
  });
});

describe('sea waybill: goods rows with a bracketed unit caption and an HS / net line', () => {
  it('reads "Gross (kg)" as the gross weight, and "HS … NET … KG" under a description as its HS code and net weight', () => {
    const d = extractLogisticsPage('sea_waybill', [
      ...row(300, [['Marks', 40], ['Packages', 150], ['Description of Goods', 230], ['Gross (kg)', 440], ['Volume (m3)', 510]]),
      ...row(318, [['PX / 1-250', 40], ['250 BAGS', 150], ['GREEN COFFEE BEANS, WASHED', 230], ['15.310,00', 440], ['22,40', 510]]),
      cell('HS 090111 NET 15.000,00 KG', 230, 329),
    ]);
    expect(d.goods?.[0]).toMatchObject({
      description: 'GREEN COFFEE BEANS, WASHED', hsCode: '090111',
      grossWeight: { value: 15310, unit: 'kg' }, netWeight: { value: 15000, unit: 'kg' },
    });
  });
});

describe('sea waybill: a tax id under a bracketed caption, and a bare "Originals" caption', () => {
  it('reads "Tax No (VKN): …" before a contact as the tax id, and "0 (ZERO)" originals', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('SEA WAYBILL', 400, 40, 14),
      line('Shipper', 40, 90, 7), line('ANADOLU TEKSTIL A.S.', 150, 90, 8), line('Organize Sanayi Bolgesi 4. Cadde No: 12, 16140 Bursa, Turkiye', 150, 100, 8),
      line('Tax No (VKN): 1234567890 · Tel +90 224 555 0101', 150, 110, 8),
      line('Originals', 40, 140, 7), line('0 (ZERO)', 150, 140, 8),
    ]);
    expect(d.shipper).toMatchObject({ name: 'ANADOLU TEKSTIL A.S.', taxId: '1234567890', address: 'Organize Sanayi Bolgesi 4. Cadde No: 12, 16140 Bursa, Turkiye' });
    expect(d.numberOfOriginals).toBe(0);
  });
});
