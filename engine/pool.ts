/**
 * The worker pool behind the engine facade: Piscina threads plus what Piscina leaves to us —
 * a per-task time budget that recycles a stuck thread, a two-step abort (ask the worker to stop
 * between pages, then terminate it), progress over a MessagePort, and crashes turned into data.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { EngineErrorData, Progress } from './types.ts';

/** Values of the shared interrupt flag (index 0), set by the main thread, polled between pages. */
export const FLAG_RUNNING = 0;
export const FLAG_ABORTED = 1;
export const FLAG_TIMED_OUT = 2;

/** Messages on a task's port, worker → main. */
export type WorkerMessage =
  | { type: 'start' }
  | { type: 'progress'; progress: Progress }
  | { type: 'log'; message: string }
  /** Last message of a task: the result travels on Piscina's own port, so without it late progress could be lost. */
  | { type: 'end' }
  /** Instead of 'end': the task's outcome, and the thread is to be terminated (its MuPDF heap passed its cap). */
  | { type: 'recycle'; outcome: unknown };

/** How long a finished task's port may lag behind its result before remaining messages are dropped. */
const PORT_DRAIN_MS = 1000;

export interface PoolOptions {
  filename: string;
  workers: number;
  workerData: unknown;
  maxOldGenerationMb: number;
  /** Young generation per thread (MB); V8's default when absent. */
  youngGenerationMb?: number;
  execArgv?: string[];
  /**
   * Threads are started on demand and end after this many idle milliseconds (none kept warm); absent: `workers`
   * threads are kept for good.
   */
  idleTimeoutMs?: number;
}

export interface RunOptions {
  transferList?: ArrayBuffer[];
  signal?: AbortSignal;
  /** Budget counted from the moment a worker starts the task; 0 = none. */
  timeoutMs?: number;
  onProgress?: (p: Progress) => void;
  onLog?: (message: string) => void;
}

export type Failed = { ok: false; error: EngineErrorData };

/**
 * How long a cancelled task may take to reach its next page boundary and return on its own,
 * keeping its warm thread (loaded models), before the thread is terminated.
 */
export const ABORT_GRACE_MS = 2000;

function codeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

/** A pool of engine worker threads. Owns its threads; `close()` ends them. */
export class EnginePool {
  readonly #piscina: Piscina;

  constructor(opts: PoolOptions) {
    if (!Number.isInteger(opts.workers) || opts.workers < 1) throw new TypeError('options.workers must be a positive integer');
    this.#piscina = new Piscina({
      filename: opts.filename,
      minThreads: opts.idleTimeoutMs ? 0 : opts.workers,
      maxThreads: opts.workers,
      // One document at a time per thread: pages are CPU-bound and OCR sessions are not re-entrant.
      concurrentTasksPerWorker: 1,
      idleTimeout: opts.idleTimeoutMs ?? Infinity,
      workerData: opts.workerData,
      resourceLimits: {
        maxOldGenerationSizeMb: opts.maxOldGenerationMb,
        ...(opts.youngGenerationMb ? { maxYoungGenerationSizeMb: opts.youngGenerationMb } : {}),
      },
      execArgv: opts.execArgv,
    });
    // Piscina emits 'error' for failures outside any task (e.g. a worker failing to start);
    // they surface on the next task as WORKER_CRASHED, so they must not crash the process here.
    this.#piscina.on('error', () => undefined);
  }

  /** Threads currently alive (a terminated thread is replaced at once). */
  get threads(): number {
    return this.#piscina.threads.length;
  }

  get queueSize(): number {
    return this.#piscina.queueSize;
  }

  /**
   * Run the worker export `name` with `task` (plus an interrupt flag and a progress port).
   * Resolves with the worker's answer, or with failure data: ABORTED, TIMEOUT, RESOURCE_LIMIT
   * (thread out of memory) or WORKER_CRASHED. Never rejects.
   */
  async run<R>(name: string, task: Record<string, unknown>, opts: RunOptions = {}): Promise<R | Failed> {
    const { signal, timeoutMs = 0 } = opts;
    if (signal?.aborted) return { ok: false, error: { code: 'ABORTED', message: 'processing was cancelled before it started' } };
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const hard = new AbortController();
    let stopped: 'aborted' | 'timeout' | null = null;
    let started = false;
    let recycled: { outcome: unknown } | null = null;
    let budgetTimer: NodeJS.Timeout | undefined;
    let graceTimer: NodeJS.Timeout | undefined;

    const stop = (why: 'aborted' | 'timeout'): void => {
      if (stopped) return;
      stopped = why;
      Atomics.store(flag, 0, why === 'timeout' ? FLAG_TIMED_OUT : FLAG_ABORTED);
      // Past its budget a worker may be stuck inside a native call: terminate now. A task still in
      // the queue is simply dropped (Piscina removes it without touching any thread).
      if (why === 'timeout' || !started) hard.abort(why);
      else graceTimer = setTimeout(() => hard.abort('aborted'), ABORT_GRACE_MS);
    };
    let portDone: () => void = () => undefined;
    const drained = new Promise<void>((resolve) => {
      portDone = resolve;
    });
    const onAbort = (): void => stop('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    port1.on('message', (m: WorkerMessage) => {
      if (m.type === 'start') {
        started = true;
        if (timeoutMs > 0) budgetTimer = setTimeout(() => stop('timeout'), timeoutMs);
      } else if (m.type === 'progress') {
        opts.onProgress?.(m.progress);
      } else if (m.type === 'log') {
        opts.onLog?.(m.message);
      } else if (m.type === 'end') {
        portDone();
      } else if (m.type === 'recycle') {
        // Aborting the running task is how Piscina terminates (and replaces) the thread that runs it.
        recycled = { outcome: m.outcome };
        hard.abort('recycle');
      }
    });
    port1.on('close', () => portDone());

    try {
      const result = (await this.#piscina.run(
        { ...task, flag, port: port2, timeoutMs },
        { name, signal: hard.signal, transferList: [...(opts.transferList ?? []), port2] },
      )) as R;
      // Deliver the task's last progress before answering (two ports, no ordering between them). Every
      // worker export ends its port; the cap only guards against one that does not.
      let drainTimer: NodeJS.Timeout | undefined;
      await Promise.race([drained, new Promise<void>((r) => (drainTimer = setTimeout(r, PORT_DRAIN_MS)))]);
      clearTimeout(drainTimer);
      return result;
    } catch (err) {
      if (recycled) return (recycled as { outcome: unknown }).outcome as R;
      if (stopped === 'timeout') {
        return { ok: false, error: { code: 'TIMEOUT', message: `processing exceeded ${timeoutMs} ms; worker recycled` } };
      }
      if (stopped === 'aborted') return { ok: false, error: { code: 'ABORTED', message: 'processing was cancelled' } };
      if (codeOf(err) === 'ERR_WORKER_OUT_OF_MEMORY') {
        return { ok: false, error: { code: 'RESOURCE_LIMIT', message: 'worker ran out of memory; worker recycled' } };
      }
      return { ok: false, error: { code: 'WORKER_CRASHED', message: `worker failed: ${err instanceof Error ? err.message : String(err)}` } };
    } finally {
      clearTimeout(budgetTimer);
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', onAbort);
      port1.close();
    }
  }

  /** Finish running tasks, then end all threads. */
  async close(): Promise<void> {
    await this.#piscina.close({ force: true });
  }
}
