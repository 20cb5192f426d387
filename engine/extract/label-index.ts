/**
 * Label lookup over the layout, indexed so that a search costs the lines that can match, not the whole
 * document: every line is folded once, and lines are bucketed by the first two folded characters after the
 * leading bullets, which is where a label must start.
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
  /** The first one and two folded characters after the lead ('' when the line has none). */
  key1: string;
  key2: string;
}

/** Printable ASCII with no double space folds to its lower case, char for char. */
const PLAIN = /^[\x20-\x7e]*$/;

function foldLine(text: string): { folded: string; map: number[] | null } {
  if (PLAIN.test(text) && !text.includes('  ')) return { folded: text.toLowerCase(), map: null };
  return foldWithMap(text);
}

// Label lists are mostly module constants shared by every document: their sorted form is kept across
// documents, by identity, else by content (lists built afresh per call). Bounded by the lists in the code.
const sortedByList = new WeakMap<readonly string[], string[]>();
const sortedByText = new Map<string, string[]>();

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
  two: Map<string, string[]>;
  one: Map<string, string[]>;
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
      const key = label.slice(0, 2);
      let list = part.get(key);
      if (!list) part.set(key, (list = []));
      list.push(label);
    }
    bucketsOf.set(sorted, b);
  }
  return b;
}

const NO_LABELS: readonly string[] = [];

/** The content key of a sorted label list, joined once per list object (lists are mostly module constants). */
const keys = new WeakMap<readonly string[], string>();
function keyOf(sorted: readonly string[]): string {
  let k = keys.get(sorted);
  if (k === undefined) keys.set(sorted, (k = sorted.join('\u0001')));
  return k;
}

/** Lines of a document indexed for label matching; built lazily on first use. */
export class LabelIndex {
  private folded: FoldedLine[] | null = null;
  /** Scratch flags over `lines` for `hits` (all zero between calls). */
  private marks: Uint8Array | null = null;
  /** Line positions by their first folded character, and by their first two. */
  private readonly byKey1 = new Map<string, number[]>();
  private readonly byKey2 = new Map<string, number[]>();
  private readonly hitCache = new Map<string, LabelHit[]>();
  private readonly hitsByList = new WeakMap<readonly string[], LabelHit[]>();

  /** Layout line index → position in `lines`. */
  private readonly position = new Map<number, number>();

  constructor(private readonly lines: readonly LayoutLine[]) {}

  private build(): FoldedLine[] {
    if (this.folded) return this.folded;
    this.folded = this.lines.map((line, i) => {
      const { folded, map } = foldLine(line.text);
      const lead = leadLength(folded);
      const key1 = folded.slice(lead, lead + 1);
      const key2 = folded.slice(lead, lead + 2);
      if (key1) {
        this.addKey(key1, i);
        if (key2.length === 2) this.addKey(key2, i);
      }
      this.position.set(line.index, i);
      return { folded, map, lead, key1, key2 };
    });
    return this.folded;
  }

  private addKey(key: string, i: number): void {
    const byKey = key.length === 1 ? this.byKey1 : this.byKey2;
    const bucket = byKey.get(key);
    if (!bucket) byKey.set(key, [i]);
    else if (bucket[bucket.length - 1] !== i) bucket.push(i);
  }

  /** Distinct labels, longest first (longer labels are more specific). */
  sorted(labels: readonly string[]): string[] {
    return sortedLabels(labels);
  }

  private match(i: number, sorted: readonly string[]): LabelHit | null {
    const { key1, key2 } = this.folded![i];
    const b = labelBuckets(sorted);
    return (
      this.matchIn(i, b.two.get(key2) ?? NO_LABELS) ??
      this.matchIn(i, b.one.get(key1) ?? NO_LABELS) ??
      this.matchIn(i, b.none)
    );
  }

  private matchIn(i: number, labels: readonly string[]): LabelHit | null {
    const line = this.lines[i];
    const { folded, map, lead } = this.folded![i];
    for (const label of labels) {
      // Sorted longest first: the first label that matches is the most specific one.
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
    const ls = this.sorted(labels);
    const cacheKey = keyOf(ls);
    const cached = this.hitCache.get(cacheKey);
    if (cached) {
      this.hitsByList.set(labels, cached);
      return cached;
    }
    this.build();
    // Candidate lines are marked once each and read in line order: a few are sorted, many are read by a
    // scan over the marks between the lowest and the highest.
    const mark = (this.marks ??= new Uint8Array(this.lines.length));
    const picked: number[] = [];
    let lo = mark.length;
    let hi = -1;
    const take = (bucket: number[]): void => {
      for (const i of bucket) {
        if (mark[i]) continue;
        mark[i] = 1;
        picked.push(i);
      }
      if (bucket[0] < lo) lo = bucket[0];
      if (bucket[bucket.length - 1] > hi) hi = bucket[bucket.length - 1];
    };
    const b = labelBuckets(ls);
    for (const [part, lines] of [[b.two, this.byKey2], [b.one, this.byKey1]] as const) {
      // The keys both sides have, looked up from the side with fewer (a long label list on a short
      // document, or the reverse): which lines get marked does not depend on the order.
      if (part.size <= lines.size) {
        for (const key of part.keys()) {
          const bucket = lines.get(key);
          if (bucket) take(bucket);
        }
      } else {
        for (const [key, bucket] of lines) if (part.has(key)) take(bucket);
      }
    }
    const out: LabelHit[] = [];
    if (picked.length * 8 < hi - lo) {
      sortNumbers(picked);
      for (const i of picked) {
        mark[i] = 0;
        const h = this.match(i, ls);
        if (h) out.push(h);
      }
    } else {
      for (let i = lo; i <= hi; i++) {
        if (!mark[i]) continue;
        mark[i] = 0;
        const h = this.match(i, ls);
        if (h) out.push(h);
      }
    }
    out.sort((a, b) => b.label.length - a.label.length || a.line.index - b.line.index);
    this.hitCache.set(cacheKey, out);
    this.hitsByList.set(labels, out);
    return out;
  }

  /** The longest of `labels` that starts the line with layout index `index`, or null (also when not indexed). */
  labelAt(labels: readonly string[], index: number): string | null {
    this.build();
    const i = this.position.get(index);
    return i === undefined ? null : (this.match(i, this.sorted(labels))?.label ?? null);
  }
}
