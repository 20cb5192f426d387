/** Header captions qualified by a word before them, read as one caption. */
import type { HeaderColumn } from './table-header.ts';

/**
 * An unknown word a space before a known caption qualifies it ("CARRIER SEAL", "CUSTOMS SEAL"): one caption, whose
 * column starts at the qualifier, so values printed under the whole caption stay in it.
 */
export function qualifiedCaptions(cols: HeaderColumn[]): HeaderColumn[] {
  const out: HeaderColumn[] = [];
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i];
    const next = cols[i + 1];
    const w = c.words[0];
    if (!c.kind && c.words.length === 1 && next?.kind === 'seal' && /^\p{L}{3,}$/u.test(w.text) && next.x0 - c.x1 < (w.bbox[3] - w.bbox[1]) * 0.45) {
      out.push({ ...next, x0: c.x0, words: [w, ...next.words] });
      i++;
    } else out.push(c);
  }
  return out;
}
