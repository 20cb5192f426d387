/**
 * The currency and the charges code printed in one box whose caption names several items parted by slashes
 * ("CCY / CHGS / WT-VAL / OTHER" over "EUR   PP   PP   CC", "Currency / charges" beside "GBP - PP
 * (PREPAID)"): the values stand in the caption's order, apart or parted by a slash or a dash. The label reader
 * takes the first item's caption for the whole box and the whole row for its value.
 */
import { isCurrencyCode } from '../parse/currency.ts';
import { captionKeysOf } from './captions.ts';
import type { Segment } from './segments.ts';

/** A box number leading the caption: "[09]", "(12)", "12". */
const LEADING_BOX_NUMBER = /^\s*(?:\[\d{1,2}[A-Za-z]?\]|\(\d{1,2}[A-Za-z]?\)|\d{1,2}[A-Za-z]?)\s+/;
/** The charges code's item, which the label list knows only in full: "Charges", "CHGS", "CHGS Code", and its translations ("Cargos", "Frais", "Kosten"). */
const CHARGES_ITEM = /^(?:chgs?|charges|cargos|encargos|frais|kosten|spese)(?:\s+code)?$/i;
/** What parts the values of one segment: a slash or a dash between spaces. */
const VALUE_SEPARATOR = /\s+[-/\u2013]\s+/;

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];

export interface CurrencyBox { currency: string | null; chargesCode: 'PP' | 'CC' | null; segs: Segment[] }

/** The value row of `cap`: beside it on its row, else the first row under it within its span. */
function valueRow(page: Segment[], cap: Segment): Segment[] {
  const h = height(cap);
  const level = (s: Segment): boolean => Math.abs(s.bbox[1] - cap.bbox[1]) <= Math.max(2, h / 3);
  const beside = page.filter((s) => s !== cap && level(s) && s.bbox[0] >= cap.bbox[2] && s.bbox[0] - cap.bbox[2] < 120);
  if (beside.length) return beside.sort((a, b) => a.bbox[0] - b.bbox[0]).slice(0, 1);
  const under = page.filter((s) => s.bbox[1] >= cap.bbox[3] - 1 && s.bbox[1] - cap.bbox[3] < h * 1.5
    && s.bbox[0] >= cap.bbox[0] - 4 && s.bbox[0] < cap.bbox[2]);
  if (!under.length) return [];
  const top = Math.min(...under.map((s) => s.bbox[1]));
  return under.filter((s) => Math.abs(s.bbox[1] - top) <= 2).sort((a, b) => a.bbox[0] - b.bbox[0]);
}

/**
 * The items a caption names, in order: parted by slashes ("CCY / CHGS / WT-VAL"), or, in a caption printed in two
 * languages, by commas in either language ("Devise, code frais / Curr., chgs"); null when no item list names the
 * currency.
 */
function captionItems(text: string): string[] | null {
  const slashed = text.split(/\s+\/\s+/).map((t) => t.trim());
  const lists = [slashed, ...slashed.map((half) => half.split(/\s*,\s+/).map((t) => t.trim()))];
  return lists.find((l) => l.length >= 2 && l.some((t) => captionKeysOf(t)?.has('currency'))) ?? null;
}

/** The box's currency and charges code, where a caption of several slashed items names the currency. */
export function currencyAndCodeBox(pages: Segment[][]): CurrencyBox | null {
  for (const page of pages) {
    for (const cap of page) {
      if (/\d/.test(cap.text.replace(LEADING_BOX_NUMBER, ''))) continue;
      const items = captionItems(cap.text.replace(LEADING_BOX_NUMBER, ''));
      if (!items) continue;
      const cur = items.findIndex((t) => captionKeysOf(t)?.has('currency'));
      const code = items.findIndex((t) => CHARGES_ITEM.test(t) || captionKeysOf(t)?.has('chargesCode'));
      const row = valueRow(page, cap);
      const values = row.flatMap((s) => s.text.trim().split(VALUE_SEPARATOR));
      const currency = values[cur] && isCurrencyCode(values[cur]) ? values[cur] : null;
      const cc = code >= 0 ? /^(PP|CC)\b/.exec(values[code] ?? '')?.[1] as 'PP' | 'CC' | undefined : undefined;
      if (currency || cc) return { currency, chargesCode: cc ?? null, segs: row };
    }
  }
  return null;
}
