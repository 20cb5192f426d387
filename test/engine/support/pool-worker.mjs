// Test worker for test/engine/pool.test.ts: misbehaving tasks the real engine cannot be made to do on
// demand (hang in a loop that never yields, exhaust the heap, exit). Same task protocol as engine/worker.ts.
export async function echo(task) {
  task.port.postMessage({ type: 'start' });
  for (let i = 1; i <= 3; i++) task.port.postMessage({ type: 'progress', progress: { currentPage: i, totalPages: 3, percentComplete: i * 33 } });
  task.port.postMessage({ type: 'end' });
  task.port.close();
  return { ok: true, value: { length: task.bytes.byteLength, first: task.bytes[0] } };
}

export async function spin(task) {
  task.port.postMessage({ type: 'start' });
  // Never yields: only thread termination ends this (simulates a parser stuck in native code).
  for (;;) {}
}

export async function pages(task) {
  task.port.postMessage({ type: 'start' });
  // Cooperative: checks the interrupt flag between "pages" like the pipeline does.
  for (let page = 1; page <= 10_000; page++) {
    const flag = Atomics.load(task.flag, 0);
    if (flag === 1) {
      task.port.postMessage({ type: 'end' });
      return { ok: false, error: { code: 'ABORTED', message: `stopped before page ${page}` } };
    }
    const until = Date.now() + 5;
    while (Date.now() < until) {}
    await new Promise((r) => setImmediate(r));
  }
  return { ok: true, value: null };
}

export async function hog(task) {
  task.port.postMessage({ type: 'start' });
  const keep = [];
  for (;;) keep.push(new Array(1e6).fill(Math.random()));
}

export async function exit(task) {
  task.port.postMessage({ type: 'start' });
  process.exit(3);
}

export async function threadId(task) {
  const { threadId } = await import('node:worker_threads');
  task.port.postMessage({ type: 'end' });
  return threadId;
}
