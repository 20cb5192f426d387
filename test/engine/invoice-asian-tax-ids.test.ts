import { describe, expect, it } from 'vitest';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Parameters<typeof page>[0]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('Thai and Saudi tax ids', () => {
  it('reads a 13-digit Thai tax id after its label, with its check digit, dashes or not', () => {
    expect(findTaxIds('TAX ID 0215548001234 BRANCH NO. 00002')[0]).toMatchObject({ value: '0215548001234', country: 'TH', valid: false });
    expect(findTaxIds('Tax ID No.: 0-1155-53004-12-7')[0]).toMatchObject({ value: '0115553004127', country: 'TH', valid: true });
    // Thirteen digits without the label are any number.
    expect(findTaxIds('Ref 0115553004127')).toEqual([]);
  });

  it('reads a Saudi VAT number (15 digits, 3 at both ends) after a VAT label', () => {
    expect(findTaxIds('CR No. 1010456789 - VAT Registration No. 310123456700003')[0]).toMatchObject({ value: '310123456700003', country: 'SA' });
    expect(findTaxIds('Account 310123456700003')).toEqual([]);
  });

  it("gives each party of a Thai tax invoice its own id, and reads 'Credit Term' as the payment terms", () => {
    const d = invoice([
      line('SIAM EXAMPLE PARTS CO., LTD.', 34, 30, 14), line('88 BANGNA ROAD, SAMUT PRAKAN 10570, THAILAND', 34, 50),
      line('TAX ID 0115553004127 HEAD OFFICE (00000)', 34, 68),
      line('TAX INVOICE', 430, 35, 12),
      line('CUSTOMER', 40, 103), line('EASTERN BODY CO., LTD.', 42, 114), line('700 MOO 7, AMATA CITY', 42, 124), line('PLUAK DAENG, RAYONG 21140', 42, 134),
      line('TAX ID 0215548001234 BRANCH NO. 00002', 42, 144),
      line('Document No.', 370, 105), line('IV2603-00418', 480, 105),
      line('Credit Term', 370, 142), line('30 DAYS', 480, 142),
      line('PAYMENT', 40, 406), line('Please transfer to EXAMPLE BANK, BANGNA BRANCH', 42, 417),
    ]);
    expect(d.vendor.taxId).toBe('0115553004127');
    expect(d.customer.taxId).toBe('0215548001234');
    expect(d.paymentTerms).toBe('30 DAYS');
  });

  it("reads a Saudi invoice's issue date under its own caption, not the date of supply, and each party's VAT number", () => {
    const d = invoice([
      line('NAJD EXAMPLE SUPPLIES COMPANY', 30, 30, 14), line('CR No. 1010456789 - VAT Registration No. 310123456700003', 30, 48),
      line('TAX INVOICE', 450, 25, 14),
      line('Invoice Number', 30, 69), line('INV-2026-004417', 160, 69),
      line('Invoice Issue Date', 30, 82), line('12/03/2026 (23/09/1447 H)', 160, 82),
      line('Date of Supply', 30, 108), line('10/03/2026', 160, 108),
      line('SELLER', 34, 165), line('NAJD EXAMPLE SUPPLIES COMPANY', 34, 181), line('Building 7421, King Fahd Road', 34, 191),
      line('Riyadh 12214', 34, 201), line('VAT No.: 310123456700003', 34, 211),
      line('BUYER', 309, 165), line('RED SEA EXAMPLE CO.', 309, 181), line('Building 2288, Prince Sultan Street', 309, 191),
      line('Jeddah 23435', 309, 201), line('VAT No.: 300987654300003', 309, 211),
    ]);
    expect(d.invoiceDate).toBe('2026-03-12');
    expect(d.vendor.taxId).toBe('310123456700003');
    expect(d.customer.taxId).toBe('300987654300003');
  });
});
