/**
 * Header fields of a B/L or sea waybill read past what the label index gives: the carrier's caption where small
 * print also names "the Carrier", its name after the signature caption, its SCAC inside a letterhead line, a second
 * notify party, the vessel without its IMO line, freight terms printed as a goods-area remark, registration numbers
 * printed without a colon, a place's country from another place of the same name, "NIL" originals, the total weight
 * in the goods' unit, and goods rows whose cells name more than one field.
 */
import { joinWrappedName, type Read, type Reader } from './reader.ts';
import { locateAll } from './locate.ts';
import { BILINGUAL_SLASH, looksLikeCaption } from './captions.ts';
import { packagesInText, sumQuantities } from './common.ts';
import { taxIdInline, taxIdPart, type TaxIdInAddress } from './party-tax-id.ts';
import type { TableCellRead, TableRow } from './table.ts';
import type { Segment } from './segments.ts';
import { CLAUSE_LINE } from './table-cells.ts';
import { isStackLine } from './container-stack.ts';
import { findContainerNumbers, parseParty, type Party, type Quantity } from '../parse/index.ts';
import { countryFromName } from '../parse/countries.ts';
import { packageType } from '../parse/quantities.ts';

/**
 * The value under a "Carrier" caption: the first one that reads as a name. A sentence of the clauses that starts
 * with "Carrier." reads as a caption too; what follows it is the rest of the sentence (it starts in lower case).
 */
export function captionedCarrier(r: Reader): Read<string> | null {
  for (const v of locateAll(r.segs, 'carrier')) {
    const text = v.lines.map((l) => l.text).join(' ').trim();
    if (!text || /^\p{Ll}/u.test(text)) continue;
    return { value: text, ev: r.evidence(v.lines, v.position === 'below' ? 0.95 : 1) };
  }
  return null;
}

/** A legal form or a word carriers and NVOCCs name themselves with: "Ltd.", "GmbH", "Line", "Shipping", "Logistics". */
export const ISSUER_WORD = /(?:^|[\s,(])(?:ltd|limited|gmbh|inc|incorporated|corp|corporation|co|llc|plc|s\.?a|ag|a\/s|b\.?v|n\.?v|s\.?r\.?l|s\.?p\.?a|pte|pty|bhd|k\.?k|kg|oy|ab|lines?|shipping|logistics|maritime|navigation|container|containers|transport|freight|forwarding|forwarders|consolidators?|carriers?|steamship|shipholding|shipmanagement)\b\.?/i;

/**
 * The carrier's legal name printed after its signature caption ("Signed for the Carrier A.P. Moller - Maersk A/S"),
 * where a letterhead prints only a brand: a name with a legal form or a carrier's word, never "as agent(s) …".
 */
export function signedForCarrier(r: Reader): Read<string> | null {
  for (const s of r.segs.flat()) {
    // The caption may leave "signed" to the line under it ("FOR THE CARRIER …" over the signature).
    const m = /^(?:(?:signed|issued)\s+(?:for|by|on\s+behalf\s+of)|for|on\s+behalf\s+of)\s+(?:and\s+on\s+behalf\s+of\s+)?the\s+carrier[\s:,]+(.+)$/i.exec(s.text.trim());
    // A bilingual caption goes on after the name ("NAVALE ATLAS S.A. / Signe pour le Transporteur"), its slash spaced on
    // one side at least (OCR drops a space: "S.A/ Signe").
    // The dot of a legal form's last letter stays ("S.A.", "N.V.").
    const name = m?.[1].split(BILINGUAL_SLASH)[0].trim().replace(/[\s,;:-]+$/, '').replace(/(?<!\b\p{L})\.+$/u, '');
    if (name && name.length <= 70 && ISSUER_WORD.test(name) && !/\bas\s+(?:the\s+)?(?:agents?|carrier)\b|\d{3}/i.test(name)) return { value: s.source === 'ocr' ? lastStopOfInitials(name) : name, ev: r.evidence([s], 0.85) };
  }
  return null;
}

/**
 * A dotted legal form at the end of a name with its last dot lost, as OCR drops a stop before a slash ("NAVALE ATLAS
 * S.A/ Signe …"): the form is printed with it ("S.A.", "N.V."), as its other letters are.
 */
function lastStopOfInitials(name: string): string {
  return /(?:^|\s)(?:\p{L}\.)+\p{L}$/u.test(name) ? `${name}.` : name;
}

/**
 * "OCEANIC STAR SHIPPING CO. LTD. AS CARRIER": a company's name, then "as carrier" (maybe after a dash), a line of its
 * own.
 */
const NAME_AS_CARRIER = /^(?:for\s+)?(.{4,70}?)[\s,–-]+as\s+(?:the\s+)?carrier\.?$/i;
/** An agent's name, or one signing for another ("… AGENT", "… FOR …"), or one with figures: not the carrier itself. */
const NOT_CARRIER_NAME = /\bagents?\b|\bfor\b|\d{3}/i;
/** The first line of a name wrapped over two: capitals only. */
const NAME_HEAD = /^\p{Lu}[\p{Lu} &'-]{2,40}$/u;
/** "SCAC MAEU", "SCAC code: HLCU" alone; or ending a line after a colon ("ABCD B/L FORM (01/2024)   SCAC: ABCD"). */
const SCAC_PART = /^SCAC(?:\s+code)?\s*[:.]?\s*([A-Z]{4})$/;
const SCAC_TAIL = /\sSCAC(?:\s+code)?\s*:\s*([A-Z]{4})$/;
/** Or opening a footer line that goes on with the form's number ("SCAC: ABCD   FORM XY-BL-2020"). */
const SCAC_HEAD = /^SCAC(?:\s+code)?\s*[:.]?\s*([A-Z]{4})\s+\S/;

/**
 * The carrier named by the signature block on a line of its own ("… LTD. AS CARRIER"): the contracting company,
 * which a letterhead may print only by its brand. Not an agent signing for it ("… AS AGENT FOR …").
 */
export function nameAsCarrier(r: Reader): Read<string> | null {
  for (const page of r.segs) {
    for (const s of page) {
      const m = NAME_AS_CARRIER.exec(s.text.trim());
      const name = m?.[1].trim();
      if (!name || !ISSUER_WORD.test(name) || NOT_CARRIER_NAME.test(name)) continue;
      // A name wrapped over two lines ("SHENZHEN HAIXING INTERNATIONAL" / "LOGISTICS CO., LTD. AS CARRIER").
      const h = s.bbox[3] - s.bbox[1];
      const above = page.find((o) => o !== s && o.bbox[1] < s.bbox[1] - h * 0.5 && o.bbox[3] < s.bbox[1] + h * 0.4 && s.bbox[1] - o.bbox[3] < h * 0.8 && Math.abs(o.bbox[0] - s.bbox[0]) < 3);
      const head = above && NAME_HEAD.test(above.text.trim()) && !looksLikeCaption(above.text, above.source === 'ocr') ? above : null;
      return { value: head ? `${head.text.trim()} ${name}` : name, ev: r.evidence(head ? [head, s] : [s], 0.85) };
    }
  }
  return null;
}

/**
 * A SCAC printed on its own line ("SCAC MAEU", "SCAC code: HLCU"), as one part of a letterhead line ("CMA CGM
 * S.A. - 4, quai d'Arenc - … - SCAC: CMDU") or opening a footer line.
 */
export function printedScac(r: Reader): Read<string> | null {
  for (const s of r.segs.flat()) {
    for (const part of s.text.trim().split(/\s+[-|•·]\s+|\s*[,;]\s+/)) {
      const m = SCAC_PART.exec(part.trim()) ?? SCAC_TAIL.exec(part.trim()) ?? SCAC_HEAD.exec(part.trim());
      if (m) return { value: m[1], ev: r.evidence([s], 0.9) };
    }
  }
  return null;
}

/** Every notify party printed under its own caption ("Notify Party", "Second Notify Party", "Also Notify"), each once. */
export function notifyParties(r: Reader): Array<Read<Party>> {
  const out: Array<Read<Party>> = [];
  const seen = new Set<string>();
  for (const v of locateAll(r.segs, 'notify')) {
    if (v.position === 'inline' || seen.has(`${v.label.page}:${v.label.bbox.join(',')}`)) continue;
    const p = parseParty(joinWrappedName(v.lines.map((l) => l.text)));
    if (!p.name || out.some((o) => o.value.name === p.name)) continue;
    seen.add(`${v.label.page}:${v.label.bbox.join(',')}`);
    out.push({ value: p, ev: r.evidence(v.lines) });
  }
  return out;
}

/**
 * A company registration or tax number printed as its own address line after its caption, with no colon ("UEN
 * 201418832K", "BRN 609-81-44276", "KRA PIN P051473982Q"): the caption an abbreviation that names such a number
 * (a bare "PIN" is India's postal code).
 */
// Taiwan's UBN, China's USCI and Canada's BN name a company's registration the same way; the contact details
// printed after it on its line ("UBN: 12345678  TEL: +886 …", "BN 123456789RM0001  imports@…") are read apart.
// Iceland's kennitala ("Kt. 123456-7890") is its companies' registration and tax number alike.
const BARE_REGISTRATION = /^(?:UEN|B\.?R\.?N|C\.?R\.?N|BIN|TIN|KRA\s+PIN|NPWP|NTN|EIN|VAT|GST|ROC|CR|TAX\s+ID|UBN|USCI|BN|KT|KENNITALA)(?:\s+(?:NO|NR|NUMBER))?\.?\s*[:.#]?\s*([A-Z]{0,3}\d[\dA-Z./-]{4,24}[\dA-Z])(?:\s+(?:(?:TEL|PHONE|FAX|E-?MAIL)\b.*|\S+@\S+))?$/i;

/** A tax id as `taxIdInline` reads it, else an address part that is a registration caption and its number alone, else one `taxIdPart` reads. */
export const taxIdOrRegistration: TaxIdInAddress = (address) => {
  const inline = taxIdInline(address);
  if (inline) return inline;
  const parts = address.split(', ');
  for (let at = 0; at < parts.length; at++) {
    const m = BARE_REGISTRATION.exec(parts[at].trim());
    if (m && m[1].replace(/\D/g, '').length >= 6) return { id: m[1], address: parts.filter((_, i) => i !== at).join(', ') || null };
  }
  // A tax id under a caption of words the inline reading does not know ("Tax No (VKN): 1234567890").
  return taxIdPart(address);
};

/** A terminal or service printed after a place's name ("Mombasa CY", "Singapore CFS", "HAMBURG TERMINAL"). */
const PLACE_SERVICE = /\s+(?:CY|CFS|CY\/CFS|DOOR|TERMINAL|PORT|DEPOT|ICD)$/i;
const placeKey = (name: unknown): string => (typeof name === 'string' ? name.replace(PLACE_SERVICE, '').trim().toLowerCase() : '');

/**
 * The country of a place the document names again where it prints the country or a code ("Mombasa CY" as place of
 * delivery, "MOMBASA (KEMBA)" as port of discharge): that place's country, where its own is not known.
 */
export function countriesOfNamedPlaces(r: Reader, paths: readonly string[]): void {
  const data = r.result().data as Record<string, { name?: unknown; country?: unknown } | null | undefined>;
  for (const path of paths) {
    const p = data[path];
    if (!p || p.country || !placeKey(p.name)) continue;
    const same = paths.map((o) => data[o]).find((o) => o && o !== p && o.country && placeKey(o.name) === placeKey(p.name));
    if (same) r.set(`${path}.country`, { value: same.country, ev: r.result().fields[path] ?? r.derivedEvidence() });
    else {
      // "TARRANT (MARSH LANE DEPOT)": the city before the terminal named in brackets.
      const inAddress = countryInAddresses(r, placeKey(p.name).replace(/\s*\([^()]*\)$/, ''));
      if (inAddress) r.set(`${path}.country`, { value: inAddress.country, ev: r.evidence([inAddress.seg], 0.8) });
    }
  }
}

/** A postal code before a city, with its country letters maybe ("42015 ", "d-20457 "): lower case. */
const POSTCODE_HEAD = /^(?:[a-z]{1,2}-)?\d{4,6}\s+/;

/**
 * The country an address line of the document gives a city ("Leeds LS1 4AP, United Kingdom" where the place of
 * delivery reads "LEEDS (RAIL TERMINAL)"): a part of the line starts with the city and its last part names a
 * country; every such line must name the same one.
 */
function countryInAddresses(r: Reader, city: string): { country: string; seg: Segment } | null {
  if (city.length < 3) return null;
  let found: { country: string; seg: Segment } | null = null;
  for (const s of r.segs.flat()) {
    const parts = s.text.split(/\s*,\s*/);
    // The city may follow its postal code ("42015 Correggio (RE), Italia", "D-20457 Hamburg, Germany").
    const cityOf = (x: string): string => x.toLowerCase().replace(POSTCODE_HEAD, '');
    if (parts.length < 2 || !parts.slice(0, -1).some((x) => cityOf(x) === city || cityOf(x).startsWith(`${city} `))) continue;
    const country = countryFromName(parts[parts.length - 1]);
    if (!country) continue;
    if (found && found.country !== country) return null;
    found ??= { country, seg: s };
  }
  return found;
}

const KG_PER: Record<string, number> = { kg: 1, t: 1000, lb: 0.45359237 };
const kilograms = (q: Quantity): number | null => (KG_PER[q.unit] === undefined ? null : q.value * KG_PER[q.unit]);

/**
 * The total gross weight in the unit the goods declare it in, where the total read is the same mass in another
 * (a container table in tonnes, "145.5520", the goods "GROSS WEIGHT: 145,552.000 KGS"): the goods' sum.
 */
export function totalWeightInGoodsUnit(r: Reader): void {
  const data = r.result().data as { totalGrossWeight?: Quantity | null; goods?: Array<{ grossWeight?: Quantity | null } | undefined> };
  const total = data.totalGrossWeight;
  const sum = sumQuantities((data.goods ?? []).map((g) => g?.grossWeight));
  if (!total || !sum || sum.unit === total.unit || (data.goods ?? []).some((g) => !g?.grossWeight)) return;
  const a = kilograms(total);
  const b = kilograms(sum);
  if (a === null || b === null || Math.abs(a - b) > Math.max(0.5, b * 1e-5)) return;
  const ev = r.result().fields['goods[0].grossWeight'] ?? r.derivedEvidence();
  r.set('totalGrossWeight', { value: sum, ev: { ...ev, source: 'derived' } });
}

/**
 * No originals, as a sea waybill prints it under its originals caption ("NIL (ZERO) - SEA WAYBILL", "NONE", "0 (ZERO)"):
 * a count of 0.
 */
export function noOriginals(r: Reader): Read<number> | null {
  const t = r.text('originals');
  return t && /^(?:nil|none|zero|0)\b(?!\s*\/)/i.test(t.value.trim()) ? { value: 0, ev: t.ev } : null;
}

/** A vessel's value that goes on with its IMO number on the line under the name ("CMA CGM RIGOLETTO" / "IMO 9417323"). */
export function vesselWithoutImo(read: Read<string> | null): Read<string> | null {
  if (!read) return read;
  const name = read.value.replace(/[\s,/-]*\bIMO\b\s*(?:no\.?|number)?\s*[:.]?\s*\d{7}\b.*$/i, '').trim();
  return name && name !== read.value ? { ...read, value: name } : read;
}

/**
 * Freight terms printed as a remark under the goods ("FREIGHT PREPAID - CY/CY - SHIPPED ON BOARD", "FREIGHT
 * COLLECT"), where no freight caption gives them.
 */
export function freightRemark(r: Reader): Read<'PREPAID' | 'COLLECT'> | null {
  for (const s of r.segs.flat()) {
    const m = /(?:^|[\s/-])freight\s+(prepaid|collect)\b/i.exec(s.text);
    if (m) return { value: m[1].toUpperCase() as 'PREPAID' | 'COLLECT', ev: r.evidence([s], 0.85) };
  }
  return null;
}

/**
 * Goods rows as a B/L's goods area prints them, read for what their cells hold:
 * - a container column's cell with no container number in a goods row is the row's marks ("Container No. / Seal
 *   No." over "Marks & Nos.": the marks of the goods, the containers in rows of their own), its printed lines
 *   (`linesOf`) a slash apart as marks are written on one line ("E.P. / CALLAO / C/NO.1-1980"),
 *   unless they are all the rest of a container's stack (its seal, size/type and figures);
 * - a "Number and Kind of Packages; Description of Goods" cell starts with the row's packages ("38 CASES PACKAGING
 *   MACHINERY"): those are its packages, the rest its description;
 * - marks printed at the end of a description after their caption ("… DISCS MARKS: MCD/BHX PO 44817") are the row's;
 * - in a goods table with no packages column, a description that opens with a count of units ("1 UNIT USED TRACTOR
 *   …", "2 UNITS MOBILE CRANE") starts with the row's packages: a vehicle or machine shipped unpacked is one unit;
 * - a clause that counts the containers ("3 CONTAINERS SAID TO CONTAIN 87 PACKAGES"), or the units with the count
 *   restated in words ("6 (SIX) UNITS RO/RO"), is no goods line when the goods rows under it count their own packages.
 */
export function goodsAreaRows(rows: TableRow[], linesOf: (cell: TableCellRead) => string[] = (c) => [c.text], decimal: Reader['decimal'] = null): TableRow[] {
  const noPackagesColumn = rows.every((row) => !row.packages);
  const out = rows.map((row): TableRow => {
    let next: TableRow = row;
    const c = row.container;
    if (c && row.description && !row.marks && findContainerNumbers(c.text.toUpperCase()).length === 0) {
      // A "MARKS:" caption over them is no mark.
      const lines = linesOf(c).map((t) => t.trim().replace(/^marks(?:\s*(?:&|and)\s*(?:nos?|numbers)\.?)?\s*:\s*/i, '')).filter(Boolean);
      // Nor are the rest of a container's stack from the row above ("40'HC 26 PLTS" / "18,246.5 KGS 72.8 CBM").
      if (!lines.every((t) => isStackLine(t, decimal))) next = { ...next, marks: { ...c, text: lines.join(' / ') || c.text } };
      delete next.container;
    }
    const d = next.description;
    if (d?.parts?.[0] === 'packages' && d.parts.includes('description') && !next.packages) {
      const found = packagesInText(d.text);
      const rest = found && found.at === 0 ? d.text.replace(/^\s*[\d.,\s]*\d\s*\S+\s*/, '').trim() : '';
      if (found && rest) next = { ...next, packages: { ...d, text: `${found.count} ${found.type}` }, description: { ...d, text: rest } };
    }
    const lead = noPackagesColumn && next.description && !next.packages ? LEADING_COUNT.exec(next.description.text) : null;
    const kind = lead ? packageType(lead[2]) : null;
    if (lead && kind === 'unit' && next.description) {
      next = { ...next, packages: { ...next.description, text: `${lead[1]} ${lead[2]}` }, description: { ...next.description, text: lead[3].trim() } };
    }
    const marked = next.description && !next.marks ? MARKS_IN_DESCRIPTION.exec(next.description.text) : null;
    if (marked && next.description && marked.index > 0) {
      const desc = next.description;
      next = { ...next, description: { ...desc, text: desc.text.slice(0, marked.index).trim() }, marks: { ...desc, text: marked[1].trim() } };
    }
    return next;
  });
  const counted = out.filter((row) => row.description && row.packages).length;
  const clause = (row: TableRow): boolean => counted > 0 && !row.packages && !row.grossWeight && !!row.description && CONTAINERS_SAID.test(row.description.text.trim());
  // A clause row keeps the containers printed beside it ("HMMU6411800 SEAL HMMK1128401" beside "4 CONTAINERS SHIPPER'S LOAD …").
  return out.flatMap((row) => {
    if (!clause(row)) return [row];
    const { description: _, ...rest } = row;
    return rest.container ? [rest] : [];
  });
}

/** A count and its kind opening a description, the rest after them: "1 UNIT USED TRACTOR …". */
const LEADING_COUNT = /^(\d{1,5})\s+([A-Za-z]+)\.?\s+(\S.*)$/;

/** The goods' marks printed at the end of their description after a caption ("… BRAKE DISCS MARKS: MCD/BHX PO 44817"). */
const MARKS_IN_DESCRIPTION = /\s(?:shipping\s+)?marks(?:\s*(?:&|and)\s*(?:nos?|numbers)\.?)?\s*:\s*(\S.*)$/i;

/** "5 CONTAINERS SAID TO CONTAIN …", "4 CONTAINERS SHIPPER'S LOAD, STOW, COUNT AND SEAL", or a carrier's clause line. */
const CONTAINERS_SAID = new RegExp(`^\\d+\\s*\\(\\s*[A-Z][A-Z -]*\\)\\s*(?:units?|vehicles?|packages?|pieces?)\\b|^\\d+\\s*(?:x\\s*)?(?:(?:20|40|45)'?\\s*[A-Z]{2}\\s+)?(?:containers?|cntrs?)\\s+(?:said\\s+to\\s+contain|shipper'?s?\\s+load)\\b|${CLAUSE_LINE.source}`, 'i');
