/**
 * Scaled mode's queue: BullMQ on REDIS_URL. Any api process enqueues; processes with ROLE=worker or all run
 * jobs with concurrency = engine workers. The BullMQ job id is our job id, so a re-dispatch of a job still known
 * to Redis is a no-op; finished BullMQ jobs are removed at once, since outcomes live in Postgres. BullMQ's own
 * stall detection re-runs jobs of a dead worker; our lease-based sweep covers a lost Redis message too.
 * The queue name includes the database schema, so processes sharing a database share a queue (and test apps,
 * each in its own schema, never see each other's jobs).
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { AppContext, JobQueue } from '../context.ts';
import { runQueuedJob } from '../processing/queued.ts';

interface Data {
  jobId: string;
}

/** Creates the BullMQ producer, and the consumer when this process runs jobs. */
export async function createBullQueue(base: Omit<AppContext, 'queue'>): Promise<JobQueue> {
  const url = base.config.redisUrl as string;
  const schema = (await base.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? 'public';
  const name = `documents-${schema}`;
  const producerConn = new Redis(url, { maxRetriesPerRequest: null });
  const queue = new Queue<Data>(name, { connection: producerConn, prefix: base.config.redisKeyPrefix });
  const shutdown = new AbortController();
  let worker: Worker<Data> | null = null;
  let workerConn: Redis | null = null;

  const jobQueue: JobQueue = {
    async enqueue(job) {
      await queue.add('process', { jobId: job.jobId }, {
        jobId: job.jobId,
        priority: job.priority === 'high' ? 1 : 2,
        removeOnComplete: true,
        removeOnFail: true,
      });
    },
    async waiting() {
      return queue.getJobCountByTypes('wait', 'prioritized');
    },
    async close() {
      shutdown.abort(new Error('shutting down'));
      if (worker) await worker.close();
      await queue.close();
      producerConn.disconnect();
      workerConn?.disconnect();
    },
  };

  if (base.config.role !== 'api') {
    const ctx: AppContext = { ...base, queue: jobQueue };
    workerConn = new Redis(url, { maxRetriesPerRequest: null });
    worker = new Worker<Data>(
      name,
      async (job) => {
        await runQueuedJob(ctx, job.data.jobId, shutdown.signal);
      },
      { connection: workerConn, prefix: base.config.redisKeyPrefix, concurrency: Math.max(1, base.config.engine.workers), lockDuration: 60_000 },
    );
    worker.on('error', (err) => base.log.warn('queue worker error', { err: String(err) }));
  }
  return jobQueue;
}
