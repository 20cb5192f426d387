import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe("a Turkish tax number (VKN) in a shipper's box", () => {
  it('reads "VKN 1234567890" as the tax id and leaves it, and the phone after it, out of the address', () => {
    const d = extractLogisticsPage('air_waybill', [
      line("Shipper's Name and Address", 30, 80, 5.4), line('ANADOLU SERAMIK SANAYI A.S.', 30, 90, 6.8),
      line('Sanayi Caddesi No: 44', 30, 99, 6.8), line('26110 Eskisehir, Turkiye', 30, 108, 6.8),
      line('VKN 0680412237   TEL +90 222 555 0142', 30, 117, 6.8),
    ]);
    expect(d.shipper?.taxId).toBe('0680412237');
    expect(d.shipper?.address).toBe('Sanayi Caddesi No: 44, 26110 Eskisehir, Turkiye');
  });
});
