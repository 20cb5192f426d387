/** The routing boxes and the flights of an air waybill. */
import { pageOf, type Segment } from './segments.ts';
import { BOX_NUMBERS } from './air-boxes.ts';

/**
 * The page's segments with the IATA box numbers taken off their captions ("(11B) By First Carrier" reads "By
 * First Carrier"); a box number printed on a line of its own over its caption ("(11A)" over "To") is joined to
 * the caption, which then starts where the box number does, level with its neighbours'.
 */
function unboxedCaptions(page: Segment[]): Segment[] {
  const joined = new Set<Segment>();
  const out: Segment[] = [];
  for (const s of page) {
    if (joined.has(s)) continue;
    const m = BOX_NUMBERS.exec(s.text);
    if (!m) { out.push(s); continue; }
    const rest = s.text.slice(m[0].length).trim();
    if (rest) { out.push({ ...s, text: rest }); continue; }
    const h = s.bbox[3] - s.bbox[1];
    const under = page.find((o) => o !== s && Math.abs(o.bbox[0] - s.bbox[0]) <= 2 && o.bbox[1] > s.bbox[1] + h * 0.5 && o.bbox[1] - s.bbox[3] < h * 0.6);
    if (!under || BOX_NUMBERS.test(under.text)) continue;
    joined.add(under);
    out.push({ ...under, bbox: [Math.min(s.bbox[0], under.bbox[0]), s.bbox[1], Math.max(s.bbox[2], under.bbox[2]), under.bbox[3]] });
  }
  return out;
}

/**
 * The IATA routing boxes: a row of captions "To | By First Carrier | to | by | to | by" with the airport codes
 * and carrier codes under them.
 */
export function readRoutingBoxes(pages: Segment[][]): { legs: Array<{ to: string; carrier: string }>; segs: Segment[] } | null {
  for (const printed of pages) {
    const page = unboxedCaptions(printed);
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
      // A value in much larger type than its 5-pt caption reaches up into the caption's line box: under the caption
      // is what starts below its middle.
      const below = page.filter((s) => s.bbox[1] >= Math.min(head.bbox[3] - 1, head.bbox[1] + h * 0.6) && s.bbox[1] <= head.bbox[3] + h * 3);
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
        legs.push({ to: code, carrier: carrierCode(carrier) });
        segs.push(to!, ...(by ? [by] : []));
      }
      if (legs.length) return { legs, segs };
    }
  }
  return null;
}

/** A carrier's two-character code, printed alone or after its name ("CATHAY PACIFIC (CX)"); '' when none. */
export function carrierCode(text: string): string {
  if (/^[A-Z0-9]{2}$/.test(text)) return text;
  return /^[A-Z][A-Z .&'-]+\(([A-Z][A-Z0-9]|[0-9][A-Z])\)$/.exec(text)?.[1] ?? '';
}

const BRACKETED_LEG = /\b([A-Z]{3})\s*\(\s*([A-Z][A-Z0-9]|[0-9][A-Z])\s*\)/g;

/** Routing printed as legs: "ORD-MEX DL / MEX-MTY AM", "FRA/LH", "AUH EY BOM EY", "CDG BY AF". */
export function parseRouting(text: string): Array<{ to: string; carrier: string }> {
  const legs = [...text.matchAll(/\b([A-Z]{3})\s*-\s*([A-Z]{3})\s+([A-Z0-9]{2})\b/g)].map((m) => ({ to: m[2], carrier: m[3] }));
  if (legs.length) return legs;
  // Each airport with its carrier in brackets: "BLR -> FRA (LH) -> ATL (LH)".
  const bracketed = [...text.matchAll(BRACKETED_LEG)].map((m) => ({ to: m[1], carrier: m[2] }));
  if (bracketed.length) return bracketed;
  // "CDG BY AF": the carrier after the word "by", which is no carrier's code; "LIS - TP": after a spaced dash.
  return [...text.matchAll(/\b([A-Z]{3})\s*(?:\/|\s-|\bBY\b)?\s*([A-Z][A-Z0-9]|[0-9][A-Z])\b/g)].map((m) => ({ to: m[1], carrier: m[2] }));
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Flights printed as a list: "EY017/21MAR EY236/22MAR" (IATA day + month, maybe hyphenated with a year: "14-MAR-26"), "DL417 03/20 AM2219 03/21" (month
 * and day in `order`), "LH430 / 12.03.2026", "EK720/15" (the day only). A date without a year takes `year` (the
 * document's own year); a day alone is the first such day from `ref` on (the execution date: the flights booked
 * on an air waybill leave on or after the day it is executed).
 */
export function parseFlights(text: string, year: number | null, order: 'DMY' | 'MDY', ref: string | null = null): Array<{ flightNumber: string; date: string | null }> {
  const out: Array<{ flightNumber: string; date: string | null }> = [];
  const re = /(?<![A-Z0-9])([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4}[A-Z]?)\s*(?:\/\s*)?(?:(\d{1,2})\s*-?\s*([A-Z]{3})(?:\s*-?\s*(\d{2,4}))?|(\d{1,2})[./-](\d{1,2})(?:[./-](\d{2,4}))?|(?<=\/\s*)(\d{1,2}))?(?![A-Z0-9])/g;
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
    } else if (m[9] && ref) {
      date = dayOnOrAfter(Number(m[9]), ref);
    } else if (m[4]) continue;
    out.push({ flightNumber: `${m[1]}${m[2]}`, date });
  }
  return out;
}

/** Day `day` of `ref`'s month (ISO), or of the next month when that day is already past. */
function dayOnOrAfter(day: number, ref: string): string | null {
  let [y, mo] = [Number(ref.slice(0, 4)), Number(ref.slice(5, 7))];
  if (day < Number(ref.slice(8, 10))) [y, mo] = mo === 12 ? [y + 1, 1] : [y, mo + 1];
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return day >= 1 && day <= days ? `${y}-${pad(mo)}-${pad(day)}` : null;
}

/** A flight printed alone: "EK720/15", "LH 8401", "EY017/21MAR". */
const FLIGHT = /^(?:[A-Z][A-Z0-9]|[0-9][A-Z])\s?\d{1,4}[A-Z]?(?:\s*\/\s*[A-Z0-9./-]{1,10})?$/;

/**
 * The flights printed on the row of `first` (a requested flight read under its caption): it and the flights
 * printed apart from it to its right ("EK720/15     EK147/16"), in their order.
 */
export function flightsRow(pages: Segment[][], first: Segment): Segment[] {
  return rowOf(pages, first, FLIGHT);
}

/** A routing leg printed alone: the airport, then its carrier after a slash, "BY" or a space ("FRA / LH", "JFK BY AA", "CDG AF"). */
const LEG = /^[A-Z]{3}(?:\s*(?:\/|\bBY\b)\s*|\s+)(?:[A-Z][A-Z0-9]|[0-9][A-Z])$/;
/** A dash or slash printed alone between the items of a row ("LYS AF  -  ORD AF"). */
const ROW_SEPARATOR = /^[-\u2013/]$/;

/** The legs printed on the row of `first` (the leg read under the routing caption), apart: "FRA / LH     ORD / UA". */
export function legsRow(pages: Segment[][], first: Segment): Segment[] {
  return rowOf(pages, first, LEG);
}

/** `first` and the segments printed apart from it to its right on its row that are, as it is, of `shape`. */
function rowOf(pages: Segment[][], first: Segment, shape: RegExp): Segment[] {
  const page = pageOf(pages, first) ?? [];
  const out = [first];
  const beside = page.filter((s) => s.bbox[0] > first.bbox[2] && Math.abs(s.bbox[1] - first.bbox[1]) <= 2).sort((a, b) => a.bbox[0] - b.bbox[0]);
  for (const s of beside) {
    if (ROW_SEPARATOR.test(s.text.trim())) continue;
    if (!shape.test(s.text.trim()) || s.bbox[0] - out[out.length - 1].bbox[2] > 80) break;
    out.push(s);
  }
  return out.length > 1 && shape.test(first.text.trim()) ? out : [first];
}

/**
 * Legs whose carrier is printed by name ("By First Carrier: QATAR AIRWAYS") or not at all take the airline
 * designator of their flight, where one flight is printed per leg ("QR629/17  QR027/18").
 */
export function legsWithFlightCarriers<L extends { carrier: string }>(legs: L[], flights: ReadonlyArray<{ flightNumber: string }>): L[] {
  if (flights.length !== legs.length) return legs;
  return legs.map((leg, i) => {
    const designator = /^([A-Z0-9]{2})\s?\d/.exec(flights[i].flightNumber)?.[1];
    return /^[A-Z0-9]{2}$/.test(leg.carrier) || !designator ? leg : { ...leg, carrier: designator };
  });
}
