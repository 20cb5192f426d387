import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('bill of lading: one-word captions read only in a caption grid', () => {
  it('reads no place of delivery from a "Delivery:" line outside a grid (a delivery term)', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('BILL OF LADING', 30, 40, 12),
      line('B/L No.: QWTR 7730115', 30, 70, 8),
      line('Delivery: DAP Hamburg', 30, 90, 8),
      line('Booking: per contract', 30, 110, 8),
    ]);
    expect(d.placeOfDelivery ?? null).toBeNull();
    expect(d.bookingReference ?? null).toBeNull();
  });

  it('reads them in a row of three one-word captions over their values', () => {
    const cap = (x: number, caption: string, value: string) => [line(caption, x, 130, 6.2), line(value, x, 139, 8.4)];
    const d = extractLogisticsPage('bill_of_lading', [
      line('BILL OF LADING', 30, 40, 12),
      ...cap(30, 'RECEIPT', 'LYON (FRLYS)'), ...cap(160, 'LOADING', 'MARSEILLE (FRMRS)'), ...cap(300, 'DELIVERY', 'TUNIS CY'),
    ]);
    expect(d.portOfLoading).toMatchObject({ unLocode: 'FRMRS' });
    expect(d.placeOfReceipt).toMatchObject({ unLocode: 'FRLYS' });
    expect(d.placeOfDelivery).toBeTruthy();
  });
});
