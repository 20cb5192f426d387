import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A figure ending at x, 7.5 pt. */
const fig = (text: string, x: number, y: number): Line => line(text, x - text.length * 4.6875, y, 7.5);

/** One item row: code, description (run on into the HS column or not), HS code, quantity, price, total. */
const item = (y: number, code: string, desc: string, hs: string | null, qty: string, price: string, total: string): Line[] => [
  line(code, 40, y, 7.5), line(desc, 110, y, 7.5), ...(hs ? [line(hs, 342, y, 7.5)] : []), fig(qty, 430, y), fig(price, 480, y), fig(total, 550, y),
];

/** A Portuguese exporter's "Fatura / Invoice": PT/EN caption pairs over their values, a delivery address block. */
const lines = [
  line('VINHOS DO MONTADO', 40, 28, 18, true),
  line('FATURA / INVOICE', 415, 26, 14, true),
  line('N.º FT 2025/88', 470, 44, 11, true),
  line('Fornecedor / Supplier', 40, 84, 7),
  line('VINHOS DO MONTADO, S.A.', 40, 94, 8.5), line('Rua do Lagar, 12', 40, 104, 8.5), line('7000-100 Evora, Portugal', 40, 115, 8.5),
  line('Contribuinte / VAT No.: PT501964843', 40, 125, 8.5),
  line('Cliente / Customer', 310, 84, 7),
  line('NORDIC WINE IMPORTS AB', 310, 94, 8.5), line('Hamngatan 4', 310, 104, 8.5), line('111 47 Stockholm, Sweden', 310, 115, 8.5),
  line('Local de descarga / Delivery to', 40, 150, 7),
  line('NORDIC WINE IMPORTS - WAREHOUSE', 40, 160, 8.5), line('Lagervägen 9, 125 30 Älvsjö, Sweden', 40, 170, 8.5),
  line('Data / Date', 40, 195, 7), line('04/03/2025', 40, 205, 9),
  line('Cond. pagamento / Payment terms', 170, 220, 7), line('Guia de transporte / Delivery note', 330, 220, 7),
  line('30 DIAS DATA FATURA', 170, 230, 9), line('GT 2025/311', 330, 230, 9),
  line('Código', 40, 260, 7, true), line('Descrição / Description', 110, 260, 7, true), line('HS code', 342, 260, 7, true),
  line('Qtd.', 410, 260, 7, true), line('Preço', 460, 260, 7, true), line('Total EUR', 510, 260, 7, true),
  ...item(276, 'VT-075-R', 'Vinho tinto Reserva 75 cl / Red wine Reserve', '22042109', '600', '6,50', '3.900,00'),
  ...item(290, 'VB-075-C', 'Vinho branco Colheita 75 cl / White wine Harvest 22042109', null, '480', '4,25', '2.040,00'),
  ...item(304, 'VR-075-C', 'Vinho rose 75 cl / Rose wine', '22042109', '240', '4,75', '1.140,00'),
  line('Total EUR', 410, 330, 8, true), fig('7.080,00', 550, 330),
];

describe('a Portuguese invoice with Portuguese/English captions', () => {
  const d = invoice(lines);

  it('reads a certified document number, its type code before the series ("FT 2025/88"), after "N.º"', () => {
    expect(d.invoiceNumber).toBe('FT 2025/88');
  });

  it('reads the payment terms under their caption, not the next caption beside it', () => {
    expect(d.paymentTerms).toBe('30 DIAS DATA FATURA');
  });

  it('reads the delivery address under "Local de descarga / Delivery to", and the supplier\'s address ends before it', () => {
    expect(d.shipTo).toMatchObject({ name: 'NORDIC WINE IMPORTS - WAREHOUSE', address: 'Lagervägen 9, 125 30 Älvsjö, Sweden' });
    expect(d.vendor).toMatchObject({ name: 'VINHOS DO MONTADO, S.A.', address: 'Rua do Lagar, 12, 7000-100 Evora, Portugal', taxId: 'PT501964843' });
  });

  it('takes a tariff code run on from the description into the HS column as the item\'s code', () => {
    expect(d.lineItems[1]).toMatchObject({ description: 'Vinho branco Colheita 75 cl / White wine Harvest', hsCode: '22042109' });
    expect(d.lineItems[0]).toMatchObject({ description: 'Vinho tinto Reserva 75 cl / Red wine Reserve', hsCode: '22042109' });
  });
});
