import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A translated caption whose slash and stops OCR lost, its halves run together ("Booking Ref Refreservation" for
 * "Booking Ref. / Ref. reservation"): read as "Label value", its value under it went unread.
 */
const box = (caption: string) => [line('BILL OF LADING', 300, 30, 12), line(caption, 446, 68, 6), line('FOS1184257', 449, 77, 8)];

describe('a bilingual caption run on by OCR', () => {
  it('gives the reference printed under it', () => {
    expect(extractLogisticsPage('bill_of_lading', box('Booking Ref Refreservation').map(ocrLine)).bookingReference).toBe('FOS1184257');
  });

  it('still reads a reference printed after the caption on its line first', () => {
    const d = extractLogisticsPage('bill_of_lading', [line('BILL OF LADING', 300, 30, 12), line('Booking Ref FOS9900001', 446, 68, 8), line('FOS1184257', 449, 77, 8)].map(ocrLine));
    expect(d.bookingReference).toBe('FOS9900001');
  });
});
