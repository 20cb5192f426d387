/**
 * Piscina worker entry. One per thread: holds the lazily created OCR engine and runs documents
 * through the pipeline. Settings arrive as workerData (engine/ never reads the environment).
 * Every answer is plain data; nothing is thrown across the thread boundary.
 */
// First: it must run before mupdf loads (see the module).
import { mupdfHeapBytes } from './wasm-memory.ts';
import * as mupdf from 'mupdf';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import { probeImage } from './image/decode.ts';
import { renderImagePagePng } from './image/render.ts';
import { FLAG_ABORTED, FLAG_TIMED_OUT, type WorkerMessage } from './pool.ts';
import { openPdf, messageOf } from './pdf/open.ts';
import { renderPdfPagePng } from './pdf/render.ts';
import { runPipeline } from './pipeline.ts';
import { sniff } from './sniff.ts';
import type { StageContext, WorkerSettings } from './stages/types.ts';
import { outcomeAsJson } from './result-json.ts';
import type {
  DeviceProbeOutcome, EngineErrorData, EngineOutcome, EngineOutcomeJson, PageCountOutcome, ProcessOptions, RenderPageOutcome,
} from './types.ts';
import type { Ocr } from './ocr/index.ts';

const settings = workerData as WorkerSettings;

export interface ProcessTask {
  bytes: Uint8Array;
  options: ProcessOptions & { readAttachments?: boolean };
  flag: Int32Array;
  port: MessagePort;
  timeoutMs: number;
  /** Return the result's bulky parts as JSON text (Engine.processJson). */
  json?: boolean;
}

export interface CountTask {
  bytes: Uint8Array;
  port: MessagePort;
}

export interface ProbeTask {
  port: MessagePort;
}

export interface RenderTask {
  bytes: Uint8Array;
  pageNumber: number;
  dpi: number;
  port: MessagePort;
}

let ocr: Promise<Ocr> | null = null;
/** Port of the task in progress: OCR logs outlive the task that created the engine. */
let currentPort: MessagePort | null = null;

function log(message: string): void {
  currentPort?.postMessage({ type: 'log', message } satisfies WorkerMessage);
}

/** The worker's OCR engine, created on the first scanned page and kept for the thread's life. */
function getOcr(): Promise<Ocr> {
  if (ocr === null) {
    ocr = import('./ocr/index.ts')
      .then((mod) => mod.createOcr({ onnxThreads: settings.onnxThreads, device: settings.device, log, manifestPath: settings.manifestPath }))
      .catch((err: unknown) => {
        throw new Error(`OCR engine not available: ${messageOf(err)}`);
      });
  }
  return ocr;
}

function interruption(flag: Int32Array, timeoutMs: number): EngineErrorData | null {
  const v = Atomics.load(flag, 0);
  if (v === FLAG_ABORTED) return { code: 'ABORTED', message: 'processing was cancelled' };
  if (v === FLAG_TIMED_OUT) return { code: 'TIMEOUT', message: `processing exceeded ${timeoutMs} ms` };
  if (overWasmCap()) {
    return { code: 'RESOURCE_LIMIT', message: `the document needed more than ${Math.round(settings.maxWasmBytes! / 2 ** 20)} MB of PDF engine memory` };
  }
  return null;
}

const overWasmCap = (): boolean => settings.maxWasmBytes !== undefined && mupdfHeapBytes() > settings.maxWasmBytes;

/**
 * Ends a task: 'end' on its port, and the outcome returned to Piscina. With the MuPDF heap over its cap the
 * outcome goes to the pool on the port instead ('recycle'): the pool answers with it and terminates this
 * thread (Piscina starts a fresh one), so one heavy document does not hold that memory for the thread's life.
 * Nothing else can be handed this thread in between: its Piscina task never finishes.
 */
function finish<T>(port: MessagePort, outcome: T): Promise<T> {
  if (overWasmCap()) {
    port.postMessage({ type: 'log', message: `engine worker recycled: PDF engine memory ${Math.round(mupdfHeapBytes() / 2 ** 20)} MB over its cap` } satisfies WorkerMessage);
    port.postMessage({ type: 'recycle', outcome } satisfies WorkerMessage);
    return new Promise<T>(() => undefined);
  }
  port.postMessage({ type: 'end' } satisfies WorkerMessage);
  port.close();
  return Promise.resolve(outcome);
}

/** Least time between two progress messages of one document (first and last pages excepted). */
const PROGRESS_INTERVAL_MS = 100;

/** Process one document: the full pipeline, with progress and interrupt checks between pages. */
export async function processDocument(task: ProcessTask): Promise<EngineOutcome | EngineOutcomeJson> {
  const { port, flag } = task;
  currentPort = port;
  port.postMessage({ type: 'start' } satisfies WorkerMessage);
  const ctx: StageContext = { options: task.options, settings, ocr: getOcr, log };
  let outcome: EngineOutcome | EngineOutcomeJson;
  try {
    // Progress is for people polling a job: a message per page of a fast document only costs the main thread
    // (each one is a message to deserialise). The first page and the end are always reported.
    let lastPost = -Infinity;
    const run = await runPipeline(task.bytes, ctx, {
      interrupted: () => interruption(flag, task.timeoutMs),
      progress: (progress) => {
        const now = performance.now();
        if (progress.currentPage > 1 && progress.currentPage < progress.totalPages && now - lastPost < PROGRESS_INTERVAL_MS) return;
        lastPost = now;
        port.postMessage({ type: 'progress', progress } satisfies WorkerMessage);
      },
    });
    outcome = task.json ? outcomeAsJson(run.outcome) : run.outcome;
  } catch (err) {
    outcome = { ok: false, error: { code: 'INTERNAL', message: messageOf(err) } };
  } finally {
    currentPort = null;
    // MuPDF's resource store keeps fonts and images of past documents; none are shared between uploads.
    mupdf.emptyStore();
  }
  return finish(port, outcome);
}

/**
 * Loads the OCR engine (every model checked against its hash, sessions on the configured device) and says which
 * execution provider it got: the engine asks one worker at start, so that 'cuda' without a working CUDA provider
 * fails start-up and 'auto' settles the device once (one log line) instead of in every worker.
 */
export async function probeDevice(task: ProbeTask): Promise<DeviceProbeOutcome> {
  task.port.postMessage({ type: 'start' } satisfies WorkerMessage);
  currentPort = task.port;
  let outcome: DeviceProbeOutcome;
  try {
    outcome = { ok: true, provider: (await getOcr()).provider };
  } catch (err) {
    outcome = { ok: false, error: { code: 'OCR_FAILED', message: messageOf(err) } };
  } finally {
    currentPort = null;
  }
  return finish(task.port, outcome);
}

/** Sniff the type and count pages without rendering; enforces the page and pixel caps. */
export async function countPages(task: CountTask): Promise<PageCountOutcome> {
  // 'start' arms the time budget: a hostile page tree must not hold a thread for ever.
  task.port.postMessage({ type: 'start' } satisfies WorkerMessage);
  let outcome: PageCountOutcome;
  try {
    outcome = await count(task.bytes);
  } catch (err) {
    outcome = { ok: false, error: { code: 'INTERNAL', message: messageOf(err), stage: 'load' } };
  }
  return finish(task.port, outcome);
}

async function count(bytes: Uint8Array): Promise<PageCountOutcome> {
  if (bytes.length === 0) return { ok: false, error: { code: 'EMPTY_FILE', message: 'file is empty', stage: 'load' } };
  const sniffed = sniff(bytes);
  if (sniffed === null) {
    return { ok: false, error: { code: 'UNSUPPORTED_FORMAT', message: 'not a PDF, PNG, JPEG, WEBP or TIFF file', stage: 'load' } };
  }
  try {
    if (sniffed.kind === 'pdf') {
      const opened = openPdf(bytes, settings.maxPages);
      if (!opened.ok) return opened;
      opened.doc.destroy();
      return { ok: true, fileKind: 'pdf', mimeType: sniffed.mime, pageCount: opened.pageCount };
    }
    const probed = await probeImage(bytes, settings);
    if (!probed.ok) return probed;
    return { ok: true, fileKind: sniffed.kind, mimeType: sniffed.mime, pageCount: probed.probe.pages };
  } catch (err) {
    return { ok: false, error: { code: 'INTERNAL', message: messageOf(err), stage: 'load' } };
  } finally {
    mupdf.emptyStore();
  }
}

/** One page as PNG (page images): same sniffing and caps as countPages, then a single page rendered. */
export async function renderPageImage(task: RenderTask): Promise<RenderPageOutcome> {
  task.port.postMessage({ type: 'start' } satisfies WorkerMessage);
  let outcome: RenderPageOutcome;
  try {
    outcome = await render(task.bytes, task.pageNumber, task.dpi);
  } catch (err) {
    outcome = { ok: false, error: { code: 'CORRUPT_FILE', message: `page could not be rendered: ${messageOf(err)}`, page: task.pageNumber, stage: 'render' } };
  } finally {
    mupdf.emptyStore();
  }
  return finish(task.port, outcome);
}

async function render(bytes: Uint8Array, pageNumber: number, dpi: number): Promise<RenderPageOutcome> {
  const missing = (pages: number): RenderPageOutcome => ({
    ok: false,
    error: { code: 'PAGE_NOT_FOUND', message: `page ${pageNumber} does not exist (the file has ${pages} page(s))`, page: pageNumber, stage: 'render' },
  });
  if (bytes.length === 0) return { ok: false, error: { code: 'EMPTY_FILE', message: 'file is empty', stage: 'load' } };
  const sniffed = sniff(bytes);
  if (sniffed === null) {
    return { ok: false, error: { code: 'UNSUPPORTED_FORMAT', message: 'not a PDF, PNG, JPEG, WEBP or TIFF file', stage: 'load' } };
  }
  if (sniffed.kind === 'pdf') {
    const opened = openPdf(bytes, settings.maxPages);
    if (!opened.ok) return opened;
    try {
      const page = await renderPdfPagePng(opened.doc, pageNumber, dpi, settings.maxPixels);
      return page === null ? missing(opened.pageCount) : { ok: true, ...page };
    } finally {
      opened.doc.destroy();
    }
  }
  const probed = await probeImage(bytes, settings);
  if (!probed.ok) return probed;
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > probed.probe.pages) return missing(probed.probe.pages);
  return { ok: true, ...(await renderImagePagePng(bytes, sniffed.kind, pageNumber - 1, settings.maxPixels)) };
}
