/**
 * Freight invoices: the invoice shape plus shipment references (B/L, AWB, booking, containers),
 * origin/destination places and the charge lines. References and places are read first through the
 * multilingual logistics labels (engine/extract/logistics/locate.ts), then through the invoice label search.
 */
import type { ExtractContext, LayoutLine, PartialExtraction } from './context.ts';
import { extractInvoice } from './invoice.ts';
import { LABELS } from './parse/labels.ts';
import { idToken } from './invoice-fields.ts';
import { findAirWaybills, findContainerNumbers } from './parse/codes.ts';
import { findCurrencies } from './parse/currency.ts';
import { parseAmount } from './parse/amounts.ts';
import { multiplies } from './line-items-rows.ts';
import { resolvePlace } from './parse/places.ts';
import type { Place } from './parse/index.ts';
import { segmentPages, type Segment } from './logistics/segments.ts';
import { locateAll, unionBox } from './logistics/locate.ts';
import type { LogisticsLabelKey } from './logistics/labels.ts';
import { placeFrom } from './logistics/parse-extra.ts';
import { placeWithCountryCode } from './logistics/reader.ts';
import { looksLikeCaption } from './logistics/captions.ts';

/**
 * A carrier's freight terms under a "Terms" caption ("Collect", "Freight prepaid", "Third-party billing"): who
 * pays the freight, not when the bill falls due.
 */
const FREIGHT_TERMS = /^(?:freight\s+)?(?:prepaid|collect|third[\s-]+party|3rd[\s-]+party)\b/i;
/** Words of a payment period ("net 45 days", "payable within 21 days"). */
const PAY_PERIOD = /\b(?:net|within|days?|due)\b/i;
/** Where the terms stop in a line that goes on with another sentence ("Net 45 days. Quote our bill number …"). */
const SENTENCE_END = /\.\s+(?=\p{Lu})/u;
/** The colon and spaces before a value; the full stop after it. */
const LEADING_COLON = /^[\s:]+/;
const FULL_STOP_END = /\.$/;
/** A word of three letters or more: a place's or a name's text, not a code or figures only. */
const LETTERS = /\p{L}{3,}/u;

const BL_LABELS = ['bill of lading', 'b/l no', 'b/l number', 'bl no', 'b/l', 'bol', 'mbl', 'hbl', 'master b/l', 'house b/l', 'connaissement', 'konnossement'];
const AWB_LABELS = ['air waybill', 'awb', 'mawb', 'hawb', 'awb no', 'air waybill no'];
const BOOKING_LABELS = ['booking number', 'booking no', 'booking ref', 'booking', 'buchungsnummer', 'numero de reservation'];
const ORIGIN_LABELS = ['port of loading', 'pol', 'origin', 'place of receipt', 'airport of departure', 'from', 'verladehafen', 'port de chargement', 'puerto de carga'];
const DEST_LABELS = ['port of discharge', 'pod', 'destination', 'place of delivery', 'airport of destination', 'to', 'loschhafen', 'port de dechargement', 'puerto de descarga'];

interface Located { text: string; page: number; bbox: [number, number, number, number]; confidence: number; source: 'text' | 'ocr' }

/**
 * The first value printed beside or under one of the label keys (multilingual, see logistics/labels.ts) that
 * `read` accepts; the value's first line is read, a place may take a second ("Rotterdam" / "(NLRTM)").
 */
function labelled<T>(segs: Segment[][], keys: LogisticsLabelKey[], read: (text: string) => T | null): { value: T; at: Located } | null {
  for (const key of keys) {
    for (const v of locateAll(segs, key)) {
      for (const n of [1, 2]) {
        const lines = v.lines.slice(0, n);
        if (lines.length < n) break;
        const value = read(lines.map((l) => l.text).join(' '));
        if (value !== null) return { value, at: { text: lines.map((l) => l.text).join(' '), page: lines[0].page, bbox: unionBox(lines), confidence: lines[0].confidence, source: lines[0].source } };
      }
    }
  }
  return null;
}

/**
 * A place printed with a port code or a name the gazetteer knows; sea codes first, then airports. A "CITY, ST"
 * place (a road carrier's terminal, "BOISE, ID") takes its country from the state or country code.
 */
function readPlace(text: string): Place | null {
  if (!LETTERS.test(text) || text.length > 80) return null;
  const sea = placeFrom(text, 'sea');
  if (sea?.unLocode) return sea;
  const air = placeFrom(text, 'air');
  return placeWithCountryCode(text, air?.iataCode ? air : sea);
}

/** `readPlace`, only where the text carries a port or airport code. */
function readCodedPlace(text: string): Place | null {
  const p = readPlace(text);
  return p !== null && (p.unLocode !== null || p.iataCode !== null) ? p : null;
}

/** A routing caption: "Routing", "Route", "Itinerary", "Trade lane", both ends in one ("From / To"). */
const ROUTING_CAPTION = /^(?:routing|route|itinerary|trade\s+lane|relation|voyage\s+routing|from\s*\/\s*to)\b\s*:?\s*/i;
/** Where a routing value splits into its two ends: a dash between spaces, an arrow, " to ". */
const ROUTE_SPLIT = /\s+[-–—]+\s+|\s*(?:→|->|=>|>>|»)\s*|\s+to\s+/i;
/** "From HAMBURG (DEHAM) To SHANGHAI (CNSHA)" in one line. */
const FROM_TO = /^\s*from\s*:?\s*(.+?)\s+to\s*:?\s*(.+?)\s*$/i;

/**
 * Origin or destination from a routing line: "Routing: HAMBURG (DEHAM) - SHANGHAI (CNSHA)" (the value after the
 * caption or beside it on its line) or "From HAMBURG To SHANGHAI"; both ends must read as places.
 */
function routed(segs: Segment[][], end: 'origin' | 'destination'): { value: Place; at: Located } | null {
  for (const page of segs) {
    for (const s of page) {
      const text = s.text.trim();
      let value: string | null = null;
      let at: Segment = s;
      const ft = FROM_TO.exec(text);
      if (ft) value = `${ft[1]} - ${ft[2]}`;
      else if (ROUTING_CAPTION.test(text)) {
        const rest = text.replace(ROUTING_CAPTION, '').trim();
        if (rest) value = rest;
        else {
          // The value printed right of the caption on its line.
          const h = s.bbox[3] - s.bbox[1];
          const right = page.filter((o) => o !== s && o.bbox[0] >= s.bbox[2] && Math.abs((o.bbox[1] + o.bbox[3]) / 2 - (s.bbox[1] + s.bbox[3]) / 2) < h / 2)
            .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
          if (right) { value = right.text.trim(); at = right; }
        }
      }
      if (!value) continue;
      const ends = value.split(ROUTE_SPLIT).map((t) => t.trim()).filter(Boolean);
      if (ends.length !== 2) continue;
      const places = ends.map(readPlace);
      const place = places[end === 'origin' ? 0 : 1];
      if (!places[0] || !places[1] || !place) continue;
      return { value: place, at: { text: value, page: at.page, bbox: at.bbox, confidence: at.confidence, source: at.source } };
    }
  }
  return null;
}

/**
 * The currency printed on charge line `i`'s row, right of its description ("2,150.00 USD", "USD 1,250.00", a "Cur."
 * column), or else in the header of the column its amount stands in ("Amount USD"); null when neither prints one.
 * When the row prints several, the one nearest left of (or at) the amount is the charge's.
 */
function chargeCurrency(ctx: ExtractContext, fields: PartialExtraction['fields'], i: number): { code: string; line: LayoutLine } | null {
  const desc = fields[`lineItems[${i}].description`];
  if (!desc?.bbox) return null;
  const d = desc.bbox;
  const amount = fields[`lineItems[${i}].total`]?.bbox ?? fields[`lineItems[${i}].unitPrice`]?.bbox ?? null;
  const lines = ctx.pageLines(desc.page);
  const found: Array<{ code: string; line: LayoutLine }> = [];
  for (const l of lines) {
    const h = l.bbox[3] - l.bbox[1];
    const cy = (l.bbox[1] + l.bbox[3]) / 2;
    if (cy < d[1] || cy > Math.min(d[3], d[1] + h * 1.5) || l.bbox[0] < d[2]) continue;
    const codes = [...new Set(findCurrencies(l.text).filter((c) => c.atAmount || l.text.trim().length <= 4).map((c) => c.value))];
    if (codes.length === 1) found.push({ code: codes[0], line: l });
  }
  if (found.length) {
    if (!amount || new Set(found.map((f) => f.code)).size === 1) return found[0];
    const ax = amount[2];
    return found.filter((f) => f.line.bbox[0] <= ax).sort((a, b) => b.line.bbox[0] - a.line.bbox[0])[0] ?? found[0];
  }
  if (!amount) return null;
  // A header over the amount's column: the nearest line above the first charge row, overlapping it.
  const top = fields['lineItems[0].description']?.bbox?.[1] ?? d[1];
  const header = lines
    .filter((l) => l.bbox[3] <= top + 1 && l.bbox[3] > top - 40 && l.bbox[0] < amount[2] && l.bbox[2] > amount[0])
    .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
  const code = header ? findCurrencies(header.text).map((c) => c.value) : [];
  return header && new Set(code).size === 1 ? { code: code[0], line: header } : null;
}

/**
 * The amount a charge line prints in its own currency, when that is not the invoice's and the line's total is the
 * amount converted ("USD 120.00" beside "15,540.00" in a KES column): the figure on the currency's row, right of it,
 * that its quantity times its rate makes. Null when the line prints none such.
 */
function ownAmount(ctx: ExtractContext, li: { quantity: number | null; unitPrice: number | null; total: number | null }, own: { code: string; line: LayoutLine } | null, currency: string | null): number | null {
  if (!own || !currency || own.code === currency || li.unitPrice === null || li.total === null) return null;
  // A line that prints no quantity is charged once.
  const q = li.quantity ?? 1, p = li.unitPrice;
  if (multiplies(q, p, li.total)) return null;
  const b = own.line.bbox;
  const cy = (b[1] + b[3]) / 2;
  for (const l of ctx.pageLines(own.line.page)) {
    if (l.bbox[0] < b[0] || l.bbox[1] > cy || l.bbox[3] < cy) continue;
    const v = parseAmount(l.text.replace(own.code, '').trim(), { decimal: ctx.decimal ?? undefined });
    if (v !== null && multiplies(q, p, v)) return v;
  }
  return null;
}

/** Extract a freight invoice. */
export function extractFreightInvoice(ctx: ExtractContext): PartialExtraction {
  const out = extractInvoice(ctx);
  const { data, fields, validation } = out;
  const segs = segmentPages(ctx.pages);
  if (typeof data.paymentTerms === 'string' && FREIGHT_TERMS.test(data.paymentTerms.trim())) {
    // The freight terms of a reference grid read as payment terms: the terms that state a payment period win.
    const due = ctx.findValue(LABELS.paymentTerms, { accept: (v) => !FREIGHT_TERMS.test(v.trim()) && PAY_PERIOD.test(v) && v.length <= 200 });
    if (due) {
      data.paymentTerms = due.text.replace(LEADING_COLON, '').split(SENTENCE_END)[0].replace(FULL_STOP_END, '').trim();
      fields.paymentTerms = ctx.evidence(due, 0.8);
    }
  }
  const idAccept = (v: string) => idToken(v) !== null;
  if (data.invoiceNumber == null) {
    const inv = labelled(segs, ['invoiceNumber'], idToken);
    if (inv) {
      data.invoiceNumber = inv.value;
      fields.invoiceNumber = ctx.evidence(inv.at, 0.85);
    }
  }
  const blL = labelled(segs, ['blNumber'], idToken);
  const bookingL = labelled(segs, ['bookingReference'], idToken);
  const bl = blL ? null : ctx.findValue(BL_LABELS, { accept: idAccept });
  const awbLabelled = ctx.findValue(AWB_LABELS, { accept: (v) => findAirWaybills(v).length > 0 });
  const booking = bookingL ? null : ctx.findValue(BOOKING_LABELS, { accept: idAccept });
  const containers: string[] = [];
  ctx.layout.lines.forEach((line) => {
    for (const c of findContainerNumbers(line.text)) {
      if (containers.includes(c.value.value)) continue;
      const i = containers.length;
      containers.push(c.value.value);
      fields[`shipmentReferences.containerNumbers[${i}]`] = ctx.evidence({ page: line.page, bbox: line.bbox, confidence: line.confidence, source: line.source }, c.value.valid ? 1 : 0.6);
      validation.push(c.value.valid ? { field: `shipmentReferences.containerNumbers[${i}]`, check: 'iso6346_check_digit', ok: true } : { field: `shipmentReferences.containerNumbers[${i}]`, check: 'iso6346_check_digit', ok: false, message: `${c.value.value} fails its check digit` });
    }
  });
  const awb = awbLabelled ? findAirWaybills(awbLabelled.text)[0].value : null;
  data.shipmentReferences = {
    billOfLadingNumber: blL?.value ?? (bl ? idToken(bl.text) : null),
    airWaybillNumber: awb,
    bookingNumber: bookingL?.value ?? (booking ? idToken(booking.text) : null),
    containerNumbers: containers,
  };
  const ev = (at: Located, c: number) => ctx.evidence(at, c);
  if (blL) fields['shipmentReferences.billOfLadingNumber'] = ev(blL.at, 0.9);
  else if (bl) fields['shipmentReferences.billOfLadingNumber'] = ctx.evidence(bl, 0.85);
  if (awbLabelled) fields['shipmentReferences.airWaybillNumber'] = ctx.evidence(awbLabelled, 0.95);
  if (bookingL) fields['shipmentReferences.bookingNumber'] = ev(bookingL.at, 0.9);
  else if (booking) fields['shipmentReferences.bookingNumber'] = ctx.evidence(booking, 0.85);
  for (const [name, keys, labels] of [
    ['origin', ['origin', 'portOfLoading', 'departure'], ORIGIN_LABELS],
    ['destination', ['destination', 'portOfDischarge', 'destinationAirport'], DEST_LABELS],
  ] as const) {
    // A place printed with its code under any of the captions before a bare name under the first: a charge
    // text may hold a caption word ("Destination THC") above the one that captions the port ("POD").
    const located = labelled(segs, [...keys], readCodedPlace) ?? labelled(segs, [...keys], readPlace) ?? routed(segs, name);
    if (located) {
      data[name] = located.value;
      fields[`${name}.name`] = ev(located.at, located.value.unLocode || located.value.iataCode ? 0.9 : 0.75);
      continue;
    }
    // A value printed with its port code before any other: the cell right of a caption may be the next
    // cell's caption ("Von / From" beside "Nach / To"), the place sitting under it.
    const coded = (v: string) => { const p = readPlace(v); return p !== null && (p.unLocode !== null || p.iataCode !== null); };
    const found = ctx.findValue(labels, { accept: coded }) ?? ctx.findValue(labels, { accept: (v) => LETTERS.test(v) && v.length < 60 && !looksLikeCaption(v) });
    data[name] = found ? resolvePlace(found.text) : null;
    if (found) fields[`${name}.name`] = ctx.evidence(found, 0.8);
  }
  const currency = (data.currency as string | null) ?? null;
  data.charges = (data.lineItems as Array<{ description: string | null; quantity: number | null; unitPrice: number | null; total: number | null }>).map((li, i) => {
    const row = chargeRow(ctx, fields, i);
    const own = chargeCurrency(ctx, fields, i);
    if (own) fields[`charges[${i}].currency`] = ctx.evidence({ page: own.line.page, bbox: own.line.bbox, confidence: own.line.confidence, source: own.line.source }, 0.85);
    for (const [k, line] of [['code', row.code], ['basis', row.basis]] as const) {
      if (line) fields[`charges[${i}].${k}`] = ctx.evidence({ page: line.page, bbox: line.bbox, confidence: line.confidence, source: line.source }, 0.85);
    }
    return {
      code: row.code?.text.trim() ?? null,
      description: li.description,
      basis: row.basis ? feet(row.basis.text.trim()) : null,
      quantity: li.quantity,
      rate: li.unitPrice,
      amount: ownAmount(ctx, li, own, currency) ?? li.total,
      currency: own?.code ?? currency,
    };
  });
  return out;
}

/** A charge code as forwarders print them: OFT, BAF, THC, DOC, CAF, ISPS, LSS2, O/F, D/O. */
const CHARGE_CODE = /^[A-Z](?:[A-Z0-9]|\/(?=[A-Z0-9])){1,5}$/;
/** A rating basis: 40'HC, 20'DV, B/L, W/M, CBM, per cntr, per shipment, KG. */
const BASIS = /^(?=.*\p{L})[\p{L}\d'’/.%\- ]{1,24}$/u;
/**
 * A container length's foot mark read as a double one ("PER 20″", "40\"HC"): OCR takes a prime at small sizes for
 * either, and a container is measured in feet, never inches.
 */
const FEET = /\b(20|40|45)\s?[″"”]/g;
const feet = (t: string): string => t.replace(FEET, "$1'");

/**
 * The code printed left of charge line `i`'s description and the basis printed between its description and its
 * figures, on the description's row ("OFT | Ocean Freight | 40'RF | 1 | 4,250.00 | 4,250.00").
 */
function chargeRow(ctx: ExtractContext, fields: PartialExtraction['fields'], i: number): { code: LayoutLine | null; basis: LayoutLine | null } {
  const desc = fields[`lineItems[${i}].description`];
  const none = { code: null, basis: null };
  if (!desc?.bbox) return none;
  const d = desc.bbox;
  const figures = ['quantity', 'unitPrice', 'total'].map((k) => fields[`lineItems[${i}].${k}`]?.bbox?.[0]).filter((x): x is number => x !== undefined);
  const right = figures.length ? Math.min(...figures) : Infinity;
  let code: LayoutLine | null = null;
  let basis: LayoutLine | null = null;
  for (const l of ctx.pageLines(desc.page)) {
    const h = l.bbox[3] - l.bbox[1];
    // On the description's first line: the centre within the description's box, no lower than its first line.
    const cy = (l.bbox[1] + l.bbox[3]) / 2;
    if (cy < d[1] || cy > Math.min(d[3], d[1] + h * 1.5)) continue;
    const t = l.text.trim();
    if (l.bbox[2] <= d[0] && CHARGE_CODE.test(t) && (!code || l.bbox[0] > code.bbox[0])) code = l;
    else if (l.bbox[0] >= d[2] && l.bbox[2] <= right && BASIS.test(feet(t)) && !basis) basis = l;
  }
  return { code, basis };
}
