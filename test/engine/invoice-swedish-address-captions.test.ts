import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('Swedish address captions', () => {
  const d = invoice([
    line('Vättern Plast AB', 40, 30, 14), line('FAKTURA', 450, 30, 14), line('Fakturanummer 77-2041', 40, 70),
    line('Fakturaadress', 320, 100, 7, true), line('Kinda Bygg AB', 320, 112, 9), line('Storgatan 3', 320, 124, 9), line('590 40 Kisa', 320, 136, 9),
    line('Leveransadress', 40, 180, 7, true), line('Kinda Bygg AB', 40, 192, 9), line('Lagervägen 9', 40, 204, 9), line('590 42 Kisa', 40, 216, 9),
  ]);
  it('reads the invoice address ("Fakturaadress") as the customer', () => {
    expect(d.customer.name).toBe('Kinda Bygg AB');
    expect(d.customer.address).toBe('Storgatan 3, 590 40 Kisa');
  });
  it('reads the delivery address ("Leveransadress") as the ship-to', () => {
    expect(d.shipTo.address).toBe('Lagervägen 9, 590 42 Kisa');
  });
});
