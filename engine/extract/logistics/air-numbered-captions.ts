/**
 * Forwarders' house air waybills number every box and print the number as a text of its own before the caption
 * ("4" in bold, then "Consignee"), a little more than a space apart, with the value under both indented from the
 * box's edge: read apart, the caption starts right of its value and the value is lost. Joined, the caption reads
 * with its box number ("4 Consignee", which captions.ts reads past) and starts where its box does.
 */
import { captionKeysOf, isCaption } from './captions.ts';
import { segmentRightOf } from './reader.ts';
import type { Segment } from './segments.ts';

/** A box number printed alone: one or two digits, maybe with a letter ("7", "19A"), maybe in square brackets ("[07]"). */
const BARE_BOX_NUMBER = /^(?:\d{1,2}[A-Za-z]?|\[\d{1,2}[A-Za-z]?\])$/;
/** A box number in square brackets ("[07]"), which nothing but a box number is printed as. */
const BRACKETED = /^\[/;

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];

/** The caption printed right after a bare box number `n` on its line, in its type, a couple of characters apart. */
function captionAfter(page: Segment[], n: Segment): Segment | undefined {
  const next = segmentRightOf(page, n, height(n) * 2.5);
  if (!next || Math.abs(next.size - n.size) > n.size * 0.2 || /\d/.test(next.text)) return undefined;
  // A number in square brackets is a box number wherever it stands, never a count or a value: any caption after it,
  // known or not, is its box's ("[09] Currency / WT-VAL / Other").
  return BRACKETED.test(n.text.trim()) || isCaption(next) || captionKeysOf(`${n.text} ${next.text}`) ? next : undefined;
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

/** One word of a caption, or the slash between two ("/"): a narrow caption strip's line. */
const CAPTION_WORD = /^(?:\p{L}[\p{L}.'’-]*|\/)$/u;

/**
 * Joins the words of captions printed one word a line in a narrow strip beside their box's value ("ISSUING" over
 * "AGENT", "NOTIFY" over "/" over "BROKER"), in place: read apart, the last word alone may be a caption and its
 * value the box's second line. Joined, the caption starts on the value's first line. Only runs that read as a
 * known caption are joined.
 */
export function joinStackedCaptionWords(pages: Segment[][]): void {
  for (const page of pages) {
    const used = new Set<Segment>();
    const joined: Segment[] = [];
    for (const top of page) {
      if (used.has(top) || !CAPTION_WORD.test(top.text.trim())) continue;
      const run = [top];
      for (;;) {
        const last = run[run.length - 1];
        const h = height(last);
        const next = page.find((s) => !used.has(s) && !run.includes(s) && Math.abs(s.bbox[0] - last.bbox[0]) <= 1
          && s.bbox[1] > last.bbox[1] + h * 0.5 && s.bbox[1] - last.bbox[3] < h * 0.3 && Math.abs(s.size - last.size) < 0.1
          && CAPTION_WORD.test(s.text.trim()));
        if (!next) break;
        run.push(next);
      }
      if (run.length < 2) continue;
      const text = run.map((s) => s.text.trim()).join(' ');
      if (!captionKeysOf(text)) continue;
      run.forEach((s) => used.add(s));
      joined.push({ ...top, text, bbox: [Math.min(...run.map((s) => s.bbox[0])), top.bbox[1], Math.max(...run.map((s) => s.bbox[2])), run[run.length - 1].bbox[3]] });
    }
    if (!joined.length) continue;
    const kept = [...page.filter((s) => !used.has(s)), ...joined];
    page.splice(0, page.length, ...kept.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]));
  }
}
