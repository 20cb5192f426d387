import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * "Pelabuhan Punggah" (Malay: port of unloading), beside "Pelabuhan Bongkar": on a scan the English half "/ POD",
 * too short to name the field alone, is read into the same segment and the port went unread.
 */
describe('a Malay port of discharge caption', () => {
  it('gives the port under it, on a scan too', () => {
    const lines = [line('DELIVERY ORDER', 700, 37, 12), line('Pelabuhan Punggah/ POD', 33, 200, 6.4), line('PORT KLANG (MYPKG)', 36, 209, 8)];
    for (const ls of [lines, lines.map(ocrLine)]) expect(extractLogisticsPage('delivery_order', ls).portOfDischarge).toMatchObject({ name: 'PORT KLANG', unLocode: 'MYPKG' });
  });
});
