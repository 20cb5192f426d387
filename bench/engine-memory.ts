/**
 * Question: how much memory does one engine worker need, and does it stay flat over many documents?
 * (1) peak RSS while one worker processes a 200-page PDF (text layer only, no OCR models loaded);
 * (2) peak RSS while the same worker OCRs one scanned (image-only) page, which makes it create its ONNX
 * sessions, and RSS once they stay loaded; (3) RSS while that scan is read in eight languages PP-OCR lacks, twice
 * over (each starts tesseract in its language; the worker keeps four); (4) RSS after every 100 of 1,000 small
 * documents through that worker (plateau: < 10 % growth after warm-up, RELIABILITY.md U8).
 * Run: node --import tsx bench/engine-memory.ts
 */
import { createEngine } from '../engine/index.ts';
import type { ProcessOptions } from '../engine/types.ts';
import { buildInvoicePdf } from '../test/fixtures/pdf.ts';
import { report, table, BENCH_ENGINE_CONFIG } from './lib/engine-util.ts';

const DOCS = 1000;
const LANGUAGES = ['fr', 'de', 'pl', 'cs', 'el', 'ja', 'ko', 'ar'];
const MB = 1024 * 1024;

const config = BENCH_ENGINE_CONFIG;
const options: ProcessOptions = { documentType: 'invoice', language: 'en', extractTables: true, ocrFallback: true, includeRawText: true };

function rssMb(): number {
  return process.memoryUsage().rss / MB;
}

async function main(): Promise<void> {
  const before = rssMb();
  const engine = await createEngine(config);
  const idle = rssMb();

  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 10);
  const big = buildInvoicePdf({ pages: 200 }).bytes;
  const t0 = performance.now();
  const bigOutcome = await engine.process(big, options);
  const bigMs = performance.now() - t0;
  clearInterval(sampler);

  // A page without a text layer: the worker loads its OCR models (once per thread) and runs them.
  const scan = buildInvoicePdf({ pages: 1, imageOnlyPages: [1] }).bytes;
  const beforeOcr = rssMb();
  let ocrPeak = beforeOcr;
  const ocrSampler = setInterval(() => {
    ocrPeak = Math.max(ocrPeak, rssMb());
  }, 10);
  const t1 = performance.now();
  const ocrOutcome = await engine.process(scan.slice(), options);
  const ocrMs = performance.now() - t1;
  clearInterval(ocrSampler);
  const ocrState = ocrOutcome.ok ? (ocrOutcome.value.pageErrors.length ? ocrOutcome.value.pageErrors[0].code : 'ok') : ocrOutcome.error.code;
  await new Promise((r) => setTimeout(r, 500));
  const ocrLoaded = rssMb();

  // The same scan read in eight languages, twice over: each makes the worker start tesseract in that language, and
  // the pool keeps the four read last (engine/ocr/tesseract.ts MAX_TESSERACT_WORKERS).
  const byLanguage: Array<[string, number]> = [];
  let langPeak = rssMb();
  const langSampler = setInterval(() => {
    langPeak = Math.max(langPeak, rssMb());
  }, 10);
  for (let pass = 1; pass <= 2; pass++) {
    for (const language of LANGUAGES) {
      const o = await engine.process(scan.slice(), { ...options, language });
      if (!o.ok || o.value.pageErrors.length) throw new Error(`OCR in ${language} failed: ${o.ok ? o.value.pageErrors[0].code : o.error.code}`);
      if (pass === 1) byLanguage.push([language, rssMb()]);
    }
  }
  clearInterval(langSampler);
  const afterLanguages = rssMb();

  const small = buildInvoicePdf({ pages: 2 }).bytes;
  const series: Array<[number, number]> = [];
  const outcomes = new Map<string, number>();
  for (let i = 1; i <= DOCS; i++) {
    const o = await engine.process(small.slice(), options);
    const key = o.ok ? 'ok' : o.error.code;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    if (i % 100 === 0) series.push([i, rssMb()]);
  }
  await engine.close();

  const warm = series[1][1];
  const last = series[series.length - 1][1];
  const growth = ((last - warm) / warm) * 100;
  const body = [
    table(
      ['Measure', 'RSS MiB'],
      [
        ['main process before engine', before.toFixed(0)],
        ['after start, 1 idle worker', `${idle.toFixed(0)} (+${(idle - before).toFixed(0)})`],
        [`peak while processing a 200-page PDF, no OCR models loaded (${(bigMs / 1000).toFixed(1)} s, ${bigOutcome.ok ? 'ok' : bigOutcome.error.code})`, `${peak.toFixed(0)} (+${(peak - before).toFixed(0)})`],
        [`peak while OCRing one scanned page, first use: ONNX sessions created (${(ocrMs / 1000).toFixed(1)} s, ${ocrState})`, `${ocrPeak.toFixed(0)} (+${(ocrPeak - before).toFixed(0)})`],
        ['after that page, OCR models held by the worker', `${ocrLoaded.toFixed(0)} (+${(ocrLoaded - before).toFixed(0)})`],
      ],
    ),
    '',
    table(['Scan read in (in turn)', ...byLanguage.map(([l]) => l)], [['RSS MiB after it', ...byLanguage.map(([, r]) => r.toFixed(0))]]),
    '',
    `After the eight languages a second time: ${afterLanguages.toFixed(0)} MiB; peak over both passes ${langPeak.toFixed(0)} MiB. The worker keeps tesseract for the four languages read last and retires the others.`,
    '',
    table(['Documents (2 pages each)', ...series.map(([n]) => String(n))], [['RSS MiB', ...series.map(([, r]) => r.toFixed(0))]]),
    '',
    `Growth from document 200 to ${DOCS}: **${growth.toFixed(1)} %** (plateau target < 10 %). Outcomes: ${[...outcomes].map(([k, n]) => `${k}×${n}`).join(', ')}. RSS is the whole process (main thread + worker); one worker, sequential documents, OCR models already loaded for the series. Indicative: shared 2-core machine.`,
  ].join('\n');
  report('engine-memory', 'Engine worker memory: peak and plateau over 1,000 documents', body, 'node --import tsx bench/engine-memory.ts');
}

await main();
