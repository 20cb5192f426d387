import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A voyage number's leading zero OCR read as the letter O ("O37E" for "037E"): zero-padded voyage serials do not
 * start with the letter. Letter-led voyages ("OB612R") do, and keep it.
 */
const voyage = (text: string) => [line('Vessel', 30, 200, 6), line('NORDIC STAR', 30, 208), line('Voyage No.', 200, 200, 6), line(text, 200, 208)];

describe('a voyage number read by OCR with an O for its leading zero', () => {
  it('is read with the zero', () => {
    expect(extractLogisticsPage('bill_of_lading', voyage('O37E').map(ocrLine)).voyageNumber).toBe('037E');
    expect(extractLogisticsPage('delivery_order', voyage('O412W').map(ocrLine)).voyageNumber).toBe('0412W');
  });

  it('keeps a text layer\'s O, an O before letters only, and an O a letter follows', () => {
    expect(extractLogisticsPage('bill_of_lading', voyage('O37E')).voyageNumber).toBe('O37E');
    expect(extractLogisticsPage('bill_of_lading', voyage('OWEST').map(ocrLine)).voyageNumber).toBe('OWEST');
    expect(extractLogisticsPage('bill_of_lading', voyage('OB612R').map(ocrLine)).voyageNumber).toBe('OB612R');
    expect(extractLogisticsPage('bill_of_lading', voyage('ON123E').map(ocrLine)).voyageNumber).toBe('ON123E');
  });
});
