import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'de', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A German letter head: the issuer's name and address, then the small sender line over the window. */
const letterhead = [
  line('Holzwerk Brandt GmbH', 50, 40, 12, true), line('Sägewerkstraße 7 · 79102 Freiburg · Deutschland', 50, 55, 7),
  line('Holzwerk Brandt GmbH · Sägewerkstraße 7 · 79102 Freiburg', 50, 110, 6),
];
/** Number, date and the item table under the window. */
const body = [
  line('Rechnung', 50, 250, 14, true), line('Rechnungsnummer', 330, 200), line('RE-2026-0418', 450, 200), line('Rechnungsdatum', 330, 212), line('14.03.2026', 450, 212),
  line('Pos.', 50, 290), line('Bezeichnung', 80, 290), line('Menge', 330, 290), line('Gesamt', 500, 290),
  line('1', 50, 305), line('Eichenbohlen 40 mm', 80, 305), line('12', 330, 305), line('1.440,00', 500, 305),
  line('Gesamtbetrag EUR', 330, 330), line('1.440,00', 500, 330),
];

describe('window-envelope recipient', () => {
  it('reads the uncaptioned block under the sender line as the customer', () => {
    const d = invoice([
      ...letterhead,
      line('Tischlerei Vogt KG', 50, 125, 9), line('z. Hd. Herrn Peter Vogt', 50, 137, 9), line('Am Mühlbach 12', 50, 149, 9), line('6850 Dornbirn', 50, 161, 9), line('Österreich', 50, 173, 9),
      line('UID: ATU12345678', 50, 185, 9),
      ...body,
    ]);
    expect(d.customer).toMatchObject({ name: 'Tischlerei Vogt KG', address: 'Am Mühlbach 12, 6850 Dornbirn, Österreich', taxId: 'ATU12345678' });
    expect(d.vendor.name).toBe('Holzwerk Brandt GmbH');
  });

  it('keeps the block under a "Bill to" caption as it was', () => {
    const d = invoice([
      ...letterhead,
      line('Bill to', 50, 125, 7, true), line('Tischlerei Vogt KG', 50, 134, 9), line('Am Mühlbach 12', 50, 146, 9), line('6850 Dornbirn', 50, 158, 9),
      ...body,
    ]);
    expect(d.customer).toMatchObject({ name: 'Tischlerei Vogt KG', address: 'Am Mühlbach 12, 6850 Dornbirn' });
    expect(d.vendor.name).toBe('Holzwerk Brandt GmbH');
  });

  it('reads no customer from a letterhead alone', () => {
    const d = invoice([
      line('Holzwerk Brandt GmbH', 50, 40, 12, true), line('Sägewerkstraße 7', 50, 55, 8), line('79102 Freiburg', 50, 65, 8), line('Deutschland', 50, 75, 8),
      ...body,
    ]);
    expect(d.vendor.name).toBe('Holzwerk Brandt GmbH');
    expect(d.customer?.name ?? null).toBeNull();
    expect(d.customer?.address ?? null).toBeNull();
  });

  it('reads no customer from the issuer\'s address printed apart from its name', () => {
    const d = invoice([
      line('Holzwerk Brandt GmbH', 50, 40, 14, true), line('Holzwerk Brandt GmbH', 50, 120, 9), line('Sägewerkstraße 7', 50, 132, 9), line('79102 Freiburg', 50, 144, 9), line('Deutschland', 50, 156, 9),
      ...body,
    ]);
    expect(d.vendor.name).toBe('Holzwerk Brandt GmbH');
    expect(d.customer?.name ?? null).toBeNull();
  });
});
