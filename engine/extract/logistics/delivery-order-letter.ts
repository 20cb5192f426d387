/**
 * Readings of a delivery order written as a letter (a shipping agent's order to a clearing agent or haulier):
 * the addressee block under "To:", the free-storage date given in a sentence, and totals printed as rows of a
 * caption column ("Packages : 1,200 BAGS", "Gross Weight : 24,000 KGS") rather than as total captions.
 */
import { countryFromName, knownPlaceCountry, parseParty, parseWeight, type Party, type Quantity } from '../parse/index.ts';
import { joinWrappedName, type Read, type Reader } from './reader.ts';
import { packagesInText } from './common.ts';
import { lineUnder } from './locate.ts';
import { isCaption } from './captions.ts';
import { headerKind } from './table-header.ts';
import { pageOf, sameLine, valueRightOf, type Segment } from './segments.ts';

/** Words of a terminal or depot an order may be addressed to: a place to collect from, not a party. */
export const FACILITY_WORDS = /\b(?:terminal|depot|cfs|wharf|pier|berth|yard)\b/i;
/** A line addressed to a person or an office ("The Gate Officer", "Attn: Mr …"): no party's name. */
export const PERSON_WORDS = /\b(?:manager|officer|attn|dear|mr|ms)\b/i;

/**
 * The addressee caption of a letter, alone or before the addressee's first line ("To:", "To: ACME HAULIERS"), maybe
 * after its translation and a slash ("Destinataire / To:", "An / To:").
 */
export const TO_CAPTION = /^(?:[^/:\d]{2,30}\/\s*)?to\s*:\s*(.*)$/i;
/** The start of a route's caption ("From: <origin>  To: <destination>"): a "To:" on its line names a place. */
const FROM_CAPTION = /^from\s*:/i;
/** A clause break in a sentence ("…; charges thereafter …"). */
const CLAUSE_BREAK = /;\s*/;
/** A name has a word in it (not only figures or marks). */
const WORDED = /\p{L}{2,}/u;
const TRAILING_COLON = /\s*:$/;

/**
 * The block of lines a letter is addressed to: the lines under the addressee's first line, aligned with it, as long as
 * they keep the block's line pitch (a wider gap starts another paragraph, a copy line, the salutation).
 */
export function addresseeBlock(page: Segment[], first: Segment): Segment[] {
  const lines = [first];
  let pitch = 0;
  for (let last = first; ;) {
    const next = lineUnder(page, first, last);
    if (!next || isCaption(next)) break;
    const step = next.bbox[1] - last.bbox[1];
    if (pitch && step > pitch * 1.3) break;
    pitch ||= step;
    lines.push(next);
    last = next;
  }
  return lines;
}

/** A value that is only a place: a known city or port (before a comma: "<city>, <state>") or a country. */
const placeOnly = (text: string): boolean => knownPlaceCountry(text.split(',')[0]) !== null || countryFromName(text.trim()) !== null;

/**
 * The party a letter-style order is addressed to ("To:" over the haulier's name, address and phone): the party the
 * cargo is released to, where no release caption names one. A party is a name with an address under it: a terminal
 * or an office addressed there ("To: The Gate Officer"), a bare place, and the destination of a route caption on
 * its line ("From: <origin>  To: <destination>") are none.
 */
export function addressedParty(r: Reader): Read<Party> | null {
  for (const page of r.segs) {
    for (const s of page) {
      const m = TO_CAPTION.exec(s.text.trim());
      if (!m || page.some((o) => o !== s && sameLine(s, o) && FROM_CAPTION.test(o.text.trim()))) continue;
      // A caption alone on its line heads the block under it.
      const first = m[1].trim() ? { ...s, text: m[1].trim() } : valueRightOf(page, s) ?? lineUnder(page, s, s);
      if (!first || FACILITY_WORDS.test(first.text) || PERSON_WORDS.test(first.text) || placeOnly(first.text)) continue;
      const lines = addresseeBlock(page, first);
      if (lines.length < 2) continue;
      const p = parseParty(joinWrappedName(lines.map((l) => l.text)));
      if (p.name && WORDED.test(p.name)) return { value: p, ev: r.evidence(lines, 0.85) };
    }
  }
  return null;
}

/**
 * A letter's dateline: the place it is written at, a comma, and the date, maybe after the language's word for "on"
 * ("Hamburg, den 12. März 2026", "Lyon, le 3 mai 2026", "Valencia, 4 de mayo de 2026", "Durban, 12 March 2026").
 */
export const DATELINE = /^\p{Lu}[\p{L} .'-]{1,30},\s*(?:(?:le|den|el|il|am|on)\s+)?(\d.{5,30})$/u;

/** The date of a letter-style order's dateline: its own date where no caption prints one. */
export function datelineDate(r: Reader): Read<string> | null {
  for (const s of r.segs[0] ?? []) {
    const iso = datelineOf(r, s.text);
    if (iso) return { value: iso, ev: r.evidence([s], 0.8) };
  }
  return null;
}

/** The date of `text` read as a dateline: a place, a comma, then a date that reads; null where it is none. */
export function datelineOf(r: Reader, text: string): string | null {
  const m = DATELINE.exec(text.trim());
  return m ? r.parseDate(m[1].trim()) : null;
}

/**
 * The terminal's free storage ending in a sentence ("Free time at the quay ends 4 May 2026; …", "Storage free
 * until 12/03/2026"): the clause that names free storage (or free time) and its end, read to its date.
 * A container's detention or demurrage free time is the line's, not the terminal's: such a clause is passed over.
 */
const FREE_STORAGE = /\b(?:free\s+(?:storage|time|period)|storage\s+(?:is\s+)?free)\b[^.;]*?\b(?:expires?|ends?|until|till|up\s+to)\b\s*(?:on\s+)?(.*)$/i;
const LINE_CHARGES = /\b(?:detention|demurrage)\b/i;

export function freeStorageSentence(r: Reader): Read<string> | null {
  for (const s of r.segs.flat()) {
    // Each clause apart: "…; charges accrue after that …" after the date is another clause.
    for (const clause of s.text.split(CLAUSE_BREAK)) {
      const m = FREE_STORAGE.exec(clause);
      if (!m || LINE_CHARGES.test(clause.slice(0, m.index + m[0].length - m[1].length))) continue;
      const iso = r.parseDate(m[1]);
      if (iso) return { value: iso, ev: r.evidence([s], 0.8) };
    }
  }
  return null;
}

/**
 * The packages and gross weight printed as rows of a caption column ("Packages   :  2,400 BAGS", "Gross Weight  :
 * 48,000.0 KGS"): on an order, which lists no goods rows, they are its totals. Only a value right of its caption on its
 * line, near it or its colon, counts: a column caption of a table has its figures under it, and a figure far off on
 * the line is another column's.
 */
export function captionedTotals(r: Reader): { packages: Read<number> | null; grossWeight: Read<Quantity> | null } {
  let packages: Read<number> | null = null;
  let grossWeight: Read<Quantity> | null = null;
  for (const s of r.segs.flat()) {
    const kind = headerKind(s.text.trim().replace(TRAILING_COLON, ''));
    if (kind !== 'packages' && kind !== 'grossWeight') continue;
    const v = valueRightOf(pageOf(r.segs, s) ?? [], s);
    if (!v || isCaption(v) || headerKind(v.text.trim()) !== null) continue;
    if (kind === 'packages' && !packages) {
      const found = packagesInText(v.text);
      if (found) packages = { value: found.count, ev: r.evidence([v], 0.85) };
    }
    if (kind === 'grossWeight' && !grossWeight) {
      const w = parseWeight(v.text);
      if (w) grossWeight = { value: w, ev: r.evidence([v], 0.85) };
    }
  }
  return { packages, grossWeight };
}
