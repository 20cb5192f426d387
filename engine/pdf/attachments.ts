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

/** Name trees deeper than this are hostile; real ones are one or two levels. */
const MAX_DEPTH = 32;

/** Run `fn` on a PDFObject wrapper and release it (each get() makes a new one holding WASM memory). */
function using<T>(obj: mupdf.PDFObject, fn: (o: mupdf.PDFObject) => T): T {
  try {
    return fn(obj);
  } finally {
    obj.destroy();
  }
}

/**
 * Walk the EmbeddedFiles name tree into `specs` (name → file spec, owned by the map). Replaces mupdf.js's
 * getEmbeddedFiles(), which leaves every intermediate wrapper to the garbage collector and follows cyclic
 * /Kids without end.
 */
function collectNameTree(node: mupdf.PDFObject, specs: Map<string, mupdf.PDFObject>, seen: Set<number>, depth: number): void {
  if (depth > MAX_DEPTH || specs.size >= MAX_FILES || !node.isDictionary()) return;
  if (node.isIndirect()) {
    if (seen.has(node.asIndirect())) return;
    seen.add(node.asIndirect());
  }
  using(node.get('Names'), (names) => {
    if (!names.isArray()) return;
    for (let i = 0; i + 1 < names.length && specs.size < MAX_FILES; i += 2) {
      const name = using(names.get(i), (k) => (k.isString() ? k.asString() : null));
      const spec = names.get(i + 1);
      if (name === null || specs.has(name)) spec.destroy();
      else specs.set(name, spec);
    }
  });
  using(node.get('Kids'), (kids) => {
    if (!kids.isArray()) return;
    for (let i = 0; i < kids.length && specs.size < MAX_FILES; i++) using(kids.get(i), (kid) => collectNameTree(kid, specs, seen, depth + 1));
  });
}

/**
 * Attachments of an already-open PDF: the EmbeddedFiles name tree plus the catalog's
 * associated files (/AF, PDF/A-3), de-duplicated by name. Oversized or unreadable ones are skipped.
 */
export function readAttachments(doc: mupdf.PDFDocument): PdfAttachment[] {
  const specs = new Map<string, mupdf.PDFObject>();
  try {
    return readSpecs(doc, specs);
  } finally {
    for (const spec of specs.values()) spec.destroy();
  }
}

function readSpecs(doc: mupdf.PDFDocument, specs: Map<string, mupdf.PDFObject>): PdfAttachment[] {
  const root = using(doc.getTrailer(), (t) => t.get('Root'));
  try {
    try {
      const tree = using(root.get('Names'), (names) => names.get('EmbeddedFiles'));
      using(tree, (t) => collectNameTree(t, specs, new Set(), 0));
    } catch {
      // A broken name tree only means no attachments from it; /AF may still have some.
    }
    try {
      using(root.get('AF'), (af) => {
        if (!af.isArray()) return;
        for (let i = 0; i < af.length && specs.size < MAX_FILES; i++) {
          const spec = af.get(i);
          let kept = false;
          try {
            if (!doc.isEmbeddedFile(spec)) continue;
            const { filename } = doc.getFilespecParams(spec);
            if (!specs.has(filename)) {
              specs.set(filename, spec);
              kept = true;
            }
          } finally {
            if (!kept) spec.destroy();
          }
        }
      });
    } catch {
      // Same: a malformed /AF entry is not fatal to reading the document.
    }
  } finally {
    root.destroy();
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
