/** IATA air waybill. */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { parseAirWaybill, parseWeight } from '../parse/index.ts';
import { createReader, type Read, type Reader } from './reader.ts';
import { readTables } from './table.ts';
import { parsePackages, setParty } from './common.ts';
import { toNumber } from './parse-extra.ts';
import { withDefaults } from './defaults.ts';
import { placeAndDate } from './transport-document.ts';

/** IATA rate classes (minimum, normal, quantity, specific commodity, reduction, surcharge, ULD classes…). */
const RATE_CLASS_TAIL = /\s([MNQCRSUEXYBKP])$/;
/** An amount with two decimals at the head of a cell, then the cell's own text. */
const AMOUNT_HEAD = /^((?:\d{1,3}(?:[.,\s]\d{3})+|\d+)[.,]\d{2})\s+(?=\p{L})/u;

const DEFAULTS = {
  airWaybillNumber: null, isHouse: false, masterAirWaybillNumber: null, shipper: null, consignee: null,
  issuingCarrierAgent: { name: null, iataCode: null, city: null }, airportOfDeparture: null, airportOfDestination: null,
  routing: [], flights: [], pieces: null, grossWeight: null, chargeableWeight: null, rateClass: null, rate: null,
  totalCharge: null, currency: null, chargesCode: null, declaredValueForCarriage: null, declaredValueForCustoms: null,
  insuranceAmount: null, otherCharges: [], totalPrepaid: null, totalCollect: null, natureAndQuantityOfGoods: null,
  handlingInformation: null, executionDate: null, placeOfExecution: null,
};

/** An air waybill number printed alone in its segment: "607-4412 3085", "607-44123085". */
const BARE_AWB = /^\d{3}[\s-]?\d{4}\s?\d{4}$/;

/**
 * The air waybill number printed without a caption (top right and bottom right of the IATA form): the first
 * segment that is nothing but an 11-digit number in AWB form whose check digit holds.
 */
function uncaptionedAwb(r: Reader): Read<string> | null {
  for (const page of r.segs) {
    for (const s of page) {
      if (!BARE_AWB.test(s.text.trim())) continue;
      const p = parseAirWaybill(s.text);
      if (!p?.valid) continue;
      r.check('airWaybillNumber', 'awb-mod7', true, `${p.value} read without a caption`);
      return { value: p.value, ev: r.evidence([s], 0.9) };
    }
  }
  return null;
}

export function extractAirWaybill(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  // A house air waybill prints its own (forwarder's) number and the master AWB it travels under.
  const house = r.awb('houseAwbNumber', 'airWaybillNumber') ?? r.id('houseAwbNumber');
  const master = r.awb('masterAwbNumber', 'masterAirWaybillNumber') ?? (house ? r.awb('awbNumber', 'masterAirWaybillNumber') : null);
  if (house) {
    r.set('airWaybillNumber', house);
    r.set('isHouse', { value: true, ev: house.ev });
    r.set('masterAirWaybillNumber', master);
  } else {
    r.set('airWaybillNumber', r.awb('awbNumber', 'airWaybillNumber') ?? master ?? uncaptionedAwb(r));
  }
  setParty(r, 'shipper', r.party('shipper'));
  setParty(r, 'consignee', r.party('consignee'));
  const agent = r.text('issuingAgent');
  // "Issuing Carrier's Agent Name and City": "DNATA CARGO LLC, DUBAI" is a name and a city.
  const agentCity = agent && /\bcity\b/i.test(r.find('issuingAgent')?.label.text ?? '') ? /^(.+?),\s*([\p{L}][\p{L} .'-]{1,30})$/u.exec(agent.value) : null;
  if (agent && agentCity) {
    r.set('issuingCarrierAgent.name', { value: agentCity[1].trim(), ev: agent.ev });
    r.set('issuingCarrierAgent.city', { value: agentCity[2].trim(), ev: agent.ev });
  } else r.set('issuingCarrierAgent.name', agent);
  const iata = r.text('agentIata');
  if (iata && /^\d[\d\s/-]{5,}$/.test(iata.value)) r.set('issuingCarrierAgent.iataCode', { value: iata.value.replace(/\D/g, ''), ev: iata.ev });
  // Forwarders' house air waybills caption the airports "Origin" and "Destination".
  r.set('airportOfDeparture', r.place('departure', 'air') ?? r.place('origin', 'air'));
  r.set('airportOfDestination', r.place('destinationAirport', 'air') ?? r.place('destination', 'air'));
  const routing = r.text('routing');
  const rm = routing && /^([A-Z]{3})\s*\/\s*([A-Z0-9]{2})\b/.exec(routing.value);
  if (routing && rm) r.set('routing[0]', { value: { to: rm[1], carrier: rm[2] }, ev: routing.ev });
  const flight = r.text('flight');
  // A flight number starts a word ("DL591 03/12" holds none in "591 03").
  const fm = flight && /(?<![A-Z0-9])([A-Z0-9]{2}\s?\d{2,4}[A-Z]?)\s*\/\s*(.+)$/.exec(flight.value);
  if (flight && fm) {
    const date = r.date('flight')?.value ?? null;
    r.set('flights[0]', { value: { flightNumber: fm[1].replace(/\s/g, ''), date }, ev: flight.ev });
  }
  const currency = r.text('currency');
  if (currency && /^[A-Z]{3}$/.test(currency.value)) r.set('currency', currency);
  const cc = r.text('chargesCode');
  if (cc && /^(PP|CC)$/.test(cc.value)) r.set('chargesCode', cc);
  r.set('declaredValueForCarriage', r.text('dvCarriage'));
  r.set('declaredValueForCustoms', r.text('dvCustoms'));
  r.set('handlingInformation', r.text('handling', true));
  const row = readTables(ctx.pages).find((x) => x.packages || x.chargeableWeight);
  if (row) {
    const num = (t: string): number | null => toNumber(t);
    if (row.packages) { const p = parsePackages(row.packages.text); if (p) r.set('pieces', { value: p.count, ev: r.evidence([row.packages.seg]) }); }
    if (row.grossWeight) { const w = parseWeight(row.grossWeight.text); if (w) r.set('grossWeight', { value: w, ev: r.evidence([row.grossWeight.seg]) }); }
    if (row.chargeableWeight) { const w = parseWeight(row.chargeableWeight.text); if (w) r.set('chargeableWeight', { value: w, ev: r.evidence([row.chargeableWeight.seg]) }); }
    if (row.rateClass && /^[A-Z]$/.test(row.rateClass.text)) r.set('rateClass', { value: row.rateClass.text, ev: r.evidence([row.rateClass.seg]) });
    if (row.rate) { const v = num(row.rate.text); if (v !== null) r.set('rate', { value: v, ev: r.evidence([row.rate.seg]) }); }
    if (row.totalCharge) { const v = num(row.totalCharge.text); if (v !== null) r.set('totalCharge', { value: v, ev: r.evidence([row.totalCharge.seg]) }); }
    // OCR joins narrow neighbouring cells of the rate block: the rate class letter to the gross weight before it
    // ("55.50 Kg M") and the total to the nature of goods after it ("305.66 HARD CHEESE").
    const classAfterWeight = !row.rateClass && row.grossWeight ? RATE_CLASS_TAIL.exec(row.grossWeight.text) : null;
    if (classAfterWeight) r.set('rateClass', { value: classAfterWeight[1], ev: r.evidence([row.grossWeight!.seg]) });
    let nature = row.nature?.text ?? null;
    const totalBefore = !row.totalCharge && nature ? AMOUNT_HEAD.exec(nature) : null;
    if (totalBefore) {
      const v = num(totalBefore[1]);
      if (v !== null) {
        r.set('totalCharge', { value: v, ev: r.evidence([row.nature!.seg]) });
        nature = nature!.slice(totalBefore[0].length);
      }
    }
    if (row.nature && nature) r.set('natureAndQuantityOfGoods', { value: nature, ev: r.evidence([row.nature.seg]) });
  }
  const other = r.text('otherCharges');
  if (other) {
    const list = [...other.value.matchAll(/\b([A-Z]{2,3})\s+([\d.,\s]*\d)/g)].map((m) => ({ code: m[1], amount: toNumber(m[2].trim()) }));
    r.set('otherCharges', { value: list.filter((c) => c.amount !== null), ev: other.ev });
  }
  const amount = (key: 'totalPrepaid' | 'totalCollect'): void => {
    const t = r.text(key);
    const v = t ? toNumber(t.value) : null;
    if (t && v !== null) r.set(key, { value: v, ev: t.ev });
  };
  amount('totalPrepaid');
  amount('totalCollect');
  const executed = placeAndDate(r, 'executedAt', 'executedOn');
  r.set('executionDate', executed.date);
  r.set('placeOfExecution', executed.place);
  return withDefaults(DEFAULTS, r.result());
}
