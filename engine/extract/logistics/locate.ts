/**
 * Label-driven value location over page geometry. A line is cut into segments at wide gaps; a segment that is a
 * known label (whole, or as `Label: value`) takes its value from the segment to its right (label-left forms)
 * or from the lines directly below it (boxed grids, stacked headers). No layout is assumed beyond that.
 */
import type { BBox, Line, PageContent, Rule, Word } from '../../types.ts';
import { CharTrie } from '../parse/char-trie.ts';
import { baseLetters } from '../parse/text.ts';
import { LOGISTICS_LABELS, type LogisticsLabelKey } from './labels.ts';

export interface Segment { page: number; text: string; bbox: BBox; confidence: number; source: 'text' | 'ocr'; line: number; size: number }

export interface ValueLines {
  label: Segment;
  lines: Segment[];
  /** 'above': a caption printed under its value (the signature row of an air waybill), read only when nothing is beside or under it. */
  position: 'inline' | 'right' | 'below' | 'above';
}

// Classification and every logistics extractor normalise the same segment texts: answers are kept, bounded.
const normMemo = new Map<string, string>();

/** Forget the kept answers (at the start of each document: the memo serves repeats within one document). */
export function clearLabelMemo(): void {
  normMemo.clear();
  bilingualMemo.clear();
}

const ASCII = /^[\x00-\x7f]*$/;

/** What normLabel lower-cases and cuts at other characters: no accents, ordinal signs or compatibility forms. */
function unaccented(s: string): string {
  return baseLetters(s.replace(/[º°ª]/g, '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss'));
}

/** Folds a label for comparison: no accents, no punctuation, no ordinal signs, lower case. */
export function normLabel(s: string): string {
  const hit = normMemo.get(s);
  if (hit !== undefined) return hit;
  // ASCII has no accents, ordinal signs or compatibility forms: the Unicode steps would change nothing.
  const base = ASCII.test(s) ? s : unaccented(s);
  const out = base.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  if (normMemo.size >= 20_000) normMemo.clear();
  normMemo.set(s, out);
  return out;
}

// One printed label can mean several things ("Issued by": a carrier on a delivery order, a chamber on a certificate).
const LABEL_INDEX = new Map<string, Set<LogisticsLabelKey>>();
for (const [key, list] of Object.entries(LOGISTICS_LABELS) as Array<[LogisticsLabelKey, readonly string[]]>) {
  for (const l of list) {
    const n = normLabel(l);
    if (!LABEL_INDEX.has(n)) LABEL_INDEX.set(n, new Set());
    LABEL_INDEX.get(n)!.add(key);
  }
}
const LABEL_TRIE = new CharTrie<ReadonlySet<LogisticsLabelKey>>(LABEL_INDEX);

const isAsciiAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdfff;

/**
 * Per non-ASCII character (UTF-16 unit, no surrogate), what it turns into in normLabel's form before that is
 * cut at other characters: normLabel's steps work character by character (a decomposition, accents dropped,
 * lower case), but for the order of combining marks and the final sigma, neither of them a letter or digit
 * that the form keeps. Made on first sight of each character (a few hundred ever), kept for the process.
 */
const normalChars = new Map<number, string>();

function normalCharsOf(c: number): string {
  let s = normalChars.get(c);
  if (s === undefined) {
    s = unaccented(String.fromCharCode(c)).toLowerCase();
    normalChars.set(c, s);
  }
  return s;
}

/**
 * A walk of one text's normal form (normLabel's) through a trie, fed the printed characters one by one: letters
 * and digits lower-cased, every run of other characters one space, none at either end. Characters after a
 * dead end cannot change what the form reads so far: a dead end is final. Walks are reset per text, not made.
 */
class NormalWalk {
  private trie: CharTrie<unknown> = LABEL_TRIE;
  node: number = CharTrie.ROOT;
  private gap = false;

  start(trie: CharTrie<unknown>): void {
    this.trie = trie;
    this.node = CharTrie.ROOT;
    this.gap = false;
  }

  /** Reads printed character `c` (no surrogate); false once the walk is at a dead end. */
  read(c: number): boolean {
    if (c < 0x80) return this.readNormal(c >= 65 && c <= 90 ? c + 32 : c);
    const s = normalCharsOf(c);
    for (let j = 0; j < s.length; j++) this.readNormal(s.charCodeAt(j));
    return this.node !== CharTrie.NONE;
  }

  private readNormal(c: number): boolean {
    if (this.node === CharTrie.NONE) return false;
    if (!isAsciiAlnum(c)) {
      this.gap = true;
      return true;
    }
    // A gap counts as one space between letters or digits, none before the first.
    if (this.gap && this.node !== CharTrie.ROOT) this.node = this.trie.step(this.node, 32);
    if (this.node !== CharTrie.NONE) this.node = this.trie.step(this.node, c);
    this.gap = false;
    return this.node !== CharTrie.NONE;
  }
}

const walk = new NormalWalk();

/**
 * What `trie` (keyed by normal forms) holds for `normLabel(text.slice(0, end))`, read as the text is walked:
 * most texts are no key and leave the trie within a few characters. Only a text with a surrogate pair (astral
 * characters, whose steps do not work unit by unit) is normalised whole.
 */
export function lookupNormLabel<V>(trie: CharTrie<V>, text: string, end = text.length): V | undefined {
  walk.start(trie);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isSurrogate(c)) return trie.get(normLabel(text.slice(0, end)));
    if (!walk.read(c)) return undefined;
  }
  return trie.valueAt(walk.node);
}

/** The label keys a whole text (or its first `end` characters) is, or null when it is no known label. */
export function labelKeysOf(text: string, end = text.length): ReadonlySet<LogisticsLabelKey> | null {
  return lookupNormLabel(LABEL_TRIE, text, end) ?? null;
}

function wordsToSegment(page: number, line: number, words: Word[]): Segment {
  const bbox: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  let conf = 0;
  for (const w of words) {
    if (w.bbox[0] < bbox[0]) bbox[0] = w.bbox[0];
    if (w.bbox[1] < bbox[1]) bbox[1] = w.bbox[1];
    if (w.bbox[2] > bbox[2]) bbox[2] = w.bbox[2];
    if (w.bbox[3] > bbox[3]) bbox[3] = w.bbox[3];
    conf += w.confidence;
  }
  return {
    page, line, bbox, text: words.map((w) => w.text).join(' '),
    confidence: conf / words.length,
    source: words[0].source, size: words[0].fontSize ?? bbox[3] - bbox[1],
  };
}

function inXOrder(words: Word[]): boolean {
  for (let i = 1; i < words.length; i++) if (words[i].bbox[0] < words[i - 1].bbox[0]) return false;
  return true;
}

/** The words of a line left to right: text layers give them so already, only others are copied and sorted. */
const wordsLeftToRight = (l: Line): Word[] => (inXOrder(l.words) ? l.words : [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0]));

/** The end (exclusive) of the segment of `words` that starts at `from`: the next gap wider than about one character height. */
function segmentEnd(words: Word[], from: number): number {
  for (let i = from + 1; i < words.length; i++) {
    const prev = words[i - 1];
    if (words[i].bbox[0] - prev.bbox[2] > Math.max(5, 1.1 * (prev.fontSize ?? prev.bbox[3] - prev.bbox[1]))) return i;
  }
  return words.length;
}

/** Cuts every line of every page into segments at gaps wider than about one character height. */
export function segmentPages(pages: PageContent[]): Segment[][] {
  return pages.map((p) => {
    const out: Segment[] = [];
    p.lines.forEach((l, li) => {
      const words = wordsLeftToRight(l);
      for (let from = 0, to = 0; from < words.length; from = to) {
        to = segmentEnd(words, from);
        out.push(wordsToSegment(p.pageNumber, li, words.slice(from, to)));
      }
    });
    out.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
    const hRules = (p.rules ?? []).filter((r) => r.kind === 'h');
    if (hRules.length) PAGE_RULES.set(out, hRules);
    return out;
  });
}

/** The horizontal rules of the page each `segmentPages` result was cut from (box borders stop a value read below its caption). */
const PAGE_RULES = new WeakMap<Segment[], Rule[]>();

/**
 * Calls `visit` with each segment `segmentPages` cuts, as its words `words[from..to)` (its text: those joined
 * by spaces), line by line (not in its top-to-bottom order), for readers of the words alone: no segment
 * objects, boxes, texts or sorting.
 */
export function forEachSegment(pages: PageContent[], visit: (words: Word[], from: number, to: number) => void): void {
  for (const p of pages) {
    for (const l of p.lines) {
      const words = wordsLeftToRight(l);
      for (let from = 0, to = 0; from < words.length; from = to) {
        to = segmentEnd(words, from);
        visit(words, from, to);
      }
    }
  }
}

/** What a segment's text reads as: the label keys of all of it, else of its part before the first colon; and what another trie holds for all of it. */
export interface SegmentLabels<V> {
  keys: ReadonlySet<LogisticsLabelKey> | null;
  other: V | undefined;
}

/**
 * `SegmentLabels` of the text `words[from..to)` make (joined by spaces), written to `out`: `labelKeysOf(text)
 * ?? labelKeysOf(text, colon)` for a first colon after the first character, and `lookupNormLabel(other, text)`.
 * Read word by word, through both tries at once, without joining the words: most segments leave both
 * within a character or two. Only a segment with a surrogate pair read while an answer is open is joined and
 * looked up whole.
 */
export function segmentLabels<V>(words: Word[], from: number, to: number, other: CharTrie<V>, out: SegmentLabels<V>): SegmentLabels<V> {
  labelWalk.start(LABEL_TRIE);
  otherWalk.start(other);
  let beforeColon: ReadonlySet<LogisticsLabelKey> | undefined;
  let colonRead = false;
  for (let k = from; k < to; k++) {
    const t = words[k].text;
    // The space that joins the words.
    if (k > from) {
      labelWalk.read(32);
      otherWalk.read(32);
    }
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (isSurrogate(c)) {
        const text = joinWords(words, from, to);
        const colon = text.indexOf(':');
        out.keys = labelKeysOf(text) ?? (colon > 0 ? labelKeysOf(text, colon) : null);
        out.other = lookupNormLabel(other, text);
        return out;
      }
      if (c === 58 && !colonRead) {
        colonRead = true;
        if (k > from || i > 0) beforeColon = LABEL_TRIE.valueAt(labelWalk.node);
      }
      // Both dead ends are final, and so is the part before a colon still to come.
      const labelOpen = labelWalk.read(c);
      if (!otherWalk.read(c) && !labelOpen) {
        out.keys = beforeColon ?? null;
        out.other = undefined;
        return out;
      }
    }
  }
  out.keys = LABEL_TRIE.valueAt(labelWalk.node) ?? beforeColon ?? null;
  out.other = other.valueAt(otherWalk.node);
  return out;
}

/** The walks of segmentLabels (`walk` is lookupNormLabel's, which a segment with a surrogate pair calls). */
const labelWalk = new NormalWalk();
const otherWalk = new NormalWalk();

function joinWords(words: Word[], from: number, to: number): string {
  let text = words[from].text;
  for (let i = from + 1; i < to; i++) text += ' ' + words[i].text;
  return text;
}

const vOverlap = (a: BBox, b: BBox): number => Math.min(a[3], b[3]) - Math.max(a[1], b[1]);

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
  keys = plainCaptionKeysOf(text) ?? (text.length > CAPTION_MAX_CHARS ? null : bilingualKeysOf(withoutBoxNumber(text))) ?? captionHeadKeys(text);
  if (captionKeysMemo.size >= 20_000) captionKeysMemo.clear();
  captionKeysMemo.set(text, keys);
  return keys;
}
const captionKeysMemo = new Map<string, ReadonlySet<LogisticsLabelKey> | null>();

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
  return null;
}

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

function bilingualRead(text: string): BilingualRead | null {
  const hit = bilingualMemo.get(text);
  if (hit !== undefined) return hit;
  let out: BilingualRead | null = null;
  const parts = text.split(BILINGUAL_SLASH);
  // A colon inside a half ("Country of destination / Varis ülkesi: KENYA") starts a value: no caption.
  if (parts.length >= 2 && parts.length <= 3 && !parts.some((p) => !p.trim() || /\d/.test(p) || /:\s*\S/.test(p))) {
    const keys = new Set<LogisticsLabelKey>();
    let only = -1;
    let matched = 0;
    parts.forEach((p, i) => {
      if (normLabel(p).length < 4) return;
      const k = captionKeysOf(p.trim());
      if (!k) return;
      matched++;
      only = i;
      for (const key of k) keys.add(key);
    });
    if (matched) out = { keys, only: matched === 1 ? only : -1, parts: parts.length };
  }
  if (bilingualMemo.size >= 5_000) bilingualMemo.clear();
  bilingualMemo.set(text, out);
  return out;
}

/** A slash between the halves of a caption, spaced on one side at least ("Nadawca / Shipper"; not "B/L"). */
const BILINGUAL_SLASH = /\s+\/\s*|\s*\/\s+/;

/**
 * A value under or beside a slashed caption of which only one half is a known caption ("BOOKING No. / EXPORT
 * REFERENCES" over "PKG0088127 / SJR-EXP-2603-11"): when the value is slashed into as many parts, two fields share
 * the box, and the part at the known half's place is its value. A translated caption (both halves known) keeps it whole.
 */
function valuePart(label: Segment, v: ValueLines): ValueLines {
  if (plainCaptionKeysOf(label.text)) return v;
  const read = bilingualRead(withoutBoxNumber(label.text));
  if (!read || read.only < 0) return v;
  const lines = v.lines.map((l) => {
    const parts = l.text.split(/\s+\/\s+/);
    return parts.length === read.parts && parts[read.only].trim() ? { ...l, text: parts[read.only].trim() } : l;
  });
  return { ...v, lines };
}

const CAPTION_MAX_CHARS = 90;

/**
 * IATA forms print each box's Resolution 600a number in parentheses, one or several ("(2) Shipper's Name",
 * "(19A)(19B) Requested Flight/Date"): never a count.
 */
const PAREN_BOX_NUMBERS = /^\s*(?:\(\d{1,2}[A-Za-z]?\)\s*)+(?=[A-Za-z\u00C0-\u024F])/;

/**
 * The text without a leading box number ("2 Consignor", "1. Exporter", "14a) Declarant"). A bare number
 * before one upper-case word ("1 CONTAINER") is a count, not a box number: kept.
 */
function withoutBoxNumber(text: string): string {
  const boxed = PAREN_BOX_NUMBERS.exec(text);
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

function captionOf(s: Segment): SegmentCaption {
  let c = captionMemo.get(s);
  if (!c) {
    c = readCaption(s.text);
    captionMemo.set(s, c);
  }
  return c;
}

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
const stripLeader = (t: string): string => t.replace(/^(?:(?:[._\u2026\u00b7]\s*){3,}:?|:)\s*/, '');

/** The rest of a caption after the part read as a label ("at border", "of the goods"): lower-case words led by a connective. */
const CAPTION_TAIL = /^(?:at|of|and|or|for|to|by|in|on|from|per|the|if|with)(?:\s+[\p{Ll}][\p{Ll}'’.-]*)*$/u;
/** Words a caption ends in: an identifier's ("Our ref.", "Customer No.", "Invoice Date") or a signatory's ("… or its Agent"). */
const CAPTION_END = /\S\s+(?:ref|reference|no|nr|nos|number|date|or (?:its|his|her|their) agents?)\.?\)?\s*:?$/i;
/** What a signature or stamp box prints under or beside its line ("Signature of Issuing Carrier or its Agent"). */
const CAPTION_START = /^(?:signature|stamp|seal|signed)\s+(?:of|by|and)\b/i;

/**
 * Whether a text reads as a caption rather than a value: a known label of any field, or a phrase shaped like
 * one ("Our ref.", "Signature of Shipper or his Agent"). Texts with a digit are values.
 */
export function looksLikeCaption(text: string): boolean {
  return captionPhrase(text) || captionKeysOf(text.trim()) !== null;
}

/** A text shaped like a caption, known or not: led by a signature word, or ending in an identifier's or signatory's word. */
function captionPhrase(text: string): boolean {
  const t = text.trim().replace(PAREN_BOX_NUMBERS, '');
  if (!t || t.length > CAPTION_MAX_CHARS || /\d/.test(t)) return false;
  return CAPTION_START.test(t) || CAPTION_END.test(t);
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

/** Finds label segments for `key` and the value lines next to each, in page order. */
export function locateAll(segs: Segment[][], key: LogisticsLabelKey): ValueLines[] {
  const out: ValueLines[] = [];
  for (const page of segs) {
    for (const s of page) {
      const c = captionOf(s);
      if (c.whole?.has(key)) {
        // Both neighbours are candidates, right first: a typed reader skips one that does not parse.
        const right = rightOf(page, s);
        const under = below(page, s);
        if (right) out.push(valuePart(s, right));
        if (under) out.push(valuePart(s, under));
        const over = right || under ? null : above(page, s);
        if (over) out.push(over);
        continue;
      }
      if (c.inline?.keys.has(key)) {
        const raw = s.text.slice(c.inline.at);
        const text = stripLeader(raw.trim()).trim();
        if (!text || looksLikeCaption(text)) continue;
        const frac = (s.text.length - raw.length + raw.indexOf(text)) / s.text.length;
        const x0 = s.bbox[0] + (s.bbox[2] - s.bbox[0]) * frac;
        out.push({ label: s, position: 'inline', lines: [{ ...s, text, bbox: [x0, s.bbox[1], s.bbox[2], s.bbox[3]] }] });
      }
    }
  }
  return out;
}

/** The first value for a label key. */
export function locate(segs: Segment[][], key: LogisticsLabelKey): ValueLines | null {
  return locateAll(segs, key)[0] ?? null;
}

const isLabel = (s: Segment): boolean => captionOf(s).whole !== null;
/** A known label, or a text shaped like a caption: never a value. */
const isCaption = (s: Segment): boolean => isLabel(s) || captionPhrase(s.text);

function rightOf(page: Segment[], label: Segment): ValueLines | null {
  const h = label.bbox[3] - label.bbox[1];
  const beside = page
    .filter((s) => s !== label && s.bbox[0] > label.bbox[2] && s.bbox[0] - label.bbox[2] < 220 && vOverlap(s.bbox, label.bbox) > h * 0.5)
    .sort((a, b) => a.bbox[0] - b.bbox[0]);
  // A leader printed apart from its caption ("Port of Loading   ........   HAMBURG") is passed over.
  let first = beside.find((s) => stripLeader(s.text.trim()) !== '');
  const stripped = first ? stripLeader(first.text.trim()) : '';
  if (first && stripped !== first.text.trim()) first = { ...first, text: stripped };
  // A segment ending in a colon is the next box's label, not a value ("CERTIFICATE NUMBER:  TYPE:").
  if (!first || isCaption(first) || /:\s*$/.test(first.text)) return null;
  // Boxed forms print small captions above larger values: a same-size neighbour of a caption with a larger
  // value under it is the next box's caption, whatever it says.
  const under = below(page, label)?.lines[0];
  if (under && under.size > label.size * 1.15 && Math.abs(first.size - label.size) < label.size * 0.1) return null;
  // Nor is text far to the right of such a caption, in another box of the form ("Issued in VIETNAM" beside "2. Goods
  // consigned to (…)").
  if (under && under.size > label.size * 1.15 && first.bbox[0] - label.bbox[2] > h * 4) return null;
  // A caption with its value under it and a heading to its right ("BILL OF LADING"): the heading is no value.
  if (under && first.size > Math.max(label.size, under.size) * 1.5) return null;
  const lines = [first];
  let last = first;
  for (;;) {
    const lh = last.bbox[3] - last.bbox[1];
    const next = page.find((s) => s.bbox[1] > last.bbox[1] + lh * 0.5 && s.bbox[1] - last.bbox[3] < lh * 0.9 && Math.abs(s.bbox[0] - first.bbox[0]) < 3);
    if (!next || isCaption(next)) break;
    // A segment in the label column on that line means the next field has started.
    // The label itself may touch the continuation line by a point or two; only a real overlap counts.
    const nh = next.bbox[3] - next.bbox[1];
    const labelColumn = page.some((s) => s !== label && vOverlap(s.bbox, next.bbox) > nh * 0.4 && s.bbox[0] < first.bbox[0] - 4 && s.bbox[2] > label.bbox[0] - 4 && s.bbox[0] > label.bbox[0] - 20);
    if (labelColumn) break;
    lines.push(next);
    last = next;
  }
  return { label, lines, position: 'right' };
}

/**
 * The line printed right under `last` (less than a line height apart), starting at `label`'s left edge: the next
 * line of a value read down from its caption; undefined when there is none.
 */
export function lineUnder(page: Segment[], label: Segment, last: Segment): Segment | undefined {
  const lh = last.bbox[3] - last.bbox[1];
  // Under a small caption the gap goes by the value's larger type (5.8 pt captions over 7 pt values).
  return page
    .filter((s) => s.bbox[1] >= last.bbox[3] - lh * 0.3 && s.bbox[1] - last.bbox[3] < Math.max(lh, s.bbox[3] - s.bbox[1]) * 0.9 && s.bbox[0] > label.bbox[0] - 6 && s.bbox[0] < label.bbox[0] + 14)
    .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
}

function below(page: Segment[], label: Segment): ValueLines | null {
  const lines: Segment[] = [];
  let last = label;
  for (;;) {
    const next = lineUnder(page, label, last);
    if (!next || isCaption(next) || ruledBetween(page, last, next)) break;
    lines.push(next);
    last = next;
  }
  return lines.length ? { label, lines, position: 'below' } : null;
}

/**
 * The value printed over a caption, a rule between them (the signature row of an air waybill: "14MAR26" over
 * "Executed on (date)"): the segment right above, aligned with it, in larger type, that no label above owns.
 */
function above(page: Segment[], label: Segment): ValueLines | null {
  const lh = label.bbox[3] - label.bbox[1];
  let over: Segment | null = null;
  for (const s of page) {
    if (s === label || s.bbox[3] > label.bbox[1] + lh * 0.3 || Math.abs(s.bbox[0] - label.bbox[0]) >= 4) continue;
    if (label.bbox[1] - s.bbox[3] > Math.max(lh, s.bbox[3] - s.bbox[1]) * 1.5) continue;
    if (!over || s.bbox[3] > over.bbox[3]) over = s;
  }
  if (!over || over.size < label.size * 1.15 || isCaption(over) || !ruledBetween(page, over, label)) return null;
  const v = over;
  // The last line of another box's value, over this box's border: that box's caption owns it.
  if (page.some((s) => s !== label && s.bbox[3] <= v.bbox[1] + 1 && isLabel(s) && below(page, s)?.lines.includes(v))) return null;
  return { label, lines: [v], position: 'above' };
}

/** Whether a horizontal rule of the page runs between `above` and `next` where `next` starts (a box border). */
function ruledBetween(page: Segment[], above: Segment, next: Segment): boolean {
  const rules = PAGE_RULES.get(page);
  if (!rules) return false;
  const top = (above.bbox[1] + above.bbox[3]) / 2;
  const bottom = (next.bbox[1] + next.bbox[3]) / 2;
  const x = Math.min(next.bbox[0] + 4, (next.bbox[0] + next.bbox[2]) / 2);
  return rules.some((r) => {
    const y = (r.bbox[1] + r.bbox[3]) / 2;
    return y > top && y < bottom && r.bbox[0] <= x && r.bbox[2] >= x;
  });
}

/** Union box of several lines or segments (evidence for a multi-line value). */
export function unionBox(lines: ReadonlyArray<{ bbox: BBox }>): BBox {
  return [Math.min(...lines.map((l) => l.bbox[0])), Math.min(...lines.map((l) => l.bbox[1])),
    Math.max(...lines.map((l) => l.bbox[2])), Math.max(...lines.map((l) => l.bbox[3]))];
}
