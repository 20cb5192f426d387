import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * An air waybill's "Not Negotiable" notice on the shipper caption's row, as OCR gives them (box heights, no type
 * sizes): the shipper is the box under the caption.
 */

describe('the form notice beside the shipper caption', () => {
  it('reads the shipper under the caption, not the notice beside it', () => {
    const d = extractLogisticsPage('air_waybill', [
      line("Shipper's Name and Address", 30, 40, 7), line('Not Negotiable', 300, 40, 7),
      line('TASHKENT SILK MILLS LLC', 30, 50, 7), line('Air Waybill', 300, 50, 7),
      line('14 NAVOI STREET, TASHKENT 100011, UZBEKISTAN', 30, 59, 7),
    ].map(ocrLine));
    expect(d.shipper).toMatchObject({ name: 'TASHKENT SILK MILLS LLC' });
  });
});
