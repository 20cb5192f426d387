/**
 * Question: do pages per second scale with worker threads? Born-digital 10-page invoices through
 * the full engine (pool, transfer, pipeline), with 1 and 2 workers. Target: 2 workers ≥ 1.8× one.
 * Run: node --import tsx bench/engine-scaling.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createEngine } from '../engine/index.ts';
import type { ProcessOptions } from '../engine/types.ts';
import { buildInvoicePdf } from '../test/fixtures/pdf.ts';
import { median, report, spread, table, BENCH_ENGINE_CONFIG } from './lib/engine-util.ts';

const DOCS = 60;
const PAGES = 10;
const ROUNDS = 3;
const WARMUP_PER_WORKER = 150;

const config = BENCH_ENGINE_CONFIG;
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

/** Cores used during the timed rounds: the main thread, the N busiest others (the workers), the rest (V8 background: GC, compilers). */
function coreShares(before: Map<number, number>, after: Map<number, number>, workers: number, wallMs: number): { main: number; workers: number; background: number } {
  const used = [...after].map(([t, v]) => [t, v - (before.get(t) ?? 0)] as const).filter(([, v]) => v > 0);
  const main = used.find(([t]) => t === process.pid)?.[1] ?? 0;
  const others = used.filter(([t]) => t !== process.pid).map(([, v]) => v).sort((a, b) => b - a);
  const w = others.slice(0, workers).reduce((a, b) => a + b, 0);
  const bg = others.slice(workers).reduce((a, b) => a + b, 0);
  return { main: main / wallMs, workers: w / wallMs, background: bg / wallMs };
}

async function pagesPerSecond(workers: number, doc: Uint8Array): Promise<{ rates: number[]; outcome: string; cores: ReturnType<typeof coreShares> }> {
  const engine = await createEngine({ ...config, workers });
  const outcomes = new Map<string, number>();
  try {
    // Long-lived workers are what production runs: warm each one well past MuPDF's WASM tier-up and the JIT,
    // or the 1-worker figure carries compile time that a second worker then hides.
    await Promise.all(Array.from({ length: WARMUP_PER_WORKER * workers }, () => engine.process(doc.slice(), options)));
    const rates: number[] = [];
    const before = threadCpu();
    const started = performance.now();
    for (let r = 0; r < ROUNDS; r++) {
      const t0 = performance.now();
      const results = await Promise.all(Array.from({ length: DOCS }, () => engine.process(doc.slice(), options)));
      rates.push((DOCS * PAGES) / ((performance.now() - t0) / 1000));
      for (const o of results) {
        const key = o.ok ? 'ok' : o.error.code;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    }
    const cores = coreShares(before, threadCpu(), workers, performance.now() - started);
    return { rates, outcome: [...outcomes].map(([k, n]) => `${k}×${n}`).join(', '), cores };
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  const doc = buildInvoicePdf({ pages: PAGES }).bytes;
  const one = await pagesPerSecond(1, doc);
  const two = await pagesPerSecond(2, doc);
  const ratio = median(two.rates) / median(one.rates);
  const body = [
    table(
      ['Workers', 'Pages/s (median)', 'Spread', 'Outcomes', 'Cores used: workers', 'main thread', 'V8 background threads'],
      [1, 2].map((n) => {
        const r = n === 1 ? one : two;
        return [n, median(r.rates).toFixed(0), spread(r.rates, 0), r.outcome, r.cores.workers.toFixed(2), r.cores.main.toFixed(2), r.cores.background.toFixed(2)];
      }),
    ),
    '',
    `**2 workers / 1 worker = ${ratio.toFixed(2)}×** (target ≥ 1.8×). ${DOCS} documents of ${PAGES} born-digital pages per round, all submitted at once, ${ROUNDS} rounds after a warm-up of ${WARMUP_PER_WORKER} documents per worker; full pipeline (text layer, extraction, scoring), no OCR. The machine has ${(await import('node:os')).cpus().length} cores. Cores used are CPU time per thread (/proc) over the timed rounds divided by their wall time: beside its workers the process runs a main thread (dispatch, messages, result deserialising) and V8's background threads (concurrent marking, parallel scavenges, optimising compiles for the workers' heaps). With one worker those run on the idle second core; with two they take time from the workers, which is why two workers on two cores stay short of 2×.`,
  ].join('\n');
  report('engine-scaling', 'Engine throughput with 1 and 2 workers', body, 'node --import tsx bench/engine-scaling.ts');
}

await main();
