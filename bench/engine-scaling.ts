/**
 * Question: do pages per second scale with worker threads? Born-digital 10-page invoices through
 * the full engine (pool, transfer, pipeline), with 1 and 2 workers. Target: 2 workers ≥ 1.8× one.
 * Between rounds it measures the machine's own N-thread ceiling (see `spin`).
 * Run: node --import tsx bench/engine-scaling.ts [--workers 1,4,8,16] [--rounds 10]
 * `--workers` other than 1,2 (the GPU machine's 16 cores) writes bench/results/engine-scaling-cores.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createEngine } from '../engine/index.ts';
import type { ProcessOptions } from '../engine/types.ts';
import { buildInvoicePdf } from '../test/fixtures/pdf.ts';
import { argValue, median, report, spread, table, BENCH_ENGINE_CONFIG } from './lib/engine-util.ts';

const WORKERS = (argValue('--workers') ?? '1,2').split(',').map(Number);
if (WORKERS[0] !== 1 || WORKERS.some((w) => !Number.isInteger(w) || w < 1)) throw new Error('--workers: a list of worker counts starting with 1');
const PAGES = 10;
const ROUNDS = Number(argValue('--rounds')) || 10;
/** Documents per round: enough for every worker to take many (a round of a 16-worker pool lasts as long as a 1-worker one's). */
const docsPerRound = (workers: number): number => Math.max(120, 60 * workers);
const WARMUP_PER_WORKER = 150;
const options: ProcessOptions = { documentType: 'invoice', language: 'en', extractTables: true, ocrFallback: true, includeRawText: false };

/** CPU ms per thread of this process (Linux /proc), keyed by thread id. */
function threadCpu(): Map<number, number> {
  const out = new Map<number, number>();
  try {
    for (const t of readdirSync('/proc/self/task')) {
      const st = readFileSync(`/proc/self/task/${t}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      out.set(Number(t), (Number(f[11]) + Number(f[12])) * 10);
    }
  } catch {
    // Not Linux: no per-thread figures.
  }
  return out;
}

/** A pool under test: its rounds' rates, outcomes, and CPU ms per thread summed over its rounds only. */
interface Subject {
  workers: number;
  engine: Awaited<ReturnType<typeof createEngine>>;
  rates: number[];
  outcomes: Record<string, number>;
  cpu: Map<number, number>;
  wallMs: number;
}

/** Cores used during a pool's rounds: the main thread, its N busiest other threads (the workers), the rest (V8 background: GC, compilers). */
function coreShares(s: Subject): { main: number; workers: number; background: number } {
  const used = [...s.cpu].filter(([, v]) => v > 0);
  const main = used.find(([t]) => t === process.pid)?.[1] ?? 0;
  const others = used.filter(([t]) => t !== process.pid).map(([, v]) => v).sort((a, b) => b - a);
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return { main: main / s.wallMs, workers: sum(others.slice(0, s.workers)) / s.wallMs, background: sum(others.slice(s.workers)) / s.wallMs };
}

/**
 * The machine's own ceiling, measured between pool rounds: a fixed arithmetic loop on 1 thread, then on 2 at
 * once (no shared data, no messages, little allocation). On a shared VM two busy threads do not always get two
 * whole cores; the pool cannot scale past what this gets.
 */
const SPIN = `const a = new Float64Array(1 << 16); for (let n = 0; n < 1600; n++) for (let i = 0; i < a.length; i++) a[i] = Math.sqrt(a[i] + i) * 1.0001;`;
async function spin(threads: number): Promise<number> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: threads }, () => new Promise((resolve, reject) => new Worker(SPIN, { eval: true }).on('exit', resolve).on('error', reject))));
  return threads / ((performance.now() - t0) / 1000);
}

async function main(): Promise<void> {
  const doc = buildInvoicePdf({ pages: PAGES }).bytes;
  const machine = new Map<number, number[]>(WORKERS.slice(1).map((w) => [w, []]));
  const pools: Subject[] = [];
  try {
    for (const workers of WORKERS) {
      const engine = await createEngine({ ...BENCH_ENGINE_CONFIG, workers });
      // Long-lived workers are what production runs: warm each one well past MuPDF's WASM tier-up and the JIT,
      // or the 1-worker figure carries compile time that a second worker then hides.
      await Promise.all(Array.from({ length: WARMUP_PER_WORKER * workers }, () => engine.processJson(doc.slice(), options)));
      pools.push({ workers, engine, rates: [], outcomes: {}, cpu: new Map(), wallMs: 0 });
    }
    // Rounds alternate between the pools (the idle one's threads wait), and with the machine's own ceiling:
    // a shared VM whose speed drifts over minutes moves all three alike instead of the ratios.
    for (let r = 0; r < ROUNDS; r++) {
      for (const p of pools) {
        const before = threadCpu();
        const t0 = performance.now();
        // Outcomes are counted as they arrive and dropped, as the API does once a result is stored; processJson is
        // what the API calls (bulky parts as JSON text, stored without parsing).
        const docs = docsPerRound(p.workers);
        await Promise.all(
          Array.from({ length: docs }, () =>
            p.engine.processJson(doc.slice(), options).then((o) => {
              const key = o.ok ? 'ok' : o.error.code;
              p.outcomes[key] = (p.outcomes[key] ?? 0) + 1;
            }),
          ),
        );
        const ms = performance.now() - t0;
        for (const [t, v] of threadCpu()) p.cpu.set(t, (p.cpu.get(t) ?? 0) + v - (before.get(t) ?? 0));
        p.rates.push((docs * PAGES) / (ms / 1000));
        p.wallMs += ms;
      }
      const one = await spin(1);
      for (const [w, xs] of machine) xs.push((await spin(w)) / one);
    }
  } finally {
    await Promise.all(pools.map((p) => p.engine.close()));
  }
  const one = pools[0];
  const rows = pools.map((p) => {
    const c = coreShares(p);
    const ratio = p.workers === 1 ? '1' : (median(p.rates) / median(one.rates)).toFixed(2);
    const ceiling = machine.get(p.workers);
    const perRound = p.workers === 1 ? '' : spread(p.rates.map((r, i) => r / one.rates[i]));
    return [
      p.workers, median(p.rates).toFixed(0), spread(p.rates, 0), `${ratio}×`, perRound,
      ceiling ? `${median(ceiling).toFixed(2)}× (${spread(ceiling)})` : '1',
      Object.entries(p.outcomes).map(([k, n]) => `${k}×${n}`).join(', '), c.workers.toFixed(2), c.main.toFixed(2), c.background.toFixed(2),
    ];
  });
  const pair = WORKERS.join(',') === '1,2';
  const two = pools[1];
  const lines = pair
    ? [
        `- Engine: **2 workers / 1 worker = ${(median(two.rates) / median(one.rates)).toFixed(2)}×** (target ≥ 1.8×); the engine reaches ${((median(two.rates) / median(one.rates) / median(machine.get(2)!)) * 100).toFixed(0)} % of the machine's own 2-thread ceiling`,
        '',
      ]
    : [];
  const body = [
    table(['Workers', 'Pages/s (median)', 'Spread', '× 1 worker', 'per round', 'Machine ceiling: loop on N threads / 1', 'Outcomes', 'Cores used: workers', 'main thread', 'V8 background threads'], rows),
    '',
    ...lines,
    `Documents of ${PAGES} born-digital pages, ${docsPerRound(1)} per round (${WORKERS.map((w) => docsPerRound(w)).join(' / ')} for ${WORKERS.join(' / ')} workers), all submitted at once, outcomes counted as they arrive; full pipeline (text layer, extraction, scoring), no OCR. ${ROUNDS} rounds per pool, the pools taking turns, after a warm-up of ${WARMUP_PER_WORKER} documents per worker; "per round" is each round's rate over the same round's 1-worker rate. The machine ceiling is a fixed arithmetic loop on N threads against 1 (no shared data, no messages), run between rounds with no pool working. The machine has ${cpus().length} cores. Cores used are CPU time per thread (/proc) over a pool's rounds divided by their wall time: beside its workers the process runs a main thread (dispatch, messages, results: processJson, as the API calls it, so the bulky parts arrive as JSON text) and V8's background threads (concurrent marking, parallel scavenges, optimising compiles).`,
  ].join('\n');
  const argv = process.argv.slice(2).join(' ');
  const command = `node --import tsx bench/engine-scaling.ts${argv ? ` ${argv}` : ''}`;
  if (pair) report('engine-scaling', 'Engine throughput with 1 and 2 workers', body, command);
  else report('engine-scaling-cores', `Engine throughput with ${WORKERS.join(', ')} workers`, body, command);
}

await main();
