/** Cargo / shipping manifest: one entry per bill of lading (or air waybill). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { parseParty } from '../parse/index.ts';
import { looksLikeAddress } from '../parse/parties.ts';
import { LEGAL_FORM } from '../legal-form.ts';
import { createReader, joinWrappedName, vesselAndVoyage, type Reader } from './reader.ts';
import { readTables, type TableCellRead } from './table.ts';
import { cellPackages, cellWeight, parsePackages } from './common.ts';
import { withDefaults } from './defaults.ts';
import { readAirManifestRows, type AirManifestCell } from './manifest-air.ts';
import { withAirportCity } from './air-airport-city.ts';
import type { LogisticsLabelKey } from './labels.ts';
import type { Segment } from './segments.ts';
import { joinSplitDigits, upperCaseLookalikes } from './ocr-codes.ts';

/** A flight number, maybe with its date after it: airline designator and number ("QR8165", "LH 8401", "EK147/16MAR"). */
const FLIGHT_NO = /^((?:[A-Z][A-Z0-9]|[0-9][A-Z])\s?\d{1,4}[A-Z]?)(?![A-Z0-9])/;

const DEFAULTS = {
  manifestNumber: null, transportMode: null, vessel: null, voyageNumber: null, flightNumber: null, portOfLoading: null,
  portOfDischarge: null, date: null, entries: [],
};

/** A party an entry names in a cell: its name alone. */
const party = (t: string | undefined) => (t ? { name: t, address: null, taxId: null, email: null, phone: null } : null);

/**
 * A party a manifest line prints over several lines of its cell: the name (wrapped onto a second line when that
 * names its legal form or the first ends in "&"), then the place it is in ("SINGAPORE 629589", "GAZIPUR,
 * BANGLADESH"). Lines under a name that is not closed (no legal form, no joiner) and that read as no place
 * ("MONTEGO BAY CRAFT" over "EXPORTERS") are the name wrapped. The cell's printed lines are the page's segments
 * inside it.
 */
function cellParty(r: Reader, cell: TableCellRead | undefined) {
  if (!cell) return null;
  const [x0, y0, x1, y1] = cell.seg.bbox;
  // A scan of the page per cell: a page's few hundred segments and a few dozen cells are too few for an index to pay.
  const printed = (r.segs[cell.seg.page - 1] ?? [])
    .filter((s) => s.bbox[0] >= x0 - 0.5 && s.bbox[2] <= x1 + 0.5 && s.bbox[1] >= y0 - 0.5 && s.bbox[3] <= y1 + 0.5);
  return linesParty(printed, cell.text);
}

/** A party from the segments printed in its cell (cellParty), `text` the cell's reading as one. */
function linesParty(segs: readonly Segment[], text: string) {
  const printed = [...segs].sort((a, b) => a.bbox[1] - b.bbox[1]).map((l) => l.text.trim());
  if (printed.length < 2 || printed.join(' ') !== text.trim()) return party(text);
  const lines = joinWrappedName(printed);
  const closed = lines.length < printed.length || endsInLegalForm(lines[0]);
  const place = (t: string) => /[\d,]/.test(t) || looksLikeAddress(t);
  return closed || lines.slice(1).some(place) ? parseParty(lines) : party(text);
}

const LEGAL_FORMS = new RegExp(LEGAL_FORM.source, 'gu');
const endsInLegalForm = (name: string): boolean =>
  [...name.matchAll(LEGAL_FORMS)].some((x) => /^[\s.,]*$/.test(name.slice(x.index + x[0].length)));

/** A row's B/L number: on a scan, digits the recogniser split apart rejoined and capitals read as small letters raised. */
const blText = (cell: TableCellRead): string =>
  cell.seg.source === 'ocr' ? upperCaseLookalikes(joinSplitDigits(cell.text.trim())) : cell.text.trim();

export function extractShippingManifest(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('manifestNumber', r.id('manifestNumber'));
  // Else the day the manifest was issued ("Data de emissão"), not an expected sailing.
  r.set('date', r.date('date') ?? r.date('sailingDate') ?? r.date('issueDate'));
  // A combined "NAME / VOYAGE" value under one caption ("Feeder Vessel / Voy.") gives both.
  const { vessel, voyage } = vesselAndVoyage(r);
  r.set('vessel', vessel);
  r.set('voyageNumber', voyage);
  // No mode printed: a manifest that names a vessel and no flight lists a sea voyage, one that names a flight
  // and no vessel, or lists air waybills (an airline's cargo manifest), a flight's load.
  const flight = r.text('flight');
  const flightNo = !vessel && flight ? FLIGHT_NO.exec(flight.value) : null;
  if (flightNo) r.set('flightNumber', { value: flightNo[1].replace(/\s+/g, ''), ev: flight!.ev });
  const airRows = readAirManifestRows(r.segs);
  const air = flightNo !== null || (!vessel && airRows.length > 0);
  const derived = (page: number, mode: string) => ({ value: mode, ev: { ...r.derivedEvidence(), page } });
  const airPage = flight?.ev.page ?? airRows[0]?.cells.pieces?.segs[0].page ?? 1;
  r.set('transportMode', r.text('transportMode') ?? (vessel && !flight ? derived(vessel.ev.page, 'SEA') : air ? derived(airPage, 'AIR') : null));
  // A flight's manifest names its airports ("Airport of Departure"), or only the route's ends under bare "From" and
  // "To" captions: read where no port caption is. Airports are read as a waybill's are: named by their city, a code
  // printed in parentheses kept where the list of airports lacks it.
  const airport = (key: LogisticsLabelKey) => withAirportCity(r.place(key, 'air'), r.text(key)?.value);
  r.set('portOfLoading', air ? airport('portOfLoading') ?? airport('departure') ?? airport('routeFrom') : r.place('portOfLoading', 'sea'));
  r.set('portOfDischarge', air ? airport('portOfDischarge') ?? airport('destinationAirport') ?? airport('routeTo') : r.place('portOfDischarge', 'sea'));
  let i = 0;
  for (const row of airRows) {
    const base = `entries[${i}]`;
    const c = row.cells;
    const cell = (x: AirManifestCell, unit?: string) => ({ text: x.text, seg: x.segs[0], ...(unit ? { unit } : {}) });
    const pk = c.pieces ? parsePackages(c.pieces.text) : null;
    const weight = c.weight ? cellWeight(r, cell(c.weight, row.weightUnit ?? undefined)) : null;
    r.set(base, { value: {
      billOfLadingNumber: null, airWaybillNumber: row.awb,
      shipper: c.shipper ? linesParty(c.shipper.segs, c.shipper.text) : null, consignee: c.consignee ? linesParty(c.consignee.segs, c.consignee.text) : null,
      packages: pk, description: c.nature?.text ?? null, grossWeight: weight, containerNumbers: [],
    }, ev: r.evidence([row.awbSeg, ...Object.values(c).flatMap((x) => x.segs)]) });
    r.set(`${base}.airWaybillNumber`, { value: row.awb, ev: r.evidence([row.awbSeg]) });
    i++;
  }
  if (i) return withDefaults(DEFAULTS, r.result());
  for (const row of readTables(ctx.pages)) {
    const bl = row.blNumber ? blText(row.blNumber) : null;
    if (!row.blNumber || !bl || !/^[A-Z0-9-]{6,}$/.test(bl)) continue;
    const base = `entries[${i}]`;
    const containers = row.container ? r.containers([row.container.seg], `${base}.containerNumbers`) : [];
    const pk = row.packages ? cellPackages(row.packages) : null;
    r.set(base, { value: {
      billOfLadingNumber: bl, airWaybillNumber: null, shipper: cellParty(r, row.shipper),
      consignee: cellParty(r, row.consignee), packages: pk, description: row.description?.text ?? null,
      grossWeight: row.grossWeight ? cellWeight(r, row.grossWeight) : null, containerNumbers: containers.map((c) => c.value),
    }, ev: r.evidence([row.blNumber.seg]) });
    r.set(`${base}.billOfLadingNumber`, { value: bl, ev: r.evidence([row.blNumber.seg]) });
    i++;
  }
  return withDefaults(DEFAULTS, r.result());
}
