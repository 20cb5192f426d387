import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { parseParty } from '../../engine/extract/parse/parties.ts';
import { line, page } from './support/page.ts';

const extract = (type: 'invoice' | 'freight_invoice', lines: Parameters<typeof page>[0]) =>
  extractDocument({ pages: [page(lines)], documentType: type, language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A German forwarder's invoice: brand letterhead, sender line over the window, a bilingual reference grid. */
const forwarder = [
  line('NORDWIND SPEDITION', 50, 30, 20, true), line('Seefracht - Luftfracht - Zoll', 50, 54),
  line('NORDWIND SPEDITION GMBH & CO. KG - Am Kai 4 - 20457 Hamburg', 50, 98, 6),
  line('MUSTER WERKZEUG GMBH', 50, 110), line('Buchhaltung / Accounts payable', 50, 122), line('Hauptstrasse 118', 50, 134),
  line('42653 Solingen', 50, 146), line('Deutschland', 50, 158),
  line('Rechnungsnr. / Invoice no.', 345, 88, 6), line('HH-26-0031187', 450, 88),
  line('Datum / Date', 345, 100, 6), line('16.03.2026', 450, 100),
  line('Kunden-Nr. / Customer no.', 345, 111, 6), line('40718', 450, 111),
  line('Ihre USt-IdNr. / Your VAT ID', 345, 123, 6), line('DE811115368', 450, 123),
  line('Faellig am / Due date', 345, 146, 6), line('15.04.2026', 450, 146),
  line('RECHNUNG / INVOICE', 50, 184, 16),
  line('Von / From', 56, 241, 6), line('SHANGHAI (CNSHA)', 56, 249), line('Nach / To', 180, 241, 6), line('HAMBURG (DEHAM)', 180, 249),
  line('Gewicht / Weight', 330, 241, 6), line('38.420 kg', 330, 249),
  line('Zahlungsbedingungen / Payment terms: 30 Tage netto / 30 days net', 50, 474),
  line('Nordwind Spedition GmbH & Co. KG', 50, 773, 6), line('rechnung@nordwind-spedition.de', 50, 797, 6),
  line('USt-IdNr. DE136695976', 222, 797, 6),
];

describe('captions printed in two languages', () => {
  it('reads a caption by its second name when the first is unknown, and leaves the second name out of a value', () => {
    const d = extract('freight_invoice', forwarder);
    expect(d.dueDate).toBe('2026-04-15');
    expect(d.paymentTerms).toBe('30 Tage netto / 30 days net');
  });

  it('reads "Von / From" and "Nach / To" as the route, not as parties', () => {
    const d = extract('freight_invoice', forwarder);
    expect(d.origin).toMatchObject({ name: 'SHANGHAI', unLocode: 'CNSHA' });
    expect(d.destination).toMatchObject({ name: 'HAMBURG', unLocode: 'DEHAM' });
    expect(d.customer.name).toBe('MUSTER WERKZEUG GMBH');
  });
});

describe('the issuer and the reader of a window-envelope invoice', () => {
  it("takes the issuer's legal name and address from the sender line under its brand letterhead", () => {
    const d = extract('freight_invoice', forwarder);
    expect(d.vendor.name).toBe('NORDWIND SPEDITION GMBH & CO. KG');
    expect(d.vendor.address).toBe('Am Kai 4, 20457 Hamburg');
  });

  it('gives the id captioned "Your VAT ID" to the customer, the footer id to the issuer', () => {
    const d = extract('freight_invoice', forwarder);
    expect(d.vendor.taxId).toBe('DE136695976');
    expect(d.customer.taxId).toBe('DE811115368');
  });

  it('leaves the department the block is addressed to out of the address', () => {
    const d = extract('freight_invoice', forwarder);
    expect(d.customer.address).toBe('Hauptstrasse 118, 42653 Solingen, Deutschland');
  });
});

describe('a party block with a registration number under its own caption', () => {
  it('keeps the captioned id out of the address', () => {
    const p = parseParty(['RED SEA CO.', 'Building 2288, Prince Sultan Street', 'Jeddah 23435, Additional No. 7702', 'Kingdom of Saudi Arabia', 'Buyer ID (CRN): 4030281176']);
    expect(p.address).toBe('Building 2288, Prince Sultan Street, Jeddah 23435, Additional No. 7702, Kingdom of Saudi Arabia');
  });
});

describe('a VAT breakdown whose rows are led by the charge lines\' code letters', () => {
  it('reads the tax as the sum of the coded rows and the rate of the one charged', () => {
    const d = extract('invoice', [
      line('Example Logistik GmbH', 50, 30, 14), line('Am Kai 4, 20457 Hamburg', 50, 50),
      line('RECHNUNG / INVOICE', 50, 184, 16), line('Rechnungsnr. / Invoice no.', 345, 88, 6), line('R-1', 450, 88),
      line('Nettobetrag / Net amount', 300, 410), line('EUR 6.497,50', 545, 410),
      line('A = USt. 19 % auf / VAT 19 % on 1.865,00', 300, 423), line('EUR 354,35', 545, 423),
      line('B = steuerfrei / VAT exempt 4.632,50', 300, 436), line('EUR 0,00', 545, 436),
      line('Rechnungsbetrag / Invoice total', 300, 449), line('EUR 6.851,85', 545, 449),
    ]);
    expect(d.subtotal).toBe(6497.5);
    expect(d.taxAmount).toBe(354.35);
    expect(d.taxRate).toBe(19);
    expect(d.totalAmount).toBe(6851.85);
  });
});
