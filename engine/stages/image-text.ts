/**
 * Stage `imageText`: text printed as a picture on a page that otherwise has a text layer (a letterhead or
 * a footer with the issuer's name, tax id and bank details pasted in as an image). Reading every image of
 * every born-digital page would cost OCR time on logos that carry nothing; so only when the extraction
 * misses one of its type's key fields are the text-free images of the first and last pages read, and the
 * document extracted again. The new extraction replaces the first only when it finds more key fields.
 */
import * as mupdf from 'mupdf';
import { keyFieldsOf } from '../extract/score.ts';
import { messageOf } from '../pdf/open.ts';
import { cappedDpi } from '../pdf/render.ts';
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

/** Render one page region to grey pixels at OCR resolution. */
function renderRegion(doc: mupdf.Document, pageNo: number, box: BBox): { data: Uint8Array; width: number; height: number; dpi: number } {
  const page = doc.loadPage(pageNo - 1);
  try {
    const bounds = page.getBounds();
    const dpi = cappedDpi(box[2] - box[0], box[3] - box[1], OCR_DPI, REGION_MAX_PIXELS);
    const k = dpi / 72;
    // Region boxes are relative to the page's top-left corner; the device draws in page space.
    const x0 = bounds[0] + box[0];
    const y0 = bounds[1] + box[1];
    const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [Math.floor(x0 * k), Math.floor(y0 * k), Math.ceil((bounds[0] + box[2]) * k), Math.ceil((bounds[1] + box[3]) * k)], false);
    try {
      pix.clear(255);
      const device = new mupdf.DrawDevice(mupdf.Matrix.scale(k, k), pix);
      try {
        page.run(device, mupdf.Matrix.identity);
        device.close();
      } finally {
        device.destroy();
      }
      const width = pix.getWidth();
      const height = pix.getHeight();
      const stride = pix.getStride();
      const src = pix.getPixels();
      const data = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) data.set(src.subarray(y * stride, y * stride + width), y * width);
      return { data, width, height, dpi };
    } finally {
      pix.destroy();
    }
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
  const cy = (l: Line) => (l.bbox[1] + l.bbox[3]) / 2;
  const rows: Line[][] = [];
  for (const l of [...lines].sort((a, b) => cy(a) - cy(b))) {
    const row = rows[rows.length - 1];
    const h = l.bbox[3] - l.bbox[1];
    if (row && Math.abs(cy(row[0]) - cy(l)) < Math.min(h, row[0].bbox[3] - row[0].bbox[1]) * 0.35) row.push(l);
    else rows.push([l]);
  }
  const out: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.bbox[0] - b.bbox[0]);
    let cur = row[0];
    for (const l of row.slice(1)) {
      const h = Math.max(cur.bbox[3] - cur.bbox[1], l.bbox[3] - l.bbox[1]);
      // Unclipped detection boxes of neighbouring words may overlap a little.
      if (l.bbox[0] >= cur.bbox[2] - h * 0.5 && l.bbox[0] - cur.bbox[2] < h) {
        cur = { ...cur, text: `${cur.text} ${l.text}`, bbox: [cur.bbox[0], Math.min(cur.bbox[1], l.bbox[1]), l.bbox[2], Math.max(cur.bbox[3], l.bbox[3])], words: [...cur.words, ...l.words] };
      } else {
        out.push(cur);
        cur = l;
      }
    }
    out.push(cur);
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
        const img = renderRegion(pdf, r.page.pageNo, r.box);
        const res = await ocr.recognize({ ...img, channels: 1 }, { language: ctx.options.language });
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
