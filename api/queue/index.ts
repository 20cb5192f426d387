/**
 * The job queue: an in-process runner in embedded mode, BullMQ when REDIS_URL is set. Either way Postgres is
 * the source of truth and a queue message only a hint: a periodic sweep re-dispatches jobs whose lease expired
 * or that waited too long (lost message), and runs due webhook retries and retention purges.
 */
import type { AppContext, JobQueue } from '../context.ts';
import { createEmbeddedQueue } from './embedded.ts';
import { startMaintenance } from './maintenance.ts';

/** Creates the queue for this process's role and starts recovery and maintenance where jobs are run. */
export async function createQueue(ctx: Omit<AppContext, 'queue'>): Promise<JobQueue> {
  let queue: JobQueue;
  if (ctx.config.redisUrl) {
    const { createBullQueue } = await import('./bull.ts');
    queue = await createBullQueue(ctx);
  } else {
    queue = createEmbeddedQueue(ctx);
  }
  if (ctx.config.role === 'api') return queue;
  const stop = startMaintenance({ ...ctx, queue });
  return {
    enqueue: (job) => queue.enqueue(job),
    waiting: () => queue.waiting(),
    async close() {
      await stop();
      await queue.close();
    },
  };
}
