/**
 * Letterheads: the top of page 1, above the first captioned box, where the sender prints its name, address and
 * contacts. Finds that area, reads a letterhead's lines as a party, and finds the issuer a carrier's document
 * (B/L, sea waybill, delivery order) names there, with the carrier it gives where no caption names one.
 */
import type { ExtractContext } from '../context.ts';
import { parseParty, type Party } from '../parse/index.ts';
import { joinWrappedName, type Read, type Reader } from './reader.ts';
import { labelKeysOf } from './label-lookup.ts';
import type { Segment } from './segments.ts';
import { ruledBetween } from './locate.ts';
import { ISSUER_WORD } from './transport-fields.ts';

/**
 * The top of page 1, where a letterhead prints: the page, its captions (`isCaption`), where the first of them
 * starts (`firstBox`: at most `depth` of the page's height down) and the size of its body text (the median).
 */
export interface LetterheadArea { page: Segment[]; captions: Segment[]; firstBox: number; body: number }

export function letterheadArea(r: Reader, ctx: ExtractContext, depth: number, isCaption: (s: Segment) => boolean): LetterheadArea | null {
  const page = r.segs[0] ?? [];
  if (!page.length) return null;
  const height = ctx.pages[0]?.height ?? 842;
  const captions = page.filter(isCaption);
  const firstBox = Math.min(height * depth, ...captions.map((s) => s.bbox[1]));
  const sizes = page.map((s) => s.size).sort((a, b) => a - b);
  return { page, captions, firstBox, body: sizes[Math.floor(sizes.length / 2)] };
}

/** A letterhead found: the sender's (issuer's) name, and the lines under it that print its address and contacts. */
export interface Letterhead { name: Segment; lines: Segment[] }

/** How a document type's letterhead lines read as a party. */
export interface LetterheadParts {
  /** Where a line splits into parts ("Am Bahnhof 9 - 74653 Künzelsau - Deutschland", "Tel … | mail@…"). */
  sep: RegExp;
  /** Parts that are no address or contact (registration numbers, agency statements): left out. */
  noise?: { test(part: string): boolean };
  /** A name wrapped under itself in a smaller face ("VAN DER MEULEN" / "Kaasexport B.V.") is joined back. */
  joinWrapped?: boolean;
  /** What is cut off the end of the name. */
  nameTail?: RegExp;
}

/** The party a letterhead names: its name, and its address, phone and e-mail from the parts of the lines under it. */
export function letterheadParty(r: Reader, head: Letterhead | null, how: LetterheadParts): Read<Party> | null {
  if (!head) return null;
  let name = head.name.text.trim();
  if (how.nameTail) name = name.replace(how.nameTail, '');
  let rest = head.lines;
  if (how.joinWrapped && rest.length && joinWrappedName([name, rest[0].text.trim()]).length === 1) {
    name = `${name} ${rest[0].text.trim()}`;
    rest = rest.slice(1);
  }
  const parts = rest.flatMap((l) => l.text.split(how.sep)).map((t) => t.trim()).filter((t) => t && !how.noise?.test(t));
  const p = parseParty([name, ...parts]);
  return p.name ? { value: p, ev: r.evidence([head.name, ...head.lines], 0.8) } : null;
}

/** What a letterhead prints beside the issuer: the document's title and its qualifiers. */
const TITLE_WORDS = /\b(?:bill\s+of\s+lading|delivery\s+order|perintah\s+penghantaran|release\s+order|cargo\s+release|waybill|b\/l|negotiable|original|copy|combined\s+transport|multimodal|port\s+to\s+port|document|page|shipment|title)\b/i;

/**
 * The issuer named in the letterhead: with no "Carrier" caption, a B/L or sea waybill is issued by the company
 * printed at the top of page 1, above the first box (for a house B/L the NVOCC). A name with a legal form or a
 * carrier's word ("Line", "Shipping", "Logistics") wins, the largest first; otherwise the largest text, when it is
 * printed larger than the page's body text. Titles, captions and address lines are none.
 */
export function letterheadCarrier(r: Reader, ctx: ExtractContext): Read<string> | null {
  const head = issuerLetterhead(r, ctx);
  return head ? { value: head.name.text.trim().replace(ISSUER_NAME_TAIL, ''), ev: r.evidence([head.name], 0.8) } : null;
}

/**
 * A company registration number printed in brackets after the name ("… SDN BHD (199001012345)", "(123456-A)"): no
 * part of the name.
 */
const COMPANY_NO = String.raw`\s*\(\d[\d-]{4,}[A-Z]?\)`;
const COMPANY_NO_TAIL = new RegExp(String.raw`${COMPANY_NO}\s*$`);
/** Separators and spaces a letterhead prints after the issuer's name, and its registration number: no part of it. */
const ISSUER_NAME_TAIL = new RegExp(String.raw`(?:${COMPANY_NO})?[\s,;|-]*$`);

/**
 * The issuer's name segment in the letterhead, and the letterhead's lines under it, down to the title or first box
 * (or `until`: where a letter's addressee block starts).
 */
export function issuerLetterhead(r: Reader, ctx: ExtractContext, until = Infinity): Letterhead | null {
  const area = letterheadArea(r, ctx, 0.2, (s) => !!(labelKeysOf(s.text) || labelKeysOf(s.text.replace(/\s*\(.*$/, '').replace(/[:.\s]+$/, ''))));
  if (!area) return null;
  const { page, captions, body } = area;
  const firstBox = Math.min(area.firstBox, until - 1);
  const candidates = page.filter((s) => {
    const t = s.text.trim();
    return s.bbox[3] <= firstBox + 1 && /\p{L}{2,}/u.test(t) && t.length <= 70 && (t.replace(COMPANY_NO_TAIL, '').match(/\d/g)?.length ?? 0) <= 2
      && !TITLE_WORDS.test(t) && !captions.includes(s) && !/@|www\.|https?:|\btel\b|\bfax\b/i.test(t);
  });
  const bySize = (a: Segment, b: Segment) => b.size - a.size || a.bbox[1] - b.bbox[1];
  const named = candidates.filter((s) => ISSUER_WORD.test(s.text)).sort(bySize)[0];
  const largest = candidates.filter((s) => s.size >= body * 1.3 && /\p{L}{3,}/u.test(s.text)).sort(bySize)[0];
  const pick = named ?? largest;
  if (!pick) return null;
  const lines: Segment[] = [];
  // The page comes sorted top to bottom, left to right (segmentPages).
  for (const s of page) {
    // A large name's box reaches into the line under it: a line whose middle is under the name's box is below it.
    if (s === pick) continue;
    if ((s.bbox[1] + s.bbox[3]) / 2 < pick.bbox[3]) {
      // An address block printed to the right of the name, from its top line down, is the letterhead's too.
      const beside = s.bbox[0] > pick.bbox[2] + body && s.bbox[1] >= pick.bbox[1] - body;
      if (beside && s.bbox[3] <= firstBox + 1 && !TITLE_WORDS.test(s.text) && !captions.includes(s)) lines.push(s);
      continue;
    }
    // The document's title printed right of the name ("DELIVERY ORDER" under a local-language one) ends nothing.
    if (TITLE_WORDS.test(s.text) && s.bbox[0] > pick.bbox[2] && s.bbox[3] <= firstBox + 1) continue;
    if (s.bbox[3] > firstBox + 1 || TITLE_WORDS.test(s.text) || captions.includes(s)) break;
    // A rule under the letterhead's lines, over the name's column, ends it: the title under it may be in a language
    // TITLE_WORDS lacks. A box beside the letterhead (the document's number) has rules of its own.
    if (lines.length && s.bbox[0] < pick.bbox[2] && ruledBetween(page, lines[lines.length - 1], s)) break;
    lines.push(s);
  }
  return { name: pick, lines };
}

/**
 * How the issuer's letterhead reads as a party (a delivery order issued by an agent): each line's parts split at
 * " - " or " | ", registration and licence numbers and "As agents for …" statements left out.
 */
export const ISSUER_LETTERHEAD: LetterheadParts = {
  sep: /\s+[-|•·]\s+/,
  // "… AS AGENTS ONLY FOR OCEANIC STAR SHIPPING CO. LTD. - THE CARRIER": the principal's role, no address.
  noise: /\b(?:reg(?:istration)?\.?\s*(?:no\.?)?\s*\d|company\s+no|vat\b|fmc\b|oti\b|nvocc\b|as\s+agents?\b|agents?\s+(?:only\s+)?for\b|on\s+behalf\s+of\b)|^(?:as\s+)?the\s+carrier$/i,
  nameTail: ISSUER_NAME_TAIL,
};
