/** Delivery order (release of import containers to a consignee or haulier). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader } from './reader.ts';
import { readTables } from './table.ts';
import { readCount, setParty, sizeTypeIn } from './common.ts';
import { withDefaults } from './defaults.ts';
import { vesselAndVoyage } from './transport-document.ts';

const DEFAULTS = {
  deliveryOrderNumber: null, issueDate: null, issuedBy: null, releaseTo: null, billOfLadingNumber: null, vessel: null,
  voyageNumber: null, portOfDischarge: null, arrivalDate: null, containers: [], totalPackages: null, totalGrossWeight: null,
  lastFreeDay: null, pickupLocation: null, deliveryLocation: null,
};

export function extractDeliveryOrder(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('deliveryOrderNumber', r.id('deliveryOrderNumber'));
  // A plain "Date" next to the order number is the order's date when no issue date is labelled.
  r.set('issueDate', r.date('issueDate') ?? r.date('date'));
  setParty(r, 'issuedBy', r.party('issuedBy'));
  setParty(r, 'releaseTo', r.party('releaseTo'));
  r.set('billOfLadingNumber', r.id('blNumber'));
  const vv = vesselAndVoyage(r);
  r.set('vessel', vv.vessel);
  r.set('voyageNumber', vv.voyage);
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
