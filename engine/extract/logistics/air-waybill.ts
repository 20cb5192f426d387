/** IATA air waybill. */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { parseAirWaybill, parseDate, parseWeight, type Party } from '../parse/index.ts';
import { createReader, type Read, type Reader } from './reader.ts';
import { pageOf, type Segment } from './segments.ts';
import { locateAll } from './locate.ts';
import { readTables } from './table.ts';
import { parsePackages, setParty } from './common.ts';
import { toNumber } from './parse-extra.ts';
import { withDefaults } from './defaults.ts';
import { placeAndDate } from './transport-document.ts';
import { readRateBlock } from './air-rate-block.ts';
import { routingByColumns } from './air-routing-columns.ts';
import { flightsRow, legsRow, legsWithFlightCarriers, parseFlights, parseRouting, readRoutingBoxes } from './air-routing.ts';
import { placeAfterDate, signatureRow } from './air-signature.ts';
import { awbParty, awbPartyValue } from './air-parties.ts';
import { agentWithIataLine } from './air-agent.ts';
import { withAirportCity } from './air-airport-city.ts';
import { joinBoxNumbers, joinStackedCaptionWords } from './air-numbered-captions.ts';
import { amountUnderCaption, chargesIn, nameThenCity, otherChargesGrid, readChargesList, underWrappedCaption } from './air-boxes.ts';
import { totalBesideCurrencyCaption, totalInSummaryColumn, totalsColumnOf } from './air-totals.ts';
import { natureUnderCaption } from './air-goods-caption.ts';
import { currencyAndCodeBox } from './air-currency-box.ts';
import { declaredValuePair } from './air-declared-values.ts';

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

/** A currency box's value that names the charges code after the currency ("USD CC", "EUR PP (PREPAID)"). */
const CURRENCY_THEN_CODE = /^([A-Z]{3})\s+(PP|CC)\b/;
/** A date rather than an amount: letters or a slash between its figures ("14 MAR 2026", "14MAR26", "14/03/2026"). */
const DATE_LIKE = /\d\s*\p{L}+\.?\s*\d|\d\s*\/\s*\d/u;

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
  joinBoxNumbers(r.segs);
  joinStackedCaptionWords(r.segs);
  // A house air waybill prints its own (forwarder's) number and the master AWB it travels under.
  // The house number is the forwarder's own, never its master's: a master number read under a house caption (a
  // footer printing both numbers after their captions, read as one value) gives way to the house caption's own reference.
  const masterCaptioned = r.awb('masterAwbNumber', 'masterAirWaybillNumber');
  const houseAwb = r.awb('houseAwbNumber', 'airWaybillNumber');
  const house = (houseAwb && houseAwb.value !== masterCaptioned?.value ? houseAwb : null) ?? r.id('houseAwbNumber');
  const master = masterCaptioned ?? (house ? r.awb('awbNumber', 'masterAirWaybillNumber') : null);
  if (house) {
    r.set('airWaybillNumber', house);
    r.set('isHouse', { value: true, ev: house.ev });
    r.set('masterAirWaybillNumber', master);
  } else {
    r.set('airWaybillNumber', r.awb('awbNumber', 'airWaybillNumber') ?? master ?? uncaptionedAwb(r));
  }
  setParty(r, 'shipper', awbParty(r, 'shipper'));
  setParty(r, 'consignee', partyToCaption(r, 'consignee'));
  const agent = r.text('issuingAgent');
  // "Issuing Carrier's Agent Name and City": "DNATA CARGO LLC, DUBAI" is a name and a city.
  const agentRead = agent ? r.find('issuingAgent') : null;
  // "Agente emisor, ciudad" over "ANDES AIR FREIGHT S.A. - LIMA": the city may follow a spaced dash.
  const agentByCity = !!agent && /\b(?:city|ciudad|cidade|ville|citt[aà]|stadt)(?!\p{L})/iu.test(agentRead?.label.text ?? '');
  const agentCity = agentByCity ? /^(.+?)(?:,|\s[-\u2013]\s)\s*([\p{L}][\p{L} .'-]{1,30})$/u.exec(agent.value) : null;
  const agentIata = agentRead ? agentWithIataLine(pageOf(r.segs, agentRead.label) ?? [], agentRead.lines) : null;
  // The city on a line of its own under the name ("KELOWNA, BC"): the whole line, not the words after its comma.
  const cityLine = agentByCity && !agentIata ? nameThenCity(agentRead!.lines) : null;
  if (agentIata) {
    const ev = r.evidence(agentIata.segs);
    r.set('issuingCarrierAgent.name', { value: agentIata.name, ev });
    r.set('issuingCarrierAgent.iataCode', { value: agentIata.iataCode, ev });
    if (agentIata.city) r.set('issuingCarrierAgent.city', { value: agentIata.city, ev });
  } else if (agent && agentCity && !cityLine) {
    r.set('issuingCarrierAgent.name', { value: agentCity[1].trim(), ev: agent.ev });
    r.set('issuingCarrierAgent.city', { value: agentCity[2].trim(), ev: agent.ev });
  } else {
    r.set('issuingCarrierAgent.name', cityLine ? { value: cityLine.name, ev: agent!.ev } : agent);
    if (cityLine) r.set('issuingCarrierAgent.city', { value: cityLine.city, ev: agent!.ev });
  }
  const iata = r.text('agentIata');
  // "23-4 7811" groups one code's digits: the code is the digits. A branch (CASS) code after a slash ("71-47012/0001")
  // is a second number, which the digits alone would fuse into the first: such a code is kept as printed.
  // A box captioned for the code and the agent's account ("IATA Code / Account") prints the account after the code
  // ("12-3 4567/0001  ACCT XYZ-99"): the code is the figures before the first word.
  const iataCode = iata ? /^(\d[\d\s/-]{4,}\d)(?:\s+\p{L}.*)?$/u.exec(iata.value.trim())?.[1] ?? null : null;
  if (!agentIata && iata && iataCode) {
    const code = /\d\s*\/\s*\d/.test(iataCode) ? iataCode.replace(/\s+/g, ' ').trim() : iataCode.replace(/\D/g, '');
    r.set('issuingCarrierAgent.iataCode', { value: code, ev: iata.ev });
  }
  // Forwarders' house air waybills caption the airports "Origin" and "Destination".
  const departureKey = r.place('departure', 'air') ? 'departure' : 'origin';
  const departureRead = withAirportCity(r.place(departureKey, 'air'), r.text(departureKey)?.value);
  r.set('airportOfDeparture', departureRead);
  const destinationKey = r.place('destinationAirport', 'air') ? 'destinationAirport' : 'destination';
  r.set('airportOfDestination', withAirportCity(r.place(destinationKey, 'air'), r.text(destinationKey)?.value));
  // Where the airport of departure is American, slashed numeric dates are month first (03/12/2026 is 12 March).
  const departure = departureRead?.value;
  const order: 'DMY' | 'MDY' = departure?.country === 'US' ? 'MDY' : ctx.dateOrder;
  const dateIn = (t: string): string | null => parseDate(t, /^\s*\d{1,2}\.\d{1,2}\.\d{2,4}\b/.test(t) ? 'DMY' : order)?.iso ?? null;
  const executedLine = executedSentence(r.segs, dateIn);
  const executed = placeAndDate(r, 'executedAt', 'executedOn');
  const signed = executed.date || executedLine ? null : signatureRow(r.segs, dateIn);
  const execDate = executed.date ?? executedLine?.date ?? (signed ? { value: signed.date.value, ev: r.evidence([signed.date.seg]) } : null);
  const year = execDate ? Number(execDate.value.slice(0, 4)) : documentYear(r.segs, dateIn);
  const boxes = readRoutingBoxes(r.segs);
  // Legs printed apart on the value's row ("FRA / LH     ORD / UA"): the caption reads the first only.
  const routingFound = r.find('routing');
  const routingRow = routingFound?.lines.length === 1 ? legsRow(r.segs, routingFound.lines[0]) : [];
  const routing = routingRow.length > 1 ? { value: routingRow.map((x) => x.text.trim()).join('  '), ev: r.evidence(routingRow) } : r.text('routing');
  const routingCaption = routing ? null : rightOfCaption(r.segs, /^routing:?$/i);
  const routingText = routing?.value ?? routingCaption?.text ?? null;
  const captionLegs = boxes?.legs ?? (routingText ? parseRouting(routingText) : []);
  // A scan's routing boxes whose small captions OCR lost or garbled: read by where the values stand.
  const columns = captionLegs.length ? null : routingByColumns(r.segs);
  const legs = columns?.legs ?? captionLegs;
  const routingEv = columns ? r.evidence(columns.segs) : boxes ? r.evidence(boxes.segs) : routing?.ev ?? (routingCaption ? r.evidence([routingCaption]) : null);
  const flightsIn = (text: string) => parseFlights(text, year, order, execDate?.value ?? null);
  // The flight caption's neighbours in turn, right first, the first that prints a flight: beside the caption on its
  // row may stand the next box's caption, which OCR can garble past knowing ("mount" for "Amount of Insurance").
  const flightFound = locateAll(r.segs, 'flight').find((v) => flightsIn(v.lines.map((x) => x.text).join(' ')).length > 0) ?? r.find('flight');
  const flightRow = flightFound?.lines.length === 1 ? flightsRow(r.segs, flightFound.lines[0]) : [];
  const flight = (flightRow.length > 1 ? { value: flightRow.map((x) => x.text.trim()).join(' '), ev: r.evidence(flightRow) } : null)
    ?? (flightFound ? { value: flightFound.lines.map((x) => x.text.trim()).join(' '), ev: r.evidence(flightFound.lines) } : null)
    ?? (() => { const s = rightOfCaption(r.segs, /^flights?(\(s\))?:?$/i); return s ? { value: s.text, ev: r.evidence([s]) } : null; })();
  const flights = flight ? flightsIn(flight.value) : [];
  if (flight && flights.length) r.set('flights', { value: flights, ev: flight.ev });
  if (legs.length && routingEv) r.set('routing', { value: legsWithFlightCarriers(legs, flights), ev: routingEv });
  const currencyText = r.text('currency');
  // One box for both ("Currency, charges" over "EUR CC (COLLECT)"): the currency code, then the charges code.
  const withCode = currencyText ? CURRENCY_THEN_CODE.exec(currencyText.value) : null;
  const currency = withCode ? { value: withCode[1], ev: currencyText!.ev } : currencyText;
  const cc = r.text('chargesCode') ?? (withCode ? { value: withCode[2], ev: currencyText!.ev } : null);
  const terms = cc ? null : rightOfCaption(r.segs, /^(terms|charges|charges code):?$/i);
  const ccText = cc?.value ?? terms?.text ?? '';
  const code = /^(PP|CC)$/.test(ccText) ? ccText : /\((PP|CC)\)/.exec(ccText)?.[1] ?? (/^freight\s+prepaid$/i.test(ccText) ? 'PP' : /^freight\s+collect$/i.test(ccText) ? 'CC' : null);
  if (code) r.set('chargesCode', { value: code, ev: cc?.ev ?? r.evidence([terms!]) });
  // A box captioned with several slashed items, the currency among them ("CCY / CHGS / WT-VAL"), where its
  // caption's value is not the code alone.
  const box = currency !== null && /^[A-Z]{3}$/.test(currency.value) && code ? null : currencyAndCodeBox(r.segs);
  if (box && !code && box.chargesCode) r.set('chargesCode', { value: box.chargesCode, ev: r.evidence(box.segs) });
  const currencyRead = currency !== null && /^[A-Z]{3}$/.test(currency.value) ? currency : box?.currency ? { value: box.currency, ev: r.evidence(box.segs) } : null;
  r.set('currency', currencyRead);
  const chargesCode = code ?? box?.chargesCode ?? null;
  // Narrow boxes wrap their captions: "(16) Declared Value" over "for Carriage".
  const wrapped = (key: 'dvCarriage' | 'dvCustoms'): Read<string> | null => {
    const v = underWrappedCaption(r.segs, key);
    return v ? { value: v.text.trim(), ev: r.evidence([v]) } : null;
  };
  // A declared amount is a number ("18,450.00", "USD 9.800,00" after its currency); "NVD" / "NCV" stay as printed.
  const amountOrCode = (v: Read<string> | null): Read<string | number> | null => {
    const n = v && /^(?:[A-Z]{3}\s*)?\d[\d.,\s]*$/.test(v.value) ? toNumber(v.value) : null;
    return v && n !== null ? { value: n, ev: v.ev } : v;
  };
  const dvCarriage = r.text('dvCarriage') ?? wrapped('dvCarriage');
  r.set('declaredValueForCarriage', amountOrCode(dvCarriage));
  r.set('declaredValueForCustoms', amountOrCode(r.text('dvCustoms') ?? wrapped('dvCustoms')));
  // "DECLARED VALUE  Carriage: NVD   Customs: USD 18,400.00": both declared values on one line.
  const dv = dvCarriage ? null : r.segs.flat().find((x) => /^declared value\b.*\bcarriage\b/i.test(x.text));
  if (dv) {
    const m = /carriage:?\s*([A-Z]{3}\s*)?([\d.,]*\d|N[A-Z]{2})\b.*?customs:?\s*([A-Z]{3}\s*)?([\d.,]*\d|N[A-Z]{2})\b/i.exec(dv.text);
    const value = (t: string): string | number | null => (/^\d/.test(t) ? toNumber(t) : t.toUpperCase());
    if (m) {
      r.set('declaredValueForCarriage', { value: value(m[2]), ev: r.evidence([dv]) });
      r.set('declaredValueForCustoms', { value: value(m[4]), ev: r.evidence([dv]) });
    }
  }
  // "Declared values  NVD / USD 9,800.00 (CUSTOMS)": both values beside one caption.
  const dvBoth = dvCarriage || dv ? null : rightOfCaption(r.segs, /^declared values:?$/i);
  const dvPair = dvBoth ? declaredValuePair(dvBoth.text) : null;
  if (dvPair) {
    r.set('declaredValueForCarriage', dvPair.carriage === null ? null : { value: dvPair.carriage, ev: r.evidence([dvBoth!]) });
    r.set('declaredValueForCustoms', dvPair.customs === null ? null : { value: dvPair.customs, ev: r.evidence([dvBoth!]) });
  }
  // The box's last line may be its Special Customs Information sub-box (IATA 21A, "SCI: X"), maybe with the
  // special handling codes after it ("SPH: GEN"): no handling.
  const handlingRead = r.text('handling', true);
  const handlingText = handlingRead?.value.replace(/\s+SCI\s*:\s*\S{0,3}(?:\s+SPH\s*:\s*[A-Z]{3}(?:[\s,/]+[A-Z]{3})*)?$/, '');
  const handling = handlingRead && handlingText ? { value: handlingText, ev: handlingRead.ev } : null;
  const handlingCaption = handling ? null : rightOfCaption(r.segs, /^handling( information)?:?$/i);
  r.set('handlingInformation', handling ?? (handlingCaption ? { value: handlingCaption.text, ev: r.evidence([handlingCaption]) } : null));
  const block = readRateBlock(r.segs);
  // A house air waybill's label-left rows: "Pieces  3", "Gross Weight  412,5 kg", "Nature of Goods  …".
  if (!block) {
    const beside = (re: RegExp): Segment | null => rightOfCaption(r.segs, re);
    const pcs = beside(/^(pieces|no\.? of pieces|pcs)$/i);
    if (pcs && /^\d+$/.test(pcs.text.trim())) r.set('pieces', { value: Number(pcs.text.trim()), ev: r.evidence([pcs]) });
    for (const [path, re] of [['grossWeight', /^gross weight$/i], ['chargeableWeight', /^chargeable weight$/i]] as const) {
      const s = beside(re);
      const w = s ? parseWeight(s.text) : null;
      if (s && w) r.set(path, { value: w, ev: r.evidence([s]) });
    }
    const nat = beside(/^nature (and quantity )?of goods$/i);
    if (nat) r.set('natureAndQuantityOfGoods', { value: nat.text.trim(), ev: r.evidence([nat]) });
  }
  const row = readTables(ctx.pages).find((x) => x.packages || x.chargeableWeight);
  if (row) {
    const num = (t: string): number | null => toNumber(t);
    if (row.packages) { const p = parsePackages(row.packages.text); if (p) r.set('pieces', { value: p.count, ev: r.evidence([row.packages.seg]) }); }
    if (row.grossWeight) { const w = parseWeight(row.grossWeight.text); if (w) r.set('grossWeight', { value: w, ev: r.evidence([row.grossWeight.seg]) }); }
    if (row.chargeableWeight) { const w = parseWeight(row.chargeableWeight.text); if (w) r.set('chargeableWeight', { value: w, ev: r.evidence([row.chargeableWeight.seg]) }); }
    // Several rate lines have no one rate class or rate: the table reader sees only the first.
    const oneRate = !block || block.lines === 1;
    if (oneRate && row.rateClass && /^[A-Z]$/.test(row.rateClass.text)) r.set('rateClass', { value: row.rateClass.text, ev: r.evidence([row.rateClass.seg]) });
    if (oneRate && row.rate) { const v = num(row.rate.text); if (v !== null) r.set('rate', { value: v, ev: r.evidence([row.rate.seg]) }); }
    if (row.totalCharge) { const v = num(row.totalCharge.text); if (v !== null) r.set('totalCharge', { value: v, ev: r.evidence([row.totalCharge.seg]) }); }
    // OCR joins narrow neighbouring cells of the rate block: the rate class letter to the gross weight before it
    // ("55.50 Kg M") and the total to the nature of goods after it ("305.66 HARD CHEESE").
    const classAfterWeight = oneRate && !row.rateClass && row.grossWeight ? RATE_CLASS_TAIL.exec(row.grossWeight.text) : null;
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
  if (block) {
    // The block read as a table wins over the generic table reader; OCR may still join a total to the goods
    // after it ("305.66 HARD CHEESE"), which is split off as above.
    const ev = r.evidence(block.segs);
    const put = (path: string, v: unknown): void => { if (v !== null) r.set(path, { value: v, ev }); };
    let nature = block.nature;
    const totalBefore = nature ? AMOUNT_HEAD.exec(nature) : null;
    if (totalBefore && nature) {
      if (block.totalCharge === null) put('totalCharge', toNumber(totalBefore[1]));
      nature = nature.slice(totalBefore[0].length);
    }
    put('pieces', block.pieces); put('grossWeight', block.grossWeight); put('chargeableWeight', block.chargeableWeight);
    put('rateClass', block.rateClass); put('rate', block.rate); put('totalCharge', block.totalCharge);
    put('natureAndQuantityOfGoods', nature);
  }
  // A rate line without a goods column: the goods under a caption line of their own.
  const natureCaptioned = block && !block.nature ? natureUnderCaption(r.segs) : null;
  if (natureCaptioned) r.set('natureAndQuantityOfGoods', { value: natureCaptioned.text, ev: r.evidence(natureCaptioned.segs) });
  const other = r.text('otherCharges');
  const list = other ? chargesIn(other.value) : [];
  // A grid of code and amount pairs under the caption: the value read under it is only its first code, or the
  // first pair of each line where wide gaps split the pairs of a line apart ("MYC 1,250.40   SCC 88.00").
  const otherLabel = r.find('otherCharges')?.label;
  const gridRead = otherLabel ? otherChargesGrid(pageOf(r.segs, otherLabel) ?? [], otherLabel) : null;
  const grid = gridRead && gridRead.charges.length > list.length ? gridRead : null;
  if (grid) r.set('otherCharges', { value: grid.charges, ev: r.evidence(grid.segs) });
  else if (other) r.set('otherCharges', { value: list, ev: other.ev });
  const chargesList = readChargesList(r.segs);
  const listEv = chargesList ? r.evidence(chargesList.segs) : null;
  // "TOTAL COLLECT GBP ....... 2,315.60": the label reader reads the currency for the total's value.
  const beside = { totalPrepaid: totalBesideCurrencyCaption(r.segs, 'totalPrepaid'), totalCollect: totalBesideCurrencyCaption(r.segs, 'totalCollect') };
  const amount = (key: 'totalPrepaid' | 'totalCollect'): void => {
    // A date printed beside the caption in the next box is no total.
    const t = r.text(key);
    const v = t && !DATE_LIKE.test(t.value) ? toNumber(t.value) : null;
    if (t && v !== null) r.set(key, { value: v, ev: t.ev });
    else if (chargesList?.[key] != null) r.set(key, { value: chargesList[key], ev: listEv! });
    else if (beside[key]) r.set(key, { value: toNumber(beside[key]!.text), ev: r.evidence([beside[key]!]) });
    else {
      const under = amountUnderCaption(r.segs, key);
      // "Gesamt vorausbezahlt / Gesamt unfrei" over one figure: it is the total of the column it stands in.
      const column = under ? totalsColumnOf(r.segs, under.cap, under.seg, chargesCode) : null;
      if (under && (!column || column === key)) r.set(key, { value: under.value, ev: r.evidence([under.seg]) });
      const inColumn = under ? null : totalInSummaryColumn(r.segs, key);
      const v2 = inColumn ? toNumber(inColumn.text) : null;
      if (inColumn && v2 !== null) r.set(key, { value: v2, ev: r.evidence([inColumn]) });
    }
  };
  // A house air waybill's charges list, where no IATA box gave them.
  if (chargesList && !currencyRead && chargesList.currency) r.set('currency', { value: chargesList.currency, ev: listEv! });
  if (chargesList?.charges.length && !grid && !list.length) r.set('otherCharges', { value: chargesList.charges, ev: listEv! });
  amount('totalPrepaid');
  amount('totalCollect');
  r.set('executionDate', execDate);
  // One caption for both, "Executed on (date) at (place)", over "21 MAR 2026  SINGAPORE": the place follows the date.
  const executedOn = executed.date && !executed.place ? r.find('executedOn') : null;
  const placeAfter = executedOn && /\bplace\b/i.test(executedOn.label.text) && executedOn.lines[0] ? placeAfterDate(executedOn.lines[0].text, dateIn) : null;
  const placeAfterRead = placeAfter ? { value: placeAfter, ev: r.evidence([executedOn!.lines[0]]) } : null;
  r.set('placeOfExecution', executed.place ?? placeAfterRead ?? executedLine?.place ?? (signed?.place ? { value: signed.placeText ?? signed.place.text.trim(), ev: r.evidence([signed.place]) } : null));
  return withDefaults(DEFAULTS, r.result());
}

// ---- Label-left house captions and the execution sentence, read from the page ----

/** The value printed right of an upper-case caption on the same row ("ROUTING  ORD-MEX DL", "HANDLING: …"). */
function rightOfCaption(pages: Segment[][], caption: RegExp): Segment | null {
  for (const page of pages) {
    for (const s of page) {
      if (!caption.test(s.text.trim())) continue;
      const mid = (s.bbox[1] + s.bbox[3]) / 2;
      const right = page.filter((o) => o !== s && o.bbox[0] >= s.bbox[2] - 1 && o.bbox[1] <= mid && o.bbox[3] >= mid && o.bbox[0] - s.bbox[2] < 120)
        .sort((a, b) => a.bbox[0] - b.bbox[0]);
      if (right[0]) return right[0];
    }
  }
  return null;
}

const EXECUTED_SENTENCE = /^(?:\(?\d{1,2}[A-Z]?\)?\s+)?executed\s+(?:on\s+)?(.+?)\s+at\s+([\p{L}][\p{L} .,'-]{1,40}?)\s*(?:\s(?:by|per)\s.*)?$/iu;

const EXECUTED_AT_ON = /^(?:\(?\d{1,2}[A-Z]?\)?\s+)?executed\s+at\s+([\p{L}][\p{L} .,'-]{1,40}?)\s+on\s+(.+?)\s*(?:\s(?:by|per)\s.*)?$/iu;

/**
 * The sentence in Spanish, Portuguese or French, the place first: "Expedida en LIMA el 3 de marzo de 2026", "Fait à
 * Lyon le 3 mars 2026", "Etablie à Sfax le 14.03.26" (French forms say the LTA is "établie").
 */
const EXECUTED_LOCAL = /^(?:expedid[ao]|emitid[ao]|ejecutad[ao]|fait|[ée]mise?|[ée]tablie?)\s+(?:en|em|à|a)\s+([\p{L}][\p{L} .'-]{1,40}?)\s*,?\s+(?:el|le|em|aos?)\s+(.+?)\s*$/iu;

/** "Executed 03/12/2026 at Atlanta, GA": the execution date and place written as a sentence. */
function executedSentence(pages: Segment[][], dateIn: (t: string) => string | null): { date: Read<string>; place: Read<string> | null } | null {
  for (const s of pages.flat()) {
    // The signer may follow the place ("… AT CHENNAI BY ACME FORWARDING PVT LTD (A. RAO)").
    // A numbered form leads the sentence with its box number ("29 Executed on …", "(32) Executed …").
    // Or the place first: "Executed at Chennai on 14 March 2026".
    const on = EXECUTED_SENTENCE.exec(s.text.trim());
    const at = on ? null : EXECUTED_AT_ON.exec(s.text.trim()) ?? EXECUTED_LOCAL.exec(s.text.trim());
    const [when, where] = on ? [on[1], on[2]] : at ? [at[2], at[1]] : [null, null];
    const date = when ? dateIn(when) : null;
    if (!date || !where) continue;
    const ev = { page: s.page, bbox: s.bbox, confidence: s.confidence, source: s.source };
    return { date: { value: date, ev }, place: { value: where.trim(), ev } };
  }
  return null;
}

/** The year of the first full date printed on the document, for dates printed without one (flights). */
function documentYear(pages: Segment[][], dateIn: (t: string) => string | null): number | null {
  for (const s of pages.flat()) {
    const m = /\b\d{1,2}[./-]\d{1,2}[./-]\d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\s?[A-Za-z]{3}\s?\d{4}\b/.exec(s.text);
    const d = m ? dateIn(m[0]) : null;
    if (d) return Number(d.slice(0, 4));
  }
  return null;
}

/** An upper-case caption of a house air waybill's label-left rows, which ends the party printed above it. */
const NEXT_CAPTION = /^(DECLARED VALUE|HANDLING|NOTIFY|ROUTING|TERMS|CHARGES|ACCOUNTING INFORMATION)\b/;

/** A party whose address stops at the next caption ("… Mexico" / "DECLARED VALUE Carriage: NVD …"). */
function partyToCaption(r: Reader, key: 'consignee'): Read<Party> | null {
  const v = awbPartyValue(r, key);
  const cut = v ? v.lines.findIndex((l) => NEXT_CAPTION.test(l.text.trim())) : -1;
  return awbParty(r, key, v && cut >= 1 ? { ...v, lines: v.lines.slice(0, cut) } : v);
}
