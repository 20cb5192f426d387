import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { line, page } from './support/page.ts';

// A national Single Administrative Document whose title line is too long to read as a title, its boxes captioned
// with numbers, and invoice words among its boxes ("Total invoice amount", "Item price"): the SAD's own box
// captions tell it from an invoice.
const lines = [
  line('REPUBLIC OF EXAMPLE - CUSTOMS ADMINISTRATION', 40, 20, 9, true),
  line('SINGLE ADMINISTRATIVE DOCUMENT - IMPORT ENTRY AND INTERNAL REVENUE DECLARATION FORM', 40, 32, 7, true),
  line('2 Exporter/Consignor', 40, 60, 5), line('NORDIC VALVE WORKS AB', 44, 68, 8),
  line('A OFFICE OF CLEARANCE', 300, 60, 5), line('X01 SOUTH PORT', 304, 68, 8),
  line('CUSTOMS REFERENCE / REGISTRATION', 300, 84, 5), line('No. K-20931 Date 02/04/2026', 304, 92, 8),
  line('9 Person responsible for financial settlement', 40, 110, 5), line('HARBOUR TRADING CORP.', 44, 118, 8),
  line('14 Declarant/Representative, TIN', 40, 140, 5), line('CLEARWAY BROKERS INC.', 44, 148, 8),
  line('22a Total invoice amount', 300, 140, 5), line('12,400.00', 304, 148, 8),
  line('Invoice No. INV-2209', 300, 160, 8),
  line('41 Supplementary units', 40, 200, 5), line('300 PCE', 44, 208, 8),
  line('42 Item price (USD)', 300, 200, 5), line('12,400.00', 304, 208, 8),
  line('47 Calculation of taxes Type Tax base Rate Amount', 40, 230, 5),
  line('49 Identification of warehouse', 40, 280, 5), line('N/A', 44, 288, 8),
];

describe('SAD box captions as customs cues', () => {
  it('classifies a SAD with invoice words among its boxes as a customs declaration', () => {
    expect(classify(buildContext([page(lines)], 'en', true)).type).toBe('customs_declaration');
  });
});
