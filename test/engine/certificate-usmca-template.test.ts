import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

/** A data element: its numbered caption at the left, sub-rows (sub-caption, value) on its right, 13 points apart. */
const element = (caption: string, rows: Array<[string, string]>, y: number): Line[] => [
  line(caption, 40, y, 8),
  ...rows.flatMap(([k, v], i) => [...(k ? [line(k, 162, y + i * 13, 7.5)] : []), line(v, 240, y + i * 13, 9)]),
];

// The USMCA certification of origin on the optional template: data elements 1-9.
const lines: Line[] = [
  line('USMCA / T-MEC / CUSMA CERTIFICATION OF ORIGIN', 122, 27, 14),
  line('Certification No.: GLA-USMCA-2026-014', 411, 61, 9),
  line('1. CERTIFIER TYPE', 40, 81, 8), line('IMPORTER', 176, 85, 9), line('X EXPORTER', 284, 85, 9), line('PRODUCER', 416, 85, 9),
  ...element('3. EXPORTER', [['NAME', 'GREAT LAKES AXLE COMPONENTS, INC.'], ['ADDRESS', '2750 Industrial Row Drive, Troy, MI 48084, United States'],
    ['TELEPHONE', '(248) 362-4410'], ['EMAIL', 'compliance@glaxle.com'], ['TAX ID (EIN)', '38-3312547']], 177),
  line('(if different from', 40, 187, 8), line('certifier: name,', 40, 197, 8),
  ...element('4. PRODUCER', [['NAME', 'SAGINAW PRECISION FORGE LLC'], ['ADDRESS', '1400 N. Outer Drive, Saginaw, MI 48601, United States'],
    ['TELEPHONE', '(989) 752-3180'], ['EMAIL', 'sales@saginawforge.com']], 247),
  ...element('5. IMPORTER', [['NAME', 'ENSAMBLADORA AUTOMOTRIZ DEL BAJIO, S.A. DE C.V.'], ['ADDRESS', 'Carretera Silao-Leon Km 3.8, Parque Industrial,'],
    ['', 'Silao, Guanajuato 36275, Mexico'], ['TELEPHONE', '+52 472 722 9100'], ['EMAIL', 'comercioexterior@eabajio.com.mx'], ['RFC', 'EAB0807151K2']], 304),
  line('ITEM', 40, 394, 7.5), line('6. DESCRIPTION OF GOOD(S)', 68, 394, 7.5), line('7. HTS', 358, 394, 7.5), line('8. ORIGIN', 428, 394, 7.5),
  line('COUNTRY OF', 498, 394, 7.5), line('(6 DIGITS)', 358, 403, 7.5), line('CRITERION', 428, 403, 7.5), line('ORIGIN', 498, 403, 7.5),
  ...[['Rear axle shaft, forged steel', '8708.50', 'B'], ['Hex flange bolts M14 x 1.5', '7318.15', 'C']].flatMap(([d, h, c], i) => [
    line(String(i + 1), 44, 419 + i * 19, 9), line(d, 68, 419 + i * 19, 9), line(h, 362, 419 + i * 19, 9), line(c, 448, 419 + i * 19, 9),
    line('UNITED STATES', 504, 419 + i * 19, 9),
  ]),
  line('9. BLANKET PERIOD', 40, 462, 8), line('FROM: 01/01/2026', 162, 465, 9.5), line('TO: 12/31/2026', 322, 465, 9.5),
  line('I certify that the goods described in this document qualify as originating and the information is true.', 36, 486, 8.5),
  line('COMPANY', 40, 580, 7.5), line('GREAT LAKES AXLE COMPONENTS, INC.', 192, 580, 9.5),
  line('NAME', 40, 598, 7.5), line('Daniel R. Whitfield', 192, 598, 9.5),
  line('DATE (MM/DD/YYYY)', 40, 616, 7.5), line('03/16/2026', 192, 616, 9.5),
];

describe('USMCA certification of origin (optional template)', () => {
  const d = extractLogisticsPage('certificate_of_origin', lines);

  it('is classified as a certificate of origin by its title', () => {
    expect(classify(buildContext([page(lines)], 'en', true)).type).toBe('certificate_of_origin');
  });

  it('reads the certification number and the agreement as the certificate type', () => {
    expect(d.certificateNumber).toBe('GLA-USMCA-2026-014');
    expect(d.certificateType).toBe('USMCA');
  });

  it('reads parties printed as NAME / ADDRESS / TELEPHONE / EMAIL sub-rows beside their data element', () => {
    expect(d.exporter).toEqual({ name: 'GREAT LAKES AXLE COMPONENTS, INC.', address: '2750 Industrial Row Drive, Troy, MI 48084, United States',
      taxId: '38-3312547', email: 'compliance@glaxle.com', phone: '(248) 362-4410' });
    expect(d.producer).toMatchObject({ name: 'SAGINAW PRECISION FORGE LLC', phone: '(989) 752-3180', email: 'sales@saginawforge.com' });
  });

  it('reads the importer as the consignee, its wrapped address joined', () => {
    expect(d.consignee).toEqual({ name: 'ENSAMBLADORA AUTOMOTRIZ DEL BAJIO, S.A. DE C.V.',
      address: 'Carretera Silao-Leon Km 3.8, Parque Industrial, Silao, Guanajuato 36275, Mexico',
      taxId: 'EAB0807151K2', email: 'comercioexterior@eabajio.com.mx', phone: '+52 472 722 9100' });
  });

  it('ends the goods grid at the next numbered data element, HTS read with its dot', () => {
    expect(d.goods).toHaveLength(2);
    expect(d.goods[1]).toMatchObject({ itemNumber: 2, description: 'Hex flange bolts M14 x 1.5', hsCode: '731815', originCriterion: 'C' });
  });

  it('reads the country every item gives in a stacked "Country of origin" column', () => {
    expect(d.countryOfOrigin).toBe('US');
  });

  it('dates a self-certification by the date its certifier signed', () => {
    expect(d.issueDate).toBe('2026-03-16');
  });
});
