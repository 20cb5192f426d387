/**
 * The document pipeline: ONE ordered list of stages, used for wiring and timing alike
 * (STYLE.md practice 1). Consecutive page stages run page by page (a page goes through all of them
 * before the next page starts), so at most one page image is alive at a time.
 */
import { extractStage } from './stages/extract.ts';
import { imageTextStage } from './stages/image-text.ts';
import { loadStage } from './stages/load.ts';
import { ocrStage } from './stages/ocr.ts';
import { pagesStage } from './stages/pages.ts';
import { scoreStage } from './stages/score.ts';
import type { DocState, PageStage, Stage, StageContext } from './stages/types.ts';
import type { EngineErrorData, EngineOutcome, ExtractionResult, Progress } from './types.ts';

/**
 * load → pages (text layer or render) → ocr (pages without usable text) → extract → imageText (text printed
 * as pictures, only when key fields are missing) → score.
 */
export const STAGES: readonly Stage[] = [loadStage, pagesStage, ocrStage, extractStage, imageTextStage, scoreStage];

/** Page progress covers this share of the work; extraction and scoring the rest. */
const PAGE_SHARE = 95;

export interface PipelineHooks {
  /** Polled before each stage and between pages: an error here (ABORTED, TIMEOUT) stops the document. */
  interrupted(): EngineErrorData | null;
  progress(p: Progress): void;
}

export interface PipelineRun {
  outcome: EngineOutcome;
  /** Wall time per stage name (page stages summed over pages), for logs and benchmarks. */
  stageMs: Record<string, number>;
}

function allPagesFailed(doc: DocState): EngineErrorData {
  const first = doc.pages[0].error!;
  const codes = new Set(doc.pages.map((p) => p.error!.code));
  const code = codes.size === 1 ? first.code : 'CORRUPT_FILE';
  return { code, message: `all ${doc.pages.length} page(s) failed; page ${first.page ?? 1}: ${first.message}`, stage: first.stage };
}

function assemble(doc: DocState, ctx: StageContext, startedAt: number): ExtractionResult {
  const ex = doc.extraction!;
  const ok = doc.pages.filter((p) => !p.error && p.result.content);
  const result: ExtractionResult = {
    fileKind: doc.fileKind!,
    mimeType: doc.sniffed!.mime,
    pageCount: doc.pages.length,
    pagesProcessed: ok.length,
    documentType: ex.documentType,
    confidence: doc.confidence ?? 0,
    extractedData: ex.extractedData,
    metadata: {
      processingTimeMs: Math.round(performance.now() - startedAt),
      modelVersion: ctx.settings.modelVersion,
      pageConfidences: doc.pages.map((p) => (p.error ? 0 : (p.result.content?.confidence ?? 0))),
      requestedDocumentType: ctx.options.documentType,
      tables: ex.tables,
      extractionDetails: {
        tablesExtracted: ex.tables.length,
        fieldsExtracted: Object.keys(ex.fields).length,
        fields: ex.fields,
        validation: ex.validation,
      },
    },
    pageErrors: doc.pages.flatMap((p) => (p.error ? [p.error] : [])),
  };
  if (ctx.options.includeRawText) {
    result.rawText = { pages: ok.map((p) => ({ pageNumber: p.pageNo, text: p.result.content!.lines.map((l) => l.text).join('\n') })) };
  }
  if (ctx.options.includePageImages) {
    result.pageImages = doc.pages.flatMap((p) => (p.result.png ? [{ pageNumber: p.pageNo, png: p.result.png }] : []));
  }
  return result;
}

/**
 * Run the stage list over one document. Never throws for bad input: every failure is data, either
 * the document's (`ok: false`) or a page's (`pageErrors`). The document fails only when all pages do.
 */
export async function runPipeline(bytes: Uint8Array, ctx: StageContext, hooks: PipelineHooks): Promise<PipelineRun> {
  const startedAt = performance.now();
  const stageMs: Record<string, number> = {};
  const time = async <T>(name: string, f: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await f();
    } finally {
      stageMs[name] = (stageMs[name] ?? 0) + performance.now() - t0;
    }
  };
  let doc: DocState = { bytes, sniffed: null, pages: [], attachments: [] };
  try {
    let i = 0;
    while (i < STAGES.length) {
      const stage = STAGES[i];
      const stop = hooks.interrupted();
      if (stop) return { outcome: { ok: false, error: stop }, stageMs };
      if (stage.scope === 'document') {
        doc = await time(stage.name, () => stage.run(doc, ctx));
        if (doc.error) return { outcome: { ok: false, error: doc.error }, stageMs };
        i++;
        continue;
      }
      const group: PageStage[] = [];
      while (i < STAGES.length && STAGES[i].scope === 'page') group.push(STAGES[i++] as PageStage);
      const total = doc.pages.length;
      for (let k = 0; k < total; k++) {
        const stop = hooks.interrupted();
        if (stop) return { outcome: { ok: false, error: stop }, stageMs };
        let page = doc.pages[k];
        for (const s of group) {
          if (page.error) break;
          page = await time(s.name, () => s.run(page, doc, ctx));
        }
        doc.pages[k] = page;
        hooks.progress({ currentPage: k + 1, totalPages: total, percentComplete: Math.floor(((k + 1) / total) * PAGE_SHARE) });
      }
      if (doc.pages.every((p) => p.error)) return { outcome: { ok: false, error: allPagesFailed(doc) }, stageMs };
    }
    const stop = hooks.interrupted();
    if (stop) return { outcome: { ok: false, error: stop }, stageMs };
    const value = assemble(doc, ctx, startedAt);
    hooks.progress({ currentPage: doc.pages.length, totalPages: doc.pages.length, percentComplete: 100 });
    return { outcome: { ok: true, value }, stageMs };
  } finally {
    if (doc.input?.kind === 'pdf') doc.input.doc.destroy();
  }
}
