/**
 * Captions as boxed and label-left transport forms print them, rewritten into the segments the label reader takes
 * whole (as caption-notes.ts rewrites noted captions):
 * - a caption wrapped over two or three lines of its own cell, its value in a cell to the right ("PORT OF" over
 *   "LOADING" beside "BUSAN (KRPUS)", "PLACE AND" / "DATE OF" / "ISSUE"): one caption on its first line;
 * - a value led by a colon printed in a column of its own (": STRAITS POLYMER TRADING PTE. LTD."): the value from
 *   where its text starts, so the lines that go on under it (printed there) stay with it;
 * - a party caption numbered in its kind ("Notify Party 1", "Notify Party 2"): the caption without its number;
 * - a grid's one-word captions ("BOOKING", "DELIVERY"): their full captions (grid-captions.ts).
 */
import type { PageContent } from '../../types.ts';
import { captionKeysOf, isCaption } from './captions.ts';
import type { LogisticsLabelKey } from './labels.ts';
import type { Reader } from './reader.ts';
import { vOverlap, type Segment } from './segments.ts';
import { readGridCaptions } from './grid-captions.ts';

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];

/** A caption line that goes on in the next ("SHIPPER /", "FREIGHT &", "DATE OF", "TOTAL NO. OF CONTAINERS OR"). */
const JOINER = /(?:[/&,-]|\b(?:of|and|or|for|to|by|on|at|de|du|des|der|und|et|y))\s*$/i;

/** The lines stacked right under `s` in its type and at its left edge, closer than half a line apart (a wrapped cell). */
export function wrappedUnder(page: Segment[], s: Segment, max: number): Segment[] {
  const out: Segment[] = [];
  const h = height(s);
  let last = s;
  while (out.length < max) {
    const next = page.find((o) => o !== last && Math.abs(o.bbox[0] - s.bbox[0]) <= 2 && o.bbox[1] > last.bbox[1] + h * 0.5
      && o.bbox[1] - last.bbox[3] < h * 0.4 && Math.abs(height(o) - h) < h * 0.2 && Math.abs(o.size - s.size) < 0.3);
    if (!next || /\d/.test(next.text)) break;
    out.push(next);
    last = next;
  }
  return out;
}

/** Whether a value (no caption) is printed right of `s`, on its line, in larger type: a value cell beside a caption cell. */
function valueBeside(page: Segment[], s: Segment): boolean {
  const h = height(s);
  const right = page.filter((o) => o.bbox[0] > s.bbox[2] && o.bbox[0] - s.bbox[2] < 220 && vOverlap(o, s) > h * 0.5).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
  return !!right && right.size > s.size * 1.1 && !isCaption(right);
}

/**
 * Captions wrapped over lines of their own cell, with the value in a cell to the right, joined into their first
 * line: the longest run of lines that reads as a caption. A line that is a caption by itself starts another one,
 * unless the line over it goes on ("SHIPPER /" over "EXPORTER").
 */
function joinCellCaptions(r: Reader): void {
  for (const page of r.segs) {
    const gone = new Set<Segment>();
    page.forEach((s, i) => {
      if (gone.has(s) || /\d/.test(s.text)) return;
      const under = wrappedUnder(page, s, 2);
      if (!under.length || !valueBeside(page, s)) return;
      for (let n = under.length; n >= 1; n--) {
        const lines = [s, ...under.slice(0, n)];
        if (!captionKeysOf(lines.map((l) => l.text.trim()).join(' '))) continue;
        if (lines.slice(1).some((l, k) => captionKeysOf(l.text.trim()) && !JOINER.test(lines[k].text))) continue;
        const text = lines.map((l) => l.text.trim()).join(' ');
        page[i] = { ...s, text, bbox: [s.bbox[0], s.bbox[1], Math.max(...lines.map((l) => l.bbox[2])), s.bbox[3]] };
        for (const l of lines.slice(1)) gone.add(l);
        return;
      }
    });
    for (let i = page.length - 1; i >= 0; i--) if (gone.has(page[i])) page.splice(i, 1);
  }
}

/**
 * Values led by a colon that stands apart in its own column (": SINE26030418", the captions' colons aligned): the
 * value's text and box from its first word on, where the word after the colon starts.
 */
function readColonLeaders(r: Reader, pages: PageContent[]): void {
  r.segs.forEach((page, p) => {
    const lines = pages[p]?.lines ?? [];
    page.forEach((s, i) => {
      if (!/^:\s*\S/.test(s.text)) return;
      const words = lines[s.line]?.words ?? [];
      const colon = words.find((w) => w.text === ':' && Math.abs(w.bbox[0] - s.bbox[0]) < 1);
      const next = colon && words.filter((w) => w.bbox[0] >= colon.bbox[2] && w.bbox[0] <= s.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      if (!next) return;
      page[i] = { ...s, text: s.text.replace(/^:\s*/, ''), bbox: [next.bbox[0], s.bbox[1], s.bbox[2], s.bbox[3]] };
    });
  });
}

/** Parties a form may print two or more of, numbered ("Notify Party 1", "Notify 2"). */
const NUMBERED_PARTIES: ReadonlySet<LogisticsLabelKey> = new Set<LogisticsLabelKey>(['notify', 'consignee', 'shipper']);

/** Party captions numbered in their kind ("Notify Party 1", "Notify Party (2)") read as the caption alone. */
function readNumberedPartyCaptions(r: Reader): void {
  for (const page of r.segs) {
    page.forEach((s, i) => {
      const m = /^(.*?\p{L})\.?\s*(?:no\.?\s*)?\(?([1-4])\)?\s*:?$/iu.exec(s.text.trim());
      const keys = m ? captionKeysOf(m[1]) : null;
      if (m && keys && [...keys].some((k) => NUMBERED_PARTIES.has(k))) page[i] = { ...s, text: m[1] };
    });
  }
}

/**
 * The rewrites above, in order: wrapped captions, colon leaders, numbered party captions; then a grid's one-word
 * captions, once a wrapped caption's last words ("PORT OF" over "LOADING") are joined to its first line.
 */
export function readCaptionCells(r: Reader, pages: PageContent[]): void {
  joinCellCaptions(r);
  readColonLeaders(r, pages);
  readNumberedPartyCaptions(r);
  readGridCaptions(r);
}
