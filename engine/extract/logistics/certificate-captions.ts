/**
 * Box captions of a certificate's form that the label reader cannot take as printed: a long caption wrapped onto
 * a second line in its narrow box ("3. Importer's or Consignee's name, address and" over "country (if known):").
 */
import { captionKeysOf } from './captions.ts';
import type { Reader } from './reader.ts';
import { wrappedUnder } from './caption-cells.ts';

/**
 * Reads every caption wrapped over two lines as one caption, in place: a line that is no caption, whose text
 * with the line under it is one, becomes that caption (its box over both), and the second line goes. A caption
 * has no digit but its box number's, and its first line no value after a colon.
 */
export function joinWrappedCaptions(r: Reader): void {
  for (const page of r.segs) {
    for (let i = 0; i < page.length; i++) {
      const s = page[i];
      if (/\d/.test(s.text.replace(/^\s*\d{1,2}[A-Za-z]?[.)]?\s+/, '')) || /:\s*\S/.test(s.text) || captionKeysOf(s.text)) continue;
      const [next] = wrappedUnder(page, s, 1);
      if (!next) continue;
      const text = `${s.text.trim()} ${next.text.trim()}`;
      if (!captionKeysOf(text)) continue;
      page[i] = { ...s, text, bbox: [s.bbox[0], s.bbox[1], Math.max(s.bbox[2], next.bbox[2]), next.bbox[3]] };
      const j = page.indexOf(next);
      page.splice(j, 1);
      if (j < i) i--;
    }
  }
}
