/**
 * The numbered boxes of a customs form (the EU Single Administrative Document and national forms like it): a box's
 * lines read from its left edge, where its box number is printed apart from its caption or a box letter leads it
 * ("15a  Versendungs-/Ausfuhrland", "B Total duties"), every value of a field in page order, and the party in a box
 * whose caption has an identification number beside it ("8 Consignee No. DE123456789012345").
 */
import { findTaxIds, parseAmount, parseParty, type DecimalMark, type Party, type Quantity } from '../parse/index.ts';
import { joinWrappedName, segmentRightOf, type Read, type Reader } from './reader.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { captionKeysOf } from './captions.ts';
import { vOverlap, type Segment } from './segments.ts';
import { lineUnder, locateAll, unionBox, type ValueLines } from './locate.ts';
import { toNumber } from './parse-extra.ts';

/** A figure ("48.250,00", "-12", "1'250.5") read with `decimal`, the document's decimal mark unless given; null for other text. */
export function amountIn(r: Reader, text: string, decimal: DecimalMark | null = r.decimal): number | null {
  const t = text.trim();
  if (!/^[-\d.,'\s]+$/.test(t) || !/\d/.test(t)) return null;
  return parseAmount(t, decimal ? { decimal } : {}) ?? toNumber(t);
}

/** A mass of `value` in the unit `unit` names ("kg", "KGS", "lbs": pounds); null where either is missing. */
export function massOf(value: number | null, unit: string | null | undefined): Quantity | null {
  return unit && value !== null ? { value, unit: /^lb/i.test(unit) ? 'lb' : 'kg' } : null;
}

/** A box number printed apart from its caption ("15a", "3/5/6", "A"), or a box letter before a caption ("B Total duties"). */
const BOX_NO = /^(?:\d{1,2}[a-z]?|[A-Z]|\d{1,2}(?:\/\d{1,2})+)[.)]?$/;

/** Caption keys of a text, also after a box letter ("B Total duties (A00)"). */
function boxCaptionKeys(text: string): ReadonlySet<LogisticsLabelKey> | null {
  // A country code ("DE") in a box is a value, whatever label it also spells.
  if (/^[A-Z]{2}$/.test(text.trim())) return null;
  return captionKeysOf(text) ?? (/^[A-Z]\s+\S/.test(text) ? captionKeysOf(text.slice(2)) : null);
}

/** The box number printed as a segment of its own just left of a caption ("15a  Versendungs-/Ausfuhrland"). */
function boxNumberBefore(page: Segment[], label: Segment): Segment | null {
  const h = label.bbox[3] - label.bbox[1];
  return page
    .filter((s) => s !== label && s.bbox[2] <= label.bbox[0] + 1 && label.bbox[0] - s.bbox[2] < h * 3 && vOverlap(s, label) > h * 0.5 && BOX_NO.test(s.text.trim()))
    .sort((a, b) => b.bbox[0] - a.bbox[0])[0] ?? null;
}

/**
 * The lines of a box under its caption: from the box's left edge (its box number where printed apart, so values
 * that start left of the caption text are read), each line with the segments beside it up to the next box on
 * the caption's line ("EUR  48.250,00" is one value), up to the next caption or a wider gap.
 */
function boxLines(page: Segment[], label: Segment, anchor: Segment): Segment[] {
  const h = label.bbox[3] - label.bbox[1];
  // The caption's line holds the next boxes' captions; its own identification number or qualifier is no box.
  const right = Math.min(...page.filter((s) => s.bbox[0] > label.bbox[2] && vOverlap(s, label) > h * 0.5 && !notParty(s.text)).map((s) => s.bbox[0]), Infinity);
  const out: Segment[] = [];
  let last: Segment = label;
  for (;;) {
    const next = lineUnder(page, anchor, last);
    if (!next || boxCaptionKeys(next.text)) break;
    const nh = next.bbox[3] - next.bbox[1];
    const row = page.filter((s) => s === next || (s.bbox[0] > next.bbox[2] && s.bbox[0] < right && vOverlap(s, next) > nh * 0.5)).sort((a, b) => a.bbox[0] - b.bbox[0]);
    // A box number with a caption beside it starts the next box.
    if (BOX_NO.test(next.text.trim()) && row[1] && boxCaptionKeys(row[1].text)) break;
    if (row.slice(1).some((s) => boxCaptionKeys(s.text))) break;
    out.push(row.length === 1 ? next : { ...next, text: row.map((s) => s.text).join(' '), bbox: unionBox(row) });
    last = next;
  }
  return out;
}

/**
 * Every value of `key` in page order: what locate reads beside or under each caption, and, for a caption with its
 * box number printed apart or a box letter before it, the box's lines read from the box's left edge first. A
 * "value" that is the next box's number is none.
 */
export function valuesOf(r: Reader, key: LogisticsLabelKey): ValueLines[] {
  const located = locateAll(r.segs, key);
  const labels = new Set<Segment>(located.map((v) => v.label));
  for (const page of r.segs) for (const s of page) if (!labels.has(s) && boxCaptionKeys(s.text)?.has(key)) labels.add(s);
  const order = [...labels].sort((a, b) => a.page - b.page || a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  const out: ValueLines[] = [];
  for (const label of order) {
    const page = r.segs[label.page - 1] ?? [];
    const own = located.filter((v) => v.label === label && !(v.position === 'right' && BOX_NO.test(v.lines[0].text.trim())));
    const box = boxCaptionKeys(label.text)?.has(key) ? boxNumberBefore(page, label) : null;
    if (box || (!own.length && !located.some((v) => v.label === label))) {
      const lines = boxLines(page, label, box ?? label);
      if (lines.length) out.push({ label, lines, position: 'below' });
    }
    out.push(...own);
  }
  return out;
}

/**
 * Whether an inline caption value is an identification number (EORI, TIN), not the party's name, or the caption's
 * own naming of the number the box holds ("8 Importer/Consignee, TIN", "14 Declarant, EORI No.").
 */
const ID_ONLY = /^(?:no\.?\s*)?(?=\S*\d)[A-Z0-9][A-Z0-9/-]{4,}$|^[,;/]?\s*(?:no|nr|tin|eori|vat|vat no|tax id|tax no|ein|ruc|rut|nit|cuit|npwp|gstin|pan)\.?(?:\s*(?:no|nr|number)\.?)?$/i;

/**
 * The identification number printed beside a party's caption: "No. GB 123456789000", "Nr. DE4471209 (EORI
 * DE447120900000)" (the EORI number where named), as one token; null when the text is no such number.
 */
function partyIdIn(text: string): string | null {
  const t = text.trim();
  const eori = /\bEORI\b[\s.:-]*([A-Z]{2}\s?[A-Z0-9]{5,17})/i.exec(t)?.[1];
  if (eori) return eori.replace(/\s/g, '');
  const m = /^(?:(?:no|nr|n°)\.?\s*)?([A-Z]{2}\s?(?=[A-Z0-9]*\d)[A-Z0-9]{5,17}|(?=\S*\d)[A-Z0-9][A-Z0-9/-]{4,})$/i.exec(t);
  return m ? m[1].replace(/\s/g, '') : null;
}

/**
 * A party's registration number printed as the last lines of its box ("IEC/Br: 0509018823/0", "Spediteur-Nr. 40418"):
 * a caption ending in a colon or a number word, then the number. No part of the address.
 */
const ID_LINE = /^\p{L}[\p{L}/ .-]{0,20}?(?:[-\s](?:Nr|No)\.?|:)\s*(?=\S*\d)[A-Z0-9][A-Z0-9/.-]{3,}$/u;

/** A Swiss UID as printed ("CHE-101.447.208"): its readable form is how it is quoted, unlike VAT numbers. */
function printedUid(taxId: string | null, lines: Segment[]): string | null {
  if (!taxId?.startsWith('CHE')) return taxId;
  const printed = lines.flatMap((l) => findTaxIds(l.text)).find((t) => t.kind === 'UID' && t.value === taxId);
  return printed ? printed.raw.trim() : taxId;
}

function withoutIdLines(address: string | null): string | null {
  if (!address) return address;
  const parts = address.split(', ');
  while (parts.length > 1 && (ID_LINE.test(parts[parts.length - 1]) || LICENCE_LINE.test(parts[parts.length - 1]))) parts.pop();
  return parts.join(', ');
}

/**
 * An importer's or exporter's licence number by its scheme's name, as the last line of its box: Indonesia's importer
 * identification number (API-U, API-P) and business number (NIB), India's import-export code (IEC).
 */
const LICENCE_LINE = /^(?:API-[UP]|API|NIB|IEC|IE Code)\.?\s*:?\s*[A-Z0-9][A-Z0-9/.-]{3,}$/;

/** A party's country named on a line of its own ("Country: JP - JAPAN", after a translation: "Pays / Country: JP"). */
export const COUNTRY_LINE = /^(?:\p{L}+\s*\/\s*)?(?:country|negara|pays|land|pais|paese)\s*:\s*(\S.*)$/iu;

/**
 * A line of a party's box that names its tax number, then the number: "TIN 123-456-789-000  PRC LIC. 0001234"
 * (Turkey's tax number is the VKN).
 */
const TAX_ID_LINE = /^(?:TIN|EORI|VAT|Tax\s+ID|EIN|RUC|RUT|NIT|CUIT|NPWP|GSTIN|VKN)(?:\s*(?:No|Nr|Number)\.?)?\s*[:#]?\s*([A-Z]{0,3}\d[\d./-]{3,}[\dA-Z])(?=\s|$)/;

/** A phone after a party's tax number on its line. */
const PHONE_REST = /^(?:tel|phone|ph|fax)\b/i;

/** A caption's neighbour that is no party: its identification number, a qualifier in brackets, a bare "No.". */
const notParty = (text: string): boolean => partyIdIn(text) !== null || /^\(.*\)$/.test(text.trim()) || ID_ONLY.test(text.trim());

/**
 * The party under the first caption of `keys` that shows one: a caption with an identification number beside it
 * ("8 Consignee No. DE123456789012345") has the party's name and address in the lines under it, and the number
 * is the party's tax id where it is a national one (a country prefix: EORI, VAT number).
 */
export function partyOf(r: Reader, keys: LogisticsLabelKey[]): Read<Party> | null {
  for (const key of keys) {
    for (const v of valuesOf(r, key)) {
      const page = r.segs[v.label.page - 1] ?? [];
      const beside = v.position !== 'below' && notParty(v.lines[0].text);
      // A tax number's line may print the phone apart beside it ("VKN 1234567890    Tel +90 …"): the box's
      // lines are read whole then.
      const taxLine = !beside && v.lines.length > 1 && v.lines.some((l) => TAX_ID_LINE.test(l.text.trim()));
      const lines = beside || taxLine ? boxLines(page, v.label, boxNumberBefore(page, v.label) ?? v.label) : v.lines;
      if (!lines.length) continue;
      // A line led by the tax number's name ("TIN 987-654-321-000", "EORI No. DE1234..."): the party's tax id.
      // Forms whose caption names the number first ("Consignee (tax no., name, address)") print it over the name.
      const tagged = (lines.length > 1 ? lines : []).map((l) => TAX_ID_LINE.exec(l.text.trim())).find((m) => m) ?? null;
      // The party's country on a line of its own, named ("Country: DE - GERMANY"): no part of the address.
      // A phone printed after the tax number on its line ("VKN 1234567890  Tel +90 …") stays the party's; other
      // numbers there ("PRC LIC. 0001234") are no address.
      const kept = lines.filter((l) => !COUNTRY_LINE.test(l.text.trim())).map((l) => {
        const m = tagged ? TAX_ID_LINE.exec(l.text.trim()) : null;
        const rest = m ? l.text.trim().slice(m[0].length).trim() : '';
        return m ? (PHONE_REST.test(rest) ? rest : '') : l.text;
      }).filter(Boolean);
      const p = parseParty(joinWrappedName(kept));
      if (!p.name || !/\p{L}{2}/u.test(p.name) || notParty(p.name)) continue;
      // "SOLENT CUSTOMS SERVICES LTD (Direct rep.)": the kind of representation is no part of the name.
      const name = p.name.replace(/\s*\((?:in)?dire(?:ct|kte)\b[^)]*\)\s*$/i, '').trim();
      const idSeg = beside ? v.lines[0] : segmentRightOf(page, v.label, 220);
      const id = idSeg ? partyIdIn(idSeg.text) : null;
      const taxId = p.taxId ?? tagged?.[1] ?? (id && /^[A-Z]{2}[A-Z0-9]*\d/.test(id) ? id : null);
      return { value: { ...p, name, taxId: printedUid(taxId, lines), address: withoutIdLines(p.address) }, ev: r.evidence(lines) };
    }
  }
  return null;
}
