/**
 * Builds the `ExtractContext` every document-type extractor receives: layout, document-wide hints
 * (country, date order) and label lookup over the layout.
 */
import type { BBox, FieldEvidence, PageContent } from '../types.ts';
import { buildLayout } from '../layout/index.ts';
import { below, rightChain, tailBox } from '../layout/pairs.ts';
import { verticalOverlap } from '../layout/segments.ts';
import { lowerBound } from '../layout/sorted.ts';
import { sortByKey } from '../layout/stable-sort.ts';
import { LineMark, type ExtractContext, type FindOptions, type Found, type Layout, type LayoutLine } from './context.ts';
import { countryInLines } from './parse/countries.ts';
import { inferDecimalMark } from './parse/amounts.ts';
import { SYMBOL_HINTS } from './parse/currency.ts';
import { inferDateOrder } from './parse/dates.ts';
import { findTaxIds, type TaxId } from './parse/taxid.ts';
import { LabelIndex, type LabelHit } from './label-index.ts';

export { foldWithMap } from './label-index.ts';

function toFound(line: LayoutLine, text: string, bbox: BBox, label: string, labelLine: number, conf: number): Found {
  return { text: text.trim(), page: line.page, bbox, confidence: conf, source: line.source, label, line: labelLine };
}

const ALL_POSITIONS: NonNullable<FindOptions['positions']> = ['inline', 'right', 'below'];
const nonEmpty = (v: string): boolean => v.trim().length > 0;
/** "Bill to Address:" — a rest that is itself a label is not a value. */
const LABEL_REST = /^[\p{L} ./-]{1,24}:$|^\/\s?\p{L}+$/u;
const ENDS_COLON = /:\s*$/;

/** Where values are looked for: the lines of a label's row and of the rows under it. */
interface ValueBand {
  band(line: LayoutLine): LayoutLine[];
}

/**
 * Offers the values found for a label hit to `take`, most preferred first, until it takes one (returns
 * true): inline, then (for the header of an address block) right next to the label or below it, then right
 * of it, then below. Each value is looked for only when the ones before it were not taken: the band of the
 * label's row is asked for only when the inline value does not do. Returns whether a value was taken.
 */
function offerValues(hit: LabelHit, opts: FindOptions, near: ValueBand, pageWidth: number, take: (found: Found) => boolean): boolean {
  const positions = opts.positions ?? ALL_POSITIONS;
  const accept = opts.accept ?? nonEmpty;
  const { line, label } = hit;
  let rest = line.text.slice(hit.rest).trim();
  if (LABEL_REST.test(rest)) rest = '';
  const inline = positions.includes('inline');
  const right = positions.includes('right');
  const under = positions.includes('below');
  // Whether the rest of the label's line is a value: asked once (both the inline and the below value depend on it).
  const restOk = rest !== '' && (inline || under) && accept(rest);
  if (inline && restOk && take(toFound(line, rest, tailBox(line, hit.rest), label, line.index, line.confidence))) return true;
  if (!right && !under) return false;
  const pageLines = near.band(line);
  // "Sold By : WS Retail …": a value right next to the label on its row comes before the block below.
  const h = line.bbox[3] - line.bbox[1];
  let adjacent: LayoutLine | undefined;
  if (opts.preferBelow && !rest && right) {
    for (const x of rightChain(pageLines, line, h * 3)) {
      if (!ENDS_COLON.test(x.text) && accept(x.text)) {
        adjacent = x;
        break;
      }
    }
  }
  if (adjacent && take(toFound(adjacent, adjacent.text, adjacent.bbox, label, line.index, Math.min(line.confidence, adjacent.confidence)))) return true;
  if (opts.preferBelow && !rest && under && !adjacent) {
    const b = below(pageLines, line);
    if (b && accept(b.text) && take(toFound(b, b.text, b.bbox, label, line.index, Math.min(line.confidence, b.confidence)))) return true;
  }
  if (right) {
    // The nearest acceptable segment to the right (a currency word or a colon may sit in between), among
    // the three nearest. On skewed scans two stacked values can both touch the label's row: the one sharing
    // more of it wins (the nearer one on a tie).
    const chain = rightChain(pageLines, line, pageWidth * (opts.rightGap ?? 0.5));
    let r: LayoutLine | null = null;
    let rShare = -1;
    for (let k = 0; k < chain.length && k < 3; k++) {
      const x = chain[k];
      if (!accept(x.text)) continue;
      const share = Math.round(verticalOverlap(x.bbox, line.bbox) * 4);
      if (share > rShare) {
        r = x;
        rShare = share;
      }
    }
    if (r && take(toFound(r, r.text, r.bbox, label, line.index, Math.min(line.confidence, r.confidence)))) return true;
  }
  if (under && !restOk) {
    const b = below(pageLines, line);
    if (b && accept(b.text)) return take(toFound(b, b.text, b.bbox, label, line.index, Math.min(line.confidence, b.confidence) * 0.97));
  }
  return false;
}

/** Four chars packed as `markLine` keeps the last four it read. */
const packed = (s: string): number => [...s].reduce((w, c) => (w << 8) | c.charCodeAt(0), 0);
const WWW = packed('www.');
const HTTP = packed('http');
const INCO = packed('inco');
const BIC = packed('BIC');
const SWIF = packed('SWIF');
const SWIF_TITLE = packed('Swif');
const S_W = packed('S.W.');
/** Lower-cases the ASCII letters of four packed chars (and may change other chars: a mark may be set in vain). */
const LOWER4 = 0x20202020;

/** The currency hints made of ASCII chars ("$", "RM"); hints with other chars are marked by those chars. */
const ASCII_HINTS = SYMBOL_HINTS.filter((h) => /^[\x00-\x7f]+$/.test(h));
if (ASCII_HINTS.some((h) => h.length > 2)) throw new Error('markLine reads currency hints of one or two ASCII chars');
/** 1 at the code of each such hint of one char, and at first × 128 + second for those of two. */
const ASCII_SIGNS = new Uint8Array(128 * 128);
for (const h of ASCII_HINTS) ASCII_SIGNS[h.length === 1 ? h.charCodeAt(0) : h.charCodeAt(0) * 128 + h.charCodeAt(1)] = 1;

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;

/** The `LineMark` bits of `text`, read in one pass over its chars. */
function markLine(text: string): number {
  let marks = 0;
  let digits = 0;
  /** An ASCII letter or a char beyond ASCII was read (a tax id holds one besides its digits). */
  let letterish = false;
  /** ASCII letters, and capitals, in a row up to the char before. */
  let letters = 0;
  let capitals = 0;
  /** The last four chars read, packed; a char beyond ASCII clears them (no pattern holds one). */
  let last4 = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) {
      // Currency signs ("€") and symbols with a letter beyond ASCII ("zł") are left to the currency search.
      marks |= LineMark.currency;
      letterish = true;
      letters = capitals = last4 = 0;
      continue;
    }
    if (isDigitCode(c)) {
      digits++;
      if (letters >= 2 && isDigitCode(text.charCodeAt(i + 1))) marks |= LineMark.ibanStart;
      letters = capitals = 0;
    } else if ((c | 0x20) >= 97 && (c | 0x20) <= 122) {
      letters++;
      letterish = true;
      capitals = c <= 90 ? capitals + 1 : 0;
      if (capitals >= 3) marks |= LineMark.currency;
    } else {
      letters = capitals = 0;
      if (c === 64) marks |= LineMark.at;
    }
    if (ASCII_SIGNS[c] === 1 || ASCII_SIGNS[(last4 & 0x7f) * 128 + c] === 1) marks |= LineMark.currency;
    last4 = (last4 << 8) | c;
    const lower = last4 | LOWER4;
    if (lower === WWW || lower === HTTP) marks |= LineMark.web;
    else if (lower === INCO) marks |= LineMark.inco;
    if ((last4 & 0xffffff) === BIC || last4 === SWIF || last4 === SWIF_TITLE || last4 === S_W) marks |= LineMark.bicLabel;
  }
  if (digits > 0 && letterish) marks |= LineMark.taxId;
  if (digits >= 7) marks |= LineMark.digits7;
  return marks;
}

const lineTop = (l: LayoutLine): number => l.bbox[1];
/** The country hint comes from the first tax id that is not a US EIN. */
const notEin = (id: TaxId): boolean => id.kind !== 'EIN';

/** Header fields and totals are looked for on the first and last pages of long documents. */
const HEAD_PAGES = 3;
const TAIL_PAGES = 2;

/** The lines of the first HEAD_PAGES and the last TAIL_PAGES pages. */
function linesOfHeaderPages(pages: PageContent[], lines: LayoutLine[]): LayoutLine[] {
  const headerPages = new Set(pages.filter((_, i) => i < HEAD_PAGES || i >= pages.length - TAIL_PAGES).map((p) => p.pageNumber));
  return lines.filter((l) => headerPages.has(l.page));
}

/** Build the extraction context for `pages`. */
export function buildContext(pages: PageContent[], language: string, tables = true): ExtractContext {
  const layout = buildLayout(pages, { tables });
  const headerLines = pages.length <= HEAD_PAGES + TAIL_PAGES ? layout.lines : linesOfHeaderPages(pages, layout.lines);
  const headerTexts: string[] = [];
  const headerMarks = new Uint8Array(headerLines.length);
  for (let i = 0; i < headerLines.length; i++) headerMarks[i] = markLine((headerTexts[i] = headerLines[i].text));
  // Line by line (no tax id spans lines): the party search reads the same lines through the same memo.
  let taxId: ExtractContext['taxId'] = null;
  for (let i = 0; i < headerTexts.length; i++) {
    if ((headerMarks[i] & LineMark.taxId) === 0) continue;
    const id = findTaxIds(headerTexts[i]).find(notEin);
    if (id) {
      taxId = { country: id.country, line: headerLines[i] };
      break;
    }
  }
  const countryHint = taxId?.country ?? countryInLines(headerTexts);
  const dateOrder = inferDateOrder(headerTexts, language, countryHint);
  const decimal = inferDecimalMark(headerTexts);
  return new DocumentContext(pages, layout, language, countryHint, taxId, dateOrder, headerLines, headerMarks, decimal);
}

/** A page's lines sorted by top, and the tallest line's height: where value searches find a label's row. */
interface PageBand {
  lines: LayoutLine[];
  maxH: number;
}

/** The context of one document: its hints, and the label and value searches over its header lines. */
class DocumentContext implements ExtractContext {
  private readonly byPage = new Map<number, LayoutLine[]>();
  private readonly widths: Map<number, number>;
  private readonly bands = new Map<number, PageBand>();
  private readonly index: LabelIndex;
  /** The whole text of a long document is a large string few extractors read: joined on first read. */
  private text: string | null = null;

  constructor(
    readonly pages: PageContent[],
    readonly layout: Layout,
    readonly language: string,
    readonly countryHint: string | null,
    readonly taxId: ExtractContext['taxId'],
    readonly dateOrder: 'DMY' | 'MDY',
    readonly headerLines: LayoutLine[],
    readonly headerMarks: Uint8Array,
    readonly decimal: ',' | '.' | null,
  ) {
    this.widths = new Map(pages.map((p) => [p.pageNumber, p.width]));
    for (const l of layout.lines) {
      let list = this.byPage.get(l.page);
      if (!list) this.byPage.set(l.page, (list = []));
      list.push(l);
    }
    this.index = new LabelIndex(headerLines);
  }

  get fullText(): string {
    return (this.text ??= this.pages.map((p) => this.pageLines(p.pageNumber).map((l) => l.text).join('\n')).join('\f'));
  }

  pageLines(page: number): LayoutLine[] {
    return this.byPage.get(page) ?? [];
  }

  /**
   * The lines of `line`'s row and the rows just under it: values sit on a label's row or below it, and each
   * value search looks at that band of its page only, found by binary search over the page's lines sorted
   * by top (sorted on first use).
   */
  band(line: LayoutLine): LayoutLine[] {
    let b = this.bands.get(line.page);
    if (!b) {
      const lines = sortByKey([...this.pageLines(line.page)], lineTop);
      b = { lines, maxH: lines.reduce((m, l) => Math.max(m, l.bbox[3] - l.bbox[1]), 0) };
      this.bands.set(line.page, b);
    }
    const h = line.bbox[3] - line.bbox[1];
    const hi = line.bbox[3] + 2 * h + 1;
    const out: LayoutLine[] = [];
    for (let k = lowerBound(b.lines, line.bbox[1] - b.maxH - 1, lineTop); k < b.lines.length && b.lines[k].bbox[1] <= hi; k++) out.push(b.lines[k]);
    return out;
  }

  private widthOf(line: LayoutLine): number {
    return this.widths.get(line.page) ?? 600;
  }

  private hitsFor(labels: readonly string[], opts: FindOptions): LabelHit[] {
    let hits = this.index.hits(labels);
    if (opts.pages) hits = hits.filter((h) => opts.pages!.includes(h.line.page));
    if (opts.lines) hits = hits.filter((h) => opts.lines!.has(h.line.index));
    return hits;
  }

  findAll(labels: readonly string[], opts: FindOptions = {}): Found[] {
    const out: Found[] = [];
    for (const h of this.hitsFor(labels, opts)) {
      offerValues(h, opts, this, this.widthOf(h.line), (f) => {
        out.push(f);
        return false;
      });
    }
    return out;
  }

  findFirst<T>(labels: readonly string[], pick: (found: Found) => T | null, opts: FindOptions = {}): T | null {
    let answer: T | null = null;
    for (const h of this.hitsFor(labels, opts)) if (offerValues(h, opts, this, this.widthOf(h.line), (f) => (answer = pick(f)) !== null)) return answer;
    return null;
  }

  // The first value only: stop at the first label that yields one (a label repeated on every page of a
  // long document must not cost a value search per page).
  findValue(labels: readonly string[], opts: FindOptions = {}): Found | null {
    let value: Found | null = null;
    for (const h of this.hitsFor(labels, opts)) {
      const taken = offerValues(h, opts, this, this.widthOf(h.line), (f) => {
        value = f;
        return true;
      });
      if (taken) return value;
    }
    return null;
  }

  labelAt(labels: readonly string[], line: number): string | null {
    return this.index.labelAt(labels, line);
  }

  grep(re: RegExp): LayoutLine[] {
    return this.layout.lines.filter((l) => re.test(l.text));
  }

  evidence(found: Pick<Found, 'page' | 'bbox' | 'confidence' | 'source'>, factor = 1): FieldEvidence {
    return {
      page: found.page,
      bbox: found.bbox.map((v) => Math.round(v * 100) / 100) as BBox,
      confidence: Math.round(Math.max(0, Math.min(1, found.confidence * factor)) * 1000) / 1000,
      source: found.source,
    };
  }

  derived(page: number, confidence: number, bbox: BBox | null = null): FieldEvidence {
    return { page, bbox, confidence: Math.round(confidence * 1000) / 1000, source: 'derived' };
  }
}
