/** Delivery order (release of import containers to a consignee or haulier). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader, joinWrappedName, vesselAndVoyage, type Read, type Reader } from './reader.ts';
import { findTaxIds, parseParty, type Party } from '../parse/index.ts';
import { countryFromName } from '../parse/countries.ts';
import { readTables, type TotalsRead } from './table.ts';
import { readPackageCount, setParty, splitTotalsRows, totalsQuantities } from './common.ts';
import { taxIdPart, withPartyTaxId } from './party-tax-id.ts';
import { withDefaults } from './defaults.ts';
import { valueNextTo } from './transport-document.ts';
import { sizeTypeOf } from './container-codes.ts';
import { ISSUER_LETTERHEAD, issuerLetterhead, letterheadParty, type LetterheadParts } from './letterhead.ts';
import { numberBesideNo } from './certificate-of-origin.ts';
import { readNotedCaptions } from './caption-notes.ts';
import { readStackedTranslations } from './caption-translations.ts';
import { lineUnder, locateAll } from './locate.ts';
import { isCaption } from './captions.ts';
import { pageOf, type Segment } from './segments.ts';
import { datelineAddressee, nameWithLegalForm } from './delivery-order-addressee.ts';
import { addressedParty, captionedTotals, datelineDate, datelineOf, FACILITY_WORDS, freeStorageSentence, PERSON_WORDS, TO_CAPTION } from './delivery-order-letter.ts';

/**
 * An agent's letterhead line may open with what the issuer does ("Liner Agency - <street>, …", "Clearing &
 * Forwarding Agents | …"): a part of trade words alone is no address.
 */
const TRADE_PART = /^(?:(?:shipping|clearing|forwarding|freight|customs|port|liner|ship|cargo|general|and|&)\s+)*(?:agents?|agency|forwarders?|brokers?)$/i;
/**
 * Nor is a statement of whose general agent the issuer is ("General agent in Genoa for …", "Agent général de …",
 * "Algemeen agent van …"), or the company's share capital ("SAS au capital de 50 000 EUR", "Stammkapital EUR 25.000").
 */
const AGENCY_OR_CAPITAL = /\bgeneral\s+agents?\b|\bagents?\s+g[ée]n[ée]ral|\balgemeen\s+agent\b|\bgeneralagent|\bagente\s+general\b|\b(?:au|share)\s+capital\b|\bcapitale?\s+sociale?\b|\b(?:stamm|grund)?kapital\b|\bkapitaal\b/i;
/**
 * Nor its trade register ("RCS Lyon …", "KvK 24123456", "HRB 12345", Belgium's "RPR Gent" / "RPM Liège"), the
 * register's letters as printed.
 */
const TRADE_REGISTER = /\b(?:RCS|SIRE[NT]|KvK|HRB|RPR|RPM|Handelsregister)\b/;
const LETTERHEAD_NOISE = [ISSUER_LETTERHEAD.noise!, TRADE_PART, AGENCY_OR_CAPITAL, TRADE_REGISTER];

/**
 * How an order's letterhead reads as a party. The letter's dateline printed under the letterhead ("Lyon, le 3 mai
 * 2026") is none of its parts either: a part shaped as one whose date reads ("Quai Nord, 13002 Marseille" is shaped
 * alike, and stays).
 */
function orderLetterhead(r: Reader): LetterheadParts {
  return { ...ISSUER_LETTERHEAD, noise: { test: (part) => LETTERHEAD_NOISE.some((re) => re.test(part)) || datelineOf(r, part) !== null } };
}

const DEFAULTS = {
  deliveryOrderNumber: null, issueDate: null, issuedBy: null, releaseTo: null, billOfLadingNumber: null, vessel: null,
  voyageNumber: null, portOfDischarge: null, arrivalDate: null, containers: [], totalPackages: null, totalGrossWeight: null,
  lastFreeDay: null, pickupLocation: null, deliveryLocation: null,
};

/**
 * The party under "Release to" / "Please release ... to": its lines up to the next caption, which an unknown
 * caption ("Bill of Lading:") still ends, and without a customer/client number line.
 */
function releaseParty(r: Reader, route: Segment | null): Read<Party> | null {
  // A "Deliver to" row under a pick-up row names the haul's other end (routeLines), not a party.
  const v = locateAll(r.segs, 'releaseTo').find((x) => x.label !== route);
  if (!v) return null;
  const end = v.lines.findIndex((l) => /:\s*$/.test(l.text));
  const lines = (end >= 0 ? v.lines.slice(0, end) : v.lines).filter((l) => !/^(?:customs\s+)?(?:client|customer|account)\s+(?:no|number|code)\b/i.test(l.text.trim()));
  if (!lines.length) return null;
  const p = parseParty(joinWrappedName(lines.map((l) => l.text)));
  return p.name ? { value: p, ev: r.evidence(lines) } : null;
}

/**
 * The B/L number under or beside a bare "Bill of Lading:" caption (the document's name used as a caption, which
 * the label index leaves to titles), or a master B/L's ("Master B/L No.:": a broker's order releases the carrier's
 * B/L): a single code with a digit. The caption may follow its translation and a slash
 * ("Konnossement / Bill of Lading"), its colon printed apart in a column of colons before the value.
 */
function billOfLadingCaption(r: Reader): Read<string> | null {
  for (const s of r.segs.flat()) {
    const m = /^(?:[^/:\d]{2,30}\/\s*)?(?:(?:master\s+|house\s+|ocean\s+)?bill\s+of\s+lading|(?:master|ocean)\s+b\/?l)\s*(?:no\.?|number|ref\.?)?\s*(:?)$/i.exec(s.text.trim());
    if (!m) continue;
    const v = valueNextTo(r, s);
    // Without its colon the caption may be a title: the value then starts with the colon.
    if (!m[1] && !/^:/.test(v?.text.trim() ?? '')) continue;
    const t = v?.text.trim().replace(/^:\s*/, '') ?? '';
    if (v && /^[A-Z0-9][A-Z0-9-/]{5,24}$/i.test(t) && /\d/.test(t)) return { value: t, ev: r.evidence([v], 0.9) };
  }
  return null;
}

/**
 * A letterhead party read down the page beside the order's number box takes in the box's lines ("No.
 * OE-2026/00418", "Emissao: 05/03/2026"): an order number or a captioned date is no part of an address.
 */
function withoutCaptionedValues(r: Reader, read: Read<Party> | null): Read<Party> | null {
  if (!read?.value.address) return read;
  const parts = read.value.address.split(', ').filter((p) => {
    const t = p.trim();
    if (/^N(?:o|r|°|º)\.?\s*:?\s+\S*\d/i.test(t)) return false;
    const m = /^[^:\d]{2,30}:\s*(.+)$/.exec(t);
    return !(m && r.parseDate(m[1].trim()));
  });
  return { ...read, value: { ...read.value, address: parts.join(', ') || null } };
}

/**
 * The terminal or depot an order is addressed to ("TO: DURBAN CONTAINER TERMINAL PIER 2 (DCT)"): where the
 * containers are released from, when no pick-up caption names it. A line addressed to a person ("To: The Gate
 * Officer, …") names no place.
 */
function addressedFacility(r: Reader): Read<string> | null {
  for (const s of r.segs.flat()) {
    const place = TO_CAPTION.exec(s.text.trim())?.[1].trim() ?? '';
    if (place.length >= 4 && place.length <= 80 && FACILITY_WORDS.test(place) && !PERSON_WORDS.test(place)) return { value: place, ev: r.evidence([s], 0.8) };
  }
  return null;
}

/**
 * A VAT number a letterhead prints after its caption without a colon ("BTW/VAT NL858412736B01   KvK 24318826"):
 * the issuer's tax id, when no other is read. The number carries its country prefix, so it is told from others.
 */
function withLetterheadVat(read: Read<Party> | null, lines: string[]): Read<Party> | null {
  if (!read || read.value.taxId) return read;
  for (const l of lines) {
    if (!/\b(?:vat|btw|tva|iva|mwst|ust-?id\w*)\b/i.test(l)) continue;
    const id = findTaxIds(l).find((t) => t.kind === 'VAT');
    if (id) return { ...read, value: { ...read.value, taxId: id.value } };
  }
  return read;
}

/** A caption before a colon leading a line ("Deliver to: …", "Transporter: …"): the line is that caption's value. */
const PREFIXED = /^([^:\d]{2,30}):\s*(\S.*)$/;

/**
 * A value printed after its caption on its line, with the lines it goes on to: a line ending in a comma goes on
 * onto the next, aligned under it ("Deliver to: Dubai Investments Park 2," / "Warehouse 14, Dubai").
 */
function prefixedValue(r: Reader, seg: Segment): { read: Read<string>; last: Segment } | null {
  const m = PREFIXED.exec(seg.text.trim());
  if (!m) return null;
  const page = pageOf(r.segs, seg) ?? [];
  const lines = [seg];
  let text = m[2].trim();
  for (let last = seg; /,$/.test(text);) {
    const next = lineUnder(page, seg, last);
    if (!next || PREFIXED.test(next.text.trim()) || isCaption(next)) break;
    text = `${text} ${next.text.trim()}`;
    lines.push(next);
    last = next;
  }
  return { read: { value: text.replace(/,$/, ''), ev: r.evidence(lines) }, last: lines[lines.length - 1] };
}

const DELIVER_TO = /^deliver(?:y)?\s+(?:to|at)\s*:/i;
const DELIVER_TO_CAPTION = /^deliver(?:y)?\s+(?:to|at)\s*:?$/i;

/**
 * Where the containers are collected and delivered, printed as captioned lines of one box ("Collect from: DP World
 * - Jebel Ali Terminal 2" / "Deliver to: Dubai Investments Park 2, …"), or as rows of a caption column with their
 * values right of them ("Collect from  :  …" over "Deliver to  :  …"): the pick-up line's value (captioned lines
 * only; the column's row is read as any captioned value), and the value of the "Deliver to" line right under it,
 * which beside a pick-up place names the haul's other end rather than a party (`route`: its caption).
 */
function routeLines(r: Reader): { pickup: Read<string> | null; delivery: Read<string> | null; route: Segment | null } {
  const none = { pickup: null, delivery: null, route: null };
  const located = locateAll(r.segs, 'pickupLocation');
  const at = located.find((v) => v.position === 'inline')?.label;
  if (!at) {
    const row = located.find((v) => v.position === 'right')?.label;
    const under = row ? lineUnder(pageOf(r.segs, row) ?? [], row, row) : undefined;
    if (!row || !under || !DELIVER_TO_CAPTION.test(under.text.trim())) return none;
    const v = locateAll(r.segs, 'releaseTo').find((x) => x.label === under && x.position === 'right');
    const text = v?.lines.map((l) => l.text.trim()).join(' ');
    return v && text ? { pickup: null, delivery: { value: text, ev: r.evidence(v.lines) }, route: under } : none;
  }
  const pickup = prefixedValue(r, at);
  if (!pickup) return none;
  const under = lineUnder(pageOf(r.segs, at) ?? [], at, pickup.last);
  const deliver = under && DELIVER_TO.test(under.text.trim()) ? prefixedValue(r, under) : null;
  return { pickup: pickup.read, delivery: deliver?.read ?? null, route: deliver && under ? under : null };
}

/**
 * The seal codes of a seal cell, without the words of an uncaptioned column printed right of it (a haulier's name
 * under a caption the header's other language line prints alone): a seal code carries a digit.
 */
function sealCode(text: string): string | null {
  const words = text.trim().split(/\s+/);
  const end = words.findIndex((w) => !/\d/.test(w) && !/^[/,&+-]$/.test(w));
  const kept = (end < 0 ? words : words.slice(0, end)).join(' ').replace(/[\s/,&+-]+$/, '');
  return end === 0 ? text.trim() || null : kept || null;
}

/**
 * A seal cell's codes: several a slash or plus apart where each carries a digit ("ZX1001 / CBP 4410021", "ZX1001 + CBP
 * 4410021", a customs seal added).
 */
function sealCodes(text: string): string[] {
  const parts = text.split(/\s+[/+]\s+/);
  const codes = parts.length > 1 && parts.every((p) => /\d/.test(p)) ? parts.map(sealCode) : [sealCode(text)];
  return codes.filter((c): c is string => !!c);
}

/** A caption that says where to deliver ("Deliver to", "Livrer à", "Leveren aan", "Liefern an"), not to whom to release. */
const DELIVER_WORDING = /^(?:(?:please\s+)?deliver(?:y)?\s+to|livrer\s+[àa]|leveren\s+aan|(?:auszu)?liefern\s+an)(?!\p{L})/iu;

/**
 * Where the containers go, in an order that captions the party they are released to apart from a "Deliver to"
 * block: that block's lines, up to the one that ends with a country (an address ends there; a note on opening hours
 * or appointments may follow), a comma apart.
 */
function deliverToBlock(r: Reader): Read<string> | null {
  const located = locateAll(r.segs, 'releaseTo').filter((v) => v.position !== 'inline');
  const deliver = located.find((v) => DELIVER_WORDING.test(v.label.text.trim()));
  if (!deliver || !located.some((v) => v !== deliver && !DELIVER_WORDING.test(v.label.text.trim()))) return null;
  const end = deliver.lines.findIndex((l) => countryFromName(l.text.split(',').pop()!.trim()) !== null);
  const lines = end >= 0 ? deliver.lines.slice(0, end + 1) : deliver.lines;
  return { value: lines.map((l) => l.text.trim()).join(', '), ev: r.evidence(lines) };
}

export function extractDeliveryOrder(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  readNotedCaptions(r, true);
  readStackedTranslations(r);
  r.set('deliveryOrderNumber', r.id('deliveryOrderNumber') ?? numberBesideNo(r));
  // A plain "Date" next to the order number is the order's date when no issue date is labelled.
  r.set('issueDate', r.date('issueDate') ?? r.date('date') ?? datelineDate(r));
  // An agent's order names no issuer: the company in its letterhead issued it. A letter's addressee block under the
  // letterhead is no part of it.
  const addressee = datelineAddressee(r);
  const head = issuerLetterhead(r, ctx, addressee?.top);
  const captioned = r.party('issuedBy');
  // A letterhead name without its legal form takes the one its signature or footer prints after it.
  const full = captioned || !head ? null : nameWithLegalForm(r, head.name.text.trim());
  const lettered = letterheadParty(r, head, orderLetterhead(r));
  const issuer = captioned ?? (lettered && full ? { ...lettered, value: { ...lettered.value, name: full.name } } : lettered);
  // A letterhead's registration number ("UEN / GST Reg. No.: 199804512K") is left out of its address: read off its line.
  const headLines = [...(head?.lines ?? []), ...(full?.lines ?? [])].map((l) => l.text);
  setParty(r, 'issuedBy', withLetterheadVat(withPartyTaxId(withoutCaptionedValues(r, issuer), taxIdPart, headLines), headLines));
  const route = routeLines(r);
  // A letter-style order addressed to the haulier ("To:" over its name and address) names no release caption.
  setParty(r, 'releaseTo', withPartyTaxId(releaseParty(r, route.route) ?? addressedParty(r) ?? addressee?.party ?? null, taxIdPart));
  r.set('billOfLadingNumber', r.id('blNumber') ?? billOfLadingCaption(r));
  // "KOTA NALURI V.042E": the voyage appended to the vessel's name.
  const vv = vesselAndVoyage(r, 'dot');
  r.set('vessel', vv.vessel);
  r.set('voyageNumber', vv.voyage);
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea'));
  r.set('arrivalDate', r.date('arrivalDate'));
  r.set('lastFreeDay', r.date('lastFreeDay') ?? freeStorageSentence(r));
  r.set('pickupLocation', route.pickup ?? r.text('pickupLocation') ?? addressedFacility(r));
  r.set('deliveryLocation', r.text('deliveryLocation') ?? route.delivery ?? deliverToBlock(r));
  const totals: TotalsRead[] = [];
  let i = 0;
  for (const row of splitTotalsRows(readTables(ctx.pages, totals), totals)) {
    if (!row.container) continue;
    const found = r.containers([row.container.seg], `containers[${i}].containerNumber`);
    if (found.length === 0) continue;
    const seals = row.seal ? sealCodes(row.seal.text) : [];
    // A "Type" column prints the size/type as an ISO code or by length and group ("40' HC").
    r.set(`containers[${i}]`, { value: { containerNumber: found[0].value, sizeType: row.sizeType ? sizeTypeOf(row.sizeType.text, true) : null, sealNumbers: seals }, ev: found[0].ev });
    r.set(`containers[${i}].containerNumber`, found[0]);
    i++;
  }
  // The container table's totals line stands in for totals the order does not label.
  const sums = totalsQuantities(r, totals);
  const rows = captionedTotals(r);
  r.set('totalPackages', readPackageCount(r, 'totalPackages') ?? sums.packages ?? rows.packages);
  r.set('totalGrossWeight', r.weight('totalGrossWeight') ?? sums.grossWeight ?? rows.grossWeight);
  return withDefaults(DEFAULTS, r.result());
}
