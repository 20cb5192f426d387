import { describe, expect, it } from 'vitest';
import { findAmounts, parseAmount, printedDecimals, type DecimalMark } from '../../engine/extract/parse/amounts.ts';
import { mayHoldMoney, moneyIn } from '../../engine/extract/invoice-amounts.ts';

/**
 * The amount readers are hand-written character scans of what regular expressions and string splits used
 * to say; the references below are those former forms, and every reader must answer as its reference does.
 */

/**
 * Former `digitsToNumber`: split on the marks, check the thousands groups, join, `Number`. `parseAmount`
 * hands it the digits and marks left once signs and currencies are stripped (unchanged code).
 */
function referenceDigits(s: string, hint?: DecimalMark): number | null {
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let decimal: DecimalMark | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const mark: DecimalMark = lastComma >= 0 ? ',' : '.';
    const count = s.split(mark).length - 1;
    const after = s.length - s.lastIndexOf(mark) - 1;
    if (count > 1) decimal = null;
    // More than three digits before a single mark cannot group thousands: it is the decimal mark.
    else if (after === 3 && hint !== mark && s.lastIndexOf(mark) <= 3) decimal = null;
    else decimal = mark;
  }
  const thousands = decimal === ',' ? '.' : ',';
  const [intPart, fracPart] = decimal ? [s.slice(0, s.lastIndexOf(decimal)), s.slice(s.lastIndexOf(decimal) + 1)] : [s, ''];
  if (decimal && fracPart.includes(thousands)) return null;
  const groups = intPart.split(decimal ? thousands : /[.,]/);
  if (groups.length > 1 && (groups.slice(1).some((g) => g.length !== 3) || groups[0].length > 3 || groups[0] === '')) return null;
  const digits = groups.join('') + (fracPart ? `.${fracPart}` : '');
  if (!/^\d*\.?\d*$/.test(digits) || digits === '.' || digits === '') return null;
  const n = Number(digits);
  return Number.isFinite(n) ? n : null;
}

/** Former amount token (without the leading lookahead naming its first characters). */
const REFERENCE_TOKEN =
  /(?:(?<=(?:^|[^\p{L}])(?:RM|Rs\.?|Rp|USD|EUR|GBP|MYR|SGD|INR|IDR|CHF))|(?<![\p{L}\d.,]))(\(?[-−]?\s?(?:[$€£¥₹]\s?)?(?:\d{1,3}(?:[.,'\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,4})?\)?(?:-|\s?CR\b)?)(?![\d\p{L}]|[.,]\d)/gu;

function referenceFind(text: string, mark?: DecimalMark): Array<{ value: number; index: number; raw: string }> {
  const out: Array<{ value: number; index: number; raw: string }> = [];
  for (const m of text.matchAll(REFERENCE_TOKEN)) {
    const value = parseAmount(m[1], { decimal: mark });
    if (value !== null) out.push({ value, index: m.index, raw: m[1] });
  }
  return out;
}

function referenceDecimals(raw: string): number {
  const m = /[.,](\d+)\)?\s*(?:-|CR)?$/.exec(raw.trim());
  return m ? m[1].length : 0;
}

function referenceMoney(text: string, decimal?: DecimalMark): number[] {
  const money = (raw: string) => referenceDecimals(raw) === 2 || /[$€£¥₹]|RM|Rs/.test(raw);
  return findAmounts(text, { decimal })
    .filter((a) => (money(a.raw) || /(?:[$€£¥₹]|RM|Rs\.?|\b[A-Z]{3})\s?$/.test(text.slice(0, a.index))) && !/%/.test(text.slice(a.index + a.raw.length, a.index + a.raw.length + 2)))
    .map((a) => a.value);
}

/** A generator of pseudo-random choices, the same on every run. */
function chooser(seed: number): <T>(list: readonly T[]) => T {
  return (list) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return list[seed % list.length];
  };
}

/** `count` texts of up to `most` pieces drawn from `pieces`. */
function texts(pieces: string[], count: number, most: number): string[] {
  const pick = chooser(20240601);
  const lengths = Array.from({ length: most }, (_, i) => i + 1);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let t = '';
    for (let k = pick(lengths); k > 0; k--) t += pick(pieces);
    out.push(t);
  }
  return out;
}

const DIGITS_AND_MARKS = [...'0123456789', '.', ',', '.', ','];
const PRINTED = [...'0125.,', ' ', "'", '(', ')', '-', '−', '+', '$', '€', '₹', 'RM', 'Rs', 'Rs.', 'USD', 'AB', 'CR', 'Cr', 'DR', '%', 'x', '_', 'é', '\u00a0', '\u202f', '\u2003', '\t'];
const BEFORE = ['', ' ', '(', '-', '−', '+', '$', '$ ', '€', 'RM', 'Rs.', 'Rs', 'USD ', 'EUR', 'xUSD', 'ab ', 'Total: ', '_AB', '\u00a0', '( ', '(-'];
const MARKS: Array<DecimalMark | undefined> = [undefined, ',', '.'];
const AFTER = ['', ')', ') ', ' -', '-', 'CR', ' CR', ') CR', ')-', 'Cr.', ' DR', '%', ' %', 'x%', ' EUR', '€', 'x', '.', ' 5', '\u202f', ' )'];

/** `count` texts printing one or two figures (digits and marks) with what is printed around amounts. */
function printedAmounts(count: number): string[] {
  const pick = chooser(7);
  const figures = texts(DIGITS_AND_MARKS, count, 9);
  return figures.map((f, i) => {
    const one = pick(BEFORE) + f + pick(AFTER);
    return i % 3 ? one : `${one}${pick([' ', ', ', '/', ''])}${pick(BEFORE)}${figures[(i * 7) % count]}${pick(AFTER)}`;
  });
}

/** The texts (with the decimal mark asked) on which `read` and `reference` differ. */
function differences<T>(cases: string[], read: (t: string, mark?: DecimalMark) => T, reference: (t: string, mark?: DecimalMark) => T): string[] {
  const out: string[] = [];
  for (const t of cases) for (const mark of MARKS) if (JSON.stringify(read(t, mark)) !== JSON.stringify(reference(t, mark))) out.push(`${JSON.stringify(t)} ${mark}`);
  return out;
}
const amount = (t: string, mark?: DecimalMark) => parseAmount(t, { decimal: mark });

describe('amount readers answer as their former regular-expression forms', () => {
  it('parseAmount reads digits and marks (thousands groups, odd marks, long digit runs) as before', () => {
    const odd = ['1.2,345.', '1.2,345.6', '12.', '.5', ',5', '9'.repeat(400), '123456789012345678.5', '0.00000000000000000000001'];
    const cases = [...texts(DIGITS_AND_MARKS, 10000, 24), ...odd].filter((t) => /^\d[\d.,]*$|^[.,]\d+$/.test(t));
    expect(differences(cases, amount, referenceDigits)).toEqual([]);
    // Spaces around the digits are trimmed before they are read, and a currency sign before them stripped.
    expect(differences(['  1,234.56 ', '\u00a012,5'], amount, (t, mark) => referenceDigits(t.trim(), mark))).toEqual([]);
    const signed = cases.slice(0, 3000).map((t, i) => `${'$€£¥₹₩₽₺₫₱฿'[i % 11]}${['', ' ', '\u00a0 '][i % 3]}${t}`);
    expect(differences(signed, amount, (t, mark) => referenceDigits(t.replace(/^.\s*/u, ''), mark))).toEqual([]);
  });

  it('findAmounts, printedDecimals and moneyIn read the printed forms as before', () => {
    const cases = [...texts(PRINTED, 5000, 12), ...printedAmounts(5000)];
    expect(differences(cases, (t, mark) => findAmounts(t, { decimal: mark }), referenceFind)).toEqual([]);
    expect(differences(cases, printedDecimals, referenceDecimals)).toEqual([]);
    expect(differences(cases, moneyIn, referenceMoney)).toEqual([]);
  });

  it('a text said to hold no money has no money amount', () => {
    const cases = [...texts(PRINTED, 5000, 12), ...printedAmounts(5000), ...texts([...PRINTED, 'EUR', 'Rp', '05.03.2018', '12.5', '1.234'], 5000, 8)];
    const missed = cases.flatMap((t) => MARKS.filter((mark) => !mayHoldMoney(t) && moneyIn(t, mark).length > 0).map((mark) => `${JSON.stringify(t)} ${mark}`));
    expect(missed).toEqual([]);
    expect(cases.filter((t) => !mayHoldMoney(t)).length).toBeGreaterThan(1000);
  });
});
