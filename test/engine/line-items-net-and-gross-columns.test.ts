import { describe, expect, it } from 'vitest';
import type { GridCell, GridTable } from '../../engine/extract/context.ts';
import { assignRoles } from '../../engine/extract/line-items-roles.ts';
import { consistentItems } from '../../engine/extract/line-items-consistency.ts';

const c = (text: string, x: number): GridCell => ({ text, bbox: [x, 0, x + 40, 10], rowSpan: 1, colSpan: 1, confidence: 1 });
const table = (header: string[], body: string[][]): GridTable => ({
  page: 1, pages: [1], bbox: [0, 0, 600, 200], method: 'alignment', source: 'text', headerRows: 1, header,
  rows: [header.map((h, i) => c(h, i * 60)), ...body.map((r) => r.map((t, i) => c(t, i * 60)))],
});
const memo = () => ({ amounts: {}, kinds: new Map(), totals: new Map() });

describe('line-item columns of net and gross figures', () => {
  it('takes the column net of tax ("EUR excl") for the total, not the tax columns', () => {
    const t = table(['Description', 'Qty', 'Rate', 'EUR excl', 'VAT EUR'], [['Freight', '2', '100.00', '200.00', '40.00'], ['Handling', '1', '50.00', '50.00', '10.00']]);
    expect(assignRoles(t, memo())?.total).toBe(3);
  });

  it('keeps a net amount column before a gross one ("Total incl. VAT") as the total', () => {
    const t = table(['Description', 'Qty', 'Unit price', 'Amount', 'VAT %', 'Total incl. VAT'], [['Bolts', '10', '2.00', '20.00', '20%', '24.00'], ['Nuts', '5', '1.00', '5.00', '20%', '6.00']]);
    expect(assignRoles(t, memo())?.total).toBe(3);
  });
});

describe('table items whose totals are converted from their own currency', () => {
  const rows = [
    { description: 'Ocean freight', quantity: 2, unitPrice: 100, total: 200, hsCode: null },
    { description: 'Handling', quantity: 1, unitPrice: 900, total: 900, hsCode: null },
  ];
  it('are consistent where another line of the table is in the invoice\'s own currency', () => {
    const items = [{ ...rows[0], total: 3600 }, rows[1]];
    expect(consistentItems(items, rows)).toBe(2);
  });

  it('are not where every line differs (a gross column could be read so)', () => {
    const items = [{ ...rows[0], total: 240 }, { ...rows[1], total: 1080 }];
    expect(consistentItems(items, rows)).toBe(0);
  });
});
