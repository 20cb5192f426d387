import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** A chamber's certificate: the number under the title after "No.", its letter groups slash-apart; origin by the state's formal name. */
const lines = [
  line('1. Consignor (exporter), name and address', 39, 38, 6),
  line('DELTA COTTON EXPORTERS CO.', 44, 48, 8), line('12 Corniche Road, Alexandria, Egypt', 44, 58, 8),
  line('Tax Reg. No. 512-334-908', 44, 68, 8),
  line('CERTIFICATE OF ORIGIN', 330, 55, 16, true),
  line('No. CAI/CO/2026/55120', 310, 90, 10, true),
  line('2. Consignee, name and address', 39, 108, 6), line('LISBOA TEXTEIS LDA.', 44, 118, 8), line('Rua Nova 5, 1100-001 Lisboa, Portugal', 44, 128, 8),
  line('4. Country of origin', 39, 174, 6), line('ARAB REPUBLIC OF EGYPT', 44, 184, 9),
  line('5. Country of destination', 303, 174, 6), line('PORTUGAL', 308, 184, 9),
];

describe('a chamber certificate with a slashed number and the origin by its formal name', () => {
  const d = extractLogisticsPage('certificate_of_origin', lines);
  it('reads the number after "No." under the title, with its slash-apart letter groups', () => {
    expect(d.certificateNumber).toBe('CAI/CO/2026/55120');
  });
  it('reads the country of origin from the formal name, and the exporter\'s tax registration number', () => {
    expect(d.countryOfOrigin).toBe('EG');
    expect(d.exporter?.taxId).toBe('512-334-908');
  });
});
