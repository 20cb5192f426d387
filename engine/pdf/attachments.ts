import * as mupdf from 'mupdf';
import { openPdf } from './open.ts';

/** An embedded file carried by a PDF (e.g. the Factur-X / ZUGFeRD invoice XML). */
export interface PdfAttachment {
  name: string;
  data: Uint8Array;
}

/** More attachments than this are not invoice data, but an archive; ignore the rest. */
const MAX_FILES = 16;
/** Per-file cap on the decoded size; a structured-data attachment is far smaller. */
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Attachments of an already-open PDF: the EmbeddedFiles name tree plus the catalog's
 * associated files (/AF, PDF/A-3), de-duplicated by name. Oversized or unreadable ones are skipped.
 */
export function readAttachments(doc: mupdf.PDFDocument): PdfAttachment[] {
  const specs = new Map<string, mupdf.PDFObject>();
  try {
    for (const [name, spec] of Object.entries(doc.getEmbeddedFiles())) {
      if (specs.size < MAX_FILES) specs.set(name, spec);
    }
  } catch {
    // A broken name tree only means no attachments from it; /AF may still have some.
  }
  try {
    const af = doc.getTrailer().get('Root').get('AF');
    if (af.isArray()) {
      for (let i = 0; i < af.length && specs.size < MAX_FILES; i++) {
        const spec = af.get(i);
        if (!doc.isEmbeddedFile(spec)) continue;
        const { filename } = doc.getFilespecParams(spec);
        if (!specs.has(filename)) specs.set(filename, spec);
      }
    }
  } catch {
    // Same: a malformed /AF entry is not fatal to reading the document.
  }
  const out: PdfAttachment[] = [];
  for (const [name, spec] of specs) {
    let buf: mupdf.Buffer | null = null;
    try {
      buf = doc.getEmbeddedFileContents(spec);
      if (buf === null || buf.getLength() > MAX_BYTES) continue;
      // slice(): the view points into WASM memory, which the next allocation may move.
      out.push({ name, data: buf.asUint8Array().slice() });
    } catch {
      continue;
    } finally {
      buf?.destroy();
    }
  }
  return out;
}

/**
 * Embedded files of a PDF given as bytes (Factur-X / ZUGFeRD XML and other associated files).
 * Returns an empty list for non-PDF, encrypted or unreadable input.
 */
export function pdfEmbeddedFiles(bytes: Uint8Array): PdfAttachment[] {
  const opened = openPdf(bytes);
  if (!opened.ok) return [];
  try {
    const pdf = opened.doc.asPDF();
    return pdf === null ? [] : readAttachments(pdf);
  } finally {
    opened.doc.destroy();
  }
}
