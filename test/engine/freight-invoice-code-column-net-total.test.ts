import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const freight = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'freight_invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A figure ending at x, 7.6 pt. */
const fig = (text: string, x: number, y: number): Line => line(text, x - text.length * 4.75, y, 7.6);

/** A charge row: code close left of the description, basis, quantity, rate with its currency, amount, amount in rand net of VAT, VAT code. */
const charge = (y: number, code: string, desc: string, qty: string, rate: string, amount: string, zar: string, vat: string): Line[] => [
  line(code, 32, y, 7.6), line(desc, 62, y, 7.4), line('PER CNTR', 237, y, 6.6), fig(qty, 311, y), fig(rate, 384, y), fig(amount, 447, y), fig(zar, 505, y), line(vat, 513, y, 7.6),
];

/** A forwarder's tax invoice in rand: dollar charges converted on their rows, a code column printed tight against the descriptions. */
const lines = [
  line('KWAZULU CARGO SERVICES (PTY) LTD', 30, 30, 14, true),
  line('12 Quay Street, Durban 4001, South Africa', 30, 50, 7.4),
  line('TAX INVOICE', 400, 30, 14, true),
  line('Invoice No', 392, 60, 7.2, true), line('INV-55012', 460, 60, 8),
  line('Invoice Date', 392, 71, 7.2, true), line('03/04/2026', 460, 71, 8),
  line('INVOICE TO', 34, 100, 6.8, true), line('INLAND TRADERS (PTY) LTD', 36, 112, 8.2), line('7 Main Reef Road, Johannesburg 2001', 36, 122, 8.2),
  line('From / To', 306, 112, 6.8), line('NINGBO (CNNGB) - DURBAN (ZADUR)', 362, 112, 7.4),
  line('Code', 32, 160, 6.6, true), line('Description', 62, 160, 6.6, true), line('Basis', 237, 160, 6.6, true), line('Qty', 300, 160, 6.6, true),
  line('Rate', 360, 160, 6.6, true), line('Amount', 420, 160, 6.6, true), line('ZAR excl', 470, 160, 6.6, true), line('VAT', 513, 160, 6.6, true),
  ...charge(176, 'OFR', 'Ocean freight Ningbo - Durban', '2', '1,500.00 USD', '3,000.00', '54,000.00', 'Z'),
  ...charge(189, 'THC', 'Terminal handling charges Durban', '2', '3,500.00 ZAR', '7,000.00', '7,000.00', 'Z'),
  ...charge(202, 'DOC', 'Documentation fee', '1', '900.00 ZAR', '900.00', '900.00', 'S'),
  line('Total excl. VAT', 412, 240, 8.6), fig('61,900.00', 562, 240),
  line('VAT 15%', 434, 255, 8.6), fig('135.00', 562, 255),
  line('TOTAL DUE ZAR', 400, 270, 8.6, true), fig('R 62 035,00', 562, 270),
  line('Payment terms: 2% 10 days. Net 30 days. Please quote the invoice number.', 36, 300, 7.6),
  line('First National Bank, branch code 250655', 36, 320, 7.6),
  line('Business account 62012345678 BIC FIRNZAJJ', 36, 330, 7.6),
];

describe('a forwarder\'s tax invoice with a tight code column and charges converted into rand', () => {
  const d = freight(lines);

  it('keeps the code out of the description and reads it as the charge\'s code', () => {
    expect(d.lineItems.map((i: { description: string }) => i.description)).toEqual(['Ocean freight Ningbo - Durban', 'Terminal handling charges Durban', 'Documentation fee']);
    expect(d.charges.map((c: { code: string }) => c.code)).toEqual(['OFR', 'THC', 'DOC']);
  });

  it('takes the line total from the column net of VAT in the invoice\'s currency, the charge amount in its own', () => {
    expect(d.lineItems.map((i: { total: number }) => i.total)).toEqual([54000, 7000, 900]);
    expect(d.charges.map((c: { amount: number; currency: string }) => [c.amount, c.currency])).toEqual([[3000, 'USD'], [7000, 'ZAR'], [900, 'ZAR']]);
  });

  it('reads a total printed with space groups and a decimal comma beside a table in decimal points', () => {
    expect(d.totalAmount).toBe(62035);
  });

  it('reads both ends of a "From / To" routing', () => {
    expect(d.destination).toMatchObject({ unLocode: 'ZADUR', country: 'ZA' });
  });

  it('ends the payment terms at the full stop before an instruction, not before the terms\' next sentence', () => {
    expect(d.paymentTerms).toBe('2% 10 days. Net 30 days');
  });

  it('reads the account number after a bare "Business account" caption, without the BIC after it', () => {
    expect(d.bankDetails.accountNumber).toBe('62012345678');
  });
});
