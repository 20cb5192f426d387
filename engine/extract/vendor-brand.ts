/**
 * The issuer's web identity and its payee line. An issuer prints its own e-mail and web addresses; their
 * registrable names ("azure-interior" for www.azure-interior.com, "oyorooms" for contactus@oyorooms.com)
 * confirm a name that spells them, and name the issuer by its brand when the name found is a legal entity
 * behind it ("Flipkart.com" sold by "WS Retail Services Pvt. Ltd."). The payee of a bank transfer
 * ("Titulaire du compte : NETPRESSE", "payable to …") is the issuer of most invoices that print no letterhead.
 */
import { LineMark, type ExtractContext, type LayoutLine } from './context.ts';
import { fold, matchesOf } from './parse/text.ts';

/** Registrable names (letters and digits only) of the issuer's addresses, with how often each is printed. */
export type Domains = Map<string, number>;

const ADDRESS_HINT = /@|www\.|https?:/i;
const EMAIL_HOST = /@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;
const WEB_HOST = /\b(?:https?:\/\/|www\.)([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;
/** E-mail hosts first, then web hosts: the order the names are counted in. */
const HOSTS = [EMAIL_HOST, WEB_HOST];
/** Second levels under a country code ("co.uk", "com.au"): the name is the label before them. */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or', 'gob', 'nic', 'ltd', 'plc']);
/**
 * Addresses that say nothing about who issued the document: mail providers, placeholders, payment and
 * parcel services, social networks, document tools.
 */
const GENERIC = new Set([
  'gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'msn', 'aol', 'icloud', 'mac', 'gmx', 'web',
  'tonline', 'freenet', 'orange', 'wanadoo', 'laposte', 'sfr', 'libero', 'alice', 'tiscali', 'proton', 'protonmail',
  'mail', 'email', 'example', 'test', 'domain', 'yourcompany', 'company', 'mycompany', 'paypal', 'stripe', 'klarna',
  'adyen', 'mollie', 'ideal', 'sofort', 'dhl', 'ups', 'fedex', 'tnt', 'dpd', 'gls', 'usps', 'postnl', 'google',
  'facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'xing', 'tiktok', 'pinterest', 'whatsapp', 'apple',
  'microsoft', 'adobe', 'tcpdf', 'fpdf', 'docusign',
]);
/** Lines that credit the tool the document was made with. */
const TOOL_CREDIT = /\b(?:powered by|created with|generated (?:by|with)|made with|erstellt mit|realise avec|gemaakt met|creado con)\b/i;

const ASCII = /^[\x00-\x7f]*$/;

/** Lower-case letters and digits of `text`, accents stripped: the form a brand and its domain share. */
export function compact(text: string): string {
  // ASCII has no accents: lowering it is all the fold would do to the letters and digits kept.
  return (ASCII.test(text) ? text.toLowerCase() : fold(text)).replace(/[^a-z0-9]/g, '');
}

/** The registrable name of a host ("www.azure-interior.com" → "azureinterior"), or null when generic. */
export function domainName(host: string): string | null {
  const parts = host.toLowerCase().split('.').filter(Boolean);
  if (parts.length < 2) return null;
  parts.pop();
  if (parts.length >= 2 && SECOND_LEVEL.has(parts[parts.length - 1])) parts.pop();
  const name = (parts[parts.length - 1] ?? '').replace(/[^a-z0-9]/g, '');
  return name.length >= 3 && name !== 'www' && !GENERIC.has(name) ? name : null;
}

/** Names of the e-mail and web addresses printed outside `exclude` (the customer's lines). */
export function issuerDomains(ctx: ExtractContext, exclude: Set<number>): Domains {
  const out: Domains = new Map();
  const { headerLines, headerMarks } = ctx;
  for (let i = 0; i < headerLines.length; i++) {
    if ((headerMarks[i] & (LineMark.at | LineMark.web)) === 0) continue;
    const line = headerLines[i];
    if (exclude.has(line.index) || !ADDRESS_HINT.test(line.text) || TOOL_CREDIT.test(line.text)) continue;
    for (const re of HOSTS) {
      for (const m of matchesOf(re, line.text)) {
        const name = domainName(m[1]);
        if (name) out.set(name, (out.get(name) ?? 0) + 1);
      }
    }
  }
  return out;
}

/** Umlauts as domains spell them ("Müller" → mueller.de). */
function transliterate(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/**
 * True when `name` and a domain share their spelling: the domain inside the name ("Coolblue B.V." for
 * coolblue.nl), the name as the domain's start ("OYO" for oyorooms.com) or a word of four letters or more
 * of the name inside the domain ("Müller Consulting GmbH" for mueller-consulting.de).
 */
export function matchesDomain(name: string, domains: Domains): boolean {
  const whole = compact(name);
  // An ASCII name has no umlauts to spell out: its transliterated form is the compact one.
  const spelled = ASCII.test(name) ? whole : transliterate(name).replace(/[^a-z0-9]/g, '');
  for (const d of domains.keys()) if (sharesSpelling(whole, d) || sharesSpelling(spelled, d)) return true;
  for (const word of name.split(/[\s,&./-]+/)) {
    const w = compact(word);
    if (w.length < 4) continue;
    for (const d of domains.keys()) if (d.includes(w)) return true;
  }
  return false;
}

/** A compact name of three chars or more that holds the domain, or that the domain starts with. */
function sharesSpelling(c: string, d: string): boolean {
  return c.length >= 3 && (c.includes(d) || d.startsWith(c));
}

function spellsDomain(compacted: string, names: readonly string[]): boolean {
  for (const d of names) if (compacted.includes(d)) return true;
  return false;
}

function startsAName(names: readonly string[], prefix: string): boolean {
  for (const d of names) if (d.startsWith(prefix)) return true;
  return false;
}

// Tests run on every line or word below, made once.
const CAPS_WORD = /\b[A-Z]{3}/;
const URL_START = /^(?:https?:|www\.)/i;
const OUTER_PUNCT = /^[^\p{L}\d]+|[^\p{L}\d]+$/gu;
const UPPER_WORD = /^[A-Z][A-Z\d]+$/;

/** A word printed as a web address without scheme ("Flipkart.com"): the brand it names. */
const WEB_WORD = /^([\p{L}\d][\p{L}\d-]*)\.(?:com|net|org|co|io|shop|store|online|[a-z]{2})[.,:;]?$/u;
const TRAILING_PUNCT = /[\s,;:.\-–]+$/;

/** A name read from one line. */
export interface NamedLine {
  name: string;
  line: LayoutLine;
}

export interface Brand extends NamedLine {
  /**
   * 'web': written as a web address ("Flipkart.com"); 'caps': an upper-case word the domain starts with,
   * printed twice or more; 'line': a line that is the brand alone or with its legal form.
   */
  kind: 'web' | 'caps' | 'line';
}

/**
 * The brand a domain spells, as printed: the brand written as a web address ("Flipkart.com"), else an
 * upper-case word the domain starts with ("OYO" for oyorooms.com) printed at least twice, else a line that
 * is the brand alone (legal form aside). `legalForm` gives the legal-form words at the start of a text
 * ("SAS au capital …" → "SAS"), or null.
 */
export function brandName(ctx: ExtractContext, exclude: Set<number>, domains: Domains, legalForm: (rest: string) => string | null): Brand | null {
  const caps = new Map<string, { n: number; line: LayoutLine }>();
  let whole: Brand | null = null;
  const names = [...domains.keys()];
  for (const line of ctx.headerLines) {
    if (exclude.has(line.index)) continue;
    // Only lines that carry an upper-case word or spell a domain are read word by word.
    if (!CAPS_WORD.test(line.text) && !spellsDomain(compact(line.text), names)) continue;
    if (TOOL_CREDIT.test(line.text)) continue;
    const words = line.text.trim().split(/\s+/);
    // Each word's compact form, made when first read: the run search reads a word again for every start before it.
    const compacted = new Array<string | undefined>(words.length);
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (w.includes('@') || URL_START.test(w)) continue;
      const web = w.includes('.') ? WEB_WORD.exec(w) : null;
      if (web && domains.has(compact(web[1]))) return { name: web[1], line, kind: 'web' };
      // Words i..j spelling a domain whole; a run that no domain starts with cannot grow into one.
      let c = '';
      for (let j = i; j < words.length && c.length < 40; j++) {
        c += (compacted[j] ??= compact(words[j]));
        if (domains.has(c)) {
          if (i === 0) {
            const rest = words.slice(j + 1).join(' ');
            const form = rest.replace(TRAILING_PUNCT, '') === '' ? '' : legalForm(rest);
            if (form !== null) whole ??= { name: `${words.slice(0, j + 1).join(' ').replace(/[\s,;:.]+$/, '')} ${form}`.trim(), line, kind: 'line' };
          }
          break;
        }
        if (!startsAName(names, c)) break;
      }
      // An upper-case word. A word that starts with an ASCII letter or digit keeps its first two chars when
      // trimmed: a lower-case letter or a digit first, or a lower-case letter second, rules it out.
      const first = w.charCodeAt(0);
      const second = w.charCodeAt(1);
      if ((first >= 97 && first <= 122) || (first >= 48 && first <= 57) || (first >= 65 && first <= 90 && second >= 97 && second <= 122)) continue;
      const bare = w.replace(OUTER_PUNCT, '');
      if (bare.length >= 3 && UPPER_WORD.test(bare)) {
        const k = bare.toLowerCase();
        for (const d of names) {
          if (!d.startsWith(k)) continue;
          const e = caps.get(bare) ?? { n: 0, line };
          e.n++;
          caps.set(bare, e);
          break;
        }
      }
    }
  }
  const best = [...caps.entries()].filter(([, e]) => e.n >= 2).sort((a, b) => b[1].n - a[1].n || b[0].length - a[0].length)[0];
  return best ? { name: best[0], line: best[1].line, kind: 'caps' } : whole;
}

const PAYEE =
  /\b(?:account holder|account name|beneficiary(?: name)?|(?:made |make )?payable to|in fav(?:ou|o)r of|titulaire du compte|kontoinhaber(?:in)?|zahlungsempf(?:a|ae)nger|begunstigde|ten name van|t\.\s?n\.\s?v\.|titular de la cuenta|titular da conta|beneficiario)\s*[:\-–]?\s*/i;
/** A debit from the reader's account names the reader as holder, not the issuer. */
const READER_ACCOUNT = /\b(?:your|ihr(?:e|em|es)?|votre|uw|su|debit|debited|lastschrift|abgebucht|eingezogen|prelev\w*|incasso|domiciliation|mandat\w*|sepa-?mandat)\b/;
// Regexes with Unicode classes are module constants: some builds make them anew per use.
const LETTER = /\p{L}/u;
const WORD = /\p{L}{2,}/u;
const CAPITAL_IN_FIRST_WORD = /^[^\s]*\p{Lu}/u;
const VALUE_END = /\s+[-–|•]\s+|\s{2,}|[,;]?\s*\b(?:IBAN|BIC|SWIFT|Account|Acct|Konto|Compte|Rekening|Bank|Sort code|BSB|A\/C)\b/i;

/** The payee of a bank transfer ("Account holder: X", "payable to X"), unless it is the customer. */
export function payeeName(ctx: ExtractContext, exclude: Set<number>, customer: string | null): NamedLine | null {
  for (const line of ctx.headerLines) {
    if (exclude.has(line.index)) continue;
    const m = PAYEE.exec(line.text);
    if (!m || READER_ACCOUNT.test(fold(line.text))) continue;
    let value = line.text.slice(m.index + m[0].length);
    let at = line;
    if (!LETTER.test(value)) {
      // The label ends its line: the name is the next line of the column.
      const next = nextInColumn(ctx, line);
      if (!next) continue;
      value = next.text;
      at = next;
    }
    const cut = VALUE_END.exec(value);
    const name = (cut ? value.slice(0, cut.index) : value).replace(TRAILING_PUNCT, '').replace(/^["'“]|["'”]$/g, '').trim();
    // A name starts with a capital in its first word ("e-Luscious", not "date"); "address: …" is another label.
    if (!CAPITAL_IN_FIRST_WORD.test(name) || !WORD.test(name) || name.includes(':') || name.split(/\s+/).length > 8) continue;
    if (customer && compact(customer) === compact(name)) continue;
    return { name, line: at };
  }
  return null;
}

function nextInColumn(ctx: ExtractContext, line: LayoutLine): LayoutLine | null {
  const h = line.bbox[3] - line.bbox[1];
  let best: LayoutLine | null = null;
  for (const l of ctx.pageLines(line.page)) {
    if (l === line || l.bbox[1] < line.bbox[1] + h * 0.5 || l.bbox[1] - line.bbox[3] > h * 0.9) continue;
    if (Math.abs(l.bbox[0] - line.bbox[0]) > Math.max(6, h)) continue;
    if (!best || l.bbox[1] < best.bbox[1]) best = l;
  }
  return best;
}
