/**
 * A document's own number under a caption that says only "number", in one language or two a slash apart ("Nummer /
 * No.", "Número", "Nr."): a reference strip's first box names no document, the title above does. Read near the top
 * of the first page only, and only a code with a digit (a table's "No." column holds item numbers).
 */
import type { Read, Reader } from './reader.ts';
import { segmentRightOf } from './reader.ts';
import { lineUnder } from './locate.ts';
import { normLabel } from './label-lookup.ts';

/** "No.", "Nr.", "N°", "Number", "Numero", "Nummer", "Numéro", "Numer", after folding. */
const NUMBER_WORD = /^(?:no|nr|n|number|numero|nummer|numer)$/;
/** A document number: letters, digits, slashes, dots, hyphens and one or two spaces; a digit among them. */
const DOC_NO = /^(?=.*\d)(?=.{4,30}$)[A-Z0-9][A-Z0-9/.-]*(?:\s[A-Z0-9/.-]+){0,2}$/i;

/** Whether a caption is a bare "number": every slashed half of it one number word. */
function bareNumberCaption(text: string): boolean {
  const halves = text.replace(/[:\s]+$/, '').split(/\s+\/\s+/);
  return halves.every((h) => NUMBER_WORD.test(normLabel(h)));
}

export function numberUnderBareCaption(r: Reader, topShare = 0.3): Read<string> | null {
  const page = r.segs[0] ?? [];
  const top = Math.max(...page.map((s) => s.bbox[3]), 0) * topShare;
  for (const s of page) {
    if (s.bbox[1] > top || !bareNumberCaption(s.text)) continue;
    const h = s.bbox[3] - s.bbox[1];
    for (const v of [segmentRightOf(page, s, h * 4), lineUnder(page, s, s)]) {
      const t = v?.text.trim() ?? '';
      if (v && DOC_NO.test(t) && !r.parseDate(t)) return { value: t, ev: r.evidence([v], 0.8) };
    }
  }
  return null;
}
