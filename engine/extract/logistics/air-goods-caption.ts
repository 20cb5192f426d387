/**
 * The nature and quantity of goods printed as a paragraph of its own under a caption line, apart from the rate
 * columns ("NATURE AND QUANTITY OF GOODS:" over "MACHINE SPARES, CRATED" / "12 WOODEN CASES"), where the rate
 * block has no goods column: the caption's lines under it, in its left edge, while they follow closely.
 */
import type { Segment } from './segments.ts';
import { MEASURE, PARTICULAR } from './air-rate-block.ts';

const CAPTION = /^nature\s+(?:and\s+quantity\s+)?of\s+goods\s*:?$/i;
const height = (s: Segment): number => s.bbox[3] - s.bbox[1];

export function natureUnderCaption(pages: Segment[][]): { text: string; segs: Segment[] } | null {
  for (const page of pages) {
    for (const cap of page) {
      if (!CAPTION.test(cap.text.trim())) continue;
      // Pages come sorted top to bottom (segmentPages): the lines starting at the caption's left edge below it.
      const under = page.filter((s) => s.bbox[1] > cap.bbox[1] + height(cap) * 0.5 && Math.abs(s.bbox[0] - cap.bbox[0]) <= 3);
      const segs: Segment[] = [];
      let last = cap;
      for (const s of under) {
        const t = s.text.trim();
        // A gap ends the paragraph; the goods' particulars printed under it (measures, HS code) are no part of it.
        if (s.bbox[1] - last.bbox[3] > height(s) * 0.8 || MEASURE.test(t) || PARTICULAR.test(t)) break;
        segs.push(s);
        last = s;
      }
      if (segs.length) return { text: segs.map((s) => s.text.trim()).join(' '), segs };
    }
  }
  return null;
}
