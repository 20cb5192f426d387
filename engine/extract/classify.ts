/**
 * Document classification (en, de, fr, es, nl, it, pt) from three kinds of evidence, strongest first:
 * the title (the largest or bold short text near the top of the first page), the labels the document carries
 * (which fields would resolve: "Last Free Day" is a delivery order's, "Declarant" a customs declaration's),
 * and key phrases of running text (charge words, "non-negotiable", …). Titles alone would do on clean
 * documents; the other two carry documents titled in words we do not list, and break close calls.
 */
import type { ExtractContext, GridTable, LayoutLine } from './context.ts';
import { fold, unaccent } from './parse/text.ts';
import { sortNumbers } from '../layout/stable-sort.ts';
import { findContainerNumbers } from './parse/codes.ts';
import { forEachSegment, labelKeysOf, normLabel, segmentLabels, type SegmentLabels } from './logistics/locate.ts';
import { CharTrie } from './parse/char-trie.ts';
import { COLUMN_WORDS, type ColumnKind, type LogisticsLabelKey } from './logistics/labels.ts';
import { CUES, FREIGHT_CHARGES, LABEL_CUES, SUFFIX_TITLES, TITLES } from './classify-vocab.ts';

export interface Classification {
  type: string | null;
  /** 0..1: how clearly the best type beat the others. */
  confidence: number;
  scores: Record<string, number>;
}

/**
 * Folded text with hyphens as spaces and punctuation other than `. / '` dropped, so phrases match loosely.
 * Every run of other characters (spaces among them) becomes one space: fold leaves no line breaks.
 * Not kept: body lines are normalised once per document, title lines twice.
 */
function norm(s: string): string {
  return fold(s).replace(DROPPED, ' ');
}
/**
 * The runs of dropped characters that turning every run into one space changes: runs of two or more, and
 * lone ones other than a space. Lone spaces, most runs, are left unmatched rather than replaced by themselves.
 */
const DROPPED = /[^a-z0-9.'/]{2,}|[^a-z0-9.'/ ]/g;

interface Phrase {
  type: string;
  text: string;
  re: RegExp;
  /** A run of letters/digits every match shows as a whole word (null when the phrase has none). */
  token: string | null;
}

/**
 * A word of the phrase that any match must show whole: one bounded by spaces or punctuation inside the
 * phrase, or by the phrase's own boundary checks. A suffix phrase's first word may be the tail of a longer one.
 */
function requiredToken(text: string, suffix: boolean): string | null {
  const runs = [...text.matchAll(/[a-z0-9]+/g)];
  const whole = runs.filter((m) => !(suffix && m.index === 0));
  return whole.reduce<string | null>((best, m) => (best === null || m[0].length > best.length ? m[0] : best), null);
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Phrases in list order, and their positions by required token (each has one or none). */
interface PhraseList {
  phrases: Phrase[];
  byToken: Map<string, number[]>;
  untokened: number[];
}

function compile(lists: Record<string, string[]>, suffixes: ReadonlySet<string> = new Set()): PhraseList {
  const phrases: Phrase[] = Object.entries(lists).flatMap(([type, list]) => list.map((p) => {
    const text = norm(p);
    const suffix = suffixes.has(text);
    const left = suffix ? '' : '(?<![a-z0-9])';
    return { type, text, re: new RegExp(`${left}${esc(text)}(?![a-z0-9])`, 'g'), token: requiredToken(text, suffix) };
  }));
  const out: PhraseList = { phrases, byToken: new Map(), untokened: [] };
  phrases.forEach((p, i) => {
    if (p.token === null) out.untokened.push(i);
    else out.byToken.set(p.token, [...(out.byToken.get(p.token) ?? []), i]);
  });
  return out;
}
const TITLE_PHRASES = compile(TITLES, SUFFIX_TITLES);
const CUE_PHRASES = compile(CUES);
const CHARGE_PHRASES = compile({ freight: FREIGHT_CHARGES });

interface Hit { type: string; text: string; start: number; end: number }

/**
 * Every phrase's required token as a whole letter/digit run, one search for the three lists (the body is read
 * once for all of them). An alternation of words is a trie the regex engine walks in native code: faster than
 * walking a CharTrie character by character in script, most of all over a long body.
 */
const PHRASE_TOKENS = new RegExp(`(?<![a-z0-9])(?:${[...new Set([TITLE_PHRASES, CUE_PHRASES, CHARGE_PHRASES]
  .flatMap((list) => list.phrases.flatMap((p) => (p.token === null ? [] : [p.token]))))].join('|')})(?![a-z0-9])`, 'g');

let lastText: string | null = null;
let lastTokens = new Set<string>();
/** The required tokens of phrases that `text` shows as whole letter/digit runs. */
function tokensOf(text: string): Set<string> {
  if (text === lastText) return lastTokens;
  const found = new Set<string>();
  PHRASE_TOKENS.lastIndex = 0;
  for (let m = PHRASE_TOKENS.exec(text); m; m = PHRASE_TOKENS.exec(text)) found.add(m[0]);
  lastText = text;
  lastTokens = found;
  return found;
}

/**
 * The phrases worth testing on a text with phrase `tokens`, in list order: those whose token it has and those
 * with none (a title line has a few words, the lists hundreds of phrases); null when the text has more tokens.
 */
function phraseCandidates(list: PhraseList, tokens: Set<string>): number[] | null {
  if (tokens.size >= list.phrases.length) return null;
  const out = [...list.untokened];
  for (const t of tokens) {
    const withToken = list.byToken.get(t);
    if (withToken) for (const i of withToken) out.push(i);
  }
  return sortNumbers(out);
}

/** Phrase occurrences in `text`, a longer phrase hiding the shorter ones inside it ("air waybill" ⊃ "waybill"). */
function hits(text: string, list: PhraseList): Hit[] {
  const { phrases } = list;
  const all: Hit[] = [];
  const tokens = tokensOf(text);
  const candidates = phraseCandidates(list, tokens);
  const count = candidates ? candidates.length : phrases.length;
  for (let k = 0; k < count; k++) {
    const p = phrases[candidates ? candidates[k] : k];
    // A phrase whose whole word is absent cannot match; the rest need the phrase verbatim before the regex.
    if (p.token !== null ? !tokens.has(p.token) : !text.includes(p.text)) continue;
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text), n = 0; m && n < 20; m = p.re.exec(text), n++) all.push({ type: p.type, text: p.text, start: m.index, end: m.index + p.text.length });
  }
  all.sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const kept: Hit[] = [];
  for (const h of all) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  return kept;
}

const lineHeight = (l: LayoutLine): number => l.bbox[3] - l.bbox[1];

function allBold(l: LayoutLine): boolean {
  for (const w of l.words) if (!w.bold) return false;
  return l.words.length > 0;
}

/** Whether `l` lies in one of `tables` on `page` (table cells, bold column headers among them, are no headings). */
function inTable(tables: readonly GridTable[], page: number, l: LayoutLine): boolean {
  for (const t of tables) {
    if (t.page === page && l.bbox[1] >= t.bbox[1] - 2 && l.bbox[3] <= t.bbox[3] + 2 && l.bbox[0] >= t.bbox[0] - 2 && l.bbox[2] <= t.bbox[2] + 2) return true;
  }
  return false;
}

let heights = new Float64Array(256);

/** The height of `lines` at the middle of their ascending order (the upper one of an even count). */
function medianHeight(lines: readonly LayoutLine[]): number {
  const n = lines.length;
  if (heights.length < n) heights = new Float64Array(2 * n);
  let nan = false;
  for (let i = 0; i < n; i++) {
    heights[i] = lineHeight(lines[i]);
    if (Number.isNaN(heights[i])) nan = true;
  }
  // Sorted in a buffer kept between documents (no list of heights each); equal heights are the same number
  // but for -0 and 0, which compare equal wherever the median is used. NaN would sort elsewhere: kept off.
  if (nan) return sortNumbers(lines.map(lineHeight))[n >> 1];
  return heights.subarray(0, n).sort()[n >> 1];
}

const NUMBER_OR_DATE_LABEL = /(^|\s)(no|nr|n|number|nummer|numero|num|ref|date|datum)\.?(\s|$)/;

interface TitleLine {
  line: LayoutLine;
  weight: number;
  /** The line's text normalised (norm). */
  text: string;
}

/** Title candidates on the first page, each with a weight: the largest text counts fully, other headings less. */
function titleLines(ctx: ExtractContext): TitleLine[] {
  const page = ctx.pages[0]?.pageNumber ?? 1;
  const first = ctx.pageLines(page);
  if (!first.length) return [];
  const med = medianHeight(first);
  const h = ctx.pages[0]?.height || 842;
  const free: LayoutLine[] = [];
  let top = 0;
  for (const l of first) {
    if (l.bbox[1] < h * 0.4 && l.text.length < 70 && (lineHeight(l) >= med * 1.2 || allBold(l)) && !inTable(ctx.layout.tables, page, l)) {
      free.push(l);
      top = Math.max(top, lineHeight(l));
    }
  }
  const out: TitleLine[] = [];
  for (const line of free) {
    const height = lineHeight(line);
    // A heading is no field label ("Invoice No.", "Consignee:") unless it is printed truly large.
    if (height >= med * 1.5 && height >= top * 0.95) out.push({ line, weight: 1, text: norm(line.text) });
    else if (!(line.text.trimEnd().endsWith(':') || labelKeysOf(line.text))) {
      const text = norm(line.text);
      if (!NUMBER_OR_DATE_LABEL.test(text.trim())) out.push({ line, weight: height >= top * 0.95 ? 1 : height >= med * 1.2 ? 0.6 : 0.5, text });
    }
  }
  return out;
}

const COLUMN_INDEX = new Map<string, ColumnKind[]>();
for (const [kind, words] of Object.entries(COLUMN_WORDS) as Array<[ColumnKind, readonly string[]]>) {
  for (const w of words) COLUMN_INDEX.set(normLabel(w), [...(COLUMN_INDEX.get(normLabel(w)) ?? []), kind]);
}
const COLUMN_TRIE = new CharTrie(COLUMN_INDEX);

/**
 * The label keys and table column kinds the document prints (first two pages), each once. Only whether a
 * key is there counts (every score weight is a multiple of 1/4: sums are exact in any order), so segments
 * are read in line order, as words only. Figures, dates and codes leave both tries at their first character.
 */
function labelKeys(ctx: ExtractContext): Set<LogisticsLabelKey | ColumnKind> {
  const keys = new Set<LogisticsLabelKey | ColumnKind>();
  const read: SegmentLabels<ColumnKind[]> = { keys: null, other: undefined };
  forEachSegment(ctx.pages.slice(0, 2), (words, from, to) => {
    // A label is short: longer texts are sentences or values.
    let length = to - from - 1;
    for (let k = from; k < to; k++) length += words[k].text.length;
    if (length > 60) return;
    segmentLabels(words, from, to, COLUMN_TRIE, read);
    if (read.keys) for (const k of read.keys) keys.add(k);
    if (read.other) for (const k of read.other) keys.add(k);
  });
  return keys;
}

/**
 * The normalised head of the document's text (about `n` characters), the form phrases are searched in:
 * lines normalised one by one, joined by spaces, cut where they reach `n`. Normalised line by line: the fold
 * memo already holds most lines, and folding one long string costs a Unicode normalisation of all of it.
 */
function headByLines(ctx: ExtractContext, n: number): string {
  const parts: string[] = [];
  let length = 0;
  for (const p of ctx.pages) {
    for (const l of ctx.pageLines(p.pageNumber)) {
      if (length >= n) break;
      const t = norm(l.text);
      parts.push(t);
      length += t.length + 1;
    }
  }
  return parts.join(' ').replace(/ {2,}/g, ' ').trim().slice(0, n);
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * `headByLines`, for a document whose normalised text is shorter than `n`, normalised as one string: lines
 * joined by spaces, accents stripped from the whole (one decomposition, not one per line that has an accent),
 * lower-cased, every run of dropped characters one space. Equal to the line-by-line form: each step works
 * character by character or sets a run of dropped characters (a line end among them) off as one space, and the
 * lines' forms are no longer than their share of this text, so that the line-by-line form cuts nothing either.
 */
function bodyHead(ctx: ExtractContext, n: number): string {
  const parts: string[] = [];
  let length = 0;
  for (const p of ctx.pages) {
    for (const l of ctx.pageLines(p.pageNumber)) {
      parts.push(l.text);
      length += l.text.length + 1;
      if (length > n) return headByLines(ctx, n);
    }
  }
  let text = parts.join(' ');
  if (!ASCII.test(text)) text = unaccent(text);
  text = text.toLowerCase();
  // Stripping accents may lengthen a text (ß): the printed length only told which form to try.
  return text.length < n ? text.replace(DROPPED, ' ').trim() : headByLines(ctx, n);
}

/** Hits per type. */
function countByType(list: Hit[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const h of list) m.set(h.type, (m.get(h.type) ?? 0) + 1);
  return m;
}

const add = (scores: Record<string, number>, type: string, v: number): void => { scores[type] = (scores[type] ?? 0) + v; };

/** Per type, the best weight of a title line that names it (1: the page's main heading). */
export function titleTypes(ctx: ExtractContext): Record<string, number> {
  const titled: Record<string, number> = {};
  for (const { text, weight } of titleLines(ctx)) {
    for (const h of hits(text, TITLE_PHRASES)) titled[h.type] = Math.max(titled[h.type] ?? 0, weight);
  }
  return titled;
}

/** Classify the document. Returns type null when nothing scores. */
export function classify(ctx: ExtractContext, titled: Record<string, number> = titleTypes(ctx)): Classification {
  const scores: Record<string, number> = Object.fromEntries(Object.keys(TITLES).map((t) => [t, 0]));
  for (const [type, w] of Object.entries(titled)) add(scores, type, 20 * w);

  // Running text: the first pages carry the key phrases; a bounded head keeps long documents linear.
  const body = bodyHead(ctx, 40_000);
  for (const [type, n] of countByType(hits(body, TITLE_PHRASES))) add(scores, type, 1.5 * Math.min(3, n));
  // Cues: each distinct phrase counts, repeats a little.
  const cueHits = hits(body, CUE_PHRASES);
  for (const [type, n] of countByType(cueHits)) {
    const distinct = new Set(cueHits.filter((h) => h.type === type).map((h) => h.text)).size;
    add(scores, type, Math.min(8, distinct + 0.25 * (n - distinct)));
  }

  const keys = labelKeys(ctx);
  for (const k of keys) for (const [type, w] of LABEL_CUES[k] ?? []) add(scores, type, w);

  // A freight invoice is an invoice about a shipment: freight charges and transport references.
  const charges = new Set(hits(body, CHARGE_PHRASES).map((h) => h.text)).size;
  const invoiceish = scores.invoice >= 4 || (titled.freight_invoice ?? 0) > 0;
  // Transport references only count for an invoice with charges: the container search runs for those only.
  const refs = invoiceish && charges >= 1
    ? (keys.has('blNumber') ? 1 : 0) + (keys.has('bookingReference') ? 1 : 0) + (ctx.layout.lines.some((l) => findContainerNumbers(l.text).length > 0) ? 1 : 0)
    : 0;
  if (invoiceish && charges >= 1 && charges + refs >= 3) add(scores, 'freight_invoice', scores.invoice + 2 * charges + refs);
  else if (!titled.freight_invoice) scores.freight_invoice *= 0.5;
  // Weights and packages without prices make a packing list, not an invoice.
  const priced = keys.has('subtotal') || keys.has('totalAmount') || /\b(unit price|price|amount|preis|prix|precio|prijs|prezzo|preco|betrag|montant|importe|bedrag|importo|valor)\b/.test(body);
  if (!priced && (keys.has('netWeight') || keys.has('totalNetWeight') || keys.has('grossWeight') || keys.has('totalGrossWeight'))) {
    scores.invoice *= 0.5;
    add(scores, 'packing_list', 2);
  }

  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [bestType, best] = ranked[0];
  const second = ranked[1]?.[1] ?? 0;
  if (best < 3) return { type: null, confidence: 0, scores };
  const confidence = Math.max(0.3, Math.min(0.99, (best - second) / best + 0.4));
  return { type: bestType, confidence: Math.round(confidence * 100) / 100, scores };
}
