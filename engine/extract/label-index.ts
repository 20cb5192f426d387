/**
 * Label lookup over the layout, indexed so that a search costs the lines that can match, not the whole
 * document: lines are bucketed by the first two folded characters after the leading bullets, which is where
 * a label must start, and a line is folded whole only once a label list shares its key.
 */
import type { LayoutLine } from './context.ts';
import { sortNumbers } from '../layout/stable-sort.ts';

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
    let f: string;
    if (code < 128) {
      // ASCII fast path: no accents to strip.
      f = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
      if (code === 9 || code === 10 || code === 13 || code === 12 || code === 11) f = ' ';
    } else {
      f = foldChar(text[i]);
    }
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

/** Two chars as one key (UTF-16 code units, as `slice` gives them). */
const pairKey = (a: number, b: number): number => a * 0x10000 + b;

/** ASCII chars that are lead chars once folded (tabs and line breaks fold to spaces). */
const ASCII_LEAD = new Uint8Array(128);
for (const c of ' \t\n\v\f\r*->') ASCII_LEAD[c.charCodeAt(0)] = 1;

/** The folded form of an ASCII char code: upper case lowered, tabs and breaks made spaces. */
const foldAscii = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c >= 9 && c <= 13 ? 32 : c);

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
  one: Map<number, string[]>;
  none: string[];
}

const bucketsOf = new WeakMap<readonly string[], LabelBuckets>();

function labelBuckets(sorted: readonly string[]): LabelBuckets {
  let b = bucketsOf.get(sorted);
  if (!b) {
    b = { two: new Map(), one: new Map(), none: [] };
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
    }
    bucketsOf.set(sorted, b);
  }
  return b;
}

/** The content key of a sorted label list, joined once per list object (lists are mostly module constants). */
const keys = new WeakMap<readonly string[], string>();
function keyOf(sorted: readonly string[]): string {
  let k = keys.get(sorted);
  if (k === undefined) keys.set(sorted, (k = sorted.join('\u0001')));
  return k;
}

/** Positions by key, each list ascending. */
type Buckets = Map<number, number[]>;

function addTo(buckets: Buckets, key: number, i: number): void {
  const bucket = buckets.get(key);
  if (bucket) bucket.push(i);
  else buckets.set(key, [i]);
}

/**
 * Lines of a document indexed for label matching; built lazily on first use. `lines` are in layout order
 * (ascending `index`).
 */
export class LabelIndex {
  /** Each line's first folded char after its lead, and its first two as a pair key; NO_KEY when missing. */
  private readonly key1: number[] = [];
  private readonly key2: number[] = [];
  /** Line positions by their pair key, and by their first char (made when a list holds one-char labels). */
  private byKey2: Buckets | null = null;
  private byKey1: Buckets | null = null;
  /** Each line folded whole, made when a label is first tried on it. */
  private readonly folded: Array<FoldedLine | undefined> = [];
  /** Scratch flags over `lines` for `hits` (all zero between calls). */
  private marks: Uint8Array | null = null;
  private readonly hitCache = new Map<string, LabelHit[]>();
  private readonly hitsByList = new WeakMap<readonly string[], LabelHit[]>();

  constructor(private readonly lines: readonly LayoutLine[]) {}

  private build(): Buckets {
    if (this.byKey2) return this.byKey2;
    const byKey2: Buckets = new Map();
    for (const line of this.lines) this.addLine(line.text);
    for (let i = 0; i < this.key2.length; i++) if (this.key2[i] !== NO_KEY) addTo(byKey2, this.key2[i], i);
    return (this.byKey2 = byKey2);
  }

  /**
   * Appends the keys of the next line: what its folded text holds at its lead and the char after. A line
   * whose lead and first two chars are ASCII (most) is read as is; any other is folded whole (the fold is kept).
   */
  private addLine(text: string): void {
    let j = 0;
    while (j < text.length && text.charCodeAt(j) < 128 && ASCII_LEAD[text.charCodeAt(j)]) j++;
    const a = j < text.length ? text.charCodeAt(j) : 0;
    const b = j + 1 < text.length ? text.charCodeAt(j + 1) : 0;
    if (j >= text.length || (a < 128 && (j + 1 >= text.length || b < 128))) {
      // Folding is char by char, left to right: the folded prefix of these ASCII chars is these chars folded.
      this.key1.push(j < text.length ? foldAscii(a) : NO_KEY);
      this.key2.push(j + 1 < text.length ? pairKey(foldAscii(a), foldAscii(b)) : NO_KEY);
      this.folded.push(undefined);
      return;
    }
    const f = foldLine(text);
    const { folded, lead } = f;
    this.key1.push(lead < folded.length ? folded.charCodeAt(lead) : NO_KEY);
    this.key2.push(lead + 1 < folded.length ? pairKey(folded.charCodeAt(lead), folded.charCodeAt(lead + 1)) : NO_KEY);
    this.folded.push(f);
  }

  /** Line positions by their first folded char, for lists with one-char labels (every line with a char). */
  private byFirstChar(): Buckets {
    if (this.byKey1) return this.byKey1;
    const byKey1: Buckets = new Map();
    for (let i = 0; i < this.key1.length; i++) if (this.key1[i] !== NO_KEY) addTo(byKey1, this.key1[i], i);
    return (this.byKey1 = byKey1);
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

  /** Adds to `picked` the positions of `lines` under the keys of `part`, each once (marked). */
  private pick(part: Map<number, string[]>, lines: Buckets, picked: number[]): void {
    // The keys both sides have, looked up from the side with fewer (a long label list on a short document,
    // or the reverse): which lines get picked does not depend on the order.
    if (part.size <= lines.size) {
      for (const key of part.keys()) {
        const bucket = lines.get(key);
        if (bucket) this.take(bucket, picked);
      }
    } else {
      for (const [key, bucket] of lines) if (part.has(key)) this.take(bucket, picked);
    }
  }

  private take(bucket: readonly number[], picked: number[]): void {
    const mark = this.marks!;
    for (const i of bucket) {
      if (mark[i]) continue;
      mark[i] = 1;
      picked.push(i);
    }
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
    const byKey2 = this.build();
    this.marks ??= new Uint8Array(this.lines.length);
    const b = labelBuckets(ls);
    const picked: number[] = [];
    this.pick(b.two, byKey2, picked);
    if (b.one.size) this.pick(b.one, this.byFirstChar(), picked);
    sortNumbers(picked);
    const out: LabelHit[] = [];
    for (const i of picked) {
      this.marks[i] = 0;
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
