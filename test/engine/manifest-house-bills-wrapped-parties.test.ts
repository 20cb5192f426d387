import { describe, expect, it } from 'vitest';
import { cell, extractLogisticsPage, line } from './support/page.ts';

/** A co-loader's LCL manifest: a header block, then house bills in an unruled table, parties wrapped over lines. */
const header = [
  line('CARGO MANIFEST (LCL CONSOLIDATION)', 300, 30, 11, true),
  line('Manifest No.', 26, 60, 7), line('MCL/SIN/CGP/2611', 110, 60, 7.6, true),
  line('Feeder Vessel / Voy.', 298, 60, 7), line('XIN CHANG SHU / 112W', 400, 60, 7.6, true),
  line('Port of Loading', 26, 71, 7), line('SINGAPORE', 110, 71, 7.6, true),
  line('Port of Discharge', 298, 71, 7), line('CHATTOGRAM', 400, 71, 7.6, true),
];
const table = [
  cell('House B/L', 20, 120), cell('Shipper', 120, 120), cell('Consignee', 240, 120), cell('Pkgs', 360, 120), cell('Description', 400, 120),
  cell('G.W. (KG)', 500, 120), cell('Cntr', 560, 120),
  cell('MCLSINCGP2603104', 20, 135), cell('MERLION ELECTRICALS PTE', 120, 135), cell('BENGAL POWER', 240, 135), cell('92 CTNS', 360, 135),
  cell('LOW VOLTAGE', 400, 135), cell('2,446.5', 500, 135), cell('ONEU', 560, 135),
  cell('LTD', 120, 146), cell('SOLUTIONS LTD', 240, 146), cell('SWITCHGEAR', 400, 146), cell('1186426', 560, 146),
  cell('SINGAPORE 629589', 120, 157), cell('TEJGAON, DHAKA', 240, 157),
  cell('MCLSINCGP2603107', 20, 175), cell('MONTEGO BAY CRAFT', 120, 175), cell('SUNDARBAN FOOD IMPORTS', 240, 175), cell('45 PLTS', 360, 175),
  cell('FILM ROLLS', 400, 175), cell('3,247.9', 500, 175), cell('TCLU', 560, 175),
  cell('EXPORTERS', 120, 186), cell('AGRABAD, CHATTOGRAM', 240, 186), cell('9044179', 560, 186),
];

describe('an LCL manifest of house bills', () => {
  const d = extractLogisticsPage('shipping_manifest', [...header, ...table]);

  it('reads "House B/L" and "Cntr" captions as the bill and container columns', () => {
    expect(d.entries.map((e: any) => e.billOfLadingNumber)).toEqual(['MCLSINCGP2603104', 'MCLSINCGP2603107']);
    expect(d.entries.map((e: any) => e.containerNumbers)).toEqual([['ONEU1186426'], ['TCLU9044179']]);
    expect(d.entries[0].grossWeight).toEqual({ value: 2446.5, unit: 'kg' });
  });

  it('reads a wrapped party name and the place line under it apart', () => {
    expect(d.entries[0].shipper).toMatchObject({ name: 'MERLION ELECTRICALS PTE LTD', address: 'SINGAPORE 629589' });
    expect(d.entries[0].consignee).toMatchObject({ name: 'BENGAL POWER SOLUTIONS LTD', address: 'TEJGAON, DHAKA' });
    expect(d.entries[1].consignee).toMatchObject({ name: 'SUNDARBAN FOOD IMPORTS', address: 'AGRABAD, CHATTOGRAM' });
  });

  it('keeps a name wrapped without a legal form or a place under it whole', () => {
    expect(d.entries[1].shipper).toMatchObject({ name: 'MONTEGO BAY CRAFT EXPORTERS', address: null });
  });

  it('reads the feeder vessel and its voyage from one value, and the sea mode from it', () => {
    expect(d.vessel).toBe('XIN CHANG SHU');
    expect(d.voyageNumber).toBe('112W');
    expect(d.transportMode).toBe('SEA');
  });

  it('knows Chattogram as a port of Bangladesh', () => {
    expect(d.portOfDischarge).toMatchObject({ name: 'CHATTOGRAM', country: 'BD' });
  });
});
