/**
 * Origin criteria printed apart from the goods, in a table of their own keyed by the items' numbers (the Mercosur
 * certificate's "Normas de origen": "N° de orden" | "Criterio / Normas de origen", one line per item): each item
 * number's criterion, for the goods row with that number. And a criterion code as printed, where OCR read a letter
 * of it in lower case.
 */
import type { PageContent } from '../../types.ts';
import type { Read, Reader } from './reader.ts';
import { vOverlap, type Segment } from './segments.ts';
import { headerKind } from './table-header.ts';

/**
 * "Art. 2 b)  Dec. CMC N° 00/00 - Anexo": the criterion, the legal text it is set under left off after a
 * space at least twice the criterion's own word spaces (the page's words give the spaces; segments join them by one).
 */
function criterionHead(pages: PageContent[], s: Segment): string {
  const words = (pages.find((p) => p.pageNumber === s.page)?.lines[s.line]?.words ?? [])
    .filter((w) => w.bbox[0] >= s.bbox[0] - 0.5 && w.bbox[2] <= s.bbox[2] + 0.5)
    .sort((a, b) => a.bbox[0] - b.bbox[0]);
  if (words.length < 3) return s.text.trim();
  const gaps = words.slice(1).map((w, i) => w.bbox[0] - words[i].bbox[2]);
  const space = Math.min(...gaps.filter((g) => g > 0));
  const cut = gaps.findIndex((g) => g >= space * 1.8 && g > (s.bbox[3] - s.bbox[1]) * 0.3);
  return (cut < 0 ? words : words.slice(0, cut + 1)).map((w) => w.text).join(' ').trim();
}

/** The segments on the line of `sorted[k]` (sorted by top), found next to it in the order. */
function sameLineNear(sorted: Segment[], k: number): Segment[] {
  const s = sorted[k];
  const out: Segment[] = [];
  for (let j = k - 1; j >= 0 && sorted[j].bbox[3] > s.bbox[1]; j--) if (vOverlap(sorted[j], s) > 0) out.push(sorted[j]);
  for (let j = k + 1; j < sorted.length && sorted[j].bbox[1] < s.bbox[3]; j++) if (vOverlap(sorted[j], s) > 0) out.push(sorted[j]);
  return out;
}

/** A word every origin-criterion caption holds (labels.ts): most segments need no caption lookup. */
const CRITERION_WORD = /crit|normas|kriter/i;

/**
 * A header line holding only an item-number caption and an origin-criterion caption right of it: the rows under
 * it, each an item number in the first column and the criterion starting in the second, read down to the first
 * line that is not one.
 */
export function criteriaByItem(r: Reader, pages: PageContent[]): Map<number, Read<string>> {
  const out = new Map<number, Read<string>>();
  for (const page of r.segs) {
    for (const crit of page) {
      if (crit.text.length > 40 || !CRITERION_WORD.test(crit.text) || headerKind(crit.text) !== 'originCriterion') continue;
      const line = page.filter((s) => s !== crit && vOverlap(s, crit) > 0);
      const item = line.find((s) => s.bbox[2] <= crit.bbox[0] && headerKind(s.text) === 'item');
      // A goods table's header prints more columns: its criteria are read with its rows.
      if (!item || line.length !== 1) continue;
      const below = page.filter((s) => s.bbox[1] >= crit.bbox[3] - 1).sort((a, b) => a.bbox[1] - b.bbox[1]);
      let last: Segment = crit;
      for (let k = 0; k < below.length; k++) {
        const s = below[k];
        const h = s.bbox[3] - s.bbox[1];
        if (s.bbox[1] - last.bbox[3] > h * 2.5) break;
        // The item number sits under its caption, left of the criterion column.
        if (!/^\d{1,3}$/.test(s.text.trim()) || s.bbox[0] < item.bbox[0] - h * 2 || s.bbox[2] > crit.bbox[0]) continue;
        const value = sameLineNear(below, k).find((o) => o.bbox[0] >= crit.bbox[0] - h && o.bbox[0] < crit.bbox[2]);
        if (!value) break;
        const text = criterionHead(pages, value);
        if (text) out.set(Number(s.text.trim()), { value: text, ev: r.evidence([value], 0.9) });
        last = s;
      }
      if (out.size) return out;
    }
  }
  return out;
}

/**
 * A criterion code ("WO", "PE", "CTH") read with a letter in lower case where its two cases differ only in size
 * ("Wo"): a recogniser reading a short code cannot tell a small "o" from a capital one. The code in capitals; other
 * text ("Art. 5 b)") as it is.
 */
export function capitalCode(text: string): string {
  return /^[A-Z][cosuvwxz]{1,3}$/.test(text) ? text.toUpperCase() : text;
}
