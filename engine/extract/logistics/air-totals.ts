/**
 * The IATA charges summary prints its totals in two columns, Prepaid on the left and Collect on the right (the
 * column captions "Prepaid" and "Collect" head its first row). Some issuers caption the last row once for both,
 * "Gesamt vorausbezahlt / Gesamt unfrei", over the one total they fill in: which total that is goes by its column.
 */
import { isCurrencyCode } from '../parse/currency.ts';
import { captionKeysOf, stripLeader } from './captions.ts';
import { pageOf, type Segment } from './segments.ts';

const PREPAID_HEAD = /^prepaid\b/i;
const COLLECT_HEAD = /^collect\b/i;

/**
 * Which total the figure `value` under the shared caption `cap` is: that of the column caption ("Prepaid …",
 * "Collect") above it that starts nearest left of the figure's middle; without such captions, the one the
 * charges code names (PP: prepaid, CC: collect). Null where `cap` captions one total only, or nothing tells.
 */
export function totalsColumnOf(pages: Segment[][], cap: Segment, value: Segment, chargesCode: string | null): 'totalPrepaid' | 'totalCollect' | null {
  const keys = captionKeysOf(cap.text);
  if (!keys?.has('totalPrepaid') || !keys.has('totalCollect')) return null;
  const mid = (value.bbox[0] + value.bbox[2]) / 2;
  const above = (pageOf(pages, cap) ?? []).filter((s) => s.bbox[3] <= cap.bbox[1] + 1);
  const prepaid = above.filter((s) => PREPAID_HEAD.test(s.text.trim()));
  const collect = above.filter((s) => COLLECT_HEAD.test(s.text.trim()));
  // Both columns captioned: the figure stands in the column whose caption starts nearest left of its middle.
  const head = prepaid.length && collect.length
    ? [...prepaid, ...collect].filter((s) => s.bbox[0] <= mid).sort((a, b) => b.bbox[0] - a.bbox[0])[0] : undefined;
  if (head) return prepaid.includes(head) ? 'totalPrepaid' : 'totalCollect';
  return chargesCode === 'PP' ? 'totalPrepaid' : chargesCode === 'CC' ? 'totalCollect' : null;
}

/** A total's caption closed by the currency it is in ("TOTAL COLLECT GBP"), which the label reader takes for its value. */
const CURRENCY_TAIL = /^(.+?)\s+([A-Z]{3})$/;
/** An amount printed alone. */
const AMOUNT_ALONE = /^\d{1,3}(?:[,.\s]\d{3})*(?:[.,]\d{1,2})?$|^\d+(?:[.,]\d{1,2})?$/;

/**
 * The total of `key` printed on its caption's row, right of a caption that ends in the currency code ("TOTAL
 * COLLECT GBP  .......  2,315.60", the figure set off at the right edge of the charges block): the nearest amount to
 * the right on the row, past any leader dots.
 */
export function totalBesideCurrencyCaption(pages: Segment[][], key: 'totalPrepaid' | 'totalCollect'): Segment | null {
  for (const page of pages) {
    for (const cap of page) {
      const m = CURRENCY_TAIL.exec(cap.text.trim());
      if (!m || !isCurrencyCode(m[2]) || !captionKeysOf(m[1])?.has(key)) continue;
      const h = cap.bbox[3] - cap.bbox[1];
      // Leader dots printed as a segment of their own between caption and figure are passed over.
      const right = page.filter((s) => s.bbox[0] >= cap.bbox[2] && Math.abs((s.bbox[1] + s.bbox[3]) / 2 - (cap.bbox[1] + cap.bbox[3]) / 2) <= h / 2)
        .map((s) => ({ ...s, text: stripLeader(s.text.trim()) })).filter((s) => s.text)
        .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      if (right && AMOUNT_ALONE.test(right.text)) return right;
    }
  }
  return null;
}

/**
 * The IATA form centres each row's caption over both columns ("Total Prepaid" straddling Prepaid | Collect) and
 * prints the figure in its column's half, left of or under the caption: the amount on the line under a caption of
 * `key`, within the span of the column captions above it, is the total when it stands in that key's column
 * (nearest its column caption).
 */
export function totalInSummaryColumn(pages: Segment[][], key: 'totalPrepaid' | 'totalCollect'): Segment | null {
  for (const page of pages) {
    for (const cap of page) {
      if (!captionKeysOf(cap.text.trim())?.has(key)) continue;
      const capMid = (cap.bbox[0] + cap.bbox[2]) / 2;
      const above = page.filter((s) => s.bbox[3] <= cap.bbox[1] + 1);
      const nearest = (re: RegExp): Segment | undefined => above.filter((s) => re.test(s.text.trim())).sort((a, b) => b.bbox[1] - a.bbox[1])[0];
      const prepaid = nearest(PREPAID_HEAD);
      const collect = nearest(COLLECT_HEAD);
      if (!prepaid || !collect || prepaid.bbox[0] >= collect.bbox[0] || capMid < prepaid.bbox[0] || capMid > collect.bbox[2]) continue;
      const h = cap.bbox[3] - cap.bbox[1];
      const span = collect.bbox[2] - prepaid.bbox[0];
      const mid = (s: Segment): number => (s.bbox[0] + s.bbox[2]) / 2;
      const under = page.filter((s) => s !== cap && AMOUNT_ALONE.test(s.text.trim()) && s.bbox[1] >= cap.bbox[1] + h * 0.6
        && s.bbox[1] - cap.bbox[3] < Math.max(h, s.bbox[3] - s.bbox[1]) * 1.2 && mid(s) >= prepaid.bbox[0] - span * 0.3 && mid(s) <= collect.bbox[2] + span * 0.3)
        .sort((a, b) => a.bbox[1] - b.bbox[1]);
      const v = under[0];
      if (!v) continue;
      const inPrepaid = Math.abs(mid(v) - mid(prepaid)) < Math.abs(mid(v) - mid(collect));
      return (key === 'totalPrepaid') === inPrepaid ? v : null;
    }
  }
  return null;
}
