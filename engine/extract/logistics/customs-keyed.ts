/**
 * Declarations printed by a customs system as caption/value pairs, the caption in a left column and its value on
 * the same line further right (a broker's full print of an import declaration): parties as role-prefixed captions
 * ("OWNER NAME", "BROKER ABN", "SUPPLIER ADDRESS"), header fields, and lines as blocks of pairs headed "LINE n"
 * (or "ITEM n"). Only fields the other readings left empty are filled, but a party named by role-prefixed
 * captions replaces one read from a section heading ("BROKER / DECLARANT" over "BROKER NAME").
 */
import { countryFromName, type Party } from '../parse/index.ts';
import { parseIncoterm } from '../parse/index.ts';
import { segmentRightOf, type Read, type Reader } from './reader.ts';
import type { Segment } from './segments.ts';
import { amountIn, massOf } from './customs-boxes.ts';

interface Pair { cap: Segment; val: Segment }

/** The value beside a caption: the nearest segment right of it on its line. */
const valueRight = (page: Segment[], cap: Segment): Segment | undefined => segmentRightOf(page, cap, 260);

/** A line block heading: "LINE 1", "ITEM 2", "Line No. 3". */
const BLOCK = /^(?:line|item)\s*(?:no\.?\s*)?(\d{1,3})$/i;

const ROLES: Array<{ path: 'importer' | 'declarant' | 'exporter'; re: RegExp }> = [
  { path: 'importer', re: /^(?:owner|importer|consignee|buyer)$/i },
  { path: 'declarant', re: /^(?:broker|declarant|agent|representative)$/i },
  { path: 'exporter', re: /^(?:supplier|exporter|consignor|shipper|seller|vendor)$/i },
];
/** "OWNER NAME", "BROKER ABN", "SUPPLIER ID", "IMPORTER TAX ID (EORI)": a role word, then the part of the party. */
const ROLE_PART = /^(\p{L}+)\s+(name|address|addr\.?|id|abn|tax\s+id|tin|vat(?:\s+no\.?)?|eori(?:\s+no\.?)?)(?:\s*\([^)]*\))?\s*:?$/iu;

const HEADER: Array<{ field: string; re: RegExp }> = [
  { field: 'declarationNumber', re: /^(?:declaration|entry)\s+(?:id|no\.?|number)$/i },
  { field: 'incoterms', re: /^(?:invoice\s+)?terms?(?:\s+(?:type|of\s+(?:sale|delivery)))?$|^price\s+terms?$/i },
  { field: 'currency', re: /^invoice\s+currency$/i },
  { field: 'totalInvoiceAmount', re: /^invoice\s+(?:total|value|amount)$/i },
  { field: 'transportDocumentReference', re: /^(?:ocean\s+|house\s+|master\s+)?(?:bill\s+of\s+lading|air\s*waybill)(?:\s+(?:no\.?|number))?$/i },
  // Norwegian "Toll" (customs duty) and "Merverdiavgift" (MVA, VAT), Danish "Told" and "Moms".
  { field: 'totalDuties', re: /^(?:customs\s+dut(?:y|ies)|toll|told)(?:\s*\([^)]*\))?$/i },
  { field: 'totalTaxes', re: /^(?:gst|vat|import\s+vat|total\s+taxes|merverdiavgift|mva|moms)(?:\s*\([^)]*\))?$/i },
  { field: 'totalGrossWeight', re: /^(?:total\s+)?gross\s+(?:weight|mass)(?:\s*\((?:kg|kgs|lbs?)\))?$/i },
  { field: 'totalPackages', re: /^(?:total\s+)?(?:number|no\.?)\s+of\s+(?:packages|pieces)$/i },
];

const ITEM: Array<{ field: string; re: RegExp }> = [
  { field: 'description', re: /^(?:goods\s+)?description(?:\s+of\s+goods)?$/i },
  { field: 'hsCode', re: /^(?:tariff\s+(?:classification|code|no\.?|number)|hs\s+code|commodity\s+code)$/i },
  { field: 'countryOfOrigin', re: /^(?:origin\s+country|country\s+of\s+origin|origin)$/i },
  { field: 'quantity', re: /^quantity$/i },
  { field: 'customsValue', re: /^customs\s+value(?:\s*\([^)]*\))?$/i },
  { field: 'dutyRate', re: /^duty\s+rate$/i },
  { field: 'dutyAmount', re: /^duty(?:\s+amount)?(?:\s*\([^)]*\))?$/i },
];

/** A tax's rate in its caption ("Merverdiavgift 25 % (MVA)"): part of the caption, not its value. */
const CAPTION_RATE = /\s+\d{1,2}(?:[.,]\d{1,2})?\s*%(?=\s|$)/;

/** A caption's text without a rate in it. */
const captionText = (s: Segment): string => s.text.trim().replace(CAPTION_RATE, '');

/** Whether `re` reads the caption, or one half of a two-language caption ("Toll (A00) / customs duty"). */
function captionIs(re: RegExp, cap: Segment): boolean {
  const t = captionText(cap);
  return re.test(t) || t.split(/\s+\/\s+/).some((side) => re.test(side.trim()));
}

/** Fills a customs declaration from caption/value pairs; a no-op where the form prints none of these captions. */
export function readKeyedDeclaration(r: Reader): void {
  const pairs: Array<Pair & { block: number }> = [];
  const blocks: Array<{ n: number; seg: Segment }> = [];
  // Pages come top to bottom, left to right (segmentPages), so blocks and pairs are met in reading order.
  for (const page of r.segs) {
    for (const s of page) {
      const b = BLOCK.exec(s.text.trim());
      // A block heading has a figure, so it is never a caption; only one with nothing beside it heads a block.
      if (b) { if (!valueRight(page, s)) blocks.push({ n: Number(b[1]), seg: s }); continue; }
      if (!/\p{L}/u.test(s.text) || /\d/.test(captionText(s).replace(/\([^)]*\)/g, ''))) continue;
      const val = valueRight(page, s);
      if (val) pairs.push({ cap: s, val, block: blocks.length - 1 });
    }
  }
  const data = r.result().data as Record<string, unknown>;
  if (data.declarationNumber == null) inlineDeclarationNumber(r);
  const header = pairs.filter((p) => p.block < 0);
  parties(r, header);
  for (const { field, re } of HEADER) {
    if (data[field] != null) continue;
    const p = header.find((x) => captionIs(re, x.cap));
    if (!p) continue;
    const value = headerValue(r, field, p);
    if (value !== null) r.set(field, { value, ev: r.evidence([p.val]) });
  }
  const items = (data.items ?? []) as unknown[];
  if (items.length || blocks.length === 0) return;
  blocks.forEach((b, i) => {
    const own = pairs.filter((p) => p.block === i);
    if (!own.some((p) => ITEM.some((f) => f.re.test(p.cap.text.trim())))) return;
    r.set(`items[${i}].itemNumber`, { value: b.n, ev: r.evidence([b.seg]) });
    for (const { field, re } of ITEM) {
      const p = own.find((x) => re.test(x.cap.text.trim()));
      if (p) itemValue(r, `items[${i}]`, field, p.val);
    }
  });
}

function headerValue(r: Reader, field: string, p: Pair): unknown {
  const t = p.val.text.trim();
  switch (field) {
    case 'declarationNumber': return /^(?=\S*\d)[A-Z0-9][A-Z0-9/-]{4,}$/i.test(t) ? t : null;
    case 'incoterms': { const rule = parseIncoterm(t); return rule?.valid ? rule.rule : null; }
    case 'currency': return /^[A-Z]{3}$/.test(t) ? t : null;
    case 'transportDocumentReference': return /^(?=\S*\d)[A-Z0-9][A-Z0-9/-]{5,}$/i.test(t) ? t : null;
    case 'totalGrossWeight': {
      const unit = /\b(kg|kgs|lbs?)\b/i.exec(t)?.[1] ?? /\((kg|kgs|lbs?)\)/i.exec(p.cap.text)?.[1];
      return massOf(amountIn(r, t.replace(/\s*\b(?:kg|kgs|lbs?)\b\.?$/i, '')), unit);
    }
    case 'totalPackages': { const m = /^(\d{1,6})(?:\s+\p{L}{1,12})?$/u.exec(t); return m ? Number(m[1]) : null; }
    default: return amountIn(r, t);
  }
}

function itemValue(r: Reader, at: string, field: string, val: Segment): void {
  const t = val.text.trim();
  const set = (f: string, value: unknown): void => r.set(`${at}.${f}`, { value, ev: r.evidence([val]) });
  switch (field) {
    case 'description': if (/\p{L}{2}/u.test(t)) set('description', t); return;
    case 'hsCode': { const hs = r.hs(t, `${at}.hsCode`); if (hs) set('hsCode', hs); return; }
    case 'countryOfOrigin': { const c = countryFromName(t); if (c) set('countryOfOrigin', c); return; }
    case 'quantity': {
      const m = /^([\d.,]+)\s*([A-Z]{1,5})?$/i.exec(t);
      const q = m ? amountIn(r, m[1]) : null;
      if (q !== null) { set('quantity', q); if (m?.[2]) set('unit', m[2].toUpperCase()); }
      return;
    }
    case 'dutyRate': {
      // A duty-free line prints the rate as "FREE".
      if (/^free$/i.test(t)) { set('dutyRate', 0); return; }
      const m = /^(\d{1,3}(?:[.,]\d+)?)\s*%$/.exec(t);
      if (m) set('dutyRate', Number(m[1].replace(',', '.')));
      return;
    }
    default: { const v = amountIn(r, t); if (v !== null) set(field, v); }
  }
}

/** Parties printed as role-prefixed captions: the name, address and identification number of each role. */
function parties(r: Reader, header: Pair[]): void {
  for (const role of ROLES) {
    const parts = new Map<string, Segment>();
    for (const p of header) {
      const m = ROLE_PART.exec(p.cap.text.trim());
      if (!m || !role.re.test(m[1])) continue;
      const kind = /^name$/i.test(m[2]) ? 'name' : /^addr/i.test(m[2]) ? 'address' : 'taxId';
      if (!parts.has(kind)) parts.set(kind, p.val);
    }
    const name = parts.get('name');
    if (!name || !/\p{L}{2}/u.test(name.text)) continue;
    const id = parts.get('taxId')?.text.trim();
    const party: Party = {
      name: name.text.trim(),
      address: parts.get('address')?.text.trim() ?? null,
      taxId: id && /^(?=\S*\d)[A-Z0-9][A-Z0-9./-]{4,}$/i.test(id) ? id : null,
      email: null, phone: null,
    };
    const ev = r.evidence([...parts.values()]);
    r.set(role.path, { value: party, ev });
    r.set(`${role.path}.name`, { value: party.name, ev });
  }
}

/** "DECLARATION ID: AEJK7W8R3" printed in one segment, the number after the colon. */
function inlineDeclarationNumber(r: Reader): void {
  for (const s of r.segs[0] ?? []) {
    const m = /^(?:declaration|entry)\s+(?:id|no\.?|number)\s*:\s*((?=\S*\d)[A-Z0-9][A-Z0-9/-]{4,})$/i.exec(s.text.trim());
    if (m) { r.set('declarationNumber', { value: m[1], ev: r.evidence([s]) }); return; }
  }
}

/**
 * An office printed as its code and its name ("AUMEL - MELBOURNE", "NL000854 - ROTTERDAM MAASVLAKTE", a national
 * office number before its name: "1203  Zürich-Flughafen Fracht"): the code, which identifies the office; a name
 * alone is kept as printed.
 */
export function officeCode(read: Read<string> | null): Read<string> | null {
  if (!read) return null;
  const m = /^([A-Z]{2}[A-Z0-9]{3,8})\s+[-–]\s+\p{L}|^(\d{3,8})\s+(?:[-–]\s+)?\p{Lu}\p{Ll}/u.exec(read.value.trim());
  return m ? { ...read, value: m[1] ?? m[2] } : read;
}
