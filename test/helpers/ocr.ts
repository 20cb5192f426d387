import { afterAll, beforeAll } from 'vitest';

import { createOcr } from '../../engine/ocr/index.ts';

type TestOcr = Awaited<ReturnType<typeof createOcr>>;

/** One OCR instance (one ONNX thread, CPU) for the test file: created before its tests, closed after them. */
export function useOcr(): () => TestOcr {
  let ocr: TestOcr | undefined;
  beforeAll(async () => {
    ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
  });
  afterAll(async () => {
    await ocr?.close();
  });
  return () => {
    if (!ocr) throw new Error('useOcr: the OCR instance is only there inside tests');
    return ocr;
  };
}

/** Every word of a page's reading, in reading order. */
export const wordsOf = (r: { lines: Array<{ words: Array<{ text: string }> }> }): string[] => r.lines.flatMap((l) => l.words.map((w) => w.text));
