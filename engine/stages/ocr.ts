import { messageOf } from '../pdf/open.ts';
import type { BBox, Line } from '../types.ts';
import type { PageStage, PageState, StageContext, DocState } from './types.ts';

function scaleBox(b: BBox, k: number): BBox {
  return [round2(b[0] * k), round2(b[1] * k), round2(b[2] * k), round2(b[3] * k)];
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function toPoints(lines: Line[], k: number): Line[] {
  if (k === 1) return lines;
  return lines.map((l) => ({ ...l, bbox: scaleBox(l.bbox, k), words: l.words.map((w) => ({ ...w, bbox: scaleBox(w.bbox, k) })) }));
}

/**
 * The language the nearest earlier page of the document was found in (pages run in order, so theirs are final),
 * when OCR found one other than the one asked for.
 */
export function languageOfEarlierPages(doc: DocState, pageNo: number): string | undefined {
  for (let i = doc.pages.length - 1; i >= 0; i--) {
    const p = doc.pages[i];
    if (p.pageNo < pageNo && p.result.content?.language) return p.result.content.language;
  }
  return undefined;
}

/**
 * Stage `ocr`: recognise the pages that `pages` left an image on (scans, images), replacing their
 * text with OCR lines in page coordinates. The OCR engine is created once per worker, lazily.
 * Failure is a page error `OCR_FAILED`; it never substitutes empty or made-up text.
 */
export const ocrStage: PageStage = {
  name: 'ocr',
  scope: 'page',
  async run(page: PageState, doc: DocState, ctx: StageContext): Promise<PageState> {
    const image = page.result.image;
    const content = page.result.content;
    if (!image || !content) return page;
    const released: PageState['result'] = { ...page.result, image: undefined };
    try {
      const ocr = await ctx.ocr();
      const { language, detectLanguage } = ctx.options;
      const languageSeen = detectLanguage ? languageOfEarlierPages(doc, page.pageNo) : undefined;
      const res = await ocr.recognize(image, { language, detectLanguage, ...(languageSeen ? { languageSeen } : {}) });
      const k = image.pointsPerPixel;
      // A page OCR turned by 90° is upright in the OCR result; its width and height swap.
      const sideways = res.rotation === 90 || res.rotation === 270;
      const width = sideways ? content.height : content.width;
      const height = sideways ? content.width : content.height;
      return {
        ...page,
        result: {
          ...released,
          content: {
            ...content,
            width,
            height,
            lines: toPoints(res.lines, k),
            // A page's own vector rules (a scan with a drawn form over it) are the exact ones; else the pixels'.
            rules: content.rules.length ? content.rules : res.rules.map((r) => ({ ...r, bbox: scaleBox(r.bbox, k) })),
            textSource: 'ocr',
            confidence: res.confidence,
            ...(res.language !== ctx.options.language ? { language: res.language } : {}),
          },
        },
      };
    } catch (err) {
      return {
        ...page,
        result: released,
        error: { code: 'OCR_FAILED', message: `OCR failed: ${messageOf(err)}`, page: page.pageNo, stage: 'ocr' },
      };
    }
  },
};
