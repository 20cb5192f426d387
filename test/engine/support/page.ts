/**
 * Page content for extraction tests, built from positioned lines: words 5 points per character at 8 points
 * (scaled with the size), one space apart, as a text layer gives them.
 */
import { buildContext } from '../../../engine/extract/build-context.ts';
import { extractLogistics } from '../../../engine/extract/logistics/index.ts';
import type { Line, PageContent, Rule, Word } from '../../../engine/types.ts';

/** A line of words laid out left to right from x, `size` points high; `bold` marks every word bold. */
export function line(text: string, x: number, y: number, size = 8, bold = false): Line {
  const words: Word[] = [];
  let cx = x;
  const w = (size * 5) / 8;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * w, y + size], confidence: 1, source: 'text', fontSize: size, ...(bold ? { bold } : {}) });
    cx += t.length * w + w;
  }
  return { text, bbox: [x, y, cx - w, y + size], words };
}

/** The line as OCR gives it: its words read by OCR, with box heights for sizes (OCR knows no type size). */
export function ocrLine(l: Line): Line {
  return { ...l, words: l.words.map((w) => ({ ...w, source: 'ocr' as const, fontSize: undefined })) };
}

/** One A4 page (points) of these lines and ruling lines. */
export function page(lines: Line[], rules: Rule[] = []): PageContent {
  return { pageNumber: 1, width: 600, height: 842, textSource: 'text', lines, rules, confidence: 1 };
}

/** What the logistics extractor of `type` reads on one page of `lines`. */
export function extractLogisticsPage(type: string, lines: Line[]): Record<string, any> {
  return extractLogistics(type, buildContext([page(lines)], 'en')).data as Record<string, any>;
}

/** Height of a printed table line made by `cell`. */
export const CELL_H = 11;
/** Width of one character in a `cell`. */
export const CELL_CH = 4.6;

/**
 * A table cell as PDF text layers give them, a line of its own: 9 pt words about 4.6 pt a character, one space
 * 2.5 pt wide, 11 pt high.
 */
export function cell(text: string, x: number, y: number): Line {
  const words: Word[] = [];
  let at = x;
  for (const t of text.split(' ')) {
    const w = t.length * CELL_CH;
    words.push({ text: t, bbox: [at, y, at + w, y + CELL_H], confidence: 1, fontSize: 9, bold: false, source: 'text' });
    at += w + 2.5;
  }
  return { text, bbox: [x, y, words[words.length - 1].bbox[2], y + CELL_H], words };
}

/** Cells of one printed row: text and x, empty ones null. */
export type Cells = Array<[string, number] | null>;

/** One printed row of cells at height y. */
export const row = (y: number, cells: Cells): Line[] => cells.flatMap((c) => (c ? [cell(c[0], c[1], y)] : []));

/** The text of each read cell of table rows. */
export const cellTexts = (rows: Array<Record<string, { text: string } | undefined>>): Array<Record<string, string>> =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v!.text])));
