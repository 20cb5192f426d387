import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// A road consignment note is quoted with its name ("CMR 7781203"), whether the previous-document box prints its
// document code before it or a truck's plate beside it.
const declaration = (value: string) => [
  line('SINGLE ADMINISTRATIVE DOCUMENT - IMPORT', 40, 20, 10, true),
  line('40 Summary declaration/Previous document', 40, 100, 5), line(value, 44, 108, 7),
];

describe('a road consignment note as the transport document', () => {
  it('keeps "CMR" before the number after the SAD document code', () => {
    expect(extractLogisticsPage('customs_declaration', declaration('N730 CMR 7781203')).transportDocumentReference).toBe('CMR 7781203');
  });
  it('keeps "CMR" before the number after a vehicle\'s plate', () => {
    expect(extractLogisticsPage('customs_declaration', declaration('TRUCK WX 4471 CMR 7781203')).transportDocumentReference).toBe('CMR 7781203');
  });
  it('still drops a bill of lading\'s document code', () => {
    expect(extractLogisticsPage('customs_declaration', declaration('N705 MSCU7781203450')).transportDocumentReference).toBe('MSCU7781203450');
  });
});
