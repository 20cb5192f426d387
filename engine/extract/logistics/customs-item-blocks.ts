/**
 * Items printed as blocks rather than table rows (export lists of national customs systems, Switzerland's e-dec
 * among them): a heading bar per item ("Position 1", "Pos. 2", "Item 3") with the goods' description beside it,
 * and under it a row of small caption cells ("Tarifnummer / No tarif", "Rohmasse / Masse brute kg", "Statist.
 * Wert / Valeur stat. CHF"), each with its value printed under it, often right-aligned in its cell.
 */
import { isCountryCode } from '../parse/index.ts';
import type { Reader } from './reader.ts';
import { vOverlap, type Segment } from './segments.ts';
import { amountIn } from './customs-boxes.ts';
import { captionField, captionedMass } from './customs-captioned.ts';
import { normLabel } from './label-lookup.ts';
import { BOX31_TAGGED, PACKAGES_LINE } from './customs-box-lines.ts';

type Field = 'hsCode' | 'netWeight' | 'grossWeight' | 'quantity' | 'countryOfOrigin' | 'customsValue' | 'dutyRate' | 'dutyAmount' | 'description';

/**
 * An item's heading: its word and number alone ("Position 3", "Pos. 3", "Item No. 3"), on a numbered form after
 * the box's number ("32 Item 3").
 */
const HEADING = /^(\d{1,2}[a-z]?\s+)?(?:position|pos\.?|item|article|artikel|posten)\s*(?:no\.?\s*|nr\.?\s*)?(\d{1,3})$/i;

/** What one language's half of a cell caption names (folded), in English, German, French and Italian. */
const CAPTIONS: Array<[Field, RegExp]> = [
  ['hsCode', /^(?:tarif ?nummer|warennummer|no tarif|tariff (?:no|number|code|heading)|commodity code|hs code|numero tarifaire|voce di tariffa)\b/],
  ['netWeight', /^(?:eigenmasse|masse nette|net (?:mass|weight)|nettogewicht|poids net|massa netta)\b/],
  ['grossWeight', /^(?:rohmasse|masse brute|gross (?:mass|weight)|bruttogewicht|poids brut|massa lorda)\b/],
  ['quantity', /^(?:zus menge|menge|quantite(?: suppl)?|quantity|qty|supplementary units?|quantita)\b/],
  ['countryOfOrigin', /^(?:ursprungsland|pays d origine|country of origin|paese d origine|origin)\b/],
  ['customsValue', /^(?:statist(?:ischer)? wert|valeur stat(?:istique)?|statistical value|customs value|zollwert|valeur en douane|valore statistico)\b/],
  // The duty of the item: its rate, and its amount captioned "Duty" alone or with the currency ("Duty EUR").
  ['dutyRate', /^(?:duty rate|rate of duty|duty %|zollsatz|taux (?:de )?droits?)\b/],
  ['dutyAmount', /^(?:(?:customs )?duty|zoll|droits? de douane)(?: amount| betrag| [a-z]{3})?$/],
  // Box 31 of a SAD: the goods' description (and packages, marks) in lines under the caption.
  ['description', /^(?:packages and )?description of goods\b/],
];

/** The field a caption cell names: either half of a bilingual caption ("Rohmasse / Masse brute kg"), after its box number ("35 Gross mass kg"). */
export const blockCaptionField = (text: string): Field | null => captionField(CAPTIONS, text, (half) => normLabel(half).replace(/^\d{1,2}[a-z]? (?=[a-z])/, ''));

interface Cell { field: Field | null; cap: Segment }
interface Block { head: Segment; end: number; rows: Cell[][] }
/** A caption lent to other blocks: its cell, and how far under its own block's heading it starts. */
interface Lent { cell: Cell; dy: number }

/**
 * A tariff number in its dotted form ("8471.3000", "6204.62.11"): a value left of every caption the block read is
 * one where it reads so; the caption of the first column, in small print, is the one OCR garbles most.
 */
const TARIFF_FORM = /^\d{4}\.\d{2}(?:\.?\d{2,4})?$/;

const fieldsOf = (rows: Cell[][]): Set<Field> => new Set(rows.flat().flatMap((c) => (c.field ? [c.field] : [])));

/**
 * The caption cells of every block of a page, by field, with how far under its block's heading each sits: the
 * first block that reads a caption lends it (its left edge and its text) to the blocks that do not. Each block
 * prints the same rows of small captions under its heading, and on a scan that small print comes out garbled
 * differently in each ("Tarifnu nmer/No tarit", "Eigenma masse/Masse"), so a block whose own row lost a caption
 * still has its value's column where the others read it.
 */
function pageCaptions(blocks: Block[]): Map<Field, Lent> {
  const out = new Map<Field, Lent>();
  for (const b of blocks) {
    for (const c of b.rows.flat()) if (c.field && !out.has(c.field)) out.set(c.field, { cell: c, dy: c.cap.bbox[1] - b.head.bbox[1] });
  }
  return out;
}

/**
 * The block's caption rows with the page's captions it lost put in (pageCaptions), left to right; `lent` marks
 * them. A lent caption joins the block's own row at the same distance under its heading: where a scan lost a
 * block's whole first row, its first row read is the second, and the row index alone would put the first row's
 * captions among the second's. One with no own row within a line of that distance is not lent.
 */
function withLentCaptions(head: Segment, rows: Cell[][], page: Map<Field, Lent>, lent: Set<Cell>): Cell[][] {
  const own = fieldsOf(rows);
  const out = rows.map((row) => [...row]);
  const tops = rows.map((row) => Math.min(...row.map((c) => c.cap.bbox[1])) - head.bbox[1]);
  for (const [field, { cell, dy }] of page) {
    if (own.has(field)) continue;
    const lh = cell.cap.bbox[3] - cell.cap.bbox[1];
    let best = -1;
    tops.forEach((t, i) => { if (Math.abs(t - dy) <= lh && (best < 0 || Math.abs(t - dy) < Math.abs(tops[best] - dy))) best = i; });
    if (best < 0) continue;
    // The block's own caption over that column, garbled past naming a field, gives way to the lent one.
    const [x0, x1] = [cell.cap.bbox[0], cell.cap.bbox[2]];
    out[best] = out[best].filter((c) => c.field || Math.min(c.cap.bbox[2], x1) <= Math.max(c.cap.bbox[0], x0));
    out[best].push(cell);
    lent.add(cell);
  }
  return out.map((row) => row.sort((a, b) => a.cap.bbox[0] - b.cap.bbox[0]));
}

/** Fills the declaration's items from such blocks; a no-op where items were read or no block is printed. */
export function readItemBlocks(r: Reader): void {
  if (((r.result().data.items ?? []) as unknown[]).length) return;
  let n = 0;
  for (const page of r.segs) {
    const heads = page.filter((s) => HEADING.test(s.text.trim()));
    const blocks: Block[] = heads.map((head, k) => {
      // A block ends at the next heading; the last one where its neighbour's ended (blocks are drawn alike).
      const step = k > 0 ? head.bbox[1] - heads[k - 1].bbox[1] : Infinity;
      const end = heads[k + 1]?.bbox[1] ?? head.bbox[1] + step;
      return { head, end, rows: captionRows(page, head, end) };
    });
    const named = (b: Block): number => b.rows.flat().filter((c) => c.field).length;
    const pageCells = pageCaptions(blocks.filter((b) => named(b) >= 3));
    for (const { head, end, rows: ownRows } of blocks) {
      const h = head.bbox[3] - head.bbox[1];
      const own = named({ head, end, rows: ownRows });
      if (own < 3 && (own === 0 || new Set([...fieldsOf(ownRows), ...pageCells.keys()]).size < 3)) continue;
      const lent = new Set<Cell>();
      const rows = withLentCaptions(head, ownRows, pageCells, lent);
      const at = `items[${n}]`;
      const numbered = !!HEADING.exec(head.text.trim())![1];
      r.set(`${at}.itemNumber`, { value: Number(HEADING.exec(head.text.trim())![2]), ev: r.evidence([head]) });
      const captions = new Set(rows.flat().map((c) => c.cap));
      const tariffCaption = rows.flat().some((c) => c.field === 'hsCode');
      // A description box's lines are the goods' (SAD box 31): beside the heading there stand only captions, one a
      // scan's size left out of their row ("CD", the check digit's) among them.
      const box = rows.flat().find((c) => c.field === 'description');
      const beside = box ? [] : page.filter((s) => s !== head && !captions.has(s) && s.bbox[0] > head.bbox[2] && vOverlap(s, head) > h * 0.5 && /\p{L}{2}/u.test(s.text));
      if (beside.length) r.set(`${at}.description`, { value: beside.map((s) => s.text.trim()).join(' '), ev: r.evidence(beside) });
      rows.forEach((row, i) => {
        // A lent caption stands in another block: only the block's own captions say where its rows are.
        const capBottom = Math.max(...row.filter((c) => !lent.has(c)).map((c) => c.cap.bbox[3]));
        const nextRow = rows[i + 1]?.filter((c) => !lent.has(c));
        const next = nextRow?.length ? Math.min(...nextRow.map((c) => c.cap.bbox[1])) : Math.min(end, capBottom + h * 2);
        const values = page.filter((s) => !captions.has(s) && s !== head && s.bbox[1] >= capBottom - 1 && s.bbox[1] < next);
        for (const v of values) {
          const mid = (v.bbox[0] + v.bbox[2]) / 2;
          // Values sit right-aligned in their cell: the cell is the last one whose caption starts left of the value's middle.
          const cell = row.filter((c) => c.cap.bbox[0] <= mid + 1).pop();
          if (cell?.field && cell.field !== 'description') setBlockValue(r, at, cell as Cell & { field: Field }, v, numbered);
          // The tariff caption lost on every block (or read as no caption at all): the dotted number is the item's.
          else if (!cell?.field && !tariffCaption && TARIFF_FORM.test(v.text.trim())) setBlockValue(r, at, { field: 'hsCode', cap: v }, v, numbered);
        }
      });
      if (box) describedBox(r, at, page, box.cap, rows, end);
      n++;
    }
  }
}

/**
 * The block's rows of caption cells, top down: the first on the heading's line (right of it) or close under it,
 * each further one close under the one before. A row holds every caption printed on its line in the captions'
 * type size, the ones naming no field too ("CD", "ATV"), so that their values are not read as a neighbour's.
 */
function captionRows(page: Segment[], head: Segment, end: number): Cell[][] {
  const h = head.bbox[3] - head.bbox[1];
  // The next block's captions may start a point over its heading's top (a scan's boxes): its line is its own.
  const fields = page.filter((s) => s !== head && s.bbox[1] > head.bbox[1] - h * 0.5 && s.bbox[1] < end - h * 0.5 && blockCaptionField(s.text));
  const rows: Cell[][] = [];
  let bottom = head.bbox[3];
  // The row above's captions, with those on its line its size test left out (a garbled caption boxed taller).
  let above: Segment[] = [];
  for (const first of fields.sort((a, b) => a.bbox[1] - b.bbox[1])) {
    if (rows.some((row) => row.some((c) => c.cap === first))) continue;
    if (first.bbox[1] > bottom + h * 3) break;
    const lh = first.bbox[3] - first.bbox[1];
    const line = page.filter((s) => s !== head && vOverlap(s, first) > lh * 0.5 && !valueUnder(s, above));
    above = line;
    const row = line.filter((s) => Math.abs(s.size - first.size) <= first.size * 0.2)
      .sort((a, b) => a.bbox[0] - b.bbox[0]).map((s) => ({ field: blockCaptionField(s.text), cap: s }));
    // On the heading's line, only what is right of the heading.
    rows.push(row.filter((c) => c.cap.bbox[0] >= head.bbox[2] || vOverlap(c.cap, head) <= h * 0.5));
    bottom = Math.max(...row.map((c) => c.cap.bbox[3])) + h * 1.5;
  }
  return rows;
}

/**
 * Whether an OCR segment is the value printed right under a caption of the row above, not a caption of its own.
 * A scan's type size is only its box's height: where a row's first caption starts lower left, level with the
 * values of the row above (a SAD's box 31 caption beside box 33's tariff number), those values passed for its
 * captions and were never read.
 */
function valueUnder(s: Segment, above: Segment[]): boolean {
  if (s.source !== 'ocr' || blockCaptionField(s.text)) return false;
  return above.some((cap) => Math.min(cap.bbox[2], s.bbox[2]) > Math.max(cap.bbox[0], s.bbox[0])
    && s.bbox[1] >= cap.bbox[1] && s.bbox[1] - cap.bbox[3] < cap.bbox[3] - cap.bbox[1]);
}

/**
 * A description box (SAD box 31) within the block: the lines under its caption, left of the cells beside it, less
 * its packages line ("3 CRATES") and tagged lines ("Marks: ...").
 */
function describedBox(r: Reader, at: string, page: Segment[], cap: Segment, rows: Cell[][], end: number): void {
  const right = Math.min(...rows.flat().filter((c) => c.cap.bbox[0] > cap.bbox[0] + 1).map((c) => c.cap.bbox[0]));
  const lines = page.filter((s) => s.bbox[1] >= cap.bbox[3] - 1 && s.bbox[1] < end && s.bbox[0] >= cap.bbox[0] - 4 && s.bbox[0] < right)
    .sort((a, b) => a.bbox[1] - b.bbox[1]);
  const desc = lines.filter((l) => !PACKAGES_LINE.test(l.text.trim()) && !BOX31_TAGGED.test(l.text.trim()) && !blockCaptionField(l.text));
  if (desc.length) r.set(`${at}.description`, { value: desc.map((l) => l.text.trim()).join(' '), ev: r.evidence(desc) });
}

function setBlockValue(r: Reader, at: string, cell: Cell & { field: Field }, v: Segment, numbered: boolean): void {
  const t = v.text.trim();
  const set = (f: string, value: unknown): void => r.set(`${at}.${f}`, { value, ev: r.evidence([v]) });
  switch (cell.field) {
    // The tariff number as printed ("9101.2100"), once it reads as one; a numbered SAD box's in digits, as its
    // boxes are read elsewhere (itemsFromBoxes).
    case 'hsCode': { const hs = r.hs(t, `${at}.hsCode`); if (hs) set('hsCode', numbered ? hs : t); return; }
    case 'dutyRate': { const m = /^(\d{1,3}(?:[.,]\d+)?)\s*%$/.exec(t); if (m) set('dutyRate', Number(m[1].replace(',', '.'))); return; }
    case 'dutyAmount': { const value = amountIn(r, t); if (value !== null) set('dutyAmount', value); return; }
    case 'countryOfOrigin': if (/^[A-Z]{2}$/.test(t) && isCountryCode(t)) set('countryOfOrigin', t); return;
    case 'quantity': {
      // "520 Stk": the count and its unit.
      const m = /^([\d.,' ]*\d)\s*(\p{L}[\p{L}.]{0,7})?$/u.exec(t);
      const q = m ? amountIn(r, m[1]) : null;
      if (q !== null) { set('quantity', q); if (m?.[2]) set('unit', m[2]); }
      return;
    }
    case 'netWeight': case 'grossWeight': {
      const mass = captionedMass(r, t, cell.cap.text);
      if (mass) set(cell.field, mass);
      return;
    }
    default: { const value = amountIn(r, t); if (value !== null) set('customsValue', value); }
  }
}
