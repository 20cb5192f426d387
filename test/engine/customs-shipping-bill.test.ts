import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

/** An Indian customs EDI print of a shipping bill: numbered captions, a summary grid, an item table with RITC and FOB columns. */
function shippingBill(): Line[] {
  return [
    line('INDIAN CUSTOMS EDI SYSTEM', 200, 20, 10), line('SHIPPING BILL FOR EXPORT (ICEGATE PRINT)', 160, 34, 7.5),
    line('1.PORT CODE INNSA1', 30, 55, 6.4), line('2.SB NO 4418273', 170, 55, 6.4), line('3.SB DATE 06-MAR-26', 320, 55, 6.4),
    line("7.EXPORTER'S NAME & ADDRESS", 30, 80, 6.4), line('8.CONSIGNEE NAME & ADDRESS', 300, 80, 6.4),
    line('TRIMURTI FORGINGS PRIVATE LIMITED', 30, 89, 7.4), line('RHEINFLANSCH HANDELS GMBH', 300, 89, 7.4),
    line('Gat No. 418, Chakan MIDC', 30, 98, 7.4), line('Hafenstrasse 41', 300, 98, 7.4),
    line('Pune 410501', 30, 107, 7.4), line('47119 Duisburg, Germany', 300, 107, 7.4),
    line('IEC/Br: 0509018823/0', 30, 116, 7.4),
    line('10.MODE', 30, 140, 6), line('15.NO. OF PKTS', 170, 140, 6), line('16.GROSS WT (KGS)', 300, 140, 6), line('6.EXCHANGE RATE', 440, 140, 6),
    line('SEA', 30, 147, 7.6), line('46', 170, 147, 7.6), line('38,912.500', 300, 147, 7.6), line('1 EUR = 91.35 INR', 440, 147, 7.6),
    line('ITEM', 30, 180, 6), line('RITC', 60, 180, 6), line('DESCRIPTION', 110, 180, 6), line('QUANTITY', 300, 180, 6), line('UQC', 350, 180, 6), line('FOB (INR)', 420, 180, 6),
    line('1', 32, 192, 6.6), line('73079190', 60, 192, 6.6), line('FORGED STEEL FLANGES', 110, 192, 6.6), line('2,400.000', 300, 192, 6.6), line('NOS', 350, 192, 6.6), line('10,63,314.00', 420, 192, 6.6),
    line('2', 32, 204, 6.6), line('73269099', 60, 204, 6.6), line('FORGED RINGS', 110, 204, 6.6), line('3,850.000', 300, 204, 6.6), line('KGS', 350, 204, 6.6), line('10,37,507.62', 420, 204, 6.6),
    line('TOTAL', 110, 218, 7), line('LET EXPORT ORDER: 07-MAR-26', 30, 400, 6.4),
  ];
}

describe('an Indian shipping bill', () => {
  it('is classified as a customs declaration by the form it names, not as an invoice by its invoice details', () => {
    const p = page([line('INDIAN CUSTOMS EDI SYSTEM', 40, 40, 14, true), line('SHIPPING BILL FOR EXPORT / DRAWBACK', 40, 60, 10),
      line('5.CUSTOMS STATION NHAVA SHEVA', 40, 80, 9), line('PART - I - SHIPPING BILL SUMMARY', 40, 95, 9, true), line('9.CB NAME / CODE', 40, 110, 9),
      line('PART - II - INVOICE DETAILS', 40, 125, 9, true), line('1.INVOICE NO TFPL/0917', 40, 140, 9), line('2.INV DATE 04-MAR-26', 40, 155, 9),
      line('LET EXPORT ORDER: 07-MAR-26', 40, 170, 9)]);
    expect(classify(buildContext([p], 'en', true)).type).toBe('customs_declaration');
  });

  it('reads an export declaration of India from the heading under the system name', () => {
    const d = extractLogisticsPage('customs_declaration', shippingBill());
    expect(d).toMatchObject({ declarationType: 'EXPORT', countryOfExport: 'IN', declarationNumber: '4418273', date: '2026-03-06', customsOffice: 'INNSA1' });
  });

  it('reads the summary grid captions, the exchange rate equation and the party without its registration line', () => {
    const d = extractLogisticsPage('customs_declaration', shippingBill());
    expect(d).toMatchObject({ transportMode: 'SEA', totalPackages: 46, totalGrossWeight: { value: 38912.5, unit: 'kg' }, exchangeRate: 91.35 });
    expect(d.exporter).toMatchObject({ name: 'TRIMURTI FORGINGS PRIVATE LIMITED', address: 'Gat No. 418, Chakan MIDC, Pune 410501' });
    expect(d.importer).toMatchObject({ name: 'RHEINFLANSCH HANDELS GMBH' });
  });

  it('reads items under RITC, UQC and FOB columns, the FOB in lakh grouping as the customs value', () => {
    const d = extractLogisticsPage('customs_declaration', shippingBill());
    expect(d.items).toMatchObject([
      { itemNumber: 1, hsCode: '73079190', description: 'FORGED STEEL FLANGES', quantity: 2400, unit: 'NOS', customsValue: 1063314 },
      { itemNumber: 2, hsCode: '73269099', description: 'FORGED RINGS', quantity: 3850, unit: 'KGS', customsValue: 1037507.62 },
    ]);
  });
});
