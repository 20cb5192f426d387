import * as mupdf from 'mupdf';
import type { EngineErrorData } from '../types.ts';
import { countPageTree } from './pagetree.ts';

// MuPDF prints every repair warning to stderr by default; a hostile upload can produce thousands.
// The outcome (repaired, failed, encrypted) is reported through return values instead.
mupdf.setLog({ warning: () => undefined, error: () => undefined });

export type OpenedPdf =
  | { ok: true; doc: mupdf.Document; pageCount: number }
  | { ok: false; error: EngineErrorData };

function fail(code: EngineErrorData['code'], message: string): { ok: false; error: EngineErrorData } {
  return { ok: false, error: { code, message, stage: 'load' } };
}

/**
 * Open PDF bytes with MuPDF and classify the usual failures as data:
 * unreadable → CORRUPT_FILE, password-protected → ENCRYPTED_PDF, no pages → NO_PAGES
 * (or CORRUPT_FILE when MuPDF had to rebuild the file and still found nothing), more than
 * `maxPages` → TOO_MANY_PAGES. Pages are counted by walking the page tree, not from /Count.
 * On success the caller owns `doc` and must `destroy()` it.
 */
export function openPdf(bytes: Uint8Array, maxPages = Number.MAX_SAFE_INTEGER): OpenedPdf {
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (err) {
    return fail('CORRUPT_FILE', `PDF could not be parsed: ${messageOf(err)}`);
  }
  try {
    if (doc.needsPassword()) {
      doc.destroy();
      return fail('ENCRYPTED_PDF', 'PDF is encrypted and needs a password');
    }
    const pdf = doc.asPDF();
    if (pdf !== null) {
      const tree = countPageTree(pdf, maxPages);
      if (tree.count > maxPages) {
        doc.destroy();
        return fail('TOO_MANY_PAGES', `PDF has more than ${maxPages} pages`);
      }
    }
    // After the walk corrected any lying /Count, MuPDF's own count is the real one.
    const pageCount = doc.countPages();
    if (pageCount > maxPages) {
      doc.destroy();
      return fail('TOO_MANY_PAGES', `PDF has ${pageCount} pages, more than ${maxPages}`);
    }
    if (pageCount <= 0) {
      const repaired = doc.asPDF()?.wasRepaired() ?? false;
      doc.destroy();
      return repaired ? fail('CORRUPT_FILE', 'PDF is damaged: no page could be recovered') : fail('NO_PAGES', 'PDF has no pages');
    }
    return { ok: true, doc, pageCount };
  } catch (err) {
    doc.destroy();
    return fail('CORRUPT_FILE', `PDF page tree is unreadable: ${messageOf(err)}`);
  }
}

/** Message of an unknown thrown value, for error data. */
export function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
