import type { DocStage, DocState } from './types.ts';

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * Stage `score`: one document confidence from the extraction's own confidence, the mean confidence
 * of the pages' text (1 for text layers, OCR's mean word confidence for scans) and the share of pages
 * that could be read at all. Each factor is 0..1, so any weak link pulls the result down.
 */
export const scoreStage: DocStage = {
  name: 'score',
  scope: 'document',
  async run(doc: DocState): Promise<DocState> {
    const ok = doc.pages.filter((p) => !p.error && p.result.content);
    const withText = ok.filter((p) => p.result.content!.textSource !== 'none');
    const textConfidence = withText.length === 0 ? 0 : withText.reduce((s, p) => s + p.result.content!.confidence, 0) / withText.length;
    const readShare = doc.pages.length === 0 ? 0 : ok.length / doc.pages.length;
    const extractConfidence = doc.extraction?.confidence ?? 0;
    return { ...doc, confidence: round3(extractConfidence * textConfidence * readShare) };
  },
};
