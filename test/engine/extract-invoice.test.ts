import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { parseEInvoice } from '../../engine/extract/einvoice/index.ts';
import { pdfEmbeddedFiles } from '../../engine/pdf/attachments.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';

const CORPUS = CORPUS_DIR;
const pdf = (p: string) => new Uint8Array(readFileSync(`${CORPUS}/${p}`));

function run(path: string, documentType = 'invoice', attachments: Array<{ name: string; data: Uint8Array }> = []) {
  return extractDocument({ pages: extractPdfPages(pdf(path)), documentType, language: 'en', extractTables: true, attachments });
}

describe('invoice extraction from page content', () => {
  it('reports a labelled bank account that is no IBAN as the account number, and a customer account as nothing', () => {
    expect((run('invoice2data-compare/AzureInterior.pdf').extractedData as Record<string, any>).bankDetails).toEqual({ iban: null, bic: null, accountNumber: 'US1234567890' });
    expect((run('invoice2data-compare/oyo.pdf').extractedData as Record<string, any>).bankDetails.accountNumber).toBe('00030340067212');
    // "Account number:" on an AWS bill is the customer's AWS account, with no bank anywhere near it.
    expect((run('invoice2data-compare/AmazonWebServices.pdf').extractedData as Record<string, any>).bankDetails).toBeNull();
  });
  it('reads a Dutch invoice: header, parties, totals that add up, line items with evidence', () => {
    const out = run('invoice2data-compare/coolblue1.pdf');
    const d = out.extractedData as Record<string, any>;
    expect(d).toMatchObject({
      invoiceNumber: '993548900',
      invoiceDate: '2014-04-19',
      currency: 'EUR',
      subtotal: 593.36,
      taxAmount: 124.61,
      totalAmount: 717.97,
      taxRate: 21,
      vendor: { name: 'Coolblue B.V.', taxId: 'NL810433941B01' },
      bankDetails: { iban: 'NL50INGB0683251309', bic: 'INGBNL2A' },
    });
    expect(d.lineItems[0]).toMatchObject({ description: 'Apple iPad Air Wifi 16 GB Zilver', quantity: 1, unitPrice: 399, total: 399 });
    expect(out.validation).toContainEqual({ field: 'totalAmount', check: 'subtotal_plus_tax', ok: true });
    expect(out.fields.totalAmount).toMatchObject({ page: 1, source: 'text' });
    expect(out.fields.totalAmount.confidence).toBeGreaterThanOrEqual(0.95);
    expect(out.fields['lineItems[0].total'].bbox).not.toBeNull();
    expect(out.tables.length).toBeGreaterThan(0);
  });
  it('reads a German invoice with labels right of values and a two-page item table', () => {
    const d = run('invoice2data-compare/QualityHosting.pdf').extractedData as Record<string, any>;
    expect(d).toMatchObject({ invoiceNumber: '30064443', invoiceDate: '2014-05-07', currency: 'EUR', totalAmount: 34.73 });
    expect(d.vendor.taxId).toBe('DE232446240');
    expect(d.lineItems.length).toBeGreaterThanOrEqual(6);
    expect(d.lineItems[0].description).toContain('Small Business StandardExchange 2010');
  });
  it('takes the wordiest of two description-headed columns and stops the items at a Dutch invoice total', () => {
    // saeco: "Artikel" holds article codes, "Omschrijving" the descriptions; "Factuur totaal EUR" follows the items.
    const d = run('invoice2data-compare/saeco.pdf').extractedData as Record<string, any>;
    expect(d.lineItems.map((i: Record<string, unknown>) => [i.description, i.quantity, i.unitPrice, i.total])).toEqual([
      ['Onderhoudsset CA6707/10', 1, 49.99, 49.99],
      ['SX Flyer SAECO Korting KVDNL', 1, 0, 0],
    ]);
  });
  it('keeps the notes printed a blank line apart under every item, the last one too', () => {
    const d = run('invoice2data-compare/SammyMaystoneLinesTest.pdf').extractedData as Record<string, any>;
    expect(d.lineItems.map((i: Record<string, unknown>) => i.description)).toEqual([
      'Service A\nDescription: Repair\nNotes: Replaced capacitor\nParts: 1 x cap_a',
      'Service B\nDescription: Cleaning\nNotes: Removed debris from case\nParts: 2 x shop supplies',
    ]);
  });
  it('takes the invoice date from the title row that prints the number, when the number was read elsewhere', () => {
    // "Baurechnung (204)  Nr. 181301674 vom | 25.04.2018"; the number is found at "Zahlungsreferenz: Rechnung 181301674".
    const out = extractDocument({ pages: extractPdfPages(pdf('zugferd-xml-rechnung/pdf/EN16931_Elektron.pdf')), documentType: 'invoice', language: 'de', extractTables: true, attachments: [] });
    expect(out.extractedData).toMatchObject({ invoiceNumber: '181301674', invoiceDate: '2018-04-25' });
    expect(out.fields.invoiceDate).toMatchObject({ page: 1, source: 'text' });
    expect(out.fields.invoiceDate.bbox![1]).toBeLessThan(70);
  });
  it('reads the page of a Factur-X invoice without its attachment and leaves missing values null', () => {
    const out = run('zugferd-xml-rechnung/pdf/EN16931_Einfach.pdf');
    const d = out.extractedData as Record<string, any>;
    expect(d).toMatchObject({ invoiceNumber: '471102', invoiceDate: '2018-03-05', currency: 'EUR', subtotal: 473, taxAmount: 56.87, totalAmount: 529.87 });
    expect(d.vendor.name).toBe('Lieferant GmbH');
    expect(d.customer.name).toBe('Kunden AG Mitte');
    expect(d.lineItems.map((i: any) => [i.description, i.quantity, i.unitPrice, i.total])).toEqual([
      ['Trennblätter A4', 20, 9.9, 198],
      ['Joghurt Banane', 50, 5.5, 275],
    ]);
    expect(d.purchaseOrderNumber).toBeNull();
    expect(out.fields.invoiceNumber.source).toBe('text');
  });
  it('classifies when generic is asked and reports a requested type that does not fit', () => {
    expect(run('invoice2data-compare/coolblue1.pdf', 'generic').documentType).toBe('invoice');
    const out = run('invoice2data-compare/coolblue1.pdf', 'air_waybill');
    expect(out.documentType).toBe('air_waybill');
    expect(out.validation).toContainEqual(expect.objectContaining({ field: 'documentType', check: 'classification', ok: false }));
  });
});

describe('embedded e-invoices', () => {
  it('uses the Factur-X XML when attachments are read, cross-checked against the page', () => {
    const bytes = pdf('zugferd-xml-rechnung/pdf/EN16931_Einfach.pdf');
    const attachments = pdfEmbeddedFiles(bytes).map((a) => ({ name: a.name, data: a.data }));
    expect(attachments.length).toBeGreaterThan(0);
    const out = extractDocument({ pages: extractPdfPages(bytes), documentType: 'generic', language: 'de', extractTables: false, attachments });
    const d = out.extractedData as Record<string, any>;
    expect(out.documentType).toBe('invoice');
    expect(d).toMatchObject({ invoiceNumber: '471102', totalAmount: 529.87, amountDue: 529.87, eInvoice: { format: 'CII', typeCode: '380' } });
    expect(d.lineItems).toHaveLength(2);
    expect(out.fields.invoiceNumber).toMatchObject({ source: 'embedded', confidence: 1 });
    expect(out.tables).toEqual([]);
  });
  it('leaves out the section headings and notes an export writes as empty lines', () => {
    // AzureInterior's UBL (an Odoo export) carries "--- Non Food ---" and a note as lines of quantity 0, no unit, no amount.
    const bytes = pdf('invoice2data-compare/AzureInterior.pdf');
    const attachments = pdfEmbeddedFiles(bytes).map((a) => ({ name: a.name, data: a.data }));
    const d = extractDocument({ pages: extractPdfPages(bytes), documentType: 'invoice', language: 'en', extractTables: true, attachments }).extractedData as Record<string, any>;
    expect(d.eInvoice).toMatchObject({ format: 'UBL' });
    expect(d.lineItems.map((i: Record<string, unknown>) => [i.description, i.quantity, i.total])).toEqual([
      ['Beeswax XL', 1, 42],
      ['Office Chair', 1, 70],
      ['*987123* Olive Oil', 1, 0.9],
      ['Luxury Truffles', 15, 150],
    ]);
  });
  it('parses UBL 2.1 and rejects XML that is not an invoice', () => {
    const ubl = `<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:x:cbc" xmlns:cac="urn:x:cac">
      <cbc:ID>INV/2023/03/0008</cbc:ID><cbc:IssueDate>2023-03-20</cbc:IssueDate><cbc:DueDate>2023-04-04</cbc:DueDate>
      <cbc:DocumentCurrencyCode>USD</cbc:DocumentCurrencyCode>
      <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Azure &amp; Co</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
      <cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="USD">262.90</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="USD">279.84</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="USD">279.84</cbc:PayableAmount></cac:LegalMonetaryTotal>
      <cac:InvoiceLine><cbc:InvoicedQuantity unitCode="H87">2</cbc:InvoicedQuantity><cbc:LineExtensionAmount>140.00</cbc:LineExtensionAmount><cac:Item><cbc:Name>Office Chair</cbc:Name></cac:Item><cac:Price><cbc:PriceAmount>70.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
    </Invoice>`;
    const e = parseEInvoice(new TextEncoder().encode(ubl));
    expect(e?.format).toBe('UBL');
    expect(e?.data).toMatchObject({ invoiceNumber: 'INV/2023/03/0008', invoiceDate: '2023-03-20', dueDate: '2023-04-04', currency: 'USD', subtotal: 262.9, totalAmount: 279.84, vendor: { name: 'Azure & Co' } });
    expect(e?.data.lineItems).toEqual([{ description: 'Office Chair', quantity: 2, unitPrice: 70, total: 140, hsCode: null, unit: 'H87' }]);
    expect(parseEInvoice(new TextEncoder().encode('<root><a>1</a></root>'))).toBeNull();
    expect(parseEInvoice(new TextEncoder().encode('<Invoice><ID>1</Invoice>'))).toBeNull();
  });
});
