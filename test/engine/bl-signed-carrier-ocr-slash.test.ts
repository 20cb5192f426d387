import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * The carrier named after its bilingual signature caption, as OCR reads it: the space before the slash and the
 * legal form's last dot lost ("Signed for the Carrier CMA CGM S.A/ Signe pourle Transporteur").
 */
const signed = (text: string) => [line('BILL OF LADING', 300, 30, 12), line(text, 340, 660, 6)];

describe('the carrier after a bilingual signature caption', () => {
  it('is the name before a slash spaced on one side only, its legal form\'s last dot put back on OCR lines', () => {
    expect(extractLogisticsPage('bill_of_lading', signed('Signed for the Carrier CMA CGM S.A/ Signe pourle Transporteur').map(ocrLine)).carrier?.name).toBe('CMA CGM S.A.');
  });

  it('reads the printed name as before', () => {
    expect(extractLogisticsPage('bill_of_lading', signed('Signed for the Carrier CMA CGM S.A. / Signe pour le Transporteur')).carrier?.name).toBe('CMA CGM S.A.');
    expect(extractLogisticsPage('bill_of_lading', signed('Signed for the Carrier NORDIC LINES A/S')).carrier?.name).toBe('NORDIC LINES A/S');
  });
});
