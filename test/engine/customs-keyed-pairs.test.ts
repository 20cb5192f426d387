import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

// A caption in the left column, its value on the same line further right.
const P = (y: number, caption: string, value: string): Line[] => [line(caption, 30, y, 7.6), line(value, 220, y, 7.6)];

/** A customs system's print of an import declaration: caption/value pairs, parties by role-prefixed captions, line blocks. */
function keyedPrint(): Line[] {
  return [
    line('CUSTOMS SYSTEM', 30, 20, 8), line('IMPORT DECLARATION - FULL PRINT', 30, 30, 10),
    line('DECLARATION ID: QX4T7RA21', 30, 45, 8.5), line('VERSION: 1', 180, 45, 8.5),
    ...P(70, 'IMPORTER NAME', 'HARBOUR TOOLS LIMITED'), ...P(80, 'IMPORTER ID (TIN)', '40112233445'),
    ...P(90, 'IMPORTER ADDRESS', '9 DOCK ROAD, SEAPORT 4410'),
    line('BROKER / DECLARANT', 30, 105, 8),
    ...P(116, 'BROKER NAME', 'QUAYSIDE CLEARING LTD'), ...P(126, 'BROKER ADDRESS', '2 WHARF LANE, SEAPORT 4411'),
    ...P(140, 'SUPPLIER NAME', 'NORDIC HANDVERK AB'), ...P(150, 'SUPPLIER ID', 'SE556677889901'),
    ...P(170, 'DISCHARGE PORT / CUSTOMS OFFICE', 'XXSEA - SEAPORT'),
    ...P(180, 'OCEAN BILL OF LADING', 'ABCD12345678'),
    ...P(190, 'GROSS WEIGHT (KG)', '2,410.5'), ...P(200, 'NUMBER OF PACKAGES', '12 PK'),
    ...P(215, 'INVOICE TERM TYPE', 'CIF'), ...P(225, 'INVOICE CURRENCY', 'SEK'), ...P(235, 'INVOICE TOTAL', '88,000.00'),
    ...P(250, 'CUSTOMS DUTY', '1,234.50'), ...P(260, 'GST', '2,345.60'),
    line('LINE 1', 30, 280, 8),
    ...P(290, 'GOODS DESCRIPTION', 'HAND SAWS'), ...P(300, 'TARIFF CLASSIFICATION', '82021000'), ...P(310, 'ORIGIN COUNTRY', 'SE'),
    ...P(320, 'QUANTITY', '400 NO'), ...P(330, 'CUSTOMS VALUE (AUD)', '12,000.00'), ...P(340, 'DUTY RATE', '5%'), ...P(350, 'GST', '1,200.00'),
    line('LINE 2', 30, 365, 8),
    ...P(375, 'GOODS DESCRIPTION', 'WOOD CHISELS'), ...P(385, 'TARIFF CLASSIFICATION', '82054000'), ...P(395, 'ORIGIN COUNTRY', 'SE'),
    ...P(405, 'QUANTITY', '35 KG'), ...P(415, 'CUSTOMS VALUE (AUD)', '3,500.00'), ...P(425, 'DUTY RATE', 'FREE'),
  ];
}

describe('a customs declaration printed as caption/value pairs', () => {
  it('reads parties from role-prefixed captions, not the section heading', () => {
    const d = extractLogisticsPage('customs_declaration', keyedPrint());
    expect(d.importer).toMatchObject({ name: 'HARBOUR TOOLS LIMITED', address: '9 DOCK ROAD, SEAPORT 4410', taxId: '40112233445' });
    expect(d.declarant).toMatchObject({ name: 'QUAYSIDE CLEARING LTD', address: '2 WHARF LANE, SEAPORT 4411' });
    expect(d.exporter).toMatchObject({ name: 'NORDIC HANDVERK AB', taxId: 'SE556677889901' });
  });

  it('reads the header pairs and the office code before its name', () => {
    const d = extractLogisticsPage('customs_declaration', keyedPrint());
    expect(d.declarationNumber).toBe('QX4T7RA21');
    expect(d.customsOffice).toBe('XXSEA');
    expect(d.transportDocumentReference).toBe('ABCD12345678');
    expect(d.totalGrossWeight).toEqual({ value: 2410.5, unit: 'kg' });
    expect(d.totalPackages).toBe(12);
    expect(d).toMatchObject({ incoterms: 'CIF', currency: 'SEK', totalInvoiceAmount: 88000, totalDuties: 1234.5, totalTaxes: 2345.6 });
  });

  it('reads each "LINE n" block of pairs as an item, a FREE rate as zero', () => {
    const d = extractLogisticsPage('customs_declaration', keyedPrint());
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({ itemNumber: 1, description: 'HAND SAWS', hsCode: '82021000', countryOfOrigin: 'SE', quantity: 400, unit: 'NO', customsValue: 12000, dutyRate: 5 });
    expect(d.items[1]).toMatchObject({ itemNumber: 2, description: 'WOOD CHISELS', quantity: 35, unit: 'KG', customsValue: 3500, dutyRate: 0 });
  });
});
