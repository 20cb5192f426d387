/**
 * Question: what does a GPU node buy for scanned pages, and do OCR workers scale over many cores? One 300-dpi
 * scanned invoice page (bench/lib/ocr-page.ts):
 *   1. one page through PP-OCR (det, page orientation, cls, rec, tesseract re-read of weak lines) on the CPU with
 *      1 and with `--threads` ONNX threads, and on the CUDA execution provider: time per page, stage times, word
 *      recall, and how many words CUDA reads differently from the CPU;
 *   2. pages per second through the whole engine (pool, OCR, extraction) with CPU workers of one ONNX thread each
 *      (`--cpu-workers`) and with CUDA workers (`--cuda-workers`).
 * Without a CUDA provider the CUDA rows say why, and `ENGINE_DEVICE=auto`'s fallback line is shown.
 *
 *   node --import tsx bench/ocr-device.ts [--cpu-workers 1,4,8,16] [--cuda-workers 1,2,4] [--threads 16] [--rounds 5] [--name ocr-device]
 *
 * `--name` names the results file (bench/results/<name>.md), so that runs on other machines sit beside this one's.
 * bench/gpu/ holds the scripts that carry Node, the packages and the CUDA provider to a GPU machine and run it.
 */
import { cpus } from 'node:os';

import sharp from 'sharp';

import { createEngine } from '../engine/index.ts';
import { createOcr, type Ocr, type OcrTimings } from '../engine/ocr/index.ts';
import type { ProcessOptions } from '../engine/types.ts';
import { scannedInvoice, wordHits, wordRecall } from './lib/ocr-page.ts';
import { argValue, median, report, spread, table, BENCH_ENGINE_CONFIG } from './lib/engine-util.ts';

const arg = (name: string, fallback: string): string => argValue(name) ?? fallback;
const list = (s: string): number[] => s.split(',').map(Number).filter((n) => n > 0); // '0': none
const CPU_WORKERS = list(arg('--cpu-workers', '1,2'));
const CUDA_WORKERS = list(arg('--cuda-workers', '1'));
const THREADS = Number(arg('--threads', String(cpus().length)));
const ROUNDS = Number(arg('--rounds', '5'));
const NAME = arg('--name', 'ocr-device');
const options: ProcessOptions = { documentType: 'invoice', language: 'en', extractTables: true, ocrFallback: true, includeRawText: false };

const page = await scannedInvoice(300);
const input = { data: page.gray, width: page.width, height: page.height, channels: 1 as const, dpi: page.dpi };
const words = (lines: Array<{ words: Array<{ text: string }> }>): string[] => lines.flatMap((l) => l.words.map((w) => w.text));

interface Reader {
  label: string;
  device: 'cpu' | 'cuda';
  onnxThreads: number;
  ocr?: Ocr & { lastTimings(): OcrTimings | null };
  error?: string;
  ms: number[];
  words: string[];
  timings: OcrTimings[];
}

const readers: Reader[] = [
  { label: 'CPU, 1 ONNX thread', device: 'cpu', onnxThreads: 1 },
  { label: `CPU, ${THREADS} ONNX threads`, device: 'cpu', onnxThreads: THREADS },
  { label: 'CUDA', device: 'cuda', onnxThreads: 1 },
].map((r) => ({ ...r, ms: [], words: [], timings: [] }) as Reader);

for (const r of readers) {
  try {
    r.ocr = await createOcr({ device: r.device, onnxThreads: r.onnxThreads });
    // The first pages pay for session warm-up (CUDA: kernel selection, memory arenas), not a per-page cost.
    for (let i = 0; i < 2; i++) await r.ocr.recognize(input, { language: 'en' });
  } catch (err) {
    r.error = (err as Error).message.split('\n')[0];
    r.ocr = undefined;
  }
}
// Rounds take turns over the readers so that a slow spell of the machine does not land on one of them.
for (let round = 0; round < ROUNDS; round++) {
  for (const r of readers) {
    if (!r.ocr) continue;
    const t0 = performance.now();
    const res = await r.ocr.recognize(input, { language: 'en' });
    r.ms.push(performance.now() - t0);
    r.words = words(res.lines);
    r.timings.push(r.ocr.lastTimings()!);
  }
}
await Promise.all(readers.map((r) => r.ocr?.close()));
const cpuWords = readers[0].words;
/** Words of `a` missing from `b`, counted with multiplicity: how differently two providers read the page. */
const differing = (a: string[], b: string[]): number => a.length - wordHits(a, b);
const stage = (ts: OcrTimings[], k: keyof OcrTimings): string => median(ts.map((t) => t[k] as number)).toFixed(0);
const readerRows = readers.map((r) =>
  r.ocr
    ? [r.label, median(r.ms).toFixed(0), spread(r.ms, 0), stage(r.timings, 'detMs'), stage(r.timings, 'clsMs'), stage(r.timings, 'recMs'), stage(r.timings, 'rereadMs'),
        `${(100 * wordRecall(page.words, r.words)).toFixed(1)} %`, r === readers[0] ? '–' : String(differing(cpuWords, r.words))]
    : [r.label, '–', '–', '–', '–', '–', '–', '–', `not run: ${r.error}`],
);

/** What ENGINE_DEVICE=auto settles on here, and the line it logs. */
async function autoDevice(): Promise<string> {
  const log: string[] = [];
  try {
    const ocr = await createOcr({ device: 'auto', onnxThreads: 1, log: (m) => log.push(m) });
    await ocr.close();
    return `runs on ${ocr.provider}${log.length ? `; logged: ${log.join('; ')}` : ''}`;
  } catch (err) {
    return `failed: ${(err as Error).message.split('\n')[0]}`;
  }
}
const auto = await autoDevice();

const png = await sharp(page.gray, { raw: { width: page.width, height: page.height, channels: 1 } }).withMetadata({ density: 300 }).png().toBuffer();

/** Scanned pages per second through the engine: each page a PNG document, all of a round submitted at once. */
async function throughput(device: 'cpu' | 'cuda', workers: number, pagesPerRound: number): Promise<{ rates: number[]; outcomes: Record<string, number> } | string> {
  let engine: Awaited<ReturnType<typeof createEngine>>;
  try {
    engine = await createEngine({ ...BENCH_ENGINE_CONFIG, device, workers, onnxThreads: 1 });
  } catch (err) {
    return (err as Error).message.split('\n')[0];
  }
  const outcomes: Record<string, number> = {};
  const rates: number[] = [];
  let firstError = '';
  try {
    const run = (n: number): Promise<unknown> =>
      Promise.all(
        Array.from({ length: n }, () =>
          engine.processJson(png.slice(), options).then((o) => {
            const key = o.ok ? 'ok' : o.error.code;
            if (!o.ok) firstError ||= `${o.error.code}: ${o.error.message.split('\n')[0]}`;
            outcomes[key] = (outcomes[key] ?? 0) + 1;
          }),
        ),
      );
    await run(2 * workers);
    // Workers start lazily: a device that cannot run shows as failed documents, not as a failed start.
    if (!outcomes.ok) return firstError;
    for (const k of Object.keys(outcomes)) delete outcomes[k];
    for (let round = 0; round < Math.max(2, Math.ceil(ROUNDS / 2)); round++) {
      const t0 = performance.now();
      await run(pagesPerRound);
      rates.push(pagesPerRound / ((performance.now() - t0) / 1000));
    }
  } finally {
    await engine.close();
  }
  return { rates, outcomes };
}

const poolRows: Array<Array<string | number>> = [];
let oneCpu = 0;
for (const [device, counts] of [['cpu', CPU_WORKERS], ['cuda', CUDA_WORKERS]] as const) {
  for (const workers of counts) {
    const r = await throughput(device, workers, device === 'cpu' ? Math.max(4, 2 * workers) : 24 * workers);
    if (typeof r === 'string') {
      poolRows.push([device.toUpperCase(), workers, '–', '–', '–', `not run: ${r}`]);
      continue;
    }
    const rate = median(r.rates);
    if (device === 'cpu' && workers === 1) oneCpu = rate;
    poolRows.push([device.toUpperCase(), workers, rate.toFixed(2), spread(r.rates), oneCpu ? `${(rate / oneCpu).toFixed(2)}×` : '–',
      Object.entries(r.outcomes).map(([k, n]) => `${k}×${n}`).join(', ')]);
  }
}

const body = [
  `One 300-dpi scanned invoice page (${page.width}×${page.height} px, ${page.words.length} words; bench/lib/ocr-page.ts), language en.`,
  '',
  table(['PP-OCR on', 'ms/page (median)', 'Spread', 'det ms', 'cls ms', 'rec ms', 'tesseract re-read ms', 'Word recall', 'Words read differently from CPU'], readerRows),
  '',
  `- \`ENGINE_DEVICE=auto\`: ${auto}`,
  '',
  table(['Engine workers on', 'Workers', 'Pages/s (median)', 'Spread', '× 1 CPU worker', 'Outcomes'], poolRows),
  '',
  `${ROUNDS} rounds per reader, taking turns, after 2 warm-up pages each. Engine rows: the page as a PNG document through the whole pipeline (OCR, layout, extraction), one ONNX thread per worker, a round's pages submitted at once (CPU: 2 per worker, at least 4; CUDA: 24 per worker), ${Math.max(2, Math.ceil(ROUNDS / 2))} rounds after 2 warm-up pages per worker. The machine has ${cpus().length} cores.`,
].join('\n');
const argv = process.argv.slice(2).join(' ');
report(NAME, `Scanned pages on CPU and CUDA${NAME === 'ocr-device' ? '' : ` (${NAME})`}`, body, `node --import tsx bench/ocr-device.ts${argv ? ` ${argv}` : ''}`);
