import { describe, expect, it } from 'vitest';

import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { line, page } from './support/page.ts';

const typeOf = (lines: ReturnType<typeof line>[]): string | null => classify(buildContext([page(lines)], 'en', true)).type;

describe('"Faktura" titles an invoice (Danish, Norwegian, Swedish, Polish, Czech)', () => {
  it('takes a page headed FAKTURA with label-left fields in an unlisted language for an invoice', () => {
    const lines = [
      line('FAKTURA', 300, 100, 16, true),
      line('Fakturanr. 51230', 300, 130), line('Kundenr. 10-4431', 300, 142), line('Valuta DKK', 300, 154),
      line('Varenr. Tekst Antal Sats', 40, 200), line('A-11 Kontorstole 4 1.200,00', 40, 212), line('A-12 Skriveborde 2 2.400,00', 40, 224),
      line('I alt DKK 9.600,00', 300, 260),
    ];
    expect(typeOf(lines)).toBe('invoice');
  });

  it('takes a forwarder\'s FAKTURA of freight charges and transport references for a freight invoice', () => {
    const lines = [
      line('FAKTURA', 300, 100, 16, true),
      line('Fakturanr. 7001234', 300, 130), line('B/L nr. MSKU1234567', 40, 160), line('Booking nr. 2603118', 40, 172),
      line('OFR Ocean freight Shanghai - Aarhus 3.700,00', 40, 200), line('BAF Bunker adjustment factor 824,00', 40, 212),
      line('THD Destination THC 3.350,00', 40, 224), line('KRT Haulage Aarhus - Herning 6.500,00', 40, 236),
      line('I alt DKK 14.374,00', 300, 260),
    ];
    expect(typeOf(lines)).toBe('freight_invoice');
  });
});
