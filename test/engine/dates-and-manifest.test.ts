import { describe, expect, it } from 'vitest';
import { inferDateOrder } from '../../engine/extract/parse/dates.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

describe('date order: only tokens that read as dates count', () => {
  it('a Japanese address ("3-14-7 MINAMI-HONMACHI") is no month-first date', () => {
    expect(inferDateOrder(['3-14-7 MINAMI-HONMACHI, CHUO-KU', 'ON OR ABOUT 12/03/2026'], 'en', null)).toBe('DMY');
    const d = extractLogisticsPage('shipping_manifest', [
      line('CARGO MANIFEST', 40, 40, 12, true),
      line('Manifest No.: OSK-2611', 40, 70),
      line('Consignee: KAWAMURA APPAREL CO., LTD.', 40, 84),
      line('3-14-7 MINAMI-HONMACHI, CHUO-KU', 40, 96),
      line('Manifest Date: 12/03/2026', 40, 110),
    ]);
    expect(d.date).toBe('2026-03-12');
  });

  it('ids and references with hyphens or one-digit years are no dates', () => {
    expect(inferDateOrder(['REF AB-12-13-14', '12-13-14-B', '1-23-45', 'Version 3.14.7'], 'en', null)).toBe('DMY');
    // Unambiguous dates still count, hyphenated or two-digit-year.
    expect(inferDateOrder(['Date 03-14-26'], 'en', null)).toBe('MDY');
    expect(inferDateOrder(['Date 14/03/26'], 'en', 'US')).toBe('DMY');
  });

  it('dotted dates (dd.mm.yyyy) are day-first evidence, over a country hint', () => {
    expect(inferDateOrder(['Datum: 10.03.2026'], 'en', 'US')).toBe('DMY');
    const ctx = buildContext([page([
      line('CARGO MANIFEST', 40, 40, 12, true),
      line('Port of Discharge: MIAMI, FL, U.S.A.', 40, 70),
      line('Manifest Date: 10.03.2026', 40, 84),
    ])], 'en');
    expect(ctx.dateOrder).toBe('DMY');
  });

  it('unambiguous dates decide over dotted ones and the country', () => {
    expect(inferDateOrder(['03.04.2026', 'Issued 12/25/2026'], 'en', null)).toBe('MDY');
    expect(inferDateOrder(['Issued 25/12/2026'], 'en', 'US')).toBe('DMY');
  });
});

describe('manifest entries: wrapped names and packages', () => {
  // Columns as a Courier manifest prints them, captions over two lines; each entry over two printed lines.
  const header = (y: number) => [
    line('B/L NO.', 16, y, 6.5), line('SHIPPER', 80, y, 6.5), line('CONSIGNEE', 172, y, 6.5), line('CONTAINER NO.', 264, y, 6.5),
    line('NO. &', 340, y, 6.5), line('KIND PKGS', 340, y + 8, 6.5), line('DESCRIPTION', 402, y, 6.5),
    line('GROSS WT', 488, y, 6.5), line('(LBS)', 488, y + 8, 6.5),
  ];
  const entry = (y: number, bl: string, s: [string, string], c: [string, string], cn: string[], n: string, kind: string, d: [string, string], w: string) => [
    line(bl, 16, y, 7), line(s[0], 80, y, 7), line(c[0], 172, y, 7), line(cn[0], 264, y, 7), line(n, 340, y, 7), line(d[0], 402, y, 7), line(w, 510, y, 7),
    line(s[1], 80, y + 9, 7), line(c[1], 172, y + 9, 7), ...(cn[1] ? [line(cn[1], 264, y + 9, 7)] : []), line(kind, 340, y + 9, 7), line(d[1], 402, y + 9, 7),
  ];

  it('a name wrapped onto a second line, a count over its kind, two containers', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      line('CARGO MANIFEST', 200, 40, 12, true),
      ...header(80),
      ...entry(100, 'KFS261101', ['KINGSTON RUM', 'DISTILLERS LIMITED'], ['HIALEAH TEXTILE', 'WHOLESALE INC'], ['CRXU3481253'], '306', 'CRATES', ['WOODEN', 'HANDICRAFTS'], '7,098'),
      ...entry(124, 'KFS261108', ['JAMAICA BAUXITE', 'EXPORTS LTD'], ['BISCAYNE BEVERAGE', 'DISTRIBUTORS LLC'], ['ZCSU8946397', 'SEGU2639303'], '327', 'CASES', ['JAMAICAN RUM IN', 'GLASS BOTTLES'], '23,962'),
    ]);
    const entries = d.entries as Array<Record<string, any>>;
    expect(entries.map((e) => [e.billOfLadingNumber, e.shipper?.name, e.consignee?.name, e.description])).toEqual([
      ['KFS261101', 'KINGSTON RUM DISTILLERS LIMITED', 'HIALEAH TEXTILE WHOLESALE INC', 'WOODEN HANDICRAFTS'],
      ['KFS261108', 'JAMAICA BAUXITE EXPORTS LTD', 'BISCAYNE BEVERAGE DISTRIBUTORS LLC', 'JAMAICAN RUM IN GLASS BOTTLES'],
    ]);
    expect(entries.map((e) => e.packages)).toEqual([{ count: 306, type: 'CRATES' }, { count: 327, type: 'CASES' }]);
    expect(entries[1].containerNumbers).toEqual(['ZCSU8946397', 'SEGU2639303']);
  });

  it('a line with its own count is a row of its own, not a wrap', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      ...header(80),
      line('KFS261101', 16, 100, 7), line('KINGSTON RUM', 80, 100, 7), line('HIALEAH TEXTILE', 172, 100, 7), line('306 CRATES', 340, 100, 7), line('HANDICRAFTS', 402, 100, 7),
      line('KFS261108', 16, 109, 7), line('PORTMORE LTD', 80, 109, 7), line('DORAL CORP', 172, 109, 7), line('12 CASES', 340, 109, 7), line('RUM', 402, 109, 7),
    ]);
    const entries = d.entries as Array<Record<string, any>>;
    expect(entries.map((e) => [e.shipper?.name, e.packages])).toEqual([
      ['KINGSTON RUM', { count: 306, type: 'CRATES' }],
      ['PORTMORE LTD', { count: 12, type: 'CASES' }],
    ]);
  });
});
