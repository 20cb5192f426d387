/**
 * The body of a goods table, line by line: a printed line cut into cells and placed under the header's columns,
 * and what kind of line it is (an HS code line, a carrier's clause, a totals line, a label that ends the table).
 */
import type { Word } from '../../types.ts';
import type { ColumnKind } from './labels.ts';
import { labelKeysOf } from './label-lookup.ts';
import { bottom, captionOf, HEADER_VOCAB, norm, PAIRED, top, type Column } from './table-header.ts';
import type { TableCellRead } from './table.ts';
import { packageType } from '../parse/quantities.ts';

/** A line's words as its text, read by the line patterns below. */
const joined = (ws: Word[]): string => ws.map((w) => w.text).join(' ').trim();

export function cellRead(page: number, ws: Word[]): TableCellRead {
  const t = ws.map((w) => w.text).join(' ');
  return { text: t, seg: {
    page, text: t, line: 0, size: ws[0].fontSize ?? 8, source: ws[0].source,
    confidence: ws.reduce((a, w) => a + w.confidence, 0) / ws.length,
    bbox: [Math.min(...ws.map((w) => w.bbox[0])), top(ws), Math.max(...ws.map((w) => w.bbox[2])), bottom(ws)],
  } };
}

/**
 * The cells of a printed line: each text-layer run cut at its gaps, runs side by side joined as words are, but for
 * two runs `parted` holds apart (given the left cell's last and first words and the right run's first): an OCR line
 * cut at a rule leaves two runs a couple of points apart, a right-aligned figure and the next column's value
 * ("267.00" and "210x110x22").
 */
export function lineCells(lineRuns: Word[][], parted?: (left: Word, right: Word, leftStart: Word) => boolean): Word[][] {
  const parts = lineRuns.flatMap((r) => cellsOf([...r].sort((a, b) => a.bbox[0] - b.bbox[0]))).sort((a, b) => a[0].bbox[0] - b[0].bbox[0]);
  const out: Word[][] = [];
  for (const p of parts) {
    const cur = out[out.length - 1];
    const last = cur?.[cur.length - 1];
    const h = p[0].bbox[3] - p[0].bbox[1];
    const gap = last ? p[0].bbox[0] - last.bbox[2] : 0;
    if (last && gap < h * 0.4 && gap > -h * 0.2 && Math.max(...cur.map((w) => w.bbox[2])) <= p[0].bbox[0] + h * 0.2 && !parted?.(last, p[0], cur[0])) cur.push(...p);
    else out.push([...p]);
  }
  return out;
}

const DIMS_CELL = /^\d+(?:[.,]\d+)?\s*[x×*]\s*\d+(?:[.,]\d+)?\s*[x×*]\s*\d+(?:[.,]\d+)?(?:\s*(?:cm|mm|m|in))?$/i;
const FIGURE_CELL = /^[\d.,'\s]+$/;

/**
 * Cells of one printed line placed under the table's columns. A cell goes to the caption it overlaps most (a long
 * left-aligned description runs past the midpoint to the next header), else to the column it falls in: between the
 * midpoints of neighbouring captions, or, in a table whose captions start their columns, right of its caption and
 * short of the next one (a right-aligned figure). Two figures never share a column: the one farther from it goes to
 * the free column beside it. A two-field column's cell splits at its slash, or its second cell is the second field.
 */
export function placeCells(cols: Column[], bounds: number[], leftAligned: boolean, cells: Word[][]): { cells: Map<ColumnKind, Word[]>; leftAligned: boolean } {
  const at: number[] = [];
  cells.forEach((cell, n) => {
    const x0 = cell[0].bbox[0];
    const x1 = Math.max(...cell.map((w) => w.bbox[2]));
    let ci = -1;
    let best = 0;
    cols.forEach((c, i) => { const o = Math.min(x1, c.x1) - Math.max(x0, c.x0); if (o > best) { best = o; ci = i; } });
    if (ci >= 0 && /[A-Za-z]/.test(cell.map((w) => w.text).join('')) && Math.abs(x0 - cols[ci].x0) <= 1.5) leftAligned = true;
    at[n] = ci;
  });
  const free = cells.map((_, n) => at[n] < 0);
  cells.forEach((cell, n) => {
    if (!free[n]) return;
    const cx = (cell[0].bbox[0] + Math.max(...cell.map((w) => w.bbox[2]))) / 2;
    const ci = bounds.findIndex((b) => cx < b);
    at[n] = ci < 0 ? cols.length - 1 : ci;
  });
  const textOf = (n: number): string => cells[n].map((w) => w.text).join(' ');
  const figure = (n: number): boolean => FIGURE_CELL.test(textOf(n).trim());
  // Two figures met in one column: in a table whose captions start their columns, each figure off its caption
  // belongs to the caption left of it (figures right-aligned under left-aligned captions).
  // Text off its caption there goes on from the caption left of it (a word run past the caption's end).
  const clash = cols.some((_, ci) => cells.filter((_, n) => at[n] === ci && figure(n)).length >= 2);
  if (leftAligned) {
    cells.forEach((cell, n) => {
      if (!free[n] || (figure(n) && !clash)) return;
      let ci = 0;
      cols.forEach((c, i) => { if (c.x0 <= cell[0].bbox[0]) ci = i; });
      at[n] = ci;
    });
  }
  // An L x W x H cell printed off its column belongs to the dimensions column.
  const dimsCol = cols.findIndex((c) => c.kind === 'dimensions');
  cells.forEach((_, n) => {
    if (dimsCol >= 0 && at[n] !== dimsCol && DIMS_CELL.test(textOf(n).trim()) && !at.some((a, m) => a === dimsCol && m !== n)) at[n] = dimsCol;
  });
  // Two figures in one column: the one under (or nearest) the caption stays, the others go to the free columns on
  // their side ("24" under "PCS/CTN" beside "187.50" under "N.W.").
  cols.forEach((c, ci) => {
    const same = cells.map((_, m) => m).filter((m) => at[m] === ci);
    if (same.length < 2 || !same.every(figure)) return;
    const dist = (m: number): number => Math.max(0, c.x0 - Math.max(...cells[m].map((w) => w.bbox[2])), cells[m][0].bbox[0] - c.x1);
    const keep = same.reduce((k, m) => (dist(m) < dist(k) ? m : k), same[0]);
    const k = same.indexOf(keep);
    let side = ci - 1;
    for (const m of same.slice(0, k).reverse()) { if (side >= 0 && !at.includes(side)) at[m] = side--; }
    side = ci + 1;
    for (const m of same.slice(k + 1)) { if (side < cols.length && !at.includes(side)) at[m] = side++; }
  });
  const out = new Map<ColumnKind, Word[]>();
  const add = (k: ColumnKind, ws: Word[]): void => { if (ws.length) { if (!out.has(k)) out.set(k, []); out.get(k)!.push(...ws); } };
  cols.forEach((c, ci) => {
    const mine: Word[][] = [];
    // A role tag printed apart from its value ("S:   ACME LTD") goes with it.
    for (const m of cells.filter((_, n) => at[n] === ci)) {
      const last = mine[mine.length - 1];
      if (last && last.length === 1 && TAG.test(last[0].text)) last.push(...m);
      else mine.push([...m]);
    }
    if (!c.kind || mine.length === 0) return;
    if (!c.also) { for (const m of mine) add(c.kind, m); return; }
    const ws = mine.flat();
    if (!PAIRED.has(c.also)) { add(c.kind, ws); return; }
    const cut = ws.findIndex((w, i) => i > 0 && (w.text === '/' || w.text === '//'));
    const endSlash = ws.findIndex((w, i) => i < ws.length - 1 && /\/$/.test(w.text) && w.text.length > 1);
    if (cut > 0) { add(c.kind, withoutTag(ws.slice(0, cut))); add(c.also, withoutTag(ws.slice(cut + 1))); }
    else if (endSlash >= 0) {
      add(c.kind, withoutTag([...ws.slice(0, endSlash), { ...ws[endSlash], text: ws[endSlash].text.replace(/\/$/, '') }]));
      add(c.also, withoutTag(ws.slice(endSlash + 1)));
    } else add(c.kind, withoutTag(ws));
  });
  packageKindBeside(cols, cells, at, out);
  return { cells: out, leftAligned };
}

/**
 * A count of packages with their kind in the uncaptioned (or unknown-captioned) column right of it ("Pkgs | Kind":
 * "239 | BALES", "40 | JUMBO BAGS"): the kind words join the count, as if printed in one cell. Under a caption that
 * names the kind ("KIND", "Pkg type") any kind word is the packages' ("860 | PCS", "18 | FLEXITANKS"); under
 * another, only words ending in a known kind of package other than pieces or units (a column of units beside a
 * count is no kind of package).
 */
function packageKindBeside(cols: Column[], cells: Word[][], at: number[], out: Map<ColumnKind, Word[]>): void {
  const pk = cols.findIndex((c) => c.kind === 'packages');
  const count = out.get('packages');
  if (pk < 0 || pk + 1 >= cols.length || cols[pk + 1].kind || !count || !FIGURE_CELL.test(count.map((w) => w.text).join(' ').trim())) return;
  // A kind of two words may come as two cells (words a wide space apart in a monospaced font).
  const beside = cells.filter((_, n) => at[n] === pk + 1).flat();
  if (beside.length === 0 || beside.length > 3 || !KIND_WORDS.test(beside.map((w) => w.text).join(' '))) return;
  if (KIND_CAPTION.test(norm(captionOf(cols[pk + 1])))) { count.push(...beside); return; }
  const t = packageType(beside[beside.length - 1].text.replace(/\.$/, ''));
  if (t && t !== 'piece' && t !== 'unit') count.push(...beside);
}
// One to three words of letters, a kind of package as printed ("BALES", "JUMBO BAGS", "CTNS.").
const KIND_WORDS = /^[A-Za-zÀ-ÿ]+(?:[ -][A-Za-zÀ-ÿ]+){0,2}\.?$/;
// Captions of a column of kinds that the dictionary gives no field ("KIND", "Pkg type", "Packing").
const KIND_CAPTION = /^(?:kinds?|kind of packing|(?:pkgs?|packages?) (?:kind|type)|packing)$/;

/** A cell without a role tag before it ("S: ACME LTD", "CNEE: …"), as a two-field column prints its fields. */
export function withoutTag(ws: Word[]): Word[] {
  return ws.length > 1 && TAG.test(ws[0].text) ? ws.slice(1) : ws;
}
const TAG = /^[A-Za-z]{1,5}:$/;

export function cellsOf(words: Word[]): Word[][] {
  const out: Word[][] = [];
  for (const w of words) {
    const cur = out[out.length - 1];
    const prev = cur?.[cur.length - 1];
    // A word printed over the one before it (a long description run into the next column's text) starts a cell.
    const gap = prev ? w.bbox[0] - prev.bbox[2] : 0;
    if (prev && gap < (w.bbox[3] - w.bbox[1]) * 0.4 && gap > -(w.bbox[3] - w.bbox[1]) * 0.2) cur.push(w);
    else out.push([w]);
  }
  return out;
}

// Also the equipment and service a B/L states under the goods ("2X40HQ CY/CY"): no goods either.
// "4 X 20' DV CONTAINERS S.T.C. 82 (EIGHTY-TWO) PALLETS": the equipment announced with what it is said to contain.
// "SHIPPER'S LOAD, STOW, WEIGHT AND COUNT", its words in any order, "said to contain" after it (or a dash).
export const CLAUSE_LINE = /^(?:(?:\d+\s*x\s*)?(?:20|40|45)'?\s*(?:HQ|HC|GP|DV|ST|RF)\s+(?:containers?|cntrs?)\s+(?:s\.\s?t\.\s?c\.|said\s+to\s+contain)(?:\s.*)?|(?:\d+\s*x\s*)?(?:20|40|45)'?\s*(?:HQ|HC|GP|DV|ST|RF)(?:\s+(?:CY|CFS)\/(?:CY|CFS))?|(?:CY|CFS)\/(?:CY|CFS)|(?:\d+\s*x\s*)?(?:20|40|45)'?\s*(?:high\s+cube|dry(?:\s+van)?|standard|reefer|open\s+top|flat\s+rack)?\s*(?:containers?|cntrs?)|shipper'?s?\s+load(?:\s*[,&]?\s*(?:stow|weight|count|seal(?:ed)?|and))*(?:\s*[-–]?\s+said\s+to\s+contain)?|(?:\d+\s*(?:x\s*)?(?:containers?|cntrs?)\s+)?said\s+to\s+contain|s\.\s?t\.\s?c\.|slac|stc)[.:]?$/i;

// "HS CODE: 851762", "HS: 8517.62", "H.S. Code No. 8517.62.00", "HTS 8517.62.0090": a line naming a row's HS code,
// maybe with the container the goods are stowed in after it ("HS 851762  IN ABCU1234569"), which is no description.
const HS_LINE = /^(?:h\.?\s?s\.?|hts(?:us)?|tariff)(?:\s*(?:code|no\.?|nr\.?|number))*\s*[:#.]?\s*(\d{4}(?:[.\s]?\d{2,4}){1,3}|\d{6,10})\.?(?:\s+(?:in|cntr\.?|container)\s*[:.]?\s*[A-Z]{4}\s?\d{6,7})?$/i;

/** The words of an HS code line's code, or null when the line is none. */
export function hsLine(ws: Word[]): Word[] | null {
  if (!HS_LINE.test(joined(ws))) return null;
  const at = ws.findIndex((w) => /^\d/.test(w.text.replace(/^[:#]+/, '')));
  if (at < 0) return null;
  // The code's words only: a container named after it is left out.
  const end = ws.findIndex((w, k) => k > at && !/^[\d.]+$/.test(w.text));
  return ws.slice(at, end < 0 ? ws.length : end).map((w) => ({ ...w, text: w.text.replace(/^[:#]+|\.$/g, '') }));
}

/**
 * "24 kolli", "6 CARTONS": a line of a count and a package kind alone under a row's description, in a table with
 * no packages column: the row's packages, not more of its description. Pieces and units count the goods instead.
 */
export function packagesLine(ws: Word[]): boolean {
  const m = /^\d[\d.,]*\s+(\p{L}+)\.?$/u.exec(joined(ws));
  const kind = m ? packageType(m[1]) : null;
  return !!kind && kind !== 'piece' && kind !== 'unit' && kind !== 'container';
}

// "MODEL: AB-123", "Style No.: 4471", "Art. No.: X-9", "SKU: 12-40": a line under a description tagging the row's
// article code, in a table with no column for it.
const SKU_LINE = /^(?:model(?:\s+no\.?)?|style(?:\s+no\.?)?|art(?:icle)?\.?\s*no\.?|sku|item\s+code|part\s+no\.?)\s*[:#]\s*([A-Z0-9][A-Z0-9./-]*)$/i;

/** The words of an article-code line's code, or null when the line is none. */
export function skuLine(ws: Word[]): Word[] | null {
  const m = SKU_LINE.exec(joined(ws));
  if (!m || !/[\d-]/.test(m[1])) return null;
  const last = ws[ws.length - 1];
  return last.text.endsWith(m[1]) ? [{ ...last, text: m[1] }] : null;
}

// "L/M 5.2", "LANE METRES: 14.2": the deck length a Ro/Ro unit takes, printed under its description with remarks after
// it on its line ("L/M 4.8 - NO PERSONAL EFFECTS"): stowage, not a description of the goods.
const LANE_METRE_LINE = /^(?:l\/m|lane\s+met(?:er|re)s?)\s*[:.]?\s*\d[\d.,]*(?:\s|$)/i;

// "Marks: ACME 1/48", "Freight: PREPAID", maybe after the caption in another language ("Merki / marks:"): a row's marks
// or freight terms printed under its goods, captioned: neither describes the goods.
const NOTE_LINE = /^(?:\S+\s*\/\s*)?(?:((?:shipping\s+)?marks(?:\s*(?:and|&)\s*n(?:o|umber)s?\.?)?)|freight(?:\s+terms)?|freight\s+payable(?:\s+at)?)\s*:/i;

/**
 * A captioned note of a row's marks or freight terms under its description: which, and the words after the
 * caption's colon (the marks), or null when the line is none.
 */
export function noteLine(ws: Word[]): { marks: boolean; value: Word[] } | null {
  const m = NOTE_LINE.exec(joined(ws));
  if (!m) return null;
  const colon = ws.findIndex((w) => w.text.endsWith(':'));
  return { marks: !!m[1], value: ws.slice(colon + 1) };
}

/** Whether a line under a description prints a unit's lane metres. */
export const laneMetreLine = (ws: Word[]): boolean => LANE_METRE_LINE.test(joined(ws));

// "N.W.: 42,880.000KGS", "NET WEIGHT: 61,010.000 KGS", "Net Wt. 980 kg": a line naming a row's net weight, unit printed.
// Its caption, with its colon and spacing, as a pattern source (goods blocks read it inside a line too): case-insensitive.
export const NET_CAPTION = String.raw`(?:net\s*(?:weight|wt\.?|mass)|n\.\s?w\.?)\s*[:.]?\s*`;
// "NET 44,092 LBS / 20,000.0 KGS": a bare "NET" before the figure, restated in kilos after a slash.
const NET_LINE = new RegExp(String.raw`^(?:${NET_CAPTION}|net\s+)\d[\d.,]*\s*(?:kgs?|kgm|lbs?)(\s*\/\s*\d[\d.,]*\s*(?:kgs?|kgm))?$`, 'i');

/** The words of a net weight line's figure and unit (the kilos of two), or null when the line is none. */
export function netLine(ws: Word[]): Word[] | null {
  const m = NET_LINE.exec(joined(ws));
  if (!m) return null;
  if (m[1]) ws = ws.slice(ws.findIndex((w) => w.text === '/' || w.text.startsWith('/')) + 1).map((w) => ({ ...w, text: w.text.replace(/^\//, '') }));
  const at = ws.findIndex((w) => /^\d/.test(w.text) || /\d/.test(w.text.replace(/^[^:]*:/, '')));
  if (at < 0) return null;
  return [{ ...ws[at], text: ws[at].text.replace(/^[^\d]*(?=\d)/, '') }, ...ws.slice(at + 1)];
}

/**
 * "HS 090111   NET 2.400,00 KG": a row's HS code and net weight on one line under its description, the net's caption
 * starting the second part. Both parts' words, or null when the line is not made of the two.
 */
export function hsNetLine(ws: Word[]): { hs: Word[]; net: Word[] } | null {
  const at = ws.findIndex((w, k) => k > 0 && /^(?:net|n\.\s?w\.?)$/i.test(w.text));
  if (at < 0) return null;
  const hs = hsLine(ws.slice(0, at));
  const net = hs ? netLine(ws.slice(at)) : null;
  return hs && net ? { hs, net } : null;
}

const TOTAL_WORDS = new Set(['total', 'totals', 'subtotal', 'gesamt', 'summe', 'totaal', 'totale', 'totaux', 'totales', 'totais', 'razem', 'toplam']);
// Words a totals caption goes on with ("Total Number of Packages (in words)", "Total Gross Weight").
// A grand total in French or Spanish and its translation ("TOTAL GENERAL / GRAND TOTAL").
const TOTAL_CAPTION = new Set(['number', 'in', 'words', 'figures', 'say', 'amount', 'value', 'sum', 'qty', 'quantity', 'no', 'nos', 'general', 'grand', 'total']);

/**
 * A totals line under a goods table ("TOTAL: 400 CARTONS", "Totals", "Total Number of Packages (in words)"):
 * it starts with a word for a total, followed by a colon, nothing, a figure or caption words only.
 */
export function totalsLine(words: Word[]): boolean {
  let i = 0;
  if (/^(?:grand|sub)$/i.test(words[0]?.text ?? '')) i++;
  // A bilingual caption names the total twice ("Totaal / Total:"): the second wording is the caption.
  if (words[i + 1]?.text === '/' && TOTAL_WORDS.has(norm(words[i].text)) && TOTAL_WORDS.has(norm(words[i + 2]?.text ?? ''))) i += 2;
  const first = words[i];
  if (!first || !TOTAL_WORDS.has(norm(first.text))) return false;
  if (/:$/.test(first.text) || i + 1 >= words.length) return true;
  const next = words[i + 1];
  // Another cell, or a figure: a total printed under its column ("TOTAL  400 CARTONS").
  if (next.bbox[0] - first.bbox[2] > (first.bbox[3] - first.bbox[1]) * 0.4 || /^\d/.test(next.text)) return true;
  const caption = cellsOf(words.slice(i))[0].slice(1).map((w) => w.text).join(' ');
  const tokens = norm(caption.replace(/[()]/g, ' ')).split(' ').filter(Boolean);
  return tokens.length > 0 && tokens.every((t) => HEADER_VOCAB.has(t) || TOTAL_CAPTION.has(t));
}

export function hasLabel(words: Word[]): boolean {
  // A totals line starts with a label ("Total Gross Weight: ..."), possibly followed by a colon.
  for (let n = Math.min(6, words.length); n >= 1; n--) {
    const t = words.slice(0, n).map((w) => w.text).join(' ').replace(/:$/, '');
    if (labelKeysOf(t)) return true;
  }
  return false;
}
