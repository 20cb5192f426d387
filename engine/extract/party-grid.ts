/**
 * A party printed as rows of a colon grid: its caption's row names it ("Señor(es) : ANDES IMPORT LTD."), and
 * the rows under it, captioned as address, town or tax id ("Direccion : …", "Ciudad / Pais : …", "ID Receptor : …"),
 * go on with it until a row captions something else.
 */
import type { ExtractContext, Found, LayoutLine } from './context.ts';
import type { FoundParty } from './invoice-parties.ts';
import { LABELS } from './parse/labels.ts';
import { findEmails, findPhones, looksLikeAddress } from './parse/parties.ts';
import { onlyLegalForm } from './legal-form.ts';
import { findTaxIds } from './parse/taxid.ts';
import { ADDRESS_LABELS, ADDRESS_PARTS, NAME_LABELS } from './party-section.ts';
import { columnFrom, LED_BY_COLON, lineAt } from './party-lines.ts';

const ADDRESS_ROWS: readonly string[] = [...ADDRESS_LABELS, ...ADDRESS_PARTS];
const middle = (l: LayoutLine): number => (l.bbox[1] + l.bbox[3]) / 2;
const unColon = (t: string): string => t.trim().replace(/^:\s*/, '').trim();
/** A tax id printed as its caption's value, any country's format: letters and figures, one token. */
const ID_VALUE = /^[A-Z0-9][A-Z0-9./-]{4,}$/i;

/**
 * The party of the grid row captioned at `caption`, whose value `f` sits right of it; `values` is the value column
 * under `f` (colon-led lines). Null when no row under the caption goes on with the party.
 */
export function gridParty(ctx: ExtractContext, caption: LayoutLine, f: Found, values: readonly LayoutLine[]): FoundParty | null {
  const captions = columnFrom(ctx, caption, values.length + 1).slice(1);
  const h = caption.bbox[3] - caption.bbox[1];
  const address: string[] = [];
  let taxId: string | null = null;
  const used = [caption.index, f.line];
  for (const row of captions) {
    const value = values.find((v) => Math.abs(middle(v) - middle(row)) < h / 2 && LED_BY_COLON.test(v.text));
    if (!value) break;
    const text = unColon(value.text);
    if (ctx.labelAt(ADDRESS_ROWS, row.index) !== null && !taxId) address.push(text);
    else if (ctx.labelAt(LABELS.taxId, row.index) !== null) {
      const id = findTaxIds(text)[0]?.value ?? (ID_VALUE.test(text) ? text : null);
      if (!id) break;
      taxId = id;
    } else break;
    used.push(row.index, value.index);
  }
  if (!address.length) return null;
  const name = unColon(f.text);
  const contact = address.join('\n');
  return {
    party: { name, address: address.join(', '), taxId, email: findEmails(contact)[0]?.value ?? null, phone: findPhones(contact)[0]?.value ?? null },
    lines: used,
    found: f,
    factor: 0.9,
  };
}

/** A caption that promises its value on its own row: it ends in a colon. */
const ENDS_COLON = /:\s*$/;
/** A phone number printed as a row's value. */
const PHONE_VALUE = /^\+?\(?\d[\d ()./-]{6,}\d$/;
/** Captions that head another party: its block ends this one. */
const OTHER_PARTY: readonly string[] = [...LABELS.customer, ...LABELS.vendor, ...LABELS.shipTo];

/** The caption printed on `l`'s row in the caption column starting at x (a line ending left of `l`), or null. */
function captionOfRow(lines: readonly LayoutLine[], l: LayoutLine, x: number): LayoutLine | null {
  const h = l.bbox[3] - l.bbox[1];
  for (const o of lines) if (o !== l && o.bbox[2] < l.bbox[0] && Math.abs(o.bbox[0] - x) < Math.max(6, h) && Math.abs(middle(o) - middle(l)) < h / 2) return o;
  return null;
}

/**
 * A party printed as a label/value list: "Vendor:" with the name far right of it on its row, and under it rows
 * captioned in the same column ("VAT no.:", "Address:", "Phone:"), their values in the value column; a row
 * without a caption goes on with the value above it (an address's second line). The rows go on with the party
 * while their captions name its parts: a company-name row names it (the row above may name a person), and any
 * other caption ends it. Null when the row under the value carries no caption (the value heads a block).
 */
export function captionedRowsParty(ctx: ExtractContext, caption: LayoutLine, f: Found, value: LayoutLine): FoundParty | null {
  if (!ENDS_COLON.test(caption.text) || value.bbox[0] <= caption.bbox[2] || Math.abs(middle(value) - middle(caption)) >= (caption.bbox[3] - caption.bbox[1]) / 2) return null;
  const lines = ctx.pageLines(caption.page);
  const rows = columnFrom(ctx, value, 16).slice(1);
  if (!rows.length || !captionOfRow(lines, rows[0], caption.bbox[0])) return null;
  let name = f.text.trim();
  const address: string[] = [];
  let taxId: string | null = null;
  let phone: string | null = null;
  let field: 'name' | 'address' | null = null;
  const used = [caption.index, value.index];
  const contact: string[] = [];
  for (const row of rows) {
    const text = row.text.trim();
    const cap = captionOfRow(lines, row, caption.bbox[0]);
    if (!cap) {
      if (field === 'address') address.push(text);
      else if (field === 'name') name = `${name} ${text}`;
      else break;
    } else if (ctx.labelAt(OTHER_PARTY, cap.index) !== null) break;
    else if (ctx.labelAt(NAME_LABELS, cap.index) !== null) {
      name = text;
      field = 'name';
    } else if (ctx.labelAt(ADDRESS_LABELS, cap.index) !== null) {
      address.push(text);
      field = 'address';
    } else if (ctx.labelAt(LABELS.taxId, cap.index) !== null) {
      taxId = findTaxIds(text)[0]?.value ?? (ID_VALUE.test(text) ? text : null);
      field = null;
    } else if (ctx.labelAt(LABELS.phone, cap.index) !== null) {
      if (PHONE_VALUE.test(text)) phone = text;
      field = null;
    } else if (ctx.labelAt(LABELS.email, cap.index) === null) break;
    // A contact row may print more than its value further right (a phone, then "Email: …").
    for (const o of lines) if (o.bbox[0] >= row.bbox[0] && Math.abs(middle(o) - middle(row)) < (row.bbox[3] - row.bbox[1]) / 2) contact.push(o.text);
    used.push(row.index);
    if (cap) used.push(cap.index);
  }
  if (!address.length && !taxId) return null;
  const contacts = contact.join('\n');
  return {
    party: { name, address: address.length ? address.join(', ') : null, taxId, email: findEmails(contacts)[0]?.value ?? null, phone: phone ?? findPhones(contacts)[0]?.value ?? null },
    lines: used,
    found: f,
    factor: 0.9,
  };
}

/** The nearest line right of `l` on its row, or null. */
function nextOnRow(lines: readonly LayoutLine[], l: LayoutLine): LayoutLine | null {
  const h = l.bbox[3] - l.bbox[1];
  let next: LayoutLine | null = null;
  for (const o of lines) if (o.bbox[0] > l.bbox[2] && Math.abs(middle(o) - middle(l)) < h / 2 && (!next || o.bbox[0] < next.bbox[0])) next = o;
  return next;
}

/**
 * The value on its caption's row in a label/value list ("Vendor:" far left of the name): the caption ends in a
 * colon, the line found under it (`f`) is the next caption of its column, also ending in a colon, and the value
 * right of that one starts where the caption row's value does (one value column). A caption over its block
 * ("Bill To:" over the name) is not such a list: a line far right on its row ("Terms: 14 days", the
 * issuer's name) belongs to another column. Null when that row holds no value `accept` takes.
 */
export function rowValue(ctx: ExtractContext, f: Found, accept: (text: string) => boolean): Found | null {
  const caption = ctx.layout.lines[f.line];
  const h = caption.bbox[3] - caption.bbox[1];
  const tolerance = Math.max(6, h);
  if (!ENDS_COLON.test(caption.text) || f.bbox[1] < caption.bbox[3] - 1 || !ENDS_COLON.test(f.text) || Math.abs(f.bbox[0] - caption.bbox[0]) >= tolerance) return null;
  const lines = ctx.pageLines(caption.page);
  const next = nextOnRow(lines, caption);
  if (!next || !accept(next.text)) return null;
  const below = nextOnRow(lines, lineAt(ctx, f));
  return below && Math.abs(below.bbox[0] - next.bbox[0]) < tolerance ? { ...f, text: next.text, bbox: next.bbox } : null;
}

/**
 * A party printed whole on its caption's row ("Delivery address:   ACME Depot 2, 9 Mill Road, 12-345 Town"), the
 * line under the caption another block's (a table header): the value right of the caption when it reads as a name
 * and then an address after a comma. Null otherwise.
 */
export function oneLineRowValue(ctx: ExtractContext, f: Found): Found | null {
  const caption = ctx.layout.lines[f.line];
  if (f.bbox[1] < caption.bbox[3] - 1) return null;
  const next = nextOnRow(ctx.pageLines(caption.page), caption);
  return next && oneLineParty(next.text) ? { ...f, text: next.text, bbox: next.bbox } : null;
}

/**
 * A name and its address on one line, parted by commas ("ACME Depot 2, 9 Mill Road, 12-345 Town"): the name and the
 * address lines; null when the rest is no address with a number in it, or the first comma parts a legal form off
 * the name ("ACME, Inc.").
 */
export function oneLineParty(text: string): string[] | null {
  const parts = text.split(/\s*,\s*/).map((t) => t.trim()).filter(Boolean);
  if (parts.length < 3 || !/\p{L}{3}/u.test(parts[0]) || onlyLegalForm(parts[1])) return null;
  const rest = parts.slice(1);
  return /\d/.test(rest.join(' ')) && rest.some((p) => looksLikeAddress(p)) && !looksLikeAddress(parts[0]) ? [parts[0], rest.join(', ')] : null;
}

