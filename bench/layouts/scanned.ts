/**
 * A layout document as a scanner delivers it: each page rendered by test/fixtures/logistics/scan.ts (grey, 150–300
 * dpi, up to 1.5° of skew, blur, sensor noise) and the pages wrapped in an image-only PDF, so nothing of the text
 * layer survives and the engine has to read every page with OCR. Page sizes keep the scan's dpi (the skewed image
 * is a little larger than the paper).
 */
import * as mupdf from 'mupdf';
import { scanPdf, type ScanPage } from '../../test/fixtures/logistics/scan.ts';

/** A seed from a document id, so that each document always gets the same degradations. */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export async function scannedPdf(pdf: Uint8Array, seed: number): Promise<{ pdf: Uint8Array; pages: ScanPage[] }> {
  const pages = await scanPdf(pdf, seed);
  const doc = new mupdf.PDFDocument();
  for (const p of pages) {
    const image = new mupdf.Image(p.png);
    const w = (image.getWidth() * 72) / p.dpi;
    const h = (image.getHeight() * 72) / p.dpi;
    const resources = doc.addObject({ XObject: { Im0: doc.addImage(image) } });
    const contents = `q ${w.toFixed(3)} 0 0 ${h.toFixed(3)} 0 0 cm /Im0 Do Q`;
    doc.insertPage(-1, doc.addPage([0, 0, w, h], 0, resources, contents));
  }
  return { pdf: doc.saveToBuffer('compress').asUint8Array().slice(), pages };
}
