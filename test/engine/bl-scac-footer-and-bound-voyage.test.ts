import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('B/L header codes printed in unlabelled places', () => {
  it('reads a SCAC that opens a footer line going on with the form number', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('BILL OF LADING', 300, 40, 12), line('ORIENT BAY SHIPPING LTD.', 300, 20, 14), line('SCAC: OBSL    FORM OBS-BL-2019', 400, 810, 6),
    ]);
    expect(d.carrier?.scac).toBe('OBSL');
  });

  it('splits a voyage printed bound first ("N207") off the vessel name under a vessel / voyage caption', () => {
    const d = extractLogisticsPage('bill_of_lading', [line('Ocean Vessel / Voy. No.', 300, 200, 6), line('ORIENT BAY 12 N207', 303, 208)]);
    expect(d.vessel?.name).toBe('ORIENT BAY 12');
    expect(d.voyageNumber).toBe('N207');
  });
});
