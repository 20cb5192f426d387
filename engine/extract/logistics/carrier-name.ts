/**
 * The carrier's name as read, made the name the document gives the carrier in full: a company named with the
 * brand it trades under ("CALDERWOOD MARITIME SDN. BHD. (OPERATING AS KESTREL EXPRESS)") is the carrier under that
 * brand, and a name signed short ("HALCYON SHIPPING CORP. as Carrier") is printed in full elsewhere (its
 * letterhead: "HALCYON SHIPPING CORPORATION").
 *
 * carrier.name is the carrier's name (DOCUMENT-TYPES.md: `carrier { name, scac }`), which does not say which of
 * the two names of a company trading under a brand it is. The brand is kept: it is the name the document prints as
 * the carrier's, the one the shipper deals with and sees on the carrier's other papers; the operating company is
 * the legal entity behind it, which the document names only in passing.
 */
import type { Segment } from './segments.ts';

const TRADING_AS = /^.+?\s*[(,-]?\s*\b(?:operating|trading)\s+as\s+(.+?)\)?\s*$/i;

/** Abbreviated legal forms and their full spelling. */
const SPELLED: Array<[RegExp, string]> = [
  [/\bcorp\.?$/i, 'corporation'], [/\bco\.?$/i, 'company'], [/\bltd\.?$/i, 'limited'], [/\binc\.?$/i, 'incorporated'],
];

export function carrierNameInFull(name: string, pages: Segment[][]): string {
  const brand = TRADING_AS.exec(name)?.[1]?.trim();
  if (brand && /\p{L}{2}/u.test(brand)) return brand;
  for (const [abbr, full] of SPELLED) {
    if (!abbr.test(name)) continue;
    const want = name.replace(abbr, full).toLowerCase();
    const seg = pages.flat().find((s) => s.text.trim().toLowerCase() === want);
    if (seg) return seg.text.trim();
  }
  return name;
}
