/**
 * Captions that carry a note in brackets, read as the caption they are. A note after a caption qualifies it
 * ("VRIJGEGEVEN AAN / RELEASED TO (vervoerder / haulier)"): the caption is what comes before it. A known caption
 * inside the brackets of an unknown or generic head ("Containers (ophalen bij / pick up at): ECT DELTA TERMINAL")
 * says which field the value after the colon is.
 */
import { captionKeysOf } from './captions.ts';
import { bilingualCaption } from './certificate-of-origin.ts';
import type { Reader } from './reader.ts';

const NOTED = /^([^():]{2,60}?)\s*\(([^()]{2,60})\)\s*(?::\s*(.*))?$/;

/** The caption a side of a (maybe bilingual) text names, or null. */
function knownSide(text: string): string | null {
  const t = text.trim();
  if (captionKeysOf(t)) return t;
  return bilingualCaption(t)?.text ?? null;
}

/** The caption a noted caption's text reads as, or null when it is none (or already reads as one whole). */
export function notedCaption(text: string): string | null {
  const m = NOTED.exec(text.trim());
  if (!m) return null;
  const [, head, note, tail] = m;
  if (tail !== undefined && tail.trim()) {
    // The note names the field the value belongs to, one of its sides in a bilingual note.
    const inner = note.split(/\s+\/\s+/).map((s) => s.trim()).find((s) => !/\d/.test(s) && captionKeysOf(s));
    return inner ? `${inner}: ${tail.trim()}` : null;
  }
  if (captionKeysOf(text.trim())) return null;
  return knownSide(head);
}

/**
 * Rewrites every noted caption of the reader's pages as the caption it reads as, in place; with `bilingual`, also
 * every bilingual caption (after its note is read) as its known side, as `readBilingualCaptions` would after this.
 */
export function readNotedCaptions(r: Reader, bilingual = false): void {
  for (const page of r.segs) {
    page.forEach((s, i) => {
      const t = notedCaption(s.text);
      const text = (bilingual ? bilingualCaption(t ?? s.text)?.text : null) ?? t;
      if (text) page[i] = { ...s, text };
    });
  }
}
