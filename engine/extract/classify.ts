/**
 * Document classification (en, de, fr, es, nl, it, pt) from three kinds of evidence, strongest first:
 * the title (the largest or bold short text near the top of the first page), the labels the document carries
 * (which fields would resolve: "Last Free Day" is a delivery order's, "Declarant" a customs declaration's),
 * and key phrases of running text (charge words, "non-negotiable", …). Titles alone would do on clean
 * documents; the other two carry documents titled in words we do not list, and break close calls.
 */
import type { ExtractContext, GridTable, LayoutLine } from './context.ts';
import { unaccent } from './parse/text.ts';
import { sortNumbers } from '../layout/stable-sort.ts';
import { findContainerNumbers } from './parse/codes.ts';
import { labelKeysOf, normLabel, segmentLabels, type SegmentLabels } from './logistics/label-lookup.ts';
import { forEachSegment } from './logistics/segments.ts';
import { CharTrie } from './parse/char-trie.ts';
import { bilingualCaption } from './logistics/certificate-of-origin.ts';
import type { Word } from '../types.ts';
import { COLUMN_WORDS, type ColumnKind, type LogisticsLabelKey } from './logistics/labels.ts';
import { LABEL_CUES, TITLES } from './classify-vocab.ts';
import { CHARGE_PHRASES, CUE_PHRASES, DROPPED, type Hit, hits, norm, PRICE_WORDS, TITLE_PHRASES, tokensOf } from './classify-phrases.ts';

export interface Classification {
  type: string | null;
  /** 0..1: how clearly the best type beat the others. */
  confidence: number;
  scores: Record<string, number>;
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

/** Every title of TITLES in norm's form. */
const TITLE_TEXTS = new Set(Object.values(TITLES).flat().map(norm));

/**
 * An OCR line at the top of the page that is a document's title and nothing else, or two titles in two languages
 * ("MANIFIESTO DE CARGA / CARGO MANIFEST"). A scan tells no bold, and an all-caps title set a little larger than
 * the body gets a box no taller than the body's mixed-case lines: the words alone make it a heading.
 */
function ocrTitleLine(l: LayoutLine, pageHeight: number): boolean {
  if (l.source !== 'ocr' || l.bbox[1] >= pageHeight * 0.15) return false;
  const parts = l.text.split(/\s+\/\s+/);
  return parts.length <= 2 && parts.every((p) => TITLE_TEXTS.has(norm(p).trim()));
}

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
  // The most prominent text near the top, ruled boxes or not: a form printed as one grid (a certificate of
  // origin's boxes) carries its title in a box.
  let prominent = 0;
  for (const l of first) if (l.bbox[1] < h * 0.4 && l.text.length < 70) prominent = Math.max(prominent, lineHeight(l));
  for (const l of first) {
    // OCR has no bold, and its boxes hug the letters: an all-caps heading's box is only its cap height.
    const raised = l.source === 'ocr' ? 1.15 : 1.2;
    if (l.bbox[1] >= h * 0.4 || l.text.length >= 70 || !(lineHeight(l) >= med * raised || allBold(l) || ocrTitleLine(l, h))) continue;
    // Table cells (bold column headers among them) are no headings, but for the page's largest text printed
    // well above the body size in a box of the grid (13 points over 9: a line height of about 1.4 times; OCR's
    // boxes grow less with the type, so a scan's title in a ruled box stands about 1.25 times over its body).
    const above = l.source === 'ocr' ? 1.2 : 1.4;
    if (inTable(ctx.layout.tables, page, l) && !(lineHeight(l) >= med * above && lineHeight(l) >= prominent * 0.95 && !labelKeysOf(l.text))) continue;
    free.push(l);
    top = Math.max(top, lineHeight(l));
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

/** Whether a word of `words[from..to)` is a lone slash (a spaced "A / B"): the few segments a bilingual caption may be. */
function slashWord(words: Word[], from: number, to: number): boolean {
  for (let k = from + 1; k < to - 1; k++) if (words[k].text === '/') return true;
  return false;
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
    segmentLabels(words, from, to, COLUMN_TRIE, read);
    if (!read.keys && !read.other) {
      // A bilingual caption ("3. Menşe Ülkesi / Country of Origin"): the side that is a known caption.
      if (!slashWord(words, from, to)) return;
      const both = bilingualCaption(words.slice(from, to).map((w) => w.text).join(' '));
      if (both) for (const k of both.keys) keys.add(k);
      return;
    }
    // A label is short: longer texts are sentences or values (measured only for the few segments found).
    let length = to - from - 1;
    for (let k = from; k < to; k++) length += words[k].text.length;
    if (length > 60) return;
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
  // A price word as a whole word of the body ("unit price" shows "price"): the body's token search found them.
  const bodyTokens = tokensOf(body);
  const priced = keys.has('subtotal') || keys.has('totalAmount') || PRICE_WORDS.some((w) => bodyTokens.has(w));
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
