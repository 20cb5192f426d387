/**
 * The carrier's signature box of an air waybill, where "Executed on (date) at (place)" is printed under the
 * date and place it captions, in the same box with no rule between ("21 MAR 2026   SINGAPORE   AGENT LTD" over
 * "Executed on (date)  at (place)  Signature of Issuing Carrier or its Agent"). The label reader reads values
 * above a caption only across a box border, so this box is read here.
 */
import type { Segment } from './segments.ts';
import { captionKeysOf } from './captions.ts';
import { LEGAL_FORM } from '../legal-form.ts';

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];
/** A place name: words of letters, no figures. */
const PLACE = /^\p{L}[\p{L} .,'-]{1,40}$/u;
/** An execution caption that names the place before the date ("Executed at, on"). */
const PLACE_FIRST = /\bat\W+on\b/i;

export interface SignedRow {
  date: { value: string; seg: Segment };
  place: Segment | null;
  /** The place's text where it shares its segment with the date ("Lyon 5.3.2026"). */
  placeText?: string;
}

/** The date (and the place, where an "at (place)" caption shares the row) printed over the execution caption. */
export function signatureRow(pages: Segment[][], dateIn: (t: string) => string | null): SignedRow | null {
  for (const page of pages) {
    for (const cap of page) {
      if (!captionKeysOf(cap.text.trim())?.has('executedOn')) continue;
      const h = height(cap);
      // The row right over the caption: the lowest segments that end above its top, within a few of its heights.
      const over = page.filter((s) => s !== cap && s.bbox[3] <= cap.bbox[1] + h * 0.3 && cap.bbox[1] - s.bbox[3] < Math.max(h, height(s)) * 1.5 && s.bbox[2] > cap.bbox[0] - 4);
      if (!over.length) continue;
      const lowest = Math.max(...over.map((s) => s.bbox[1]));
      const row = over.filter((s) => Math.abs(s.bbox[1] - lowest) <= 3).sort((a, b) => a.bbox[0] - b.bbox[0]);
      const first = row[0];
      const date = first && Math.abs(first.bbox[0] - cap.bbox[0]) < 20 ? dateIn(first.text.trim()) : null;
      if (!date) continue;
      // The place stands right after the date, under the "at (place)" caption of the caption's row.
      const at = page.find((s) => s !== cap && Math.abs(s.bbox[1] - cap.bbox[1]) <= 2 && s.bbox[0] > cap.bbox[0] && captionKeysOf(s.text.trim())?.has('executedAt'));
      const next = row[1];
      const place = at && next && PLACE.test(next.text.trim()) && !LEGAL_FORM.test(next.text) && next.bbox[0] < at.bbox[2] + 40 ? next : null;
      // One caption naming the place first ("Executed at, on") over "Lyon 5.3.2026": the place before the date.
      const before = !place && PLACE_FIRST.test(cap.text) ? placeBeforeDate(first.text, dateIn) : null;
      if (before) return { date: { value: date, seg: first }, place: first, placeText: before };
      return { date: { value: date, seg: first }, place };
    }
  }
  return placeCaptionRow(pages, dateIn);
}

/**
 * The same row read from its "at (place)" caption, where a scan lost the "Executed on (date)" caption beside it
 * (the smallest print of the form, read garbled or not at all): the place stands right over the caption, the date
 * right before the place on its row.
 */
function placeCaptionRow(pages: Segment[][], dateIn: (t: string) => string | null): SignedRow | null {
  for (const page of pages) {
    for (const cap of page) {
      const keys = captionKeysOf(cap.text.trim());
      if (!keys?.has('executedAt') || keys.has('executedOn')) continue;
      const h = height(cap);
      const over = page.filter((s) => s !== cap && s.bbox[3] <= cap.bbox[1] + h * 0.3 && cap.bbox[1] - s.bbox[3] < Math.max(h, height(s)) * 1.5);
      const place = over.find((s) => s.bbox[0] < cap.bbox[2] + 4 && s.bbox[2] > cap.bbox[0] - 4 && PLACE.test(s.text.trim()) && !LEGAL_FORM.test(s.text));
      if (!place) continue;
      const before = over.filter((s) => s.bbox[2] <= place.bbox[0] + 1 && Math.abs(s.bbox[1] - place.bbox[1]) <= 3).sort((a, b) => b.bbox[2] - a.bbox[2])[0];
      const date = before ? dateIn(before.text.trim()) : null;
      if (date) return { date: { value: date, seg: before }, place };
    }
  }
  return null;
}

/**
 * The place printed after the date on the value line of a caption naming both ("Executed on (date) at (place)"
 * over "21 MAR 2026   SINGAPORE"): the words after the longest head of the line that reads as a date, where they
 * name a place (letters only, no company).
 */
export function placeAfterDate(text: string, dateIn: (t: string) => string | null): string | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const rest = words.slice(n).join(' ');
    if (dateIn(words.slice(0, n).join(' ')) && PLACE.test(rest) && !LEGAL_FORM.test(rest)) return rest;
  }
  return null;
}

/**
 * The place printed before the date, as a caption naming the place first reads ("Executed at, on" over "Lyon
 * 5.3.2026"): the words before the longest tail of the line that reads as a date, where they name a place.
 */
export function placeBeforeDate(text: string, dateIn: (t: string) => string | null): string | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.max(1, words.length - 4); n < words.length; n++) {
    const head = words.slice(0, n).join(' ').replace(/,$/, '');
    if (dateIn(words.slice(n).join(' ')) && PLACE.test(head) && !LEGAL_FORM.test(head)) return head;
  }
  return null;
}
