/**
 * The IATA routing boxes read from their row of values, for a scan whose small captions OCR lost or garbled: the
 * two-letter "to" and "by" over the boxes fade out of a 150 dpi scan one here, one there, and "By First Carrier"
 * comes out as "By Frst Carer", so that the row of captions readRoutingBoxes (air-routing.ts) walks no longer
 * alternates. What is left still says where the boxes are: the first carrier's caption opens them (its airport
 * box is the one before it), and the first caption of the row after the last "to" or "by" read is the next box's
 * (Currency, Airport of Destination), which closes them. The values under them alternate airport and carrier.
 */
import type { Segment } from './segments.ts';
import { BOX_NUMBERS } from './air-boxes.ts';
import { carrierCode } from './air-routing.ts';

/** "By First Carrier" with letters lost or changed ("By Frst Carer", "(11B By First Carrer"). */
const FIRST_CARRIER = /^by\s+f[a-z]{2,4}\s+ca[a-z]{2,5}\b/i;
/** A routing box's own caption over an airport or a carrier. */
const TO_BY = /^(?:to|by)$/i;
/** A carrier printed by name ("NORDIC AIRLINES"), whose code the flights give (legsWithFlightCarriers). */
const CARRIER_NAME = /^[A-Z][A-Z .&'-]{3,}$/;

const unboxed = (s: Segment): string => s.text.replace(BOX_NUMBERS, '').replace(/^\(?\d{1,2}[A-Z]?\)?\s+/, '').trim();
const middle = (s: Segment): number => (s.bbox[1] + s.bbox[3]) / 2;

/** The legs of the routing boxes read by their columns, with the segments read, or null. */
export function routingByColumns(pages: Segment[][]): { legs: Array<{ to: string; carrier: string }>; segs: Segment[] } | null {
  for (const page of pages) {
    for (const anchor of page) {
      if (!FIRST_CARRIER.test(unboxed(anchor))) continue;
      const h = anchor.bbox[3] - anchor.bbox[1];
      const captionRow = page.filter((s) => Math.abs(middle(s) - middle(anchor)) <= h * 0.8).sort((a, b) => a.bbox[0] - b.bbox[0]);
      const right = captionRow.filter((s) => s.bbox[0] > anchor.bbox[2]);
      const lastToBy = [...right].reverse().find((s) => TO_BY.test(unboxed(s)));
      const from = lastToBy ?? anchor;
      const next = right.find((s) => s.bbox[0] > from.bbox[2] && unboxed(s) !== '' && !TO_BY.test(unboxed(s)));
      if (!next) continue;
      // The row of values: the first one under the captions, left of the next box.
      const under = page.filter((s) => !captionRow.includes(s) && s.bbox[1] >= anchor.bbox[3] - 1 && s.bbox[1] <= anchor.bbox[3] + h * 2.5 && s.bbox[0] < next.bbox[0] - 1);
      if (!under.length) continue;
      const top = Math.min(...under.map((s) => s.bbox[1]));
      const row = under.filter((s) => s.bbox[1] - top <= h * 0.6).sort((a, b) => a.bbox[0] - b.bbox[0]);
      // The first airport is printed in its box before the first carrier's.
      const start = row.findIndex((s) => s.bbox[2] <= anchor.bbox[0] + 2 && !row.some((o) => o.bbox[0] > s.bbox[2] && o.bbox[2] <= anchor.bbox[0] + 2));
      if (start < 0) continue;
      const legs: Array<{ to: string; carrier: string }> = [];
      const segs: Segment[] = [];
      for (let k = start; k + 1 < row.length; k += 2) {
        const to = row[k].text.trim(), by = row[k + 1].text.trim();
        const code = carrierCode(by);
        if (!/^[A-Z]{3}$/.test(to) || !(code || CARRIER_NAME.test(by))) break;
        legs.push({ to, carrier: code });
        segs.push(row[k], row[k + 1]);
      }
      if (legs.length) return { legs, segs };
    }
  }
  return null;
}
