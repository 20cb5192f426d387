/** Bill of lading and sea waybill (DCSA transport document). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { createReader } from './reader.ts';
import { readTables } from './table.ts';
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
  r.set('vessel.name', r.text('vessel'));
  r.set('vessel.imoNumber', r.imo('imo', 'vessel.imoNumber'));
  r.set('voyageNumber', r.text('voyage'));
  r.set('portOfLoading', r.place('portOfLoading', 'sea'));
  r.set('portOfDischarge', r.place('portOfDischarge', 'sea'));
  r.set('shippedOnBoardDate', r.date('onBoardDate'));
  r.set('issueDate', r.date('issueDate'));
  r.set('placeOfIssue', r.text('placeOfIssue'));
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
  goodsFromRows(r, readTables(ctx.pages), 'goods');
  fillRows(r.result().data, 'goods', ['description', 'hsCode', 'marksAndNumbers', 'packages', 'grossWeight', 'netWeight', 'volume']);
  r.set('totalPackages', readCount(r, 'totalPackages'));
  r.set('totalGrossWeight', r.weight('totalGrossWeight'));
  r.set('totalVolume', r.volume('totalVolume'));
  return withDefaults(DEFAULTS, r.result());
}
