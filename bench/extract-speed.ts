/**
 * Question: how much does the extraction layer (layout, classification, field extraction) add to the
 * engine's per-page time on born-digital pages? Target (issue): ≤ 20 %. Measured in the same run, on the
 * same pages, against two references: the text stage alone (`extractPdfPages`: MuPDF words, lines, rules;
 * the stricter one) and the engine's whole pipeline as a worker runs it (load, pages, score, MuPDF's store
 * emptied after each document) less its extraction. Extraction is `extractDocument` on the text stage's
 * output (invoice type, tables on, attachments ignored, as the pipeline runs it with readAttachments off).
 *
 *   node --import tsx bench/extract-speed.ts            # corpus PDFs + a generated 200-page invoice
 *   node --import tsx bench/extract-speed.ts --pages 50 # a smaller generated document
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { extractPdfPages } from '../engine/pdf/text.ts';
import { extractDocument } from '../engine/extract/index.ts';
import { runPipeline } from '../engine/pipeline.ts';
import type { StageContext } from '../engine/stages/types.ts';
import type { PageContent } from '../engine/types.ts';
import { buildInvoicePdf } from '../test/fixtures/pdf.ts';
import { CORPUS_DIR } from '../test/helpers/corpus.ts';

v8.setFlagsFromString('--expose-gc');
const fullGc = vm.runInNewContext('gc') as (o?: { type: 'minor' | 'major' }) => void;
// A scavenge only: a full collection also flushes compiled code, which then slows both stages down.
const gc = (): void => fullGc({ type: 'minor' });

const ROUNDS = 7;
const WARMUP = 3;
const GLOBAL_WARMUP = 5;
const argPages = process.argv.indexOf('--pages');
const GENERATED_PAGES = argPages > 0 ? Number(process.argv[argPages + 1]) : 200;

interface Doc {
  label: string;
  files: Array<{ name: string; bytes: Uint8Array }>;
}

function pdfsIn(dir: string): Array<{ name: string; bytes: Uint8Array }> {
  try {
    return readdirSync(dir)
      .filter((f) => f.toLowerCase().endsWith('.pdf'))
      .sort()
      .map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(join(dir, f))) }));
  } catch {
    return [];
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** CPU time of this process in ms: less disturbed than wall time when other jobs share the cores. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function extract(pages: PageContent[]): void {
  extractDocument({ pages, documentType: 'invoice', language: 'en', extractTables: true, attachments: [] });
}

/** A worker's view of one born-digital document: no OCR (text layers only), attachments not read. */
const PIPELINE: StageContext = {
  options: { documentType: 'invoice', language: 'en', extractTables: true, ocrFallback: false, includeRawText: false, readAttachments: false },
  settings: { onnxThreads: 1, device: 'cpu', maxPages: 10_000, maxPixels: 100_000_000, pageImageDpi: 150, modelVersion: 'bench' },
  ocr: () => Promise.reject(new Error('no OCR in this benchmark')),
  log: () => undefined,
};
const NO_INTERRUPT = { interrupted: () => null, progress: () => undefined };

/** The whole pipeline over one document, as engine/worker.ts runs it (MuPDF's store emptied after it). */
async function pipeline(bytes: Uint8Array): Promise<void> {
  const run = await runPipeline(bytes, PIPELINE, NO_INTERRUPT);
  mupdf.emptyStore();
  if (!run.outcome.ok) throw new Error(`${run.outcome.error.code}: ${run.outcome.error.message}`);
}

/**
 * Median over rounds of the summed time of the text stage, of extraction and of the whole pipeline, in ms,
 * and the page count. Each round runs the text stage over every file, then extraction over every result,
 * then the pipeline over every file: a collection triggered by one stage's garbage then lands on that
 * stage, not on the other.
 */
async function measure(doc: Doc): Promise<{ pages: number; textMs: number; extractMs: number; engineMs: number }> {
  const text: number[] = [];
  const ext: number[] = [];
  const engine: number[] = [];
  const readable = doc.files.filter((f) => {
    try {
      extractPdfPages(f.bytes);
      return true;
    } catch {
      return false;
    }
  });
  let pages = 0;
  // Warm-up rounds (JIT, MuPDF font caches) that are not counted: workers are long-lived.
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    gc();
    const t0 = cpuMs();
    const contents = readable.map((f) => extractPdfPages(f.bytes));
    const t1 = cpuMs();
    // Each stage starts with an empty young generation: collecting the text stage's garbage is not charged
    // to extraction (nor the reverse).
    gc();
    const t1b = cpuMs();
    for (const c of contents) extract(c);
    const t2 = cpuMs();
    gc();
    const t2b = cpuMs();
    for (const f of readable) await pipeline(f.bytes.slice());
    const t3 = cpuMs();
    pages = contents.reduce((n, c) => n + c.length, 0);
    if (round >= WARMUP) {
      text.push(t1 - t0);
      ext.push(t2 - t1b);
      // The engine without its extraction: the pipeline's time less this round's extraction of the same pages.
      engine.push(t3 - t2b - (t2 - t1b));
    }
  }
  return { pages, textMs: median(text), extractMs: median(ext), engineMs: median(engine) };
}

async function main(): Promise<void> {
  const docs: Doc[] = [
    { label: 'invoice2data-compare', files: pdfsIn(join(CORPUS_DIR, 'invoice2data-compare')) },
    { label: 'zugferd-xml-rechnung', files: pdfsIn(join(CORPUS_DIR, 'zugferd-xml-rechnung', 'pdf')) },
    { label: 'tabula-tables', files: pdfsIn(join(CORPUS_DIR, 'tabula-tables', 'pdf')) },
    { label: `generated invoice, ${GENERATED_PAGES} pages`, files: [{ name: 'generated.pdf', bytes: buildInvoicePdf({ pages: GENERATED_PAGES }).bytes }] },
  ].filter((d) => d.files.length > 0);

  const rows: string[] = [];
  let allText = 0;
  let allExtract = 0;
  let allEngine = 0;
  // Workers are long-lived: the code is warmed on every document set before any set is timed (timing the first
  // set right after three rounds of its own measured JIT warm-up, not extraction).
  for (let round = 0; round < GLOBAL_WARMUP; round++) {
    for (const d of docs) {
      for (const f of d.files) {
        try {
          extract(extractPdfPages(f.bytes));
          await pipeline(f.bytes.slice());
        } catch {
          // unreadable files are left out of the timings too
        }
      }
    }
  }
  for (const d of docs) {
    const r = await measure(d);
    allText += r.textMs;
    allExtract += r.extractMs;
    allEngine += r.engineMs;
    const per = (ms: number) => (r.pages ? (ms / r.pages).toFixed(2) : '—');
    const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
    rows.push(`| ${d.label} | ${d.files.length} | ${r.pages} | ${per(r.textMs)} | ${per(r.engineMs)} | ${per(r.extractMs)} | ${pct(r.extractMs, r.textMs)} | ${pct(r.extractMs, r.engineMs)} |`);
  }
  const body = [
    '| document set | files | pages | text stage CPU ms/page | engine without extraction CPU ms/page | extraction CPU ms/page | extraction / text stage | extraction / engine |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    `| **all** | | | | | | **${((allExtract / allText) * 100).toFixed(0)} %** | **${((allExtract / allEngine) * 100).toFixed(0)} %** |`,
  ].join('\n');
  const text = [
    '# Extraction speed against the text stage',
    '',
    'Text stage: `extractPdfPages` (engine/pdf/text.ts: MuPDF words, lines, rules). Extraction: `extractDocument`',
    `(engine/extract/index.ts: layout, tables, classification, invoice fields) on the same pages, type invoice, tables on.`,
    'Engine without extraction: `runPipeline` (engine/pipeline.ts) over each file as a worker runs it, no OCR, attachments',
    'not read, MuPDF\'s store emptied after each document, less the same round\'s extraction time.',
    `Process CPU time (user + system), median of ${ROUNDS} rounds after ${GLOBAL_WARMUP} warm-up rounds over all sets and ${WARMUP} over the set, in one process (each round: the text stage over every file, then extraction over every result, then the pipeline over every file; a young-generation collection, not timed, before each). Target: extraction adds ≤ 20 % to the engine's per-page time; the text-stage ratio is the stricter reading.`,
    '',
    body,
    '',
    `Command: \`node --import tsx bench/extract-speed.ts\`. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    'Indicative: the machine is shared; re-run quietly for reportable figures.',
    '',
  ].join('\n');
  process.stdout.write(text);
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('extract-speed.md', dir), text);
}

await main();
