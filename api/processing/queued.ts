/**
 * Runs one queued job, whatever queue delivered it (in-process runner or a BullMQ worker). The claim in Postgres
 * decides who runs it: a duplicate message, or one for a job that already ended, does nothing. A job that has
 * been claimed MAX_ATTEMPTS times without finishing (its worker kept dying) is failed and refunded.
 */
import type { AppContext } from '../context.ts';
import { getDocumentById, loadDocumentFile, markDocumentProcessing } from '../store/documents.ts';
import { claimJob, failJob } from '../store/jobs.ts';
import { jobErrorOf, LEASE_MS, runDocument, settle, type RunOutcome } from './run.ts';

export const MAX_ATTEMPTS = 3;

/** Claims and runs job `jobId`; `signal` aborts it on shutdown (the job then goes back to pending). */
export async function runQueuedJob(ctx: AppContext, jobId: string, signal?: AbortSignal): Promise<RunOutcome | { kind: 'skipped' }> {
  const now = ctx.clock.now();
  const job = await claimJob(ctx.db, jobId, new Date(now.getTime() + LEASE_MS), now);
  if (!job) return { kind: 'skipped' };
  const doc = await getDocumentById(ctx.db, job.document_id);
  if (!doc) {
    // Deleted while queued: nothing to run, nothing to refund (deletion never refunds).
    await failJob(ctx.db, jobId, job.attempts, jobErrorOf({ code: 'DOCUMENT_DELETED', message: 'The document was deleted before it was processed', stage: 'queue' }), now);
    return { kind: 'skipped' };
  }
  if (job.attempts > MAX_ATTEMPTS) {
    return settle(ctx, doc, jobId, job.attempts, {
      ok: false,
      error: { code: 'WORKER_CRASHED', message: `Processing stopped ${MAX_ATTEMPTS} times without finishing; giving up`, stage: 'queue' },
    });
  }
  const bytes = await loadDocumentFile(ctx.db, doc.id);
  if (!bytes) {
    return settle(ctx, doc, jobId, job.attempts, {
      ok: false,
      error: { code: 'INTERNAL', message: 'The uploaded file is no longer available (the process that accepted it stopped)', stage: 'queue' },
    });
  }
  await markDocumentProcessing(ctx.db, doc.id, doc.progress, now);
  return runDocument(ctx, { ...doc, status: 'processing' }, jobId, job.attempts, bytes, { signal, shutdown: () => signal?.aborted ?? false });
}
