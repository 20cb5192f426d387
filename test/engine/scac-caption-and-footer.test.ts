import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('SCAC printed at the end of a footer line, or under a caption of its own', () => {
  it('reads "SCAC: EGLV" ending the form\'s footer line', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('ACME LINE', 30, 30, 16, true), line('ACME MARINE CORP. LTD. AS CARRIER', 300, 660),
      line('ACML B/L FORM (10/2023) SCAC: ACML', 30, 806, 6),
    ]);
    expect(d.carrier?.scac).toBe('ACML');
  });

  it('reads the SCAC under its caption in a grid of captions', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('ACME CONTAINER LINE LIMITED', 100, 30, 9, true),
      line('PLACE OF ISSUE', 216, 445, 6, true), line('SCAC', 396, 467, 6, true), line('SHENZHEN', 216, 455), line('ACML', 396, 477),
    ]);
    expect(d.carrier?.scac).toBe('ACML');
  });
});
