/**
 * Label lookup over the layout. Each line is keyed once by its first two folded characters after the
 * leading bullets, which is where a label must start; a search tests the keys against the list's, and tries
 * its labels on the lines that share one, on the printed text where that folds char for char: a line is
 * folded whole only where it does not.
 */
import type { LayoutLine } from './context.ts';

/** The folded form of an ASCII char code: upper case lowered, tabs and breaks made spaces. */
const foldAscii = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c >= 9 && c <= 13 ? 32 : c);

/** Folded form of each non-ASCII char seen (a few hundred at most: the letters of the scripts in use). */
const charFolds = new Map<string, string>();

function foldChar(c: string): string {
  let f = charFolds.get(c);
  if (f === undefined) {
    f = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (c === 'ß') f = 'ss';
    if (/[\s\u00a0\u202f]/.test(f)) f = ' ';
    if (charFolds.size < 4096) charFolds.set(c, f);
  }
  return f;
}

/** Fold a string char by char, keeping for each folded char the index of its source char. */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // ASCII fast path: no accents to strip.
    const f = code < 128 ? String.fromCharCode(foldAscii(code)) : foldChar(text[i]);
    if (f === ' ' && folded.endsWith(' ')) continue;
    for (const ch of f) {
      folded += ch;
      map.push(i);
    }
  }
  return { folded, map };
}

/** Bullets and dashes before a label (what `^[\s*•·\-–>]*` matches), counted without a match object per line. */
const LEAD_CHARS = new Set([...' \t\n\r\f\v\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff*•·-–>']);

function leadLength(text: string): number {
  let i = 0;
  while (i < text.length && LEAD_CHARS.has(text[i])) i++;
  return i;
}
/** Connectors between a label and its value: "n°", "no.", "#", ":", "nr". */
const SEPARATOR = /^[\s:#.\-–=]*(?:(?:n°|nº|no\b\.?|nr\b\.?|number\b|num\b\.?|#)[\s:#.]*)?/i;
const WORD_CHAR = /[\p{L}\d]/u;
const ENDS_WORD = /[\p{L}\d]$/u;

export interface LabelHit {
  line: LayoutLine;
  label: string;
  /** Offset in the original line text where the value part starts. */
  rest: number;
}

interface FoldedLine {
  folded: string;
  /** Folded index → source index; null when they are the same (plain ASCII without runs of spaces). */
  map: number[] | null;
  lead: number;
}

/** Printable ASCII with no double space folds to its lower case, char for char. */
const PLAIN = /^[\x20-\x7e]*$/;

function foldLine(text: string): FoldedLine {
  if (PLAIN.test(text) && !text.includes('  ')) {
    const folded = text.toLowerCase();
    return { folded, map: null, lead: leadLength(folded) };
  }
  const { folded, map } = foldWithMap(text);
  return { folded, map, lead: leadLength(folded) };
}

/** The key of a line that has no such char (nothing after its lead, or a single char for the two-char key). */
const NO_KEY = -1;
/** The keys of a document not read yet. */
const NO_KEYS = new Float64Array(0);

/** Keys below this are pairs of ASCII chars (128 × 128); other pairs have keys above. */
const ASCII_PAIRS = 0x4000;

/** Two chars as one key (UTF-16 code units, as `slice` gives them). */
const pairKey = (a: number, b: number): number => (a < 128 && b < 128 ? a * 128 + b : ASCII_PAIRS + a * 0x10000 + b);

/** The ASCII lead chars, by code (tabs and line breaks, which fold to spaces, are lead chars themselves). */
const ASCII_LEAD = new Uint8Array(128);
for (const c of LEAD_CHARS) if (c.charCodeAt(0) < 128) ASCII_LEAD[c.charCodeAt(0)] = 1;

/** Index of the first char after the ASCII lead of `text` (the bullets and spaces folding skips). */
function asciiLead(text: string): number {
  let j = 0;
  while (j < text.length && text.charCodeAt(j) < 128 && ASCII_LEAD[text.charCodeAt(j)]) j++;
  return j;
}

/**
 * The first two chars (UTF-16 units) of `foldWithMap(text).folded` after its lead, or fewer when it has
 * fewer: the same char by char fold, stopped there.
 */
function foldedStart(text: string): string {
  let out = '';
  let last = '';
  let lead = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const f = code < 128 ? String.fromCharCode(foldAscii(code)) : foldChar(text[i]);
    if (f === ' ' && last === ' ') continue;
    for (let k = 0; k < f.length; k++) {
      last = f[k];
      if (lead && LEAD_CHARS.has(last)) continue;
      lead = false;
      out += last;
      if (out.length === 2) return out;
    }
  }
  return out;
}

/** text[k] folds to itself lowered, one char for one: printable ASCII, not the second space of a run. */
function plainAt(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  return c >= 32 && c <= 126 && (c !== 32 || text.charCodeAt(k - 1) !== 32);
}

/** A lowered printable ASCII char that is a letter or a digit (what WORD_CHAR matches among them). */
const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * `labels` tried at `start` (the char after the lead) of `line`, compared with its text as printed: the
 * first label found, or null. Undefined when a char the comparison needs does not fold one for one (not
 * printable ASCII, or a run of spaces): the folded line must decide. Where every char compared is plain,
 * the folded text holds the same chars lowered, and each folded index maps to the same offset here.
 */
function matchPlain(line: LayoutLine, start: number, labels: readonly string[]): LabelHit | null | undefined {
  const text = line.text;
  tryLabel: for (const label of labels) {
    const end = start + label.length;
    for (let p = start; p < end; p++) {
      if (p >= text.length) continue tryLabel;
      if (!plainAt(text, p)) return undefined;
      if (foldAscii(text.charCodeAt(p)) !== label.charCodeAt(p - start)) continue tryLabel;
    }
    if (end < text.length) {
      if (!plainAt(text, end)) return undefined;
      if (isWordCode(foldAscii(text.charCodeAt(end))) && ENDS_WORD.test(label)) continue;
    }
    return { line, label, rest: end + SEPARATOR.exec(text.slice(end))![0].length };
  }
  return null;
}

// Label lists are mostly module constants shared by every document: their sorted form is kept across
// documents, by identity, else by content (lists built afresh per call). Bounded by the lists in the code.
const sortedByList = new WeakMap<readonly string[], string[]>();
const sortedByText = new Map<string, string[]>();

/** Distinct labels, longest first (longer labels are more specific). */
function sortedLabels(labels: readonly string[]): string[] {
  let s = sortedByList.get(labels);
  if (!s) {
    const key = labels.join('\u0001');
    s = sortedByText.get(key);
    if (!s) {
      s = [...new Set(labels)].sort((a, b) => b.length - a.length);
      if (sortedByText.size >= 5000) sortedByText.clear();
      sortedByText.set(key, s);
    }
    sortedByList.set(labels, s);
  }
  return s;
}

/**
 * A sorted label list split by how a label can start a line: labels of 2+ chars by their first two, single
 * chars by themselves, empty ones apart. Each part keeps the longest-first order, and a longer part comes
 * before a shorter one, so trying a line's own parts in turn finds the label the whole list would.
 */
interface LabelBuckets {
  two: Map<number, string[]>;
  /** The ASCII pair keys of `two` as bits, for the test every line of a search takes. */
  asciiTwo: Uint32Array;
  one: Map<number, string[]>;
  none: string[];
}

const bucketsOf = new WeakMap<readonly string[], LabelBuckets>();

function labelBuckets(sorted: readonly string[]): LabelBuckets {
  let b = bucketsOf.get(sorted);
  if (!b) {
    b = { two: new Map(), asciiTwo: new Uint32Array(ASCII_PAIRS / 32), one: new Map(), none: [] };
    for (const label of sorted) {
      if (label.length === 0) {
        b.none.push(label);
        continue;
      }
      const part = label.length >= 2 ? b.two : b.one;
      const key = label.length >= 2 ? pairKey(label.charCodeAt(0), label.charCodeAt(1)) : label.charCodeAt(0);
      let list = part.get(key);
      if (!list) part.set(key, (list = []));
      list.push(label);
      if (part === b.two && key < ASCII_PAIRS) b.asciiTwo[key >> 5] |= 1 << (key & 31);
    }
    bucketsOf.set(sorted, b);
  }
  return b;
}

/** True when some label of the list starts with the pair `key`. */
function hasPair(b: LabelBuckets, key: number): boolean {
  return key < ASCII_PAIRS ? ((b.asciiTwo[key >> 5] >>> (key & 31)) & 1) === 1 : b.two.has(key);
}

/** The content key of a sorted label list, joined once per list object (lists are mostly module constants). */
const keys = new WeakMap<readonly string[], string>();
function keyOf(sorted: readonly string[]): string {
  let k = keys.get(sorted);
  if (k === undefined) keys.set(sorted, (k = sorted.join('\u0001')));
  return k;
}

/**
 * Lines of a document indexed for label matching; built lazily on first use. `lines` are in layout order
 * (ascending `index`).
 */
export class LabelIndex {
  /** Each line's first folded char after its lead, and its first two as a pair key; NO_KEY when missing. */
  private key1 = NO_KEYS;
  private key2 = NO_KEYS;
  private built = false;
  /** Each line folded whole, made when a label is first tried on it and its printed text cannot decide. */
  private readonly folded: Array<FoldedLine | undefined>;
  private readonly hitCache = new Map<string, LabelHit[]>();
  private readonly hitsByList = new WeakMap<readonly string[], LabelHit[]>();

  constructor(private readonly lines: readonly LayoutLine[]) {
    this.folded = new Array<FoldedLine | undefined>(lines.length);
  }

  private build(): void {
    if (this.built) return;
    this.built = true;
    const n = this.lines.length;
    this.key1 = new Float64Array(n);
    this.key2 = new Float64Array(n);
    for (let i = 0; i < n; i++) this.readKeys(i);
  }

  /**
   * The keys of line `i`: what its folded text holds at its lead and the char after. A line whose lead and
   * first two chars are ASCII (most) is read as is; any other is folded up to those chars.
   */
  private readKeys(i: number): void {
    const text = this.lines[i].text;
    const j = asciiLead(text);
    const a = j < text.length ? text.charCodeAt(j) : 0;
    const b = j + 1 < text.length ? text.charCodeAt(j + 1) : 0;
    if (j >= text.length || (a < 128 && (j + 1 >= text.length || b < 128))) {
      // Folding is char by char, left to right: the folded prefix of these ASCII chars is these chars folded.
      this.key1[i] = j < text.length ? foldAscii(a) : NO_KEY;
      this.key2[i] = j + 1 < text.length ? pairKey(foldAscii(a), foldAscii(b)) : NO_KEY;
    } else {
      const start = foldedStart(text);
      this.key1[i] = start.length > 0 ? start.charCodeAt(0) : NO_KEY;
      this.key2[i] = start.length > 1 ? pairKey(start.charCodeAt(0), start.charCodeAt(1)) : NO_KEY;
    }
  }

  /** Some label of the list starts as line `i` does (its first two chars, or its first for one-char labels). */
  private mayMatch(i: number, b: LabelBuckets): boolean {
    const k2 = this.key2[i];
    if (k2 !== NO_KEY && hasPair(b, k2)) return true;
    const k1 = this.key1[i];
    return b.one.size > 0 && k1 !== NO_KEY && b.one.has(k1);
  }

  private match(i: number, b: LabelBuckets): LabelHit | null {
    const k2 = this.key2[i];
    const k1 = this.key1[i];
    return (
      this.matchIn(i, k2 === NO_KEY ? undefined : b.two.get(k2)) ??
      this.matchIn(i, k1 === NO_KEY ? undefined : b.one.get(k1)) ??
      this.matchIn(i, b.none)
    );
  }

  private matchIn(i: number, labels: readonly string[] | undefined): LabelHit | null {
    if (!labels?.length) return null;
    const line = this.lines[i];
    // A line is compared as printed (most start in plain ASCII); it is folded only where that cannot decide.
    if (this.folded[i] === undefined) {
      const plain = matchPlain(line, asciiLead(line.text), labels);
      if (plain !== undefined) return plain;
    }
    const { folded, map, lead } = (this.folded[i] ??= foldLine(line.text));
    for (const label of labels) {
      // Sorted longest first: the first label that matches is the most specific one. The labels of a bucket
      // share their first two chars: the third tells most of them apart without a string compare.
      if (label.length > 2 && folded.charCodeAt(lead + 2) !== label.charCodeAt(2)) continue;
      if (!folded.startsWith(label, lead)) continue;
      const end = lead + label.length;
      const next = folded[end];
      if (next !== undefined && WORD_CHAR.test(next) && ENDS_WORD.test(label)) continue;
      let restOrig = map === null ? Math.min(end, line.text.length) : end >= map.length ? line.text.length : map[end];
      restOrig += SEPARATOR.exec(line.text.slice(restOrig))![0].length;
      return { line, label, rest: restOrig };
    }
    return null;
  }

  /** Every line that starts with one of `labels`, more specific (longer) labels first, then reading order. */
  hits(labels: readonly string[]): LabelHit[] {
    // Extractors ask with the same list object (a module constant) again and again: answer by identity first.
    const known = this.hitsByList.get(labels);
    if (known) return known;
    const ls = sortedLabels(labels);
    const cacheKey = keyOf(ls);
    const cached = this.hitCache.get(cacheKey);
    if (cached) {
      this.hitsByList.set(labels, cached);
      return cached;
    }
    this.build();
    const b = labelBuckets(ls);
    const out: LabelHit[] = [];
    // A test of each line's key against the list's bits: cheaper than any index of the lines by key.
    for (let i = 0; i < this.lines.length; i++) {
      if (!this.mayMatch(i, b)) continue;
      const h = this.match(i, b);
      if (h) out.push(h);
    }
    out.sort((a, b) => b.label.length - a.label.length || a.line.index - b.line.index);
    this.hitCache.set(cacheKey, out);
    this.hitsByList.set(labels, out);
    return out;
  }

  /** The longest of `labels` that starts the line with layout index `index`, or null (also when not indexed). */
  labelAt(labels: readonly string[], index: number): string | null {
    const i = this.positionOf(index);
    if (i < 0) return null;
    this.build();
    return this.match(i, labelBuckets(sortedLabels(labels)))?.label ?? null;
  }

  /** Position in `lines` of the line with layout index `index` (binary search: lines are in layout order), or -1. */
  private positionOf(index: number): number {
    let lo = 0;
    let hi = this.lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.lines[mid].index < index) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.lines.length && this.lines[lo].index === index ? lo : -1;
  }
}
