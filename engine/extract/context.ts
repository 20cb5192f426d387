/**
 * The shared context every document-type extractor receives (invoice, receipt, freight invoice here; the
 * logistics types under `engine/extract/logistics/`). It is built once per document by `buildContext`
 * (engine/extract/build-context.ts) from the pages and their layout. Keep this file stable: other modules
 * code against it.
 */
import type { BBox, FieldEvidence, Line, PageContent, Table } from '../types.ts';

/** Where a piece of text came from, as reported in field evidence. */
export type TextSource = 'text' | 'ocr';

/** One validation outcome (feeds field confidence and `extractionDetails.validation`). */
export interface ValidationEntry {
  field: string;
  check: string;
  ok: boolean;
  message?: string;
}

/** A line of the document with its page, in reading order. `index` is its position in `Layout.lines`. */
export interface LayoutLine extends Line {
  page: number;
  index: number;
  /** Block (paragraph/column chunk) this line belongs to, index into `Layout.blocks`. */
  block: number;
  /** Mean word confidence (1 for text layers). */
  confidence: number;
  source: TextSource;
}

/** A group of lines that read together (a paragraph, an address, a column chunk). */
export interface Block {
  page: number;
  index: number;
  bbox: BBox;
  /** Indexes into `Layout.lines`, top to bottom. */
  lines: number[];
  text: string;
}

/**
 * A label and its value found on the page: the value sits right of the label on the same line
 * ("Invoice No: 123" or "Invoice No    123") or directly below it.
 */
export interface KeyValue {
  page: number;
  key: string;
  keyBBox: BBox;
  value: string;
  valueBBox: BBox;
  position: 'inline' | 'right' | 'below';
  /** Index of the line holding the label, into `Layout.lines`. */
  line: number;
  confidence: number;
  source: TextSource;
}

/** A cell of a detected table, with geometry (the engine's `Table` drops the geometry). */
export interface GridCell {
  text: string;
  bbox: BBox;
  rowSpan: number;
  colSpan: number;
  confidence: number;
  /** All words of the cell are bold (header hint). */
  bold?: boolean;
}

/**
 * A table found on one page (or continued across pages: `pages` lists them all, `page` is the first).
 * `rows[r][c]` is the cell whose top-left is (r, c); cells covered by a span are `null`.
 */
export interface GridTable {
  page: number;
  pages: number[];
  bbox: BBox;
  rows: Array<Array<GridCell | null>>;
  /** Number of leading header rows (0 when none was recognised). */
  headerRows: number;
  /** Column header texts (joined over the header rows), one per column; '' when unknown. */
  header: string[];
  method: 'rulings' | 'alignment';
  source: TextSource;
}

export interface Layout {
  /** All lines of all pages, in reading order (page by page, columns left to right). */
  lines: LayoutLine[];
  blocks: Block[];
  keyValues: KeyValue[];
  tables: GridTable[];
}

/** A value found for a label, with what is needed for evidence. */
export interface Found {
  text: string;
  page: number;
  bbox: BBox;
  confidence: number;
  source: TextSource;
  /** The label text that matched ('' when found without a label). */
  label: string;
  /** Line index of the label (or of the value when there is no label). */
  line: number;
}

export interface FindOptions {
  /** Only consider these pages (1-based). */
  pages?: number[];
  /** Only labels printed on these lines (layout line indexes): values are searched for those labels only. */
  lines?: ReadonlySet<number>;
  /** Accept a value only if this returns true (e.g. "looks like a date"). A pure test: a candidate may be asked once. */
  accept?: (value: string) => boolean;
  /** Where the value may sit relative to its label; default all. */
  positions?: Array<KeyValue['position']>;
  /** Try the value below the label before the one to its right (headers of address blocks). */
  preferBelow?: boolean;
  /** How far right of its label a value may sit, as a fraction of the page width (default 0.5). */
  rightGap?: number;
}

/**
 * What a header line may hold, one bit each, read from its chars once per document (`headerMarks`): a
 * document-wide search skips the lines without its mark. Every line that holds the thing has the mark; a
 * line with the mark may still hold none.
 */
export const LineMark = {
  /** An ASCII digit and a letter or a char beyond ASCII: what every form of tax id holds (see `findTaxIds`). */
  taxId: 1,
  /** Seven ASCII digits or more (phone numbers). */
  digits7: 2,
  /** "@" (e-mail addresses). */
  at: 4,
  /** "www." or "http" in any case (web addresses). */
  web: 8,
  /** Two ASCII letters, then two digits (the start of an IBAN). */
  ibanStart: 16,
  /** "BIC", "SWIF", "Swif" or "S.W." (a BIC label). */
  bicLabel: 32,
  /** Three capitals in a row, a currency sign or symbol ("$", "RM"), or any char beyond ASCII ("€", "zł"). */
  currency: 64,
  /** "inco" in any case (the word Incoterms). */
  inco: 128,
} as const;

/** What each document-type extractor receives. */
export interface ExtractContext {
  pages: PageContent[];
  layout: Layout;
  /** ISO 639-1 language requested (or detected when the request said nothing useful). */
  language: string;
  /** ISO 3166 alpha-2 hint from the document (VAT prefixes, country names), or null. */
  countryHint: string | null;
  /** The first tax id of the header lines (EINs aside), its country and line: the hint's firmest ground. */
  taxId: { country: string; line: LayoutLine } | null;
  /** Day-first (DD/MM) or month-first (MM/DD) for ambiguous numeric dates, decided from the whole document. */
  dateOrder: 'DMY' | 'MDY';
  /** All text, pages joined by a form feed, lines by newline (reading order). */
  fullText: string;
  /**
   * Lines of the pages that carry a document's header fields and totals: the first 3 and the last 2
   * pages (every page of a document of up to 5). Document-wide searches (labels, currency, bank details,
   * tax ids) run over these, so that their cost does not grow with the number of item pages.
   */
  headerLines: LayoutLine[];
  /** `LineMark` bits of each of `headerLines`, in the same order. */
  headerMarks: Uint8Array;
  /** The document's decimal mark for amounts, when its figures decide it. */
  decimal: ',' | '.' | null;
  /**
   * First value for any of `labels` (case- and accent-insensitive label match at the start of a line part),
   * preferring inline/right values over values below. Labels are plain strings; see `parse/labels.ts`.
   * Searches `headerLines`.
   */
  findValue(labels: readonly string[], options?: FindOptions): Found | null;
  /** Every value for any of `labels`, in reading order. */
  findAll(labels: readonly string[], options?: FindOptions): Found[];
  /**
   * The first value, in `findAll`'s order, that `pick` makes an answer of (not null), or null. The values
   * after it are not looked for.
   */
  findFirst<T>(labels: readonly string[], pick: (found: Found) => T | null, options?: FindOptions): T | null;
  /** Lines of one page in reading order (indexed: no whole-document scan). */
  pageLines(page: number): LayoutLine[];
  /** The longest of `labels` that starts line `line` (an index into `layout.lines`), or null. */
  labelAt(labels: readonly string[], line: number): string | null;
  /** Lines whose text matches `re`, in reading order. */
  grep(re: RegExp): LayoutLine[];
  /** Evidence for a value found on the page, its confidence scaled by `factor` (validation outcome). */
  evidence(found: Pick<Found, 'page' | 'bbox' | 'confidence' | 'source'>, factor?: number): FieldEvidence;
  /** Evidence for a computed value (e.g. a total summed from lines): source 'derived'. */
  derived(page: number, confidence: number, bbox?: BBox | null): FieldEvidence;
}

/** What a document-type extractor returns. `data` follows DOCUMENT-TYPES.md; missing values are null. */
export interface PartialExtraction {
  data: Record<string, unknown>;
  fields: Record<string, FieldEvidence>;
  validation: ValidationEntry[];
}

export type { BBox, FieldEvidence, Line, PageContent, Table };
