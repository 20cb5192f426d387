/**
 * Header fields of invoice-like documents: document number, dates, currency, references, bank details.
 * Each finder returns the value with the `Found` it came from (for evidence) or null; nothing is guessed.
 */
import { LineMark, type ExtractContext, type FindOptions, type Found, type LayoutLine } from './context.ts';
import { findBics, findIbans } from './parse/bank.ts';
import { parseIncoterm, type Incoterm } from './parse/codes.ts';
import { countryFromName, countryInText } from './parse/countries.ts';
import { countryFromAlpha3 } from './logistics/customs-country.ts';
import { currencyFromWords, findCurrencies, isCurrencyCode, nationalCurrency } from './parse/currency.ts';
import { findDates, parseDate } from './parse/dates.ts';
import { LABELS } from './parse/labels.ts';
import { escapeRegExp, fold } from './parse/text.ts';

export interface Valued<T> {
  value: T;
  found: Found;
  /** Multiplier for the evidence confidence (weaker rule, ambiguity). */
  factor: number;
  /** Computed from other values (evidence source 'derived', box of the value it came from). */
  derived?: boolean;
}

const ID_TOKEN = /(?<![\p{L}\d])#?\s?([A-Z0-9][A-Z0-9\-/_.]*\d[A-Z0-9\-/_.]*|\d)(?![\p{L}\d])/iu;

/** Two to four capitals, one space, then a series and number parted by a slash ("FT 2025/88"), the whole value. */
const TYPED_NUMBER = /^[A-Z]{2,4} [A-Z0-9]+\/\d+(?=\s*$)/;

/** The identifier at the start of a value ("INV/2023/03/0008", "993548900"), or null when it is a date/word. */
export function idToken(value: string): string | null {
  const v = value.trim().replace(/^[:#\s]+/, '').replace(/^(?:nr|no|n\.?°|n\.?º|num|number|nummer|numero)\.?\s*[:#]?\s*/i, '');
  // A document-type code before a series and number ("FT 2025/88", "NC A/12", as Portuguese certified invoicing
  // prints them): the code is part of the number.
  const typed = TYPED_NUMBER.exec(v);
  if (typed) return typed[0];
  const first = v.split(/\s+/)[0] ?? '';
  const m = ID_TOKEN.exec(first);
  if (!m || m.index !== 0 || m[1].length < 3) return null;
  const id = m[1].replace(/[.,;:]+$/, '');
  const dates = findDates(id);
  if (dates.length && dates[0].raw.length >= id.length - 1) return null;
  if (!/\d/.test(id)) return null;
  return id;
}

/**
 * Captions that start with an invoice word but head something else: a DANFE's "FATURA / DUPLICATAS" block lists
 * the instalments ("Nº 001 Venc. …"), not the invoice's number.
 */
const NOT_NUMBER: readonly string[] = ['fatura / duplicatas', 'fatura / duplicata', 'faturas / duplicatas', 'fatura/duplicatas', 'duplicatas'];

/** Values that start with an identifier (the search options are made once: extractors ask for every document). */
const ID_VALUES: FindOptions = { accept: (v) => idToken(v) !== null };

/** Document number: the invoice-number labels, else a weaker reference label (lower confidence). */
export function findInvoiceNumber(ctx: ExtractContext, labels: readonly string[] = LABELS.invoiceNumber): Valued<string> | null {
  const f = ctx.findFirst(labels, (v) => ((ctx.labelAt(NOT_NUMBER, v.line)?.length ?? 0) > v.label.length ? null : v), ID_VALUES);
  if (f) return { value: idToken(f.text)!, found: f, factor: 1 };
  const weak = ctx.findValue(LABELS.documentReference, ID_VALUES);
  if (weak) return { value: idToken(weak.text)!, found: weak, factor: 0.8 };
  return null;
}

function dateOf(ctx: ExtractContext, text: string): { iso: string; ambiguous: boolean } | null {
  return parseDate(text, ctx.dateOrder);
}

/** A labelled date. `exclude` drops labels that belong to other dates (e.g. "due date" when looking for "date"). */
export function findLabelledDate(ctx: ExtractContext, labels: readonly string[], exclude: readonly string[] = []): Valued<string> | null {
  const accept = (v: string) => dateOf(ctx, v) !== null;
  return ctx.findFirst(
    labels,
    (f) => {
      if (exclude.length && (ctx.labelAt(exclude, f.line)?.length ?? 0) > f.label.length) return null;
      const d = dateOf(ctx, f.text)!;
      return { value: d.iso, found: f, factor: d.ambiguous ? 0.9 : 1 };
    },
    { accept },
  );
}

/** Labels of other dates: a line whose label from this list is longer than its invoice-date label is not the invoice date. */
const NOT_INVOICE_DATE: readonly string[] = [...LABELS.dueDate, 'order date', 'orderdatum', 'bestelldatum', 'delivery date', 'lieferdatum', 'leverdatum', 'date de commande', 'fecha de pedido', 'check in', 'check out', 'period', 'billing period'];

/** Invoice date: labelled, else a date printed on the line of the document number ("Facture n°1 du 2 juillet 2015"). */
export function findInvoiceDate(ctx: ExtractContext, number: Valued<string> | null): Valued<string> | null {
  const labelled = findLabelledDate(ctx, LABELS.invoiceDate, NOT_INVOICE_DATE);
  if (labelled) return labelled;
  if (!number) return null;
  // The line the number was read from first, then every other line printing it ("Zahlungsreferenz: Rechnung
  // 181301674" may be the labelled one, the title's "Nr. 181301674 vom | 25.04.2018" the dated one).
  const printed = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(number.value)}(?:$|[^\\p{L}\\p{N}])`, 'u');
  const { lines } = ctx.layout;
  const others = lines.filter((l) => l.index !== number.found.line && l.text.includes(number.value) && printed.test(l.text)).map((l) => l.index);
  for (const at of [number.found.line, ...others]) {
    const labelLine = lines[at];
    // The number's line, then the text right of it on the same row.
    const row = ctx
      .pageLines(labelLine.page)
      .filter((l) => l.bbox[0] >= labelLine.bbox[0] && Math.abs((l.bbox[1] + l.bbox[3]) / 2 - (labelLine.bbox[1] + labelLine.bbox[3]) / 2) < (labelLine.bbox[3] - labelLine.bbox[1]) / 2)
      .sort((a, b) => a.bbox[0] - b.bbox[0]);
    for (const line of row) {
      const dates = findDates(line.text, ctx.dateOrder);
      if (dates.length) return { value: dates[0].value.iso, found: { ...number.found, line: line.index, text: dates[0].raw, bbox: line.bbox }, factor: 0.88 };
    }
  }
  return null;
}

/** A currency label's value: a code alone ("ALL", a code that is also a word, counts here), or one printed in it. */
function labelledCurrency(value: string, country: string | null): string | null {
  const v = value.trim();
  if (/^[A-Z]{3}$/.test(v) && isCurrencyCode(v)) return v;
  return findCurrencies(value, country)[0]?.value ?? null;
}

/**
 * Currency: a labelled currency, else the code or symbol printed most often next to amounts, else a
 * currency named in words, else the national currency of the document's first tax id. Null when none holds.
 */
export function findCurrency(ctx: ExtractContext): Valued<string> | null {
  const labelled = ctx.findValue(LABELS.currency, { accept: (v) => labelledCurrency(v, ctx.countryHint) !== null });
  if (labelled) return { value: labelledCurrency(labelled.text, ctx.countryHint)!, found: labelled, factor: 1 };
  const counts = new Map<string, { n: number; line: number; raw: string }>();
  const { headerLines, headerMarks } = ctx;
  for (let i = 0; i < headerLines.length; i++) {
    if ((headerMarks[i] & LineMark.currency) === 0) continue;
    const line = headerLines[i];
    for (const c of findCurrencies(line.text, ctx.countryHint)) {
      // A code counts more when it sits at an amount than inside prose.
      const e = counts.get(c.value) ?? { n: 0, line: line.index, raw: c.raw };
      e.n += c.atAmount ? 2 : 1;
      counts.set(c.value, e);
    }
  }
  const best = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0];
  if (best) {
    const line = ctx.layout.lines[best[1].line];
    const unambiguous = best[1].raw !== '$' && best[1].raw !== '¥';
    return {
      value: best[0],
      found: asFound(line, best[1].raw),
      factor: unambiguous ? 0.95 : 0.85,
    };
  }
  for (const line of ctx.headerLines) {
    const w = currencyFromWords(line.text);
    if (w && isCurrencyCode(w)) {
      return { value: w, found: asFound(line, w), factor: 0.8 };
    }
  }
  // Nothing printed: a document under a national tax id is priced in that nation's money (a Malaysian till's
  // receipt shows amounts bare, under "GST ID: 000306020352"). Derived, from the tax id's line.
  const national = ctx.taxId && nationalCurrency(ctx.taxId.country);
  if (national && ctx.taxId) return { value: national, found: asFound(ctx.taxId.line, ctx.taxId.line.text), factor: 0.6, derived: true };
  return null;
}

/** Every field caption, folded: a neighbouring box's caption ("DUE DATE" beside "TERMS OF PAYMENT") is no value. */
const CAPTIONS = new Set<string>(Object.values(LABELS).flat().filter((l) => l.length >= 4));
const isCaption = (v: string): boolean => CAPTIONS.has(fold(v).replace(/[\s:.#]+$/, ''));

const height = (b: readonly number[]) => b[3] - b[1];
const CAPS_WORDS = /^[^\p{Ll}\d]*\p{Lu}[^\p{Ll}\d]*$/u;
/** A caption in two languages, parted by a spaced slash ("Cond. de pago / Payment terms"): no value, in any case. */
const BILINGUAL_CAPTION = /^[^\d/]{3,}\s\/\s[^\d/]{3,}$/u;
const captionLike = (t: string): boolean => CAPS_WORDS.test(t) || BILINGUAL_CAPTION.test(t.trim());

/**
 * Is the value found right of its label the next box's caption? In a grid of captioned boxes ("TERMS OF
 * PAYMENT | DUE DATE", values under each) the neighbour prints in the caption's capitals and size, while the
 * line under the label prints larger: the value is under it.
 */
function captionBeside(ctx: ExtractContext, f: Found): boolean {
  const label = ctx.layout.lines[f.line];
  if (!label || f.bbox[1] >= label.bbox[3] || f.bbox[0] < label.bbox[2]) return false;
  if (!captionLike(f.text) || !captionLike(label.text)) return false;
  if (Math.abs(height(f.bbox) - height(label.bbox)) > 0.5) return false;
  const under = ctx.layout.lines.find((l) => l.page === label.page && l.bbox[1] >= label.bbox[3] - 2 && l.bbox[1] <= label.bbox[3] + height(label.bbox) && Math.abs(l.bbox[0] - label.bbox[0]) <= 6);
  return !!under && height(under.bbox) > height(label.bbox) + 1;
}

/** A labelled free-text value (payment terms, notes, order number). */
export function findText(ctx: ExtractContext, labels: readonly string[], maxLength = 200): Valued<string> | null {
  const accept = (v: string) => v.trim().length >= 2 && v.trim().length <= maxLength && !isCaption(v);
  let f = ctx.findValue(labels, { accept });
  if (f && captionBeside(ctx, f)) f = ctx.findValue(labels, { accept, positions: ['below'] }) ?? f;
  // ": T/T WITHIN 15 DAYS": the colon of a caption printed apart from it.
  return f ? { value: f.text.trim().replace(/^:\s*/, ''), found: f, factor: 0.9 } : null;
}

/** The country a labelled value names ("Country of Origin: ITALY", "Made in Germany"), as its ISO code. */
export function findCountry(ctx: ExtractContext, labels: readonly string[]): Valued<string> | null {
  // The value may say more than the name: "Deutschland (EU)", "France (UE). Poids brut : …"; or be an ISO alpha-3 code ("MEX").
  const country = (v: string) => countryFromName(v) ?? countryFromAlpha3(v) ?? countryInText(v);
  const f = ctx.findValue(labels, { accept: (v) => country(v) !== null });
  return f ? { value: country(f.text)!, found: f, factor: 0.9 } : null;
}

/** A labelled reference number (purchase order, customer number). */
export function findReference(ctx: ExtractContext, labels: readonly string[]): Valued<string> | null {
  const f = ctx.findValue(labels, ID_VALUES);
  return f ? { value: idToken(f.text)!, found: f, factor: 0.95 } : null;
}

export interface BankDetails {
  iban: Valued<string> | null;
  bic: Valued<string> | null;
  accountNumber: Valued<string> | null;
}

const BANK_WORDS = /\b(?:bank|banque|banco|banca|iban|swift|bic|ifsc|sort code|routing|aba|bankverbindung|bancaire|bancaria|bancario|rekening|beneficiary)\b/i;

/** An account number as printed: letters, figures, spaces and dashes, dots and a slash only before a figure. */
const ACCOUNT = String.raw`[A-Z0-9](?:[A-Z0-9 -]|[./](?=\d)){3,38}[A-Z0-9]`;
const ACCOUNT_TOKEN = new RegExp(String.raw`^[:#\s]*(${ACCOUNT})\b`, 'i');

/** From the first word with a lower-case letter on, after a space: prose, not an account's groups. */
const PROSE_AFTER = /\s+[^\s]*\p{Ll}.*$/u;

/** A printed account number: digits with letters, spaces or dashes, 5–34 characters, 5 digits at least. */
function accountToken(v: string): string | null {
  // Dots, dashes and a bank code's slash between digits are kept: they group a national account number as
  // printed ("1503.22.44154", "123-4-56789-0", Czech "12-3456789012/0800"). Words in lower case after it
  // ("88120045 at Harbour Bank") name where the account is held: no part of it.
  // The bank's next code after it on its line ("50200012345678   IFSC HDFC0000123") is no part of it either.
  const m = ACCOUNT_TOKEN.exec(v.trim().split(NEXT_BANK_CAPTION)[0].replace(PROSE_AFTER, ''));
  if (!m) return null;
  const token = m[1].replace(/ /g, '');
  if (token.length < 5 || token.length > 34 || (token.match(/\d/g)?.length ?? 0) < 5) return null;
  return token.toUpperCase();
}

const BIC_VALUES: FindOptions = { accept: (v) => findBics(`BIC ${v.trim()}`).length > 0 };
const IBAN_VALUES: FindOptions = { accept: (v) => findIbans(v).length > 0 };
const ACCOUNT_VALUES: FindOptions = { accept: (v) => accountToken(v) !== null && findIbans(v).length === 0 };

/** IBAN (only mod-97-valid ones are reported) and BIC (labelled) printed anywhere. */
export function findBank(ctx: ExtractContext): BankDetails {
  let iban: Valued<string> | null = null;
  let bic: Valued<string> | null = null;
  const { headerLines, headerMarks } = ctx;
  for (let k = 0; k < headerLines.length && !(iban && bic); k++) {
    const line = headerLines[k];
    if (!iban && (headerMarks[k] & LineMark.ibanStart) !== 0) {
      const i = findIbans(line.text)[0];
      if (i) iban = { value: i.value, found: asFound(line, i.raw), factor: 1 };
    }
    if (!bic && (headerMarks[k] & LineMark.bicLabel) !== 0) {
      const b = findBics(line.text)[0];
      if (b) bic = { value: b.value, found: asFound(line, b.raw), factor: 1 };
    }
  }
  if (!bic) {
    const f = ctx.findValue(LABELS.bic, BIC_VALUES);
    if (f) bic = { value: findBics(`BIC ${f.text.trim()}`)[0].value, found: f, factor: 0.95 };
  }
  if (!iban) {
    const f = ctx.findValue(LABELS.iban, IBAN_VALUES);
    if (f) iban = { value: findIbans(f.text)[0].value, found: f, factor: 1 };
  }
  // A labelled account that is no IBAN ("Bank Account: 0123456789", US and UK accounts) is the account number.
  // "Account number" alone is as often the customer's account with the issuer: a bank must be named nearby.
  const accountNumber = ctx.findFirst(
    LABELS.accountNumber,
    (acct): Valued<string> | null => {
      const near = ctx.layout.lines.slice(Math.max(0, acct.line - 6), acct.line + 7);
      // The value's own line may name the bank ("0123456 at … Bank (SWIFT: …)"), far down a list from its caption.
      if (!/bank|a\/c/i.test(acct.label) && !BANK_WORDS.test(acct.text) && !near.some((l) => l.page === acct.page && BANK_WORDS.test(l.text))) return null;
      return { value: accountToken(acct.text)!, found: acct, factor: 0.9 };
    },
    ACCOUNT_VALUES,
  );
  return { iban, bic, accountNumber: accountNumber ?? inlineAccount(ctx) };
}

/** An account caption inside a bank line ("SWIFT: HKRKJPJT Ordinary A/C No.: 5123456"): labels are read at line starts only. */
const INLINE_ACCOUNT = new RegExp(String.raw`\b(?:(?:a\/c|acct\.?|account)\s*(?:no\.?|number|nr\.?|#)|konto(?:nr\.?|nummer|-nr\.?))\s*[:.]?\s*(${ACCOUNT})`, 'i');

/**
 * "Account" (or "Savings account", "Business account") and the number straight after it, as banking details print it
 * beside the bank's other codes ("Business account 7700123456   BIC EXMPGB2L").
 */
const BARE_ACCOUNT = new RegExp(String.raw`\b(?:(?:current|cheque|checking|savings|business)\s+)?account\s+(?=\d)(${ACCOUNT})`, 'i');
/** The bank's next code printed after the account on its line: not part of the number. */
const NEXT_BANK_CAPTION = /\s+(?=(?:SWIFT|BIC|IBAN|BRANCH|SORT|ROUTING|ABA|TRANSIT|BSB|IFSC|MICR)\b)/i;

/** The account number captioned mid-line on a line that names a bank, SWIFT code or beneficiary. */
function inlineAccount(ctx: ExtractContext): Valued<string> | null {
  const { lines } = ctx.layout;
  for (const line of ctx.headerLines) {
    // The bare word's caption is no label of its own: read at the line's start too.
    const inline = INLINE_ACCOUNT.exec(line.text);
    const m = inline && inline.index > 0 ? inline : BARE_ACCOUNT.exec(line.text);
    if (!m) continue;
    // Within a bank block: the line or one of the lines around it names the bank.
    const near = lines.slice(Math.max(0, line.index - 6), line.index + 7);
    if (!near.some((l) => l.page === line.page && BANK_WORDS.test(l.text))) continue;
    const token = accountToken(m[1].split(NEXT_BANK_CAPTION)[0]);
    if (token && findIbans(m[1]).length === 0) return { value: token, found: asFound(line, m[1]), factor: 0.85 };
  }
  return null;
}

/** Words of payment terms: a "Payment" caption followed by these states terms, not a method ("Payment: VISA"). */
const TERMS_WORDS = /\b(?:days?|t\/t|l\/c|d\/p|d\/a|net|advance|prepaid|remittance|transfer|sight|within|after|before|upon|against)\b|\d+\s*%/i;
const PAYMENT_CAPTION: readonly string[] = ['payment'];

/** A value that names only how money moves ("prevodem / bank transfer"): the payment method, no terms. */
const METHOD_ONLY = /^[^\d]*\b(?:transfer|remittance)\b[^\d]*$/i;
const termsValue = (v: string): boolean => v.trim().length <= 200 && TERMS_WORDS.test(v) && !METHOD_ONLY.test(v) && !isCaption(v);

/**
 * A sentence stating the payment period, printed whole at a line's start in the bank or footer block
 * ("Splatnost 14 dni / Payment 14 days net. …", "Payment 30 days net."): a word of payment, the days, and the
 * rest up to the full stop ("Delivery 14 days after order" or "Warranty 90 days" are no terms).
 */
const DAYS_SENTENCE = /^(?:payment|paiement|pago|pagamento|zahlung|zahlbar|betaling|betalning|maksu|platba|platnost|splatnost|platnosc|net|netto)\s+\d{1,3}\s*(?:days?|dni|dnu|dage|dagen|tage|dias|días|jours|giorni)\b[^.:]*/iu;

/**
 * Where labelled terms run on into an instruction after a spaced dash ("NET 30 DAYS  -  Please quote our invoice
 * number": a sentence in lower case after its capital): no longer the terms.
 */
const TERMS_DASH_RUN_ON = /\s+[-–—]\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/u;
/** A full stop ending a sentence before the next one's capital (not an abbreviation's stop, "U.S. Dollars"). */
const SENTENCE_STOP = /(?<=[\p{Ll}\d]{2})\.\s+(?=\p{Lu})/gu;
const INSTRUCTION = /^(?:Please|Kindly|Quote|Remit|Bank|Payment\s+to|Our\s+bank)\b/i;

/**
 * Labelled terms up to where they run on: a spaced dash before an instruction, or a full stop before an instruction
 * ("Net 21 days after delivery. Remit to …") or before a sentence that states no terms ("… Mobile money till 123456"),
 * not before the terms' next sentence ("2% 10 days. Net 30 days").
 */
function termsOnly(value: string): string {
  const v = value.split(TERMS_DASH_RUN_ON)[0];
  for (const m of v.matchAll(SENTENCE_STOP)) {
    const next = v.slice(m.index + m[0].length).split(SENTENCE_STOP)[0];
    if (INSTRUCTION.test(next) || !TERMS_WORDS.test(next)) return v.slice(0, m.index);
  }
  return v;
}

/** Payment terms under their own labels, else after a bare "Payment" caption when the value reads as terms, else a days sentence. */
export function findPaymentTerms(ctx: ExtractContext): Valued<string> | null {
  const labelled = findText(ctx, LABELS.paymentTerms);
  if (labelled) return { ...labelled, value: termsOnly(labelled.value).trim() || labelled.value };
  const f = ctx.findValue(PAYMENT_CAPTION, { accept: termsValue });
  if (f) return { value: f.text.trim().replace(/^:\s*/, ''), found: f, factor: 0.85 };
  for (const line of ctx.headerLines) {
    const m = DAYS_SENTENCE.exec(line.text.trim());
    if (m) return { value: m[0].trim(), found: asFound(line, m[0]), factor: 0.8 };
  }
  return null;
}

/** A value's evidence: `text` read on `line`, under no label. */
export function asFound(line: LayoutLine, text: string): Found {
  return { text, page: line.page, bbox: line.bbox, confidence: line.confidence, source: line.source, label: '', line: line.index };
}

const INCOTERMS_WORD = /incoterms?/i;

const INCOTERM_VALUES: FindOptions = { accept: (v) => parseIncoterm(v) !== null };

/** Incoterms: a labelled rule, or a rule followed by "Incoterms" anywhere. */
export function findIncoterms(ctx: ExtractContext): Valued<Incoterm> | null {
  const f = ctx.findValue(LABELS.incoterms, INCOTERM_VALUES);
  if (f) return { value: parseIncoterm(f.text)!, found: f, factor: 1 };
  const { headerLines, headerMarks } = ctx;
  for (let i = 0; i < headerLines.length; i++) {
    const line = headerLines[i];
    if ((headerMarks[i] & LineMark.inco) === 0 || !INCOTERMS_WORD.test(line.text)) continue;
    const p = parseIncoterm(line.text);
    if (p) return { value: p, found: asFound(line, line.text), factor: 0.9 };
  }
  return null;
}
