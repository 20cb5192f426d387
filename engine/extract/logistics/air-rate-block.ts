/**
 * The rate description block of an air waybill (IATA boxes 22A to 22I, or a forwarder's short form), read from
 * the words' geometry as a small table.
 */
import { parseWeight, type Quantity } from '../parse/index.ts';
import type { Segment } from './segments.ts';
import { toNumber } from './parse-extra.ts';

/** `boxed`: the word follows an IATA box number ("(22I) Nature …"), which was dropped and gave it its left edge. */
interface Word2 { text: string; x0: number; x1: number; y0: number; y1: number; size: number; seg: Segment; boxed?: boolean }

/** Folded word: lower case, letters and digits only. */
const fold = (t: string): string => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** The segments of one page cut into words, with each word's box estimated from its share of the segment's text. */
function wordsOf(segs: Segment[]): Word2[] {
  const out: Word2[] = [];
  for (const s of segs) {
    const [x0, y0, x1, y1] = s.bbox;
    const per = (x1 - x0) / Math.max(1, s.text.length);
    for (const m of s.text.matchAll(/\S+/g)) {
      out.push({ text: m[0], x0: x0 + m.index! * per, x1: x0 + (m.index! + m[0].length) * per, y0, y1, size: y1 - y0, seg: s });
    }
  }
  return out;
}

/** Words grouped into printed rows (tops within a third of the text height), top to bottom, each left to right. */
function rowsOf(words: Word2[]): Word2[][] {
  const sorted = [...words].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const rows: Word2[][] = [];
  for (const w of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(w.y0 - row[0].y0) <= Math.max(2, row[0].size / 3)) row.push(w);
    else rows.push([w]);
  }
  return rows.map((r) => r.sort((a, b) => a.x0 - b.x0));
}

type RateKind = 'pieces' | 'gross' | 'unit' | 'rateClass' | 'item' | 'chargeable' | 'rate' | 'total' | 'nature';

/** An IATA box number printed before a caption ("(22F) Chargeable Weight", "(22A)" over "No. of Pieces"). */
const BOX_NUMBER = /^\(\d{1,2}[A-Z]?\)$/;

/**
 * The words without box numbers: a caption's box number marks where its box starts, so the word after it in the
 * same segment takes its left edge; a box number printed alone is dropped.
 */
function withoutBoxNumbers(words: Word2[]): Word2[] {
  const out: Word2[] = [];
  for (let k = 0; k < words.length; k++) {
    if (!BOX_NUMBER.test(words[k].text)) { out.push(words[k]); continue; }
    let n = k + 1;
    while (n < words.length && words[n].seg === words[k].seg && BOX_NUMBER.test(words[n].text)) n++;
    if (n < words.length && words[n].seg === words[k].seg) words[n] = { ...words[n], x0: words[k].x0, boxed: true };
    k = n - 1;
  }
  return out;
}

/** Words that open a column caption of the rate description block (IATA and forwarders' short forms). */
const RATE_START: Record<string, RateKind> = {
  no: 'pieces', pcs: 'pieces', pieces: 'pieces', pkgs: 'pieces', gross: 'gross', kg: 'unit', rate: 'rate', class: 'rateClass',
  // "K/L": the kilo or pound box, its slash folded away; "CHRG WT": the chargeable weight abbreviated with its R.
  kl: 'unit', chargeable: 'chargeable', chg: 'chargeable', chrg: 'chargeable', total: 'total', amount: 'total', nature: 'nature', description: 'nature',
  // A specific commodity rate's item number (box 22E): its own column, read for nothing.
  commodity: 'item',
};

/** A line of the goods' particulars rather than their nature: an HS code, or a captioned figure ("DIMS: …", "VOL: …", a two-language "MÉRET / DIMS: …"). */
// The tariff heading goes by other names too: "PARTIDA 0804.30" (Spanish), "NC 8471.60" (the EU's combined
// nomenclature, French), "NCM", "HTS".
export const PARTICULAR = /^(?:(?:HS(?:\s*CODE)?|PARTIDA(?:\s+ARANCELARIA)?|NCM?|HTS(?:US)?)\b[\s.:#]*\d{4}|(?:DIMS?|DIMENSIONS|VOL(?:UME)?|MEAS(?:UREMENT)?)\.?\s*\([^)]*\)\s*:|\p{L}[\p{L} ./]{0,15}:\s*\S)/iu;
/** A box number without parentheses leading a caption: "19", "22A". */
const BARE_NUMBER = /^\d{1,2}[A-Z]?$/;
/** A weight unit in parentheses after a column caption: "Weight (lbs)". */
const UNIT_QUALIFIER = /^\((kgs?|lbs?)\)$/i;
/** That unit when it is pounds ("lb", "lbs"). */
const POUNDS = /^l/i;
/** An HS code printed after the measures on their line ("VOL 0.588 M3   HS 761699"). */
const HS_AFTER = /\sHS(?:\s*CODE)?\b[\s.:#]*\d{4}/i;
/** "DIMS 4 X 120X100X115 CM", "VOL 5.520 M3": a measure without a colon, part of the nature unless an HS line follows. */
export const MEASURE = /^(?:DIMS?|DIMENSIONS|VOL(?:UME)?|MEAS(?:UREMENT)?)\.?\s+\d/i;

/** A figure grouped in thousands by spaces ("1 204,5", "3 733,50"): one number in words apart. */
const SPACE_GROUPED = /^\d{1,3}(?: \d{3})+(?:[.,]\d+)?$/;
/** A cell's text as one figure where spaces group its thousands; else as it is. */
const spaceGrouped = (t: string): string => (SPACE_GROUPED.test(t) ? t.replace(/ /g, '') : t);

interface RateColumn { kind: RateKind; x: number; text: string; unit?: string }
export interface RateLine {
  pieces: number | null; grossWeight: Quantity | null; chargeableWeight: Quantity | null; rateClass: string | null;
  rate: number | null; totalCharge: number | null; nature: string | null; segs: Segment[];
  /** How many rate lines the block prints (one per rate class or commodity); a total line under them is none. */
  lines: number;
}

/**
 * The IATA rate description block ("No. of Pieces RCP | Gross Weight | kg lb | Rate Class | Chargeable Weight |
 * Rate / Charge | Total | Nature and Quantity of Goods"), or a forwarder's short form ("PCS | GROSS WT | CLASS |
 * CHG WT | RATE | AMOUNT | DESCRIPTION OF GOODS"), read as a small table: the captions' first row names the
 * columns (wrapped captions below it only qualify them), the first row under the captions holds the values,
 * and the goods' nature continues down its own column while the lines follow closely.
 */
export function readRateBlock(pages: Segment[][]): RateLine | null {
  for (const page of pages) {
    const rows = rowsOf(withoutBoxNumbers(wordsOf(page)));
    for (let i = 0; i < rows.length; i++) {
      // Captions whose box numbers stand on a line of their own start one line higher than the wrapped ones
      // beside them ("(22I) Nature and Quantity of Goods" over the line "No. of | Gross | … | Total"): that line
      // is part of the first caption row.
      const above = i > 0 && rows[i - 1].some((w) => w.boxed) && rows[i][0].y0 - rows[i - 1][0].y0 < rows[i][0].size * 1.6
        && !rows[i - 1].some((w) => /\d/.test(w.text));
      const first = above ? i - 1 : i;
      const top = above ? [...rows[i - 1], ...rows[i]].sort((a, b) => a.x0 - b.x0) : rows[i];
      const heads: Array<{ kind: RateKind; x: number; unit?: string }> = [];
      for (let k = 0; k < top.length; k++) {
        const f = fold(top[k].text);
        const prev = heads[heads.length - 1];
        // "RATE CL": the rate class abbreviated, one caption with the "RATE" before it.
        if (f === 'cl' && prev?.kind === 'rate' && k > 0 && fold(top[k - 1].text) === 'rate') { prev.kind = 'rateClass'; continue; }
        // "Weight (lbs)": a unit in parentheses qualifies the caption before it, a column of its own only when bare
        // (the IATA form's "kg lb" box).
        const unit = UNIT_QUALIFIER.exec(top[k].text);
        if (unit && prev) { prev.unit = POUNDS.test(unit[1]) ? 'lb' : 'kg'; continue; }
        const kind = RATE_START[f];
        if (!kind) continue;
        // "Gross kg", "Chargeable kg": the unit in the weight's own caption qualifies it; only a box of its own
        // ("kg lb" apart) is the unit column.
        if (kind === 'unit' && f === 'kg' && (prev?.kind === 'gross' || prev?.kind === 'chargeable') && top[k - 1].seg === top[k].seg) { prev.unit = 'kg'; continue; }
        // "Rate Class" is one caption; "CHG WT" and "GROSS WT" are too (their second word opens nothing).
        if (kind === 'rateClass' && prev?.kind === 'rate' && k > 0 && fold(top[k - 1].text) === 'rate') { prev.kind = 'rateClass'; continue; }
        // A bare box number before the caption in its segment ("12 Description of Goods") is where its box
        // starts, as a parenthesized one is.
        const numbered = k > 0 && top[k - 1].seg === top[k].seg && BARE_NUMBER.test(top[k - 1].text);
        heads.push({ kind, x: numbered ? top[k - 1].x0 : top[k].x0 });
      }
      const kinds = new Set(heads.map((h) => h.kind));
      if (!kinds.has('chargeable') || !(kinds.has('gross') || kinds.has('pieces')) || heads.length < 4) continue;
      // Caption rows: the first row and the rows under it without a digit, within 4 caption heights.
      let j = i + 1;
      const size = top[0].size;
      while (j < rows.length && rows[j][0].y0 - top[0].y0 < size * 4.5 && !rows[j].some((w) => /\d/.test(w.text))) j++;
      const cols: RateColumn[] = heads.map((h) => ({ kind: h.kind, x: h.x, text: '', unit: h.unit }));
      const colOf = (w: Word2): RateColumn | null => {
        const c = (w.x0 + w.x1) / 2;
        let best: RateColumn | null = null;
        for (const col of cols) if (col.x - 3 <= c) best = col;
        return best;
      };
      for (let k = first; k < j; k++) for (const w of rows[k]) { const col = colOf(w); if (col) col.text += ` ${fold(w.text)}`; }
      // A "Rate" caption whose column reads "class" further down ("Rate" / "Class" wrapped) is the rate class.
      for (const col of cols) if (col.kind === 'rate' && /\bclass\b/.test(col.text)) col.kind = 'rateClass';
      if (j >= rows.length) return null;
      const values = rows[j];
      const cell = (kind: RateKind): Word2[] => values.filter((w) => colOf(w)?.kind === kind);
      const text = (kind: RateKind): string => cell(kind).map((w) => w.text).join(' ');
      const used: Segment[] = [...new Set(values.map((w) => w.seg))];
      const unitLetter = /^[KL]$/i.exec(text('unit'))?.[0].toUpperCase();
      const unitDefault = unitLetter === 'L' ? 'lb' : 'kg';
      const weight = (kind: RateKind): Quantity | null => {
        const t = spaceGrouped(text(kind));
        if (!t) return null;
        const w = parseWeight(t);
        if (w) return w;
        const num = t.replace(/\s*[A-Za-z]+$/, '');
        const v = /^\d[\d.,]*$/.test(num) ? toNumber(num) : null;
        return v === null ? null : { value: v, unit: cols.find((c) => c.kind === kind)?.unit ?? unitDefault };
      };
      // One amount per cell: where a caption was not found, its neighbour's words are not read as part of it.
      const amount = (kind: RateKind): number | null => {
        const t = spaceGrouped(cell(kind).map((w) => w.text).join(' '));
        return /^\d[\d.,]*$/.test(t) ? toNumber(t) : null;
      };
      const pcs = /^\d+/.exec(text('pieces'));
      const cls = text('rateClass');
      // The nature of goods: its column from the value row down, while the next line follows within a line's gap.
      const nature: string[] = [];
      const natureSegs: Segment[][] = [];
      let lastY = values[0].y0;
      let measureAt = -1;
      for (let k = j; k < rows.length; k++) {
        const words = rows[k].filter((w) => colOf(w)?.kind === 'nature');
        // A note under another column's value ("(MIN. 300 K APPLIES)" under the weight) interrupts the goods' lines
        // without ending them; the gap from their last line still does.
        if (k > j && words.length === 0) continue;
        if (k > j && words[0].y0 - lastY > words[0].size * 1.6) break;
        const text = words.map((w) => w.text).join(' ');
        // The goods' other particulars printed under it ("HS 060311", "DIMS: 96 x 105x50x30 CM", "VOL: 15.120 M3") end
        // it; measures without a colon over an HS line belong to those particulars too.
        // A measure line that ends in the HS code is such a line itself.
        const hsAfterMeasure = MEASURE.test(text) && HS_AFTER.test(text);
        if (k > j && hsAfterMeasure && measureAt < 0) measureAt = nature.length;
        if (k > j && (PARTICULAR.test(text) || hsAfterMeasure)) {
          if (measureAt > 0) { nature.length = measureAt; natureSegs.length = measureAt; }
          break;
        }
        if (k > j && measureAt < 0 && MEASURE.test(text)) measureAt = nature.length;
        if (words.length) { nature.push(text); natureSegs.push(words.map((w) => w.seg)); lastY = rows[k][0].y0; }
      }
      natureSegs.forEach((segs) => used.push(...segs));
      const line: RateLine = {
        pieces: pcs ? Number(pcs[0]) : null, grossWeight: weight('gross'), chargeableWeight: weight('chargeable'),
        rateClass: /^[A-Z]$/.test(cls) ? cls : null, rate: amount('rate'), totalCharge: amount('total'),
        nature: nature.length ? nature.join(' ') : null, segs: [...new Set(used)], lines: 1,
      };
      const more = laterRateRows(rows, j, (w) => colOf(w)?.kind ?? null, unitDefault);
      return more.length ? withLaterRows(line, more) : line;
    }
  }
  return null;
}

/** The figures of one later row of the block: a further rate line, or the total line under the rate lines. */
interface RateRow { pieces: number; grossWeight: Quantity | null; chargeableWeight: Quantity; rated: boolean; totalCharge: number | null; segs: Segment[] }

/**
 * The block's rows after the first value row that print a piece count and a chargeable weight: further rate lines
 * (one per rate class or commodity) and the total line under them. They end at the first row whose pieces
 * column holds anything but a count (the charges summary under the block) or after a long gap.
 */
function laterRateRows(rows: Word2[][], first: number, kindOf: (w: Word2) => RateKind | null, unit: string): RateRow[] {
  const out: RateRow[] = [];
  let lastY = rows[first][0].y0;
  for (let k = first + 1; k < rows.length; k++) {
    const row = rows[k];
    const cell = (kind: RateKind): string => row.filter((w) => kindOf(w) === kind).map((w) => w.text).join(' ');
    const pcs = cell('pieces');
    if (!pcs) continue;
    if (!/^\d+$/.test(pcs) || row[0].y0 - lastY > row[0].size * 12) break;
    const number = (kind: RateKind): number | null => (/^\d[\d.,]*$/.test(cell(kind)) ? toNumber(cell(kind)) : null);
    const cw = number('chargeable');
    if (cw === null) break;
    const gw = number('gross');
    out.push({
      pieces: Number(pcs), grossWeight: gw === null ? null : { value: gw, unit }, chargeableWeight: { value: cw, unit },
      rated: !!cell('rateClass') || number('rate') !== null, totalCharge: number('total'), segs: [...new Set(row.map((w) => w.seg))],
    });
    lastY = row[0].y0;
  }
  return out;
}

/**
 * The consignment's figures where the block prints more than its first line. The total line (no rate class or
 * rate, its pieces the lines' sum) gives them; without one the lines are added up. Several rate lines have no one
 * rate class or rate. A total line repeating a single rate line changes nothing.
 */
function withLaterRows(first: RateLine, more: RateRow[]): RateLine {
  const lines = more.filter((r) => r.rated);
  const last = more[more.length - 1];
  const counted = [first.pieces ?? 0, ...lines.map((r) => r.pieces)];
  const sum = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
  const total = !last.rated && last.pieces === sum(counted) ? last : null;
  if (!lines.length && !total) return first;
  const segs = [...new Set([...first.segs, ...more.flatMap((r) => r.segs)])];
  if (!lines.length) return { ...first, segs };
  /** The rows' quantities added up, or null where a row lacks one. */
  const added = (qs: Array<Quantity | null>): Quantity | null =>
    qs.every((q) => q) ? { value: sum(qs.map((q) => q!.value)), unit: qs[0]!.unit } : null;
  const rows = [first, ...lines];
  const totals = rows.map((r) => r.totalCharge);
  return {
    ...first, rateClass: null, rate: null, segs, lines: rows.length,
    pieces: total?.pieces ?? sum(counted),
    grossWeight: total?.grossWeight ?? added(rows.map((r) => r.grossWeight)),
    chargeableWeight: total?.chargeableWeight ?? added(rows.map((r) => r.chargeableWeight)),
    totalCharge: total?.totalCharge ?? (totals.every((t) => t !== null) ? sum(totals as number[]) : null),
  };
}
