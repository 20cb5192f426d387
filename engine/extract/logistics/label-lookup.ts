/**
 * Label normalisation and lookup: a printed label folded to its normal form (no accents, punctuation or case) and
 * looked up in the multilingual label index of labels.ts, as a whole text, as a text's first characters, or read
 * word by word through the index and another trie at once without joining the words. The normal forms are kept
 * per document (clearNormMemo).
 */
import type { Word } from '../../types.ts';
import { CharTrie } from '../parse/char-trie.ts';
import { baseLetters } from '../parse/text.ts';
import { LOGISTICS_LABELS, type LogisticsLabelKey } from './labels.ts';
import { NORDIC_LABELS } from './labels-nordic.ts';
import { TURKISH_LABELS } from './labels-turkish.ts';

// Classification and every logistics extractor normalise the same segment texts: answers are kept, bounded.
const normMemo = new Map<string, string>();

/** Forget the kept normal forms (clearLabelMemo, at the start of each document: the memo serves repeats within one document). */
export function clearNormMemo(): void {
  normMemo.clear();
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
for (const [key, list] of [...Object.entries(LOGISTICS_LABELS), ...Object.entries(NORDIC_LABELS), ...Object.entries(TURKISH_LABELS)] as Array<[LogisticsLabelKey, readonly string[]]>) {
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
