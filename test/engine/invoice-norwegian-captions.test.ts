import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A Norwegian export invoice: a one-line address with contacts under the letterhead, Norwegian/English caption pairs, a pay-to line naming the bank. */
const nordic = [
  line('FJORDLAKS EKSPORT AS', 40, 32, 20),
  line('Kaiveien 3, 6002 Ålesund, Norge - Tlf. +47 70 12 34 56 - post@fjordlaks.no - Org.nr./VAT NO 918 442 067 MVA', 40, 58, 7),
  line('FAKTURA / INVOICE', 460, 32, 13, true),
  line('Kjøper / Buyer', 40, 82, 6.5),
  line('SEOUL OCEAN FOODS CO., LTD.', 40, 93, 8.5), line('12, Haean-ro, Jung-gu', 40, 103.5, 8.5), line('Incheon 22311', 40, 114, 8.5),
  line('Republic of Korea', 40, 124.5, 8.5), line('Business Reg. No. 121-81-45678', 40, 135, 8.5),
  line('Fakturanr. / Invoice no.', 300, 82, 7), line('2026-00512', 412, 82, 8),
  line('Leveringsbetingelse / Terms', 300, 93.5, 7), line('CFR Incheon (Incoterms 2020)', 412, 93.5, 8),
  line('Betaling / Payment', 300, 105, 7), line('30 dager netto / 30 days net', 412, 105, 8),
  line('Betales til / Pay to: DNB Bank ASA, Kontonr. 1503.22.44154', 40, 400, 8),
  line('IBAN: NO93 8601 1117 947   SWIFT/BIC: DNBANOKKXXX', 40, 411, 8),
];

describe('a Norwegian invoice with Norwegian/English captions', () => {
  const d = invoice(nordic);
  it('reads the address part of the letterhead\'s one-line address, not the pay-to line\'s bank', () => {
    expect(d.vendor.name).toBe('FJORDLAKS EKSPORT AS');
    expect(d.vendor.address).toBe('Kaiveien 3, 6002 Ålesund, Norge');
    expect(d.vendor.phone).toBe('+47 70 12 34 56');
  });
  it('reads the buyer\'s Korean business registration number as its tax id, not as an address line', () => {
    expect(d.customer.address).toBe('12, Haean-ro, Jung-gu, Incheon 22311, Republic of Korea');
    expect(d.customer.taxId).toBe('121-81-45678');
  });
  it('reads the payment terms under "Betaling / Payment", not the delivery terms captioned "Leveringsbetingelse / Terms"', () => {
    expect(d.paymentTerms).toBe('30 dager netto / 30 days net');
    expect(d.incoterms).toEqual({ rule: 'CFR', place: 'Incheon' });
  });
  it('reads the dotted account number after "Kontonr." on the pay-to line, whose bank is not the issuer', () => {
    expect(d.bankDetails.accountNumber).toBe('1503.22.44154');
  });
});
