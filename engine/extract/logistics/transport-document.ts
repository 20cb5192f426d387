/** Bill of lading and sea waybill (DCSA transport document). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader, splitVoyage, vesselAndVoyage, type Read, type Reader } from './reader.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { readTables, type TableRow } from './table.ts';
import { cellPackages, cellVolume, cellWeight, containerContents, goodsFromRows, packagesInText, readCount, readPackageCount, sealsIn, setParty, splitScac, splitTotalsRows, totalsQuantities } from './common.ts';
import { partyWithTaxId, withPartyTaxId } from './party-tax-id.ts';
import type { TotalsRead } from './table.ts';
import { fillRows, withDefaults } from './defaults.ts';
import { labelKeysOf } from './label-lookup.ts';
import type { Segment } from './segments.ts';
import { findContainerNumbers, parseImoNumber, type Party } from '../parse/index.ts';
import { countryFromName } from '../parse/countries.ts';
import { letterheadCarrier } from './letterhead.ts';
import { moreStackedContainers, stackedContainerContents } from './container-stack.ts';
import { countBesideKind } from './count-beside-kind.ts';
import { columnSeals, labelledSeals, runOn, sizeTypeOf } from './container-codes.ts';
import { slashedContainerLines } from './container-slashed.ts';
import { containerFigures } from './container-figures.ts';
import { orderOfNamedParty } from './consignee-order.ts';
import { unitsTotal, withContactBeside } from './transport-units.ts';

import { blockTotals, goodsFromBlocks } from './goods-blocks.ts';
import { goodsFromDescriptionText } from './goods-text.ts';
import { dropSummaryItem } from './goods-summary.ts';
import { containerKindsFromGoods } from './container-kinds.ts';
import { carrierNameInFull } from './carrier-name.ts';
import { readCaptionCells } from './caption-cells.ts';
import { captionedCarrier, countriesOfNamedPlaces, freightRemark, goodsAreaRows, nameAsCarrier, noOriginals, notifyParties, printedScac, signedForCarrier, taxIdOrRegistration, totalWeightInGoodsUnit, vesselWithoutImo } from './transport-fields.ts';

const DEFAULTS = {
  transportDocumentNumber: null, transportDocumentType: null, isNegotiable: null, bookingReference: null,
  shipper: null, consignee: null, notifyParties: [], carrier: { name: null, scac: null }, vessel: { name: null, imoNumber: null },
  voyageNumber: null, placeOfReceipt: null, portOfLoading: null, portOfDischarge: null, placeOfDelivery: null,
  shippedOnBoardDate: null, issueDate: null, placeOfIssue: null, numberOfOriginals: null, freightPaymentTerms: null,
  containers: [], goods: [], totalPackages: null, totalGrossWeight: null, totalVolume: null,
};

/** Extracts a B/L (`bill_of_lading`) or sea waybill (`sea_waybill`). */
export function extractTransportDocument(type: 'bill_of_lading' | 'sea_waybill', ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  readCaptionCells(r, ctx.pages);
  const docNo = r.id('blNumber') ?? r.id('swbNumber');
  // Kept as printed, its groups a space apart ("ABCD HAM 2690357"), as the booking and other references are.
  r.set('transportDocumentNumber', docNo ? { value: docNo.value.replace(/\s+/g, ' ').trim(), ev: docNo.ev } : null);
  const nonNegotiable = r.segs.flat().some((s) => /non[- ]?negotiable|nicht begebbar|non n[ée]gociable|no negociable/i.test(s.text));
  const isSwb = type === 'sea_waybill';
  r.set('transportDocumentType', { value: isSwb ? 'SWB' : 'BOL', ev: { ...r.evidence(r.segs.flat().slice(0, 1)), source: 'derived' } });
  r.set('isNegotiable', { value: !isSwb && !nonNegotiable, ev: { ...r.evidence(r.segs.flat().slice(0, 1)), source: 'derived' } });
  // A slashed value ("PKG0088127 / SJR-EXP-2603-11") under a slashed caption: its part at the caption's position.
  const booking = r.id('bookingReference');
  const bookingPart = !booking || /\s\/\s/.test(booking.value) ? captionPartBelow(r, 'bookingReference', (t) => (/\d/.test(t) && t.length <= 40 ? t : null)) : null;
  r.set('bookingReference', bookingPart ?? booking);
  const party = (key: LogisticsLabelKey): Read<Party> | null => {
    const located = withContactBeside(r, r.find(key));
    const p = partyWithTaxId(r, key, taxIdOrRegistration, { located });
    // A registration on the party's contact line ("BN 123456789RM0001  imports@…") leaves the address with that line.
    const id = p && !p.value.taxId ? located?.lines.map((l) => taxIdOrRegistration(l.text)?.id).find(Boolean) : null;
    return p && id ? { ...p, value: { ...p.value, taxId: id } } : p;
  };
  setParty(r, 'shipper', party('shipper'));
  const consignee = party('consignee');
  // "TO ORDER", "TO ORDER OF SHIPPER", "TO ORDER OF" over a bank's name: the consignee is the order. "TO ORDER OF
  // <a bank>" printed as one line names a party, its address under it: that party, under its printed name.
  const orderLines = r.find('consignee')?.lines.map((l) => l.text) ?? [];
  const orderLine = orderLines[0]?.trim() ?? '';
  const ordered = consignee ? orderOfNamedParty(orderLines) : null;
  if (consignee && ordered) setParty(r, 'consignee', { value: ordered, ev: consignee.ev });
  else if (consignee && TO_ORDER.test(consignee.value.name ?? '') && !ORDER_OF_NAMED.test(orderLine)) r.set('consignee', { value: 'TO ORDER', ev: consignee.ev });
  else setParty(r, 'consignee', consignee);
  setParty(r, 'notifyParties[0]', party('notify'));
  // A second notify party in a box of its own ("Second Notify Party", "Also Notify").
  const notify = notifyParties(r);
  if (notify.length > 1) setParty(r, 'notifyParties[1]', withPartyTaxId(notify[1], taxIdOrRegistration));
  const carrier = captionedCarrier(r) ?? signedForCarrier(r) ?? nameAsCarrier(r) ?? letterheadCarrier(r, ctx);
  if (carrier) {
    const c = splitScac(carrier.value);
    r.set('carrier.name', { value: carrierNameInFull(c.name, r.segs), ev: carrier.ev });
    if (c.scac) r.set('carrier.scac', { value: c.scac, ev: carrier.ev });
    else r.set('carrier.scac', printedScac(r) ?? scacUnderCaption(r));
  }
  // "KOTA NAZAR  V. 0112W": a voyage appended to the name after "V." or "VOY." under a vessel caption.
  const vv = vesselAndVoyage(r, 'dot');
  // "OCEAN STAR 0215W": with no voyage printed anywhere else, digits and a bound after the name are the voyage.
  const bound = vv.vessel && !vv.voyage ? splitVoyage(vv.vessel.value, 'bound') : null;
  if (vv.vessel && bound?.voyage) {
    vv.voyage = { value: bound.voyage, ev: vv.vessel.ev };
    vv.vessel = { value: bound.vessel, ev: vv.vessel.ev };
  }
  r.set('vessel.name', vesselWithoutImo(vv.vessel));
  r.set('vessel.imoNumber', r.imo('imo', 'vessel.imoNumber') ?? captionPartBelow(r, 'imo', (t) => {
    const m = /^(?:IMO\s*(?:NO\.?\s*)?)?(\d{7})$/i.exec(t);
    return m && parseImoNumber(m[1])?.valid ? m[1] : null;
  }));
  r.set('voyageNumber', vv.voyage);
  r.set('placeOfReceipt', r.place('placeOfReceipt', 'sea'));
  r.set('portOfLoading', r.place('portOfLoading', 'sea'));
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea'));
  r.set('placeOfDelivery', r.place('placeOfDelivery', 'sea'));
  countriesOfNamedPlaces(r, ['placeOfReceipt', 'portOfLoading', 'portOfDischarge', 'placeOfDelivery']);
  r.set('shippedOnBoardDate', r.date('onBoardDate'));
  const issue = placeAndDate(r, 'placeOfIssue', 'issueDate');
  r.set('issueDate', issue.date);
  r.set('placeOfIssue', issue.place);
  r.set('numberOfOriginals', readCount(r, 'originals') ?? noOriginals(r));
  const freight = r.text('freight');
  const terms = freight && /collect|unfrei|d[uû]|cobrar|assegnato/i.test(freight.value) ? 'COLLECT' : freight && /prepaid|pr[ée]pa|bezahlt|pagado|pago|frei/i.test(freight.value) ? 'PREPAID' : null;
  if (freight && terms) r.set('freightPaymentTerms', { value: terms, ev: freight.ev });
  else r.set('freightPaymentTerms', freightRemark(r));

  const contLines = r.find('containers')?.lines ?? [];
  const containers = r.containers(contLines, 'containers');
  containers.forEach((c, i) => {
    // A seal number may wrap onto the next value line; that line carries no container number of its own.
    const at = contLines.findIndex((l) => l.text.replace(/\s/g, '').includes(c.value));
    const next = contLines[at + 1];
    const line = at < 0 ? '' : contLines[at].text + (next && !/[A-Z]{4}\s?\d{6}/.test(next.text) ? ` ${next.text}` : '');
    r.set(`containers[${i}]`, { value: { containerNumber: c.value, sealNumbers: sealsIn(line, c.value), sizeType: sizeTypeOf(line, true), packages: null, grossWeight: null, volume: null }, ev: c.ev });
    r.set(`containers[${i}].containerNumber`, c);
  });
  const totals: TotalsRead[] = [];
  const rows = goodsAreaRows(splitTotalsRows(readTables(ctx.pages, totals), totals), (c) => cellLines(r, c.seg).map((s) => s.text), r.decimal).map((row) => countBesideKind(r, row));
  goodsAreaContainers(r, rows, containers.map((c) => c.value));
  slashedContainerLines(r);
  containerBreakdown(r);
  containerRows(r, rows);
  moreStackedContainers(r);
  stackedContainerContents(r);
  // A "Quantity" column of a B/L counts packages when it prints their kind ("1,140 CTNS").
  const goodsRows = rows.map((row) => (!row.packages && row.quantity && packagesInText(row.quantity.text)?.at === 0 ? { ...row, packages: row.quantity } : row));
  goodsFromRows(r, goodsRows, 'goods');
  goodsFromBlocks(r);
  goodsFromDescriptionText(r);
  dropSummaryItem(r);
  containerKindsFromGoods(r);
  fillRows(r.result().data, 'goods', ['description', 'hsCode', 'marksAndNumbers', 'packages', 'grossWeight', 'netWeight', 'volume']);
  // The goods table's totals line stands in for totals the document does not label.
  const sums = totalsQuantities(r, totals);
  r.set('totalPackages', readPackageCount(r, 'totalPackages') ?? packagesInWordsBox(r) ?? sums.packages ?? unitsTotal(r, totals));
  r.set('totalGrossWeight', r.weight('totalGrossWeight') ?? sums.grossWeight);
  r.set('totalVolume', r.volume('totalVolume') ?? sums.volume);
  blockTotals(r);
  totalWeightInGoodsUnit(r);
  return withDefaults(DEFAULTS, r.result());
}

const TO_ORDER = /^to (the )?order\b/i;
/** "TO ORDER OF ABC BANK": the order of a party named on the line, not of the shipper, consignee or bearer. */
const ORDER_OF_NAMED = /^to\s+(?:the\s+)?order\s+of\s+(?!(?:the\s+)?(?:shipper|consignor|consignee|bearer)\b)\p{L}[\p{L}\d&.,'() -]{2,}$/iu;

/** The goods-area columns a container number is printed in, in reading order within a row. */
const CONTAINER_COLUMNS = ['container', 'marks', 'description'] as const;

interface ContainerSeen { value: string; ev: Read<string>['ev']; row: number; col: number; at: number; page: number; y: number; part: string; before: string }

/** The printed lines (segments) that make up a table cell: those inside its box. */
function cellLines(r: Reader, seg: Segment): Segment[] {
  const [x0, y0, x1, y1] = seg.bbox;
  const inside = (r.segs[seg.page - 1] ?? []).filter((s) => s.bbox[0] >= x0 - 1 && s.bbox[2] <= x1 + 1 && s.bbox[1] >= y0 - 1 && s.bbox[3] <= y1 + 1 && s.text.trim());
  return inside.length ? inside : [seg];
}

/**
 * Containers printed anywhere in the goods area: their own column ("Container No./Seal No.", "Cntr No."), the
 * marks column ("TCNU8820167/40'HC SEAL HK7730211") or the description ("CONTAINER: MSKU1234565 SEAL: ML123456
 * 40' HC"), after those read under a container label (`known`), each once, in reading order (row by row, then
 * column). Each one's seal and size/type are read from its own part of its column, up to the next container number
 * in it (a container printed alone on its line takes the stacked lines after it, even when they fall into the next
 * row); a description's part stays in its cell. A seal or size/type printed in a column of its own goes with the
 * container printed on its line, or the nearest one above it (stacked).
 */
function goodsAreaContainers(r: Reader, rows: TableRow[], known: string[]): void {
  const all: ContainerSeen[] = [];
  const bad: string[] = [];
  CONTAINER_COLUMNS.forEach((kind, col) => {
    const cells = rows.map((row, k) => ({ row: k, cell: row[kind] })).filter((c) => c.cell);
    const found = cells.map(({ row, cell }) => {
      const text = cell!.text.toUpperCase();
      const printed = findContainerNumbers(text);
      // A failing check digit in the container or marks column is recorded; the number is not reported.
      if (kind !== 'description') for (const m of printed) if (!m.value.valid && !bad.includes(m.value.value)) bad.push(m.value.value);
      return printed.filter((m) => m.value.valid).map((m) => ({ row, value: m.value.value, at: m.index, raw: m.raw.length, seg: cell!.seg, text }));
    });
    found.forEach((list, ci) => list.forEach((m, k) => {
      const next = list[k + 1];
      let part = m.text.slice(m.at, next ? next.at : m.text.length);
      const following = kind !== 'description' && !next && ci + 1 < cells.length ? cells[ci + 1].cell!.text.toUpperCase() : null;
      // Stacked container lines ("SEAL: ZJ418820" / "45G1") may fall into the next row of the same column.
      if (following !== null && (found[ci + 1].length > 0 || part.length - m.raw < 4)) part += ` ${following.slice(0, found[ci + 1][0]?.at ?? following.length)}`;
      const before = m.text.slice(k > 0 ? list[k - 1].at + list[k - 1].raw : 0, m.at);
      const line = cellLines(r, m.seg).find((s) => s.text.toUpperCase().replace(/[\s-]/g, '').includes(m.value)) ?? m.seg;
      all.push({ value: m.value, ev: r.evidence([line]), row: m.row, col, at: m.at, page: line.page, y: line.bbox[1], part, before });
    }));
  });
  all.sort((a, b) => a.row - b.row || a.col - b.col || a.at - b.at);
  const first = all.filter((c, k) => !known.includes(c.value) && all.findIndex((o) => o.value === c.value) === k);
  // Seal and size/type columns: each printed line to the container on its line or the nearest above it.
  const fromColumns = new Map<ContainerSeen, { seals?: string[]; type?: string }>();
  // Every printed place of a container counts (a second table may print it again beside its seal), for its first reading.
  const stacked = all.filter((c) => CONTAINER_COLUMNS[c.col] !== 'description');
  // Containers read under a container label (`known`) own their column lines too: the label may head only the
  // number column of a container list whose seal and type columns have captions of their own.
  const firstOf = (c: ContainerSeen): ContainerSeen | undefined => all.find((o) => o.value === c.value);
  for (const row of rows) {
    for (const kind of ['seal', 'sizeType'] as const) {
      const cell = row[kind];
      if (!cell) continue;
      for (const l of cellLines(r, cell.seg)) {
        const seen = stacked.filter((c) => c.page === l.page && c.y <= l.bbox[1] + 2).sort((a, b) => b.y - a.y)[0];
        const owner = seen && firstOf(seen);
        if (!owner) continue;
        const got = fromColumns.get(owner) ?? {};
        // A seal column prints one seal a line; a second one (a customs seal, "DE-ZOLL 0583126") goes on below.
        const lineSeals = kind === 'seal' ? columnSeals(runOn(r.segs, l).text, owner.value) : [];
        for (const seal of lineSeals) if (!(got.seals ??= []).includes(seal)) got.seals!.push(seal);
        if (kind === 'sizeType' && !got.type) got.type = sizeTypeOf(l.text, true) ?? undefined;
        fromColumns.set(owner, got);
      }
    }
  }
  let i = known.length;
  for (const c of first) {
    const own = CONTAINER_COLUMNS[c.col] === 'container';
    const col = fromColumns.get(c);
    const labelled = labelledSeals(c.part, c.value);
    const seals = col?.seals?.length ? col.seals : labelled.length ? labelled : own ? sealsIn(c.part, c.value) : [];
    const sizeType = col?.type ?? sizeTypeOf(c.part, own) ?? sizeTypeOf(c.before, false);
    r.check(`containers[${i}]`, 'iso6346', true);
    r.set(`containers[${i}]`, { value: { containerNumber: c.value, sealNumbers: seals, sizeType, packages: null, grossWeight: null, volume: null }, ev: c.ev });
    r.set(`containers[${i}].containerNumber`, { value: c.value, ev: c.ev });
    i++;
  }
  for (const v of bad) r.check(`containers[${i}]`, 'iso6346', false, `check digit of ${v} fails`);
  // A container read under its label gets the seal and size/type its table's own columns print, where its label's
  // lines gave none. Found by its number rather than its place in `known`, which the list matches only while every
  // labelled container was set.
  const list = (r.result().data as { containers?: Array<{ containerNumber?: string; sealNumbers?: string[]; sizeType?: string | null } | undefined> }).containers ?? [];
  for (const value of known) {
    const seen = all.find((o) => o.value === value);
    const col = seen && fromColumns.get(seen);
    const k = list.findIndex((o) => o?.containerNumber === value);
    const had = list[k];
    if (!col || !had) continue;
    if (!had.sealNumbers?.length && col.seals?.length) r.set(`containers[${k}].sealNumbers`, { value: col.seals, ev: seen.ev });
    if (!had.sizeType && col.type) r.set(`containers[${k}].sizeType`, { value: col.type, ev: seen.ev });
  }
}

/**
 * Each container's own packages, gross weight and volume where a line prints them after its number, in the
 * description or a breakdown under the goods ("ZIMU3012848: 1200 CTNS 14,880.000 KGS 68.400 CBM"); the first such
 * line for a container counts.
 */
function containerBreakdown(r: Reader): void {
  const data = r.result().data as { containers?: Array<Record<string, unknown> | undefined> };
  const list = data.containers ?? [];
  if (!list.length) return;
  const done = new Set<number>();
  for (const seg of r.segs.flat()) {
    const text = seg.text.toUpperCase();
    const found = findContainerNumbers(text).filter((m) => m.value.valid);
    found.forEach((m, k) => {
      const i = list.findIndex((c) => c?.containerNumber === m.value.value);
      if (i < 0 || done.has(i)) return;
      const got = containerContents(text.slice(m.index + m.raw.length, found[k + 1]?.index ?? text.length), r.decimal);
      if (!got) return;
      done.add(i);
      const ev = r.evidence([seg]);
      if (got.packages) r.set(`containers[${i}].packages`, { value: got.packages, ev });
      if (got.grossWeight) r.set(`containers[${i}].grossWeight`, { value: got.grossWeight, ev });
      if (got.volume) r.set(`containers[${i}].volume`, { value: got.volume, ev });
    });
  }
}

/**
 * A container list printed as a table of its own ("CONTAINER NO. | SEAL NO. | TYPE | PACKAGES | G.W. (KGS) | CBM"):
 * a row with one container number in its container cell and no goods description gives that container its
 * packages, gross weight and volume, where no breakdown line did.
 */
function containerRows(r: Reader, rows: TableRow[]): void {
  const data = r.result().data as { containers?: Array<Record<string, unknown> | undefined> };
  const list = data.containers ?? [];
  for (const row of rows) {
    // A container's line may print its size, weight and measurement where the goods' words go.
    const figures = row.description ? containerFigures(row.description.text) : null;
    if (!row.container || (row.description && !figures)) continue;
    const found = findContainerNumbers(row.container.text.toUpperCase()).filter((m) => m.value.valid);
    if (found.length !== 1) continue;
    const i = list.findIndex((c) => c?.containerNumber === found[0].value.value);
    if (i < 0) continue;
    const c = list[i]!;
    const p = row.packages ? cellPackages(row.packages) : null;
    if (p && row.packages && !c.packages) r.set(`containers[${i}].packages`, { value: p, ev: r.evidence([row.packages.seg]) });
    const inGoods = (text: string | null | undefined) => (text && row.description ? { ...row.description, text } : undefined);
    const wc = row.grossWeight ?? inGoods(figures?.weight);
    const w = wc ? cellWeight(r, wc) : null;
    if (w && wc && !c.grossWeight) r.set(`containers[${i}].grossWeight`, { value: w, ev: r.evidence([wc.seg]) });
    const vc = row.volume ?? inGoods(figures?.volume);
    const v = vc ? cellVolume(r, vc) : null;
    if (v && vc && !c.volume) r.set(`containers[${i}].volume`, { value: v, ev: r.evidence([vc.seg]) });
    if (figures?.sizeType && !c.sizeType) r.set(`containers[${i}].sizeType`, { value: figures.sizeType, ev: r.evidence([row.description!.seg]) });
  }
}

/**
 * A value under a caption that joins two captions with a slash ("BOOKING No. / EXPORT REFERENCES") or names its
 * subject first ("VESSEL IMO"), which the label index does not read as `key`'s: the line under it, its part at the
 * caption's position when it is slashed likewise ("PKG0088127 / SJR-EXP-2603-11"), accepted by `parse`.
 */
function captionPartBelow(r: Reader, key: LogisticsLabelKey, parse: (text: string) => string | null): Read<string> | null {
  const clean = (t: string) => t.trim().replace(/[\s:.]+$/, '');
  for (const page of r.segs) {
    for (const s of page) {
      const parts = s.text.split(/\s+\/\s+/).map(clean);
      const words = clean(s.text).split(/\s+/);
      let at = parts.length > 1 ? parts.findIndex((p) => labelKeysOf(p)?.has(key)) : -1;
      // "VESSEL IMO": the caption's last words name the field.
      if (at < 0 && !(words.length > 1 && [1, 2].some((n) => n < words.length && labelKeysOf(words.slice(-n).join(' '))?.has(key)))) continue;
      const below = valueNextTo(r, s, false);
      if (!below) continue;
      const valueParts = below.text.split(/\s+\/\s+/);
      const part = at >= 0 && valueParts.length === parts.length ? valueParts[at] : at === 0 ? valueParts[0] : below.text;
      const value = parse(part.trim());
      if (value) return { value, ev: r.evidence([below], 0.85) };
    }
  }
  return null;
}

/** A SCAC under (or beside) a caption of its own in a grid of captions ("SCAC" over "OOLU"). */
function scacUnderCaption(r: Reader): Read<string> | null {
  for (const s of r.segs.flat()) {
    if (!/^SCAC(?:\s+code)?\s*[:.]?$/i.test(s.text.trim())) continue;
    const v = valueNextTo(r, s);
    if (v && /^[A-Z]{4}$/.test(v.text.trim())) return { value: v.text.trim(), ev: r.evidence([v], 0.9) };
  }
  return null;
}

/**
 * The count under a "Total Number of Packages (in words)" / "Total Number of Containers or Packages" box: the
 * figure of packages its value prints ("FORTY-TWO (42) PACKAGES ONLY", "TWO (2) CONTAINERS ONLY - 2400 CARTONS").
 */
function packagesInWordsBox(r: Reader): Read<number> | null {
  for (const s of r.segs.flat()) {
    if (!/^total\s+(?:number|no\.?)\s+of\s+(?:\p{L}+\s+or\s+)?packages\b/iu.test(s.text.trim())) continue;
    const v = valueNextTo(r, s, false);
    const found = v ? packagesInText(v.text) : null;
    if (v && found) return { value: found.count, ev: r.evidence([v], 0.9) };
  }
  return null;
}

/**
 * The value printed for a caption segment: the nearest segment right of it on its line (`right`), else the one
 * under it, overlapping it across; none when that one is itself a caption.
 */
export function valueNextTo(r: Reader, s: Segment, right = true): Segment | null {
  const page = r.segs[s.page - 1] ?? [];
  const h = s.bbox[3] - s.bbox[1];
  const beside = right ? page.filter((o) => o !== s && o.bbox[0] >= s.bbox[2] - 1 && o.bbox[0] - s.bbox[2] < h * 12 && Math.abs(o.bbox[1] - s.bbox[1]) < h * 0.5).sort((a, b) => a.bbox[0] - b.bbox[0])[0] : undefined;
  const below = page
    .filter((o) => o !== s && o.bbox[1] >= s.bbox[3] - h * 0.3 && o.bbox[1] - s.bbox[3] < h * 2.5 && o.bbox[0] < s.bbox[2] && o.bbox[2] > s.bbox[0])
    .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
  const v = beside ?? below;
  return v && !labelKeysOf(v.text.trim().replace(/[\s:.]+$/, '')) ? v : null;
}

const DATE_TAIL = /[\s,;/-]*(\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}[\s.-]*\p{L}{3,9}\.?[\s.,-]*\d{2,4}|\p{L}{3,9}\.?\s*\d{1,2},?\s*\d{4})\s*$/u;

/**
 * A place and a date, each under its own label or both under one ("Place and Date of Issue": "HAMBURG, 12 MAR
 * 2026"): the date read off the end of the combined value, the place before it.
 */
export function placeAndDate(r: Reader, placeKey: LogisticsLabelKey, dateKey: LogisticsLabelKey): { place: Read<string> | null; date: Read<string> | null } {
  const at = r.find(placeKey);
  let place = r.text(placeKey);
  let date = r.date(dateKey);
  // The date printed apart on the place's line, in a cell of its own ("KEELUNG, TAIWAN    JAN. 05, 2026").
  const last = at?.lines[at.lines.length - 1];
  const beside = !date && place && last ? valueNextTo(r, last, true) : null;
  const besideIso = beside && beside.bbox[1] < last!.bbox[3] && beside !== last ? r.parseDate(beside.text.trim()) : null;
  if (beside && besideIso) date = { value: besideIso, ev: r.evidence([beside], 0.85) };
  if (place) {
    const m = DATE_TAIL.exec(place.value);
    const iso = m ? r.parseDate(m[1]) : null;
    if (m && iso) {
      if (!date) date = { value: iso, ev: place.ev };
      const rest = place.value.slice(0, m.index).replace(/[\s,;]+$/, '').trim();
      place = rest ? { value: rest, ev: place.ev } : null;
    }
  }
  // The place of issue is a city; the country named after it ("KEELUNG, TAIWAN") is left out.
  const country = place ? /^(.+?),\s*([\p{L} .'-]+)$/u.exec(place.value) : null;
  if (place && country && countryFromName(country[2].trim())) place = { value: country[1].trim(), ev: place.ev };
  return { place, date };
}
