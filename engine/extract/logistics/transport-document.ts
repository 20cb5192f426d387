/** Bill of lading and sea waybill (DCSA transport document). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader, type Read, type Reader } from './reader.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { readTables, type TableRow } from './table.ts';
import { goodsFromRows, readCount, sealsIn, setParty, sizeTypeIn, splitScac } from './common.ts';
import { fillRows, withDefaults } from './defaults.ts';

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
  const docNo = r.id('blNumber') ?? r.id('swbNumber');
  r.set('transportDocumentNumber', docNo ? { value: docNo.value.replace(/\s+/g, ''), ev: docNo.ev } : null);
  const nonNegotiable = r.segs.flat().some((s) => /non[- ]?negotiable|nicht begebbar|non n[ée]gociable|no negociable/i.test(s.text));
  const isSwb = type === 'sea_waybill';
  r.set('transportDocumentType', { value: isSwb ? 'SWB' : 'BOL', ev: { ...r.evidence(r.segs.flat().slice(0, 1)), source: 'derived' } });
  r.set('isNegotiable', { value: !isSwb && !nonNegotiable, ev: { ...r.evidence(r.segs.flat().slice(0, 1)), source: 'derived' } });
  r.set('bookingReference', r.id('bookingReference'));
  setParty(r, 'shipper', r.party('shipper'));
  const consignee = r.party('consignee');
  if (consignee && /^to (the )?order\b/i.test(consignee.value.name ?? '')) r.set('consignee', { value: 'TO ORDER', ev: consignee.ev });
  else setParty(r, 'consignee', consignee);
  setParty(r, 'notifyParties[0]', r.party('notify'));
  const carrier = r.text('carrier', true);
  if (carrier) {
    const c = splitScac(carrier.value);
    r.set('carrier.name', { value: c.name, ev: carrier.ev });
    if (c.scac) r.set('carrier.scac', { value: c.scac, ev: carrier.ev });
  }
  const vv = vesselAndVoyage(r);
  r.set('vessel.name', vv.vessel);
  r.set('vessel.imoNumber', r.imo('imo', 'vessel.imoNumber'));
  r.set('voyageNumber', vv.voyage);
  r.set('placeOfReceipt', r.place('placeOfReceipt', 'sea'));
  r.set('portOfLoading', r.place('portOfLoading', 'sea'));
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea'));
  r.set('placeOfDelivery', r.place('placeOfDelivery', 'sea'));
  r.set('shippedOnBoardDate', r.date('onBoardDate'));
  const issue = placeAndDate(r, 'placeOfIssue', 'issueDate');
  r.set('issueDate', issue.date);
  r.set('placeOfIssue', issue.place);
  r.set('numberOfOriginals', readCount(r, 'originals'));
  const freight = r.text('freight');
  const terms = freight && /collect|unfrei|d[uû]|cobrar|assegnato/i.test(freight.value) ? 'COLLECT' : freight && /prepaid|pr[ée]pa|bezahlt|pagado|pago|frei/i.test(freight.value) ? 'PREPAID' : null;
  if (freight && terms) r.set('freightPaymentTerms', { value: terms, ev: freight.ev });

  const contLines = r.find('containers')?.lines ?? [];
  const containers = r.containers(contLines, 'containers');
  containers.forEach((c, i) => {
    // A seal number may wrap onto the next value line; that line carries no container number of its own.
    const at = contLines.findIndex((l) => l.text.replace(/\s/g, '').includes(c.value));
    const next = contLines[at + 1];
    const line = at < 0 ? '' : contLines[at].text + (next && !/[A-Z]{4}\s?\d{6}/.test(next.text) ? ` ${next.text}` : '');
    r.set(`containers[${i}]`, { value: { containerNumber: c.value, sealNumbers: sealsIn(line, c.value), sizeType: sizeTypeIn(line), packages: null, grossWeight: null, volume: null }, ev: c.ev });
    r.set(`containers[${i}].containerNumber`, c);
  });
  const rows = readTables(ctx.pages);
  tableContainers(r, rows, containers.map((c) => c.value));
  goodsFromRows(r, rows, 'goods');
  fillRows(r.result().data, 'goods', ['description', 'hsCode', 'marksAndNumbers', 'packages', 'grossWeight', 'netWeight', 'volume']);
  r.set('totalPackages', readCount(r, 'totalPackages'));
  r.set('totalGrossWeight', r.weight('totalGrossWeight'));
  r.set('totalVolume', r.volume('totalVolume'));
  return withDefaults(DEFAULTS, r.result());
}

/**
 * Containers printed in a goods table's column ("Container No./Seal No.", "Cntr No."), after those read under a
 * container label (`known`), each once: its seal and size/type are read from its own part of the cell, up to the
 * next container number in it.
 */
function tableContainers(r: Reader, rows: TableRow[], known: string[]): void {
  const seen = new Set(known);
  let i = known.length;
  for (const row of rows) {
    const cell = row.container;
    if (!cell) continue;
    const found = r.containers([cell.seg], 'containers', i).filter((c) => !seen.has(c.value));
    const text = cell.text.toUpperCase();
    const starts = found.map((c) => numberAt(text, c.value));
    found.forEach((c, k) => {
      seen.add(c.value);
      const at = starts[k];
      const next = Math.min(...starts.filter((s) => s > at), text.length);
      const part = at < 0 ? text : text.slice(at, next);
      r.set(`containers[${i}]`, { value: { containerNumber: c.value, sealNumbers: sealsIn(part, c.value), sizeType: sizeTypeIn(part), packages: null, grossWeight: null, volume: null }, ev: c.ev });
      r.set(`containers[${i}].containerNumber`, c);
      i++;
    });
  }
}

/** Where a container number is printed in a text, spaces or a dash allowed inside it ("MSCU 712345-1"); -1 if not. */
function numberAt(text: string, value: string): number {
  const re = new RegExp(`${value.slice(0, 4)}\\s?${value.slice(4, 10)}\\s?-?\\s?${value[10]}`);
  return re.exec(text)?.index ?? -1;
}

/** "HAMBURG EXPRESS / 2611E": a vessel name and a voyage number printed in one box ("Vessel / Voy."). */
const VESSEL_VOYAGE = /^(.*?\p{L}.*?)\s*\/\s*(?:voy(?:age)?\.?\s*(?:no\.?\s*)?)?([A-Z0-9]*\d[A-Z0-9-]*)$/iu;

/** Splits a combined "NAME / 087E" value. */
export function splitVesselVoyage(text: string): { vessel: string; voyage: string | null } {
  const m = VESSEL_VOYAGE.exec(text.trim());
  return m && m[2].length <= 10 ? { vessel: m[1].trim(), voyage: m[2] } : { vessel: text, voyage: null };
}

/** The vessel name and voyage number, either printed apart or as one "NAME / VOYAGE" value under a vessel label. */
export function vesselAndVoyage(r: Reader): { vessel: Read<string> | null; voyage: Read<string> | null } {
  const vessel = r.text('vessel');
  let voyage = r.text('voyage');
  if (!vessel) return { vessel, voyage };
  const split = splitVesselVoyage(vessel.value);
  if (!split.voyage) return { vessel, voyage };
  // A voyage label read the vessel's own combined box ("Ocean Vessel / Voy. No."): the split wins.
  if (!voyage || voyage.value === vessel.value) voyage = { value: split.voyage, ev: vessel.ev };
  return { vessel: { value: split.vessel, ev: vessel.ev }, voyage };
}

const DATE_TAIL = /[\s,;/-]*(\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}[\s.-]*\p{L}{3,9}\.?[\s.,-]*\d{2,4}|\p{L}{3,9}\.?\s+\d{1,2},?\s+\d{4})\s*$/u;

/**
 * A place and a date, each under its own label or both under one ("Place and Date of Issue": "HAMBURG, 12 MAR
 * 2026"): the date read off the end of the combined value, the place before it.
 */
export function placeAndDate(r: Reader, placeKey: LogisticsLabelKey, dateKey: LogisticsLabelKey): { place: Read<string> | null; date: Read<string> | null } {
  let place = r.text(placeKey);
  let date = r.date(dateKey);
  if (place) {
    const m = DATE_TAIL.exec(place.value);
    const iso = m ? r.parseDate(m[1]) : null;
    if (m && iso) {
      if (!date) date = { value: iso, ev: place.ev };
      const rest = place.value.slice(0, m.index).replace(/[\s,;]+$/, '').trim();
      place = rest ? { value: rest, ev: place.ev } : null;
    }
  }
  return { place, date };
}
