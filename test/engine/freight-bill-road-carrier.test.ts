import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { extractFreightInvoice } from '../../engine/extract/freight-invoice.ts';
import { line, page } from './support/page.ts';

// A road carrier's (LTL) freight bill: a logo-face name over the rest of it, a remit-to line naming the company again
// with its lockbox, a reference grid with terminals and freight terms, a charges table with percentage bases.
const lines = [
  line('SUMMIT', 40, 30, 18, true), line('ROADWAYS, INC.', 40, 52, 11, true),
  line('410 Foundry Street, Reno, NV 89502, USA', 40, 66, 7), line('FEIN 88-1234567', 40, 75, 7),
  line('FREIGHT BILL', 400, 30, 10, true), line('PRO NUMBER', 400, 50, 7), line('771-2049', 470, 50),
  line('INVOICE DATE', 400, 62, 7), line('09/14/2026', 470, 62),
  line('BILL TO', 300, 100, 7, true), line('CASCADE SUPPLY CO.', 300, 112), line('88 Pine Road', 300, 122), line('Austin, TX 78701, USA', 300, 132),
  line('ORIGIN TERMINAL', 40, 160, 6.5), line('RENO, NV (RNO)', 40, 170),
  line('DEST. TERMINAL', 160, 160, 6.5), line('AUSTIN, TX (AUS)', 160, 170),
  line('TERMS', 280, 160, 6.5), line('PREPAID', 280, 170),
  line('CODE', 40, 200, 7, true), line('DESCRIPTION', 80, 200, 7, true), line('BASIS', 260, 200, 7, true),
  line('QTY', 380, 200, 7, true), line('RATE', 430, 200, 7, true), line('AMOUNT USD', 490, 200, 7, true),
  line('LH', 40, 214), line('LINE HAUL CLASS 85', 80, 214), line('PER CWT', 260, 214), line('12.5', 380, 214), line('40.00', 430, 214), line('500.00', 500, 214),
  line('FSC', 40, 228), line('FUEL SURCHARGE 28%', 80, 228), line('% OF NET LINE HAUL', 260, 228), line('28%', 430, 228), line('140.00', 500, 228),
  line('LGT', 40, 242), line('LIFTGATE SERVICE', 80, 242), line('PER SHIPMENT', 260, 242), line('1', 380, 242), line('75.00', 430, 242), line('75.00', 500, 242),
  line('TOTAL AMOUNT DUE USD', 260, 262, 9, true), line('715.00', 500, 262, 9, true),
  line('TERMS: NET 15 DAYS. Please quote the PRO number.', 40, 284, 7.5, true),
  line('REMIT TO: SUMMIT ROADWAYS, INC., P.O. BOX 5521, RENO, NV 89520', 40, 298, 7.5),
];
const ctx = () => buildContext([page(lines)], 'en', true);
const x = extractFreightInvoice(ctx()).data as Record<string, any>;

describe('a road carrier\'s freight bill', () => {
  it('classifies as a freight invoice by its line haul and accessorial charges', () => {
    expect(classify(ctx()).type).toBe('freight_invoice');
  });

  it('reads a percentage rating basis beside its charge', () => {
    expect(x.charges.map((c: Record<string, unknown>) => c.basis)).toEqual(['PER CWT', '% OF NET LINE HAUL', 'PER SHIPMENT']);
  });

  it('reads the terminals as origin and destination, the state naming the country', () => {
    expect(x.origin).toMatchObject({ name: 'RENO', country: 'US' });
    expect(x.destination).toMatchObject({ name: 'AUSTIN', country: 'US' });
  });

  it('reads the payment period, not the freight terms, as the payment terms', () => {
    expect(x.paymentTerms).toBe('NET 15 DAYS');
  });

  it('reads the issuer at its letterhead address, named whole as the remit-to line names it', () => {
    expect(x.vendor).toMatchObject({ name: 'SUMMIT ROADWAYS, INC.', address: '410 Foundry Street, Reno, NV 89502, USA', taxId: '88-1234567' });
  });
});
