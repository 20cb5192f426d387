import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { parseParty } from '../../engine/extract/parse/parties.ts';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/** A line ending at x (right-aligned figures), 5 points per character at 8 points. */
const right = (text: string, x: number, y: number, size = 8): Line => line(text, x - (text.length * 5 * size) / 8, y, size);

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('tax ids: Moroccan ICE, Mexican RFC, US EIN after IRS', () => {
  it('reads each after its label', () => {
    expect(findTaxIds('Maroc - ICE 001528447000092')[0]).toMatchObject({ value: '001528447000092', kind: 'ICE', country: 'MA' });
    expect(findTaxIds('RFC: ABC010203XY1')[0]).toMatchObject({ value: 'ABC010203XY1', kind: 'RFC', country: 'MX' });
    expect(findTaxIds('IRS No. 31-1874562')[0]).toMatchObject({ value: '31-1874562', kind: 'EIN' });
    expect(findTaxIds('Order 001528447000092')).toHaveLength(0);
  });
  it('keeps the address printed before an id on the same line', () => {
    const p = parseParty(['Société Marocaine SARL', '27, boulevard Zerktouni', '20250 Casablanca', 'Maroc - ICE 001528447000092']);
    expect(p).toMatchObject({ address: '27, boulevard Zerktouni, 20250 Casablanca, Maroc', taxId: '001528447000092' });
    expect(parseParty(['Acme', 'Main St 1', 'P.IVA / VAT: IT02418760975']).address).toBe('Main St 1');
  });
  it('leaves a Korean BRN caption out of the address before the number', () => {
    const p = parseParty(['Hanil Brake Co., Ltd.', '77, Seongsan-ro, Changwon-si', 'Republic of Korea, BRN 609-81-44276']);
    expect(p.address).toBe('77, Seongsan-ro, Changwon-si, Republic of Korea');
  });
});

describe('customer captions', () => {
  const head = [line('Shree Metal Works Pvt. Ltd.', 36, 45, 12), line('Plot 4, GIDC, Jamnagar', 36, 62), line('Invoice No.', 336, 47), line('SG/1843', 336, 56)];
  it('reads the block under "Buyer (Bill to)", not the "Dated" beside an order caption', () => {
    const d = invoice([
      ...head, line("Buyer's Order No.", 336, 95), line('KMHT/PO/7741', 336, 104), line('Dated', 450, 95), line('03-Mar-2026', 450, 104),
      line('Buyer (Bill to)', 36, 126), line('Kutch Marine Traders', 36, 137), line('Shop 12, Sector 8', 36, 147), line('Gandhidham - 370201', 36, 157),
    ]);
    expect(d.customer.name).toBe('Kutch Marine Traders');
  });
  it('reads the block under "Spett.le / Destinatario" and the order after "Vs. ordine"', () => {
    const d = invoice([
      line('LANIFICIO ROSSI', 40, 32, 14), line('Via Bologna 212, 59100 Prato', 40, 66),
      line('Spett.le / Destinatario', 322, 91), line('Tuchhandel Aare AG', 324, 100), line('Bahnhofstrasse 41', 324, 110), line('5000 Aarau', 324, 120),
      line('Fattura n.', 40, 103), line('0318/2026', 110, 103), line('Vs. ordine', 40, 125), line('AA-5521 del 02/02/2026', 110, 125),
      line('Pagamento', 40, 147), line('Bonifico bancario 60 gg d.f.', 110, 147),
    ]);
    expect(d.customer.name).toBe('Tuchhandel Aare AG');
    expect(d.purchaseOrderNumber).toBe('AA-5521');
    expect(d.paymentTerms).toBe('Bonifico bancario 60 gg d.f.');
  });
  it('reads the importer of record, its EIN, and the PO number beside it as the PO', () => {
    const d = invoice([
      line('COMMERCIAL INVOICE', 212, 24, 16), line('SELLER / EXPORTER', 32, 61, 6), line('Kiso Tools Co., Ltd.', 34, 69), line('Tokyo 144-0035', 34, 79),
      line('CUSTOMER P.O. NO.', 300, 85, 6), line('RMS-44718', 302, 93),
      line('SOLD TO / IMPORTER OF RECORD', 32, 125, 6), line('Ridgeline Supply LLC', 34, 133), line('4410 Industrial Pkwy', 34, 143), line('Dayton, OH 45414', 34, 152), line('USA', 34, 161), line('IRS/EIN No. 31-1874562', 34, 170),
      line('TERMS OF PAYMENT', 32, 187, 6), line('Net 60 days', 34, 195), line('DUE DATE', 166, 187, 6), line('May 11, 2026', 168, 195),
    ]);
    expect(d.customer).toMatchObject({ name: 'Ridgeline Supply LLC', taxId: '31-1874562' });
    expect(d.vendor.taxId).toBeNull();
    expect(d.purchaseOrderNumber).toBe('RMS-44718');
    expect(d.paymentTerms).toBe('Net 60 days');
  });
});

describe('Indian GST: CGST and SGST rows in the item table, lakh grouping', () => {
  it('sums the halves into the tax and its rate, totals in lakh grouping, the subtotal from the lines', () => {
    const row = (y: number, n: string, desc: string, q: string, p: string, t: string): Line[] => [
      line(n, 40, y), line(desc, 57, y), right(q, 386, y), right(p, 441, y), right(t, 562, y),
    ];
    const d = invoice([
      line('TAX INVOICE', 255, 22, 14), line('Invoice No.', 336, 47), line('SG/1843', 336, 56),
      line('Sl', 36, 211), line('Description of Goods', 57, 211), line('Quantity', 358, 211), line('Rate', 426, 211), line('Amount', 536, 211),
      ...row(232, '1', 'Brass Ball Valve', '240', '385.00', '92,400.00'),
      ...row(247, '2', 'Brass Gate Valve', '60', '1,120.00', '67,200.00'),
      line('CGST @ 9%', 57, 262), right('14,364.00', 562, 262),
      line('SGST @ 9%', 57, 274), right('14,364.00', 562, 274),
      line('Total', 57, 290), right('Rs. 1,88,328.00', 562, 290),
    ]);
    expect(d.lineItems).toHaveLength(2);
    expect(d).toMatchObject({ subtotal: 159600, taxAmount: 28728, taxRate: 18, totalAmount: 188328 });
  });
});
