import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// Party boxes whose captions name the number the box holds (", TIN") and whose last line gives it ("TIN 123-...").
const lines = [
  line('SINGLE ADMINISTRATIVE DOCUMENT - IMPORT ENTRY', 40, 20, 9, true),
  line('8 Importer/Consignee, TIN', 40, 60, 5),
  line('HARBOUR TRADING CORP.', 44, 68, 7), line('12 Quay Road', 44, 77, 7), line('Port City 1000', 44, 86, 7),
  line('TIN 111-222-333-000', 44, 95, 7),
  line('14 Declarant/Representative, TIN', 40, 120, 5),
  line('CLEARWAY BROKERS INC.', 44, 128, 7), line('5 Dock Street', 44, 137, 7),
  line('TIN 444-555-666-000 LIC. 0001234', 44, 146, 7),
];

describe('SAD party boxes captioned with their tax number', () => {
  const data = extractLogisticsPage('customs_declaration', lines);
  it('reads the importer under an "Importer/Consignee, TIN" caption, its TIN line as the tax id', () => {
    expect(data.importer).toMatchObject({ name: 'HARBOUR TRADING CORP.', address: '12 Quay Road, Port City 1000', taxId: '111-222-333-000' });
  });
  it('reads the declarant, not "TIN", as the name', () => {
    expect(data.declarant).toMatchObject({ name: 'CLEARWAY BROKERS INC.', address: '5 Dock Street', taxId: '444-555-666-000' });
  });
});
