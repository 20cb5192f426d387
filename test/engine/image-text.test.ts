/**
 * Text printed as a picture on a born-digital page: read by OCR only when the extraction misses key fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr, type Ocr } from '../../engine/ocr/index.ts';
import { runPipeline } from '../../engine/pipeline.ts';
import type { StageContext } from '../../engine/stages/types.ts';
import type { ExtractionResult } from '../../engine/types.ts';
import { invoiceWithPictureLetterhead } from '../fixtures/picture-letterhead.ts';
import { OPTIONS, TEST_CONFIG } from './support/engine.ts';

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
