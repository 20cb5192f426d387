/**
 * Boxes of the IATA air waybill that the label reader cannot take whole: captions wrapped over two lines in a
 * narrow box ("(16) Declared Value" over "for Carriage"), the other charges printed as a grid of code and amount
 * pairs, and the agent's name and city printed on lines of their own.
 */
import type { Segment } from './segments.ts';
import { captionKeysOf } from './captions.ts';
import { lineUnder } from './locate.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { toNumber } from './parse-extra.ts';

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];
/** IATA box numbers leading a caption: "(16)", "(19A)(19B)". */
export const BOX_NUMBERS = /^\s*(?:\(\d{1,2}[A-Za-z]?\)\s*)+/;

/**
 * The value under a caption wrapped onto a second line right under it, in the same type: the two lines read as
 * one caption of `key` (neither alone is), and the value is the line under the second. Null when none is printed.
 */
export function underWrappedCaption(pages: Segment[][], key: LogisticsLabelKey): Segment | null {
  for (const page of pages) {
    for (const s of page) {
      // A caption has no digit but its box number's.
      if (/\d/.test(s.text.replace(BOX_NUMBERS, '')) || captionKeysOf(s.text)?.has(key)) continue;
      const h = height(s);
      const next = page.find((o) => o !== s && Math.abs(o.bbox[0] - s.bbox[0]) <= 2 && o.bbox[1] > s.bbox[1] + h * 0.5
        && o.bbox[1] - s.bbox[3] < h * 0.4 && Math.abs(height(o) - h) < h * 0.2);
      if (!next || !captionKeysOf(`${s.text} ${next.text}`)?.has(key)) continue;
      const value = lineUnder(page, next, next);
      if (value && !captionKeysOf(value.text)) return value;
    }
  }
  return null;
}

/**
 * One other charge: "AWC 25.00", "MYC: 1,134.00", "MYC-C 2,184.00" (the code with who the charge is due to, Agent or
 * Carrier, after a hyphen), "FSC  DUE CARRIER  512.80" (whom it is due in words between code and amount). A
 * forwarder's house waybill adds charges of its own under four-letter codes ("HAWB 25.00", "PKUP 40.00").
 */
const CHARGE = /\b([A-Z]{2,4})(?:-[AC])?(?:\s+DUE\s+(?:AGENT|CARRIER))?\s*[:/]?\s+((?:\d{1,3}(?:[,.\s]\d{3})+|\d+)(?:[.,]\d{1,2})?)(?![\d.,])/g;
/** Every code and amount pair (CHARGE) a text holds, in the order printed. */
export function chargesIn(text: string): Array<{ code: string; amount: number }> {
  return [...text.matchAll(CHARGE)].flatMap((m) => {
    const amount = toNumber(m[2]);
    return amount === null ? [] : [{ code: m[1], amount }];
  });
}

/** A printed line that is nothing but such pairs, each maybe with the rate it was charged at ("(0.30/KG)") or whom it is due ("DUE AGENT"), before or after the amount. */
const CHARGES_LINE = /^(?:[A-Z]{2,4}(?:-[AC])?(?:\s+DUE\s+(?:AGENT|CARRIER))?\s*[:/]?\s+(?:\d{1,3}(?:[,.\s]\d{3})+|\d+)(?:[.,]\d{1,2})?(?:\s+\(\s*[\d.,]+\s*\/\s*(?:KGS?|K|LBS?|L|PCS?)\s*\))?(?:\s+DUE\s+(?:AGENT|CARRIER))?\s*)+$/i;

/**
 * The other charges printed as a grid under their caption ("AWA  15.00   AWC  25.00" / "MYC 1,134.00  SCC
 * 277.20"): the lines under the caption, within its box's left edge, that hold only code and amount pairs, read
 * while they follow closely.
 */
export function otherChargesGrid(page: Segment[], caption: Segment): { charges: Array<{ code: string; amount: number }>; segs: Segment[] } | null {
  const h = height(caption);
  // The page comes sorted top to bottom, left to right (segmentPages).
  // Under the caption: starting below its middle (a grid set tight under a small caption overlaps its box a little).
  const mid = (caption.bbox[1] + caption.bbox[3]) / 2;
  const under = page.filter((s) => s.bbox[1] > Math.min(mid, caption.bbox[3] - 1) && s !== caption && s.bbox[0] >= caption.bbox[0] - 4);
  const charges: Array<{ code: string; amount: number }> = [];
  const segs: Segment[] = [];
  let last = caption.bbox[3];
  // Segments of a line may stand in the page's order after the next line's first one (tops a point or two apart):
  // each is read with the first line it joins, once.
  const done = new Set<Segment>();
  for (const first of under) {
    if (done.has(first)) continue;
    const y = first.bbox[1];
    const line = under.filter((s) => !done.has(s) && Math.abs(s.bbox[1] - y) <= Math.max(2, height(first) / 3));
    line.forEach((s) => done.add(s));
    const lh = height(line[0]);
    if (y - last > Math.max(lh, h) * (segs.length ? 1.2 : 2.5)) break;
    // The grid's part of the line, left to right: another box printed beside it on the same line ("OTHER CHARGES"
    // beside a "CHARGES SUMMARY") is no charge.
    const own = gridPart(line.sort((a, b) => a.bbox[0] - b.bbox[0]));
    // Column headings over the grid ("CODE  AMOUNT  DUE  BASIS"): words alone, before any charge.
    if (!own && !segs.length && line.length > 1 && line.every((s) => GRID_HEADING.test(s.text.trim()))) {
      last = Math.max(...line.map((s) => s.bbox[3]));
      continue;
    }
    // A line that starts right of the caption's end is another box's beside the grid (a totals column whose rows
    // fall between the charges' rows): passed over.
    if (!own && line[0].bbox[0] > caption.bbox[2]) continue;
    if (!own) break;
    charges.push(...chargesIn(chargeTexts(own).join(' ')));
    segs.push(...own);
    last = Math.max(...own.map((s) => s.bbox[3]));
  }
  return charges.length ? { charges, segs } : null;
}

/** A column heading of a charges grid: a word or two in capitals, no figure. */
const GRID_HEADING = /^[A-Z]+(?: [A-Z]+)?$/;

/** The longest run of `line`'s segments from its left that reads as charges: all of it, or two segments at least. */
function gridPart(line: Segment[]): Segment[] | null {
  for (let n = line.length; n >= Math.min(2, line.length); n--) {
    if (CHARGES_LINE.test(chargeTexts(line.slice(0, n)).join(' '))) return line.slice(0, n);
  }
  return null;
}

/** A charge's code alone in its segment, and its description in words after it ("Fuel surcharge", "Recargo combustible"). */
const CODE_ALONE = /^[A-Z]{2,4}(?:-[AC])?$/;
const DESCRIPTION = /^(?=.*\p{Ll})[^\d]+$/u;

/**
 * The segments' texts, a description printed between the line's leading code and its amount ("FSC  Fuel surcharge
 * 512,80") left out. Only the leading code's: further on, words are another box's caption ("CC  Weight charge").
 */
function chargeTexts(segs: Segment[]): string[] {
  return segs.flatMap((s, i) => (i === 1 && CODE_ALONE.test(segs[0].text.trim()) && DESCRIPTION.test(s.text.trim()) ? [] : [s.text.trim()]));
}

/** Words that end a company's name, not a city's. */
const COMPANY_WORD = /\b(?:ltd|llc|inc|corp|co|gmbh|ag|sa|sas|srl|spa|bv|nv|plc|pvt|pte|limited|company|agencies|agency|logistics|cargo|services|freight|forwarding|express)\.?$/i;

/** A city printed alone: up to three words of letters, maybe with its province or state code after a comma ("KELOWNA, BC"). */
const CITY = /^\p{L}[\p{L}.'-]*(?: \p{L}[\p{L}.'-]*){0,2}(?:, ?[A-Z]{2,3})?$/u;

/** The agent's name and city on lines of their own ("KILIMANJARO AIR CARGO AGENCIES LTD" / "NAIROBI"): the last line is the city. */
export function nameThenCity(lines: Segment[]): { name: string; city: string } | null {
  if (lines.length < 2) return null;
  const city = lines[lines.length - 1].text.trim();
  // A name wrapped onto the last line ("… AIR CARGO" / "AGENCIES LTD") ends in a company's word, a city does not.
  if (!CITY.test(city) || COMPANY_WORD.test(city)) return null;
  return { name: lines.slice(0, -1).map((l) => l.text.trim()).join(' '), city };
}

/** A charge's line in a forwarder's charges list: its name and IATA code ("Fuel surcharge (FCC)"). */
const CODED_CHARGE = /^\p{L}[\p{L} .'/-]*\(([A-Z]{3})\)$/u;
/** An amount, maybe after its currency ("USD 3,222.00"). */
const AMOUNT = /^(?:([A-Z]{3})\s+)?((?:\d{1,3}(?:[,.\s]\d{3})+|\d+)[.,]\d{2})$/;

export interface ChargesList {
  currency: string | null;
  charges: Array<{ code: string; amount: number }>;
  totalPrepaid: number | null;
  totalCollect: number | null;
  segs: Segment[];
}

/**
 * A house air waybill's charges list: a caption row "CHARGES (USD) | PREPAID | COLLECT" (or "CHARGES SUMMARY"),
 * one line per charge ("Fuel surcharge (FCC)  198.00"), then a TOTAL line with the prepaid and collect totals under their captions.
 * The charges with an IATA code are the other charges (the weight charge has none); a total of nothing is none.
 */
export function readChargesList(pages: Segment[][]): ChargesList | null {
  for (const page of pages) {
    for (const cap of page) {
      // "CHARGES SUMMARY | PREPAID | COLLECT" heads the same list.
      const head = /^charges(?:\s+summary)?(?:\s*\(([A-Z]{3})\))?$/i.exec(cap.text.trim());
      if (!head) continue;
      const level = (a: Segment, b: Segment): boolean => Math.abs(a.bbox[1] - b.bbox[1]) <= Math.max(2, height(a) / 3);
      const row = page.filter((s) => s !== cap && level(s, cap) && s.bbox[0] > cap.bbox[2]);
      const prepaid = row.find((s) => /^prepaid$/i.test(s.text.trim()));
      const collect = row.find((s) => /^collect$/i.test(s.text.trim()));
      if (!prepaid || !collect) continue;
      const out: ChargesList = { currency: head[1] ?? null, charges: [], totalPrepaid: null, totalCollect: null, segs: [cap] };
      // Pages come sorted top to bottom (segmentPages).
      const lines = page.filter((s) => s.bbox[1] > cap.bbox[3] - 1 && Math.abs(s.bbox[0] - cap.bbox[0]) <= 3);
      let last = cap;
      for (const l of lines) {
        if (l.bbox[1] - last.bbox[3] > height(l) * 1.5) break;
        const amounts = page.filter((s) => s !== l && level(s, l) && s.bbox[0] > l.bbox[2] && AMOUNT.test(s.text.trim()));
        if (/^total$/i.test(l.text.trim())) {
          const mid = (s: Segment): number => (s.bbox[0] + s.bbox[2]) / 2;
          for (const a of amounts) {
            const m = AMOUNT.exec(a.text.trim())!;
            const v = toNumber(m[2]);
            if (!v) continue;
            out.currency ??= m[1] ?? null;
            if (Math.abs(mid(a) - mid(prepaid)) < Math.abs(mid(a) - mid(collect))) out.totalPrepaid = v; else out.totalCollect = v;
            out.segs.push(a);
          }
          break;
        }
        const code = CODED_CHARGE.exec(l.text.trim());
        const amount = amounts.length === 1 ? toNumber(AMOUNT.exec(amounts[0].text.trim())![2]) : null;
        if (code && amount !== null) { out.charges.push({ code: code[1], amount }); out.segs.push(l, amounts[0]); }
        last = l;
      }
      if (out.charges.length || out.totalPrepaid !== null || out.totalCollect !== null) return out;
    }
  }
  return null;
}

/**
 * The amount printed on the line under a caption of `key` whose neighbour caption shares its row ("Total Prepaid
 * | Total Collect" over "2285.25"): a figure aligned to neither caption's edge belongs to the caption whose span,
 * up to the next caption, holds its middle.
 */
export function amountUnderCaption(pages: Segment[][], key: LogisticsLabelKey): { value: number; seg: Segment; cap: Segment } | null {
  for (const page of pages) {
    for (const cap of page) {
      if (!captionKeysOf(cap.text)?.has(key)) continue;
      const h = height(cap);
      const next = page.filter((s) => s !== cap && Math.abs(s.bbox[1] - cap.bbox[1]) <= 2 && s.bbox[0] > cap.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      const end = next ? next.bbox[0] : cap.bbox[2] + 150;
      // A figure of larger type may start a little above the caption's foot ("Total Collect" over "9,365.20"
      // set off to the right): under it is what starts below the caption's middle.
      const under = page.filter((s) => s !== cap && s.bbox[1] >= Math.min(cap.bbox[3] - 1, cap.bbox[1] + h * 0.6) && s.bbox[1] - cap.bbox[3] < Math.max(h, height(s)) * 0.9)
        .filter((s) => { const m = (s.bbox[0] + s.bbox[2]) / 2; return m >= cap.bbox[0] - 3 && m < end; });
      const amount = under.length === 1 ? AMOUNT.exec(under[0].text.trim()) : null;
      const value = amount ? toNumber(amount[2]) : null;
      if (value !== null && amount) return { value, seg: under[0], cap };
    }
  }
  return null;
}
