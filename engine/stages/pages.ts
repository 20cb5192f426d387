import type * as mupdf from 'mupdf';
import { decodeGrayPage, encodePagePng, rawToPng } from '../image/decode.ts';
import { messageOf } from '../pdf/open.ts';
import { cappedDpi, renderPage } from '../pdf/render.ts';
import { extractPageContent } from '../pdf/text.ts';
import type { FileKind, PageContent } from '../types.ts';
import type { DocState, PageStage, PageState, StageContext } from './types.ts';

/** OCR resolution: PP-OCR and tesseract are tuned for 300-dpi scans. */
export const OCR_DPI = 300;
/** Rendering cap for OCR images, independent of the upload pixel cap: OCR gains nothing beyond. */
const OCR_MAX_PIXELS = 40_000_000;
/** Fewer meaningful characters than this and the page is treated as a scan. */
const MIN_TEXT_CHARS = 16;
/** Above this share of unmappable glyphs the text layer is garbage (broken font encodings). */
const MAX_GARBAGE_RATIO = 0.25;
/** Scans whose metadata has no resolution are assumed to be at the common office-scanner setting. */
const DEFAULT_SCAN_DPI = 300;

// U+FFFD, C0/C1 controls and the private use area: what a text layer with a broken /ToUnicode yields.
const GARBAGE = /[\uFFFD\u0000-\u0008\u000E-\u001F\u007F-\u009F\uE000-\uF8FF]/gu;
const MEANINGFUL = /[\p{L}\p{N}]/gu;

/**
 * A text layer is usable when it has enough letters or digits and few garbage glyphs. Pages below
 * that (scans, scans with a stray page number, broken encodings) go to OCR.
 */
export function hasUsableText(content: PageContent): boolean {
  const text = content.lines.map((l) => l.text).join('');
  const meaningful = text.match(MEANINGFUL)?.length ?? 0;
  if (meaningful < MIN_TEXT_CHARS) return false;
  const garbage = text.match(GARBAGE)?.length ?? 0;
  return garbage / text.length <= MAX_GARBAGE_RATIO;
}

async function pdfPage(page: PageState, doc: mupdf.Document, ctx: StageContext): Promise<PageState> {
  const loaded = doc.loadPage(page.pageNo - 1);
  try {
    const content = extractPageContent(loaded, page.pageNo);
    const result: PageState['result'] = { content };
    if (!hasUsableText(content) && ctx.options.ocrFallback) {
      const dpi = cappedDpi(content.width, content.height, OCR_DPI, Math.min(OCR_MAX_PIXELS, ctx.settings.maxPixels));
      const img = renderPage(loaded, dpi, 'gray');
      result.image = { data: img.data, width: img.width, height: img.height, channels: 1, dpi, pointsPerPixel: 72 / dpi };
    }
    if (ctx.options.includePageImages) {
      const dpi = cappedDpi(content.width, content.height, ctx.settings.pageImageDpi, ctx.settings.maxPixels);
      const img = renderPage(loaded, dpi, 'rgb');
      result.png = await rawToPng(img.data, img.width, img.height, img.channels);
    }
    return { ...page, result };
  } finally {
    loaded.destroy();
  }
}

async function imagePage(
  page: PageState,
  input: { bytes: Uint8Array; density: number | null; width: number; height: number },
  kind: FileKind,
  ctx: StageContext,
): Promise<PageState> {
  const index = page.pageNo - 1;
  const empty = (width: number, height: number): PageContent => ({
    pageNumber: page.pageNo,
    width,
    height,
    textSource: 'none',
    lines: [],
    rules: [],
    confidence: 0,
  });
  const result: PageState['result'] = { content: empty(input.width, input.height) };
  if (ctx.options.ocrFallback) {
    const img = await decodeGrayPage(input.bytes, kind, index, ctx.settings.maxPixels);
    // Image coordinates are pixels (types.ts: "72 dpi-equivalent"), so one point per pixel.
    result.content = empty(img.width, img.height);
    result.image = { ...img, channels: 1, dpi: input.density ?? DEFAULT_SCAN_DPI, pointsPerPixel: 1 };
  }
  if (ctx.options.includePageImages) result.png = await encodePagePng(input.bytes, kind, index, ctx.settings.maxPixels);
  return { ...page, result };
}

/**
 * Stage `pages`: read one page's text layer with geometry (PDF), and produce the greyscale image
 * that OCR needs only for pages without a usable text layer (or for images). Also renders the
 * page image when asked for.
 */
export const pagesStage: PageStage = {
  name: 'pages',
  scope: 'page',
  async run(page: PageState, doc: DocState, ctx: StageContext): Promise<PageState> {
    try {
      if (doc.input?.kind === 'pdf') return await pdfPage(page, doc.input.doc, ctx);
      if (doc.input?.kind === 'image' && doc.fileKind) return await imagePage(page, doc.input, doc.fileKind, ctx);
      return { ...page, error: { code: 'INTERNAL', message: 'no input loaded', page: page.pageNo, stage: 'pages' } };
    } catch (err) {
      return { ...page, error: { code: 'CORRUPT_FILE', message: `page could not be read: ${messageOf(err)}`, page: page.pageNo, stage: 'pages' } };
    }
  },
};
