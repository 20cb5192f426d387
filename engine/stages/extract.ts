import { messageOf } from '../pdf/open.ts';
import type { PageContent, Table, FieldEvidence } from '../types.ts';
import type { Attachment, DocStage, DocState, Extraction, StageContext } from './types.ts';

/** The extraction helper's contract (engine/extract/index.ts). */
interface ExtractInput {
  pages: PageContent[];
  documentType: string;
  language: string;
  extractTables: boolean;
  attachments: Attachment[];
}

interface ExtractOutput {
  documentType: string;
  confidence: number;
  extractedData: Record<string, unknown>;
  fields: Record<string, FieldEvidence>;
  tables: Table[];
  validation: Array<{ field: string; check: string; ok: boolean; message?: string }>;
}

type ExtractFn = (input: ExtractInput) => ExtractOutput;

let extractor: Promise<ExtractFn> | null = null;

/**
 * The extraction module, loaded once per worker. Resolved by URL next to this file so that the same
 * code runs from .ts sources (tsx) and compiled .js.
 */
function loadExtractor(): Promise<ExtractFn> {
  if (extractor === null) {
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    const url = new URL(`../extract/index${ext}`, import.meta.url).href;
    extractor = import(url).then((mod: { extractDocument?: ExtractFn }) => {
      if (typeof mod.extractDocument !== 'function') throw new Error('engine/extract does not export extractDocument');
      return mod.extractDocument;
    });
  }
  return extractor;
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
      const extractDocument = await loadExtractor();
      const out = extractDocument({
        pages,
        documentType: ctx.options.documentType,
        language: ctx.options.language,
        extractTables: ctx.options.extractTables,
        attachments: ctx.options.readAttachments === false ? [] : doc.attachments,
      });
      const extraction: Extraction = {
        documentType: out.documentType,
        confidence: out.confidence,
        extractedData: out.extractedData,
        fields: out.fields,
        tables: out.tables,
        validation: out.validation,
      };
      return { ...doc, extraction };
    } catch (err) {
      return { ...doc, error: { code: 'EXTRACTION_FAILED', message: `extraction failed: ${messageOf(err)}`, stage: 'extract' } };
    }
  },
};
