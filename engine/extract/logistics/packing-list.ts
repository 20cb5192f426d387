/** Packing list. */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader } from './reader.ts';
import { readTables } from './table.ts';
import { goodsFromRows, readCount, sealsIn, setParty } from './common.ts';
import { withDefaults } from './defaults.ts';

const DEFAULTS = {
  packingListNumber: null, date: null, invoiceNumber: null, orderNumber: null, shipper: null, consignee: null, buyer: null,
  portOfLoading: null, portOfDischarge: null, vessel: null, containers: [], packages: [], items: [], totalPackages: null,
  totalNetWeight: null, totalGrossWeight: null, totalVolume: null,
};

export function extractPackingList(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('packingListNumber', r.text('packingListNumber'));
  r.set('date', r.date('date'));
  r.set('invoiceNumber', r.text('invoiceNumber'));
  r.set('orderNumber', r.text('orderNumber'));
  setParty(r, 'shipper', r.party('shipper'));
  setParty(r, 'consignee', r.party('consignee'));
  r.set('portOfLoading', r.place('portOfLoading', 'sea'));
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea'));
  r.set('vessel', r.text('vessel'));
  const lines = r.find('containers')?.lines ?? [];
  r.containers(lines, 'containers').forEach((c, i) => {
    const line = lines.find((l) => l.text.replace(/\s/g, '').includes(c.value))?.text ?? '';
    r.set(`containers[${i}]`, { value: { containerNumber: c.value, sealNumbers: sealsIn(line, c.value) }, ev: c.ev });
    r.set(`containers[${i}].containerNumber`, c);
  });
  const rows = readTables(ctx.pages);
  goodsFromRows(r, rows, 'packages');
  // Packing lists put the package count and type on the package line itself.
  const data = r.result().data as { packages?: Array<Record<string, unknown>> };
  for (const p of data.packages ?? []) {
    const pk = p.packages as { count: number; type: string | null } | undefined;
    if (pk) { p.count = pk.count; p.type = pk.type; delete p.packages; }
  }
  r.set('totalPackages', readCount(r, 'totalPackages'));
  r.set('totalNetWeight', r.weight('totalNetWeight'));
  r.set('totalGrossWeight', r.weight('totalGrossWeight'));
  r.set('totalVolume', r.volume('totalVolume'));
  return withDefaults(DEFAULTS, r.result());
}
