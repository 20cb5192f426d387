/**
 * Values a SAD prints in a box of its own beside the one captioned for them: the country code box after a country's
 * box (15a after 15, 17a after 17: the country named in the form's language, its ISO code beside it), and the
 * office that registered the declaration, printed after the date under the registration number (box A).
 */
import { isCountryCode } from '../parse/index.ts';
import { fold } from '../parse/text.ts';
import type { LogisticsLabelKey } from './labels.ts';
import type { Read, Reader } from './reader.ts';
import { sameLine } from './segments.ts';
import { valuesOf } from './customs-boxes.ts';
import { lineUnder } from './locate.ts';

/** A caption led by its box number ("17 Country of destination"). */
const NUMBERED = /^(\d{1,2})\s+\p{L}/u;

/**
 * The country of `key` as the code box beside its box prints it: the nearest caption right of the country's on its
 * line numbered as the box with a letter after it ("17a Code", "17a Kod"), an ISO code under it. For a country
 * named in a language the name list does not know.
 */
export function codeBoxCountry(r: Reader, key: LogisticsLabelKey): Read<string> | null {
  for (const v of valuesOf(r, key)) {
    const no = NUMBERED.exec(v.label.text)?.[1];
    if (!no) continue;
    const page = r.segs[v.label.page - 1] ?? [];
    const box = page.filter((s) => s.bbox[0] > v.label.bbox[2] && sameLine(s, v.label)).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
    if (!box || !new RegExp(`^${no}[a-z]\\s+\\p{L}`, 'u').test(box.text)) continue;
    const code = lineUnder(page, box, box);
    const t = code?.text.trim() ?? '';
    if (code && /^[A-Z]{2}$/.test(t) && isCountryCode(t)) return { value: t, ev: r.evidence([code], 0.9) };
  }
  return null;
}

/** A customs office's name in the languages forms print it: customs (Turkish gümrük, German Zoll, ...) or its office. */
const OFFICE_WORD = /\b(?:customs|gumruk|zoll\w*|douanes?|aduanas?|dogana|alfandega|toll\w*)\b/;
/** A numeric date first in a text, the rest after it. */
const DATE_FIRST = /^(\d{1,4}[./-]\d{1,2}[./-]\d{1,4})\s+(\S.*)$/;

/**
 * The office that registered the declaration: on the line under the registration number, after the date, a text
 * naming a customs office ("12.03.2026   ZOLLAMT MUSTERSTADT (DE001234)"), in one segment with the date or beside it.
 */
export function officeUnderNumber(r: Reader): Read<string> | null {
  for (const v of valuesOf(r, 'declarationNumber')) {
    const first = v.lines[0];
    const page = r.segs[first.page - 1] ?? [];
    const date = lineUnder(page, first, first);
    if (!date) continue;
    const own = DATE_FIRST.exec(date.text.trim());
    if (own && r.parseDate(own[1]) && OFFICE_WORD.test(fold(own[2]))) return { value: own[2].trim(), ev: r.evidence([date], 0.9) };
    if (!r.parseDate(date.text.trim())) continue;
    const h = date.bbox[3] - date.bbox[1];
    const office = page.filter((s) => s.bbox[0] >= date.bbox[2] && s.bbox[0] - date.bbox[2] < h * 4 && sameLine(s, date)).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
    if (office && OFFICE_WORD.test(fold(office.text))) return { value: office.text.trim(), ev: r.evidence([office], 0.9) };
  }
  return null;
}
