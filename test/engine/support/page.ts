/**
 * Page content for extraction tests, built from positioned lines: words 5 points per character at 8 points
 * (scaled with the size), one space apart, as a text layer gives them.
 */
import { buildContext } from '../../../engine/extract/build-context.ts';
import { extractLogistics } from '../../../engine/extract/logistics/index.ts';
import type { Line, PageContent, Rule, Word } from '../../../engine/types.ts';

/** A line of words laid out left to right from x, `size` points high; `bold` marks every word bold. */
export function line(text: string, x: number, y: number, size = 8, bold = false): Line {
  const words: Word[] = [];
  let cx = x;
  const w = (size * 5) / 8;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * w, y + size], confidence: 1, source: 'text', fontSize: size, ...(bold ? { bold } : {}) });
    cx += t.length * w + w;
  }
  return { text, bbox: [x, y, cx - w, y + size], words };
}

/** One A4 page (points) of these lines and ruling lines. */
export function page(lines: Line[], rules: Rule[] = []): PageContent {
  return { pageNumber: 1, width: 600, height: 842, textSource: 'text', lines, rules, confidence: 1 };
}

/** What the logistics extractor of `type` reads on one page of `lines`. */
export function extractLogisticsPage(type: string, lines: Line[]): Record<string, any> {
  return extractLogistics(type, buildContext([page(lines)], 'en')).data as Record<string, any>;
}
