import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { ungroupColumns } from '../../engine/extract/logistics/table-digit-groups.ts';
import type { TableRow } from '../../engine/extract/logistics/table.ts';
import { extractLogisticsPage, line } from './support/page.ts';

// Column x positions: No, description, tariff heading, origin, quantity/unit, net kg, CIF, duty %, duty.
const X = [30, 50, 205, 272, 310, 370, 415, 468, 530];
const cells = (y: number, texts: string[], size = 7): Line[] => texts.flatMap((t, i) => (t ? [line(t, X[i], y, size)] : []));

/**
 * An import declaration's item table captioned in Indonesian over English, amounts in dollars printed "96,000.00"
 * while masses and counts group thousands with a dot ("7.450") and the duty in rupiah too ("3.271.522").
 */
function table(): Line[] {
  return [
    line('PEMBERITAHUAN IMPOR BARANG', 180, 30, 12, true),
    ...cells(300, ['No', 'Uraian barang / Description', 'Pos tarif/HS', 'Asal', 'Jumlah/Satuan', 'Netto kg', 'CIF USD', 'BM %', 'BM (Rp)'], 6),
    ...cells(308, ['(24)', '(25)', '(26)', 'Origin', 'Qty / unit', '(27)', '(28)', 'Duty', 'Duty IDR'], 6),
    ...cells(322, ['1', 'HYDRAULIC PRESS BRAKE, 160 T,', '84622910', 'JP', '3 UNIT', '7.450', '96,000.00', '0', '0']),
    line('MODEL HB-160, NEW', X[1], 331, 7),
    ...cells(345, ['2', 'PRESS BRAKE TOOLING SETS', '82073000', 'JP', '1.500 PCE', '312', '4,125.50', '5', '3.271.522']),
    line('Total CIF: USD 100,125.50', 30, 380, 7),
  ];
}

describe('an item table captioned in Indonesian over English', () => {
  const d = extractLogisticsPage('customs_declaration', table());

  it('reads tariff heading, origin, quantity with its unit, CIF value, duty rate and duty of each item', () => {
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({
      itemNumber: 1, description: 'HYDRAULIC PRESS BRAKE, 160 T, MODEL HB-160, NEW', hsCode: '84622910', countryOfOrigin: 'JP',
      quantity: 3, unit: 'UNIT', customsValue: 96000, dutyRate: 0, dutyAmount: 0,
    });
    expect(d.items[1]).toMatchObject({ hsCode: '82073000', countryOfOrigin: 'JP', unit: 'PCE', customsValue: 4125.5, dutyRate: 5, dutyAmount: 3271522 });
  });

  it('reads a column that groups thousands with a dot as whole figures, whatever the amounts print', () => {
    expect(d.items[0].netWeight).toEqual({ value: 7450, unit: 'kg' });
    expect(d.items[1].netWeight).toEqual({ value: 312, unit: 'kg' });
    expect(d.items[1].quantity).toBe(1500);
  });
});

describe('figures of one column read together', () => {
  const seg = { page: 1, text: '', bbox: [0, 0, 1, 1] as [number, number, number, number], confidence: 1, source: 'text' as const, line: 0, size: 8 };
  const rows = (texts: string[]): TableRow[] => texts.map((text) => ({ netWeight: { text, seg } }));
  const read = (texts: string[]): string[] => ungroupColumns(rows(texts), ['netWeight']).map((r) => r.netWeight!.text);

  it('drops a mark that groups thousands beside figures under 1 000 printed without one', () => {
    expect(read(['9.200', '186', '2.400 PCE'])).toEqual(['9200', '186', '2400 PCE']);
  });

  it('keeps a column whose marks may be decimals: every figure marked, a figure of 1 000 or more unmarked, other decimals', () => {
    expect(read(['9.200', '4.100'])).toEqual(['9.200', '4.100']);
    expect(read(['9.200', '1860'])).toEqual(['9.200', '1860']);
    expect(read(['9.25', '186'])).toEqual(['9.25', '186']);
  });

  it('reads a figure led by a zero group as a fraction, the column kept: a net mass of 0.450 kg is no 450 kg', () => {
    expect(read(['0.450', '186'])).toEqual(['0.450', '186']);
    expect(read(['0.450', '3.200', '186'])).toEqual(['0.450', '3.200', '186']);
  });
});
