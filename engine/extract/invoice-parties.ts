/**
 * Parties of invoice-like documents. A labelled party ("Bill to", "Sold by") is read from the lines under
 * or beside its label (labelled-party.ts); an unlabelled issuer is the company line that carries a legal form
 * or heads the page; an uncaptioned customer, the block in an envelope's window.
 */
import type { ExtractContext, Found, LayoutLine } from './context.ts';
import { LABELS } from './parse/labels.ts';
import { countryFromName } from './parse/countries.ts';
import { findEmails, findPhones, looksLikeAddress, parseParty, type Party } from './parse/parties.ts';
import { findTaxIds } from './parse/taxid.ts';
import { fold } from './parse/text.ts';
import { looksLikeCaption } from './logistics/captions.ts';
import { allBold, columnFrom, LETTERHEAD_PARTS, letterheadParts, PART_GAP, rightUnder } from './party-lines.ts';
import { ATTN_LINE, DEPARTMENT_LINE, ID_CAPTION_REST, labelledParty, partyAt, PARTY_VALUES, routeSecondName, TITLE } from './labelled-party.ts';
import { asFound } from './invoice-fields.ts';
import { LEGAL_FORM, leadingLegalForm, nameLineAbove, nameToLegalForm } from './legal-form.ts';
import { brandName, issuerDomains, matchesDomain, payeeName, type Domains, type NamedLine } from './vendor-brand.ts';
import { anonymousIssuer, completeIssuer, readerTaxId } from './invoice-issuer-ids.ts';
import { fullestNamesake } from './invoice-namesake.ts';
import { letterheadOfPayee, remittance } from './invoice-payee.ts';

export interface FoundParty {
  party: Party;
  /** Lines the party was read from (indexes into layout.lines). */
  lines: number[];
  found: Found;
  factor: number;
  /** How strongly an unlabelled issuer line reads as a letterhead (unlabelledIssuer only). */
  score?: number;
}

/** A document title printed after the issuer's name on one line ("Amazon Web Services Invoice"). */
const TRAILING_TITLE = /\s+(?:tax\s+)?(?:invoice|rechnung|facture|factura|factuur|fattura|fatura|receipt|credit note|gutschrift|statement)\s*$/i;

const PARTY_LABELS = [...LABELS.customer, ...LABELS.vendor, ...LABELS.shipTo];

/**
 * The issuer when no label names it: a line with a company legal form (GmbH, B.V., Ltd, …) or that spells
 * the issuer's web domain, preferring the top of the first page and larger or bold type; its following
 * lines give the address.
 */
export function unlabelledIssuer(ctx: ExtractContext, exclude: Set<number>, domains: Domains = new Map()): FoundParty | null {
  const first = ctx.pageLines(ctx.pages[0]?.pageNumber ?? 1).filter((l) => !exclude.has(l.index));
  if (!first.length) return null;
  const height = ctx.pages[0].height || 842;
  const titles = new Uint8Array(first.length);
  // Type sizes read once: each is a word object away.
  const sizes = new Float64Array(first.length);
  // The document title ("INVOICE") is the largest type on many pages; the letterhead is the largest of the rest.
  let maxSize = 0;
  // The first line of the page (top, then left) is where a letterhead starts.
  let topmost: LayoutLine | null = null;
  for (let i = 0; i < first.length; i++) {
    const l = first[i];
    const text = l.text.trim();
    if (TITLE.test(text)) {
      titles[i] = 1;
      continue;
    }
    const size = (sizes[i] = l.words[0]?.fontSize ?? l.bbox[3] - l.bbox[1]);
    if (size > maxSize) maxSize = size;
    if (text.length > 1 && (!topmost || l.bbox[1] < topmost.bbox[1] || (l.bbox[1] === topmost.bbox[1] && l.bbox[0] < topmost.bbox[0]))) topmost = l;
  }
  let best: { line: LayoutLine; score: number; name: string } | null = null;
  for (let i = 0; i < first.length; i++) {
    const l = first[i];
    const text = l.text.trim();
    if (text.length < 2 || titles[i]) continue;
    // The score without the legal form; every bonus and penalty is a multiple of 0.5, so the sums are exact.
    let score = 0;
    if (l.bbox[1] < height * 0.25) score += 1.5;
    const low = l.bbox[1] > height * 0.8;
    if (sizes[i] >= maxSize * 0.95) score += 1;
    if (l === topmost) score += 1;
    // A legal form adds 3 (3.5 low on the page), more than a domain could, and bold type 0.5: a line that
    // cannot beat the best so far even so is not read further.
    const most = low ? 3.5 : 3;
    if (best && score + 0.5 + most <= best.score) continue;
    const legal = LEGAL_FORM.exec(text);
    if (legal) score += most;
    else if (low) score -= 1;
    // The most the line can score now (bold type, and a domain without a legal form): its words are read
    // for their type only when that can pass the gate below.
    const ceiling = score + 0.5 + (domains.size && !legal ? 1.5 : 0);
    if (ceiling < 2.5 || (best && ceiling <= best.score)) continue;
    if (allBold(l)) score += 0.5;
    // A short line that spells the issuer's e-mail or web domain ("Azure Interior", azure-interior.com): a
    // letterhead without a legal form. A name with one needs no such help (and may be the customer's).
    // Checked only where the bonus could lift the line past the gate below.
    const lifted = score + 1.5;
    if (domains.size && !legal && lifted >= 2.5 && (!best || lifted > best.score) && wordCount(text) <= 5 && matchesDomain(text, domains)) score = lifted;
    // What follows only lowers the score: a line that cannot beat the best so far is not read further.
    if (score < 2.5 || (best && score <= best.score)) continue;
    if (/^\W*$/.test(text) || /^\d/.test(text) || /\b(?:www\.|https?:)/i.test(text) || findEmails(text).length || findPhones(text).length) continue;
    // A block header ("Afleveradres", "Bill to") is a label, not a name.
    if (ctx.labelAt(PARTY_LABELS, l.index) !== null) continue;
    if (/[:]$/.test(text) || (!legal && looksLikeAddress(text))) score -= 2;
    if (wordCount(text) > 8) score -= 2;
    if (score < 2.5 || (best && score <= best.score)) continue;
    // "Company AG - Street 1 - 12345 City": the sender line of a window envelope; keep the name part.
    const name = legal ? senderName(text, legal) : text.replace(/[,:]+$/, '').replace(TRAILING_TITLE, '');
    best = { line: l, score, name };
  }
  if (!best) return null;
  // A brand letterhead ("NORDELBE SPEDITION") over the sender line that spells its legal name and address, or
  // over a line of its legal name, the form right after the brand ("ACME" over "ACME SA DE CV   RFC: …").
  let legalLine: LayoutLine | null = null;
  if (!LEGAL_FORM.test(best.name)) {
    const brand = fold(best.name);
    const brandLength = best.name.length;
    for (const l of first) {
      const legal = l === best.line ? null : LEGAL_FORM.exec(l.text);
      if (!legal || !fold(l.text.trim()).startsWith(brand)) continue;
      const name = senderName(l.text.trim(), legal);
      if (name.length <= brandLength) continue;
      if (LETTERHEAD_PARTS.test(l.text)) return senderLineIssuer(l, name, best.score);
      if (!legalLine && legal.index - l.text.indexOf(l.text.trim()) <= brandLength + 2 && rightUnder(best.line, l)) [legalLine, best.name] = [l, name];
    }
  }
  const head = nameLineAbove(first, best.line);
  if (head && !exclude.has(head.index)) best.name = `${head.text.trim()} ${best.name}`;
  const col = columnFrom(ctx, best.line, 7, true).filter((l) => !exclude.has(l.index) && l !== legalLine);
  // The name printed again under it, in another language or script ("Sharikat Al Noor … (Dh.M.M.)"): a
  // line of its own legal form without digits is a second name, not the first address line.
  if (col.length > 2 && LEGAL_FORM.test(col[1].text) && !/\d/.test(col[1].text) && !looksLikeAddress(col[1].text)) col.splice(1, 1);
  const party = parseParty([best.name, ...col.slice(1).flatMap((l) => letterheadParts(l.text))]);
  const found = asFound(best.line, best.name);
  return { party, lines: col.map((l) => l.index), found, factor: best.score >= 5 ? 0.9 : 0.8, score: best.score };
}

/** The name part of a line to the end of its legal form `legal`, before a sender line's address parts. */
function senderName(text: string, legal: RegExpExecArray): string {
  return nameToLegalForm(text, legal).split(/\s[-–|•]\s/)[0].replace(/[,:]+$/, '').trim();
}

/**
 * The issuer read from the sender line over a window ("Firma GmbH - Straße 1 - 12345 Ort"): the name with its
 * legal form, the address the parts after it. The lines under that line are the recipient's.
 */
function senderLineIssuer(line: LayoutLine, name: string, score: number): FoundParty {
  const text = line.text.trim();
  const at = text.indexOf(name);
  const parts = (at >= 0 ? text.slice(at + name.length) : '').split(PART_GAP).map((t) => t.trim()).filter((t) => t.length > 0);
  const party = parseParty([name, ...parts]);
  const address = addressParts(parts);
  if (address.length < parts.length) party.address = parseParty([name, ...address]).address;
  const found = asFound(line, name);
  return { party, lines: [line.index], found, factor: score >= 5 ? 0.9 : 0.8, score };
}

/**
 * The parts of a sender line's address: those before its first contact or id part (a phone, an e-mail, a tax id),
 * up to the last that ends an address (a postcode and town, a country). A company footer strings its registry
 * code, bank and account after the address ("… · 12345 Town · reg. code 1234567 · Bank IBAN …"), no part of it.
 */
function addressParts(parts: string[]): string[] {
  let end = -1;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (findEmails(p).length || findPhones(p).length || findTaxIds(p).length) break;
    if (endsAddress(p)) end = i;
  }
  return end < 0 ? parts : parts.slice(0, end + 1);
}

/** Words of a text split at single spaces (as `text.split(' ').length`, without the array). */
function wordCount(text: string): number {
  let n = 1;
  for (let k = text.indexOf(' '); k >= 0; k = text.indexOf(' ', k + 1)) n++;
  return n;
}

/** A party known by one line (a payee, a brand): name only, its evidence that line. */
function namedParty(b: NamedLine, factor: number): FoundParty {
  const found = asFound(b.line, b.name);
  return { party: { name: b.name, address: null, taxId: null, email: null, phone: null }, lines: [b.line.index], found, factor };
}

/** An unlabelled letterhead this strong (legal form at the top of the page, say) outranks a payee line. */
const STRONG_LETTERHEAD = 5;

/** Labels of the parties that are not the issuer (built once: label lists are cached by identity). */
const NOT_VENDOR: readonly string[] = [...LABELS.customer, ...LABELS.shipTo];

/** Labels of the boxes printed under or beside a party block on trade invoices: they end it. */
const TERMS: readonly string[] = [...LABELS.incoterms, ...LABELS.paymentTerms, ...LABELS.purchaseOrderNumber, ...LABELS.countryOfOrigin];

/** Labels that end a customer block (one list object: label lookups are cached by identity). */
const CUSTOMER_STOPS: readonly string[] = [...LABELS.shipTo, ...LABELS.invoiceNumber, ...LABELS.invoiceDate, ...LABELS.vendor, ...TERMS];

/** Labels that end a ship-to block. */
const SHIP_TO_STOPS: readonly string[] = [...LABELS.customer, ...LABELS.invoiceNumber, ...LABELS.invoiceDate, ...LABELS.vendor, ...TERMS];

/**
 * The delivery address of a trade invoice ("Ship To", "Deliver to"), when it is a block of its own: not the
 * customer's block read again.
 */
export function findShipTo(ctx: ExtractContext, customer: FoundParty | null): FoundParty | null {
  const shipTo = labelledParty(ctx, LABELS.shipTo, SHIP_TO_STOPS);
  if (!shipTo || (customer && shipTo.lines.some((l) => customer.lines.includes(l)))) return null;
  return shipTo;
}

/** Vendor and customer of an invoice-like document, with tax ids assigned to whichever block holds them. */
export function findParties(ctx: ExtractContext): { vendor: FoundParty | null; customer: FoundParty | null } {
  const customer = fullestNamesake(ctx, labelledParty(ctx, LABELS.customer, CUSTOMER_STOPS), LABELS.customer, (f) => partyAt(ctx, f, CUSTOMER_STOPS), PARTY_VALUES);
  const exclude = new Set(customer?.lines ?? []);
  let vendor = labelledParty(ctx, LABELS.vendor, NOT_VENDOR);
  if (vendor && ((customer && vendor.lines.some((l) => exclude.has(l))) || payeeBank(vendor) || signatory(vendor))) vendor = null;
  const domains = issuerDomains(ctx, exclude);
  if (vendor && remittance(vendor)) vendor = letterheadOfPayee(vendor, unlabelledIssuer(ctx, new Set([...exclude, ...vendor.lines]), domains)) ?? vendor;
  if (!vendor) {
    const issuer = unlabelledIssuer(ctx, exclude, domains);
    // Without a clear letterhead, the account holder of the bank transfer is the issuer.
    const payee = (issuer?.score ?? 0) >= STRONG_LETTERHEAD ? null : payeeName(ctx, exclude, customer?.party.name ?? null);
    vendor = payee && !(issuer?.party.name && fold(issuer.party.name) === fold(payee.name)) ? namedParty(payee, 0.85) : issuer;
  }
  // No name found, but the issuer's ids may still be printed (a footer with the VAT number): keep those.
  if (!vendor) vendor = anonymousIssuer(ctx, exclude);
  // A name that spells none of the issuer's domains may be the legal entity behind the brand the document
  // shows ("Flipkart.com", sold by "WS Retail Services"): the brand is the name readers know the issuer by.
  // A line that merely spells a domain may be the customer's own block: it only names a nameless vendor.
  if (domains.size && !(vendor?.party.name && matchesDomain(vendor.party.name, domains))) {
    const brand = brandName(ctx, exclude, domains, leadingLegalForm);
    if (brand && (brand.kind !== 'line' || !vendor?.party.name)) {
      if (vendor) {
        vendor.party.name = brand.name;
        vendor.found = namedParty(brand, 0.8).found;
        vendor.factor = Math.min(vendor.factor, 0.8);
      } else vendor = namedParty(brand, 0.8);
    }
  }
  if (vendor) completeIssuer(ctx, exclude, vendor.party);
  if (vendor?.party.name) vendor.party.name = legalPayeeName(ctx, exclude, vendor.party.name, customer?.party.name ?? null) ?? vendor.party.name;
  const reader = customer ?? windowRecipient(ctx, vendor, exclude);
  if (reader && !reader.party.taxId) {
    const id = readerTaxId(ctx);
    if (id && id !== vendor?.party.taxId) reader.party.taxId = id;
  }
  return { vendor, customer: reader };
}

/**
 * A brand letterhead's legal name, spelled by the holder of the account the invoice is paid to ("NORDWIND" over
 * "Account name: NORDWIND FREIGHT GMBH" of "NORDWIND FREIGHT"): the holder's name when it is the brand's with a
 * legal form after it; null otherwise.
 */
function legalPayeeName(ctx: ExtractContext, exclude: Set<number>, name: string, customer: string | null): string | null {
  if (LEGAL_FORM.test(name)) return null;
  const found = payeeName(ctx, exclude, customer);
  const brand = fold(name);
  // The brand's whole words ("ACME" starts "ACME TRADING LTD", not "ACMETRON LTD").
  if (!found || !fold(found.name).startsWith(brand) || /[\p{L}\d]/u.test(fold(found.name).charAt(brand.length))) return null;
  // The holder's name as printed, to the end of its legal form (the payee reading drops a final full stop).
  const printed = found.line.text.slice(Math.max(0, found.line.text.indexOf(found.name)));
  const legal = LEGAL_FORM.exec(printed.slice(name.length));
  return legal ? nameToLegalForm(printed, { ...legal, index: legal.index + name.length } as RegExpExecArray) : null;
}

/** A bank's word in a name. */
const BANK_NAME = /\b(?:bank|banque|banco|banca|iban|konto|account)\b/i;
/** "Pay to: DNB Bank ASA, Kontonr. …": the payee's bank and account, not the issuer. */
const payeeBank = (p: FoundParty) => remittance(p) && BANK_NAME.test(p.party.name ?? '');

/**
 * "Issued by: J. Novak, accountant": the person who drew the invoice up, signing it, not the issuing company. Read so
 * when the value is a name alone, without a legal form, an address or a tax id.
 */
const signatory = (p: FoundParty): boolean =>
  p.found.label === 'issued by' && !p.party.address && !p.party.taxId && !LEGAL_FORM.test(p.party.name ?? '');

/** How far right a window-envelope recipient block reaches, and how far down it starts (fractions of the page). */
const WINDOW_RIGHT = 0.6;
const WINDOW_DEPTH = 0.4;
/** The last address line of a recipient: a postcode and town ("6300 Zug", "D-78098 Triberg"), a UK postcode, a US "NY 10003". */
const POSTCODE_TOWN = /(?:^|[\s,])(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{L}{2,}/u;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/;
const US_STATE_ZIP = /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/;
/** An id line printed under a recipient's address ("UID: ATU…", "VAT CHE-…"). */
const ID_LINE = /^(?:uid|vat|ust|mwst|tva|iva|btw|eori|tax|steuer|gst|ein|abn)\b/i;

function endsAddress(text: string): boolean {
  const t = text.trim();
  return POSTCODE_TOWN.test(t) || UK_POSTCODE.test(t) || US_STATE_ZIP.test(t) || countryFromName(t) !== null;
}

/** A line captioning the customer ("Bill to", "Kunde"), not an id caption ("Customer no."). */
function customerCaption(ctx: ExtractContext, l: LayoutLine): boolean {
  const label = ctx.labelAt(LABELS.customer, l.index);
  if (label === null) return false;
  const t = l.text.trim();
  const folded = fold(t);
  const at = folded.indexOf(label);
  if (routeSecondName(folded, at, label)) return false;
  const rest = t.slice(at + label.length);
  return !(at >= 0 && (ID_CAPTION_REST.test(rest) || /^\p{L}/u.test(rest)));
}

/**
 * The customer printed without a caption where a window envelope shows it (DIN 5008 letters, forwarders):
 * page 1, left, in the upper part, below the letterhead and its sender line, 3-6 lines ending in a postcode
 * and town or a country (an id line may follow). Not read where a customer caption exists, nor from the
 * issuer's own lines.
 */
function windowRecipient(ctx: ExtractContext, vendor: FoundParty | null, exclude: Set<number>): FoundParty | null {
  const pg = ctx.pages[0];
  if (!pg) return null;
  const width = pg.width || 600;
  const height = pg.height || 842;
  const lines = ctx.pageLines(pg.pageNumber).filter((l) => l.text.trim().length > 0);
  if (!lines.length) return null;
  const own = new Set([...exclude, ...(vendor?.lines ?? [])]);
  // The letterhead starts at the first line of the page: the window lies below it and below the issuer's lines.
  let top = Math.min(...lines.map((l) => l.bbox[1]));
  let topBottom = 0;
  for (const l of lines) {
    if (l.bbox[1] >= height * WINDOW_DEPTH) continue;
    if (customerCaption(ctx, l)) return null;
    if (l.bbox[1] <= top + 0.5 || (own.has(l.index) && l.bbox[0] < width * 0.45)) topBottom = Math.max(topBottom, l.bbox[3]);
  }
  top = topBottom;
  const vendorName = vendor?.party.name ? fold(vendor.party.name) : null;
  const left = (l: LayoutLine) => l.bbox[2] <= width * WINDOW_RIGHT && l.bbox[0] < width * 0.45;
  const candidates = lines.filter((l) => left(l) && l.bbox[1] >= top - 0.5 && l.bbox[1] < height * WINDOW_DEPTH && !own.has(l.index)).sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  // Lines of a column already read from its top are no block's first line (a street under a rejected name).
  const tried = new Set<number>();
  for (const start of candidates) {
    const text = start.text.trim();
    if (tried.has(start.index)) continue;
    if (LETTERHEAD_PARTS.test(text) || TITLE.test(text) || /^\d/.test(text) || ctx.labelAt(PARTY_LABELS, start.index) !== null || looksLikeCaption(text)) continue;
    if (looksLikeAddress(text) && !LEGAL_FORM.test(text)) continue;
    const col: LayoutLine[] = [];
    for (const l of columnFrom(ctx, start, 9)) {
      if (own.has(l.index) || !left(l) || TITLE.test(l.text.trim()) || (col.length && ctx.labelAt(CUSTOMER_STOPS, l.index) !== null)) break;
      col.push(l);
      tried.add(l.index);
    }
    let end = -1;
    for (let i = 2; i < Math.min(col.length, 6); i++) if (endsAddress(col[i].text)) end = i;
    if (end < 0) continue;
    const block = col.slice(0, end + 1);
    for (const l of col.slice(end + 1, end + 3)) {
      if (!ID_LINE.test(l.text.trim()) && !findTaxIds(l.text).length) break;
      block.push(l);
    }
    // A letterhead, not a recipient: web or e-mail addresses, phone numbers.
    if (block.some((l) => /\b(?:www\.|https?:)/i.test(l.text) || findEmails(l.text).length > 0 || findPhones(l.text).length > 0)) continue;
    const texts = block.map((l) => l.text.trim()).filter((t, i) => !ATTN_LINE.test(t) && !(i > 0 && DEPARTMENT_LINE.test(t)));
    const party = parseParty(texts);
    if (!party.name || party.name.length < 2 || !party.address) continue;
    const name = fold(party.name);
    if (vendorName && (name === vendorName || name.includes(vendorName) || vendorName.includes(name))) continue;
    if (vendor?.party.address && fold(vendor.party.address).includes(fold(texts[1]))) continue;
    const found = asFound(start, party.name);
    return { party, lines: block.map((l) => l.index), found, factor: 0.8 };
  }
  return null;
}
