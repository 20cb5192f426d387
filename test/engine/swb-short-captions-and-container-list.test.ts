import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** A caption in small type over its value, as an open layout prints them. */
const cap = (x: number, y: number, caption: string, value: string) => [line(caption, x, y, 6.2), line(value, x, y + 9, 8.4)];

describe('sea waybill: a grid of one-word captions over their values', () => {
  const grid = () => [
    ...cap(30, 130, 'WAYBILL NO.', 'NRSK HAM26OSL01177'), ...cap(130, 130, 'BOOKING', 'HAM-5501123'), ...cap(230, 130, 'RECEIPT', 'DUISBURG (DEDUI) BY RAIL'),
    ...cap(370, 130, 'LOADING', 'HAMBURG (DEHAM)'),
    ...cap(30, 160, 'DISCHARGE', 'OSLO (NOOSL)'), ...cap(130, 160, 'DELIVERY', 'OSLO CY'), ...cap(230, 160, 'ON BOARD', '14 MAR 2026'),
    ...cap(370, 160, 'ISSUED', 'HAMBURG 15 MAR 2026'),
  ];

  it('reads booking, places, on-board date and the place and date of issue under their short captions', () => {
    const d = extractLogisticsPage('sea_waybill', grid());
    expect(d.bookingReference).toBe('HAM-5501123');
    expect(d.placeOfReceipt).toMatchObject({ unLocode: 'DEDUI' });
    expect(d.portOfLoading).toMatchObject({ name: 'HAMBURG', unLocode: 'DEHAM' });
    expect(d.portOfDischarge).toMatchObject({ name: 'OSLO', unLocode: 'NOOSL' });
    expect(d.placeOfDelivery).toMatchObject({ country: 'NO' });
    expect(d.shippedOnBoardDate).toBe('2026-03-14');
    expect(d.issueDate).toBe('2026-03-15');
    expect(d.placeOfIssue).toBe('HAMBURG');
  });

  it('reads an Icelandic kennitala on a party\'s last line as its tax id, out of the address', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('CONSIGNEE', 300, 59, 6.2), line('FISKBUD REYKJAVIKUR EHF.', 300, 68, 8), line('Grandagardur 20', 300, 78, 8),
      line('101 Reykjavik, Iceland', 300, 88, 8), line('Kt. 550312-0870 Tel +354 555 0123', 300, 98, 8),
    ]);
    expect(d.consignee).toMatchObject({ taxId: '550312-0870', address: 'Grandagardur 20, 101 Reykjavik, Iceland', phone: '+354 555 0123' });
  });
});

describe('sea waybill: a reefer goods table and container list', () => {
  it('reads a "NET KG" column, and the HS code printed under a description with the container after it', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('MARKS', 33, 198, 6.6), line('PACKAGES', 110, 198, 6.6), line('DESCRIPTION OF GOODS', 180, 198, 6.6),
      line('NET KG', 400, 198, 6.6), line('GROSS KG', 460, 198, 6.6), line('M3', 560, 198, 6.6),
      line('FISK RVK', 33, 213, 7.6), line('18 PALLETS', 110, 213, 8), line('FROZEN COD FILLETS IN CARTONS', 180, 213, 8),
      line('16,200.0', 400, 213, 8), line('17,350.0', 460, 213, 8), line('48.2', 560, 213, 8),
      line('HS 030471 IN MSKU1234565', 180, 223, 8),
    ]);
    expect(d.goods[0]).toMatchObject({ description: 'FROZEN COD FILLETS IN CARTONS', hsCode: '030471', netWeight: { value: 16200, unit: 'kg' } });
  });

  it('reads a container list captioned "SEAL(S)", two seals a slash apart, and a 45\' reefer\'s ISO code', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('CONTAINER', 33, 346, 6.4), line('SEAL(S)', 110, 346, 6.4), line('SIZE/TYPE', 300, 346, 6.4), line('PACKAGES', 360, 346, 6.4),
      line('GROSS KG', 420, 346, 6.4), line('M3', 480, 346, 6.4), line('SET TEMP', 530, 346, 6.4),
      line('MSKU1234565', 33, 357), line('HL2210334 / DE-ZOLL 0417788', 110, 357, 6), line("45'RF L5R1", 300, 357), line('18 PALLETS', 360, 357),
      line('17,350.0', 420, 357), line('48.2', 480, 357), line('-18.0 C', 530, 357),
    ]);
    expect(d.containers[0]).toMatchObject({
      containerNumber: 'MSKU1234565', sealNumbers: ['HL2210334', 'DE-ZOLL 0417788'], sizeType: 'L5R1',
      packages: { count: 18, type: 'PALLETS' }, grossWeight: { value: 17350, unit: 'kg' },
    });
  });
});
