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

type Field = 'hsCode' | 'netWeight' | 'grossWeight' | 'quantity' | 'countryOfOrigin' | 'customsValue';

/** An item's heading: its word and number alone ("Position 3", "Pos. 3", "Item No. 3"). */
const HEADING = /^(?:position|pos\.?|item|article|artikel|posten)\s*(?:no\.?\s*|nr\.?\s*)?(\d{1,3})$/i;

/** What one language's half of a cell caption names (folded), in English, German, French and Italian. */
const CAPTIONS: Array<[Field, RegExp]> = [
  ['hsCode', /^(?:tarif ?nummer|warennummer|no tarif|tariff (?:no|number|code)|commodity code|hs code|numero tarifaire|voce di tariffa)\b/],
  ['netWeight', /^(?:eigenmasse|masse nette|net (?:mass|weight)|nettogewicht|poids net|massa netta)\b/],
  ['grossWeight', /^(?:rohmasse|masse brute|gross (?:mass|weight)|bruttogewicht|poids brut|massa lorda)\b/],
  ['quantity', /^(?:zus menge|menge|quantite(?: suppl)?|quantity|supplementary units?|quantita)\b/],
  ['countryOfOrigin', /^(?:ursprungsland|pays d origine|country of origin|paese d origine)\b/],
  ['customsValue', /^(?:statist(?:ischer)? wert|valeur stat(?:istique)?|statistical value|customs value|zollwert|valeur en douane|valore statistico)\b/],
];

/** The field a caption cell names: either half of a bilingual caption ("Rohmasse / Masse brute kg"). */
export const blockCaptionField = (text: string): Field | null => captionField(CAPTIONS, text);

interface Cell { field: Field; cap: Segment }
/**
 * A tariff number in its dotted form ("8471.3000", "6204.62.11"): a value left of every caption the block read is
 * one where it reads so; the caption of the first column, in small print, is the one OCR garbles most.
 */
const TARIFF_FORM = /^\d{4}\.\d{2}(?:\.?\d{2,4})?$/;
interface Block { head: Segment; end: number; h: number; cells: Cell[] }

/**
 * The caption cells of every block of a page, by field: the first block that reads a caption lends it (its left
 * edge and its text) to the blocks that do not. Each block prints the same row of small captions under its heading,
 * and on a scan that small print comes out garbled differently in each ("Tarifnu nmer/No tarit", "Eigenma
 * masse/Masse"), so a block whose own row lost a caption still has its value's column where the others read it.
 */
function pageCaptions(blocks: Block[]): Map<Field, Cell> {
  const out = new Map<Field, Cell>();
  for (const b of blocks) for (const c of b.cells) if (!out.has(c.field)) out.set(c.field, c);
  return out;
}

/** The block's caption row, left to right: its own captions and, where it lost one, the page's (pageCaptions). */
function captionRow(b: Block, lent: Map<Field, Cell>): Cell[] {
  const capLine = b.cells[0].cap;
  const own = b.cells.filter((c) => vOverlap(c.cap, capLine) > (capLine.bbox[3] - capLine.bbox[1]) * 0.5);
  const fields = new Set(own.map((c) => c.field));
  const added = [...lent.values()].filter((c) => !fields.has(c.field));
  return [...own, ...added].sort((a, b) => a.cap.bbox[0] - b.cap.bbox[0]);
}

/** Fills the declaration's items from such blocks; a no-op where items were read or no block is printed. */
export function readItemBlocks(r: Reader): void {
  if (((r.result().data.items ?? []) as unknown[]).length) return;
  let n = 0;
  for (const page of r.segs) {
    const heads = page.filter((s) => HEADING.test(s.text.trim()));
    const blocks: Block[] = heads.map((head, k) => {
      const end = heads[k + 1]?.bbox[1] ?? Infinity;
      const h = head.bbox[3] - head.bbox[1];
      // The caption cells: the first line under the heading that holds captions, close under it.
      const below = page.filter((s) => s.bbox[1] > head.bbox[1] + h * 0.5 && s.bbox[1] < Math.min(end, head.bbox[3] + h * 3));
      const cells: Cell[] = below.flatMap((s) => { const f = blockCaptionField(s.text); return f ? [{ field: f, cap: s }] : []; });
      return { head, end, h, cells };
    });
    const lent = pageCaptions(blocks.filter((b) => b.cells.length >= 3));
    for (const b of blocks) {
      const { head, end, h } = b;
      if (b.cells.length === 0 || new Set([...b.cells.map((c) => c.field), ...lent.keys()]).size < 3) continue;
      const row = captionRow(b, lent);
      const capBottom = Math.max(...row.filter((c) => b.cells.includes(c)).map((c) => c.cap.bbox[3]));
      const values = page.filter((s) => s.bbox[1] >= capBottom - 1 && s.bbox[1] < Math.min(end, capBottom + h * 2) && !blockCaptionField(s.text));
      const at = `items[${n}]`;
      r.set(`${at}.itemNumber`, { value: Number(HEADING.exec(head.text.trim())![1]), ev: r.evidence([head]) });
      const desc = page.filter((s) => s !== head && s.bbox[0] > head.bbox[2] && vOverlap(s, head) > h * 0.5 && /\p{L}{2}/u.test(s.text));
      if (desc.length) r.set(`${at}.description`, { value: desc.map((s) => s.text.trim()).join(' '), ev: r.evidence(desc) });
      for (const v of values) {
        const mid = (v.bbox[0] + v.bbox[2]) / 2;
        // Values sit right-aligned in their cell: the cell is the last one whose caption starts left of the value's middle.
        const cell = row.filter((c) => c.cap.bbox[0] <= mid + 1).pop();
        if (cell) setBlockValue(r, at, cell, v);
        else if (TARIFF_FORM.test(v.text.trim()) && r.hs(v.text.trim(), `${at}.hsCode`)) r.set(`${at}.hsCode`, { value: v.text.trim(), ev: r.evidence([v]) });
      }
      n++;
    }
  }
}

function setBlockValue(r: Reader, at: string, cell: Cell, v: Segment): void {
  const t = v.text.trim();
  const set = (f: string, value: unknown): void => r.set(`${at}.${f}`, { value, ev: r.evidence([v]) });
  switch (cell.field) {
    // The tariff number as printed ("9101.2100"), once it reads as one.
    case 'hsCode': if (r.hs(t, `${at}.hsCode`)) set('hsCode', t); return;
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
