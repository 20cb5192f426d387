/** Cargo / shipping manifest: one entry per bill of lading (or air waybill). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader } from './reader.ts';
import { readTables } from './table.ts';
import { cellPackages, cellWeight, parsePackages } from './common.ts';
import { withDefaults } from './defaults.ts';
import { readAirManifestRows, type AirManifestCell } from './manifest-air.ts';

/** A flight number, maybe with its date after it: airline designator and number ("QR8165", "LH 8401", "EK147/16MAR"). */
const FLIGHT_NO = /^((?:[A-Z][A-Z0-9]|[0-9][A-Z])\s?\d{1,4}[A-Z]?)(?![A-Z0-9])/;

const DEFAULTS = {
  manifestNumber: null, transportMode: null, vessel: null, voyageNumber: null, flightNumber: null, portOfLoading: null,
  portOfDischarge: null, date: null, entries: [],
};

/** A party an entry names in a cell: its name alone. */
const party = (t: string | undefined) => (t ? { name: t, address: null, taxId: null, email: null, phone: null } : null);

export function extractShippingManifest(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('manifestNumber', r.id('manifestNumber'));
  r.set('date', r.date('date') ?? r.date('sailingDate'));
  const vessel = r.text('vessel');
  r.set('vessel', vessel);
  r.set('voyageNumber', r.text('voyage'));
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
  r.set('portOfLoading', r.place('portOfLoading', air ? 'air' : 'sea'));
  r.set('portOfDischarge', r.place('portOfDischarge', air ? 'air' : 'sea'));
  let i = 0;
  for (const row of airRows) {
    const base = `entries[${i}]`;
    const c = row.cells;
    const cell = (x: AirManifestCell, unit?: string) => ({ text: x.text, seg: x.segs[0], ...(unit ? { unit } : {}) });
    const pk = c.pieces ? parsePackages(c.pieces.text) : null;
    const weight = c.weight ? cellWeight(r, cell(c.weight, row.weightUnit ?? undefined)) : null;
    r.set(base, { value: {
      billOfLadingNumber: null, airWaybillNumber: row.awb, shipper: party(c.shipper?.text), consignee: party(c.consignee?.text),
      packages: pk, description: c.nature?.text ?? null, grossWeight: weight, containerNumbers: [],
    }, ev: r.evidence([row.awbSeg, ...Object.values(c).flatMap((x) => x.segs)]) });
    r.set(`${base}.airWaybillNumber`, { value: row.awb, ev: r.evidence([row.awbSeg]) });
    i++;
  }
  if (i) return withDefaults(DEFAULTS, r.result());
  for (const row of readTables(ctx.pages)) {
    if (!row.blNumber || !/^[A-Z0-9-]{6,}$/.test(row.blNumber.text.trim())) continue;
    const base = `entries[${i}]`;
    const containers = row.container ? r.containers([row.container.seg], `${base}.containerNumbers`) : [];
    const pk = row.packages ? cellPackages(row.packages) : null;
    r.set(base, { value: {
      billOfLadingNumber: row.blNumber.text.trim(), airWaybillNumber: null, shipper: party(row.shipper?.text),
      consignee: party(row.consignee?.text), packages: pk, description: row.description?.text ?? null,
      grossWeight: row.grossWeight ? cellWeight(r, row.grossWeight) : null, containerNumbers: containers.map((c) => c.value),
    }, ev: r.evidence([row.blNumber.seg]) });
    r.set(`${base}.billOfLadingNumber`, { value: row.blNumber.text.trim(), ev: r.evidence([row.blNumber.seg]) });
    i++;
  }
  return withDefaults(DEFAULTS, r.result());
}
