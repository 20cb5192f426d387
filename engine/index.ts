/**
 * The engine's public facade: `createEngine(config)` starts a pool of worker threads that turn
 * document bytes into `ExtractionResult` data. The API layer imports only this file and types.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { EnginePool } from './pool.ts';
import type { WorkerSettings } from './stages/types.ts';
import { verifyModels } from '../models/load.ts';
import type {
  DeviceProbeOutcome, Engine, EngineConfig, EngineOutcome, EngineOutcomeJson, PageCountOutcome, ProcessControl, ProcessOptions, RenderPageOutcome,
} from './types.ts';

export type * from './types.ts';

/** Optional hooks for the host (logging of worker-side events such as OCR device selection). */
export interface EngineHooks {
  log?: (message: string) => void;
}

function positiveInt(name: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new TypeError(`config.${name} must be a positive integer`);
}

/**
 * 2 workers on 2 cores: 1,196–1,202 pages/s with 64 MB against 1,072–1,084 with V8's default (engine-scaling
 * bench, alternating runs); V8's background threads used 0.28 of a core beside the workers instead of 0.40.
 * Costs ~65 MB more RSS per worker, reached over its first ~200 documents.
 */
const DEFAULT_YOUNG_GENERATION_MB = 64;
/** A 300-dpi render of a poster-sized page stays well below; a decompression bomb does not. */
const DEFAULT_MAX_WASM_MB = 2048;

function validate(config: EngineConfig): void {
  for (const k of ['workers', 'onnxThreads', 'documentTimeoutMs', 'maxPages', 'maxPixels', 'pageImageDpi', 'workerMaxOldGenerationMb'] as const) {
    positiveInt(k, config[k]);
  }
  if (config.workerYoungGenerationMb !== undefined) positiveInt('workerYoungGenerationMb', config.workerYoungGenerationMb);
  if (config.workerMaxWasmMb !== undefined) positiveInt('workerMaxWasmMb', config.workerMaxWasmMb);
  if (!['cpu', 'cuda', 'auto'].includes(config.device)) throw new TypeError("config.device must be 'cpu', 'cuda' or 'auto'");
}

function packageVersion(name: string): string {
  try {
    const require = createRequire(import.meta.url);
    const dir = require.resolve(name).replace(/(node_modules\/[^/]+(?:\/[^/]+)?)\/.*$/, (_m, base: string) => base);
    return (JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The model version reported in results: the `version` of the model manifest (pinned model files; by default
 * models/manifest.json), or, without a manifest, the versions of the native engines that produced the text.
 */
export function readModelVersion(manifestPath: string | URL = new URL('../models/manifest.json', import.meta.url)): string {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version?: unknown };
    if (typeof manifest.version === 'string' && manifest.version.length > 0) return manifest.version;
  } catch {
    // No manifest: fall through to package versions.
  }
  return `mupdf-${packageVersion('mupdf')}+sharp-${packageVersion('sharp')}+onnxruntime-node-${packageVersion('onnxruntime-node')}`;
}

/**
 * Worker entry next to this file: worker.js when compiled; from .ts sources (tsx, vitest) a small
 * .mjs bootstrap that registers tsx inside the thread (`--import tsx` in execArgv does not reach
 * worker threads: tsx registers itself on the main thread only).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.ts')) return { filename: fileURLToPath(new URL('./worker-tsx.mjs', import.meta.url)), execArgv: [] };
  return { filename: fileURLToPath(new URL('./worker.js', import.meta.url)), execArgv: [...process.execArgv] };
}

/** Bytes as a transferable buffer: the view's own buffer when it spans it, else a copy. */
function transferable(bytes: Uint8Array): { view: Uint8Array; buffer: ArrayBuffer } {
  const buf = bytes.buffer;
  if (buf instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buf.byteLength) return { view: bytes, buffer: buf };
  const copy = bytes.slice();
  return { view: copy, buffer: copy.buffer as ArrayBuffer };
}

class ExtractionEngine implements Engine {
  readonly modelVersion: string;
  /** The execution provider OCR runs on: config.device with 'auto' settled at start. */
  readonly device: 'cpu' | 'cuda';
  readonly #pool: EnginePool;
  /**
   * One thread of its own for the short tasks a request waits on (counting pages before a 202, rendering a
   * page image): behind documents on the processing pool they would wait up to a document's time budget.
   */
  readonly #quick: EnginePool;
  readonly #config: EngineConfig;
  readonly #hooks: EngineHooks;

  constructor(config: EngineConfig, pool: EnginePool, quick: EnginePool, modelVersion: string, hooks: EngineHooks, device: 'cpu' | 'cuda') {
    this.#config = config;
    this.device = device;
    this.#pool = pool;
    this.#quick = quick;
    this.modelVersion = modelVersion;
    this.#hooks = hooks;
  }

  /** Threads alive in the pool (stays at config.workers: crashed or recycled threads are replaced). */
  get threads(): number {
    return this.#pool.threads;
  }

  get queueSize(): number {
    return this.#pool.queueSize;
  }

  countPages(bytes: Uint8Array): Promise<PageCountOutcome> {
    // Cloned, not transferred: the caller goes on to process the same bytes.
    return this.#quick.run<PageCountOutcome>('countPages', { bytes }, { timeoutMs: this.#config.documentTimeoutMs, onLog: this.#hooks.log });
  }

  process(bytes: Uint8Array, options: ProcessOptions, control: ProcessControl = {}): Promise<EngineOutcome> {
    return this.#process(bytes, options, control, false) as Promise<EngineOutcome>;
  }

  processJson(bytes: Uint8Array, options: ProcessOptions, control: ProcessControl = {}): Promise<EngineOutcomeJson> {
    return this.#process(bytes, options, control, true) as Promise<EngineOutcomeJson>;
  }

  /** `json`: the worker stringifies the result's bulky parts (see ExtractionResultJson). */
  #process(bytes: Uint8Array, options: ProcessOptions, control: ProcessControl, json: boolean): Promise<EngineOutcome | EngineOutcomeJson> {
    let payload = bytes;
    const transferList: ArrayBuffer[] = [];
    if (control.transfer !== false) {
      const t = transferable(bytes);
      payload = t.view;
      transferList.push(t.buffer);
    }
    return this.#pool.run<EngineOutcome | EngineOutcomeJson>(
      'processDocument',
      { bytes: payload, options, json },
      { transferList, signal: control.signal, onProgress: control.onProgress, timeoutMs: this.#config.documentTimeoutMs, onLog: this.#hooks.log },
    );
  }

  renderPage(bytes: Uint8Array, pageNumber: number, dpi: number): Promise<RenderPageOutcome> {
    if (!Number.isInteger(dpi) || dpi < 1) return Promise.reject(new TypeError('dpi must be a positive integer'));
    if (!Number.isInteger(pageNumber) || pageNumber < 1) {
      return Promise.resolve({ ok: false, error: { code: 'PAGE_NOT_FOUND', message: `page ${pageNumber} does not exist`, stage: 'render' } });
    }
    // Cloned, not transferred: a few milliseconds per MB against a render, and the caller keeps its bytes.
    return this.#quick.run<RenderPageOutcome>(
      'renderPageImage',
      { bytes, pageNumber, dpi },
      { timeoutMs: this.#config.documentTimeoutMs, onLog: this.#hooks.log },
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#quick.close()]);
  }
}

/** How long the thread for page counts and page images stays after its last task. */
const QUICK_IDLE_MS = 60_000;

/**
 * Start the engine: a pool of `config.workers` threads (plus one for page counts and page images), each with `workerMaxOldGenerationMb` of heap,
 * loading models lazily on first use. Before the pool starts, every model file is checked against its pinned
 * hash; for a device other than 'cpu' that is done by one worker loading the OCR sessions, which settles the
 * device: 'cuda' without a working CUDA provider fails here, and 'auto' logs its one line here and runs the
 * pool on what it found.
 * Resolves once a worker has answered a first (tiny) task, so a broken installation fails here rather than
 * on the first upload.
 */
export async function createEngine(config: EngineConfig, hooks: EngineHooks = {}): Promise<Engine & { readonly threads: number; readonly queueSize: number; readonly device: 'cpu' | 'cuda' }> {
  validate(config);
  // The device probe loads (and so checks) every model itself.
  if (config.device === 'cpu') await verifyModels(config.modelManifestPath);
  // The manifest the workers load models from names the version the results carry.
  const modelVersion = readModelVersion(config.modelManifestPath);
  const settings: WorkerSettings = {
    onnxThreads: config.onnxThreads,
    device: config.device,
    maxPages: config.maxPages,
    maxPixels: config.maxPixels,
    pageImageDpi: config.pageImageDpi,
    modelVersion,
    maxWasmBytes: (config.workerMaxWasmMb ?? DEFAULT_MAX_WASM_MB) * 2 ** 20,
    ...(config.modelManifestPath ? { manifestPath: config.modelManifestPath } : {}),
  };
  const entry = workerEntry();
  const poolOptions = (workers: number, workerData: WorkerSettings) => ({
    filename: entry.filename,
    execArgv: entry.execArgv,
    workers,
    workerData,
    maxOldGenerationMb: config.workerMaxOldGenerationMb,
    youngGenerationMb: config.workerYoungGenerationMb ?? DEFAULT_YOUNG_GENERATION_MB,
  });
  const device = config.device === 'cpu' ? 'cpu' : await probeDevice(new EnginePool(poolOptions(1, settings)), config, hooks);
  const pool = new EnginePool(poolOptions(config.workers, { ...settings, device }));
  // Never runs OCR: no device of its own. Its thread (about 100 MB resident) starts when a request needs it and
  // ends after a minute without one.
  const quick = new EnginePool({ ...poolOptions(1, { ...settings, device: 'cpu' }), idleTimeoutMs: QUICK_IDLE_MS });
  const engine = new ExtractionEngine(config, pool, quick, modelVersion, hooks, device);
  const tiny = { timeoutMs: config.documentTimeoutMs, onLog: hooks.log };
  const probes = await Promise.all([pool, quick].map((p) => p.run<PageCountOutcome>('countPages', { bytes: new Uint8Array(0) }, tiny)));
  const failed = probes.find((probe) => !probe.ok && probe.error.code !== 'EMPTY_FILE');
  if (failed && !failed.ok) {
    await engine.close();
    throw new Error(`engine workers failed to start: ${failed.error.code}: ${failed.error.message}`);
  }
  return engine;
}

/** Runs the device probe on a one-thread pool, then ends that pool (its OCR sessions would only hold memory). */
async function probeDevice(pool: EnginePool, config: EngineConfig, hooks: EngineHooks): Promise<'cpu' | 'cuda'> {
  try {
    // Loading the models on a GPU can take a while the first time (kernel selection), not the document budget.
    const probe = await pool.run<DeviceProbeOutcome>('probeDevice', {}, { timeoutMs: Math.max(config.documentTimeoutMs, 120_000), onLog: hooks.log });
    if (!probe.ok) throw new Error(`engine device '${config.device}': ${probe.error.message}`);
    return probe.provider;
  } finally {
    await pool.close();
  }
}
