import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { line, page } from './support/page.ts';

describe('a letterhead address led by a licence number', () => {
  const d = extractDocument({
    pages: [page([
      line('COAST CLEARING & LOGISTICS LTD', 42, 40, 15, true),
      line('Licensed Customs Agent No. KRA/CA/0511 - Moi Avenue, Bima Towers, 3rd Floor, P.O. Box 80120, Mombasa, Kenya', 42, 54, 6.5),
      line('Tel +254 41 222 3344 accounts@coastclearing.co.ke KRA PIN: P051234567X', 42, 64, 6.5),
      line('TAX INVOICE', 250, 100, 14, true),
    ])],
    documentType: 'invoice', language: 'en', extractTables: true, attachments: [],
  }).extractedData as Record<string, any>;
  it('reads the address after the licence, not the licence', () => {
    expect(d.vendor.name).toBe('COAST CLEARING & LOGISTICS LTD');
    expect(d.vendor.address).toBe('Moi Avenue, Bima Towers, 3rd Floor, P.O. Box 80120, Mombasa, Kenya');
  });
});
