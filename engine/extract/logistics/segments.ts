/**
 * Lines cut into segments: the words of a line, left to right, split at gaps wider than about one character
 * height, each run of words one segment with its box, confidence and type size. The horizontal rules of each
 * segmented page are kept with its segments (pageRules) for readers that stop at box borders.
 */
import type { BBox, Line, PageContent, Rule, Word } from '../../types.ts';

export interface Segment { page: number; text: string; bbox: BBox; confidence: number; source: 'text' | 'ocr'; line: number; size: number }

function wordsToSegment(page: number, line: number, words: Word[]): Segment {
  const bbox: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  let conf = 0;
  for (const w of words) {
    if (w.bbox[0] < bbox[0]) bbox[0] = w.bbox[0];
    if (w.bbox[1] < bbox[1]) bbox[1] = w.bbox[1];
    if (w.bbox[2] > bbox[2]) bbox[2] = w.bbox[2];
    if (w.bbox[3] > bbox[3]) bbox[3] = w.bbox[3];
    conf += w.confidence;
  }
  return {
    page, line, bbox, text: segmentText(words),
    confidence: conf / words.length,
    source: words[0].source, size: words[0].fontSize ?? bbox[3] - bbox[1],
  };
}

/** The words joined by spaces; a caption's translation set after it (translationStarts) after a slash. */
function segmentText(words: Word[]): string {
  let text = words[0].text;
  for (let i = 1; i < words.length; i++) text += (translationStarts(words[i - 1], words[i]) ? ' / ' : ' ') + words[i].text;
  return text;
}

/**
 * A bilingual form may print each caption in the local language in bold and its translation right after it in a
 * smaller regular type, with no slash between ("Avsender Consignor"): read as the slashed two-language caption
 * it is ("Avsender / Consignor"), of which either half may be the known one. A value after its bold caption is set
 * no smaller than the caption, and a translation is a caption's words, in lower case at least partly.
 */
function translationStarts(prev: Word, w: Word): boolean {
  if (!prev.bold || w.bold || prev.fontSize === undefined || w.fontSize === undefined) return false;
  return w.fontSize < prev.fontSize - 0.2 && /\p{L}/u.test(prev.text) && /^\p{L}+\p{Ll}/u.test(w.text);
}

function inXOrder(words: Word[]): boolean {
  for (let i = 1; i < words.length; i++) if (words[i].bbox[0] < words[i - 1].bbox[0]) return false;
  return true;
}

/** The words of a line left to right: text layers give them so already, only others are copied and sorted. */
const wordsLeftToRight = (l: Line): Word[] => (inXOrder(l.words) ? l.words : [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0]));

/** The end (exclusive) of the segment of `words` that starts at `from`: the next gap wider than about one character height. */
function segmentEnd(words: Word[], from: number): number {
  for (let i = from + 1; i < words.length; i++) {
    const prev = words[i - 1];
    if (words[i].bbox[0] - prev.bbox[2] > Math.max(5, 1.1 * (prev.fontSize ?? prev.bbox[3] - prev.bbox[1]))) return i;
  }
  return words.length;
}

/** Cuts every line of every page into segments at gaps wider than about one character height. */
export function segmentPages(pages: PageContent[]): Segment[][] {
  return pages.map((p) => {
    const out: Segment[] = [];
    p.lines.forEach((l, li) => {
      const words = wordsLeftToRight(l);
      for (let from = 0, to = 0; from < words.length; from = to) {
        to = segmentEnd(words, from);
        out.push(wordsToSegment(p.pageNumber, li, words.slice(from, to)));
      }
    });
    out.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
    if (p.rules?.length) PAGE_RULES.set(out, p.rules);
    return out;
  });
}

/** The rules of the page each `segmentPages` result was cut from (box borders stop a value read below or beside its caption). */
const PAGE_RULES = new WeakMap<Segment[], Rule[]>();

/**
 * Calls `visit` with each segment `segmentPages` cuts, as its words `words[from..to)` (its text: those joined
 * by spaces), line by line (not in its top-to-bottom order), for readers of the words alone: no segment
 * objects, boxes, texts or sorting.
 */
export function forEachSegment(pages: PageContent[], visit: (words: Word[], from: number, to: number) => void): void {
  for (const p of pages) {
    for (const l of p.lines) {
      const words = wordsLeftToRight(l);
      for (let from = 0, to = 0; from < words.length; from = to) {
        to = segmentEnd(words, from);
        visit(words, from, to);
      }
    }
  }
}

/**
 * The page of `pages` (segmentPages's result) that `s` was cut from, found by its first segment's page number (every
 * segment of a page carries it) rather than by scanning every segment. Pages missing from a document (failed
 * ones) make the index differ from the page number, so it is not used as one.
 */
export function pageOf(pages: Segment[][], s: Segment): Segment[] | undefined {
  return pages.find((p) => p[0]?.page === s.page);
}

/** Whether `b`'s middle is within half of `a`'s height of `a`'s middle: the two sit on one line. */
export const sameLine = (a: Segment, b: Segment): boolean => Math.abs((a.bbox[1] + a.bbox[3]) / 2 - (b.bbox[1] + b.bbox[3]) / 2) < (a.bbox[3] - a.bbox[1]) * 0.5;

/** Text that is only a leader or a separator (a colon column between captions and values). */
const LEADER_ONLY = /^[\s:.\-–]*$/;
/** Text led by a leader (the colon and the value in one run: ": 2,400 BAGS"). */
const LEADER_LED = /^\s*[:.\-–]/;

/**
 * The value printed right of caption `s` on its line: the nearest segment past the leaders between them (a column of
 * colons set off from the captions), within `gap` line heights of the caption or of the leader before it. A leader
 * (alone, or leading the value's run) may sit farther off, up to `leaderGap` line heights: colons line up past the
 * longest caption. A segment farther than that is another column's, and none is returned.
 */
export function valueRightOf(page: Segment[], s: Segment, gap = 4, leaderGap = 16): Segment | undefined {
  const h = s.bbox[3] - s.bbox[1];
  const right = page.filter((o) => o !== s && o.bbox[0] >= s.bbox[2] - 1 && sameLine(s, o)).sort((a, b) => a.bbox[0] - b.bbox[0]);
  let from = s.bbox[2];
  for (const o of right) {
    if (o.bbox[0] - from > (LEADER_LED.test(o.text) ? leaderGap : gap) * h) return undefined;
    if (!LEADER_ONLY.test(o.text)) return o;
    from = o.bbox[2];
  }
  return undefined;
}

/** How far two segments overlap vertically (negative: the gap between them). */
export const vOverlap = (a: Segment, b: Segment): number => Math.min(a.bbox[3], b.bbox[3]) - Math.max(a.bbox[1], b.bbox[1]);

/** The rules of the page `segmentPages` cut `page` from; undefined when it has none. */
export function pageRules(page: Segment[]): Rule[] | undefined {
  return PAGE_RULES.get(page);
}
