/**
 * The shipper's and consignee's boxes of an air waybill: a box's lines may hold more than one part apart on one
 * line ("VAT BE0462881375      +32 4 234 9910"), and a tax id on a line of its own, captioned or not ("TIN
 * 0004417283").
 */
import type { Party } from '../parse/index.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { locateAll, type ValueLines } from './locate.ts';
import { isCaption } from './captions.ts';
import { segmentRightOf, type Read, type Reader } from './reader.ts';
import { pageOf, type Segment } from './segments.ts';
import { partyWithTaxId, taxIdPart } from './party-tax-id.ts';

/**
 * A value line with the segments printed on its own line right after it, a few characters apart (a phone set off
 * from the tax id before it): the party's line as one text. A caption there is the next box's, no part of it.
 */
function withLineTail(page: Segment[], line: Segment): Segment {
  let out = line;
  for (;;) {
    const h = out.bbox[3] - out.bbox[1];
    const next = segmentRightOf(page, out, h * 2.5);
    if (!next || isCaption(next)) return out;
    out = { ...out, text: `${out.text}  ${next.text}`, bbox: [out.bbox[0], Math.min(out.bbox[1], next.bbox[1]), next.bbox[2], Math.max(out.bbox[3], next.bbox[3])] };
  }
}

/**
 * The notice an air waybill prints in the box beside the shipper's ("Not Negotiable"): never the party's value. A
 * text layer's type sizes tell it for the next box's heading; OCR box heights do not.
 */
const FORM_NOTICE = /^(?:not|non)[- ]?negotiable$/i;

/** The caption's first neighbour that is not the form's notice (right of it first, then under it). */
export function awbPartyValue(r: Reader, key: LogisticsLabelKey): ValueLines | null {
  return locateAll(r.segs, key).find((v) => !FORM_NOTICE.test(v.lines[0]?.text.trim() ?? '')) ?? null;
}

/** The party under or beside its caption `key`, each line with its tail, and its tax id out of its address alone. */
export function awbParty(r: Reader, key: LogisticsLabelKey, located: ValueLines | null = awbPartyValue(r, key)): Read<Party> | null {
  if (!located) return null;
  const page = pageOf(r.segs, located.label) ?? [];
  const lines = located.position === 'below' ? located.lines.map((l) => withLineTail(page, l)) : located.lines;
  const party = partyWithTaxId(r, key, taxIdPart, { located: { ...located, lines }, printed: false });
  if (!party || party.value.taxId) return party;
  // A line led by the id's bare caption ("VAT 123456789-0000  Tel …") is dropped whole by the party parser as a
  // contact line: the id is read off the line as the address's parts are.
  const id = lines.slice(1).map((l) => taxIdPart(l.text.trim())?.id).find(Boolean);
  return id ? { ...party, value: { ...party.value, taxId: id } } : party;
}
