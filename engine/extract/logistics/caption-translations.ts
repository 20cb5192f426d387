/**
 * Captions printed in the local language with their translation on the line under them, in a smaller type
 * ("Cognossement" over "Connaissement / B/L No."), the value right of the first line: the translation is the caption
 * the dictionary knows, yet the value sits beside the word it does not. Read as the caption the two lines are.
 */
import { captionKeysOf } from './captions.ts';
import type { Reader } from './reader.ts';
import type { Segment } from './segments.ts';

const height = (s: Segment): number => s.bbox[3] - s.bbox[1];

/**
 * The caption line over `t`: left-aligned with it, right above it, in a larger type (a caption's, not a title's), a
 * few words without figures, and no known caption itself.
 */
function captionOver(page: Segment[], t: Segment): Segment | null {
  const s = page.find((o) => o !== t && Math.abs(o.bbox[0] - t.bbox[0]) < 2 && o.bbox[3] <= t.bbox[1] + 1
    && t.bbox[1] - o.bbox[3] < height(o) * 0.8 && o.size > t.size + 0.5 && o.size < t.size * 1.5);
  const text = s?.text.trim() ?? '';
  return s && text.length <= 40 && /^\p{L}/u.test(text) && !/\d/.test(text) && !captionKeysOf(text) ? s : null;
}

/** Whether a segment that is no caption starts right of `s`, level with it: its value. */
const valueBeside = (page: Segment[], s: Segment): boolean => page.some((v) => v.bbox[0] > s.bbox[2]
  && (v.bbox[1] + v.bbox[3]) / 2 > s.bbox[1] && (v.bbox[1] + v.bbox[3]) / 2 < s.bbox[3] && !captionKeysOf(v.text.trim()));

/**
 * Reads each known caption printed under its local wording (captionOver) as one caption with that wording, in place,
 * where a value sits beside the wording: one segment over both lines, with the known text. The value is then read
 * beside the caption it belongs to, and no translation line is left in the caption column to end it early. Run
 * after bilingual captions are read as their known side.
 */
export function readStackedTranslations(r: Reader): void {
  for (const page of r.segs) {
    const dropped = new Set<Segment>();
    page.forEach((t) => {
      if (dropped.has(t) || t.text.length > 60 || !captionKeysOf(t.text.trim())) return;
      const s = captionOver(page, t);
      if (!s || dropped.has(s) || !valueBeside(page, s)) return;
      page[page.indexOf(s)] = { ...s, text: t.text, bbox: [s.bbox[0], s.bbox[1], Math.max(s.bbox[2], t.bbox[2]), t.bbox[3]] };
      dropped.add(t);
    });
    // In place: the page's rules are kept with its array (pageRules).
    for (let i = page.length - 1; i >= 0; i--) if (dropped.has(page[i])) page.splice(i, 1);
  }
}
