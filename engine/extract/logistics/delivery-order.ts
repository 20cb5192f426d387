/** Delivery order (release of import containers to a consignee or haulier). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader, joinWrappedName, type Read, type Reader } from './reader.ts';
import { parseParty, type Party } from '../parse/index.ts';
import { readTables } from './table.ts';
import { readCount, setParty, sizeTypeIn } from './common.ts';
import { withDefaults } from './defaults.ts';
import { vesselAndVoyage } from './transport-document.ts';
import { splitVoyage } from './certificate-of-origin.ts';

const DEFAULTS = {
  deliveryOrderNumber: null, issueDate: null, issuedBy: null, releaseTo: null, billOfLadingNumber: null, vessel: null,
  voyageNumber: null, portOfDischarge: null, arrivalDate: null, containers: [], totalPackages: null, totalGrossWeight: null,
  lastFreeDay: null, pickupLocation: null, deliveryLocation: null,
};

/**
 * The party under "Release to" / "Please release ... to": its lines up to the next caption, which an unknown
 * caption ("Bill of Lading:") still ends, and without a customer/client number line.
 */
function releaseParty(r: Reader): Read<Party> | null {
  const v = r.find('releaseTo');
  if (!v) return null;
  const end = v.lines.findIndex((l) => /:\s*$/.test(l.text));
  const lines = (end >= 0 ? v.lines.slice(0, end) : v.lines).filter((l) => !/^(?:customs\s+)?(?:client|customer|account)\s+(?:no|number|code)\b/i.test(l.text.trim()));
  if (!lines.length) return null;
  const p = parseParty(joinWrappedName(lines.map((l) => l.text)));
  return p.name ? { value: p, ev: r.evidence(lines) } : null;
}

export function extractDeliveryOrder(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('deliveryOrderNumber', r.id('deliveryOrderNumber'));
  // A plain "Date" next to the order number is the order's date when no issue date is labelled.
  r.set('issueDate', r.date('issueDate') ?? r.date('date'));
  setParty(r, 'issuedBy', r.party('issuedBy'));
  setParty(r, 'releaseTo', releaseParty(r));
  r.set('billOfLadingNumber', r.id('blNumber'));
  const vv = vesselAndVoyage(r);
  // "KOTA NALURI V.042E": the voyage appended to the vessel's name.
  const split = vv.vessel && typeof vv.vessel.value === 'string' ? splitVoyage(vv.vessel.value) : null;
  r.set('vessel', split && split.voyage ? { value: split.vessel, ev: vv.vessel!.ev } : vv.vessel);
  r.set('voyageNumber', vv.voyage ?? (split?.voyage ? { value: split.voyage, ev: vv.vessel!.ev } : null));
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea'));
  r.set('arrivalDate', r.date('arrivalDate'));
  r.set('lastFreeDay', r.date('lastFreeDay'));
  r.set('pickupLocation', r.text('pickupLocation'));
  let i = 0;
  for (const row of readTables(ctx.pages)) {
    if (!row.container) continue;
    const found = r.containers([row.container.seg], `containers[${i}].containerNumber`);
    if (found.length === 0) continue;
    const seal = row.seal?.text.trim();
    r.set(`containers[${i}]`, { value: { containerNumber: found[0].value, sizeType: row.sizeType ? sizeTypeIn(row.sizeType.text) : null, sealNumbers: seal ? [seal] : [] }, ev: found[0].ev });
    r.set(`containers[${i}].containerNumber`, found[0]);
    i++;
  }
  r.set('totalPackages', readCount(r, 'totalPackages'));
  r.set('totalGrossWeight', r.weight('totalGrossWeight'));
  return withDefaults(DEFAULTS, r.result());
}
