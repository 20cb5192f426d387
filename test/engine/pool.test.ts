import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ABORT_GRACE_MS, EnginePool } from '../../engine/pool.ts';

const filename = fileURLToPath(new URL('./support/pool-worker.mjs', import.meta.url));

describe('engine worker pool', () => {
  const pool = new EnginePool({ filename, workers: 1, workerData: null, maxOldGenerationMb: 64 });
  afterAll(() => pool.close());

  it('reports progress and moves buffers by transfer', async () => {
    const bytes = new Uint8Array([7, 8, 9]);
    const seen: number[] = [];
    const out = await pool.run('echo', { bytes }, { transferList: [bytes.buffer], onProgress: (p) => seen.push(p.currentPage) });
    expect(out).toEqual({ ok: true, value: { length: 3, first: 7 } });
    expect(seen).toEqual([1, 2, 3]);
    expect(bytes.byteLength).toBe(0); // detached: moved, not copied
  });

  it('times out a task that never yields, replaces the thread, and runs the next task', async () => {
    const before = await pool.run<number>('threadId', {});
    const t0 = performance.now();
    const out = await pool.run('spin', {}, { timeoutMs: 300 });
    expect(out).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(performance.now() - t0).toBeLessThan(3000);
    const after = await pool.run<number>('threadId', {});
    expect(after).not.toBe(before);
    expect(pool.threads).toBe(1);
  });

  it('stops a cooperative task at its next page boundary on abort, keeping the thread', async () => {
    const before = await pool.run<number>('threadId', {});
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const t0 = performance.now();
    const out = await pool.run('pages', {}, { signal: ac.signal });
    expect(out).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
    expect(performance.now() - t0).toBeLessThan(ABORT_GRACE_MS);
    expect(await pool.run<number>('threadId', {})).toBe(before);
  });

  it('terminates a task that ignores abort after the grace period', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const t0 = performance.now();
    const out = await pool.run('spin', {}, { signal: ac.signal });
    expect(out).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(ABORT_GRACE_MS - 100);
    expect(await pool.run('echo', { bytes: new Uint8Array([1]) })).toMatchObject({ ok: true });
  });

  it('drops a queued task on abort at once, leaving the running one alone', async () => {
    const running = new AbortController();
    const first = pool.run('pages', {}, { signal: running.signal });
    const queued = new AbortController();
    const second = pool.run('echo', { bytes: new Uint8Array([1]) }, { signal: queued.signal });
    setTimeout(() => queued.abort(), 20);
    const t0 = performance.now();
    expect(await second).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
    expect(performance.now() - t0).toBeLessThan(500);
    running.abort();
    expect(await first).toMatchObject({ ok: false, error: { code: 'ABORTED', message: expect.stringMatching(/stopped before page/) } });
  });

  it('answers an already-aborted signal without running', async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await pool.run('echo', { bytes: new Uint8Array(1) }, { signal: ac.signal })).toMatchObject({ error: { code: 'ABORTED' } });
  });

  it('turns heap exhaustion into RESOURCE_LIMIT and an exit into WORKER_CRASHED, as data', async () => {
    expect(await pool.run('hog', {})).toMatchObject({ ok: false, error: { code: 'RESOURCE_LIMIT' } });
    expect(await pool.run('exit', {})).toMatchObject({ ok: false, error: { code: 'WORKER_CRASHED' } });
    expect(await pool.run('echo', { bytes: new Uint8Array([5]) })).toMatchObject({ ok: true, value: { first: 5 } });
    expect(pool.threads).toBe(1);
  });
});
