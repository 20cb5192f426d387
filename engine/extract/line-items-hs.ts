/**
 * Tariff codes of line items printed outside the item table's own reading: in the column headed as one on the
 * item's row (a header the table detection split, rows read by arithmetic), or in a table of their own that lists
 * each part number with its code (an export annex, a customs complement such as a CFDI's "Comercio Exterior").
 */
import type { BBox } from '../types.ts';
import { lowerBound } from '../layout/sorted.ts';
import type { ExtractContext, LayoutLine } from './context.ts';
import { parseHsCode } from './parse/codes.ts';
import { COLUMN_LABELS } from './parse/labels.ts';
import { escapeRegExp, fold } from './parse/text.ts';
import { headerRole } from './line-items-roles.ts';
import type { ItemEvidence, LineItem } from './line-items.ts';

interface HsColumn {
  page: number;
  x0: number;
  x1: number;
  top: number;
}

/** The words of each tariff-code column label. */
const HS_LABEL_WORDS = COLUMN_LABELS.hsCode.map((l) => l.split(' '));

const HS_WORDS = [...new Set(HS_LABEL_WORDS.flat())].map(escapeRegExp).join('|');
/**
 * Those words, each bounded by no letter as `headerRole` bounds a whole label (a label matched in a header holds
 * each of its words so), in folded text.
 */
const HS_WORD = new RegExp(`(?<!\\p{L})(?:${HS_WORDS})(?!\\p{L})`, 'gu');
/**
 * The same words bounded by no ASCII letter, case ignored: true of ASCII text as printed exactly when HS_WORD is of it
 * folded, and of any folded text at least then.
 */
const ASCII_HS_WORD = new RegExp(`(?:^|[^a-z])(?:${HS_WORDS})(?![a-z])`, 'i');

/** `shortLine`'s bits: the line is ASCII only; it has an ASCII letter. */
const ASCII_TEXT = 1;
const ASCII_LETTER = 2;

/**
 * Whether `text` is short and holds no run of four digits (a header holds no code): null when not, else what its
 * characters are (the `ASCII_TEXT` and `ASCII_LETTER` bits), in one pass (a page has hundreds of lines).
 */
function shortLine(text: string): number | null {
  if (text.length > 24) return null;
  let digits = 0;
  let bits = ASCII_TEXT;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++digits === 4) return null;
      continue;
    }
    digits = 0;
    if (c >= 128) bits &= ~ASCII_TEXT;
    else if ((c | 32) >= 97 && (c | 32) <= 122) bits |= ASCII_LETTER;
  }
  return bits;
}

/** The HS_WORD words a line's text holds (folded as `headerRole` folds), or null; `bits` from `shortLine`. */
function hsWords(text: string, bits: number): string[] | null {
  // ASCII text is tried as printed: every word has a letter, and the quick test lets through all the exact one does.
  if (bits & ASCII_TEXT && (!(bits & ASCII_LETTER) || !ASCII_HS_WORD.test(text))) return null;
  const folded = fold(text);
  if (!(bits & ASCII_TEXT) && !ASCII_HS_WORD.test(folded)) return null;
  const words = Array.from(folded.matchAll(HS_WORD), (m) => m[0]);
  return words.length ? words : null;
}

/** Whether `words` hold every word of some tariff-code label. */
const namesHsCode = (words: readonly string[]): boolean => HS_LABEL_WORDS.some((label) => label.every((w) => words.includes(w)));

/** The columns headed as a tariff code on `page` ("HS code", "Codice doganale" over two lines, "HTSUS No."). */
function hsColumns(ctx: ExtractContext, page: number, out: HsColumn[]): void {
  // Headers are short and hold no code: only such lines are looked at, and for a second header line under them
  // (found through their left edges: tables put hundreds of short cells on a page).
  const short: LayoutLine[] = [];
  // A header of one or two of these lines names a tariff code only with every word of one of the labels, so only
  // lines holding such words are asked: most pages hold none, or not all of a label's ("Customs fee").
  const worded = new Map<LayoutLine, string[]>();
  for (const l of ctx.pageLines(page)) {
    const bits = shortLine(l.text);
    if (bits === null) continue;
    short.push(l);
    const words = hsWords(l.text, bits);
    if (words) worded.set(l, words);
  }
  if (!namesHsCode([...worded.values()].flat())) return;
  // Lines by rounded left edge, each run sorted by top (ties in reading order): a column of a table holds hundreds.
  const byLeft = new Map<number, Array<{ line: LayoutLine; at: number }>>();
  short.forEach((line, at) => {
    const k = Math.round(line.bbox[0]);
    (byLeft.get(k) ?? byLeft.set(k, []).get(k)!).push({ line, at });
  });
  for (const run of byLeft.values()) run.sort((a, b) => a.line.bbox[1] - b.line.bbox[1] || a.at - b.at);
  // A line under another is found among lines whose left edge rounds to within 3 points of its own.
  const wordedLefts = new Set([...worded.keys()].map((l) => Math.round(l.bbox[0])));
  const nearWorded = (l: LayoutLine): boolean => {
    const k = Math.round(l.bbox[0]);
    for (let x = k - 3; x <= k + 3; x++) if (wordedLefts.has(x)) return true;
    return false;
  };
  // The first line in reading order, of the first run from the left that has one, that starts right under `l`.
  const lineUnder = (l: LayoutLine): LayoutLine | undefined => {
    const h = l.bbox[3] - l.bbox[1], k = Math.round(l.bbox[0]);
    for (let x = k - 3; x <= k + 3; x++) {
      const run = byLeft.get(x);
      if (!run) continue;
      let best: { line: LayoutLine; at: number } | undefined;
      for (let i = lowerBound(run, l.bbox[1], (e) => e.line.bbox[1]); i < run.length; i++) {
        const c = run[i].line;
        if (c.bbox[1] - l.bbox[3] >= h * 0.6) break;
        if (c !== l && Math.abs(c.bbox[0] - l.bbox[0]) < 3 && c.bbox[1] > l.bbox[1] && (!best || run[i].at < best.at)) best = run[i];
      }
      if (best) return best.line;
    }
    return undefined;
  };
  for (const l of short) {
    const own = worded.get(l);
    // The header may be printed on two lines ("Codice" over "doganale").
    let role: LayoutLine | null = own && namesHsCode(own) && headerRole(l.text) === 'hsCode' ? l : null;
    if (!role && (own || nearWorded(l))) {
      const under = lineUnder(l);
      const both = under ? [...(own ?? []), ...(worded.get(under) ?? [])] : [];
      if (under && namesHsCode(both) && headerRole(`${l.text} ${under.text}`) === 'hsCode') role = under;
    }
    if (role) out.push({ page, x0: Math.min(l.bbox[0], role.bbox[0]), x1: Math.max(l.bbox[2], role.bbox[2]), top: l.bbox[1] });
  }
}

/** Every page's tariff-code columns. */
function allHsColumns(ctx: ExtractContext): HsColumn[] {
  const cols: HsColumn[] = [];
  for (const p of ctx.pages) hsColumns(ctx, p.pageNumber, cols);
  return cols;
}

/** The figure of an item's row that places the row: its unit price, else its total. */
const figure = (ev: ItemEvidence): BBox | undefined => ev.cells.unitPrice ?? ev.cells.total;

const centreY = (b: BBox) => (b[1] + b[3]) / 2;

/** A page's lines by vertical centre, each with its place in reading order. */
type RowIndex = Array<{ line: LayoutLine; cy: number; at: number }>;

/**
 * Each page's row index, built on first use: every item's row and every listed code's row is looked up on its page,
 * and a scan of the page's lines for each would be quadratic in the lines of a long table.
 */
function rowIndexes(ctx: ExtractContext): (page: number) => RowIndex {
  const byPage = new Map<number, RowIndex>();
  return (page) => {
    let index = byPage.get(page);
    if (!index) {
      // A centre that is not a number is on no row.
      index = ctx.pageLines(page).map((line, at) => ({ line, cy: centreY(line.bbox), at })).filter((e) => !Number.isNaN(e.cy));
      index.sort((a, b) => a.cy - b.cy);
      byPage.set(page, index);
    }
    return index;
  };
}

/** The lines on the row of `cy` (centres within half of `h`), in reading order. */
function rowLines(index: RowIndex, cy: number, h: number): LayoutLine[] {
  const half = h * 0.5;
  const hits: RowIndex = [];
  // The window has a point of slack either side so that rounding in `cy ± half` loses no line; the test on each line
  // in it is the exact one.
  for (let k = lowerBound(index, cy - half - 1, (e) => e.cy); k < index.length && index[k].cy <= cy + half + 1; k++) {
    if (Math.abs(index[k].cy - cy) <= half) hits.push(index[k]);
  }
  return hits.sort((a, b) => a.at - b.at).map((e) => e.line);
}

/** The tariff code printed under `col` on the row at `cy`, with its line. */
function codeOnRow(index: RowIndex, col: HsColumn, cy: number, h: number): { code: string; line: LayoutLine } | null {
  for (const l of rowLines(index, cy, h)) {
    const lx = (l.bbox[0] + l.bbox[2]) / 2;
    if (lx < col.x0 - 4 || lx > col.x1 + 4) continue;
    const code = parseHsCode(l.text);
    if (code) return { code, line: l };
  }
  return null;
}

/**
 * A part number: letters and digits with dashes, dots or slashes ("JAL-E-2800", "A1234/B"). Figures (quantities,
 * prices), dates and plain numbers are no key: they repeat across rows of any table.
 */
const PART_NUMBER = /^(?=[^\s]*\d)(?=[^\s]*[A-Z])[A-Z0-9][A-Z0-9\-./]{3,}$/i;

/** The part numbers printed on the row at `cy`, the code line itself left out. */
function rowKeys(index: RowIndex, cy: number, h: number, except?: LayoutLine): string[] {
  const keys: string[] = [];
  for (const l of rowLines(index, cy, h)) {
    if (l === except) continue;
    for (const w of l.words) if (PART_NUMBER.test(w.text)) keys.push(w.text.toUpperCase());
  }
  return keys;
}

/** Per part number, the one tariff code printed beside it under a tariff-code column (ambiguous keys are dropped). */
function keyedCodes(ctx: ExtractContext, rows: (page: number) => RowIndex, columns: HsColumn[]): Map<string, { code: string; line: LayoutLine } | null> {
  const out = new Map<string, { code: string; line: LayoutLine } | null>();
  for (const col of columns) {
    for (const l of ctx.pageLines(col.page)) {
      const lx = (l.bbox[0] + l.bbox[2]) / 2;
      if (l.bbox[1] <= col.top || lx < col.x0 - 4 || lx > col.x1 + 4) continue;
      const code = parseHsCode(l.text);
      if (!code) continue;
      for (const key of rowKeys(rows(col.page), centreY(l.bbox), l.bbox[3] - l.bbox[1], l)) {
        const had = out.get(key);
        out.set(key, had === undefined || had?.code === code ? { code, line: l } : null);
      }
    }
  }
  return out;
}

/**
 * Items without a tariff code take it from the column headed as one: the code printed on the item's row under that
 * header, or else the code listed beside a part number the item's row prints, in a table of codes by part number.
 */
export function withHsCodes(ctx: ExtractContext, found: { items: LineItem[]; evidence: ItemEvidence[] }): { items: LineItem[]; evidence: ItemEvidence[] } {
  const run = (item: LineItem) => item.description !== null && RUN_ON_CODE.test(item.description);
  const missing = found.items.some((item, i) => (item.hsCode === null || run(item)) && found.evidence[i]);
  if (!missing) return found;
  const columns = allHsColumns(ctx);
  if (!columns.length) return found;
  splitRunOnCodes(found, columns);
  const rows = rowIndexes(ctx);
  found.items.forEach((item, i) => {
    const ev = found.evidence[i];
    const fig = ev && figure(ev);
    if (item.hsCode !== null || !fig) return;
    for (const col of columns) {
      if (col.page !== ev.page || col.top >= centreY(fig)) continue;
      const hit = codeOnRow(rows(ev.page), col, centreY(fig), fig[3] - fig[1]);
      if (hit) {
        item.hsCode = hit.code;
        ev.cells.hsCode = hit.line.bbox;
        return;
      }
    }
  });
  keyedLookup(ctx, rows, found, columns);
  return found;
}

/** Codes from a table of codes by part number (on any page), for the items still without one. */
function keyedLookup(ctx: ExtractContext, rows: (page: number) => RowIndex, found: { items: LineItem[]; evidence: ItemEvidence[] }, columns: HsColumn[]): void {
  const keysOf = found.items.map((item, i) => {
    const ev = found.evidence[i];
    const fig = ev && figure(ev);
    return item.hsCode === null && fig ? rowKeys(rows(ev.page), centreY(fig), fig[3] - fig[1]) : [];
  });
  if (!keysOf.some((k) => k.length)) return;
  const codes = keyedCodes(ctx, rows, columns);
  keysOf.forEach((keys, i) => {
    for (const key of keys) {
      const hit = codes.get(key);
      if (!hit) continue;
      found.items[i].hsCode = hit.code;
      found.evidence[i].cells.hsCode = hit.line.bbox;
      return;
    }
  });
}

/**
 * A description run on into the tariff-code column beside it, read as one cell ("Oak barrel staves 90cm  44160000"
 * reaching past where "HS code" heads its column): the code is the item's, no part of its description.
 */
function splitRunOnCodes(found: { items: LineItem[]; evidence: ItemEvidence[] }, columns: HsColumn[]): void {
  found.items.forEach((item, i) => {
    const box = found.evidence[i]?.cells.description;
    const m = box && item.description ? RUN_ON_CODE.exec(item.description) : null;
    const code = m ? parseHsCode(m[2]) : null;
    if (!m || !code || (item.hsCode !== null && item.hsCode !== code)) return;
    if (!columns.some((c) => c.page === found.evidence[i].page && c.top < box![1] && box![2] > c.x0 && box![0] < c.x0)) return;
    item.description = m[1].trim();
    item.hsCode = code;
  });
}

/** A text ending in a tariff code after a space: six to ten digits, dotted or not. */
const RUN_ON_CODE = /^(.*\S)\s+(\d{4}(?:\.?\d{2}){1,3})$/s;
