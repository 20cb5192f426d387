/**
 * Stage `imageText`: text printed as a picture on a page that otherwise has a text layer (a letterhead or
 * a footer with the issuer's name, tax id and bank details pasted in as an image). Reading every image of
 * every born-digital page would cost OCR time on logos that carry nothing; so only when the extraction
 * misses one of its type's key fields are the text-free images of the first and last pages read, and the
 * document extracted again. The new extraction replaces the first only when it finds more key fields.
 */
import type * as mupdf from 'mupdf';
import { keyFieldsOf } from '../extract/score.ts';
import { messageOf } from '../pdf/open.ts';
import { toRows } from '../layout/segments.ts';
import { cappedDpi, renderRegion, type RenderedPage } from '../pdf/render.ts';
import type { BBox, Line, PageContent } from '../types.ts';
import { extractPages } from './extract.ts';
import { OCR_DPI } from './pages.ts';
import type { DocStage, DocState, Extraction, PageState, StageContext } from './types.ts';

/** Pages whose images are read: the first ones and the last one, where issuers print their details. */
const HEAD_PAGES = 2;
/** At most this many image regions per document. */
const MAX_REGIONS = 6;
/** Smaller images hold a word or two at most (icons, stamps). */
const MIN_WIDTH = 60;
const MIN_HEIGHT = 14;
/** An image covering most of the page is a background or a scan under an invisible text layer. */
const MAX_PAGE_SHARE = 0.6;
const REGION_MAX_PIXELS = 8_000_000;

interface Region {
  page: PageState;
  box: BBox;
}

function missingKeyFields(extraction: Extraction): number {
  const keys = keyFieldsOf(extraction.documentType);
  return keys ? keys.filter((k) => !extraction.fields[k]).length : 0;
}

/** Images of text-layer pages with no word of the text layer over them. */
function regions(doc: DocState): Region[] {
  const ok = doc.pages.filter((p) => !p.error && p.result.content?.textSource === 'text');
  const chosen = ok.filter((_, i) => i < HEAD_PAGES || i === ok.length - 1);
  const out: Region[] = [];
  for (const page of chosen) {
    const c = page.result.content!;
    for (const box of c.images ?? []) {
      const w = box[2] - box[0];
      const h = box[3] - box[1];
      if (w < MIN_WIDTH || h < MIN_HEIGHT || w * h > MAX_PAGE_SHARE * c.width * c.height) continue;
      const covered = c.lines.some((l) => l.words.some((wd) => {
        const cx = (wd.bbox[0] + wd.bbox[2]) / 2;
        const cy = (wd.bbox[1] + wd.bbox[3]) / 2;
        return cx >= box[0] && cx <= box[2] && cy >= box[1] && cy <= box[3];
      }));
      if (!covered && out.length < MAX_REGIONS) out.push({ page, box });
    }
  }
  return out;
}

/** One page region as grey pixels at OCR resolution. */
function renderAt(doc: mupdf.Document, pageNo: number, box: BBox): RenderedPage {
  const page = doc.loadPage(pageNo - 1);
  try {
    return renderRegion(page, box, cappedDpi(box[2] - box[0], box[3] - box[1], OCR_DPI, REGION_MAX_PIXELS));
  } finally {
    page.destroy();
  }
}

/** OCR lines of a region, moved from its pixels to page points, pieces of one printed line joined. */
function toPage(lines: Line[], box: BBox, dpi: number): Line[] {
  const k = 72 / dpi;
  const move = (b: BBox): BBox => [round2(box[0] + b[0] * k), round2(box[1] + b[1] * k), round2(box[0] + b[2] * k), round2(box[1] + b[3] * k)];
  const moved = lines.map((l) => ({ ...l, bbox: move(l.bbox), words: l.words.map((w) => ({ ...w, bbox: move(w.bbox) })) }));
  return joinRows(moved);
}

/**
 * Detection may box the words of a large line one by one; a text layer would give them as one line.
 * Boxes that share a row and follow each other at less than a line height apart become one line.
 */
function joinRows(lines: Line[]): Line[] {
  const out: Line[] = [];
  // The layout's row grouping; page, confidence and source do not matter to it.
  for (const row of toRows(lines.map((l) => ({ ...l, page: 0, confidence: 0, source: 'ocr' as const, height: l.bbox[3] - l.bbox[1] })))) {
    let cur: Line | null = null;
    for (const { text, bbox, words } of row.segments) {
      const h = cur ? Math.max(cur.bbox[3] - cur.bbox[1], bbox[3] - bbox[1]) : 0;
      // Unclipped detection boxes of neighbouring words may overlap a little.
      if (cur && bbox[0] >= cur.bbox[2] - h * 0.5 && bbox[0] - cur.bbox[2] < h) {
        cur = { text: `${cur.text} ${text}`, bbox: [cur.bbox[0], Math.min(cur.bbox[1], bbox[1]), bbox[2], Math.max(cur.bbox[3], bbox[3])], words: [...cur.words, ...words] };
      } else {
        if (cur) out.push(cur);
        cur = { text, bbox, words };
      }
    }
    if (cur) out.push(cur);
  }
  return out;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The page with OCR lines added; its confidence the mean over all its words (text-layer words count 1). */
function withLines(c: PageContent, added: Line[]): PageContent {
  const lines = [...c.lines, ...added];
  let n = 0;
  let sum = 0;
  for (const l of lines) for (const w of l.words) {
    n++;
    sum += w.confidence;
  }
  return { ...c, lines, confidence: n ? Math.round((sum / n) * 1000) / 1000 : c.confidence };
}

export const imageTextStage: DocStage = {
  name: 'imageText',
  scope: 'document',
  async run(doc: DocState, ctx: StageContext): Promise<DocState> {
    if (doc.input?.kind !== 'pdf' || !doc.extraction || !ctx.options.ocrFallback || missingKeyFields(doc.extraction) === 0) return doc;
    const found = regions(doc);
    if (!found.length) return doc;
    const pdf = doc.input.doc;
    try {
      const ocr = await ctx.ocr();
      const added = new Map<number, Line[]>();
      for (const r of found) {
        const img = renderAt(pdf, r.page.pageNo, r.box);
        const res = await ocr.recognize(img, { language: ctx.options.language });
        // A region read as turned is a picture of something else (a stamp, a rotated label): left out.
        if (res.rotation !== 0 || !res.lines.length) continue;
        added.set(r.page.pageNo, [...(added.get(r.page.pageNo) ?? []), ...toPage(res.lines, r.box, img.dpi)]);
      }
      if (!added.size) return doc;
      const pages = doc.pages.map((p) => {
        const extra = added.get(p.pageNo);
        return extra && p.result.content ? { ...p, result: { ...p.result, content: withLines(p.result.content, extra) } } : p;
      });
      const contents = pages.filter((p) => !p.error && p.result.content).map((p) => p.result.content as PageContent);
      const extraction = await extractPages(contents, doc, ctx);
      if (missingKeyFields(extraction) >= missingKeyFields(doc.extraction)) return doc;
      return { ...doc, pages, extraction };
    } catch (err) {
      // The first extraction stands: reading pictures is a second chance, never a reason to fail.
      ctx.log(`image text not read: ${messageOf(err)}`);
      return doc;
    }
  },
};
