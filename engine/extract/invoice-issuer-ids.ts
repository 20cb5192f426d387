/**
 * The issuer's tax id, e-mail and phone printed away from its block (a footer, a header row), and the
 * reader's own id the issuer prints under a caption of its own ("Ihre USt-IdNr. / Your VAT ID").
 */
import { LineMark, type ExtractContext, type LayoutLine } from './context.ts';
import { asFound } from './invoice-fields.ts';
import type { FoundParty } from './invoice-parties.ts';
import { LABELS } from './parse/labels.ts';
import { findEmails, findPhones, type Party } from './parse/parties.ts';
import { findTaxIds, type TaxId } from './parse/taxid.ts';
import { fold } from './parse/text.ts';

/** Lines that speak of the reader's own ids ("Your VAT number"). */
const READER_IDS = /\b(?:your|uw|ihre|votre|su|deres)\b/i;

const firstId = (ids: readonly TaxId[]): TaxId | undefined => ids[0];
const firstValidId = (ids: readonly TaxId[]): TaxId | undefined => ids.find((x) => x.valid !== false);

/** The line printed nearest left of `l` on its row: the caption of a value in a label/value grid. */
function captionLeft(ctx: ExtractContext, l: LayoutLine): LayoutLine | null {
  const mid = (l.bbox[1] + l.bbox[3]) / 2;
  const h = l.bbox[3] - l.bbox[1];
  let best: LayoutLine | null = null;
  for (const o of ctx.pageLines(l.page)) {
    if (o.bbox[2] <= l.bbox[0] && Math.abs((o.bbox[1] + o.bbox[3]) / 2 - mid) < h / 2 && (!best || o.bbox[2] > best.bbox[2])) best = o;
  }
  return best;
}

/** A value whose caption, printed left of it, speaks of the reader's own ids ("Your VAT ID" | "DE123…"). */
function readerCaptioned(ctx: ExtractContext, l: LayoutLine): boolean {
  const c = captionLeft(ctx, l);
  return c !== null && READER_IDS.test(fold(c.text)) && findTaxIds(c.text).length === 0;
}

/**
 * The reader's tax id as the issuer prints it in its reference grid ("Ihre USt-IdNr. / Your VAT ID" beside
 * "DE123987456", "Your VAT no.: DE…"): the customer's id where its block prints none.
 */
export function readerTaxId(ctx: ExtractContext): string | null {
  const { headerLines, headerMarks } = ctx;
  for (let i = 0; i < headerLines.length; i++) {
    if ((headerMarks[i] & LineMark.taxId) === 0) continue;
    const l = headerLines[i];
    const ids = findTaxIds(l.text);
    if (!ids.length) continue;
    const before = fold(l.text.slice(0, ids[0].index));
    if (READER_IDS.test(before) || (ids[0].index === 0 && readerCaptioned(ctx, l))) return ids[0].value;
  }
  return null;
}

/** The id `pick` takes from a header line's ids, unless the line is about the reader's ids. */
function issuerIdOn(text: string, pick: (ids: readonly TaxId[]) => TaxId | undefined): TaxId | undefined {
  // Few lines hold an id: the (memoised) id search comes before the fold and the reader test.
  const id = pick(findTaxIds(text));
  return id && !READER_IDS.test(fold(text)) ? id : undefined;
}

/**
 * The issuer's tax id, e-mail and phone where its own block lacks them: each the first found on a header
 * line outside the customer block (the tax id is usually printed away from the address, in a footer). One
 * pass looks for all three, each until found.
 */
export function completeIssuer(ctx: ExtractContext, exclude: Set<number>, party: Party): void {
  party.taxId ||= null;
  party.email ||= null;
  party.phone ||= null;
  const { headerLines, headerMarks } = ctx;
  for (let i = 0; i < headerLines.length; i++) {
    if (party.taxId && party.email && party.phone) break;
    // Each search reads only the lines with its mark (a tax id's digits and letters, a phone number's digits,
    // an e-mail address's "@").
    const marks = headerMarks[i];
    const wanted = (party.taxId ? 0 : LineMark.taxId) | (party.email ? 0 : LineMark.at) | (party.phone ? 0 : LineMark.digits7);
    if ((marks & wanted) === 0 || exclude.has(headerLines[i].index)) continue;
    const text = headerLines[i].text;
    if (!party.taxId && (marks & LineMark.taxId) !== 0) {
      // The id first: whether a reader's caption heads the line is a scan of the page's lines.
      const id = issuerIdOn(text, firstId);
      if (id && !readerCaptioned(ctx, headerLines[i])) party.taxId = id.value;
    }
    if (!party.email && (marks & LineMark.at) !== 0) party.email = findEmails(text)[0]?.value ?? null;
    if (!party.phone && (marks & LineMark.digits7) !== 0) party.phone = findPhones(text)[0]?.value ?? null;
  }
  // An id of digits only, in a captioned cell of its own ("CNPJ" over "45.812.763/0001-75"): the first outside the customer's block.
  if (!party.taxId) {
    const found = ctx.findAll(LABELS.taxId, ID_VALUES).sort((a, b) => a.page - b.page || a.line - b.line);
    for (const f of found) {
      if (exclude.has(f.line) || READER_IDS.test(fold(ctx.layout.lines[f.line].text)) || readerCaptioned(ctx, ctx.layout.lines[f.line])) continue;
      party.taxId = findTaxIds(f.text)[0].value;
      break;
    }
  }
}

const ID_VALUES = { accept: (v: string) => findTaxIds(v).length > 0, positions: ['inline', 'below'] as Array<'inline' | 'below'> };

/** A vendor known only by the tax id printed outside the customer block (name and address unknown). */
export function anonymousIssuer(ctx: ExtractContext, exclude: Set<number>): FoundParty | null {
  const { headerLines, headerMarks } = ctx;
  for (let i = 0; i < headerLines.length; i++) {
    const line = headerLines[i];
    const id = (headerMarks[i] & LineMark.taxId) === 0 || exclude.has(line.index) ? undefined : issuerIdOn(line.text, firstValidId);
    if (!id) continue;
    const found = asFound(line, id.raw);
    return { party: { name: null, address: null, taxId: id.value, email: null, phone: null }, lines: [], found, factor: 0.85 };
  }
  return null;
}
