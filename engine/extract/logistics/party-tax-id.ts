/**
 * A logistics party's tax id where the party parser left it: in its address (captioned inline, or as an address part
 * of its own) or on its printed lines.
 */
import type { Party } from '../parse/index.ts';
import type { Read, Reader } from './reader.ts';
import type { LogisticsLabelKey } from './labels.ts';
import type { ValueLines } from './locate.ts';

/**
 * A tax or company registration id printed after its caption on a party's line ("USCC: 91441900MA4W2K3L7X",
 * "RUC: 20512345678", "TAX CODE: 3702561894", "CVR/VAT: DK31245870", "GST Reg. No.: 199804512K", Malaysian "SST Reg. No. W10-1234-56789012"): the caption words, then the id (letters and
 * digits, six digits at least).
 */
const CAPTIONED_TAX_ID = /(?:^|[\s,;(])((?:USCC|RUC|NIT|CUIT|RUT|CNPJ|CPF|RFC|NIF|CIF|NIP|VKN|MST|NPWP|EIN|TIN|GSTIN|GST|SST|ABN|UEN|B\.?R\.?N|CVR(?:\s*\/\s*VAT)?|VAT|TAX)(?:\s+(?:CODE|ID|NO|NR|NUMBER|REG(?:ISTRATION)?)\.?){0,2}\.?)\s*[:.#]\s*([A-Z]{0,3}\s?\d[\dA-Z./-]{4,24}[\dA-Z])(?![\dA-Z])/i;

/** An EORI number after its caption, with or without a colon: its country code starts it ("EORI DE5512377400000"). */
const EORI_ID = /(?:^|[\s,;(])(EORI(?:\s+(?:NO|NR|NUMBER))?\.?)\s*[:.#]?\s*([A-Z]{2}\d[\dA-Z]{5,16})(?![\dA-Z])/;

/**
 * A contact part at the end of an address line ("TEL: +86 769 8531 2270", "Fax 040 1234"): the party's phone or e-mail,
 * no address; a middle dot or bar may part it from what comes before ("TIN: 0123456789 · Tel …").
 */
const CONTACT_TAIL = /[\s,;·•|]*\b(?:TEL|PHONE|PH|FAX|MOB(?:ILE)?|E-?MAIL)\b\.?\s*[:.]?.*$/i;

/** The caption of a company's identification code ("Identification code", "Ident. No"), spelled once for the patterns below. */
const IDENT_CAPTION = String.raw`ident(?:ification|\.)\s*(?:code|no|nr|number)`;
/**
 * A company's identification code after its caption, with or without a colon ("Identification code 204567891", "Ident.
 * No: 1234567890"): a register number printed where others print the tax id, nine to thirteen digits.
 */
const IDENTIFICATION_CODE = new RegExp(String.raw`(?:^|[\s,;(])(${IDENT_CAPTION}\.?)\s*[:.#]?\s*(\d{9,13})(?![\dA-Z])`, 'i');

/** The id and where it is printed in `text`, when `text` prints a captioned tax id. */
function captionedTaxIdIn(text: string): { id: string; index: number; end: number } | null {
  const m = CAPTIONED_TAX_ID.exec(text) ?? EORI_ID.exec(text) ?? IDENTIFICATION_CODE.exec(text);
  if (!m || m[2].replace(/\D/g, '').length < 6) return null;
  const index = m.index + m[0].indexOf(m[1]);
  return { id: m[2].replace(/\s+/g, ''), index, end: m.index + m[0].length };
}

/** Where a party's tax id is printed in its address: the id, and the address without it (null when nothing is left). */
export type TaxIdInAddress = (address: string) => { id: string; address: string | null } | null;

/**
 * A captioned tax id anywhere in an address ("…, CHINA, USCC: 91441900MA4W2K3L7X TEL: …", "PERU RUC: 20512345678"):
 * the id without spaces; the address without it and the contact details printed after it.
 */
export const taxIdInline: TaxIdInAddress = (address) => {
  const found = captionedTaxIdIn(address);
  if (!found) return null;
  const tail = address.slice(found.end).replace(CONTACT_TAIL, '').replace(/^[\s,;]+/, '');
  return { id: found.id, address: [address.slice(0, found.index).replace(/[\s,;]+$/, ''), tail].filter(Boolean).join(', ') || null };
};

/**
 * Words that caption a tax or company registration number ("Tax No", "Vergi No / Tax No", "CNPJ", "NIP"); Indonesia's
 * tax number is the "NPWP".
 */
const TAX_CAPTION = new RegExp(String.raw`\b(?:tax|vat|tin|ein|ntn|bin|cnpj|cuit|cpf|nip|vkn|nif|cif|rfc|ruc|gst|btw|tva|iva|npwp|ust-?id\w*|${IDENT_CAPTION})(?![\p{L}\d])`, 'iu');
/**
 * Serbia's and Montenegro's tax number is the "PIB", of 9 and 8 digits; but in Indonesia the PIB is the import
 * declaration itself ("No. PIB: 000123/2026"), so the word captions a tax id only before 8 or 9 digits alone.
 */
const PIB_CAPTION = /\bpib\b/i;
const taxCaptioned = (caption: string, id: string): boolean => TAX_CAPTION.test(caption) || (PIB_CAPTION.test(caption) && /^\d{8,9}$/.test(id.trim()));

/**
 * A tax id printed on a captioned line of its own, which the party parser leaves in the address as one of its
 * parts ("Vergi No / Tax No: 3250471186", "CNPJ: 07.654.321/0001-44", "TIN 0004417283"): the id as printed, the address without
 * that part. Pakistan's National Tax Number ("NTN 1234567-8") is one.
 */
export const taxIdPart: TaxIdInAddress = (address) => {
  const parts = address.split(', ');
  for (let at = 0; at < parts.length; at++) {
    // A phone printed after the id on its line ("NTN 1234567-8  Tel +92 …") goes with the id's part.
    const part = parts[at].replace(CONTACT_TAIL, '').trim();
    const m = /^([^:]{2,40}):\s*([A-Z]{0,3}\s?\d[\d./\s-]{4,22}\d)$/.exec(part) ?? BARE_TAX_PART.exec(part) ?? registrationsLine(part);
    if (!m || !taxCaptioned(m[1], m[2]) || m[2].replace(/\D/g, '').length < 6) continue;
    return { id: m[2].trim(), address: parts.filter((_, i) => i !== at).join(', ') || null };
  }
  return null;
};

/**
 * "TIN 0004417283", "EIN No. 12-3456789": a tax id after its bare caption (no colon), the caption no more than its words.
 * Bangladesh's VAT registration is the "BIN" (business identification number), Turkey's tax number the "VKN"; a
 * company's "Identification code" is its register number, printed where others print the tax id.
 */
const BARE_TAX_PART = new RegExp(String.raw`^((?:tax\s+id|tax|vat|tin|ein|ntn|vkn|bin|gst|nif|cif|rfc|ruc|cuit|cnpj|pib|npwp|${IDENT_CAPTION})(?:\s+(?:no|nr|number|reg)\.?)?)\s+([A-Z]{0,3}\s?\d[\d./\s-]{4,22}\d)$`, 'i');

/**
 * A line of registrations, the tax id first ("NTN 1234567-8   STRN 1234567890123   EXPORT REG. 0012/2020"): the
 * tax id, read as BARE_TAX_PART reads it alone; the other captioned numbers after it are no address either.
 */
function registrationsLine(part: string): RegExpExecArray | null {
  const head = /^(\S+(?:\s+\S+)?)\s+(\S*\d\S*)(?=\s)/.exec(part);
  if (!head || !REGISTRATIONS_TAIL.test(part.slice(head[0].length))) return null;
  return BARE_TAX_PART.exec(head[0]);
}

/** Captioned numbers after a registration: each an upper-case caption of a word or two, then a number. */
const REGISTRATIONS_TAIL = /^(?:\s+[A-Z][A-Z.-]{1,9}(?:\s+(?:REG|NO|NR)\.?)?\s+[A-Z]{0,3}\d[\dA-Z/.-]{3,})+$/;

/**
 * A party whose tax id the party parser left in its address, found there as `inAddress` reads it, or dropped with
 * its line (`printed`: the party's printed lines, read for a captioned id): the id as its tax id (where it has
 * none), the address without it.
 */
export function withPartyTaxId(read: Read<Party> | null, inAddress: TaxIdInAddress, printed: readonly string[] = []): Read<Party> | null {
  if (!read) return read;
  let { address, taxId } = read.value;
  const found = address ? inAddress(address) : null;
  if (found) {
    address = found.address;
    taxId ??= found.id;
  }
  if (!taxId) for (const l of printed) taxId ??= captionedTaxIdIn(l)?.id ?? null;
  if (address === read.value.address && taxId === read.value.taxId) return read;
  return { ...read, value: { ...read.value, address, taxId } };
}

/**
 * The party captioned `key` (as `r.party` reads it), with its tax id as `withPartyTaxId` finds it in its address or
 * its printed lines: the caption located once for both. `located`: the caption's value lines where the caller has
 * found or trimmed them already; `printed: false`: the tax id from the address alone, not the printed lines.
 */
export function partyWithTaxId(
  r: Reader, key: LogisticsLabelKey, inAddress: TaxIdInAddress,
  { located = r.find(key), printed = true }: { located?: ValueLines | null; printed?: boolean } = {},
): Read<Party> | null {
  return located ? withPartyTaxId(r.partyFrom(located), inAddress, printed ? located.lines.map((l) => l.text) : []) : null;
}
