import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const extract = (type: string, lines: Line[], rules: Rule[] = []) =>
  extractLogistics(type, buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

/** A boxed caption (8 pt) with its value lines (10 pt) under it. */
const box = (caption: string, values: string[], x: number, y: number): Line[] =>
  [line(caption, x, y), ...values.map((v, i) => line(v, x + 2, y + 10 + i * 11, 10))];

describe('EU Single Administrative Document (numbered boxes)', () => {
  const lines: Line[] = [
    line('SINGLE ADMINISTRATIVE DOCUMENT', 30, 14, 14),
    ...box('2 Consignor/Exporter No.', ['SHANGHAI BRIGHT LIGHTING CO., LTD.', 'Room 1201, 500 Pudong Avenue'], 30, 40),
    ...box('1 DECLARATION', ['IM A'], 300, 40),
    ...box('MRN', ['26DE4A7712300458R6'], 400, 40),
    line('8 Consignee No. DE123456789012345', 30, 90),
    line('LICHTHAUS HANDELS GMBH', 32, 100, 10), line('Am Sandtorkai 30', 32, 111, 10),
    ...box('14 Declarant/Representative No.', ['ELBE ZOLLAGENTUR GMBH', 'Koreastrasse 7'], 30, 140),
    ...box('15 Country of dispatch/export', ['CHINA'], 300, 140),
    ...box('20 Delivery terms', ['CIF HAMBURG'], 300, 190),
    ...box('22 Currency & total amount invoiced', ['USD 48 750,00'], 430, 190),
    ...box('25 Mode of transport at the border', ['1'], 30, 230),
    ...box('54 Place and date', ['Hamburg, 12.03.2026'], 430, 230),
    ...box('40 Summary declaration/Previous document', ['N705 OSLUSHA7781203'], 30, 270),
    // Item 1: its boxes, no table.
    ...box('32 Item No.', ['1'], 340, 310),
    ...box('33 Commodity code', ['8539 52 00 00'], 400, 310),
    ...box('34 Ctry origin code', ['CN'], 340, 335),
    ...box('35 Gross mass (kg)', ['2 480,000'], 420, 335),
    ...box('38 Net mass (kg)', ['2 210,000'], 340, 360),
    ...box('46 Statistical value', ['26 300,00'], 440, 360),
    ...box('47 Calculation of taxes Type Tax base Rate Amount', ['A00 26 300,00 2,0 % 526,00', 'B00 26 300,00 19 %'], 30, 385),
    // Item 2.
    ...box('32 Item No.', ['2'], 340, 430),
    ...box('33 Commodity code', ['9405 11 00 90'], 400, 430),
    ...box('34 Ctry origin code', ['CN'], 340, 455),
    ...box('35 Gross mass (kg)', ['1 920,500'], 420, 455),
    ...box('38 Net mass (kg)', ['1 705,000'], 340, 480),
    ...box('46 Statistical value', ['18 622,81'], 440, 480),
    ...box('47 Calculation of taxes Type Tax base Rate Amount', ['A00 18 622,81 8,0 % 1 489,82'], 30, 505),
    ...box('Total gross mass (kg)', ['4 400,500'], 300, 550),
  ];

  it('reads the header boxes by their official wordings', () => {
    const d = extract('customs_declaration', lines);
    expect(d.exporter?.name).toBe('SHANGHAI BRIGHT LIGHTING CO., LTD.');
    // "8 Consignee No." with the EORI beside it: the importer is the party under the caption.
    expect(d.importer?.name).toBe('LICHTHAUS HANDELS GMBH');
    expect(d.declarant?.name).toBe('ELBE ZOLLAGENTUR GMBH');
    expect(d.countryOfExport).toBe('CN');
    expect(d.currency).toBe('USD');
    expect(d.totalInvoiceAmount).toBe(48750);
    expect(d.transportMode).toBe('1');
    expect(d.transportDocumentReference).toBe('OSLUSHA7781203');
    expect(d.date).toBe('2026-03-12');
    expect(d.totalGrossWeight).toEqual({ value: 4400.5, unit: 'kg' });
  });

  it('reads items printed as sets of boxes, one per item', () => {
    const d = extract('customs_declaration', lines);
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({
      itemNumber: 1, hsCode: '85395200', countryOfOrigin: 'CN', grossWeight: { value: 2480, unit: 'kg' },
      netWeight: { value: 2210, unit: 'kg' }, customsValue: 26300, dutyRate: 2, dutyAmount: 526,
    });
    expect(d.items[1]).toMatchObject({ itemNumber: 2, hsCode: '94051100', customsValue: 18622.81, dutyRate: 8, dutyAmount: 1489.82 });
    // No total duties box: the items' duties add up to it.
    expect(d.totalDuties).toBe(2015.82);
  });
});

describe('US CBP Form 7501 entry summary', () => {
  const rows = (pairs: Array<[string, string]>, from: number): Line[] =>
    pairs.flatMap(([label, value], i) => [line(label, 36, from + i * 14), line(value, 260, from + i * 14)]);
  const lines: Line[] = [
    line('DEPARTMENT OF HOMELAND SECURITY - U.S. Customs and Border Protection', 36, 30, 9),
    line('ENTRY SUMMARY', 36, 44, 16),
    ...rows([
      ['1. Filer Code/Entry No.', 'ABC-1234567-8'],
      ['2. Entry Type', '01 ABI/A'],
      // Both dates are ambiguous: the American form reads them month first.
      ['3. Summary Date', '03/12/2026'],
      ['7. Entry Date', '03/10/2026'],
      ['9. Mode of Transport', '11 (VESSEL, CONTAINERIZED)'],
      ['10. Country of Origin', 'SG'],
      ['12. B/L or AWB No.', 'PMCLSIN0412876'],
      ['14. Exporting Country', 'SG'],
      ['26. Importer of Record Name and Address', 'WESTCOAST GROCERY DISTRIBUTORS INC.'],
    ], 80),
    line('1200 E Olympic Blvd', 260, 206),
  ];

  it('reads the numbered captions, US dates and the country the entry is made in', () => {
    const d = extract('customs_declaration', lines);
    expect(d.declarationNumber).toBe('ABC-1234567-8');
    expect(d.date).toBe('2026-03-12');
    expect(d.transportMode).toBe('11');
    expect(d.transportDocumentReference).toBe('PMCLSIN0412876');
    expect(d.countryOfExport).toBe('SG');
    expect(d.importer?.name).toBe('WESTCOAST GROCERY DISTRIBUTORS INC.');
    expect(d.countryOfDestination).toBe('US');
  });
});

describe('certificate of origin in numbered boxes (CCPIT style)', () => {
  const lines: Line[] = [
    ...box('1. Exporter', ['NINGBO BRIGHTWAY TEXTILES CO., LTD.', 'Ningbo 315010, China'], 33, 31),
    line('Certificate No. C263301A0012/00045', 308, 37, 10),
    line('CERTIFICATE OF ORIGIN', 308, 56, 18),
    line("OF THE PEOPLE'S REPUBLIC OF CHINA", 308, 76, 12),
    ...box('2. Consignee', ['NORTHERN APPAREL LTD.', 'Ipswich IP3 9SJ, United Kingdom'], 33, 100),
    ...box('3. Means of transport and route', ['FROM NINGBO, CHINA TO FELIXSTOWE, UK', 'BY SEA, VESSEL MSC GULSUN V.FE611W'], 33, 150),
    ...box('4. Country / region of destination', ['UNITED KINGDOM'], 33, 200),
    ...box('11. Declaration by the exporter', ['The undersigned hereby declares that the above details', 'are correct and that all the goods were produced in China.', 'NINGBO, CHINA 10/03/2026'], 33, 320),
    ...box('12. Certification', ['It is hereby certified that the declaration by the', 'exporter is correct.', 'CHINA COUNCIL FOR THE PROMOTION OF INTERNATIONAL TRADE', 'NINGBO, CHINA 12/03/2026'], 310, 320),
  ];

  it('reads the route, certification and declaration boxes', () => {
    const d = extract('certificate_of_origin', lines);
    expect(d.certificateNumber).toBe('C263301A0012/00045');
    expect(d.certificateType).toBe('non-preferential');
    expect(d.issueDate).toBe('2026-03-12');
    expect(d.issuingAuthority).toBe('CHINA COUNCIL FOR THE PROMOTION OF INTERNATIONAL TRADE');
    expect(d.countryOfOrigin).toBe('CN');
    expect(d.countryOfDestination).toBe('GB');
    expect(d.transport.mode).toBe('SEA');
    expect(d.transport.vessel).toBe('MSC GULSUN');
    expect(d.transport.portOfLoading?.name).toBe('NINGBO');
    expect(d.transport.portOfDischarge?.name).toBe('FELIXSTOWE');
  });

  it('classifies a certificate whose title is printed inside the ruled grid', () => {
    // The whole form is one grid: two columns, rows ruled across.
    const ys = [28, 92, 145, 195, 235, 315, 380];
    const rules: Rule[] = [
      ...ys.map((y): Rule => ({ bbox: [30, y, 580, y + 0.5], kind: 'h' })),
      { bbox: [30, 28, 30.5, 380], kind: 'v' },
      { bbox: [300, 28, 300.5, 380], kind: 'v' },
      { bbox: [580, 28, 580.5, 380], kind: 'v' },
    ];
    const ctx = buildContext([page(lines, rules)], 'en', true);
    const titleInTable = ctx.layout.tables.some((t) => t.bbox[1] <= 56 && t.bbox[3] >= 74);
    expect(titleInTable).toBe(true);
    expect(classify(ctx).type).toBe('certificate_of_origin');
  });
});
