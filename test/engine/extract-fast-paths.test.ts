import { describe, expect, it } from 'vitest';
import { findAmounts, parseAmount } from '../../engine/extract/parse/amounts.ts';
import { countryInLines, countryInText } from '../../engine/extract/parse/countries.ts';
import { findCurrencies } from '../../engine/extract/parse/currency.ts';
import { findContainerNumbers } from '../../engine/extract/parse/codes.ts';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';
import { fold, matchesOf, squash } from '../../engine/extract/parse/text.ts';
import { LabelIndex } from '../../engine/extract/label-index.ts';
import { labelKeysOf, normLabel } from '../../engine/extract/logistics/label-lookup.ts';
import { LOGISTICS_LABELS, type LogisticsLabelKey } from '../../engine/extract/logistics/labels.ts';
import type { LayoutLine } from '../../engine/extract/context.ts';

function line(text: string, index = 0): LayoutLine {
  return { text, bbox: [0, 0, 100, 10], words: [], page: 1, index, block: 0, confidence: 1, source: 'text' };
}

describe('extraction fast paths give the answers of the full paths', () => {
  it('findAmounts answers a repeated text with the same read-only result', () => {
    const first = findAmounts('Total 1.234,56 EUR', { decimal: ',' });
    expect(first.map((a) => a.value)).toEqual([1234.56]);
    // One list for every caller: read-only by its type (not frozen: frozen lists are slower to make and read).
    expect(findAmounts('Total 1.234,56 EUR', { decimal: ',' })).toBe(first);
    // The decimal mark is part of the question: the same text read with a dot mark is another answer.
    expect(findAmounts('Total 1.234,56 EUR', { decimal: '.' })).not.toBe(first);
    expect(findAmounts('no figures here')).toEqual([]);
  });

  it('findAmounts reads a text that is one bare number as the token search does', () => {
    // A leading word sends the same number through the token search: same values and raws, two places later.
    for (const t of ['7', '007', '12345', '12,5', '12,50', '1234.56', '0.05', '1,234.56', '1.234.567', '1.234', '12.345', '1,234,5', '1.234,56', '9'.repeat(400)]) {
      for (const decimal of [undefined, ',', '.'] as const) {
        const direct = findAmounts(t, { decimal });
        const searched = findAmounts(`x ${t}`, { decimal });
        expect(direct.map((a) => [a.value, a.raw, a.index + 2])).toEqual(searched.map((a) => [a.value, a.raw, a.index]));
      }
    }
    expect(findAmounts('12,50', { decimal: ',' }).map((a) => a.value)).toEqual([12.5]);
    expect(findAmounts('9'.repeat(400))).toEqual([]);
  });

  it('matchesOf gives what matchAll gives, empty and astral-plane matches included, and leaves lastIndex at 0', () => {
    const cases: Array<[RegExp, string]> = [
      [/\d+/g, 'a1 b22 c333'],
      [/x*/g, 'axxb'],
      [/\p{L}*/gu, '😀ab😀'],
      [/(?<=€)\d+/g, '€12 and €3'],
      [/z/g, 'no match'],
    ];
    for (const [re, text] of cases) {
      const expected = [...text.matchAll(re)].map((m) => [m.index, ...m]);
      expect(matchesOf(re, text).map((m) => [m.index, ...m])).toEqual(expected);
      expect(re.lastIndex).toBe(0);
    }
    expect(() => matchesOf(/\d/, '1')).toThrow(TypeError);
  });

  it('parseAmount reads bare integers and one-mark decimals as the full grammar does', () => {
    expect(parseAmount('1234567')).toBe(1234567);
    expect(parseAmount('007')).toBe(7);
    expect(parseAmount('12,50', { decimal: '.' })).toBe(12.5);
    expect(parseAmount('0.05', { decimal: ',' })).toBe(0.05);
    // Three decimals after one mark stay a question of the document's decimal mark.
    expect(parseAmount('1.234')).toBe(1234);
    expect(parseAmount('1.234', { decimal: '.' })).toBe(1.234);
    // Too many digits for a number is no amount.
    expect(parseAmount('9'.repeat(400))).toBeNull();
    expect(parseAmount('(12.50)')).toBe(-12.5);
  });

  it('fold lower-cases ASCII directly and still strips accents and ß elsewhere', () => {
    expect(fold('  Invoice\tNo.  ')).toBe('invoice no.');
    expect(fold('Straße Größe Été')).toBe('strasse grosse ete');
  });

  it('label lookup finds the value offset on plain, spaced and accented lines alike', () => {
    const index = new LabelIndex([line('Invoice No: 123', 0), line('Invoice  No:   456', 1), line('Numéro de facture : 789', 2)]);
    const hits = index.hits(['invoice no', 'numero de facture']);
    const rest = hits.map((h) => h.line.text.slice(h.rest));
    expect(rest).toEqual(['789', '123', '456']);
    // Asked again with a fresh list of the same labels: the same answer.
    expect(index.hits(['invoice no', 'numero de facture'])).toBe(hits);
  });

  it('label keys are none for figures and the same for accented and plain spellings', () => {
    expect(labelKeysOf('12.50')).toBeNull();
    expect(labelKeysOf('2024-01-31')).toBeNull();
    expect(labelKeysOf('Consignee')).not.toBeNull();
    expect(labelKeysOf('Empfänger')).toEqual(labelKeysOf('Empfanger'));
  });

  it('label keys read as the text goes give what the normal form looked up gives', () => {
    const byNormal = new Map<string, Set<LogisticsLabelKey>>();
    for (const [key, list] of Object.entries(LOGISTICS_LABELS) as Array<[LogisticsLabelKey, readonly string[]]>) {
      for (const l of list) byNormal.set(normLabel(l), new Set([...(byNormal.get(normLabel(l)) ?? []), key]));
    }
    const texts = Object.values(LOGISTICS_LABELS).flat().flatMap((l) => [l, l.toUpperCase(), ` ${l}: `, `${l}.`, `--${l}--`, `${l} x`, `x ${l}`, l.replace(/ /g, '   '), l.slice(0, -1)]);
    texts.push('', ' ', ':', 'N° de facture', 'Nº de facture', 'Empfänger', 'B/L No.', 'b / l  no', 'Bill	of lading no', 'Port  of  Loading:', 'Numéro de facture');
    const differ = texts.filter((t) => {
      const colon = t.indexOf(':');
      return labelKeysOf(t) !== (byNormal.has(normLabel(t)) ? labelKeysOf(normLabel(t)) : null)
        || String([...(labelKeysOf(t) ?? [])]) !== String([...(byNormal.get(normLabel(t)) ?? [])])
        || (colon > 0 && labelKeysOf(t, colon) !== labelKeysOf(t.slice(0, colon)));
    });
    expect(differ).toEqual([]);
    expect(labelKeysOf('Invoice No: 123', 10)).toEqual(labelKeysOf('Invoice No'));
  });

  it('fold and squash collapse every kind of white space run as one replacement of all runs would', () => {
    for (const t of ['a b', 'a  b', ' a\tb ', 'a\u00a0b', 'a \u202f b', 'a\u2003\u2003b', '\n\nA\r\nB\n', 'x', '', '  ']) {
      expect(fold(t)).toBe(t.toLowerCase().replace(/\s+/g, ' ').trim());
      expect(squash(t)).toBe(t.replace(/\s+/g, ' ').trim());
    }
  });

  it('country, currency, tax id and container searches skip lines that cannot hold one', () => {
    expect(countryInText('1234 AB Amsterdam, Netherlands')).toBe('NL');
    expect(countryInText('Delivery note for pallets')).toBeNull();
    // Lines are read unfolded when plain ASCII: the answer is still the joined, folded text's.
    const lines = ['ACME GmbH', 'Hauptstr. 1, 80331 München', 'DEUTSCHLAND', 'Ship to: 12 Main St, Springfield', 'United', 'States', 'Österreich?', 'the  Netherlands', 'U.S.A.'];
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j <= lines.length; j++) expect(countryInLines(lines.slice(i, j))).toBe(countryInText(lines.slice(i, j).join(' ')));
    }
    expect(countryInLines(['Sold to', 'United', 'States'])).toBe('US');
    expect(countryInLines(['Wien, Österreich'])).toBe('AT');
    expect(countryInLines(['Invoice 12', 'Total 3.00'])).toBeNull();
    expect(findCurrencies('Total € 12,00').map((c) => c.value)).toEqual(['EUR']);
    expect(findCurrencies('Amount due in USD').map((c) => c.value)).toEqual(['USD']);
    expect(findCurrencies('Freight charges')).toEqual([]);
    expect(findTaxIds('VAT: DE136695976').map((t) => t.value)).toEqual(['DE136695976']);
    expect(findTaxIds('Vendor name only')).toEqual([]);
    // Candidates no leading part of which has a VAT id's form are dropped before the tail is trimmed.
    expect(findTaxIds('DESCRIPTION 2 ITEMS 12345678')).toEqual([]);
    // Figures without a letter hold none.
    expect(findTaxIds('12.345.678,90 1234567890')).toEqual([]);
    expect(findTaxIds('ABN 51 824 753 556').map((t) => t.kind)).toEqual(['ABN']);
    expect(findTaxIds('USt-IdNr. DE 136 695 976 Berlin').map((t) => [t.value, t.raw])).toEqual([['DE136695976', 'DE 136 695 976']]);
    expect(findTaxIds('IBAN DE89 3704 0044 0532 0130 00').filter((t) => t.kind === 'VAT')).toEqual([]);
    expect(findContainerNumbers('Container MSKU1234565').map((c) => c.value.value)).toEqual(['MSKU1234565']);
    expect(findContainerNumbers('Container MSKU')).toEqual([]);
  });
});
