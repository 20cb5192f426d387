/**
 * The transport document a customs declaration names: in its previous-document box (SAD box 40) or, where that
 * box names none, among the documents produced (box 44), each listed after its document code (N380 the
 * commercial invoice, N705 a bill of lading, N730 a road consignment note, N740 an air waybill).
 */
import type { Reader } from './reader.ts';
import { valuesOf } from './customs-boxes.ts';

/**
 * A previous-document box prints the document's type code first: "N705 OSLU..." (SAD: N705 a bill of lading,
 * N740 an air waybill), "Y-MCR-ONEY..." (UK CDS: category, type, reference), sometimes the document's name too
 * ("N740 Seefrachtbrief OOLU..."): the reference is what is left. A road consignment note is quoted with its name
 * ("CMR 0441827"): its number alone is a bare serial, which names neither the document nor its carrier.
 */
export function previousDocument(text: string): string {
  // A box shared with the vessel ("Ship and transport document": "<vessel> <voyage>  B/L <number>"): the number
  // after the document's type.
  const tagged = TAGGED_DOCUMENT.exec(text.trim());
  if (tagged) return tagged[1] === 'CMR' ? `CMR ${tagged[2]}` : tagged[2];
  const t = text.replace(/^[XYZ]-[A-Z0-9]{3}-(?=\S)/, '').replace(/^N\d{3}\s*[-/\s]\s*(?=\S)/, '');
  // A carrier's four-letter code before its B/L number ("ABCD 123X456789") is part of the reference, not a name.
  if (SCAC_PREFIXED.test(t) || CMR_NOTE.test(t)) return t;
  const named = /^(?:\p{L}[\p{L}.-]*\s+){1,3}(\S*\d\S*)$/u.exec(t);
  return named && !/\d/.test(t.slice(0, t.length - named[1].length)) ? named[1] : t;
}

/** A transport document's number after its type, ending the text, with something before it ("... B/L ABCD123456789"). */
const TAGGED_DOCUMENT = /\S\s+(B\/L|BL|AWB|MAWB|HAWB|CMR|SWB)(?:\s*(?:No\.?|#))?\s*:?\s+([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)$/;

/** A road consignment note's number after its name ("CMR 0441827"). */
const CMR_NOTE = /^CMR\s+[A-Z0-9-]*\d[A-Z0-9-]*$/;

/**
 * A carrier code before a B/L number of 8 characters or more with a digit; not a caption's word before a number
 * ("BILL 123456", "NOTE 42"), which is left to be stripped.
 */
const SCAC_PREFIXED = /^(?!(?:MAWB|HAWB|MBOL|HBOL|BOOK|BILL|NOTE|DOCS|FORM|REFS|CODE)\s)[A-Z]{4}\s+(?=[A-Z0-9]*\d)[A-Z0-9]{8,}$/;

/** A transport document's entry in a documents box: its code (N7xx), then its reference with a digit in it. */
const TRANSPORT_ENTRY = /^N7\d\d\s+\S.*\d/;

/** The transport document among the documents produced (box 44), where no other box named one. */
export function readDocumentsBox(r: Reader): void {
  if (r.result().data.transportDocumentReference != null) return;
  for (const v of valuesOf(r, 'documentsProduced')) {
    for (const l of v.lines) {
      // Entries may share a line ("N380 Invoice 4711; N705 MSCU1234567").
      for (const entry of l.text.split(/\s*;\s*/)) {
        const m = TRANSPORT_ENTRY.exec(entry.trim());
        if (m) { r.set('transportDocumentReference', { value: previousDocument(entry.trim()), ev: r.evidence([l]) }); return; }
      }
    }
  }
}
