import { describe, expect, it } from 'vitest';
import { countryInLines, countryInText, findDates, monthFromName, parseDate } from '../../engine/extract/parse/index.ts';

describe('document hints and value parsers skip work without changing answers', () => {
  it('month names are found by any leading part of three letters or more, none where two months share it', () => {
    const cases: Array<[string, number | null]> = [
      ['jan', 1], ['Jan.', 1], ['JANV', 1], ['ja', null], ['jui', null], ['juil', 7], ['juin', 6], ['juni', 6], ['ju', null],
      ['mar', 3], ['MÄRZ', 3], ['mär', 3], ['ma', null], ['mai.', 5], ['may', 5], ['sept', 9], ['setem', 9], ['déc.', 12],
      ['août', 8], ['augustusx', null], ['mrt', 3], ['abr', 4], ['foo', null], ['', null],
    ];
    for (const [word, month] of cases) expect([word, monthFromName(word)]).toEqual([word, month]);
  });

  it('dates are read in texts that have each form, and none in texts that lack its parts', () => {
    expect(findDates('INV/2023/03/0008')).toEqual([]);
    expect(findDates('993548900')).toEqual([]);
    expect(findDates('Due Date:')).toEqual([]);
    expect(findDates('Total 12 EUR')).toEqual([]);
    expect(findDates('15Mar2018').map((d) => d.value.iso)).toEqual(['2018-03-15']);
    expect(findDates('Jan 31, 2022').map((d) => [d.index, d.raw])).toEqual([[0, 'Jan 31, 2022']]);
    // A named-month date hides the numeric reading of its parts; dates come in text order whichever form found them.
    expect(findDates('on 01.02.2020 and 3 March 2021 or 12-Mar-21').map((d) => d.value.iso)).toEqual(['2020-02-01', '2021-03-03', '2021-03-12']);
    expect(findDates('17/01/201842153').map((d) => d.raw)).toEqual(['17/01/2018']);
    expect(parseDate('20180305')).toEqual({ iso: '2018-03-05', ambiguous: false });
    expect(parseDate('04/05/2020', 'MDY')).toEqual({ iso: '2020-04-05', ambiguous: true });
  });

  it('countries are searched in the lines around a name only, with the answer of the whole joined text', () => {
    const filler = ['Invoice 12', '', 'of', 'the', 'Republic', 'Total 3.00', 'ACME GmbH'];
    const names = ['United', 'States', 'of', 'America', 'Germany', 'the', 'Netherlands', 'Kingdom', 'People\'s', 'Republic', 'China',
      'Österreich', 'Pays-Bas', 'Viet', 'Nam', 'France'];
    let seed = 11;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let t = 0; t < 2000; t++) {
      const lines = Array.from({ length: 1 + next(30) }, () => (next(3) ? filler[next(filler.length)] : names[next(names.length)]));
      // Joined with single spaces as the hint joins them (countryInText folds runs of spaces, so no empty lines there).
      const nonEmpty = lines.filter((l) => l !== '');
      expect([nonEmpty, countryInLines(nonEmpty)]).toEqual([nonEmpty, countryInText(nonEmpty.join(' '))]);
    }
    expect(countryInLines(['United', ...Array(8).fill('Invoice 12'), 'States'])).toBeNull();
    expect(countryInLines(['Sold to', 'United', 'States', 'of', 'America', ...Array(8).fill('x'), 'Germany'])).toBe('DE');
    expect(countryInLines(['Germany', ...Array(8).fill('x'), 'People\'s', 'Republic', 'of', 'China'])).toBe('CN');
  });
});
