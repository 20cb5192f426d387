import * as mupdf from 'mupdf';
import { buildImage } from '../../fixtures/images.ts';

/** A one-line, small-page PDF: small enough that a mutated copy rendered for OCR stays cheap. */
export function miniPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const res = doc.addObject({ Font: { F1: font } });
  const ops = 'BT /F1 10 Tf 10 40 Td (Invoice INV-42 Total 12.50 EUR) Tj ET 0.5 w 10 30 m 190 30 l S';
  doc.insertPage(-1, doc.addPage([0, 0, 200, 80], 0, res, ops));
  const out = doc.saveToBuffer('compress').asUint8Array().slice();
  doc.destroy();
  return out;
}

/** Valid small files of every accepted format: the seed corpus for fuzzing. */
export async function seedFiles(): Promise<Array<{ name: string; bytes: Uint8Array }>> {
  return [
    { name: 'mini.pdf', bytes: miniPdf() },
    { name: 'small.png', bytes: await buildImage('png', 120, 40) },
    { name: 'small.jpeg', bytes: await buildImage('jpeg', 120, 40) },
    { name: 'small.webp', bytes: await buildImage('webp', 120, 40) },
    { name: 'small.tiff', bytes: await buildImage('tiff', 120, 40) },
  ];
}
