/** ISO 4217 currency codes and the symbols printed for them. */
import { escapeRegExp, matchesOf, type TextMatch } from './text.ts';

/** Active ISO 4217 alphabetic codes. */
export const ISO_4217 = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD ' +
    'CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ ' +
    'GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR ' +
    'LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN ' +
    'PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL ' +
    'THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL'
  ).split(' '),
);

/** ISO 4217 currencies without a minor unit: their amounts print no decimals. */
const NO_MINOR_UNIT = new Set('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));

/** True for a currency whose amounts carry no cents ("VND", "JPY"). */
export function hasNoMinorUnit(code: string): boolean {
  return NO_MINOR_UNIT.has(code.toUpperCase());
}

/** True for an active ISO 4217 code. */
export function isCurrencyCode(code: string): boolean {
  return ISO_4217.has(code.toUpperCase());
}

/** Symbols (and local abbreviations) → ISO code. Longest first when matching. `$` is resolved by country. */
const SYMBOLS: Array<[string, string]> = [
  ['US$', 'USD'], ['USD$', 'USD'], ['AU$', 'AUD'], ['A$', 'AUD'], ['C$', 'CAD'], ['CA$', 'CAD'], ['NZ$', 'NZD'],
  ['HK$', 'HKD'], ['S$', 'SGD'], ['R$', 'BRL'], ['MX$', 'MXN'], ['NT$', 'TWD'],
  ['€', 'EUR'], ['£', 'GBP'], ['₹', 'INR'], ['₩', 'KRW'], ['₽', 'RUB'], ['₺', 'TRY'], ['₫', 'VND'], ['₱', 'PHP'],
  ['฿', 'THB'], ['₪', 'ILS'], ['₴', 'UAH'], ['zł', 'PLN'], ['Kč', 'CZK'], ['Ft', 'HUF'], ['RM', 'MYR'],
  ['Rs.', 'INR'], ['Rs', 'INR'], ['¥', 'JPY'], ['$', 'USD'],
];

/**
 * Currency a bare `$` means in a country that prints it for its own money. Malaysian tills print it for ringgit
 * too (two SROIE receipts with a Malaysian GST number price everything in "$").
 */
const DOLLAR_BY_COUNTRY: Record<string, string> = {
  AU: 'AUD', CA: 'CAD', NZ: 'NZD', SG: 'SGD', HK: 'HKD', MX: 'MXN', TW: 'TWD', AR: 'ARS', CL: 'CLP', CO: 'COP',
  BN: 'BND', MY: 'MYR',
};

/** ISO code for a printed symbol (`€`, `US$`, `RM`, …), or null. */
export function currencyFromSymbol(symbol: string, country: string | null = null): string | null {
  const s = symbol.trim();
  if (s === '$' && country && DOLLAR_BY_COUNTRY[country]) return DOLLAR_BY_COUNTRY[country];
  if (s === '¥' && country === 'CN') return 'CNY';
  for (const [sym, code] of SYMBOLS) if (sym === s) return code;
  return null;
}

/** Symbols spelt in letters ("RM", "Rs", "zł", "Kč", "Ft"): words too, so they count only where money stands. */
const LETTER_SYMBOL = /^[\p{L}]/u;
const SYMBOL_RE = new RegExp(
  SYMBOLS.map(([s]) => escapeRegExp(s))
    .map((s) => (/^[A-Za-z]/.test(s) ? `(?<!\\p{L})${s}(?!\\p{L})` : s))
    .join('|'),
  'gu',
);
const CODE_RE = /(?<![A-Za-z0-9])([A-Z]{3})(?![A-Za-z0-9])/g;
/**
 * Codes that are also words or abbreviations printed in capitals: ALL, TOP, CUP, PEN, GEL, TRY; BHD closes
 * Malaysian company names (SDN BHD, read "BND" too), SEK is a Malay address's section, SAR Hong Kong's region,
 * SVC a service, RON 95 a petrol. When every code counted anywhere and "RM" only before a number, 26 of the 53
 * SROIE receipts (Malaysian, in ringgit) came out in BHD, BND, ALL, GEL, SEK or SOS and 10 in MYR.
 */
const WORDLIKE_CODES = new Set('ALL AMD BAM BHD BND BOB CAD CUP DOP GEL KES LAK MAD MOP NAD PAB PEN RON SAR SEK SHP SOS SVC TOP TRY'.split(' '));
/** Every entry of SYMBOLS contains one of these: text without any cannot match SYMBOL_RE (most lines). */
export const SYMBOL_HINTS: readonly string[] = ['$', '€', '£', '₹', '₩', '₽', '₺', '₫', '₱', '฿', '₪', '₴', '¥', 'zł', 'Kč', 'Ft', 'RM', 'Rs'];
const SYMBOL_HINT = new RegExp(SYMBOL_HINTS.map(escapeRegExp).join('|'));
const byIndex = (a: TextMatch<string>, b: TextMatch<string>): number => a.index - b.index;
const NONE: readonly CurrencyMatch[] = Object.freeze([]);

/** A currency printed in a text; `atAmount` when a number stands right before or after it ("EUR 12", "120 zł"). */
export interface CurrencyMatch extends TextMatch<string> {
  atAmount: boolean;
}

/** The number right after `at` ("EUR 12,50", "RM9.75"), not one glued to letters ("GEL PEN 0.5MM"), or null. */
function amountAfter(text: string, at: number): string | null {
  const m = /^ ?[-+]?(\d[\d.,']*(?: \d{3}(?!\d)[\d.,']*)*)/.exec(text.slice(at, at + 24));
  return m !== null && !/\p{L}/u.test(text.charAt(at + m[0].length)) ? m[1] : null;
}

/** The number right before `at` ("12,50 EUR", "1 200 Kč"), not one glued to letters ("PT17920 SEK"), or null. */
function amountBefore(text: string, at: number): string | null {
  return /(?:^|[^\p{L}\d.,'])(\d[\d.,' ]*?) ?$/u.exec(text.slice(Math.max(0, at - 24), at))?.[1] ?? null;
}

/** Printed as money: with cents ("95.00") or grouped thousands ("1 200"), unlike "RON 95" (octane) or "CUP 2". */
const MONEY_LIKE = /[.,]\d{1,2}$|\d[.,' ]\d{3}/;

/** Only closing marks from `at` to the end of the text ("(RM):", "SELANGOR."). */
function endsText(text: string, at: number): boolean {
  return /^[\s:).]*$/.test(text.slice(at));
}

/**
 * The code or symbol stands where only a currency could: in brackets ("TAX (RM)"), ending the text after a
 * label's colon or "in" ("Currency: ALL", "Amounts in SEK"), or, unless `strict`, alone in the text (a line "RM" over a column of amounts; a line "BHD"
 * is more often a company name's wrapped end).
 */
function inCurrencySlot(text: string, at: number, len: number, strict: boolean): boolean {
  if (text.charAt(at - 1) === '(' && text.charAt(at + len) === ')') return true;
  if (!endsText(text, at + len)) return false;
  const before = text.slice(0, at);
  return strict ? /(?::|\bin)\s*$/i.test(before) : /^[\s:(]*$/.test(before);
}

/**
 * Currencies printed in `text`: ISO codes (only real ones; `VAT`, `TAX` are not) and symbols. Codes first,
 * because `$` alone is ambiguous. Codes that are also words (WORDLIKE_CODES) count only at an amount printed as
 * money, in brackets, or ending the text after a colon or "in"; symbols spelt in letters at any amount, in
 * brackets, alone, or ending a line as a label's unit ("ALL AMOUNTS ARE IN RM", "TOTAL INCL GST RM"; not "Ft", as
 * often feet). Read-only: the empty answer is shared.
 */
export function findCurrencies(text: string, country: string | null = null): readonly CurrencyMatch[] {
  // Most lines name no currency: the list is made at the first one found.
  let out: CurrencyMatch[] | null = null;
  for (const m of matchesOf(CODE_RE, text)) {
    const code = m[1];
    if (!ISO_4217.has(code)) continue;
    const wordlike = WORDLIKE_CODES.has(code);
    const amount = amountAfter(text, m.index + 3) ?? amountBefore(text, m.index);
    const atAmount = amount !== null && (!wordlike || MONEY_LIKE.test(amount));
    if (wordlike && !atAmount && !inCurrencySlot(text, m.index, 3, true)) continue;
    (out ??= []).push({ value: code, index: m.index, raw: code, atAmount });
  }
  if (SYMBOL_HINT.test(text)) for (const m of matchesOf(SYMBOL_RE, text)) {
    const raw = m[0];
    if (out?.some((o) => m.index >= o.index && m.index < o.index + o.raw.length)) continue;
    const after = amountAfter(text, m.index + raw.length);
    const before = after === null ? amountBefore(text, m.index) : null;
    // Forints are printed after large sums ("1 250 Ft"); "20 Ft" is more often a container's feet.
    const atAmount = after !== null || (before !== null && (raw !== 'Ft' || before.replace(/\D/g, '').length >= 3));
    if (LETTER_SYMBOL.test(raw) && !atAmount && !inCurrencySlot(text, m.index, raw.length, false)) {
      const endsLine = raw !== 'Ft' && /\s$/.test(text.slice(0, m.index)) && endsText(text, m.index + raw.length);
      if (!endsLine) continue;
    }
    const code = currencyFromSymbol(raw, country);
    if (code) (out ??= []).push({ value: code, index: m.index, raw, atAmount });
  }
  return out === null ? NONE : out.length > 1 ? out.sort(byIndex) : out;
}

/**
 * The money of the countries whose tax ids we read (parse/taxid.ts). Bulgaria is left out: it changed to the euro
 * in 2026, and its documents print either.
 */
const NATIONAL: Record<string, string> = {
  AT: 'EUR', BE: 'EUR', CY: 'EUR', DE: 'EUR', EE: 'EUR', ES: 'EUR', FI: 'EUR', FR: 'EUR', GR: 'EUR', HR: 'EUR',
  IE: 'EUR', IT: 'EUR', LT: 'EUR', LU: 'EUR', LV: 'EUR', MT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
  CZ: 'CZK', DK: 'DKK', HU: 'HUF', PL: 'PLN', RO: 'RON', SE: 'SEK', GB: 'GBP', NO: 'NOK', CH: 'CHF', IN: 'INR',
  AU: 'AUD', MY: 'MYR',
};

/** The national currency of an ISO 3166 country we read tax ids of, or null. */
export function nationalCurrency(country: string): string | null {
  return NATIONAL[country] ?? null;
}

/** Currency words some documents print instead of a code. */
const CURRENCY_WORDS: Array<[RegExp, string]> = [
  [/\beuros?\b/i, 'EUR'], [/\bringgit\b/i, 'MYR'], [/\brupees?\b/i, 'INR'], [/\bdollars?\b/i, 'USD'],
  [/\bpounds? sterling\b/i, 'GBP'], [/\byuan\b|\brenminbi\b/i, 'CNY'], [/\byen\b/i, 'JPY'],
];

/** Any of CURRENCY_WORDS: one scan rules out the text that names none (most). */
const ANY_CURRENCY_WORD = new RegExp(CURRENCY_WORDS.map(([re]) => `(?:${re.source})`).join('|'), 'i');

/** A currency named in words ("euro", "ringgit"), or null. */
export function currencyFromWords(text: string): string | null {
  if (!ANY_CURRENCY_WORD.test(text)) return null;
  for (const [re, code] of CURRENCY_WORDS) if (re.test(text)) return code;
  return null;
}
