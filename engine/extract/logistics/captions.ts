/**
 * Caption reading: whether a segment's text is a known label as printed on forms (with a box number, a
 * possessive, a qualifier in parentheses, in two languages either side of a slash, led out by dots), or a label
 * followed by its value in the same segment ("Label: value", "Label ..... value", "Certificate No. C2633"), or
 * a phrase shaped like a caption. locate.ts reads values beside and under what this finds.
 */
import type { LogisticsLabelKey } from './labels.ts';
import { labelKeysOf, normLabel } from './label-lookup.ts';
import type { Segment } from './segments.ts';
import { editDistance, fold } from '../parse/text.ts';
import { isCaptionWord } from '../ocr-captions.ts';

/**
 * Printed captions carry more than the label: a box number ("2 Consignor/Exporter", "1. Exporter"), a
 * possessive ("Shipper's Name and Address"), a parenthetical qualifier ("Consignee (if To Order so indicate)",
 * "Airport of Departure (Addr. of First Carrier) and Requested Routing"). The label keys of such a caption,
 * tried after the exact text (labelKeysOf), or null. A caption is short: longer texts are never read so.
 */
export function captionKeysOf(text: string): ReadonlySet<LogisticsLabelKey> | null {
  // Extractors ask about the same segment texts many times (a customs form's boxes once per field): answers are
  // kept, bounded.
  let keys = captionKeysMemo.get(text);
  if (keys !== undefined) return keys;
  keys = plainCaptionKeysOf(text) ?? (text.length > CAPTION_MAX_CHARS ? null : bilingualKeysOf(withoutBoxNumber(text))) ?? captionHeadKeys(text) ?? translatedKeys(text);
  if (captionKeysMemo.size >= 20_000) captionKeysMemo.clear();
  captionKeysMemo.set(text, keys);
  return keys;
}
const captionKeysMemo = new Map<string, ReadonlySet<LogisticsLabelKey> | null>();

/**
 * A caption run together with its translation, printed after it in a lighter type and read on a scan as one line
 * ("8 Alici Consignee", "42 Kalem fiyati Item price", "31 Kaplar ve esyanin tanimi Packages and description"): the
 * caption's keys, when the words after it caption the same field, or are a phrase of caption words that captions
 * no other field (a translation the dictionaries lack). A value after a caption holds figures, or words
 * that are no caption words.
 */
function translatedKeys(text: string): ReadonlySet<LogisticsLabelKey> | null {
  if (text.length > CAPTION_MAX_CHARS) return null;
  const caption = withoutBoxNumber(text);
  if (/\d/.test(caption)) return null;
  const words = caption.trim().split(/\s+/);
  if (words.length < 2 || words.length > 10) return null;
  for (let k = words.length - 1; k >= 1; k--) {
    const head = words.slice(0, k).join(' '), tail = words.slice(k).join(' ');
    const hk = labelKeysOf(head) ?? (head.includes('/') ? bilingualKeysOf(head) : null);
    if (!hk) continue;
    const tk = labelKeysOf(tail);
    if (tk) {
      const both = new Set([...hk].filter((key) => tk.has(key)));
      if (both.size) return both;
      continue;
    }
    const tailWords = normLabel(tail).split(' ');
    // A translation the dictionaries lack is a phrase of caption words about a linking word ("Packages and
    // description"), started by a capital and in small letters (a value is printed in capitals); two words side by
    // side ("Date Pieces") are two column captions run together as often.
    const linked = tailWords.slice(1, -1).some((w) => TRANSLATION_LINKS.has(w));
    if (tailWords.length >= 3 && tailWords.length <= 4 && linked && /^\p{Lu}\p{Ll}/u.test(tail) && !TRANSLATION_LINKS.has(tailWords[0])
      && !TRANSLATION_LINKS.has(tailWords[tailWords.length - 1])
      && tailWords.every((w) => TRANSLATION_LINKS.has(w) || isCaptionWord(fold(w)))) return hk;
  }
  return null;
}
const TRANSLATION_LINKS = new Set(['of', 'and', 'or', 'to', 'in', 'for', 'by', 'the']);

const NAMED_NUMBER = /^[\p{L} .]{2,24}?\b(?:no|nr|number|ref)\.?\s+\(([^()]*\b(?:no|nr|number)\.?)\)$/iu;

/**
 * A long caption whose head is a known caption followed by a qualifier in parentheses or by a sentence of small
 * print ("Consignee (negotiable only if consigned 'to order' …)", "Place of Receipt. Applicable only when document
 * used as Multimodal Transport B/L"): that caption. The head is a few words, and no value follows it.
 */
function captionHeadKeys(text: string): ReadonlySet<LogisticsLabelKey> | null {
  if (text.length <= 12 || /:\s*\S/.test(text)) return null;
  const m = /^(.{3,40}?)(?:(\s+\()|\.\s+(?=\p{Lu}\p{Ll}))/u.exec(withoutBoxNumber(text));
  if (!m || /\d/.test(m[1]) || m[1].split(/\s+/).length > 5) return null;
  // A qualifier in parentheses closes the caption; words after it make a sentence ("Shipper (as named above) agrees …").
  if (m[2] && !text.trimEnd().endsWith(')')) return null;
  return plainCaptionKeysOf(m[1].trim());
}

/** captionKeysOf without reading the halves of a slashed (bilingual) caption apart. */
function plainCaptionKeysOf(text: string): ReadonlySet<LogisticsLabelKey> | null {
  const exact = labelKeysOf(text);
  if (exact) return exact;
  // A dictionary caption longer than captions run (EUR.1 box 4's) after its box number: as exact as the caption alone.
  const boxed = text.length > CAPTION_MAX_CHARS ? withoutBoxNumber(text) : text;
  if (boxed !== text) return labelKeysOf(boxed);
  if (text.length > CAPTION_MAX_CHARS || !/[A-Za-z\u00C0-\u024F]/.test(text)) return null;
  const seen = new Set<string>([text]);
  const tryText = (t: string): ReadonlySet<LogisticsLabelKey> | null => {
    t = t.replace(/\s+/g, ' ').trim();
    if (!t || seen.has(t)) return null;
    seen.add(t);
    return labelKeysOf(t);
  };
  const unboxed = withoutBoxNumber(text);
  // A possessive ("Shipper's") or an optional plural ("Flight(s)", "Container(s)") reads as the word itself.
  const plain = unboxed.replace(/(\p{L})['’]s(?=\s|$)/gu, '$1').replace(/(\p{L})\((?:e?s)\)(?=[\s/]|$)/giu, '$1');
  const open = plain.search(/\s\(/);
  let parenless: string | null = null;
  let head: string | null = null;
  if (open > 0) {
    parenless = plain.replace(/\s\([^()]*\)/g, ' ');
    // "Label (qualifier) and more words": the label before the qualifier, when what follows is a few words.
    const tail = plain.slice(plain.lastIndexOf(')') + 1).trim();
    if (plain.lastIndexOf(')') > open && !/\d/.test(tail) && tail.split(/\s+/).filter(Boolean).length <= 4) head = plain.slice(0, open);
  }
  for (const t of [unboxed, plain, parenless, head]) {
    const keys = t === null ? null : tryText(t);
    if (keys) return keys;
  }
  // A generic number caption that names its document in parentheses ("Document No. (B/L No.)"): the document's.
  const named = NAMED_NUMBER.exec(plain);
  const inner = named ? tryText(named[1]) : null;
  if (inner) return inner;
  // A possessive whose apostrophe OCR lost ("Shippers Name and Address"): the first word without its "s".
  const lost = LOST_POSSESSIVE.exec(parenless ?? plain);
  const keys = lost ? tryText(`${lost[1]}${lost[2]}`) : null;
  return keys ?? numberedContainerKeys(unboxed, tryText);
}

const LOST_POSSESSIVE = /^(\p{L}{3,})s(\s+\p{L}.*)$/u;

/**
 * Containers listed one caption each, numbered after the word ("Container 1 / Seal", "Container 2 / Seal",
 * "Cntr #2"): the caption without its number. Only a containers caption so reads: elsewhere a number after a
 * caption's word may be its value ("Page 2").
 */
function numberedContainerKeys(text: string, tryText: (t: string) => ReadonlySet<LogisticsLabelKey> | null): ReadonlySet<LogisticsLabelKey> | null {
  const m = NUMBERED_CAPTION.exec(text);
  const keys = m ? tryText(`${m[1]}${text.slice(m[0].length)}`) : null;
  return keys?.has('containers') ? keys : null;
}

/** A caption's first word with a list number after it, before a slash or the end. */
export const NUMBERED_CAPTION = /^(\p{L}{3,})\s+(?:no\.?\s*)?#?\d{1,2}(?=\s*(?:\/|$))/u;

/**
 * A caption printed in two languages, the local one first and English after a slash ("Nadawca / Shipper",
 * "1. İhracatçı / Consignor (Exporter)", "Liberar para / Release to"): the keys of every half that is a caption,
 * together. A half with a digit means a value ("ALIAGA / IZMIR 35800"), and so does a text whose only known half is
 * a short word ("ROTTERDAM / DE"): null then.
 */
function bilingualKeysOf(text: string): ReadonlySet<LogisticsLabelKey> | null {
  return bilingualRead(text)?.keys ?? null;
}

/** Which halves of a slashed caption are captions: their keys together, the index of the only one that is (-1 when more are), and how many halves. */
interface BilingualRead { keys: ReadonlySet<LogisticsLabelKey>; only: number; parts: number }

const bilingualMemo = new Map<string, BilingualRead | null>();

/** Forget the kept readings of slashed captions (clearLabelMemo, at the start of each document). */
export function clearBilingualMemo(): void {
  bilingualMemo.clear();
}

function bilingualRead(text: string): BilingualRead | null {
  const hit = bilingualMemo.get(text);
  if (hit !== undefined) return hit;
  let out: BilingualRead | null = null;
  // A slash inside a qualifier in parentheses ("Kontit / Containers (sinetti / seal)") parts no halves.
  const parts = splitOutsideParens(text);
  const dashed = dashedHalves(text);
  // A colon inside a half ("Country of destination / Varis ülkesi: KENYA") starts a value: no caption.
  if (dashed) {
    // Its halves name the same fields in two languages: a slash in the value ("W61234 / 7.3.2026" under "Járat /
    // nap - Flight / date") parts those fields, not the languages, whichever half is known.
    const known = knownHalves(dashed);
    out = known && { ...known, only: -1 };
  } else if (parts.length >= 2 && parts.length <= 3 && !parts.some((p) => !p.trim() || /\d/.test(p) || /:\s*\S/.test(p))) {
    const keys = new Set<LogisticsLabelKey>();
    let only = -1;
    let matched = 0;
    // A short half ("No.", "To") names nothing beside a longer one, and two short halves in capitals are codes
    // ("DE / NL", "CY / CY"); two short words in lower case are the caption ("Cél / To").
    const shortPair = /\p{Ll}/u.test(text) && parts.every((p) => normLabel(p).length < 4);
    parts.forEach((p, i) => {
      if (normLabel(p).length < 4 && !shortPair) return;
      const k = captionKeysOf(p.trim());
      if (!k) return;
      matched++;
      only = i;
      for (const key of k) keys.add(key);
    });
    if (matched) out = { keys, only: matched === 1 ? only : -1, parts: parts.length };
  } else if (parts.length === 4 && !parts.some((p) => !p.trim() || /\d/.test(p) || /:\s*\S/.test(p))) {
    // A two-field caption in two languages ("Kontener / plomba / Container / seal"): a slashed caption in each, read
    // as two halves.
    out = halvesRead(parts);
  }
  if (bilingualMemo.size >= 5_000) bilingualMemo.clear();
  bilingualMemo.set(text, out);
  return out;
}

/** A four-part caption's two halves ("A / B" and "C / D"), each read as a slashed caption. */
function halvesRead(parts: string[]): BilingualRead | null {
  return knownHalves([`${parts[0]} / ${parts[1]}`, `${parts[2]} / ${parts[3]}`]);
}

/**
 * A two-field caption in two languages parted by a spaced dash, each language's fields by a slash ("Vol / date -
 * Flight / date"): its two halves; null for any other text (a figure means a value).
 */
function dashedHalves(text: string): string[] | null {
  const halves = text.split(/\s+[-\u2013]\s+/);
  return halves.length === 2 && halves.every((h) => /\S\s*\/\s*\S/.test(h)) && !/\d/.test(text) ? halves : null;
}

/** The keys of a caption's halves, each read as a caption of its own. */
function knownHalves(texts: string[]): BilingualRead | null {
  const halves = texts.map((h) => captionKeysOf(h));
  const known = halves.filter((k): k is ReadonlySet<LogisticsLabelKey> => !!k);
  if (!known.length) return null;
  return { keys: new Set(known.flatMap((k) => [...k])), only: known.length === 1 ? halves.findIndex((k) => !!k) : -1, parts: 2 };
}

/** A slash between the halves of a caption, spaced on one side at least ("Nadawca / Shipper"; not "B/L"). */
export const BILINGUAL_SLASH = /\s+\/\s*|\s*\/\s+/;

/** The halves of a slashed caption, a parenthesised qualifier kept whole in its half. */
function splitOutsideParens(text: string): string[] {
  if (!/\([^()]*\/[^()]*\)/.test(text)) return text.split(BILINGUAL_SLASH);
  const held = text.replace(/\([^()]*\)/g, (m) => m.replace(/\//g, '\u0000'));
  return held.split(BILINGUAL_SLASH).map((p) => p.replace(/\u0000/g, '/'));
}

/**
 * Of a slashed caption of which only one half is a known caption ("BOOKING No. / EXPORT REFERENCES"): which half
 * that is, and how many halves; null for any other caption (a plain one, or a translated one: both halves known).
 */
export function soleKnownHalf(caption: string): { only: number; parts: number } | null {
  if (plainCaptionKeysOf(caption)) return null;
  const read = bilingualRead(withoutBoxNumber(caption));
  return read && read.only >= 0 ? read : null;
}

/**
 * Of a two-field caption in two languages ("Transportmiddel / transportdokument / Means / document"): which of its
 * two fields `key` is, read in either language, the value printing the fields in that order ("ABC 123 / CMR 456");
 * null for any other caption, or where `key` is neither field or both.
 */
export function pairedFieldOf(caption: string, key: LogisticsLabelKey): { only: number; parts: number } | null {
  const parts = splitOutsideParens(withoutBoxNumber(caption));
  if (parts.length !== 4 || parts.some((p) => !p.trim() || /\d/.test(p))) return null;
  const has = (i: number): boolean => !!captionKeysOf(parts[i].trim())?.has(key);
  const first = has(0) || has(2);
  const second = has(1) || has(3);
  return first === second ? null : { only: first ? 0 : 1, parts: 2 };
}

const CAPTION_MAX_CHARS = 90;

/**
 * IATA forms print each box's Resolution 600a number in parentheses, one or several ("(2) Shipper's Name",
 * "(19A)(19B) Requested Flight/Date"), electronic receipts in square brackets ("[03] Consignee"): never a count.
 * A scan may lose the closing bracket before the space ("(24B Executed on"): the opening one still says box number.
 */
const PAREN_BOX_NUMBERS = /^\s*(?:(?:\(\d{1,2}[A-Za-z]?(?:\)|(?=\s))|\[\d{1,2}[A-Za-z]?\])\s*)+(?=[A-Za-z\u00C0-\u024F])/;
/** Two box numbers leading a caption that spans both boxes: "25 / 26 Mode of transport". */
const BOX_PAIR = /^\s*\d{1,2}\s*\/\s*\d{1,2}\s+(?=[A-Za-z\u00C0-\u024F])/;

/**
 * The text without a leading box number ("2 Consignor", "1. Exporter", "14a) Declarant") or pair of box numbers
 * for a caption spanning two boxes ("25 / 26 Mode of transport"). A bare number before one upper-case word
 * ("1 CONTAINER") is a count, not a box number: kept.
 */
function withoutBoxNumber(text: string): string {
  const boxed = PAREN_BOX_NUMBERS.exec(text) ?? BOX_PAIR.exec(text);
  if (boxed) return text.slice(boxed[0].length);
  const m = /^\s*\d{1,2}[A-Za-z]?([.)]?)\s*(?=[A-Za-z\u00C0-\u024F])/.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  if (m[1] || m[0].trimEnd() !== m[0] && (normLabel(rest).includes(' ') || rest !== rest.toUpperCase())) return rest;
  return text;
}

/** How a segment reads as a label: as a whole caption, or as a label followed by its value in the same segment. */
interface SegmentCaption {
  whole: ReadonlySet<LogisticsLabelKey> | null;
  inline: { keys: ReadonlySet<LogisticsLabelKey>; at: number } | null;
}

const captionMemo = new WeakMap<Segment, SegmentCaption>();

export function captionOf(s: Segment): SegmentCaption {
  let c = captionMemo.get(s);
  if (!c) {
    c = readCaption(s.text);
    // OCR loses the spaces about a bilingual caption's slash ("Shipper/Chargeur"), which a text layer keeps; read
    // so only on OCR lines, where a slash between two words is seldom a value's ("B/L" and "A/C" have short halves).
    if (!c.whole && !c.inline && s.source === 'ocr' && UNSPACED_SLASH.test(s.text)) {
      const whole = captionKeysOf(s.text.replace(UNSPACED_SLASHES, ' / '));
      if (whole) c = { whole, inline: null };
    }
    captionMemo.set(s, c);
  }
  return c;
}

const UNSPACED_SLASH = /(?<=\p{L}{3})\/(?=\p{L}{3})/u;
const UNSPACED_SLASHES = new RegExp(UNSPACED_SLASH.source, 'gu');

/** The most words a "Label value" segment (no colon) has, and the most its label has. */
const SPACED_MAX_WORDS = 10;
const SPACED_LABEL_WORDS = 6;

function readCaption(text: string): SegmentCaption {
  const led = leaderCaption(text);
  if (led) return led;
  const whole = captionKeysOf(text);
  const colon = text.indexOf(':');
  if (colon > 0 && colon < text.length - 1 && text.slice(colon + 1).trim()) {
    const keys = captionKeysOf(text.slice(0, colon));
    if (keys) return { whole, inline: { keys, at: colon + 1 } };
  }
  if (whole || colon >= 0) return { whole, inline: null };
  const spaced = spacedLabel(text);
  // "25 Mode of transport at border": the label matched only part of the caption; the rest of it is no value.
  if (spaced && CAPTION_TAIL.test(text.slice(spaced.at).trim())) return { whole: spaced.keys, inline: null };
  // "Agente emisor, ciudad": lower-case words after a comma list the caption's further items (name, city).
  if (spaced && text.slice(0, spaced.at).trimEnd().endsWith(',') && CAPTION_ITEMS.test(text.slice(spaced.at).trim())) return { whole: spaced.keys, inline: null };
  return { whole, inline: spaced };
}

/**
 * A run of leader dots or underscores ("VESSEL......:", "Port of Loading .... :", "Date ____") ends the caption:
 * the run (and a colon after it) belongs to the caption, what follows is the value.
 */
const LEADER = /\s*(?:[._\u2026\u00b7]\s*){3,}:?\s*/;

/** A caption led out by dots or underscores, with or without its value in the same segment; null when the text has no leader or the part before it is no label. */
function leaderCaption(text: string): SegmentCaption | null {
  const m = LEADER.exec(text);
  if (!m || m.index === 0) return null;
  const keys = captionKeysOf(text.slice(0, m.index));
  if (!keys) return null;
  const at = m.index + m[0].length;
  return at < text.length && /[\p{L}\p{N}]/u.test(text.slice(at)) ? { whole: null, inline: { keys, at } } : { whole: keys, inline: null };
}

/**
 * Leader dots or underscores before a value ("Vessel: ...... CAPE ARAXOS"), or all of a segment, and a colon
 * printed apart from its caption (": PL-26-0392" beside "Invoice No", "Vessel ....... : CARIB VOYAGER"): no part of the value.
 */
export const stripLeader = (t: string): string => t.replace(/^(?:(?:[._\u2026\u00b7]\s*){3,}:?|:)\s*/, '');

/** The rest of a caption after the part read as a label ("at border", "of the goods"): lower-case words led by a connective. */
const CAPTION_TAIL = /^(?:at|of|and|or|for|to|by|in|on|from|per|the|if|with)(?:\s+[\p{Ll}][\p{Ll}'’.-]*)*$/u;
/** A caption's further items after a comma: lower-case words, no figure ("city", "name and address"). */
const CAPTION_ITEMS = /^\p{Ll}[\p{Ll}'’.-]*(?:\s+\p{Ll}[\p{Ll}'’.-]*){0,3}$/u;
/** Words a caption ends in: an identifier's ("Our ref.", "Customer No.", "Invoice Date") or a signatory's ("… or its Agent"). */
const CAPTION_END = /\S\s+(?:ref|reference|no|nr|nos|number|date|or (?:its|his|her|their) agents?)\.?\)?\s*:?$/i;
const SQUARE_BOX_NUMBER = /^\s*\[\d{1,2}[A-Za-z]?\]\s*\p{L}/u;
/** What a signature or stamp box prints under or beside its line ("Signature of Issuing Carrier or its Agent"). */
const CAPTION_START = /^(?:signature|stamp|seal|signed)\s+(?:of|by|and)\b/i;

/**
 * A signature box's caption as a scan's small print comes out ("Signatue suing Carers", "Sinaturef luing Ca",
 * "Signature f ing a"): led by a word within two letters of "signature", followed by a few more words. No value
 * of a form starts so; read as one, the caption becomes the place or the name beside it. Read so on OCR text
 * only: a text layer spells its captions right, and there "Signatory John Smith" is a value.
 */
function garbledSignature(t: string): boolean {
  const m = /^(\p{L}{7,10})\s+\S/u.exec(t);
  return !!m && t.split(/\s+/).length <= 8 && editDistance(m[1].toLowerCase(), 'signature', 2) <= 2;
}

/**
 * Whether a text reads as a caption rather than a value: a known label of any field, or a phrase shaped like
 * one ("Our ref.", "Signature of Shipper or his Agent"). Texts with a digit are values. `ocr`: the text comes
 * from a scan, where a garbled signature caption counts as well (garbledSignature).
 */
export function looksLikeCaption(text: string, ocr = false): boolean {
  return captionPhrase(text, ocr) || captionKeysOf(text.trim()) !== null;
}

/**
 * A text shaped like a caption, known or not: led by a signature word, or ending in an identifier's or
 * signatory's word; on OCR text (`ocr`) also a garbled signature caption.
 */
function captionPhrase(text: string, ocr = false): boolean {
  const t = text.trim().replace(PAREN_BOX_NUMBERS, '');
  if (!t || t.length > CAPTION_MAX_CHARS || /\d/.test(t)) return false;
  // A box number in square brackets marks what follows as its box's caption, known or not ("[09] Wt-Val / Other").
  return CAPTION_START.test(t) || CAPTION_END.test(t) || SQUARE_BOX_NUMBER.test(text) || (ocr && garbledSignature(t));
}

/**
 * "Certificate No. C263301A0012/00045": a label and its value separated by a space only. Read so only in a
 * short segment, when the label is specific (two words or more, or one word before a value with a digit),
 * and the value is no label itself.
 */
function spacedLabel(text: string): SegmentCaption['inline'] {
  if (text.length > CAPTION_MAX_CHARS) return null;
  const words = [...text.matchAll(/\S+/g)];
  if (words.length < 2 || words.length > SPACED_MAX_WORDS) return null;
  for (let k = Math.min(SPACED_LABEL_WORDS, words.length - 1); k >= 1; k--) {
    const at = words[k].index!;
    const label = text.slice(0, at).trim();
    const keys = captionKeysOf(label);
    if (!keys) continue;
    const value = text.slice(at).trim();
    const labelWords = normLabel(withoutBoxNumber(label)).split(' ').length;
    if (labelWords < 2 && !(/\d/.test(value) && normLabel(label).length >= 3)) return null;
    if (captionKeysOf(value) || !/[A-Za-z0-9]/.test(value)) return null;
    return { keys, at };
  }
  return null;
}

/** A known label of any field, read as a whole caption. */
export const isLabel = (s: Segment): boolean => captionOf(s).whole !== null;
/** A known label, or a text shaped like a caption: never a value. */
export const isCaption = (s: Segment): boolean => isLabel(s) || captionPhrase(s.text, s.source === 'ocr');
