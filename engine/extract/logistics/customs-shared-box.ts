/**
 * Two SAD boxes printed as one ("30 Location of goods / 44 Transport document"): the caption names the transport
 * document only after the first box's caption, so no caption lookup finds it, and the value line holds both boxes'
 * values ("CY-2 TERMINAL   B/L ABCD1234567890"); the document's reference is the one its type tag leads.
 */
import { captionKeysOf } from './captions.ts';
import type { Reader } from './reader.ts';
import { vOverlap } from './segments.ts';

/** A caption's second box: "/ 44 Transport document", "/ 40 Previous document". */
const SECOND_BOX = /\/\s*\d{1,2}[a-z]?\s+(\p{L}.*)$/u;
/** A transport document's reference after its type tag: "B/L ONEY...", "AWB: 176-...", "N705 MSCU...". */
const TAGGED_DOC = /(?:^|\s)(?:B\/L|BL|MB\/L|HB\/L|AWB|MAWB|HAWB|CMR|N7\d\d)\s*(?:No\.?|#)?\s*:?\s*([A-Z0-9][A-Z0-9-]{5,})(?=\s|$)/;

export function readSharedDocumentBox(r: Reader): void {
  if (r.result().data.transportDocumentReference != null) return;
  for (const page of r.segs) {
    for (const cap of page) {
      const m = SECOND_BOX.exec(cap.text);
      if (!m || !captionKeysOf(m[1])?.has('transportDocument')) continue;
      const h = cap.bbox[3] - cap.bbox[1];
      // The box ends at the next caption on the caption's line.
      const right = Math.min(...page.filter((s) => s.bbox[0] > cap.bbox[2] && vOverlap(s, cap) > h * 0.5).map((s) => s.bbox[0]), Infinity);
      const under = page.filter((s) => s.bbox[1] >= cap.bbox[3] - 1 && s.bbox[1] < cap.bbox[3] + h * 3 && s.bbox[0] >= cap.bbox[0] - h && s.bbox[0] < right);
      for (const s of under) {
        const doc = TAGGED_DOC.exec(s.text);
        if (doc) { r.set('transportDocumentReference', { value: doc[1], ev: r.evidence([s]) }); return; }
      }
    }
  }
}
