import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// A garment exporter's packing list: the letterhead's contact line printed in parts a few spaces apart, the shipper
// captioned on one line with its address after a comma, the buyer's order number among the reference captions.
const page = () => extractLogisticsPage('packing_list', [
  line('NORTHWIND KNITWEAR LTD.', 20, 20, 14),
  line('PACKING LIST', 440, 20, 14),
  line('Plot 7, Riverside Industrial Estate, Narayanganj 1400, Bangladesh', 20, 40, 7),
  line('TEL +880 2 5550 1234', 20, 50, 7), line('EMAIL export@northwind-knit.com', 110, 50, 7), line('BIN 001234567-0101', 255, 50, 7),
  line('P/L NO.', 20, 80), line(': NK/PL/88', 120, 80),
  line('BUYER ORDER NO.', 20, 92), line(': PO-7781-A', 120, 92),
  line('SHIPPER: NORTHWIND KNITWEAR LTD., Plot 7, Riverside Industrial Estate, Narayanganj 1400, Bangladesh', 20, 120, 7),
]);

describe('a packing list naming its shipper on one captioned line under the letterhead', () => {
  it('cuts the name at its legal form and reads the rest as the address', () => {
    const s = page().shipper;
    expect(s.name).toBe('NORTHWIND KNITWEAR LTD.');
    expect(s.address).toBe('Plot 7, Riverside Industrial Estate, Narayanganj 1400, Bangladesh');
  });

  it("takes the letterhead's contacts, each part of its contact line, the business identification number as the tax id", () => {
    const s = page().shipper;
    expect([s.phone, s.email, s.taxId]).toEqual(['+880 2 5550 1234', 'export@northwind-knit.com', '001234567-0101']);
  });

  it("reads the buyer's order number", () => {
    expect(page().orderNumber).toBe('PO-7781-A');
  });
});
