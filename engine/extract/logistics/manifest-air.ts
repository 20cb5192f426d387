/**
 * An airline cargo manifest's consignment lines: one row per air waybill, under a header row whose captions may
 * wrap onto a second line ("No. of" over "Pieces", "Gross Weight" over "(kg)"). Read from the segments' geometry:
 * columns are the captions' spans, a row starts at an air waybill number under its caption and takes the lines
 * printed under it (names wrapped in their cells) up to the next one. Anything else in that column (a page
 * total, the manifest total) ends the page's table. A forwarder's consolidation manifest lists house waybills
 * under its own numbering, notes each row in smaller type and carries subtotals from page to page.
 */
import { parseAirWaybill } from '../parse/index.ts';
import { runningCaption } from './packing-rows.ts';
import { sameLine, type Segment } from './segments.ts';

export type AirManifestColumn = 'awb' | 'pieces' | 'weight' | 'nature' | 'shipper' | 'consignee' | 'other';

export interface AirManifestCell { text: string; segs: Segment[] }
export interface AirManifestRow {
  awb: string;
  awbSeg: Segment;
  cells: Partial<Record<AirManifestColumn, AirManifestCell>>;
  /** The unit the weight column's caption prints ("Gross Weight (kg)"), if any. */
  weightUnit: 'kg' | 'lb' | null;
}

/** The caption of an air waybill column ("Air Waybill No.", "AWB", "MAWB Number", "HAWB", "House AWB No."). */
const AWB_CAPTION = /^(?:master\s+|house\s+)?(?:air\s*waybill|[mh]?awb)(?:\s+(?:no\.?|nr\.?|number|#))?$/i;
/** A house waybill column's caption: its numbers are the consolidator's own, not an airline's 11 digits. */
const HOUSE_CAPTION = /\b(?:hawb|house)\b/i;
/**
 * A house waybill number as forwarders print it: one token of capitals, digits and dashes, four digits and a letter
 * among them ("ABCXYZ-004417", "HX2611/0042"). Figures alone are a date or a count ("2026-03-04", "12345").
 */
const HOUSE_NO = /^(?=(?:[^\d]*\d){4})(?=[^A-Z]*[A-Z])[A-Z0-9][A-Z0-9/-]{4,19}$/;
/** A date with its month in letters, which has the letter a house number needs ("04-MAR-2026", "17JUN26"). */
const MONTH_DATE = /^\d{1,2}[-/.]?(?:JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)[-/.]?\d{2,4}$/;

/** The waybill number a row starts with: an airline's (mod-7 checked), or in a house column the forwarder's as printed. */
function waybillOf(text: string, house: boolean): { value: string } | null {
  return parseAirWaybill(text) ?? (house && HOUSE_NO.test(text) && !MONTH_DATE.test(text) ? { value: text } : null);
}

/** What a column's caption (its lines joined) says it holds. */
function columnKind(caption: string): AirManifestColumn {
  // Accents folded, not dropped: a local caption beside the English one keeps its letters ("SÚLY KG").
  const t = caption.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\b(air ?waybill|[mh]?awb)\b/.test(t)) return 'awb';
  if (/\bconsignee\b/.test(t)) return 'consignee';
  if (/\b(shipper|consignor)\b/.test(t)) return 'shipper';
  // A column captioned by its unit ("KG", "Súly kg") holds weights, as one captioned so in any language.
  if (/\b(weight|wt|gewicht|poids|peso|suly|kgs?|lbs?)\b/.test(t)) return 'weight';
  if (/\b(pieces|pcs|pkgs|packages)\b/.test(t)) return 'pieces';
  if (/\b(nature|description|commodity|contents)\b/.test(t) || /^goods$/.test(t)) return 'nature';
  return 'other';
}

interface Column {
  kind: AirManifestColumn; x0: number; x1: number; caption: string;
  /** A figure's column and a text's read as one, where OCR runs two captions together ("GROSS WT NATURE OF GOODS"). */
  pair?: { figure: AirManifestColumn; text: AirManifestColumn; figureFirst: boolean };
}

const FIGURE_KINDS: Array<[AirManifestColumn, RegExp]> = [['weight', /\b(?:weight|wt)\b/], ['pieces', /\b(?:pieces|pcs|pkgs)\b/]];
const NATURE = /\b(?:nature|description|commodity|contents)\b/;

/** The two columns one caption line names, a figure's and the goods', in the order printed; null for one column. */
function pairOf(line: string): Column['pair'] {
  const t = line.toLowerCase();
  const n = NATURE.exec(t);
  if (!n) return undefined;
  for (const [kind, re] of FIGURE_KINDS) {
    const f = re.exec(t);
    if (f) return { figure: kind, text: 'nature', figureFirst: f.index < n.index };
  }
  return undefined;
}

/** A figure alone: a paired column's cell holding only its figure. */
const FIGURE_ONLY = /^\d[\d.,]*$/;
/** A figure leading its text on one line ("1,880.0 CUT TULIPS"), and a figure ending it. */
const FIGURE_LEADS = /^(\d[\d.,]*)\s+(\S.*)$/;
const FIGURE_ENDS = /^(.*\S)\s+(\d[\d.,]*)$/;

/**
 * A paired column's cell cut into its figure and its text ("1,880.0 CUT TULIPS"); the whole text where no
 * figure leads or ends it, or where the row already has its figure (`figureTaken`): a row prints one figure a
 * column, so a second number is part of the text ("7 SEAS TRADING" beside its own piece count).
 */
function splitPair(text: string, pair: NonNullable<Column['pair']>, figureTaken: boolean): Array<[AirManifestColumn, string]> {
  if (FIGURE_ONLY.test(text)) return [[pair.figure, text]];
  const m = figureTaken ? null : (pair.figureFirst ? FIGURE_LEADS : FIGURE_ENDS).exec(text);
  if (!m) return [[pair.text, text]];
  return pair.figureFirst ? [[pair.figure, m[1]], [pair.text, m[2]]] : [[pair.text, m[1]], [pair.figure, m[2]]];
}

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];

/**
 * A digit OCR read for an accented capital inside a caption word ("ODES1LATEL" for "ODESÍLATEL", "EXPED1TEUR"): one digit
 * between or after letters, no figure beside it. Such a word is still a caption; a value with figures is not.
 */
const LETTER_AS_DIGIT = /(?<=\p{L}{2})\d(?!\d)|(?<=\p{L})\d(?=\p{L}{2})/gu;
const holdsFigure = (s: Segment): boolean => /\d/.test(s.source === 'ocr' ? s.text.replace(LETTER_AS_DIGIT, '') : s.text);
const overlapX = (a: { x0: number; x1: number }, s: Segment): number => Math.min(a.x1, s.bbox[2]) - Math.max(a.x0, s.bbox[0]);

/** The header's columns: the captions on the AWB caption's line and the line under it, stacked captions joined. */
function headerColumns(page: Segment[], cap: Segment, house: boolean): { cols: Column[]; bottom: number } | null {
  // The captions' height: the median on the caption's line (an OCR box hugs its letters, "AWB NO." may come out
  // lower than "PCS" beside it).
  const onLine = page.filter((s) => Math.min(s.bbox[3], cap.bbox[3]) - Math.max(s.bbox[1], cap.bbox[1]) > height(cap) / 2).map(height).sort((a, b) => a - b);
  const h = Math.max(height(cap), onLine[Math.floor(onLine.length / 2)] ?? 0);
  const mid = (s: Segment): number => (s.bbox[1] + s.bbox[3]) / 2;
  const tall = cap.source === 'ocr' ? 1.5 : 1.25;
  // Captions wrap onto the line under the AWB caption's, or start on the line over it.
  // A title over the table is no caption: captions are in the AWB caption's type, a column wide.
  // The first consignment line ends the header: a tight table prints it close enough under the captions that
  // its words (names, "MIA") would otherwise read as a caption's second line.
  const body = page.find((s) => s.bbox[1] > cap.bbox[1] + h * 0.5 && overlapX({ x0: cap.bbox[0], x1: cap.bbox[2] }, s) > 0 && waybillOf(s.text.trim(), house));
  const end = Math.min(cap.bbox[3] + h * 0.6, body ? body.bbox[1] - h * 0.2 : Infinity);
  const band = page.filter((s) => mid(s) >= mid(cap) - h * 1.3 && s.bbox[1] < end && !holdsFigure(s)
    && height(s) <= h * tall && s.bbox[2] - s.bbox[0] < 220)
    .sort((a, b) => a.bbox[0] - b.bbox[0]);
  const cols: Array<{ x0: number; x1: number; parts: Segment[] }> = [];
  // Captions stack into one column where they overlap; two captions side by side on one line are two columns even
  // where their boxes touch (OCR boxes of captions either side of a column rule may overlap by a pixel or two).
  for (const s of band) {
    const col = cols.find((c) => Math.min(c.x1, s.bbox[2]) - Math.max(c.x0, s.bbox[0]) > 0
      && !c.parts.some((p) => sameLine(p, s) && Math.min(p.bbox[2], s.bbox[2]) - Math.max(p.bbox[0], s.bbox[0]) < Math.min(p.bbox[2] - p.bbox[0], s.bbox[2] - s.bbox[0]) / 2));
    if (col) { col.parts.push(s); col.x0 = Math.min(col.x0, s.bbox[0]); col.x1 = Math.max(col.x1, s.bbox[2]); }
    else cols.push({ x0: s.bbox[0], x1: s.bbox[2], parts: [s] });
  }
  const out = cols.map((c) => {
    const caption = c.parts.sort((a, b) => a.bbox[1] - b.bbox[1]).map((s) => s.text).join(' ');
    const pair = c.parts.map((p) => pairOf(p.text)).find((p) => p);
    return { kind: pair ? pair.figure : columnKind(caption), x0: c.x0, x1: c.x1, caption, ...(pair ? { pair } : {}) };
  });
  const kinds = new Set(out.flatMap((c) => (c.pair ? [c.pair.figure, c.pair.text] : [c.kind])));
  // A header lists the consignments' figures and parties, not a form's boxes.
  if (!kinds.has('awb') || ['pieces', 'weight', 'nature', 'shipper', 'consignee'].filter((k) => kinds.has(k as AirManifestColumn)).length < 3) return null;
  return { cols: out, bottom: Math.max(...band.map((s) => s.bbox[3])) };
}

/** The column a body segment is printed in: the one its span overlaps most, else the nearest caption close by. */
function columnOf(cols: Column[], s: Segment): Column | null {
  let best: Column | null = null;
  let bestOverlap = 0;
  for (const c of cols) {
    const o = overlapX(c, s);
    if (o > bestOverlap) { best = c; bestOverlap = o; }
  }
  if (best) return best;
  const mid = (s.bbox[0] + s.bbox[2]) / 2;
  const near = cols.map((c) => ({ c, d: Math.min(Math.abs(mid - c.x0), Math.abs(mid - c.x1)) })).sort((a, b) => a.d - b.d)[0];
  return near && near.d < height(s) * 2 ? near.c : null;
}

/**
 * A figure's column and a text's that one OCR line runs across, where no rule parts them ("2,071.0 CHILLED
 * SALMON" under "GROSS WT" and "NATURE OF GOODS", "1,095.8 LAKESIDE OPTICS LTD" under the weight and the shipper).
 */
function spannedPair(cols: Column[], s: Segment): Column['pair'] {
  const over = cols.filter((c) => overlapX(c, s) > 0);
  const text = over.find((c) => c.kind === 'nature' || c.kind === 'shipper' || c.kind === 'consignee');
  const figure = over.find((c) => FIGURE_KINDS.some(([k]) => k === c.kind));
  return text && figure ? { figure: figure.kind, text: text.kind, figureFirst: figure.x0 < text.x0 } : undefined;
}

/** A line noting the goods' HS heading or code alone ("HS 0901", "H.S. CODE: 8471.30"). */
const HS_NOTE = /^(?:h\.?\s?s\.?|hts)(?:\s*code)?\s*[:#.]?\s*\d{4}(?:[.\s]?\d{2,4}){0,3}$/i;
const FIGURE_COLUMN = new Set<AirManifestColumn>(['pieces', 'weight']);

/** Printed lines of segments (tops within a third of their height), top to bottom; `segs` in page order (segmentPages: top to bottom, left to right). */
function linesOf(segs: Segment[]): Segment[][] {
  const lines: Segment[][] = [];
  for (const s of segs) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(s.bbox[1] - last[0].bbox[1]) <= Math.max(2, height(last[0]) / 3)) last.push(s);
    else lines.push([s]);
  }
  return lines;
}

/** Every consignment line of every page's air waybill table, pages in order. */
export function readAirManifestRows(pages: Segment[][]): AirManifestRow[] {
  const rows: AirManifestRow[] = [];
  for (const page of pages) {
    // The first waybill caption that heads a table of consignments: a header block above may caption the master
    // waybill of a consolidation ("MAWB" over its number) beside the flight and the date.
    let header: ReturnType<typeof headerColumns> = null;
    let house = false;
    for (const cap of page.filter((s) => AWB_CAPTION.test(s.text.trim()))) {
      house = HOUSE_CAPTION.test(cap.text);
      header = headerColumns(page, cap, house);
      if (header) break;
    }
    if (!header) continue;
    const { cols, bottom } = header;
    const awbCol = cols.find((c) => c.kind === 'awb')!;
    const weightCol = cols.find((c) => c.kind === 'weight');
    const weightUnit = weightCol ? (/\bkgs?\b/i.test(weightCol.caption) ? 'kg' : /\blbs?\b/i.test(weightCol.caption) ? 'lb' : null) : null;
    let cur: AirManifestRow | null = null;
    let lastBottom = 0;
    let rowSize = 0;
    for (const ln of linesOf(page.filter((s) => s.bbox[1] >= bottom - 1))) {
      const placed = ln.map((s) => ({ s, col: columnOf(cols, s) }));
      const inAwb = placed.filter((p) => p.col === awbCol);
      const awb = inAwb.length === 1 ? waybillOf(inAwb[0].s.text.trim(), house) : null;
      const lh = height(ln[0]);
      const close = ln[0].bbox[1] - lastBottom <= lh * 0.6;
      // A page's running subtotal ("Brought forward" under the captions, "Carried forward" under the last row) is
      // no consignment: passed over before the first row, the table's end after one.
      if (!awb && runningCaption(ln.map((s) => s.text).join(' '))) {
        if (cur) break;
        continue;
      }
      // Lines under a row in smaller type than its own (the parties' countries, an HS code, routing and volume
      // notes) annotate the entry: a wrapped cell keeps its row's type. Text layers only: OCR knows no type size.
      if (!awb && cur && close && ln.every((s) => s.source === 'text' && s.size < rowSize * 0.95)) {
        lastBottom = Math.max(...ln.map((s) => s.bbox[3]));
        continue;
      }
      // A note line run under a row from its waybill's column ("ORG XXX DST YYY VOL 1.20 M3") with no figure in
      // the pieces or weight columns is the row's too: a page's total prints its figures there.
      if (!awb && cur && close && ln.some((s) => overlapX(awbCol, s) > 0) && !placed.some((p) => FIGURE_COLUMN.has(p.col?.kind ?? 'other') && /\d/.test(p.s.text))) {
        lastBottom = Math.max(...ln.map((s) => s.bbox[3]));
        continue;
      }
      if (!awb) {
        // A wrapped cell's next line, printed right under its row; anything else ends the table.
        if (!cur || inAwb.length || !close) break;
      } else {
        cur = { awb: awb.value, awbSeg: inAwb[0].s, cells: {}, weightUnit };
        rows.push(cur);
        rowSize = Math.min(...ln.map((s) => s.size));
      }
      for (const { s, col } of placed) {
        if (!col || col === awbCol) continue;
        const pair = col.pair ?? spannedPair(cols, s);
        // The figure's own column prints it on this line, or an earlier line of the row gave it already.
        const taken = !!pair && (!!cur.cells[pair.figure] || placed.some((p) => p.s !== s && p.col?.kind === pair.figure && !p.col.pair));
        for (const [kind, text] of pair ? splitPair(s.text.trim(), pair, taken) : [[col.kind, s.text.trim()] as const]) {
          const cell = cur.cells[kind];
          // An HS code noted under the goods ("HS 0901") classes them: it is no part of what they are called.
          if (cell && kind === 'nature' && HS_NOTE.test(text)) continue;
          if (cell) { cell.text += ` ${text}`; cell.segs.push(s); } else cur.cells[kind] = { text, segs: [s] };
        }
      }
      lastBottom = Math.max(...ln.map((s) => s.bbox[3]));
    }
  }
  return rows;
}
