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

/** Currency a bare `$` means in a country that prints it for its own money. */
const DOLLAR_BY_COUNTRY: Record<string, string> = {
  AU: 'AUD', CA: 'CAD', NZ: 'NZD', SG: 'SGD', HK: 'HKD', MX: 'MXN', TW: 'TWD', AR: 'ARS', CL: 'CLP', CO: 'COP',
};

/** ISO code for a printed symbol (`€`, `US$`, `RM`, …), or null. */
export function currencyFromSymbol(symbol: string, country: string | null = null): string | null {
  const s = symbol.trim();
  if (s === '$' && country && DOLLAR_BY_COUNTRY[country]) return DOLLAR_BY_COUNTRY[country];
  if (s === '¥' && country === 'CN') return 'CNY';
  for (const [sym, code] of SYMBOLS) if (sym === s) return code;
  return null;
}

const SYMBOL_RE = new RegExp(
  SYMBOLS.map(([s]) => escapeRegExp(s))
    .map((s) => (/^[A-Za-z]/.test(s) ? `(?<![A-Za-z])${s}(?=\\s?[-\\d])` : s))
    .join('|'),
  'g',
);
const CODE_RE = /(?<![A-Za-z0-9])([A-Z]{3})(?![A-Za-z0-9])/g;
/** Every entry of SYMBOLS contains one of these: text without any cannot match SYMBOL_RE (most lines). */
export const SYMBOL_HINTS: readonly string[] = ['$', '€', '£', '₹', '₩', '₽', '₺', '₫', '₱', '฿', '₪', '₴', '¥', 'zł', 'Kč', 'Ft', 'RM', 'Rs'];
const SYMBOL_HINT = new RegExp(SYMBOL_HINTS.map(escapeRegExp).join('|'));
const byIndex = (a: TextMatch<string>, b: TextMatch<string>): number => a.index - b.index;
const NONE: readonly TextMatch<string>[] = Object.freeze([]);

/**
 * Currencies printed in `text`: ISO codes (only real ones; `VAT`, `TAX` are not) and symbols. Codes first,
 * because `$` alone is ambiguous. Read-only: the empty answer is shared.
 */
export function findCurrencies(text: string, country: string | null = null): readonly TextMatch<string>[] {
  // Most lines name no currency: the list is made at the first one found.
  let out: Array<TextMatch<string>> | null = null;
  for (const m of matchesOf(CODE_RE, text)) if (ISO_4217.has(m[1])) (out ??= []).push({ value: m[1], index: m.index, raw: m[1] });
  if (SYMBOL_HINT.test(text)) for (const m of matchesOf(SYMBOL_RE, text)) {
    if (out?.some((o) => m.index >= o.index && m.index < o.index + o.raw.length)) continue;
    const code = currencyFromSymbol(m[0], country);
    if (code) (out ??= []).push({ value: code, index: m.index, raw: m[0] });
  }
  return out === null ? NONE : out.length > 1 ? out.sort(byIndex) : out;
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
