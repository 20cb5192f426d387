import { describe, expect, it } from 'vitest';
import { measuredQuantity, withOfBlocks } from '../../engine/extract/logistics/certificate-goods-rows.ts';
import type { TableRow } from '../../engine/extract/logistics/table.ts';
import type { Segment } from '../../engine/extract/logistics/segments.ts';
import { countryFromName } from '../../engine/extract/parse/index.ts';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

const seg = { page: 1, text: '', bbox: [0, 0, 1, 1], confidence: 1, source: 'text', line: 0, size: 8 } as Segment;
const c = (text: string): { text: string; seg: Segment } => ({ text, seg });

describe('certificate goods printed as packages in words, "OF", then the description', () => {
  it('joins the block cut in two rows: marks, description without the packages, quantity, gross weight, invoice', () => {
    const rows: TableRow[] = [
      { marks: c('KLM'), description: c('TWELVE (12) STEEL DRUMS'), hsCode: c('2915.90'), quantity: c('2,400.5 LTR'), invoice: c('INV-77') },
      { marks: c('PORT C/NO. 1-12'), description: c('OF INDUSTRIAL SOLVENT BLEND'), quantity: c('G.W. 2,950 KGS'), invoice: c('APR. 02, 2026') },
      { marks: c('N/M'), description: c('40 CARTONS'), hsCode: c('4819.10'), quantity: c('800 PIECES') },
      { description: c('OF FOLDING BOXES'), quantity: c('G.W. 310 KGS') },
    ];
    const out = withOfBlocks(rows);
    expect(out).toHaveLength(2);
    expect(out[0].marks?.text).toBe('KLM PORT C/NO. 1-12');
    expect(out[0].description?.text).toBe('INDUSTRIAL SOLVENT BLEND');
    expect(out[0].quantity?.text).toBe('2,400.5 LTR');
    expect(out[0].grossWeight?.text).toBe('2,950 KGS');
    expect(out[0].invoice?.text).toBe('INV-77 APR. 02, 2026');
    expect(out[1].description?.text).toBe('FOLDING BOXES');
    expect(out[1].grossWeight?.text).toBe('310 KGS');
  });

  it('leaves rows that are no such block alone', () => {
    const rows: TableRow[] = [
      { description: c('COTTON SHIRTS'), hsCode: c('6205.20'), quantity: c('100 PCS') },
      { description: c('OF MIXED SIZES'), quantity: c('G.W. 50 KGS') },
    ];
    expect(withOfBlocks(rows)).toHaveLength(2);
  });

  it('reads a quantity with decimals and a unit of measure', () => {
    expect(measuredQuantity('612.5 SQM')).toBe(612.5);
    expect(measuredQuantity('1,440 TINS')).toBe(1440);
    expect(measuredQuantity('G.W. 26 KGS')).toBeNull();
  });
});

describe('certificate countries and issuing body', () => {
  it('reads a country abbreviated letter by letter', () => {
    expect(countryFromName('U.A.E.')).toBe('AE');
    expect(countryFromName('U.S.A.')).toBe('US');
  });

  const cert = (): Line[] => [
    line('CERTIFICATE OF ORIGIN', 300, 40, 12),
    line('11. Declaration by the exporter', 35, 400, 7),
    line('The undersigned hereby declares that all the goods were produced in Vietnam and that they comply', 35, 412, 7),
    line('12. Certification', 303, 440, 7),
    line('It is hereby certified that the declaration by the exporter is correct.', 303, 449, 7),
    line('NATIONAL CHAMBER OF COMMERCE AND INDUSTRY', 303, 458, 7),
    line('DANANG SUB-COUNCIL', 303, 467, 7),
    line('DANANG, 12.05.2026', 303, 476, 7),
  ];

  it('reads the country the goods were produced in before the clause after it', () => {
    expect(extractLogisticsPage('certificate_of_origin', cert()).countryOfOrigin).toBe('VN');
  });

  it('keeps a branch line under the issuing body out of its name', () => {
    expect(extractLogisticsPage('certificate_of_origin', cert()).issuingAuthority).toBe('NATIONAL CHAMBER OF COMMERCE AND INDUSTRY');
  });
});
