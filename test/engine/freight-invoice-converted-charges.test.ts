import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const freight = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'freight_invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A figure ending at x, 7.5 pt. */
const fig = (text: string, x: number, y: number): Line => line(text, x - text.length * 4.6875, y, 7.5);

/** One charge row: code, description, quantity, rate, currency, amount, exchange rate (or none), amount in yen. */
const charge = (y: number, code: string, desc: string, qty: string, rate: string, cur: string, amount: string, fx: string, yen: string): Line[] => [
  line(code, 36, y, 7.5), line(desc, 70, y, 7.5), fig(qty, 270, y), fig(rate, 320, y), line(cur, 330, y, 7.5), fig(amount, 400, y),
  ...(fx ? [fig(fx, 440, y)] : []), fig(yen, 560, y),
];

/** A Japanese forwarder's import invoice in yen: dollar charges converted on their rows, consumption tax on the rest. */
const lines = [
  line('KAIYO FORWARDING', 36, 30, 16, true),
  line('1-2 Minato-cho, Naka-ku, Kobe 650-0001, Japan', 36, 50, 7),
  line('Registration No.: T1234567890123', 36, 60, 7),
  line('INVOICE', 480, 30, 16, true),
  line('Messrs.', 36, 90, 8), line('ASAHI TOOLING K.K.', 80, 90, 8.5), line('2-3 Honcho, Chuo-ku, Osaka 541-0053, Japan', 80, 101, 8.5),
  line('Reg. No. T9876543210987', 80, 112, 8.5),
  line('Invoice No.', 340, 90, 7.5), line('KF-2026-0091', 480, 90, 8),
  line('Invoice Date', 340, 102, 7.5), line('2026/03/02', 480, 102, 8),
  line('CODE', 36, 150, 7, true), line('DESCRIPTION', 70, 150, 7, true), line('QTY', 255, 150, 7, true), line('RATE', 295, 150, 7, true),
  line('CUR', 330, 150, 7, true), line('AMOUNT', 368, 150, 7, true), line('EX. RATE', 410, 150, 7, true), line('AMOUNT (JPY)', 505, 150, 7, true),
  ...charge(166, 'OFR', 'OCEAN FREIGHT BUSAN - KOBE', '2', '800.00', 'USD', '1,600.00', '150.00', '240,000'),
  ...charge(180, 'BAF', 'BUNKER SURCHARGE', '2', '100.00', 'USD', '200.00', '150.00', '30,000'),
  ...charge(194, 'THC', 'TERMINAL HANDLING CHARGE', '2', '40,000', 'JPY', '80,000', '', '80,000'),
  ...charge(208, 'DOC', 'DOCUMENTATION FEE', '1', '5,000', 'JPY', '5,000', '', '5,000'),
  line('Sub Total', 340, 240, 8), fig('355,000', 560, 240),
  line('Taxable amount (10%)', 340, 253, 8), fig('85,000', 560, 253),
  line('Consumption Tax 10%', 340, 266, 8), fig('8,500', 560, 266),
  line('TOTAL AMOUNT (JPY)', 340, 279, 8, true), fig('363,500', 560, 279),
  line('PAYMENT TERMS: END OF NEXT MONTH - Please remit to the account below. Bank charges are for the remitter.', 36, 320, 7.5),
];

describe('a freight invoice with charges converted from another currency', () => {
  const d = freight(lines);

  it('reads the converted charges from the table: quantity and rate in their own currency, total in the invoice\'s', () => {
    expect(d.lineItems.map((i: { quantity: number; total: number }) => [i.quantity, i.total])).toEqual([[2, 240000], [2, 30000], [2, 80000], [1, 5000]]);
  });

  it('gives a converted charge its amount in its own currency', () => {
    expect(d.charges.map((c: { rate: number; amount: number; currency: string }) => [c.rate, c.amount, c.currency])).toEqual([
      [800, 1600, 'USD'], [100, 200, 'USD'], [40000, 80000, 'JPY'], [5000, 5000, 'JPY'],
    ]);
  });

  it('reads the consumption tax as the tax amount, the sub total as the subtotal', () => {
    expect(d.taxAmount).toBe(8500);
    expect(d.subtotal).toBe(355000);
  });

  it('ends the payment terms where an instruction runs on after a spaced dash', () => {
    expect(d.paymentTerms).toBe('END OF NEXT MONTH');
  });
});
