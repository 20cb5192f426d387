/** IATA air waybill. */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { parseAirWaybill, parseDate, parseParty, parseWeight, type Party, type Quantity } from '../parse/index.ts';
import { createReader, joinWrappedName, type Read, type Reader } from './reader.ts';
import type { Segment } from './locate.ts';
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
  setParty(r, 'consignee', partyToCaption(r, 'consignee'));
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
  const departureRead = r.place('departure', 'air') ?? r.place('origin', 'air');
  r.set('airportOfDeparture', departureRead);
  r.set('airportOfDestination', r.place('destinationAirport', 'air') ?? r.place('destination', 'air'));
  // Where the airport of departure is American, slashed numeric dates are month first (03/12/2026 is 12 March).
  const departure = departureRead?.value;
  const order: 'DMY' | 'MDY' = departure?.country === 'US' ? 'MDY' : ctx.dateOrder;
  const dateIn = (t: string): string | null => parseDate(t, /^\s*\d{1,2}\.\d{1,2}\.\d{2,4}\b/.test(t) ? 'DMY' : order)?.iso ?? null;
  const executedLine = executedSentence(r.segs, dateIn);
  const executed = placeAndDate(r, 'executedAt', 'executedOn');
  const execDate = executed.date ?? executedLine?.date ?? null;
  const year = execDate ? Number(execDate.value.slice(0, 4)) : documentYear(r.segs, dateIn);
  const boxes = readRoutingBoxes(r.segs);
  const routing = r.text('routing');
  const routingCaption = routing ? null : rightOfCaption(r.segs, /^routing:?$/i);
  const routingText = routing?.value ?? routingCaption?.text ?? null;
  const legs = boxes?.legs ?? (routingText ? parseRouting(routingText) : []);
  const routingEv = boxes ? r.evidence(boxes.segs) : routing?.ev ?? (routingCaption ? r.evidence([routingCaption]) : null);
  if (legs.length && routingEv) r.set('routing', { value: legs, ev: routingEv });
  const flight = r.text('flight') ?? (() => { const s = rightOfCaption(r.segs, /^flights?(\(s\))?:?$/i); return s ? { value: s.text, ev: r.evidence([s]) } : null; })();
  const flights = flight ? parseFlights(flight.value, year, order) : [];
  if (flight && flights.length) r.set('flights', { value: flights, ev: flight.ev });
  const currency = r.text('currency');
  if (currency && /^[A-Z]{3}$/.test(currency.value)) r.set('currency', currency);
  const cc = r.text('chargesCode');
  const terms = cc ? null : rightOfCaption(r.segs, /^(terms|charges|charges code):?$/i);
  const ccText = cc?.value ?? terms?.text ?? '';
  const code = /^(PP|CC)$/.test(ccText) ? ccText : /\((PP|CC)\)/.exec(ccText)?.[1] ?? (/^freight\s+prepaid$/i.test(ccText) ? 'PP' : /^freight\s+collect$/i.test(ccText) ? 'CC' : null);
  if (code) r.set('chargesCode', { value: code, ev: cc?.ev ?? r.evidence([terms!]) });
  const dvCarriage = r.text('dvCarriage');
  r.set('declaredValueForCarriage', dvCarriage);
  r.set('declaredValueForCustoms', r.text('dvCustoms'));
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
  const handling = r.text('handling', true);
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
  r.set('executionDate', execDate);
  r.set('placeOfExecution', executed.place ?? executedLine?.place ?? null);
  return withDefaults(DEFAULTS, r.result());
}

// ---- Rate description block, routing boxes, flights and label-left house captions, read from the page ----

interface Word2 { text: string; x0: number; x1: number; y0: number; y1: number; size: number; seg: Segment }

/** Folded word: lower case, letters and digits only. */
const fold = (t: string): string => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** The segments of one page cut into words, with each word's box estimated from its share of the segment's text. */
function wordsOf(segs: Segment[]): Word2[] {
  const out: Word2[] = [];
  for (const s of segs) {
    const [x0, y0, x1, y1] = s.bbox;
    const per = (x1 - x0) / Math.max(1, s.text.length);
    for (const m of s.text.matchAll(/\S+/g)) {
      out.push({ text: m[0], x0: x0 + m.index! * per, x1: x0 + (m.index! + m[0].length) * per, y0, y1, size: y1 - y0, seg: s });
    }
  }
  return out;
}

/** Words grouped into printed rows (tops within a third of the text height), top to bottom, each left to right. */
function rowsOf(words: Word2[]): Word2[][] {
  const sorted = [...words].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const rows: Word2[][] = [];
  for (const w of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(w.y0 - row[0].y0) <= Math.max(2, row[0].size / 3)) row.push(w);
    else rows.push([w]);
  }
  return rows.map((r) => r.sort((a, b) => a.x0 - b.x0));
}

type RateKind = 'pieces' | 'gross' | 'unit' | 'rateClass' | 'chargeable' | 'rate' | 'total' | 'nature';

/** Words that open a column caption of the rate description block (IATA and forwarders' short forms). */
const RATE_START: Record<string, RateKind> = {
  no: 'pieces', pcs: 'pieces', pieces: 'pieces', pkgs: 'pieces', gross: 'gross', kg: 'unit', rate: 'rate', class: 'rateClass',
  chargeable: 'chargeable', chg: 'chargeable', total: 'total', amount: 'total', nature: 'nature', description: 'nature',
};

interface RateColumn { kind: RateKind; x: number; text: string }
interface RateLine {
  pieces: number | null; grossWeight: Quantity | null; chargeableWeight: Quantity | null; rateClass: string | null;
  rate: number | null; totalCharge: number | null; nature: string | null; segs: Segment[];
}

/**
 * The IATA rate description block ("No. of Pieces RCP | Gross Weight | kg lb | Rate Class | Chargeable Weight |
 * Rate / Charge | Total | Nature and Quantity of Goods"), or a forwarder's short form ("PCS | GROSS WT | CLASS |
 * CHG WT | RATE | AMOUNT | DESCRIPTION OF GOODS"), read as a small table: the captions' first row names the
 * columns (wrapped captions below it only qualify them), the first row under the captions holds the values,
 * and the goods' nature continues down its own column while the lines follow closely.
 */
function readRateBlock(pages: Segment[][]): RateLine | null {
  for (const page of pages) {
    const rows = rowsOf(wordsOf(page));
    for (let i = 0; i < rows.length; i++) {
      const top = rows[i];
      const heads: Array<{ kind: RateKind; x: number }> = [];
      for (let k = 0; k < top.length; k++) {
        const f = fold(top[k].text);
        const kind = RATE_START[f];
        if (!kind) continue;
        const prev = heads[heads.length - 1];
        // "Rate Class" is one caption; "CHG WT" and "GROSS WT" are too (their second word opens nothing).
        if (kind === 'rateClass' && prev?.kind === 'rate' && k > 0 && fold(top[k - 1].text) === 'rate') { prev.kind = 'rateClass'; continue; }
        heads.push({ kind, x: top[k].x0 });
      }
      const kinds = new Set(heads.map((h) => h.kind));
      if (!kinds.has('chargeable') || !(kinds.has('gross') || kinds.has('pieces')) || heads.length < 4) continue;
      // Caption rows: the first row and the rows under it without a digit, within 4 caption heights.
      let j = i + 1;
      const size = top[0].size;
      while (j < rows.length && rows[j][0].y0 - top[0].y0 < size * 4.5 && !rows[j].some((w) => /\d/.test(w.text))) j++;
      const cols: RateColumn[] = heads.map((h) => ({ kind: h.kind, x: h.x, text: '' }));
      const colOf = (w: Word2): RateColumn | null => {
        const c = (w.x0 + w.x1) / 2;
        let best: RateColumn | null = null;
        for (const col of cols) if (col.x - 3 <= c) best = col;
        return best;
      };
      for (let k = i; k < j; k++) for (const w of rows[k]) { const col = colOf(w); if (col) col.text += ` ${fold(w.text)}`; }
      // A "Rate" caption whose column reads "class" further down ("Rate" / "Class" wrapped) is the rate class.
      for (const col of cols) if (col.kind === 'rate' && /\bclass\b/.test(col.text)) col.kind = 'rateClass';
      if (j >= rows.length) return null;
      const values = rows[j];
      const cell = (kind: RateKind): Word2[] => values.filter((w) => colOf(w)?.kind === kind);
      const text = (kind: RateKind): string => cell(kind).map((w) => w.text).join(' ');
      const used: Segment[] = [...new Set(values.map((w) => w.seg))];
      const unitLetter = /^[KL]$/i.exec(text('unit'))?.[0].toUpperCase();
      const unitDefault = unitLetter === 'L' ? 'lb' : 'kg';
      const weight = (kind: RateKind): Quantity | null => {
        const t = text(kind);
        if (!t) return null;
        const w = parseWeight(t);
        if (w) return w;
        const num = t.replace(/\s*[A-Za-z]+$/, '');
        const v = /^\d[\d.,]*$/.test(num) ? toNumber(num) : null;
        return v === null ? null : { value: v, unit: unitDefault };
      };
      // One amount per cell: where a caption was not found, its neighbour's words are not read as part of it.
      const amount = (kind: RateKind): number | null => {
        const words = cell(kind);
        return words.length === 1 && /^\d[\d.,]*$/.test(words[0].text) ? toNumber(words[0].text) : null;
      };
      const pcs = /^\d+/.exec(text('pieces'));
      const cls = text('rateClass');
      // The nature of goods: its column from the value row down, while the next line follows within a line's gap.
      const nature: string[] = [];
      let lastY = values[0].y0;
      for (let k = j; k < rows.length; k++) {
        const words = rows[k].filter((w) => colOf(w)?.kind === 'nature');
        if (k > j && (rows[k][0].y0 - lastY > rows[k][0].size * 1.6 || words.length === 0)) break;
        if (words.length) { nature.push(words.map((w) => w.text).join(' ')); lastY = rows[k][0].y0; words.forEach((w) => used.push(w.seg)); }
      }
      return {
        pieces: pcs ? Number(pcs[0]) : null, grossWeight: weight('gross'), chargeableWeight: weight('chargeable'),
        rateClass: /^[A-Z]$/.test(cls) ? cls : null, rate: amount('rate'), totalCharge: amount('total'),
        nature: nature.length ? nature.join(' ') : null, segs: [...new Set(used)],
      };
    }
  }
  return null;
}

/**
 * The IATA routing boxes: a row of captions "To | By First Carrier | to | by | to | by" with the airport codes
 * and carrier codes under them.
 */
function readRoutingBoxes(pages: Segment[][]): { legs: Array<{ to: string; carrier: string }>; segs: Segment[] } | null {
  for (const page of pages) {
    for (const head of page) {
      if (!/^to$/i.test(head.text.trim())) continue;
      const row = page.filter((s) => Math.abs(s.bbox[1] - head.bbox[1]) <= 2 && s.bbox[0] >= head.bbox[0]).sort((a, b) => a.bbox[0] - b.bbox[0]);
      const caps: Segment[] = [];
      for (const s of row) {
        const t = s.text.trim();
        const want = caps.length % 2 === 0 ? /^to$/i : /^by\b/i;
        if (!want.test(t)) break;
        caps.push(s);
      }
      if (caps.length < 2 || !/first carrier/i.test(caps[1].text)) continue;
      const h = head.bbox[3] - head.bbox[1];
      const below = page.filter((s) => s.bbox[1] >= head.bbox[3] - 1 && s.bbox[1] <= head.bbox[3] + h * 3);
      const under = (c: Segment, next: Segment | undefined): Segment | undefined =>
        below.find((s) => { const m = (s.bbox[0] + s.bbox[2]) / 2; return m >= c.bbox[0] - 3 && (!next || m < next.bbox[0] - 3); });
      const legs: Array<{ to: string; carrier: string }> = [];
      const segs: Segment[] = [];
      for (let k = 0; k + 1 < caps.length; k += 2) {
        const to = under(caps[k], caps[k + 1]);
        const by = under(caps[k + 1], caps[k + 2] ?? row[row.indexOf(caps[k + 1]) + 1]);
        const code = to?.text.trim() ?? '';
        const carrier = by?.text.trim() ?? '';
        if (!/^[A-Z]{3}$/.test(code)) break;
        legs.push({ to: code, carrier: /^[A-Z0-9]{2}$/.test(carrier) ? carrier : '' });
        segs.push(to!, ...(by ? [by] : []));
      }
      if (legs.length) return { legs, segs };
    }
  }
  return null;
}

/** Routing printed as legs: "ATL-MEX DL / MEX-GDL AM", "FRA/LH", "AUH EY BOM EY". */
function parseRouting(text: string): Array<{ to: string; carrier: string }> {
  const legs = [...text.matchAll(/\b([A-Z]{3})\s*-\s*([A-Z]{3})\s+([A-Z0-9]{2})\b/g)].map((m) => ({ to: m[2], carrier: m[3] }));
  if (legs.length) return legs;
  return [...text.matchAll(/\b([A-Z]{3})\s*\/?\s*([A-Z][A-Z0-9]|[0-9][A-Z])\b/g)].map((m) => ({ to: m[1], carrier: m[2] }));
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Flights printed as a list: "EY006/14MAR EY204/15MAR" (IATA day + month), "DL591 03/12 AM2034 03/13" (month
 * and day in `order`), "LH430 / 12.03.2026". A date without a year takes `year` (the document's own year).
 */
function parseFlights(text: string, year: number | null, order: 'DMY' | 'MDY'): Array<{ flightNumber: string; date: string | null }> {
  const out: Array<{ flightNumber: string; date: string | null }> = [];
  const re = /(?<![A-Z0-9])([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4}[A-Z]?)\s*(?:\/\s*)?(?:(\d{1,2})\s*([A-Z]{3})(?:\s*(\d{2,4}))?|(\d{1,2})[./-](\d{1,2})(?:[./-](\d{2,4}))?)?(?![A-Z0-9])/g;
  for (const m of text.toUpperCase().matchAll(re)) {
    let date: string | null = null;
    const y4 = (y: string | undefined): number | null => (y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : year);
    if (m[3] && MONTHS.includes(m[4])) {
      const y = y4(m[5]);
      if (y) date = `${y}-${pad(MONTHS.indexOf(m[4]) + 1)}-${pad(Number(m[3]))}`;
    } else if (m[6]) {
      const dotted = /\./.test(m[0]);
      const [d, mo] = order === 'MDY' && !dotted ? [Number(m[7]), Number(m[6])] : [Number(m[6]), Number(m[7])];
      const y = y4(m[8]);
      if (y && mo >= 1 && mo <= 12 && d >= 1 && d <= 31) date = `${y}-${pad(mo)}-${pad(d)}`;
    } else if (m[4]) continue;
    out.push({ flightNumber: `${m[1]}${m[2]}`, date });
  }
  return out;
}

/** The value printed right of an upper-case caption on the same row ("ROUTING  ATL-MEX DL", "HANDLING: …"). */
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

/** "Executed 03/12/2026 at Atlanta, GA": the execution date and place written as a sentence. */
function executedSentence(pages: Segment[][], dateIn: (t: string) => string | null): { date: Read<string>; place: Read<string> | null } | null {
  for (const s of pages.flat()) {
    const m = /^executed\s+(?:on\s+)?(.+?)\s+at\s+([\p{L}][\p{L} .,'-]{1,40}?)\s*$/iu.exec(s.text.trim());
    const date = m ? dateIn(m[1]) : null;
    if (!m || !date) continue;
    const ev = { page: s.page, bbox: s.bbox, confidence: s.confidence, source: s.source };
    return { date: { value: date, ev }, place: { value: m[2].trim(), ev } };
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
  const v = r.find(key);
  const cut = v ? v.lines.findIndex((l) => NEXT_CAPTION.test(l.text.trim())) : -1;
  if (!v || cut < 1) return r.party(key);
  const lines = v.lines.slice(0, cut);
  const p = parseParty(joinWrappedName(lines.map((l) => l.text)));
  return p.name ? { value: p, ev: r.evidence(lines) } : null;
}
