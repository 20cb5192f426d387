import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A Czech tax invoice's head: "c. / No." under the title, supplier and customer captioned in Czech and English, dates under captions. */
const czech = [
  line('FAKTURA - DANOVY DOKLAD', 360, 30, 12, true),
  line('c. / No. 2025300077', 420, 58, 10, true),
  line('Dodavatel / Supplier', 40, 90, 6.5), line('Odberatel / Customer', 320, 90, 6.5),
  line('MORAVSKA OCEL s.r.o.', 40, 102, 9), line('Prumyslova 12', 40, 114, 9), line('602 00 Brno', 40, 126, 9),
  line('ORTEGA MAQUINAS S.L.', 320, 102, 9), line('Calle Mayor 5', 320, 114, 9), line('28013 Madrid', 320, 126, 9), line('Espana', 320, 138, 9),
  line('Datum vystaveni / Date of issue', 40, 200, 6.5), line('02.05.2025', 40, 210, 9),
  line('Datum splatnosti / Due date', 320, 200, 6.5), line('01.06.2025', 320, 210, 9),
  line('Zeme puvodu / Country of origin: Ceska republika (CZ)', 40, 400, 7),
  line('Vystavil / Issued by: Ing. Jana Novakova, tel. +420 541 000 111', 40, 500, 7),
];

describe('Czech and Spanish captions', () => {
  const d = invoice(czech);
  it('reads the number after "c. / No." and the due date under "Datum splatnosti"', () => {
    expect(d.invoiceNumber).toBe('2025300077');
    expect(d.invoiceDate).toBe('2025-05-02');
    expect(d.dueDate).toBe('2025-06-01');
  });
  it('reads the supplier under "Dodavatel", not the clerk who issued the invoice, and the customer under "Odberatel"', () => {
    expect(d.vendor.name).toBe('MORAVSKA OCEL s.r.o.');
    expect(d.vendor.address).toBe('Prumyslova 12, 602 00 Brno');
    expect(d.customer.name).toBe('ORTEGA MAQUINAS S.L.');
  });
  it('reads the origin named in Czech', () => {
    expect(d.countryOfOrigin).toBe('CZ');
  });
  it('reads the order after "Su Orden de Compra" and the incoterm after "Clausula de Venta"', () => {
    const s = invoice([
      line('EXPORTADORA ANDINA SpA', 40, 30, 12, true), line('Factura Nº 5120', 400, 30, 10),
      line('Su Orden de Compra', 40, 120, 8), line(': OC-7781-22', 140, 120, 8),
      line('Clausula de Venta', 40, 200, 7), line('CIF Valparaiso', 40, 210, 8),
    ]);
    expect(s.purchaseOrderNumber).toBe('OC-7781-22');
    expect(s.incoterms).toMatchObject({ rule: 'CIF', place: 'Valparaiso' });
  });
});
