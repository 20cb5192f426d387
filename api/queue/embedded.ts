/**
 * Embedded mode's queue: jobs run in this process with at most `engine.workers` at once (more would only wait
 * for a pool thread while holding a lease), high priority first. Queue state in memory is only a cache of the
 * jobs table; maintenance re-enqueues anything pending after a restart.
 */
import type { AppContext, JobQueue } from '../context.ts';
import { runQueuedJob } from '../processing/queued.ts';

/** An in-process queue running jobs through `runQueuedJob`. */
export function createEmbeddedQueue(base: Omit<AppContext, 'queue'>): JobQueue {
  const high: string[] = [];
  const normal: string[] = [];
  const known = new Set<string>();
  const running = new Set<Promise<unknown>>();
  const shutdown = new AbortController();
  const concurrency = Math.max(1, base.config.engine.workers);
  let ctx: AppContext;

  const pump = () => {
    while (!shutdown.signal.aborted && running.size < concurrency && (high.length > 0 || normal.length > 0)) {
      const jobId = (high.shift() ?? normal.shift()) as string;
      const run: Promise<unknown> = runQueuedJob(ctx, jobId, shutdown.signal)
        .catch((err) => ctx.log.error('job run failed', { jobId, err: err instanceof Error ? err.stack : String(err) }))
        .finally(() => {
          running.delete(run);
          known.delete(jobId);
          pump();
        });
      running.add(run);
    }
  };

  const queue: JobQueue = {
    async enqueue(job) {
      if (shutdown.signal.aborted || known.has(job.jobId)) return;
      known.add(job.jobId);
      (job.priority === 'high' ? high : normal).push(job.jobId);
      // Run on the next tick so the caller's answer (202) is not delayed by a synchronous start.
      setImmediate(pump);
    },
    async waiting() {
      return high.length + normal.length;
    },
    async close() {
      shutdown.abort(new Error('shutting down'));
      high.length = 0;
      normal.length = 0;
      await Promise.allSettled([...running]);
    },
  };
  ctx = { ...base, queue };
  return queue;
}
