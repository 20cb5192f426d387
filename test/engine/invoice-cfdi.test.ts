import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** One item row of a CFDI concept table: SAT key, part number, quantity (with cents), unit, description, unit price, amount. */
const item = (y: number, key: string, part: string, qty: string, desc: string, price: string, amount: string): Line[] => [
  line(key, 30, y, 7), line(part, 76, y, 7), line(qty, 134, y, 7), line('XBX', 170, y, 7), line('Caja', 204, y, 7),
  line(desc, 238, y, 7), line(price, 440, y, 7), line(amount, 490, y, 7), line('02', 550, y, 7),
];

/** A Mexican CFDI export invoice: Spanish captions, the quantity printed before the description, HS codes in a separate table by part number. */
const cfdi = [
  line('CONSERVAS DEL NORTE SA DE CV', 30, 40, 9),
  line('FACTURA - CFDI 4.0', 406, 38, 7.5),
  line('Serie y Folio:', 406, 54, 7), line('B-20417', 494, 54, 7),
  line('Fecha de emision:', 406, 64, 7), line('12/03/2026', 494, 64, 7),
  line('Moneda: USD - Dolar americano', 30, 120, 7.5),
  line('Clave', 30, 150, 6), line('No. Ident.', 76, 150, 6), line('Cantidad', 134, 150, 6), line('Unidad', 204, 150, 6),
  line('Descripcion', 238, 150, 6), line('Valor unitario', 440, 150, 6), line('Importe', 490, 150, 6),
  ...item(164, '50121500', 'PEP-E-2800', '1,200.00', 'Chile entero en escabeche, lata 2.8 kg', '21.40', '25,680.00'),
  ...item(176, '50192100', 'SAL-V-0450', '900.00', 'Salsa verde mexicana, frasco 450 g', '14.25', '12,825.00'),
  line('Subtotal:', 420, 200, 8), line('$ 38,505.00', 520, 200, 8),
  line('Total:', 420, 212, 8), line('$ 38,505.00 USD', 510, 212, 8),
  line('COMPLEMENTO COMERCIO EXTERIOR', 30, 240, 7.5),
  line('Orden de compra: PFD-PO-1188', 200, 256, 7),
  line('Pais de origen de las mercancias: MEX', 400, 256, 7),
  line('No. Identificacion', 30, 280, 6), line('Fraccion arancelaria', 120, 280, 6), line('Valor dolares', 300, 280, 6),
  line('PEP-E-2800', 30, 292, 6.8), line('2001909900', 120, 292, 6.8), line('25,680.00', 300, 292, 6.8),
  line('SAL-V-0450', 30, 302, 6.8), line('2103909900', 120, 302, 6.8), line('12,825.00', 300, 302, 6.8),
];

describe('a Mexican CFDI export invoice', () => {
  const d = invoice(cfdi);
  it('reads the quantity printed before the description and the price after it, both with cents', () => {
    expect(d.lineItems.map((i: any) => [i.description, i.quantity, i.unitPrice, i.total])).toEqual([
      ['Chile entero en escabeche, lata 2.8 kg', 1200, 21.4, 25680],
      ['Salsa verde mexicana, frasco 450 g', 900, 14.25, 12825],
    ]);
  });
  it('takes each item\'s tariff code from the table of codes by part number ("Fraccion arancelaria")', () => {
    expect(d.lineItems.map((i: any) => i.hsCode)).toEqual(['2001909900', '2103909900']);
  });
  it('reads "Serie y Folio", "Orden de compra" and an alpha-3 country of origin', () => {
    expect(d.invoiceNumber).toBe('B-20417');
    expect(d.purchaseOrderNumber).toBe('PFD-PO-1188');
    expect(d.countryOfOrigin).toBe('MX');
  });
});

/** A CFDI's parties: a brand letterhead over the legal name with "SA DE CV", the buyer in a "RECEPTOR" form, repeated as the complement's "Destinatario". */
const parties = [
  line('ACME DEL NORTE', 30, 40, 14, true),
  line('ACME DEL NORTE SA DE CV   RFC: ADN0912153K7', 30, 52, 7),
  line('Regimen Fiscal: 601 - General de Ley Personas Morales', 30, 60.6, 7),
  line('Av. Juarez 100, Col. Centro', 30, 69.2, 7),
  line('Monterrey, Nuevo Leon, C.P. 64000, Mexico   Tel. +52 81 8340 1200   ventas@acmenorte.com.mx', 30, 77.8, 7),
  line('RECEPTOR', 34, 123, 7.5, true),
  line('Nombre: HARBOR FOODS INC', 36, 138, 7.5),
  line('RFC: XEXX010101000      Residencia fiscal: USA      Num. Reg. Id. Trib.: 94-3318270', 36, 148, 7.5),
  line('Domicilio: 120 Bay Street, Oakland, CA 94607, USA', 36, 158, 7.5),
  line('Uso CFDI: S01 - Sin efectos fiscales', 36, 168, 7.5),
  line('Moneda: USD - Dolar americano', 30, 194, 7.5),
  line('COMPLEMENTO COMERCIO EXTERIOR', 30, 400, 7.5),
  line('Destinatario: HARBOR FOODS INC', 400, 416, 7), line('Oakland, CA 94607, USA', 400, 425.5, 7),
];

describe('the parties of a Mexican CFDI', () => {
  const d = invoice(parties);
  it('names the issuer by the legal name under its brand, with "SA DE CV", and cuts the phone and e-mail off its address', () => {
    expect(d.vendor.name).toBe('ACME DEL NORTE SA DE CV');
    expect(d.vendor.address).toBe('Av. Juarez 100, Col. Centro, Monterrey, Nuevo Leon, C.P. 64000, Mexico');
    expect(d.vendor.taxId).toBe('ADN0912153K7');
  });
  it('reads the buyer from the "RECEPTOR" form: "Domicilio" as its address, "Num. Reg. Id. Trib." over the generic RFC', () => {
    expect(d.customer.name).toBe('HARBOR FOODS INC');
    expect(d.customer.address).toBe('120 Bay Street, Oakland, CA 94607, USA');
    expect(d.customer.taxId).toBe('94-3318270');
  });
});
