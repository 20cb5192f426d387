import { describe, expect, it } from 'vitest';

import { correctCaptions } from '../../engine/extract/ocr-captions.ts';
import type { Line, PageContent } from '../../engine/types.ts';

const line = (text: string, confidence: number): Line => ({
  text,
  bbox: [0, 0, 100, 10],
  words: text.split(' ').map((t, i) => ({ text: t, bbox: [i * 20, 0, i * 20 + 18, 10], confidence, source: 'ocr' as const })),
});
const read = (texts: string[], confidence: number): string[] =>
  correctCaptions([{ pageNumber: 1, width: 600, height: 800, textSource: 'ocr', lines: texts.map((t) => line(t, confidence)), rules: [], confidence: 0.9 } as PageContent])[0].lines.map((l) => l.text);

describe('a scanned line that already reads as a caption', () => {
  it('stays as printed where a longer caption is a letter away', () => {
    // "CONTAINER" heads a container list's column; "Containers" is another caption one letter on.
    expect(read(['CONTAINER', 'PACKAGES'], 0.8)).toEqual(['CONTAINER', 'PACKAGES']);
  });
});
