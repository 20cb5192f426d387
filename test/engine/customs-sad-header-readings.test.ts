import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// Header boxes of a national SAD: the entry number quoted with its date, two boxes under one
// caption ("30 Location of goods / 44 Transport document") and the VAT total in an assessment summary.
const lines = [
  line('SINGLE ADMINISTRATIVE DOCUMENT - IMPORT ENTRY', 40, 20, 9, true),
  line('Entry No. K-20931 of 02/04/2026', 40, 34, 7),
  line('25 Mode of transport', 40, 60, 5), line('4', 44, 68, 7),
  line('30 Location of goods / 44 Transport document', 300, 60, 5), line('CARGO SHED 2', 304, 68, 7), line('AWB 17612345675', 380, 68, 7),
  line('Total customs duties (CUD)', 40, 120, 7), line('1,200.00', 300, 120, 7),
  line('Total value-added tax (VAT)', 40, 131, 7), line('3,456.00', 300, 131, 7),
  line('TOTAL AMOUNT PAYABLE', 40, 142, 7), line('5,756.00', 300, 142, 7),
];

describe('SAD header readings', () => {
  const data = extractLogisticsPage('customs_declaration', lines);
  it('drops the date quoted after the entry number', () => expect(data.declarationNumber).toBe('K-20931'));
  it('reads the transport document from a shared box by its type tag', () => expect(data.transportDocumentReference).toBe('17612345675'));
  it('reads the VAT total as the total taxes', () => expect(data.totalTaxes).toBe(3456));
});
