/** Cargo / shipping manifest: one entry per bill of lading (or air waybill). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader } from './reader.ts';
import { readTables } from './table.ts';
import { cellPackages, cellWeight } from './common.ts';
import { withDefaults } from './defaults.ts';

const DEFAULTS = {
  manifestNumber: null, transportMode: null, vessel: null, voyageNumber: null, flightNumber: null, portOfLoading: null,
  portOfDischarge: null, date: null, entries: [],
};

export function extractShippingManifest(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('manifestNumber', r.id('manifestNumber'));
  r.set('date', r.date('date') ?? r.date('sailingDate'));
  const vessel = r.text('vessel');
  r.set('vessel', vessel);
  r.set('voyageNumber', r.text('voyage'));
  // No mode printed: a manifest that names a vessel and no flight lists a sea voyage.
  const flight = r.text('flight');
  r.set('transportMode', r.text('transportMode') ?? (vessel && !flight ? { value: 'SEA', ev: { ...r.derivedEvidence(), page: vessel.ev.page } } : null));
  r.set('portOfLoading', r.place('portOfLoading', 'sea'));
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea'));
  let i = 0;
  for (const row of readTables(ctx.pages)) {
    if (!row.blNumber || !/^[A-Z0-9-]{6,}$/.test(row.blNumber.text.trim())) continue;
    const base = `entries[${i}]`;
    const containers = row.container ? r.containers([row.container.seg], `${base}.containerNumbers`) : [];
    const pk = row.packages ? cellPackages(row.packages) : null;
    const party = (t: string | undefined) => (t ? { name: t, address: null, taxId: null, email: null, phone: null } : null);
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
