import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';
import { parseIncoterm } from '../../engine/extract/parse/codes.ts';
import { transportModeOf } from '../../engine/extract/logistics/customs-mode.ts';

/** One printed line of two runs: a bold caption and, right after it, its translation in smaller regular type. */
function captionPair(local: string, english: string, x: number, y: number): Line {
  const a = line(local, x, y, 6, true);
  const b = line(english, a.bbox[2] + 3, y, 5.2);
  return { text: `${a.text} ${b.text}`, bbox: [a.bbox[0], y, b.bbox[2], y + 6], words: [...a.words, ...b.words] };
}

describe('a declaration with bold local captions and their translations after them', () => {
  it('reads each caption by either language and the parties under them', () => {
    const d = extractLogisticsPage('customs_declaration', [
      captionPair('8 Mottaker', 'Consignee', 30, 100), line('NORDLYS HANDEL AS', 32, 108, 7.6),
      line('Storgata 5', 32, 117, 7.6), line('0155 Oslo, Norge', 32, 126, 7.6), line('Org.nr. 923609016 MVA', 32, 135, 7.6),
      captionPair('20 Leveringsvilkår', 'Delivery terms', 300, 100), line('FCA BERGEN', 302, 108, 7.6),
      captionPair('22 Valuta og fakturabeløp', 'Currency', 300, 150), line('USD 12 400,00', 302, 158, 7.6),
    ]);
    expect(d.importer?.name).toBe('NORDLYS HANDEL AS');
    expect(d.importer?.address).toBe('Storgata 5, 0155 Oslo, Norge');
    expect(d.importer?.taxId).toBe('923609016 MVA');
    expect(d.incoterms).toBe('FCA');
    expect(d.currency).toBe('USD');
    expect(d.totalInvoiceAmount).toBe(12400);
  });
});

describe('captioned national ids', () => {
  it('reads a Norwegian organisation number (mod 11), a Malaysian company number and a Japanese corporate number', () => {
    expect(findTaxIds('Org. nr: 812345672')[0]?.value).toBe('812345672');
    expect(findTaxIds('Org.nr. 812345673')).toHaveLength(0);
    expect(findTaxIds('Co. Reg. No. 201901012345 (1234567-A)')[0]?.value).toBe('201901012345 (1234567-A)');
    expect(findTaxIds('Corporate No. 7123456789012')[0]?.value).toBe('7123456789012');
  });
});

describe('Norwegian transport mode and a place with its region', () => {
  it('reads "3 - VEI / ROAD" as road and keeps the region after a comma in an Incoterms place', () => {
    expect(transportModeOf('3 - VEI / ROAD', null)).toBe('ROAD');
    expect(transportModeOf('1 - SJØ', null)).toBe('SEA');
    expect(parseIncoterm('DAP Lyon Hub, Rhône')?.place).toBe('Lyon Hub, Rhône');
    expect(parseIncoterm('CIF Rotterdam, Incoterms 2020')?.place).toBe('Rotterdam');
  });
});
