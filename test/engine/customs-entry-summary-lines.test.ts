import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

// A numbered box: its small caption over its value lines.
const box = (x: number, y: number, caption: string, values: string[]): Line[] => [line(caption, x, y, 5.8), ...values.map((v, i) => line(v, x + 2, y + 8 + i * 10, 8))];
// A figure right-aligned at `right` (8 pt, 5 pt a character).
const right = (text: string, r: number, y: number): Line => line(text, r - text.length * 5, y, 8);

/**
 * The line area of a US entry summary: box numbers over three caption lines, box 27 printed as its number alone,
 * the tariff number's box (29) stacked under the description's (28) in one column, a sub-box's caption under the
 * gross weight's (B. Manifest Qty.), the currency of the values in the value column's caption.
 */
const lineHead = (y: number): Line[] => [
  ['27.', 32, 0], ['28. Description of Merchandise', 66, 0], ['30. A. Gross', 282, 0], ['31. Net Quantity', 350, 0], ['32. A. Entered', 412, 0],
  ['33. A. HTSUS', 486, 0], ['34. Duty and', 532, 0],
  ['Line', 32, 7], ['29. A. HTSUS No.', 66, 7], ['Weight (kg)', 282, 7], ['in HTSUS Units', 350, 7], ['Value (USD)', 412, 7], ['Rate', 486, 7], ['I.R. Tax', 532, 7],
  ['No.', 32, 14], ['B. Manifest Qty.', 282, 14], ['B. CHGS', 412, 14],
].map(([t, x, dy]) => line(t as string, x as number, y + (dy as number), 5.8));

/** One entry line: its number, gross weight and description first, the tariff number and the figures under the description. */
function entryLine(y: number, no: string, desc: string[], hs: string, gross: string, qty: string, value: string, rate: string, duty: string): Line[] {
  const at = y + desc.length * 9;
  return [
    line(no, 34, y, 8), right(gross, 344, y), ...desc.map((d, i) => line(d, 67, y + i * 9, 8)),
    line(hs, 67, at, 8), right(qty, 406, at), right(value, 480, at), right(rate, 526, at), right(duty, 578, at),
    // The sub-box codes under the entered value.
    line('C N', 466, at + 10, 7),
  ];
}

const page1: Line[] = [
  line('ENTRY SUMMARY', 250, 16, 13, true),
  ...box(33, 43, '1. Filer Code/Entry No.', ['K4M-0093318-2']), ...box(401, 43, '6. Port', ['3001']),
  ...box(33, 69, '7. Entry Date', ['03/02/2027']), ...box(401, 69, '10. Country of Origin', ['TH']),
  ...box(309, 95, '26. Importer of Record Name and Address', ['HARBOR HOME GOODS CORP.', '400 Pine Street', 'Seattle, WA 98101']),
  ...lineHead(140),
  ...entryLine(170, '001', ['COTTON BED SHEETS, PERCALE,', 'QUEEN SIZE'], '6302.21.9020', '2450', '1,200 DOZ', '54,300', '6.7%', '3,638.10'),
  line('85 CTNS', 309, 179, 7.4),
  ...entryLine(220, '002', ['STAINLESS STEEL COOKWARE SETS'], '7323.93.0080', '980', '640 NO', '18,750', 'FREE', '0.00'),
  // A note under the last line, across the columns: no part of the line above it.
  line('ENTRY CONTINUED ON THE NEXT SHEET - LINE 003', 34, 262, 7.4, true),
];

const page2: Line[] = [
  line('ENTRY SUMMARY', 250, 16, 13, true),
  ...lineHead(60),
  ...entryLine(90, '003', ['GLASS STORAGE JARS WITH LIDS'], '7013.49.5000', '1310', '2,000 NO', '9,400', '3%', '282.00'),
  line('Other Fee Summary (for Block 39)', 33, 130, 6.2, true), line('CBP USE ONLY / TOTALS', 309, 130, 6.2, true),
  ...box(33, 200, '41. Broker/Filer Information (Name, address, phone number)', ['NORTHWEST ENTRY SERVICES LLC', '2201 Alaskan Way, Suite 310, Seattle, WA 98121', 'Phone (206) 555-0187']),
];

const read = (): ReturnType<typeof extractLogistics> => extractLogistics('customs_declaration', buildContext([page(page1), { ...page(page2), pageNumber: 2 }], 'en'));
const extract = (): Record<string, any> => read().data as Record<string, any>;

describe('the line area of a US entry summary (numbered boxes 27 to 34)', () => {
  it('reads each line over its printed lines: description over the tariff number, weight, quantity with its unit, value, rate and duty', () => {
    const d = extract();
    expect(d.items).toHaveLength(3);
    expect(d.items[0]).toMatchObject({
      itemNumber: 1, description: 'COTTON BED SHEETS, PERCALE, QUEEN SIZE', hsCode: '6302219020', grossWeight: { value: 2450, unit: 'kg' },
      quantity: 1200, unit: 'DOZ', customsValue: 54300, dutyRate: 6.7, dutyAmount: 3638.1,
    });
    // A rate printed "FREE" is no duty; the note under the last line is not its description.
    expect(d.items[1]).toMatchObject({ itemNumber: 2, description: 'STAINLESS STEEL COOKWARE SETS', hsCode: '7323930080', quantity: 640, unit: 'NO', dutyRate: 0, dutyAmount: 0 });
  });

  it('goes on with the lines of the continuation sheet, and stops at the box under them', () => {
    const d = extract();
    expect(d.items[2]).toMatchObject({ itemNumber: 3, description: 'GLASS STORAGE JARS WITH LIDS', hsCode: '7013495000', customsValue: 9400, dutyRate: 3, dutyAmount: 282 });
    expect(d.totalDuties).toBe(3920.1);
  });

  it('takes the currency from the value column caption and the country of origin of every line from box 10', () => {
    const d = extract();
    expect(d.currency).toBe('USD');
    expect(d.items.map((it: { countryOfOrigin: string }) => it.countryOfOrigin)).toEqual(['TH', 'TH', 'TH']);
    // Box 10's country is every line's by the form's convention, not read off the lines: its evidence says so.
    const { fields } = read();
    expect(fields['items[0].countryOfOrigin']).toMatchObject({ source: 'derived', bbox: null });
    expect(fields.countryOfOrigin.source).not.toBe('derived');
  });

  it('reads the port of entry as the customs office and the broker of box 41 as the declarant', () => {
    const d = extract();
    expect(d.customsOffice).toBe('3001');
    expect(d.declarant).toMatchObject({ name: 'NORTHWEST ENTRY SERVICES LLC', address: '2201 Alaskan Way, Suite 310, Seattle, WA 98121', phone: '(206) 555-0187' });
  });

  it('reads no customs office from a port box holding no port code: a code is four to six letters and figures', () => {
    const d = extractLogisticsPage('customs_declaration', [line('ENTRY SUMMARY', 250, 16, 13, true), ...box(33, 43, '1. Filer Code/Entry No.', ['K4M-0093318-2']), ...box(401, 43, '6. Port', ['20270302'])]);
    expect(d.customsOffice).toBeNull();
  });

  it('reads the totals column of numbered boxes, each caption left and its figure right on its line', () => {
    const totals = [['37. Duty', '2,040.55'], ['38. Tax', '0.00'], ['39. Other', '310.20'], ['40. Total', '2,350.75']]
      .flatMap(([c, v], i) => [line(c, 316, 300 + i * 18, 8), right(v, 576, 300 + i * 18)]);
    const d = extractLogisticsPage('customs_declaration', [line('ENTRY SUMMARY', 250, 16, 13, true), ...totals]);
    expect(d.totalDuties).toBe(2040.55);
    expect(d.totalTaxes).toBe(0);
  });
});
