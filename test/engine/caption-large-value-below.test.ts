import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a value in much larger type under a small caption', () => {
  it('reads an 11 pt waybill number whose line box reaches up into its 6 pt caption\'s', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('SEA WAYBILL NO.', 312, 57, 6, true), line('BOOKING NO.', 446, 57, 6, true),
      line('OOLU2752184470', 312, 60.2, 11), line('2752184470', 446, 64, 8),
    ]);
    expect(d.transportDocumentNumber).toBe('OOLU2752184470');
    expect(d.bookingReference).toBe('2752184470');
  });
});
