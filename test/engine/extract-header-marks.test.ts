import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { LineMark } from '../../engine/extract/context.ts';
import { findBics, findIbans } from '../../engine/extract/parse/bank.ts';
import { findCurrencies } from '../../engine/extract/parse/currency.ts';
import { findEmails, findPhones } from '../../engine/extract/parse/parties.ts';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';
import type { Line, PageContent } from '../../engine/types.ts';

/** What each mark stands for: the search it lets skip a line, as that search reads a whole line. */
const NEEDS: Array<[keyof typeof LineMark, (text: string) => boolean]> = [
  ['taxId', (t) => findTaxIds(t).length > 0],
  ['digits7', (t) => findPhones(t).length > 0],
  ['at', (t) => findEmails(t).length > 0],
  ['ibanStart', (t) => findIbans(t).length > 0 || /[A-Za-z]{2}\d{2}/.test(t)],
  ['bicLabel', (t) => findBics(t).length > 0 || /BIC|SWIFT|Swift|S\.W\.I\.F\.T\./.test(t)],
  ['currency', (t) => findCurrencies(t).length > 0 || findCurrencies(t, 'AU').length > 0],
  ['inco', (t) => /incoterms?/i.test(t)],
];

const TEXTS = [
  'Invoice No: 123', 'IBAN: DE89 3704 0044 0532 0130 00', 'iban de89370400440532013000', 'BIC: COBADEFFXXX', 'SWIFT code DEUTDEFF',
  'Swift: BNPAFRPP', 'S.W.I.F.T.: BNPAFRPP', 'Total EUR 1.234,56', 'Total 12,50 €', 'RM 12.00', 'Rs. 450', 'Rs450', '120 zł', '1 200 Kč',
  '5 000 Ft', 'US$ 12', 'A$12', '$ 5', '¥ 300', 'info@example.com', 'Tel. +49 30 1234567', 'Tel: 123-4567', '+1 23 456 7', 'Phone: 030 123 45 67', '0049 30 1234567',
  'www.acme.com', 'WWW.ACME.DE', 'https://acme.io', 'HTTP://X.Y', 'FOB Hamburg Incoterms 2020', 'INCOTERMS: CIF', 'VAT: DE123456789',
  'USt-IdNr. DE 123 456 789', 'GSTIN 29ABCDE1234F1Z5', 'plain words only', '', ' ', 'É', 'Straße 5', 'ABC', 'AB1', 'ab12', 'a1b2',
];

/** Texts of the characters the marks turn on, in random runs (a fixed seed: the same runs every time). */
function randomTexts(n: number): string[] {
  const alphabet = 'aAbBcCiIfFtTwWsSmMrRkKzZhHpPoOnNeE0123456789 .:/@$€£¥łč+-'.split('');
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, () => Array.from({ length: 2 + Math.floor(next() * 14) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
}

/** One printed line per text, one word per text, a line apart. */
function pageOf(texts: string[]): PageContent {
  const lines: Line[] = texts.map((text, i) => {
    const bbox: [number, number, number, number] = [10, 10 + i * 12, 10 + Math.max(1, text.length) * 5, 19 + i * 12];
    return { text, bbox, words: [{ text, bbox, confidence: 1, source: 'text', fontSize: 9, bold: false }] };
  });
  return { pageNumber: 1, width: 595, height: 842 + texts.length * 12, textSource: 'text', rules: [], confidence: 1, lines };
}

describe('header line marks', () => {
  it('mark every line that holds what a mark stands for', () => {
    const texts = [...TEXTS, ...randomTexts(3000)];
    const ctx = buildContext([pageOf(texts)], 'en', false);
    expect(ctx.headerMarks.length).toBe(ctx.headerLines.length);
    expect(ctx.headerLines.length).toBeGreaterThan(texts.length / 2);
    for (const [mark, holds] of NEEDS) {
      ctx.headerLines.forEach((line, i) => {
        if (holds(line.text)) expect([mark, line.text, (ctx.headerMarks[i] & LineMark[mark]) !== 0]).toEqual([mark, line.text, true]);
      });
    }
  });

  it('leave lines without those things unmarked', () => {
    const ctx = buildContext([pageOf(['plain words only', 'Bill to', 'Hauptstraße', '12.03.2024'])], 'en', false);
    const at = (text: string) => ctx.headerMarks[ctx.headerLines.findIndex((l) => l.text === text)];
    expect(at('plain words only')).toBe(0);
    expect(at('Bill to')).toBe(0);
    expect(at('Hauptstraße')).toBe(LineMark.currency);
    expect(at('12.03.2024')).toBe(LineMark.digits7);
  });
});
