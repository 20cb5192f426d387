import { messageOf } from '../pdf/open.ts';
import type { PageContent } from '../types.ts';
import type { DocStage, DocState, Extraction, StageContext } from './types.ts';

type ExtractFn = typeof import('../extract/index.ts').extractDocument;

let extractor: Promise<ExtractFn> | null = null;

/**
 * The extraction module, imported once per worker on first use. Lazily, so that a fault in it
 * fails documents with EXTRACTION_FAILED instead of stopping the worker from starting.
 */
function loadExtractor(): Promise<ExtractFn> {
  extractor ??= import('../extract/index.ts').then((mod) => mod.extractDocument);
  return extractor;
}

/**
 * The language to extract in: the one asked for, unless OCR read most of the document's pages in another (a scan
 * sent without a language whose pages showed theirs; stages/ocr.ts).
 */
export function documentLanguage(pages: PageContent[], asked: string): string {
  const counts = new Map<string, number>();
  for (const p of pages) if (p.language) counts.set(p.language, (counts.get(p.language) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && top[1] * 2 > pages.length ? top[0] : asked;
}

/** Run the document-type extractors over `pages` with the request's options (throws on extractor faults). */
export async function extractPages(pages: PageContent[], doc: DocState, ctx: StageContext): Promise<Extraction> {
  const extractDocument = await loadExtractor();
  const out = extractDocument({
    pages,
    documentType: ctx.options.documentType,
    language: documentLanguage(pages, ctx.options.language),
    extractTables: ctx.options.extractTables,
    attachments: ctx.options.readAttachments === false ? [] : doc.attachments,
  });
  return {
    documentType: out.documentType,
    confidence: out.confidence,
    extractedData: out.extractedData,
    fields: out.fields,
    tables: out.tables,
    validation: out.validation,
  };
}

/**
 * Stage `extract`: hand the pages that succeeded (with any embedded files, e.g. Factur-X XML) to the
 * document-type extractors. A failure here fails the document with `EXTRACTION_FAILED`.
 */
export const extractStage: DocStage = {
  name: 'extract',
  scope: 'document',
  async run(doc: DocState, ctx: StageContext): Promise<DocState> {
    const pages = doc.pages.filter((p) => !p.error && p.result.content).map((p) => p.result.content as PageContent);
    try {
      return { ...doc, extraction: await extractPages(pages, doc, ctx) };
    } catch (err) {
      return { ...doc, error: { code: 'EXTRACTION_FAILED', message: `extraction failed: ${messageOf(err)}`, stage: 'extract' } };
    }
  },
};
