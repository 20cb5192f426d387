/**
 * The merchant's address on a receipt: the block of lines right under its name, down to the first contact,
 * registration or document line (a telephone number, a GST number, "TAX INVOICE", a date, "SITE: 2591"). Once
 * the block has started it is taken whole, so that a line holding only a state ("SELANGOR.") belongs to it; it
 * ends one line after the line with the postcode, and at that line when it names a country. A line with a street
 * word (Jalan, Lot, Road) stays in the block whatever else it holds; the looser address test (a number and a
 * word) only starts one, as "TRANS: 114793" has that shape too.
 */
import type { ExtractContext, LayoutLine } from './context.ts';
import { countryInText } from './parse/countries.ts';
import { findDates } from './parse/dates.ts';
import { hasStreetWord, looksLikeAddress } from './parse/parties.ts';
import { OCR_ADDRESS, REGISTRATION } from './receipt-merchant.ts';

/** Lines that say something else than where the shop is: contact, ids, the document and its till. */
const STOP =
  /\b(?:tel|telephone|phone|fax|h\/?p|mobile|e-?mail|www|http|gst|sst|vat|tax|invoice|taxinvoice|receipt|bill|cashier|counter|terminal|pos|trans|site|table|member|server|operator|order|date|time|slip|doc)\b/i;
/** "LABEL: value" or "LABEL #value": a till's field, not an address line ("T: 03-2093 7358" too). */
const FIELD = /^[\p{L} .]{1,24}\s*[:#]\s*\S/u;
/** How an address's first line often starts: a house or lot number (Malaysian "PT17920": a plot). */
const ADDRESS_START = /^(?:no\b|no\.|lot\b|pt\s?\d|unit\b|level\b|lvl\b|blk\b|block\b|b-|g-|\d)/i;
/**
 * A postcode and its town: five digits before the town (Malaysia, Germany, France), a US town, state and ZIP
 * ending the line, a British postcode before or after its town, a Dutch one. A lot number of five digits
 * ("LOT PT 1138 ,PT 33122,") has no town.
 */
const POSTCODE_LINE = /(?:\b\d{5}\b|\b\d{4}\s?[A-Z]{2}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b)[\s,]+\p{L}{3,}|\p{L}{3,},?\s(?:[A-Z]{2}\s\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})\s*$/u;
/** Lines an address holds at most. */
const MAX_LINES = 5;
/** Lines that may stand between the name and the address (ids, a branch, a date): more and there is none. */
const MAX_PASSED = 3;
/** The receipt itself has begun: no address comes after these. */
const DOCUMENT = /\b(?:invoice|taxinvoice|receipt|bill|cashier|counter|terminal|pos|trans|table|member|server|operator|order|slip|doc|item|qty)\b/i;

/** Letters OCR read as digits put back inside words ("Leve1 6", "L0T 12", "Ja1an"), for the tests below only. */
function lettersBack(t: string): string {
  return t.replace(/(?<=\p{L})[1|](?!\d)/gu, 'l').replace(/(?<=\p{L})0(?=\p{L})/gu, 'o');
}

/** A telephone or fax number with at most a short label: seven digits or more and few letters. */
function phoneLine(t: string): boolean {
  return t.replace(/\D/g, '').length >= 7 && (t.match(/\p{L}/gu)?.length ?? 0) <= 4;
}

/** The merchant's address under `nameLines` (the merchant's name as printed), or null. */
export function merchantAddress(ctx: ExtractContext, nameLines: LayoutLine[]): { text: string; lines: LayoutLine[] } | null {
  const last = nameLines[nameLines.length - 1];
  const height = last.bbox[3] - last.bbox[1];
  const below = ctx
    .pageLines(last.page)
    .filter((l) => l.bbox[1] >= last.bbox[3] - height * 0.3 && !nameLines.includes(l))
    .sort((a, b) => a.bbox[1] - b.bbox[1]);
  const picked: LayoutLine[] = [];
  let bottom = last.bbox[3];
  let passed = 0;
  /** Lines still allowed after the postcode's line (a state, a country). */
  let tail = Infinity;
  for (const l of below) {
    const t = lettersBack(l.text.trim());
    if (l.bbox[1] - bottom > height * 2.5 || tail === 0) break;
    if (!t) continue;
    const street = hasStreetWord(t) || OCR_ADDRESS.test(t);
    const other = REGISTRATION.test(t) || findDates(t).length > 0 || (!street && (STOP.test(t) || FIELD.test(t) || phoneLine(t)));
    bottom = l.bbox[3];
    if (!picked.length) {
      // Between the name and the address: registration and GST numbers, a branch, a licence, the date.
      if (DOCUMENT.test(t) && !street) break;
      if (other || !(street || looksLikeAddress(t) || ADDRESS_START.test(t))) {
        if (++passed > MAX_PASSED) break;
        continue;
      }
    } else if (other || (tail !== Infinity && /\d/.test(t))) break;
    picked.push(l);
    tail--;
    if (tail === Infinity && POSTCODE_LINE.test(t)) tail = countryInText(t) ? 0 : 1;
    if (picked.length >= MAX_LINES) break;
  }
  if (!picked.length) return null;
  const text = picked
    .map((l) => l.text.trim().replace(/[\s,]+$/, ''))
    .join(', ')
    .replace(/\s+/g, ' ');
  return { text, lines: picked };
}
