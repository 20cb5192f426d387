import { describe, expect, it } from 'vitest';
import type { Word } from '../../engine/types.ts';
import { CHARGE_PHRASES, CUE_PHRASES, DROPPED, hits, norm, type PhraseList, TITLE_PHRASES } from '../../engine/extract/classify-phrases.ts';
import { CharTrie } from '../../engine/extract/parse/char-trie.ts';
import { COLUMN_WORDS, LOGISTICS_LABELS } from '../../engine/extract/logistics/labels.ts';
import { labelKeysOf, lookupNormLabel, normLabel, segmentLabels, type SegmentLabels } from '../../engine/extract/logistics/label-lookup.ts';
import { countryInLines, countryInText, findDates, fold, monthFromName, parseDate } from '../../engine/extract/parse/index.ts';

/** A pseudo-random generator for the generated cases (fixed seed: the same cases on every run). */
function randomOf(seed: number): (n: number) => number {
  return (n) => {
    // xorshift32: the low bits of a plain congruential generator repeat too soon for small n.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % n;
  };
}

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
      'Österreich', 'Pays-Bas', 'Viet', 'Nam', 'France', 'Germanyé', 'éGermany', 'ÖSTERREICH', 'España', 'Deutschland\u0301', 'FRANCE€', 'ſpain'];
    const next = randomOf(11);
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

  it('a segment read word by word has the label keys and column kinds of its joined text', () => {
    const columns = new CharTrie(Object.entries(COLUMN_WORDS).flatMap(([kind, words]) => words.map((w) => [normLabel(w), kind] as const)));
    const labels = [...Object.values(LOGISTICS_LABELS).flat(), ...Object.values(COLUMN_WORDS).flat()];
    const extras = ['', ':', ': 123', 'No.', '12.50', 'Nº', 'Empfänger', '-', '/', 'ABC', 'x', 'Nr:', ' ', 'Ref:'];
    const next = randomOf(5);
    const read: SegmentLabels<string> = { keys: null, other: undefined };
    for (let t = 0; t < 20000; t++) {
      const parts: string[] = [];
      for (let n = 1 + next(3); n > 0; n--) {
        let p = next(3) ? labels[next(labels.length)] : extras[next(extras.length)];
        if (!next(4)) p = p.toUpperCase();
        if (!next(5)) p += ':';
        const split = p.split(' ').filter(() => next(8) > 0);
        // Words glued to the one before ("Shipper:ACME") too.
        if (parts.length && split.length && !next(6)) parts[parts.length - 1] += split.shift();
        parts.push(...split);
      }
      if (!parts.length) continue;
      const words = parts.map((text) => ({ text }) as Word);
      const text = parts.join(' ');
      const colon = text.indexOf(':');
      segmentLabels(words, 0, words.length, columns, read);
      expect([text, read.keys, read.other]).toEqual([text, labelKeysOf(text) ?? (colon > 0 ? labelKeysOf(text, colon) : null), lookupNormLabel(columns, text)]);
    }
  });

  it('a label is looked up in its normal form as it is read, whatever characters it prints', () => {
    // Every character of the Basic Multilingual Plane but surrogates, between letters, alone and beside another.
    const texts: string[] = ['', ' ', 'a', 'Nº 5', 'N° de facture', 'Empfänger', 'Straße', 'ÅSTRÖM', 'ﬁnal', '½', 'İstanbul', 'ΣΑΣ', 'x\u0301y'];
    for (let c = 0x80; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      texts.push(`a${ch}b`, ch, `${ch}1${ch}`);
    }
    texts.push('a\ud83d\ude00b', '\ud83d\ude00');
    // Sequences: combining marks of several classes (reordered by the decomposition), ligatures, compatibility forms.
    const pool = ['a', 'B', '1', ' ', '-', 'é', 'e', '\u0301', '\u0327', '\u0345', '\u0483', '\u05b0', '\u1dc0', '\u20d0', 'ß', 'ẞ', 'ﬁ', 'º', '°',
      'ª', 'İ', 'Σ', 'ᾳ', 'Ａ', '①', '²', 'ǅ', '가', '\u00a0', '’', 'æ', 'ı', 'ſ'];
    const next = randomOf(3);
    for (let t = 0; t < 20000; t++) texts.push(Array.from({ length: 1 + next(6) }, () => pool[next(pool.length)]).join(''));
    const trie = new CharTrie(texts.map((t, i) => [normLabel(t), i] as const));
    const differ = texts.filter((t) => lookupNormLabel(trie, t) !== trie.get(normLabel(t)));
    expect(differ).toEqual([]);
  });

  it('phrases are found at their required words as a search for each phrase between word boundaries finds them', () => {
    // The search each phrase replaced: from the start, whole words (a suffix phrase may end a word), 20 at most.
    const searched = (text: string, list: PhraseList): Array<[string, number]> => {
      const all: Array<{ text: string; start: number; end: number }> = [];
      for (const p of list.phrases) {
        const re = new RegExp(`${p.suffix ? '' : '(?<![a-z0-9])'}${p.text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![a-z0-9])`, 'g');
        for (let m = re.exec(text), n = 0; m && n < 20; m = re.exec(text), n++) all.push({ text: p.text, start: m.index, end: m.index + p.text.length });
      }
      all.sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
      const kept: typeof all = [];
      for (const h of all) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
      return kept.map((h) => [h.text, h.start]);
    };
    const lists = [TITLE_PHRASES, CUE_PHRASES, CHARGE_PHRASES];
    const words = [...new Set(lists.flatMap((l) => l.phrases.flatMap((p) => p.text.split(' '))))];
    const glue = [' ', ' ', ' ', '.', '/', "'", 'x', '1', ' de ', 'handels', 'of '];
    const next = randomOf(17);
    for (let t = 0; t < 3000; t++) {
      let text = '';
      for (let n = next(40); n > 0; n--) text += (next(3) ? words[next(words.length)] : lists[next(3)].phrases[0].text) + glue[next(glue.length)];
      if (!next(10)) text = 'invoice '.repeat(25) + text;
      for (const list of lists) expect([text, hits(text, list).map((h) => [h.text, h.start])]).toEqual([text, searched(text, list)]);
    }
  });

  it('phrase text is normalised character by character as fold and the dropped-run replacement make it', () => {
    const texts: string[] = ['', ' Verkäufer ', 'Straße 5', 'N° 12', 'ﬁnal-Rechnung', 'İstanbul', 'ΣΑΣ.', "l’abonné / x"];
    for (let c = 0x80; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      texts.push(`a${ch}b`, ` ${ch}`, `${ch}.${ch}`);
    }
    const pool = ['a', 'B', '1', ' ', '\t', '.', "'", '/', '-', 'é', 'e', '\u0301', '\u0345', '\u0483', '\u05b0', '\u0591', 'ß', 'ẞ', 'ﬁ', 'º', 'İ', 'Σ',
      'ς', 'Ａ', '①', 'ǅ', '가', '\u00a0', '’', 'æ', '\ud83d\ude00'];
    const next = randomOf(23);
    for (let t = 0; t < 20000; t++) texts.push(Array.from({ length: 1 + next(6) }, () => pool[next(pool.length)]).join(''));
    expect(texts.filter((t) => norm(t) !== fold(t).replace(DROPPED, ' '))).toEqual([]);
  });
});
