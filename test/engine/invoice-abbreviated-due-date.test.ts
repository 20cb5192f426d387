import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'es', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('a due date under the abbreviated vencimiento of Río de la Plata invoices', () => {
  it('reads "Fecha Vto. para el pago" and "Fecha de Vto." as the due date', () => {
    for (const caption of ['Fecha Vto. para el pago:', 'Fecha de Vto.:']) {
      const data = invoice([
        line('FACTURA', 40, 30, 16, true),
        line('Comp. Nro: 0007-00004512', 330, 40, 8), line('Fecha de Emisión: 10/02/2027', 330, 52, 8),
        line('Cliente: ESTANCIA LOS ALAMOS S.R.L.', 40, 90, 8),
        line('Total USD 1.250,00', 330, 200, 9, true),
        line(caption, 40, 240, 7.4, true), line('12/03/2027', 170, 240, 8, true),
      ]);
      expect(data.dueDate).toBe('2027-03-12');
      expect(data.invoiceDate).toBe('2027-02-10');
    }
  });
});
