/**
 * Values a customs form prints inside another field's box: the date beside a number under a "No. and date" caption
 * ("Entry no. & date": "123456   02/03/2026"), the country named on a line of the exporter's box, and the
 * gross mass and packages of numbered boxes the dictionary has no caption for.
 */
import type { LogisticsLabelKey } from './labels.ts';
import type { Read, Reader } from './reader.ts';
import { sameLine, type Segment } from './segments.ts';
import { COUNTRY_LINE, valuesOf } from './customs-boxes.ts';
import { captionKeysOf } from './captions.ts';
import { lineUnder } from './locate.ts';
import { captionedMass } from './customs-captioned.ts';
import type { Quantity } from '../parse/index.ts';

/**
 * The date printed after the first value of `key` on its line, in the same box: within the value's own text, or as
 * the next segment right of it, short of the next box's caption on the caption's line.
 */
export function dateBesideValue(r: Reader, key: LogisticsLabelKey, dateOf: (t: string) => string | null): Read<string> | null {
  for (const v of valuesOf(r, key)) {
    const first = v.lines[0];
    const own = /\s(\d{1,4}[./-]\d{1,2}[./-]\d{1,4})$/.exec(first.text.trim());
    const inText = own ? dateOf(own[1]) : null;
    if (inText) return { value: inText, ev: r.evidence([first]) };
    const page = r.segs[first.page - 1] ?? [];
    const h = first.bbox[3] - first.bbox[1];
    const nextBox = Math.min(...page.filter((s) => s.bbox[0] > v.label.bbox[2] && sameLine(s, v.label)).map((s) => s.bbox[0]), Infinity);
    const beside = page.filter((s) => s !== first && s.bbox[0] >= first.bbox[2] && s.bbox[0] < nextBox && s.bbox[0] - first.bbox[2] < h * 8 && sameLine(s, first))
      .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
    const iso = beside ? dateOf(beside.text.trim()) : null;
    if (beside && iso) return { value: iso, ev: r.evidence([beside]) };
  }
  return null;
}

/** The country named on a line of the first box of `key` that names one ("Country: KR - KOREA"), read by `countryOf`. */
export function countryLineOf(r: Reader, key: LogisticsLabelKey, countryOf: (t: string) => string | null): Read<string> | null {
  for (const v of valuesOf(r, key)) {
    for (const l of v.lines) {
      const m = COUNTRY_LINE.exec(l.text.trim());
      const code = m ? countryOf(m[1].trim()) : null;
      if (code) return { value: code, ev: r.evidence([l]) };
    }
  }
  return null;
}

/**
 * A header box of the form that the dictionary does not caption, numbered and naming what it holds in any of its
 * languages ("18. Poids brut / Gross kg", "24. Colis / Packages"): the line under its caption. Item boxes ("35 Gross
 * mass (kg)") are dictionary captions, so never read here.
 */
function numberedBoxValue(r: Reader, names: RegExp): { label: Segment; value: Segment } | null {
  for (const page of r.segs) {
    for (const s of page) {
      if (!BOX_NUMBER_LED.test(s.text) || !names.test(s.text) || captionKeysOf(s.text)) continue;
      const value = lineUnder(page, s, s);
      if (value && !captionKeysOf(value.text)) return { label: s, value };
    }
  }
  return null;
}
/** A caption led by its box number, a letter after the number or not, its dot or not ("18. Poids brut", "4a Colis"). */
const BOX_NUMBER_LED = /^\d{1,2}[a-z]?\.?\s+\p{L}/u;

/** The gross mass of the declaration from a numbered box that names it with its unit ("18. Poids brut / Gross kg"). */
export function grossMassBox(r: Reader): Read<Quantity> | null {
  const box = numberedBoxValue(r, /\b(?:gross|bruto|brutto|brut)\b.*\bkgs?\b/i);
  const q = box ? captionedMass(r, box.value.text, box.label.text) : null;
  return box && q ? { value: q, ev: r.evidence([box.value], 0.9) } : null;
}

/**
 * The count of packages under the total's caption, or of a numbered box naming packages ("24. Colis / Packages"),
 * printed with its kind as a code and a name in brackets ("9 PK (PACKAGES)", "12 CT (CARTONS)").
 */
export function codedPackagesCount(r: Reader): Read<number> | null {
  const box = numberedBoxValue(r, /\b(?:packages|kemasan|colis|packst(?:ü|ue)cke|bultos)\b/i);
  const lines = [...valuesOf(r, 'totalPackages').map((v) => v.lines[0]), ...(box ? [box.value] : [])];
  for (const l of lines) {
    const m = /^(\d{1,6})\s+[A-Z0-9]{2,3}\s*\(\p{L}[\p{L} ]*\)$/u.exec(l.text.trim());
    if (m) return { value: Number(m[1]), ev: r.evidence([l]) };
  }
  return null;
}

/**
 * A date captioned at the end of a line of other text ("Released 12 May 2026 14:20   Date of clearance: 12.05.2026"):
 * the date after the last colon, when the words before it, up to a few, are a date's caption.
 */
export function dateAfterCaption(r: Reader, dateOf: (t: string) => string | null): Read<string> | null {
  for (const s of r.segs.flat()) {
    const colon = s.text.lastIndexOf(':');
    if (colon < 0) continue;
    const iso = dateOf(s.text.slice(colon + 1).trim());
    if (!iso) continue;
    const words = s.text.slice(0, colon).trim().split(/\s+/);
    for (let n = 1; n <= Math.min(6, words.length); n++) {
      if (captionKeysOf(words.slice(-n).join(' '))?.has('date')) return { value: iso, ev: r.evidence([s]) };
    }
  }
  return null;
}
