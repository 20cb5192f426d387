/**
 * What a B/L's party boxes and goods totals print past the label index's reading: a party's phone or e-mail printed
 * beside its last line as a run of its own, and the total of goods counted in units (vehicles and machines shipped
 * unpacked on a Ro/Ro bill of lading).
 */
import { packageType } from '../parse/quantities.ts';
import type { ValueLines } from './locate.ts';
import type { Read, Reader } from './reader.ts';
import type { Segment } from './segments.ts';
import type { TotalsRead } from './table.ts';

/** A phone after its caption ("TEL +44 20 7946 0018", "T: 0049 40 300 11", "Ph. (02) 9876 5432"), or an e-mail address. */
const CONTACT = /^(?:(?:tel(?:ephone)?|phone|ph|fax|mobile|mob|[tfm])\.?\s*[:.]?\s*(?:\+|00|\()?\d[\d ()./-]{5,18}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)$/i;

/**
 * The party's lines with the contact printed beside one of them, a wide gap apart on its line ("VAT GB123456789
 * TEL +44 20 7946 0018"): a segment of its own, which a value read down a box's left edge leaves out. Only a phone or
 * an e-mail address starting within a few characters of the line's end joins it; anything else there may be the
 * next box's.
 */
export function withContactBeside(r: Reader, located: ValueLines | null): ValueLines | null {
  if (!located) return located;
  let joined = false;
  const lines = located.lines.map((l) => {
    const h = l.bbox[3] - l.bbox[1];
    const beside = (r.segs[l.page - 1] ?? []).find((s) => s !== l && s.bbox[0] > l.bbox[2] && s.bbox[0] - l.bbox[2] < h * 3
      && Math.min(s.bbox[3], l.bbox[3]) - Math.max(s.bbox[1], l.bbox[1]) > h * 0.5 && CONTACT.test(s.text.trim()));
    if (!beside) return l;
    joined = true;
    const both: Segment = { ...l, text: `${l.text}  ${beside.text}`, bbox: [l.bbox[0], Math.min(l.bbox[1], beside.bbox[1]), beside.bbox[2], Math.max(l.bbox[3], beside.bbox[3])] };
    return both;
  });
  return joined ? { ...located, lines } : located;
}

/**
 * The total of packages a goods table's totals line prints in units ("TOTAL: 6 UNITS"), where every goods line counts
 * its packages in units: units are no packages elsewhere (a count of pieces), but here they are what is shipped.
 */
export function unitsTotal(r: Reader, totals: TotalsRead[]): Read<number> | null {
  const goods = (r.result().data as { goods?: Array<{ packages?: { type?: string | null } | null } | undefined> }).goods ?? [];
  if (!goods.length || goods.some((g) => packageType(g?.packages?.type ?? '') !== 'unit')) return null;
  for (const t of totals) {
    const m = /(?<![\d.,])(\d{1,5})\s*units?\b/i.exec(t.text);
    if (m) return { value: Number(m[1]), ev: r.evidence([t.seg], 0.9) };
  }
  return null;
}
