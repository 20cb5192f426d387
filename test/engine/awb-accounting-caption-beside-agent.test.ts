import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * An air waybill's agent box with the accounting box's caption beside it on the same row, as OCR gives them (box
 * heights, no font sizes): the caption on the right is the next box's, not the agent's name.
 */

describe('the accounting caption beside the issuing agent\'s box', () => {
  it('reads the agent under its caption, not the caption beside it', () => {
    const d = extractLogisticsPage('air_waybill', [
      line("Issuing Carrier's Agent Name and City", 30, 160, 7), line('Accounting Information', 300, 160, 7),
      line('NILE DELTA AIR FREIGHT SAE', 30, 170, 7), line('FREIGHT PREPAID', 300, 170, 7),
      line('CAIRO', 30, 179, 7),
    ].map(ocrLine));
    expect(d.issuingCarrierAgent).toMatchObject({ name: 'NILE DELTA AIR FREIGHT SAE' });
  });
});
