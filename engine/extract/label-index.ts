/**
 * Label lookup over the layout. Every label any search has asked for sits in one trie; each line of a
 * document is walked through it once, from its folded start (after the leading bullets), which records every
 * label that starts the line and where its value begins. A search then reads only the lines that start
 * with some label, and takes on each the longest of its own.
 */
import type { LayoutLine } from './context.ts';
import { CharTrie } from './parse/char-trie.ts';

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

/** Bullets and dashes before a label (what `^[\s*•·\-–>]*` matches on the folded text), by char code. */
const LEAD_CODES = new Set(
  [...' \t\n\r\f\v\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff*•·-–>'].map((c) => c.charCodeAt(0)),
);
/** The same for ASCII, as a table (most lines start in ASCII). */
const ASCII_LEAD = new Uint8Array(128);
for (const c of LEAD_CODES) if (c < 128) ASCII_LEAD[c] = 1;
/** Connectors between a label and its value: "n°", "no.", "#", ":", "nr" (read in place, from a label's end). */
const SEPARATOR = /[\s:#.\-–=]*(?:(?:n°|nº|no\b\.?|nr\b\.?|number\b|num\b\.?|#)[\s:#.]*)?/iy;
const WORD_CHAR = /[\p{L}\d]/u;
const ENDS_WORD = /[\p{L}\d]$/u;

/** The first name of a two-language caption, up to its slash: one to three words of letters, no figures. */
const SECOND_CAPTION = /^\s*\p{L}[\p{L}.'-]*(?: \p{L}[\p{L}.'-]*){0,2} \/ (?=\p{L})/u;

/**
 * A caption whose first name is in a language the dictionary lacks, its second name in brackets after it:
 * one to six words of letters, then the bracket ("Ngay lap (Date):", "Dieu khoan (Terms):"). Only a label
 * that fills the brackets, before a colon, is read (see `walkBracketed`).
 */
const BRACKETED_CAPTION = /^\s*\p{L}[\p{L}.'-]*(?: \p{L}[\p{L}.'-]*){0,5} ?\((?=\p{L})/u;
/**
 * The end of a bracketed second name: a full stop maybe, the closing bracket, then the caption's colon. Without
 * the colon a bracketed word is a remark ("ORIGINAL (CUSTOMER)", a copy's addressee), not a caption.
 */
const BRACKET_END = /\.?\s*\)\s*:\s*/y;
/** A bracketed caption's bracket closed, then its colon, read from after the opening bracket. */
const CLOSED_CAPTION = /[^()]*\)\s*:/y;
/** What may stand between a caption's first name and its bracket: spaces, a full stop. */
const BEFORE_BRACKET = /^[\s.]*$/;

/** A caption's second name up to its colon, right after the first name: "/ Payment terms: ". */
const SECOND_NAME_COLON = /\/\s*\p{L}[\p{L} .'-]{0,30}:\s*/uy;

/** A folded char code that is a letter or a digit (what WORD_CHAR matches). */
function isWordCode(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  return WORD_CHAR.test(String.fromCharCode(c));
}

export interface LabelHit {
  line: LayoutLine;
  label: string;
  /** Offset in the original line text where the value part starts. */
  rest: number;
}

/**
 * Every label asked for so far, by id (label lists are module constants: after the first documents this
 * holds them all). Ids stay as long as the vocabulary does; the trie the lines are walked through is made
 * from it anew when it has grown since (flat arrays: a walk reads a short run of numbers per char).
 */
const labelIds = new Map<string, number>();
const labelsById: string[] = [];
/** Whether the label ends with a letter or digit (then the char after it must not be one). */
const endsWordById: boolean[] = [];
let compiled: CharTrie<number> | null = null;
/** Bumped whenever the vocabulary changes: a document walked before must be walked again. */
let vocabularyVersion = 0;
/** Lists built per call from ever new labels would grow the vocabulary without end: past this it starts afresh. */
const MAX_LABELS = 1 << 16;

/** The id of `label`, added when new. */
function labelId(label: string): number {
  let id = labelIds.get(label);
  if (id === undefined) {
    id = labelsById.length;
    labelIds.set(label, id);
    labelsById.push(label);
    endsWordById.push(ENDS_WORD.test(label));
    compiled = null;
    vocabularyVersion++;
  }
  return id;
}

/** The trie of the whole vocabulary. Empty labels are left out: they match no line. */
function labelTrie(): CharTrie<number> {
  return (compiled ??= new CharTrie(labelsById.flatMap((l, id): Array<[string, number]> => (l.length ? [[l, id]] : []))));
}

/** A label list as a search reads it: 1 at the id of each of its labels. */
type LabelList = Uint8Array;

// Label lists are mostly module constants shared by every document: kept across documents, by identity,
// else by content (lists built afresh per call). Bounded by the lists in the code.
let listsByObject = new WeakMap<readonly string[], LabelList>();
const listsByText = new Map<string, LabelList>();

function labelList(labels: readonly string[]): LabelList {
  if (labelsById.length > MAX_LABELS) {
    labelIds.clear();
    labelsById.length = 0;
    endsWordById.length = 0;
    compiled = null;
    vocabularyVersion++;
    listsByObject = new WeakMap();
    listsByText.clear();
  }
  let list = listsByObject.get(labels);
  if (!list) {
    const key = labels.join('\u0001');
    list = listsByText.get(key);
    if (!list) {
      const ids = labels.map(labelId);
      list = new Uint8Array(labelsById.length);
      for (const id of ids) list[id] = 1;
      if (listsByText.size >= 5000) listsByText.clear();
      listsByText.set(key, list);
    }
    listsByObject.set(labels, list);
  }
  return list;
}

/**
 * Lines of a document indexed for label matching; walked through the trie on first use. `lines` are in layout
 * order (ascending `index`).
 */
export class LabelIndex {
  /** The vocabulary version the lines were walked with (-1: not yet). */
  private walked = -1;
  /** The labels starting line i are `labelIds[starts[i] .. starts[i + 1] - 1]`, shortest first. */
  private starts = new Int32Array(0);
  private labelIds: number[] = [];
  /** Where the char after each of those labels sits in its line's text. */
  private labelEnds: number[] = [];
  /** The lines that some label starts. */
  private labelled: number[] = [];
  private readonly hitsOf = new Map<LabelList, LabelHit[]>();

  constructor(private readonly lines: readonly LayoutLine[]) {}

  private walk(): void {
    if (this.walked === vocabularyVersion) return;
    this.walked = vocabularyVersion;
    const trie = labelTrie();
    const n = this.lines.length;
    this.starts = new Int32Array(n + 1);
    this.labelIds = [];
    this.labelEnds = [];
    this.labelled = [];
    for (let i = 0; i < n; i++) {
      this.starts[i] = this.labelIds.length;
      const text = this.lines[i].text;
      this.walkLine(trie, text, 0);
      // A bilingual caption whose first name is not known ("Faellig am / Due date", "Von / From"): the
      // second name is read as the label, the value starting after it.
      if (this.labelIds.length === this.starts[i]) {
        const m = SECOND_CAPTION.exec(text);
        if (m) this.walkLine(trie, text, m[0].length);
      }
      this.walkBracketed(trie, text, this.starts[i]);
      if (this.labelIds.length > this.starts[i]) this.labelled.push(i);
    }
    this.starts[n] = this.labelIds.length;
  }

  /**
   * Read `text` folded (as `foldWithMap` folds it) from its first char after the lead, through the trie,
   * recording each label that ends at a word boundary. Stops where no label goes on.
   */
  private walkLine(trie: CharTrie<number>, text: string, from: number): void {
    let node = CharTrie.ROOT;
    let last = -1;
    let lead = true;
    // A label that ended at the char before: the char after it decides whether it ends a word there.
    let ended = -1;
    for (let i = from; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const f = code < 128 ? null : foldChar(text[i]);
      const units = f === null ? 1 : f.length;
      for (let k = 0; k < units; k++) {
        const c = f === null ? foldAscii(code) : f.charCodeAt(k);
        // Runs of spaces fold to one (a char folding to more than a space is not one).
        if (c === 32 && last === 32 && units === 1) break;
        last = c;
        if (lead) {
          if (c < 128 ? ASCII_LEAD[c] === 1 : LEAD_CODES.has(c)) continue;
          lead = false;
        }
        if (ended >= 0) {
          if (!(endsWordById[ended] && isWordCode(c))) this.record(ended, i);
          ended = -1;
        }
        node = trie.step(node, c);
        if (node === CharTrie.NONE) return;
        ended = trie.valueAt(node) ?? -1;
      }
    }
    if (ended >= 0) this.record(ended, text.length);
  }

  /**
   * A bracketed second name ("Noi giao (Ship to):"): the labels that fill the brackets are recorded, their value
   * starting after the closing bracket and colon. A label that fills only part of them ("Total" of "(Total
   * net weight)") names something else. In such a caption the first name is one caption too: a label
   * that starts it but stops before the bracket is one of its words ("Date" of "Date sent (Posted):"), not its
   * name, and is dropped; one that reaches the bracket is kept.
   */
  private walkBracketed(trie: CharTrie<number>, text: string, from: number): void {
    const m = BRACKETED_CAPTION.exec(text);
    if (!m) return;
    CLOSED_CAPTION.lastIndex = m[0].length;
    if (!CLOSED_CAPTION.test(text)) return;
    const open = m[0].length - 1;
    let kept = from;
    for (let k = from; k < this.labelIds.length; k++) {
      if (!BEFORE_BRACKET.test(text.slice(this.labelEnds[k], open))) continue;
      this.labelIds[kept] = this.labelIds[k];
      this.labelEnds[kept++] = this.labelEnds[k];
    }
    this.labelIds.length = kept;
    this.labelEnds.length = kept;
    this.walkLine(trie, text, m[0].length);
    for (let k = kept; k < this.labelIds.length; k++) {
      BRACKET_END.lastIndex = this.labelEnds[k];
      const end = BRACKET_END.exec(text);
      if (!end) continue;
      this.labelIds[kept] = this.labelIds[k];
      this.labelEnds[kept++] = this.labelEnds[k] + end[0].length;
    }
    this.labelIds.length = kept;
    this.labelEnds.length = kept;
  }

  private record(id: number, end: number): void {
    this.labelIds.push(id);
    this.labelEnds.push(end);
  }

  /** Where the longest label of `list` that starts line `i` is recorded (in `labelIds`), or -1. */
  private longestOf(i: number, list: LabelList): number {
    for (let k = this.starts[i + 1] - 1; k >= this.starts[i]; k--) if (list[this.labelIds[k]] === 1) return k;
    return -1;
  }

  /** The longest label of `list` that starts line `i`, as a hit, or null. */
  private hitAt(i: number, list: LabelList): LabelHit | null {
    const k = this.longestOf(i, list);
    if (k < 0) return null;
    const line = this.lines[i];
    SEPARATOR.lastIndex = this.labelEnds[k];
    let rest = this.labelEnds[k] + SEPARATOR.exec(line.text)![0].length;
    // "Zahlungsbedingungen / Payment terms: 30 Tage": the caption's second name is no part of the value.
    SECOND_NAME_COLON.lastIndex = rest;
    const second = SECOND_NAME_COLON.exec(line.text);
    if (second) rest += second[0].length;
    return { line, label: labelsById[this.labelIds[k]], rest };
  }

  /** Every line that starts with one of `labels`, more specific (longer) labels first, then reading order. */
  hits(labels: readonly string[]): LabelHit[] {
    const list = labelList(labels);
    let out = this.hitsOf.get(list);
    if (out) return out;
    this.walk();
    out = [];
    for (const i of this.labelled) {
      const h = this.hitAt(i, list);
      if (h) out.push(h);
    }
    out.sort((a, b) => b.label.length - a.label.length || a.line.index - b.line.index);
    this.hitsOf.set(list, out);
    return out;
  }

  /** The longest of `labels` that starts the line with layout index `index`, or null (also when not indexed). */
  labelAt(labels: readonly string[], index: number): string | null {
    const i = this.positionOf(index);
    if (i < 0) return null;
    const list = labelList(labels);
    this.walk();
    const k = this.longestOf(i, list);
    return k < 0 ? null : labelsById[this.labelIds[k]];
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
