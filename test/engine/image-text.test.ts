/**
 * Text printed as a picture on a born-digital page: read by OCR only when the extraction misses key fields.
 */
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr, type Ocr } from '../../engine/ocr/index.ts';
import { runPipeline } from '../../engine/pipeline.ts';
import type { StageContext } from '../../engine/stages/types.ts';
import type { ExtractionResult } from '../../engine/types.ts';
import { createPainter } from '../fixtures/logistics/pdf-writer.ts';
import { OPTIONS, TEST_CONFIG } from './support/engine.ts';

/** Grey pixels of a 300-dpi rendering of `lines` (the issuer's letterhead), 240 × 60 points. */
function letterheadPixmap(lines: string[]): mupdf.Pixmap {
  const p = createPainter('Helvetica');
  p.newPage();
  lines.forEach((l, i) => p.text(4, 16 + i * 16, l, i === 0 ? 14 : 10, i === 0));
  const doc = mupdf.Document.openDocument(p.finish(), 'application/pdf');
  const page = doc.loadPage(0);
  const k = 300 / 72;
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, Math.round(240 * k), Math.round(60 * k)], false);
  pix.clear(255);
  const dev = new mupdf.DrawDevice(mupdf.Matrix.scale(k, k), pix);
  page.run(dev, mupdf.Matrix.identity);
  dev.close();
  dev.destroy();
  page.destroy();
  doc.destroy();
  return pix;
}

/** An invoice whose text layer lacks the issuer: its name and VAT id are only in a picture at the top. */
function invoiceWithPictureLetterhead(withVendorText: boolean): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const pix = letterheadPixmap(['Nordwind Handel GmbH', 'Hafenstrasse 3, 20457 Hamburg', 'USt-IdNr. DE136695976']);
  const image = doc.addImage(new mupdf.Image(pix));
  pix.destroy();
  const resources = doc.addObject({ Font: { F1: font }, XObject: { Im1: image } });
  const text = (x: number, y: number, s: string, size = 10) => `BT /F1 ${size} Tf 1 0 0 1 ${x} ${842 - y} Tm (${s}) Tj ET`;
  const ops = [
    'q 240 0 0 60 50 742 cm /Im1 Do Q',
    text(380, 60, 'INVOICE', 18),
    text(380, 90, 'Invoice No: RE-2025-0042'),
    text(380, 104, 'Invoice Date: 14.03.2025'),
    text(50, 160, 'Bill to:'),
    text(50, 174, 'Harbour Imports Ltd'),
    text(50, 188, '1 Dock Road, Dover CT16 1JA'),
    text(50, 240, 'Description'),
    text(400, 240, 'Amount'),
    text(50, 256, 'Freight forwarding Hamburg - Dover'),
    text(400, 256, '1.250,00 EUR'),
    text(300, 300, 'Total: 1.250,00 EUR'),
  ];
  if (withVendorText) ops.push(text(50, 700, 'Nordwind Handel GmbH, Hafenstrasse 3, 20457 Hamburg'));
  doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, Buffer.from(ops.join('\n'), 'latin1')));
  const bytes = doc.saveToBuffer('compress').asUint8Array().slice();
  doc.destroy();
  return bytes;
}

let ocr: Ocr;
let ocrCalls = 0;
const ctx = (): StageContext => ({
  options: { ...OPTIONS, documentType: 'invoice', ocrFallback: true, includeRawText: true },
  settings: { ...TEST_CONFIG, modelVersion: 'test' },
  ocr: async () => {
    ocrCalls++;
    return ocr;
  },
  log: () => undefined,
});
const hooks = { interrupted: () => null, progress: () => undefined };

async function process(bytes: Uint8Array): Promise<ExtractionResult> {
  const run = await runPipeline(bytes, ctx(), hooks);
  if (!run.outcome.ok) throw new Error(run.outcome.error.message);
  return run.outcome.value;
}

beforeAll(async () => {
  ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
}, 60_000);
afterAll(async () => {
  await ocr?.close();
});

describe('text printed as a picture on a born-digital page', () => {
  it('is read when the issuer is missing from the text layer, with OCR evidence', async () => {
    ocrCalls = 0;
    const v = await process(invoiceWithPictureLetterhead(false));
    const d = v.extractedData as Record<string, any>;
    expect(ocrCalls).toBe(1);
    expect(d.invoiceNumber).toBe('RE-2025-0042');
    expect(d.vendor.name).toBe('Nordwind Handel GmbH');
    expect(d.vendor.taxId).toBe('DE136695976');
    expect(d.vendor.address).toContain('20457 Hamburg');
    // The picture's text is part of the page's raw text too.
    expect(v.rawText!.pages[0].text).toContain('Nordwind Handel GmbH');
    expect(v.metadata.extractionDetails.fields['vendor.name']).toMatchObject({ page: 1, source: 'ocr' });
    // The picture sits at the top left (50, 40)–(290, 100) in page points: so does the evidence.
    const box = v.metadata.extractionDetails.fields['vendor.name'].bbox!;
    expect(box[0]).toBeGreaterThanOrEqual(45);
    expect(box[1]).toBeGreaterThanOrEqual(35);
    expect(box[3]).toBeLessThanOrEqual(105);
    expect(v.pageCount).toBe(1);
  }, 60_000);

  it('is not read when the text layer already gives every key field', async () => {
    ocrCalls = 0;
    const v = await process(invoiceWithPictureLetterhead(true));
    expect((v.extractedData as Record<string, any>).vendor.name).toBe('Nordwind Handel GmbH');
    expect(v.metadata.extractionDetails.fields['vendor.name'].source).toBe('text');
    expect(ocrCalls).toBe(0);
  }, 60_000);

  it('is not read when the request turns OCR off', async () => {
    ocrCalls = 0;
    const run = await runPipeline(invoiceWithPictureLetterhead(false), { ...ctx(), options: { ...ctx().options, ocrFallback: false } }, hooks);
    expect(run.outcome.ok).toBe(true);
    expect(ocrCalls).toBe(0);
  }, 60_000);
});
