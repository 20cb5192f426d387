import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A voyage number's leading zero OCR read as the letter O ("OFL3KE1" for "0FL3KE1"): voyage numbers are zero-padded
 * serials, which do not start with the letter.
 */
const voyage = (text: string) => [line('Vessel', 30, 200, 6), line('NORDIC STAR', 30, 208), line('Voyage No.', 200, 200, 6), line(text, 200, 208)];

describe('a voyage number read by OCR with an O for its leading zero', () => {
  it('is read with the zero', () => {
    expect(extractLogisticsPage('bill_of_lading', voyage('OFL3KE1').map(ocrLine)).voyageNumber).toBe('0FL3KE1');
    expect(extractLogisticsPage('delivery_order', voyage('O412W').map(ocrLine)).voyageNumber).toBe('0412W');
  });

  it('keeps a text layer\'s O, and an O before letters only', () => {
    expect(extractLogisticsPage('bill_of_lading', voyage('OFL3KE1')).voyageNumber).toBe('OFL3KE1');
    expect(extractLogisticsPage('bill_of_lading', voyage('OWEST').map(ocrLine)).voyageNumber).toBe('OWEST');
  });
});
