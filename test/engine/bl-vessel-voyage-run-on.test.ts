import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a voyage run on after the vessel name without "V."', () => {
  it('splits "EVERGLOW STAR 0417W" into the vessel and the voyage where no voyage is printed apart', () => {
    const d = extractLogisticsPage('bill_of_lading', [line('Ocean Vessel / Voyage', 30, 200, 6), line('EVERGLOW STAR 0417W', 30, 208)]);
    expect(d.vessel?.name).toBe('EVERGLOW STAR');
    expect(d.voyageNumber).toBe('0417W');
  });

  it('leaves the name whole where the voyage has its own box', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('Vessel', 30, 200, 6), line('EVERGLOW STAR 0417W', 30, 208), line('Voyage No.', 200, 200, 6), line('22N', 200, 208),
    ]);
    expect(d.vessel?.name).toBe('EVERGLOW STAR 0417W');
    expect(d.voyageNumber).toBe('22N');
  });
});
