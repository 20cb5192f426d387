/**
 * Forwarders' house air waybills number every box and print the number as a text of its own before the caption
 * ("4" in bold, then "Consignee"), a little more than a space apart, with the value under both indented from the
 * box's edge: read apart, the caption starts right of its value and the value is lost. Joined, the caption reads
 * with its box number ("4 Consignee", which captions.ts reads past) and starts where its box does.
 */
import { captionKeysOf, isCaption } from './captions.ts';
import { segmentRightOf } from './reader.ts';
import type { Segment } from './segments.ts';

/** A box number printed alone: one or two digits, maybe with a letter ("7", "19A"). */
const BARE_BOX_NUMBER = /^\d{1,2}[A-Za-z]?$/;

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];

/** The caption printed right after a bare box number `n` on its line, in its type, a couple of characters apart. */
function captionAfter(page: Segment[], n: Segment): Segment | undefined {
  const next = segmentRightOf(page, n, height(n) * 2.5);
  if (!next || Math.abs(next.size - n.size) > n.size * 0.2 || /\d/.test(next.text)) return undefined;
  return isCaption(next) || captionKeysOf(`${n.text} ${next.text}`) ? next : undefined;
}

/**
 * Joins each bare box number to the caption after it, in place (the pages keep their identity, which their rules
 * are kept by): one segment "4 Consignee" spanning both.
 */
export function joinBoxNumbers(pages: Segment[][]): void {
  for (const page of pages) {
    const joined = new Map<Segment, Segment>();
    const dropped = new Set<Segment>();
    for (const n of page) {
      if (!BARE_BOX_NUMBER.test(n.text.trim())) continue;
      const c = captionAfter(page, n);
      if (!c || joined.has(c)) continue;
      joined.set(c, {
        ...c, text: `${n.text.trim()} ${c.text.trim()}`,
        bbox: [n.bbox[0], Math.min(n.bbox[1], c.bbox[1]), c.bbox[2], Math.max(n.bbox[3], c.bbox[3])],
      });
      dropped.add(n);
    }
    if (!dropped.size) continue;
    const kept = page.filter((s) => !dropped.has(s)).map((s) => joined.get(s) ?? s);
    page.splice(0, page.length, ...kept.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]));
  }
}
