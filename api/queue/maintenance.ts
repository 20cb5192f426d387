/**
 * Periodic work of a process that runs jobs: re-dispatch jobs left behind (expired lease: the worker died;
 * pending too long: the queue message was lost), attempt due webhook retries, purge jobs past retention and
 * idempotency records past 24 h. Runs once at start (recovery after a crash) and then every `config.maintenanceIntervalMs`.
 */
import type { AppContext } from '../context.ts';
import { pruneIdempotency } from '../store/idempotency.ts';
import { findRecoverableJobs, purgeExpiredJobs } from '../store/jobs.ts';
import { runDueDeliveries } from '../webhooks/deliveries.ts';

/** A pending job is re-dispatched when it has not moved for this long (its queue message may be lost). */
export const PENDING_REDISPATCH_MS = 30_000;

/** One maintenance pass; exported for tests that drive time themselves. */
export async function sweepOnce(ctx: AppContext, opts: { initial: boolean }): Promise<void> {
  const now = ctx.clock.now();
  // At start every pending job needs dispatching: in-process queues forget everything on restart.
  const pendingBefore = opts.initial ? now : new Date(now.getTime() - PENDING_REDISPATCH_MS);
  const jobs = await findRecoverableJobs(ctx.db, now, pendingBefore);
  for (const j of jobs) {
    await ctx.queue.enqueue({ jobId: j.id, documentId: j.document_id, organizationId: j.organization_id, priority: j.priority });
  }
  if (jobs.length > 0) ctx.log.info('jobs re-dispatched', { count: jobs.length });
  await runDueDeliveries(ctx);
  const retention = new Date(now.getTime() - ctx.config.jobRetentionDays * 86_400_000);
  await purgeExpiredJobs(ctx.db, retention);
  await pruneIdempotency(ctx.db, now);
}

/** Starts the sweeps; returns a stop function that resolves once an in-flight sweep has ended. */
export function startMaintenance(ctx: AppContext): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = (initial: boolean) => {
    running = running
      .then(() => (stopped ? undefined : sweepOnce(ctx, { initial })))
      .catch((err) => ctx.log.warn('maintenance sweep failed', { err: String(err) }));
  };
  // Deferred so the app finishes starting (default organization, listener) before recovery runs.
  const first = setTimeout(() => tick(true), 50);
  const every = ctx.config.maintenanceIntervalMs;
  const timer = every > 0 ? setInterval(() => tick(false), every) : null;
  timer?.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    if (timer) clearInterval(timer);
    await running;
  };
}
