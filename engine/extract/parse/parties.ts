/** Parties (name, address, tax id, email, phone) from a block of lines under or beside a party label. */
import { countryInText } from './countries.ts';
import { findTaxIds } from './taxid.ts';
import { fold, squash, type TextMatch, matchesOf } from './text.ts';

export interface Party {
  name: string | null;
  address: string | null;
  taxId: string | null;
  email: string | null;
  phone: string | null;
}

// Only ever used through matchesOf: a test() on a global regex moves its lastIndex (HAS_EMAIL is for tests).
const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const HAS_EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE_RE = /(?:\+|00)?\(?\d[\d ()./-]{6,18}\d/g;
const PHONE_LABEL = /\b(?:tel(?:ephone|efon|efoon|efono|efone)?|phone|ph|mobile|mob|fon|fone|fax|t)\b\.?\s*(?:no\.?|nr\.?|number)?\s*[:.]?\s*/i;

/** What a search finds in a text that cannot hold its kind (most lines): shared, so read-only. */
const NONE: readonly TextMatch<string>[] = Object.freeze([]);

/** Email addresses in `text` (read-only: the empty answer is shared). */
export function findEmails(text: string): readonly TextMatch<string>[] {
  if (!text.includes('@')) return NONE;
  return matchesOf(EMAIL_RE, text).map((m) => ({ value: m[0].replace(/\.$/, ''), index: m.index, raw: m[0] }));
}

function hasDigits(text: string, n: number): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && --n === 0) return true;
  }
  return false;
}

/**
 * Phone numbers in `text`: after a phone label, or in international form (+/00). A bare digit run is too
 * often an account or invoice number to be called a phone. Read-only: the empty answer is shared.
 */
export function findPhones(text: string): readonly TextMatch<string>[] {
  // A phone has 7 digits at least: a text with fewer (most lines) has none, and needs no regex.
  if (!hasDigits(text, 7)) return NONE;
  const label = PHONE_LABEL.exec(text);
  // Without a label only the international form counts, and it starts with "+" or "00".
  if (label === null && !text.includes('+') && !text.includes('00')) return NONE;
  const out: Array<TextMatch<string>> = [];
  for (const m of matchesOf(PHONE_RE, text)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    const labelled = label !== null && label.index + label[0].length <= m.index && m.index - (label.index + label[0].length) < 3;
    if (labelled || /^(?:\+|00[1-9])/.test(m[0]) && /[\s./-]/.test(m[0].trim())) out.push({ value: squash(m[0]), index: m.index, raw: m[0] });
  }
  return out;
}

/** Postal-code shapes of common countries, for "this line is part of an address". */
const POSTCODE = [
  /\b\d{5}\b/, /\b\d{4}\s?[A-Z]{2}\b/, /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/, /\b\d{4}\b/, /\b\d{3}\s?\d{3}\b/,
  /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, /\b\d{5}-\d{4}\b/, /\b\d{2}-\d{3}\b/,
];
const STREET_WORDS =
  /\b(?:street|st\.|road|rd\.?|avenue|ave\.?|blvd|boulevard|lane|ln\.?|drive|dr\.|way|suite|floor|building|bldg|unit|p\.?o\.? box|strasse|straße|str\.|weg|platz|allee|gasse|ring|damm|rue|chemin|place|impasse|allee|calle|avenida|plaza|paseo|carrer|straat|laan|plein|gracht|kade|singel|via|viale|piazza|corso|rua|travessa|largo|praca|jalan|jln|lorong|taman|lot|no\.|nr\.|industrial|estate|park|zone|house|road)\b/i;

/** Three letters in a row (a module constant: some builds make a Unicode-class regex anew per use). */
const PLACE_NAME = /\p{L}{3,}/u;

/** True when a line holds a street word (street, road, Jalan, Straße, rue, lot, unit, ...). */
export function hasStreetWord(line: string): boolean {
  return STREET_WORDS.test(line);
}

/** True when a line reads like part of a postal address (street words, postcode, a country name). */
export function looksLikeAddress(line: string): boolean {
  if (STREET_WORDS.test(line)) return true;
  if (countryInText(line)) return true;
  if (/\d/.test(line) && POSTCODE.some((re) => re.test(line)) && PLACE_NAME.test(line)) return true;
  return false;
}

/**
 * A registration or party number under its own caption ("Buyer ID (CRN): 4030281176", "CR No. 1010456789"):
 * an id the block prints, no part of the address.
 */
const CAPTIONED_ID = /^(?:[\p{L}.]+\s+){0,2}(?:id|crn|cr\s*no|reg(?:istration)?\.?\s*no|ico)\b\.?(?:\s*\([\p{L} .]{2,12}\))?\s*[:#]?\s*[A-Z]{0,3}[\d-]{4,}$/iu;
/**
 * A party's number with the issuer, its caption naming it a customer's or account's number ("Odberatel c. /
 * Customer no.: 12345", "Kunden-Nr.: 1234"): not an address's "P.O. Box No.: 12345" or "Unit No. 12".
 */
const NUMBER_CAPTION_ID = /^(?:[\p{L}.]+\s+){0,3}(?:\/\s*)?(?:customer|client|account|kunden|debitor|cliente|klant|kund|z\p{L}kaznick\p{L}*)[\s-]*(?:no|nr|number)\.?\s*:\s*[A-Z]{0,3}[\d-]{4,}$/iu;

/** Lines that are contact/ids rather than name or address. */
function isContactLine(line: string): boolean {
  const f = fold(line);
  return (
    HAS_EMAIL.test(line) ||
    /^(?:tel|tlf|fone|phone|fax|mobile|email|e-mail|web|www\.|http|vat|tax|gst|ust|mwst|btw|tva|iva|siret|siren|kvk|hrb|iban|bic|swift|ein|abn|company no|reg(?!ion)|cnpj|trn|uscc)/.test(f) ||
    findTaxIds(line).length > 0 ||
    // A phone line tagged with a letter alone ("T +31 10 294 7700", "F: 0049 40 …") or "PH".
    /^(?:[tfpm]|ph)\.?\s*:?\s*(?:\+|00)\(?\d[\d ()./-]{6,18}\d$/i.test(line.trim()) ||
    CAPTIONED_ID.test(line.trim()) ||
    NUMBER_CAPTION_ID.test(line.trim())
  );
}

/**
 * A tax id's caption printed before it ("Maroc - ICE 0015…", "Zug, MWST CHE-…"), maybe naming whose it is
 * ("Buyer's VAT No."): cut off with the id.
 */
const ID_CAPTION_TAIL = /[\s,;:|/–-]*(?:(?:\b(?:customer|client|supplier|vendor|buyer|seller|company|our|your)(?:['’]s)?\s+)?\b(?:ice|rfc|r\.f\.c\.?|vat(?:\s*(?:no|id|number))?|tva|iva|ust-?id(?:nr)?|mwst|gstin|gst|uid|f?ein|federal\s+id|irs(?:\/ein)?|tax\s*id|nif|nip|nipc|contribuinte|cif|cnpj(?:\s*\/\s*cpf)?|trn|uscc|brn|uen|dic|tin|cuit|c\.u\.i\.t)\b[\s.:#°/-]*(?:no\.?|nr\.?|n°)?[\s.:#]*)?$/i;

/** A place or country printed alone ("Maroc", "Hong Kong SAR"): up to three words of letters. */
const PLACE_WORDS = /^\p{L}[\p{L}'’]*(?: \p{L}[\p{L}'’]*){0,2}$/u;

/**
 * A party line without its contact or id part: the line, null when it is all contact or id, or the address
 * text printed before a tax id on the same line ("Maroc - ICE 001528447000092" → "Maroc").
 */
function addressBeforeId(line: string): string | null {
  if (!isContactLine(line)) return line;
  if (HAS_EMAIL.test(line)) return null;
  const id = findTaxIds(line)[0];
  if (!id || id.index === 0) return null;
  // A two-language caption names the id twice ("DIC / USt-IdNr.: DE…"): both names are cut.
  const head = line.slice(0, id.index).replace(ID_CAPTION_TAIL, '').replace(ID_CAPTION_TAIL, '').trim();
  return head.length >= 3 && PLACE_NAME.test(head) && !isContactLine(head) && (looksLikeAddress(head) || PLACE_WORDS.test(head)) ? head : null;
}

/** A phone printed after the address on its line ("GERMANY TEL +49 811 55 900 0"), maybe with the e-mail or web address after it. */
const PHONE_TAIL = /\s+(?:tel(?:ephone)?|phone|ph|fax)\b\.?\s*[:.]?\s*(?:\+|00)?\(?\d[\d ()./-]{6,18}\d(?:\s+(?:e-?mail\s*[:.]?\s*)?[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\s+(?:www\.|https?:\/\/)\S+)*\s*$/i;

/** The address part of a line that ends in a phone, the line itself otherwise (the phone is read from the whole block). */
function withoutPhoneTail(line: string): string {
  const m = PHONE_TAIL.exec(line);
  if (!m || m.index === 0) return line;
  const head = line.slice(0, m.index).replace(/[\s,;|/–-]+$/, '');
  return PLACE_NAME.test(head) && (looksLikeAddress(head) || PLACE_WORDS.test(head)) ? head : line;
}

/** A line naming the party's trade under its caption ("Giro: …", Chile's and Peru's line of business): no address line. */
const CAPTIONED_FACT = /^(?:giro|actividad|rubro|activity|business)\s*:\s[^\d]*$/iu;
/** The state an Indian GST invoice's supply is taxed in ("Place of supply: Gujarat (24)"): a tax fact, named like an address. */
const SUPPLY_PLACE = /^place\s+of\s+supply\s*:/i;

/**
 * Split the lines of a party block into name, address and contact parts. The first non-contact line is the
 * name; following address-like lines (or any lines up to the first contact line) form the address.
 */
export function parseParty(lines: string[]): Party {
  const clean = lines.map(squash).filter((l) => l.length > 0);
  const joined = clean.join('\n');
  const taxIds = findTaxIds(joined);
  const email = findEmails(joined)[0]?.value ?? null;
  const phone = findPhones(joined)[0]?.value ?? null;
  let name: string | null = null;
  const address: string[] = [];
  for (const printed of clean) {
    const line = addressBeforeId(withoutPhoneTail(printed));
    if (line === null) continue;
    if (name === null) {
      name = line;
      continue;
    }
    if ((CAPTIONED_FACT.test(line) && !looksLikeAddress(line)) || SUPPLY_PLACE.test(line)) continue;
    address.push(line);
  }
  return {
    name,
    address: address.length ? address.join(', ') : null,
    taxId: taxIds[0]?.value ?? null,
    email,
    phone,
  };
}
