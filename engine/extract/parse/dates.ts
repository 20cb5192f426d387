/**
 * Dates in the orders and languages invoices and trade documents print them, normalised to YYYY-MM-DD.
 * Numeric dates that could be DD/MM or MM/DD are resolved with a document-wide order (see `inferDateOrder`).
 */
import { fold, type TextMatch, matchesOf } from './text.ts';

export type DateOrder = 'DMY' | 'MDY';

export interface ParsedDate {
  iso: string;
  /** True when day and month could be swapped (both ≤ 12 and the order came from the hint). */
  ambiguous: boolean;
}

/** Month names (and their usual abbreviations by prefix) in en, de, fr, es, nl, it, pt, folded. */
const MONTH_NAMES: Record<number, string[]> = {
  1: ['january', 'januar', 'janvier', 'enero', 'januari', 'gennaio', 'janeiro', 'jaenner', 'janner'],
  2: ['february', 'februar', 'fevrier', 'febrero', 'februari', 'febbraio', 'fevereiro'],
  3: ['march', 'maerz', 'marz', 'mars', 'marzo', 'maart', 'marco', 'mrt'],
  4: ['april', 'avril', 'abril', 'aprile'],
  5: ['may', 'mai', 'mayo', 'mei', 'maggio', 'maio'],
  6: ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  7: ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  8: ['august', 'aout', 'agosto', 'augustus'],
  9: ['september', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  10: ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  11: ['november', 'novembre', 'noviembre', 'novembro'],
  12: ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
};

/**
 * Hungarian month names, folded, where they differ from the names above ("március", "szeptember"); kept apart
 * because Hungarian prints them year first ("2026. március 4.", YEAR_MONTH_DAY).
 */
const HUNGARIAN_MONTHS: Record<number, string[]> = {
  3: ['marcius'], 4: ['aprilis'], 5: ['majus'], 6: ['junius'], 7: ['julius'], 8: ['augusztus'], 9: ['szeptember'],
};

/**
 * Every leading part of 3+ letters of a month name, with its month; null where it begins names of two
 * months ("jui": juin, juillet). Built once: a lookup replaces comparing a word with every name.
 */
const MONTH_BY_PREFIX = new Map<string, number | null>();
for (const [num, names] of [...Object.entries(MONTH_NAMES), ...Object.entries(HUNGARIAN_MONTHS)]) {
  for (const n of names) {
    for (let len = 3; len <= n.length; len++) {
      const prefix = n.slice(0, len);
      const month = MONTH_BY_PREFIX.get(prefix);
      MONTH_BY_PREFIX.set(prefix, month === undefined || month === Number(num) ? Number(num) : null);
    }
  }
}

/** Month number for a (possibly abbreviated, any supported language) month name, or null. */
export function monthFromName(word: string): number | null {
  return MONTH_BY_PREFIX.get(fold(word).replace(/\.$/, '')) ?? null;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fullYear(y: string): number {
  const n = Number(y.replace(/^'/, ''));
  if (y.replace(/^'/, '').length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

/** YYYY-MM-DD for a valid calendar date in a plausible range, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1950 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const NUMERIC = /(?<![\d.,/])(?<![\d.,/]-)(\d{1,4})\s?([./-])\s?(\d{1,2})\s?\2\s?('?\d{1,4})(?![\d]|[.,/-]\d)/g;
const DAY_MONTH_YEAR =
  /(?<![\d\p{L}])(\d{1,2})(?:st|nd|rd|th|er|º|°)?\.?\s*(?:de\s+)?[-\s./]?\s*(\p{L}{3,}\.?)\s*(?:de\s+|del\s+)?[-\s.,/]?\s*('?\d{4}|'?\d{2})(?![\d])(?!\s*,?\s*\d{4})/giu;
const MONTH_DAY_YEAR = /(?<![\p{L}])(\p{L}{3,}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s+(\d{4})(?![\d])/giu;
/**
 * Year first, each part closed by a dot, as Hungarian prints a date ("2026. március 4.", "2026. márc. 4."). The day's
 * dot may be left off only after a month Hungarian spells ("2026. március 4"): "2019. Mar 12" in a sentence is none.
 */
const YEAR_MONTH_DAY = /(?<![\d\p{L}.])((?:19|20)\d{2})\.\s*(\p{L}{3,}\.?)\s*(\d{1,2})(\.?)(?![\d])/giu;
/** A month name or abbreviation only Hungarian spells so: accented ("márc.", "május") or a Hungarian name's start of 4+ letters ("szept."). */
function hungarianMonth(word: string): boolean {
  const w = fold(word).replace(/\.$/, '');
  return /[áéíóöőúüű]/i.test(word) || (w.length >= 4 && Object.values(HUNGARIAN_MONTHS).some((names) => names.some((n) => n.startsWith(w))));
}
/** Vietnamese "[ngày] 3 tháng 5 năm 2026" (day, month, year by words), accented or folded to ASCII. */
const VIETNAMESE = /(?<![\p{L}\d])(\d{1,2})\s+th[aá]ng\s+(\d{1,2})\s*,?\s+n[aă]m\s+(\d{4})(?!\d)/giu;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
// OCR drops the space between a date and the time after it ("17/01/201842153" for "17/01/2018 4:21:53").
const GLUED_TIME = /(?<![\d.,/-])(\d{1,2})([./-])(\d{1,2})\2((?:19|20)\d{2})(?=\d{3,6}(?!\d))/g;

function numericToIso(a: string, b: string, c: string, order: DateOrder): ParsedDate | null {
  if (a.length === 4) {
    const iso = isoDate(Number(a), Number(b), Number(c));
    return iso ? { iso, ambiguous: false } : null;
  }
  const yearDigits = c.replace(/^'/, '').length;
  if ((yearDigits !== 2 && yearDigits !== 4) || a.length === 3) return null;
  const year = fullYear(c);
  const x = Number(a);
  const y = Number(b);
  const first = order === 'DMY' ? isoDate(year, y, x) : isoDate(year, x, y);
  if (first) return { iso: first, ambiguous: x <= 12 && y <= 12 && x !== y };
  const swapped = order === 'DMY' ? isoDate(year, x, y) : isoDate(year, y, x);
  return swapped ? { iso: swapped, ambiguous: false } : null;
}

/** Adds a date read at `index` unless it overlaps one found before (the forms are tried strongest first). */
function addDate(found: Array<TextMatch<ParsedDate>>, index: number, raw: string, value: ParsedDate | null): void {
  if (!value) return;
  const end = index + raw.length;
  for (const d of found) if (index < d.index + d.raw.length && end > d.index) return;
  found.push({ value, index, raw });
}

const byIndex = (p: TextMatch<ParsedDate>, q: TextMatch<ParsedDate>): number => p.index - q.index;
const DIGIT = /\d/;
/** Three letters in a row: what a month name (either named-month form) needs. */
const LETTERS = /\p{L}{3}/u;
/** A separator of the numeric forms. */
const SEPARATOR = /[./-]/;

/** Every date printed in `text`, in order of appearance. */
export function findDates(text: string, order: DateOrder = 'DMY'): Array<TextMatch<ParsedDate>> {
  const out: Array<TextMatch<ParsedDate>> = [];
  // Every form has digits, the named-month forms a name, the numeric ones separators: most values (ids,
  // amounts, words) lack one of these, and the Unicode-class searches cost more than these tests.
  if (!DIGIT.test(text)) return out;
  if (LETTERS.test(text)) {
    for (const m of matchesOf(DAY_MONTH_YEAR, text)) {
      const month = monthFromName(m[2]);
      if (month === null) continue;
      const iso = isoDate(fullYear(m[3]), month, Number(m[1]));
      addDate(out, m.index, m[0], iso ? { iso, ambiguous: false } : null);
    }
    for (const m of matchesOf(MONTH_DAY_YEAR, text)) {
      const month = monthFromName(m[1]);
      if (month === null) continue;
      const iso = isoDate(Number(m[3]), month, Number(m[2]));
      addDate(out, m.index, m[0], iso ? { iso, ambiguous: false } : null);
    }
    for (const m of matchesOf(YEAR_MONTH_DAY, text)) {
      const month = monthFromName(m[2]);
      if (month === null || (!m[4] && !hungarianMonth(m[2]))) continue;
      const iso = isoDate(Number(m[1]), month, Number(m[3]));
      addDate(out, m.index, m[0], iso ? { iso, ambiguous: false } : null);
    }
    for (const m of matchesOf(VIETNAMESE, text)) {
      const iso = isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
      addDate(out, m.index, m[0], iso ? { iso, ambiguous: false } : null);
    }
  }
  if (SEPARATOR.test(text)) {
    for (const m of matchesOf(NUMERIC, text)) addDate(out, m.index, m[0], numericToIso(m[1], m[3], m[4], order));
    if (!out.length) for (const m of matchesOf(GLUED_TIME, text)) addDate(out, m.index, m[0], numericToIso(m[1], m[3], m[4], order));
  }
  return out.length > 1 ? out.sort(byIndex) : out;
}

/**
 * Parse a value that should be a date (a label's value). Accepts every form `findDates` does, plus a bare
 * YYYYMMDD. Returns the first date found in the text.
 */
export function parseDate(text: string, order: DateOrder = 'DMY'): ParsedDate | null {
  const compact = COMPACT.exec(text.trim());
  if (compact) {
    const iso = isoDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
    if (iso) return { iso, ambiguous: false };
  }
  const found = findDates(text, order);
  return found.length ? found[0].value : null;
}

/**
 * What a numeric token says about the date order, or null when it is no date (a Japanese address "3-14-7", a
 * reference "12-13-145", a year first): 'DMY' or 'MDY' when one part cannot be a month, 'dot' for an ambiguous
 * dd.mm.yyyy (day first wherever dots are printed), 'none' for an ambiguous date.
 */
function orderEvidence(t: string, m: RegExpExecArray): 'DMY' | 'MDY' | 'dot' | 'none' | null {
  const [, a, sep, b, c] = m;
  if (a.length > 2) return null;
  const y = c.replace(/^'/, '');
  // A year is four digits (19xx, 20xx) or two; anything else ("3-14-7", "1.2.3") is a house number, a version, an id.
  if (y.length === 4 ? !/^(?:19|20)\d\d$/.test(y) : y.length !== 2) return null;
  // Hyphenated parts of one digit with a two-digit year are an address or an id ("1-23-45"), not a date; a hyphen
  // run on into letters or more figures ("AB-12-13-14", "12-13-14-B") likewise.
  if (sep === '-') {
    if (y.length === 2 && (a.length === 1 || b.length === 1)) return null;
    const before = t.slice(Math.max(0, m.index - 2), m.index);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 2);
    if (/[\p{L}\d]-$/u.test(before) || /^-[\p{L}\d]/u.test(after)) return null;
  }
  const x = Number(a);
  const z = Number(b);
  if (x < 1 || z < 1 || x > 31 || z > 31) return null;
  const year = fullYear(c);
  if (x > 12 && z <= 12) return isoDate(year, z, x) ? 'DMY' : null;
  if (z > 12 && x <= 12) return isoDate(year, x, z) ? 'MDY' : null;
  if (x > 12 && z > 12) return null;
  return sep === '.' ? 'dot' : 'none';
}

/**
 * Decide DD/MM vs MM/DD for a document from the tokens that read as dates: unambiguous numeric dates (a part > 12)
 * settle it; else dotted dates (dd.mm.yyyy, day first in every country that prints dots); else the country (US,
 * PH, …) and language decide, defaulting to day-first as most of the world prints it.
 */
export function inferDateOrder(texts: string[], language: string, country: string | null): DateOrder {
  let dmy = 0;
  let mdy = 0;
  let dotted = 0;
  for (const t of texts) {
    // The shortest numeric date is 6 characters ("1.2.26"); many header lines are shorter (a word, a figure).
    if (t.length < 6) continue;
    // Walked by exec: header lines are many, and the matches are read once, here.
    NUMERIC.lastIndex = 0;
    for (let m = NUMERIC.exec(t); m; m = NUMERIC.exec(t)) {
      const ev = orderEvidence(t, m);
      if (ev === 'DMY') dmy++;
      else if (ev === 'MDY') mdy++;
      else if (ev === 'dot') dotted++;
    }
  }
  if (dmy !== mdy) return dmy > mdy ? 'DMY' : 'MDY';
  if (dotted > 0) return 'DMY';
  if (country && ['US', 'PH', 'FM', 'MH', 'PW'].includes(country)) return 'MDY';
  if (!country && language === 'en-US') return 'MDY';
  return 'DMY';
}
