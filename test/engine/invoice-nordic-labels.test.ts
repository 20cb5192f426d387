import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A Danish invoice: captions left of their values, Danish only, the reader's VAT number under "Deres moms-nr.". */
const danish = [
  line('KONTORHUSET APS', 40, 30, 16),
  line('Vestergade 4, 8000 Aarhus C', 40, 52), line('Moms-nr. DK12345674', 40, 64),
  line('HANSEN & SØN A/S', 40, 110), line('Industrivej 9', 40, 122), line('7400 Herning', 40, 134),
  line('Deres moms-nr.: DK87654321', 40, 150),
  line('FAKTURA', 330, 100, 14, true),
  line('Fakturanr.', 330, 122), line('5512', 420, 122),
  line('Fakturadato', 330, 134), line('17-03-2026', 420, 134),
  line('Forfaldsdato', 330, 146), line('16-04-2026', 420, 146),
  line('Tekst', 40, 200), line('Antal', 300, 200), line('Sats', 380, 200), line('Beløb', 480, 200),
  line('Kontorstole', 40, 214), line('4', 300, 214), line('1.000,00', 380, 214), line('4.000,00', 480, 214),
  line('Skriveborde', 40, 228), line('2', 300, 228), line('3.000,00', 380, 228), line('6.000,00', 480, 228),
  line('I alt ekskl. moms', 330, 260), line('10.000,00', 480, 260),
  line('Moms 25%', 330, 272), line('2.500,00', 480, 272),
  line('I alt DKK', 330, 284), line('12.500,00', 480, 284),
  line('Betalingsbetingelser: Netto 30 dage', 40, 320),
];

describe('a Danish invoice captioned in Danish only', () => {
  const d = invoice(danish);
  it('reads number, date and due date after Fakturanr., Fakturadato and Forfaldsdato', () => {
    expect(d.invoiceNumber).toBe('5512');
    expect(d.invoiceDate).toBe('2026-03-17');
    expect(d.dueDate).toBe('2026-04-16');
  });
  it('reads the totals after "I alt ekskl. moms", "Moms" and "I alt"', () => {
    expect(d.subtotal).toBe(10000);
    expect(d.taxAmount).toBe(2500);
    expect(d.totalAmount).toBe(12500);
  });
  it('reads the payment terms after "Betalingsbetingelser"', () => {
    expect(d.paymentTerms).toBe('Netto 30 dage');
  });
  it('takes the id after "Deres moms-nr." (your VAT no.) for the reader\'s, not the issuer\'s printed in the footer', () => {
    const m = invoice([
      line('KONTORHUSET APS', 40, 30, 16), line('Vestergade 4, 8000 Aarhus C', 40, 52), line('FAKTURA', 330, 100, 14, true),
      line('Fakturanr. 5512', 330, 122), line('Deres moms-nr.: DK87654321', 330, 160), line('I alt DKK 12.500,00', 330, 284),
      line('CVR 12345674 - Moms-nr. DK12345674', 40, 700),
    ]);
    expect(m.vendor.taxId).toBe('DK12345674');
  });
});
