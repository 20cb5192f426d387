import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('a party printed as rows of a colon grid', () => {
  const d = invoice([
    line('EXPORTADORA ANDINA SpA', 40, 30, 12, true), line('Factura Nº 5120', 400, 30, 10),
    line('Senor(es)', 40, 120, 8), line(': NORTHWIND IMPORTS LTD.', 140, 120, 8),
    line('Direccion', 40, 131, 8), line(': 22 Harbour Road, Suite 4', 140, 131, 8),
    line('Ciudad / Pais', 40, 142, 8), line(': Auckland 1010, New Zealand', 140, 142, 8),
    line('ID Receptor Extr.', 40, 153, 8), line(': 118-224-907', 140, 153, 8),
    line('Fecha Emision', 40, 164, 8), line(': 12-03-2025', 140, 164, 8),
  ]);
  it('reads the name from the caption row, the address and tax id from the rows under it', () => {
    expect(d.customer.name).toBe('NORTHWIND IMPORTS LTD.');
    expect(d.customer.address).toBe('22 Harbour Road, Suite 4, Auckland 1010, New Zealand');
    expect(d.customer.taxId).toBe('118-224-907');
  });
});
