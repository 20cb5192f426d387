/** Packing list. */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import type { Party } from '../parse/index.ts';
import { createReader, segmentRightOf, splitVoyage, vesselAndVoyage, type Read, type Reader } from './reader.ts';
import { readTables } from './table.ts';
import { cellVolume, cellWeight, goodsFromRows, parseDimensions, parsePackages, piecesCount, readCount, sealsIn, setParty, totalsPackages } from './common.ts';
import { partyWithTaxId, taxIdInline, taxIdPart, withPartyTaxId } from './party-tax-id.ts';
import { letterheadArea, letterheadParty, type Letterhead } from './letterhead.ts';
import type { Segment } from './segments.ts';
import { looksLikeCaption, NUMBERED_CAPTION } from './captions.ts';
import { locateAll } from './locate.ts';
import { LEGAL_FORM, leadingLegalForm, nameToLegalForm } from '../legal-form.ts';
import { parseAmount } from '../parse/index.ts';
import { looksLikeAddress } from '../parse/parties.ts';
import type { TableRow, TotalsRead } from './table.ts';
import { fillRows, withDefaults } from './defaults.ts';
import { goodsRows, summaryRows } from './packing-rows.ts';
import { pairedSeal } from './container-seal-pairs.ts';
import { numberUnderBareCaption } from './bare-number-caption.ts';

const DEFAULTS = {
  packingListNumber: null, date: null, invoiceNumber: null, orderNumber: null, shipper: null, consignee: null, buyer: null,
  portOfLoading: null, portOfDischarge: null, vessel: null, containers: [], packages: [], items: [], totalPackages: null,
  totalNetWeight: null, totalGrossWeight: null, totalVolume: null,
};

export function extractPackingList(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('packingListNumber', r.id('packingListNumber') ?? numberUnderBareCaption(r));
  r.set('date', r.date('date'));
  r.set('invoiceNumber', r.id('invoiceNumber'));
  r.set('orderNumber', r.id('orderNumber'));
  // A registration number captioned on a party's contact line ("TEL: … B.R.N.: 609-81-44127") is its tax id.
  // So is an id on a line of its own after its bare caption ("CIF B12345678").
  const party = (key: 'shipper' | 'consignee' | 'buyer') => partyWithTaxId(r, key, (a) => taxIdInline(a) ?? taxIdPart(a));
  // The letterhead's contact line may print the id as one of its parts after a bare caption ("VAT 123456789").
  const head = withPartyTaxId(letterheadParty(r, senderLetterhead(r, ctx), { sep: LETTERHEAD_SEP, joinWrapped: true }), (a) => taxIdInline(a) ?? taxIdPart(a));
  setParty(r, 'shipper', withLetterheadContacts(oneLineParty(party('shipper')), head) ?? head);
  setParty(r, 'consignee', party('consignee'));
  setParty(r, 'buyer', party('buyer'));
  // Bare route captions ("From: HAIPHONG", "To: OAKLAND") stand in for port captions the list does not print, and
  // a final destination ("(5) Final Destination") for the port of discharge.
  r.set('portOfLoading', r.place('portOfLoading', 'sea') ?? r.place('routeFrom', 'sea'));
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea') ?? r.place('routeTo', 'sea') ?? r.place('destination', 'sea'));
  // The shape has no voyage: a combined "NAME / VOYAGE" or "NAME  V.123" value gives the name.
  r.set('vessel', voyageCaptioned(r, vesselAndVoyage(r, 'loose').vessel) ?? carrierVessel(r));
  const found = r.find('containers');
  const lines = numberedContainerLines(r) ?? found?.lines ?? [];
  const containers = r.containers(lines, 'containers');
  // The one container of a list whose seal is captioned apart among the header facts ("Segel / Seal  ID-…"): a
  // list of several does not say whose seal it is.
  const captionedOne = containers.length === 1 && r.segs.flat().filter((s) => SEAL_CAPTION.test(s.text.trim())).length === 1 ? captionedSeal(r) : null;
  containers.forEach((c, i) => {
    const at = lines.find((l) => l.text.replace(/\s/g, '').includes(c.value));
    const line = at?.text ?? '';
    const paired = pairedSeal(line, c.value, containers.map((x) => x.value));
    const seals = paired ? [paired] : sealsIn(line, c.value);
    const under = at && !seals.length ? sealLineUnder(r, at, found!.position === 'inline' ? found!.label : at) : null;
    const sealNumbers = under ? sealsIn(under.text, c.value) : seals;
    const captioned = sealNumbers.length ? null : captionedOne;
    r.set(`containers[${i}]`, { value: { containerNumber: c.value, sealNumbers: captioned ? [captioned] : sealNumbers }, ev: c.ev });
    r.set(`containers[${i}].containerNumber`, c);
  });
  const totals: TotalsRead[] = [];
  const rows = goodsRows(readTables(ctx.pages, totals), totals);
  // An item list (SKU, quantity, unit) rather than a package list: rows are what was packed, not the packages.
  // Rows that count packages and give each package's size (dimensions, volume) list packages, part numbers and all.
  const measured = rows.some((x) => x.packages && (x.dimensions || x.volume));
  const itemList = !measured && (rows.some((x) => x.sku || x.unit) || (rows.some((x) => x.quantity) && !rows.some((x) => x.packages)));
  // A package table with a per-article summary under it: the summary lists the items, the table the packages.
  const summary = itemList ? [] : summaryRows(rows);
  if (itemList) readItems(r, rows);
  else readItems(r, summary.length ? summary : articleRows(rows));
  if (!itemList) goodsFromRows(r, rows.filter((x) => !summary.includes(x)), 'packages', (row, i) => {
    const d = row.dimensions ? parseDimensions(row.dimensions.text, row.dimensions.unit) : null;
    if (row.dimensions && d) r.set(`packages[${i}].dimensions`, { value: d, ev: r.evidence([row.dimensions.seg]) });
  }, 'marks');
  // Packing lists put the package count and type on the package line itself.
  const data = r.result().data as { packages?: Array<Record<string, unknown>> };
  for (const p of data.packages ?? []) {
    const pk = p.packages as { count: number; type: string | null } | undefined;
    if (pk) { p.count = pk.count; p.type = pk.type; delete p.packages; }
  }
  fillRows(r.result().data, 'packages', ['marks', 'type', 'count', 'description', 'hsCode', 'netWeight', 'grossWeight', 'dimensions', 'volume']);
  // A labelled count of pieces ("TOTAL PIECES: 2,016 PCS") is no package count when the table's totals line
  // gives one; the totals line stands in for labels the document does not print.
  const labelled = readCount(r, 'totalPackages');
  const fromTotals = totalsPackages(totals);
  const pieces = labelled && piecesCount(r.text('totalPackages')?.value ?? '');
  r.set('totalPackages', fromTotals && (!labelled || pieces) ? { value: fromTotals.count, ev: r.evidence([fromTotals.seg], 0.9) } : labelled);
  const sums = totals[0]?.row;
  const q = (k: 'netWeight' | 'grossWeight' | 'volume') => {
    const c = sums?.[k];
    const v = c ? (k === 'volume' ? cellVolume(r, c) : cellWeight(r, c)) : null;
    return c && v ? { value: v, ev: r.evidence([c.seg], 0.9) } : null;
  };
  r.set('totalNetWeight', r.weight('totalNetWeight') ?? q('netWeight'));
  r.set('totalGrossWeight', r.weight('totalGrossWeight') ?? q('grossWeight'));
  r.set('totalVolume', r.volume('totalVolume') ?? q('volume'));
  return withDefaults(DEFAULTS, r.result());
}

/**
 * Containers listed one numbered caption each ("Container 1 / Seal", "Container 2 / Seal"): the value of every
 * such caption, in order; null when the list prints at most one.
 */
function numberedContainerLines(r: Reader): Segment[] | null {
  // Each caption's first value (beside it before under it), each line once.
  const byCaption = new Map<Segment, Segment>();
  for (const v of locateAll(r.segs, 'containers')) {
    if (NUMBERED_CAPTION.test(v.label.text.trim()) && v.position !== 'above' && !byCaption.has(v.label)) byCaption.set(v.label, v.lines[0]);
  }
  const lines = [...new Set(byCaption.values())];
  return lines.length > 1 ? lines : null;
}

/**
 * A vessel captioned with its voyage ("Vsl / Voy", "Vessel & Voyage") whose value runs the voyage on after the
 * name without a "V." ("NORDIC STAR 118E"): the name. Without such a caption a trailing number may be the name's.
 */
function voyageCaptioned(r: Reader, vessel: Read<string> | null): Read<string> | null {
  if (!vessel || !VOYAGE_CAPTION.test(r.find('vessel')?.label.text ?? '')) return vessel;
  const split = splitVoyage(vessel.value, 'bound');
  return split.voyage ? { value: split.vessel, ev: vessel.ev } : vessel;
}

const VOYAGE_CAPTION = /\bvoy(?:age)?\b/i;

/**
 * The vessel named in a carrier box ("(6) Carrier" over "HYUNDAI PRIDE" / "V.0123W", the Korean standard form): a
 * name with a voyage number after it is the vessel sailing, not the line operating it.
 */
function carrierVessel(r: Reader): Read<string> | null {
  const c = r.text('carrier');
  const split = c ? splitVoyage(c.value, 'dot') : null;
  return c && split?.voyage ? { value: split.vessel, ev: c.ev } : null;
}

/**
 * A seal's own captioned line right under its container's ("CONTAINER NO.: …" / "SEAL NO.: KRB2603381"), aligned
 * with where that line starts (`start`: its caption, for a value read after it).
 */
function sealLineUnder(r: Reader, at: Segment, start: Segment): Segment | null {
  const h = at.bbox[3] - at.bbox[1];
  const under = r.segs[at.page - 1]?.find((s) => s.bbox[1] > at.bbox[1] + h * 0.5 && s.bbox[1] - at.bbox[3] < h * 0.6 && Math.abs(s.bbox[0] - start.bbox[0]) < 4);
  return under && /^\s*seal\b/i.test(under.text) ? under : null;
}

// A seal's caption alone in its cell, a translation before it ("Muhur / Seal", "Segel / Seal", "Seal No.").
const SEAL_CAPTION = /^(?:[\p{L}.]+\s*\/\s*)?seals?(?:\s*(?:no|nr|number)\.?)?\s*[:.]?$/iu;
const SEAL_CODE = /^[A-Z]{0,4}-?[A-Z0-9-]*\d{4,}[A-Z0-9-]*$/;

/** The seal code printed right of the document's one seal caption, on its line. */
function captionedSeal(r: Reader): string | null {
  for (const page of r.segs) {
    const cap = page.find((s) => SEAL_CAPTION.test(s.text.trim()));
    if (!cap) continue;
    const h = cap.bbox[3] - cap.bbox[1];
    const v = page.filter((o) => o.bbox[0] > cap.bbox[2] && o.bbox[0] - cap.bbox[2] < h * 12 && Math.abs(o.bbox[1] - cap.bbox[1]) < h * 0.5)
      .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
    // Captions over values (a grid of "Plomb / Seal" over its code): the code is on the line under the caption.
    const under = v ? null : page.find((o) => o.bbox[1] > cap.bbox[1] + h * 0.5 && o.bbox[1] - cap.bbox[3] < h * 0.6 && Math.abs(o.bbox[0] - cap.bbox[0]) < 4);
    const code = (v ?? under)?.text.trim().toUpperCase();
    return code && SEAL_CODE.test(code) ? code : null;
  }
  return null;
}

/**
 * A captioned shipper who is the letterhead's company: the contact details the letterhead prints under its name
 * (tax id, e-mail, phone) fill those its box leaves out. A letterhead may print the name's legal form at the head of
 * the line under it ("NORDWIND TEXTIL" over "GmbH - Hafenstraße 4 - …"): the box names it with its form.
 */
function withLetterheadContacts(box: Read<Party> | null, head: Read<Party> | null): Read<Party> | null {
  if (!box || !head) return box;
  const form = leadingLegalForm(head.value.address ?? '');
  const names = [head.value.name, form ? `${head.value.name} ${form}` : null].map((n) => normName(n));
  if (!names.includes(normName(box.value.name))) return box;
  const v = { ...box.value };
  for (const k of ['taxId', 'email', 'phone'] as const) v[k] ??= head.value[k];
  return { ...box, value: v };
}

/** What a comma sets apart after a name's legal form: the address. */
const AFTER_COMMA = /^\s*,\s*(\S.*)$/s;
const DIGIT = /\d/;
const TRAILING_COMMA = /,$/;

/**
 * A party printed on one line after its caption ("SHIPPER: ACME TEXTILES LTD., 12 Mill Road, Leeds"): the name ends
 * at its legal form, the address follows after a comma. A name without a legal form, or nothing like an address
 * after it, stays whole.
 */
function oneLineParty(read: Read<Party> | null): Read<Party> | null {
  const name = read?.value.name;
  if (!read || !name || read.value.address) return read;
  const legal = LEGAL_FORM.exec(name);
  if (!legal) return read;
  const head = nameToLegalForm(name, legal);
  const after = AFTER_COMMA.exec(name.slice(head.length));
  const address = after?.[1].trim();
  if (!address || (!DIGIT.test(address) && !looksLikeAddress(address))) return read;
  return { ...read, value: { ...read.value, name: head.replace(TRAILING_COMMA, '').trim(), address } };
}

const normName = (s: string | null): string => (s ?? '').toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** The document's own title in a letterhead: never the sender. */
const PL_TITLE = /\b(?:packing\s+list|packliste|packlista|pakkeliste|pakkauslista|paklijst|pakbon|lieferschein|liste\s+de\s+colisage|lista\s+de\s+empaque|lista\s+de\s+embalaje|lista\s+de\s+embalagem|romaneio|distinta\s+(?:di\s+)?(?:imballaggio|colli)|lista\s+(?:pakunkowa|pakowania)|specyfikacja(?:\s+wysy[lł]kowa)?|weight\s+list|[cç]eki\s+listesi|daftar\s+kemasan)\b/i;
/** Separators of one letterhead line's parts ("Am Bahnhof 9 - 74653 Künzelsau - Deutschland", "Tel … | mail@…"). */
const LETTERHEAD_SEP = /\s+[|·•]\s+|\s+[-–]\s+/;

/**
 * The sender's letterhead, when no caption names the shipper: the largest name printed at the top of page 1 above
 * the first caption (not the title), with the lines printed under it at its left edge as its address.
 */
function senderLetterhead(r: Reader, ctx: ExtractContext): Letterhead | null {
  const area = letterheadArea(r, ctx, 0.25, (s) => looksLikeCaption(s.text.replace(/[:.\s]+$/, ''), s.source === 'ocr'));
  if (!area) return null;
  const { page, firstBox, body } = area;
  const name = page
    .filter((s) => s.bbox[3] <= firstBox + 1 && s.size >= body * 1.2 && /\p{L}{3,}/u.test(s.text) && !PL_TITLE.test(s.text) && (s.text.match(/\d/g)?.length ?? 0) <= 2)
    .sort((a, b) => b.size - a.size || a.bbox[1] - b.bbox[1])[0];
  if (!name) return null;
  const lines: Segment[] = [];
  for (let last = name; ;) {
    const lh = last.bbox[3] - last.bbox[1];
    const next = page.find((s) => s.bbox[1] > last.bbox[1] + lh * 0.5 && s.bbox[1] - last.bbox[3] < lh * 1.2 && Math.abs(s.bbox[0] - name.bbox[0]) < 4);
    if (!next || next.bbox[1] >= firstBox || next.size > name.size || looksLikeCaption(next.text, next.source === 'ocr') || PL_TITLE.test(next.text)) break;
    lines.push(next, ...lineRest(page, next));
    last = next;
  }
  return { name, lines };
}

/**
 * The parts of a letterhead line printed after `start` a few spaces apart ("TEL …   EMAIL …   VAT …"), which the page
 * cuts into segments of their own: the line's rest, up to a wide gap (a title or box printed beside it).
 */
function lineRest(page: Segment[], start: Segment): Segment[] {
  const h = start.bbox[3] - start.bbox[1];
  const out: Segment[] = [];
  for (let last = start; ;) {
    const next = segmentRightOf(page, last, h * 2);
    if (!next || looksLikeCaption(next.text, next.source === 'ocr') || PL_TITLE.test(next.text)) return out;
    out.push(next);
    last = next;
  }
}

/**
 * Package rows that also name the article packed and how many pieces of it ("AB/CD 1-24 | ST-1001 | Blouse … |
 * 36 ctns | 864 pcs"): with no summary of articles printed, each such row is an item as well as a package line.
 */
function articleRows(rows: TableRow[]): TableRow[] {
  const articles = rows.filter((x) => x.packages && x.sku && x.quantity && x.description);
  return articles.length === rows.length ? articles : [];
}

function readItems(r: Reader, rows: TableRow[]): void {
  let i = 0;
  for (const row of rows) {
    if (!row.description) continue;
    const base = `items[${i}]`;
    r.set(base, { value: { description: row.description.text, sku: null, quantity: null, unit: null, netWeight: null, grossWeight: null }, ev: r.evidence([row.description.seg]) });
    r.set(`${base}.description`, { value: row.description.text, ev: r.evidence([row.description.seg]) });
    if (row.sku) r.set(`${base}.sku`, { value: row.sku.text.trim(), ev: r.evidence([row.sku.seg]) });
    // A quantity may carry its unit ("240 PCS") when no unit column is printed. Goods sold by area, length or weight
    // count in fractions ("1.204,50" m2 under a decimal comma): read with the document's decimal mark.
    const q = row.quantity ? parsePackages(row.quantity.text) ?? measuredQuantity(r, row.quantity.text) : null;
    if (row.quantity && q) r.set(`${base}.quantity`, { value: q.count, ev: r.evidence([row.quantity.seg]) });
    const unit = row.unit?.text.trim() || q?.type || null;
    if (unit) r.set(`${base}.unit`, { value: unit.toUpperCase(), ev: r.evidence([(row.unit ?? row.quantity)!.seg]) });
    for (const k of ['netWeight', 'grossWeight'] as const) {
      const c = row[k];
      const w = c ? cellWeight(r, c) : null;
      if (c && w) r.set(`${base}.${k}`, { value: w, ev: r.evidence([c.seg]) });
    }
    i++;
  }
}

/** A quantity in fractions of its unit, its unit maybe after it ("12,75 M2", "3.5 KG"); null for no figure. */
function measuredQuantity(r: Reader, text: string): { count: number; type: string | null } | null {
  const m = /^\s*(\d[\d.,\s]*\d|\d)\s*([A-Za-z][A-Za-z0-9]*\.?)?\s*$/.exec(text);
  const value = m ? parseAmount(m[1].replace(/\s/g, ''), r.decimal ? { decimal: r.decimal } : {}) : null;
  return m && value !== null ? { count: value, type: m[2] ? m[2].toUpperCase() : null } : null;
}
