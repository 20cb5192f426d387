import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const freight = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'freight_invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

describe('a forwarder invoice\'s port of discharge under a Danish/English caption', () => {
  const d = freight([
    line('NORDSPED A/S', 40, 30, 16), line('FAKTURA', 330, 60, 14, true), line('Fakturanr. 7001', 330, 82),
    line('Losningshavn / POD', 40, 120), line('AARHUS, DK (DKAAR)', 160, 120),
    line('B/L nr. MSKU1234567', 40, 134),
    line('Tekst', 40, 180), line('Beløb', 480, 180),
    line('Ocean freight Shanghai - Aarhus', 40, 194), line('3.700,00', 480, 194),
    line('Terminalhåndtering Aarhus / Destination THC', 40, 208), line('3.350,00', 480, 208),
    line('I alt DKK 7.050,00', 380, 240),
  ]);
  it('reads the coded port under "Losningshavn / POD", not the word after "Destination" in a charge text', () => {
    expect(d.destination).toEqual({ name: 'AARHUS', unLocode: 'DKAAR', iataCode: null, country: 'DK' });
  });
});
