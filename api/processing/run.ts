/**
 * Running one document through the engine and settling the outcome, shared by the sync endpoint and the queue:
 * progress written (throttled) while it runs, the job's lease renewed, then in one transaction the result stored
 * (or the failure recorded) with the uploaded bytes kept beside it until the document is deleted (page images
 * render from them; a sync upload is stored here, a queued one was stored on upload); a failed document's credits are refunded once
 * (the ledger's unique index makes a second refund a no-op); a webhook is scheduled when one was asked for.
 */
import type { AppContext } from '../context.ts';
import { refundWithin } from '../ledger/ledger.ts';
import { withRetry } from '../ledger/retry.ts';
import {
  completeDocument, failDocument, getDocumentById, keepDocumentFile, markDocumentQueued, updateDocumentProgress,
  type DocumentRow,
} from '../store/documents.ts';
import { completeJob, failJob, releaseJob, renewLease, setJobProgress, type JobError, type JobRow } from '../store/jobs.ts';
import { jsonObjectText } from '../store/json-text.ts';
import { scheduleDocumentWebhook } from '../webhooks/deliveries.ts';
import type { EngineErrorData, EngineOutcomeJson, ProcessOptions, Progress } from '../../engine/types.ts';

/** How long a claimed job is held without a heartbeat before recovery may re-run it. */
export const LEASE_MS = 60_000;
const PROGRESS_EVERY_MS = 1000;
const NO_RAW_TEXT = JSON.stringify({ pages: [] });

/** Engine errors worth another attempt (the input itself is not at fault). */
const RETRYABLE = new Set(['TIMEOUT', 'WORKER_CRASHED', 'INTERNAL', 'ABORTED', 'FILE_MISSING']);

/** The job error object of a failure: the engine's code, the stage it failed in, and whether a retry may help. */
export function jobErrorOf(err: EngineErrorData | { code: string; message: string; stage?: string }): JobError {
  return { code: err.code, message: err.message, details: { step: err.stage ?? 'process', retryable: RETRYABLE.has(err.code) } };
}

/** The engine options a document was submitted with. */
export function processOptionsOf(doc: DocumentRow): ProcessOptions {
  const o = doc.options as Partial<ProcessOptions>;
  return {
    documentType: doc.requested_document_type,
    language: o.language ?? 'en',
    detectLanguage: o.detectLanguage ?? false,
    extractTables: o.extractTables ?? true,
    ocrFallback: o.ocrFallback ?? true,
    includeRawText: true,
  };
}

export type RunOutcome = { kind: 'completed' | 'failed'; row: DocumentRow; error?: EngineErrorData } | { kind: 'lost' | 'interrupted' };

/**
 * Runs `bytes` of `doc` under job `jobId` (held by `attempt`) and settles the result. `signal` aborts the engine:
 * the client went away (sync: the document fails and is refunded) or the process is shutting down (`shutdown`
 * true: the job goes back to the queue untouched).
 */
export async function runDocument(
  ctx: AppContext,
  doc: DocumentRow,
  jobId: string,
  attempt: number,
  bytes: Uint8Array,
  control: { signal?: AbortSignal; shutdown?: () => boolean },
): Promise<RunOutcome> {
  const started = Date.now();
  const local = new AbortController();
  const onAbort = () => local.abort(control.signal?.reason);
  control.signal?.addEventListener('abort', onAbort, { once: true });
  let lost = false;
  const heartbeat = setInterval(() => {
    renewLease(ctx.db, jobId, attempt, new Date(ctx.clock.now().getTime() + LEASE_MS)).then(
      (held) => {
        if (!held) {
          lost = true;
          local.abort(new Error('lease lost'));
        }
      },
      (err) => ctx.log.warn('lease renewal failed', { jobId, err: String(err) }),
    );
  }, LEASE_MS / 3);
  heartbeat.unref();

  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();
  const onProgress = (p: Progress) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS && p.currentPage < p.totalPages) return;
    lastWrite = now;
    const elapsed = now - started;
    const remainingMs = p.currentPage > 0 ? (elapsed / p.currentPage) * (p.totalPages - p.currentPage) : p.totalPages * 2000;
    const eta = new Date(ctx.clock.now().getTime() + remainingMs).toISOString();
    writing = writing
      .then(async () => {
        await updateDocumentProgress(ctx.db, doc.id, { ...p, estimatedCompletionTime: eta });
        await setJobProgress(ctx.db, jobId, attempt, Math.min(99, Math.round(p.percentComplete)), ctx.clock.now());
      })
      .catch((err) => ctx.log.warn('progress write failed', { documentId: doc.id, err: String(err) }));
  };

  let outcome: EngineOutcomeJson;
  try {
    // Not transferred: the bytes are stored with the result (the file lives as long as the document).
    outcome = await ctx.engine.processJson(bytes, processOptionsOf(doc), { signal: local.signal, onProgress, transfer: false });
  } catch (err) {
    // The facade reports errors as data; a throw here is a bug or a dead pool: still settle the document.
    outcome = { ok: false, error: { code: 'INTERNAL', message: err instanceof Error ? err.message : String(err) } };
  } finally {
    clearInterval(heartbeat);
    control.signal?.removeEventListener('abort', onAbort);
  }
  await writing;
  if (lost) return { kind: 'lost' };
  if (!outcome.ok && control.shutdown?.()) {
    await releaseJob(ctx.db, jobId, attempt, ctx.clock.now());
    await markDocumentQueued(ctx.db, doc.id);
    return { kind: 'interrupted' };
  }
  return settle(ctx, doc, jobId, attempt, outcome, bytes);
}

/**
 * Records the outcome of a run held by `attempt` (null: whoever holds it). Exactly one run can settle a job; a
 * run that lost its lease gets `lost` and changes nothing. `file`, when given, is stored with the outcome if the
 * document has no stored bytes yet (sync uploads): the file is kept until the document is deleted.
 */
export async function settle(
  ctx: AppContext,
  doc: DocumentRow,
  jobId: string,
  attempt: number | null,
  outcome: EngineOutcomeJson,
  file?: Uint8Array,
): Promise<RunOutcome> {
  const at = ctx.clock.now();
  if (outcome.ok) {
    const r = outcome.value;
    // The bulky parts arrive as JSON text from the worker and are stored as they are.
    const metadata = jsonObjectText<DocumentRow['metadata']>(
      {
        processingTimeMs: r.metadata.processingTimeMs,
        modelVersion: r.metadata.modelVersion,
        pageConfidences: r.metadata.pageConfidences,
        requestedDocumentType: doc.requested_document_type,
        pageErrors: r.pageErrors,
      },
      { extractionDetails: r.metadata.extractionDetails, tables: r.metadata.tables },
    );
    const done = await ctx.db.tx(async (sql) => {
      const result = jsonObjectText<JobRow['result']>({ confidence: r.confidence }, { extractedFields: r.extractedData });
      const held = attempt === null || (await completeJob(sql, jobId, attempt, { documentType: r.documentType, result }, at));
      if (!held) return false;
      await completeDocument(sql, doc.id, {
        documentType: r.documentType,
        fileType: r.mimeType,
        pagesProcessed: r.pagesProcessed,
        confidence: r.confidence,
        extractedData: r.extractedData,
        metadata,
        rawText: r.rawText ?? NO_RAW_TEXT,
        processedAt: at,
      });
      if (file) await keepDocumentFile(sql, doc.id, file, at);
      return true;
    });
    if (!done) return { kind: 'lost' };
    return finish(ctx, doc.id, 'completed');
  }
  const error = outcome.error;
  // Failing the document and refunding its credits commit together.
  const done = await withRetry(() =>
    ctx.db.tx(async (sql) => {
      const held = await failJob(sql, jobId, attempt, jobErrorOf(error), at);
      if (!held) return false;
      await failDocument(sql, doc.id, { code: 'PROCESSING_FAILED', message: error.message, details: error.code }, { requestedDocumentType: doc.requested_document_type }, at);
      if (file) await keepDocumentFile(sql, doc.id, file, at);
      await refundWithin(sql, { organizationId: doc.organization_id, documentId: doc.id, description: `Refund: processing failed (${error.code})` }, at);
      return true;
    }),
  );
  if (!done) return { kind: 'lost' };
  return finish(ctx, doc.id, 'failed', error);
}

async function finish(ctx: AppContext, documentId: string, kind: 'completed' | 'failed', error?: EngineErrorData): Promise<RunOutcome> {
  const row = await getDocumentById(ctx.db, documentId);
  if (!row) return { kind: 'lost' };
  if (row.webhook_url) {
    try {
      await scheduleDocumentWebhook(ctx, row);
    } catch (err) {
      ctx.log.error('webhook scheduling failed', { documentId, err: String(err) });
    }
  }
  return { kind, row, error };
}
