/**
 * Model manifest loading, hash pinning and ONNX session creation (STYLE.md practice 13: models load once per
 * worker, are pinned by hash, and sessions are read-only afterwards).
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { InferenceSession } from 'onnxruntime-node';

/** One pinned file: either inside an npm package (`package` set) or next to the manifest. */
export interface ManifestFile {
  package?: string;
  packageVersion?: string;
  path: string;
  sha256: string;
  note?: string;
}

export interface DetThresholds {
  /** Manifest entry of the detector file (default `det`). */
  model?: string;
  thresh: number;
  boxThresh: number;
  unclipRatio: number;
  /** Least unclip ratio across a line, used where neighbouring lines leave no room (default unclipRatio). */
  unclipDenseRatio?: number;
  minSize: number;
  maxCandidates: number;
  /** First-pass detection resolution, as dpi of the page image fed to the detector. */
  targetDpi: number;
  /** Median text-line height (det pixels) outside [min, max] triggers one re-detection at a corrected scale. */
  minTextHeight: number;
  maxTextHeight: number;
  idealTextHeight: number;
  minSide: number;
  maxPixels: number;
}

export interface Thresholds {
  det: DetThresholds;
  cls: { thresh: number; width: number; batch: number };
  rec: {
    model?: string;
    height: number;
    maxWidth: number;
    maxBatchPixels: number;
    /**
     * Batch budget on the CPU provider (default maxBatchPixels). On one core, batches of ~50k crop pixels ran the
     * bench page's recognition in 0.75× the time of 600k-pixel batches (activations stay in cache); GPUs want
     * the large batches (and few distinct shapes).
     */
    cpuMaxBatchPixels?: number;
    maxWidthRatio: number;
    dropScore: number;
    /** Word-space restoration for the ch_ recogniser (engine/ocr/ctc.ts restoreSpaces); absent = model output only. */
    spaces?: { prob: number; probWide: number; wideSteps: number; gapSteps: number };
    /**
     * Second opinion from a more exact recogniser (`model`, e.g. the fp32 `rec`) on the lines the first one was
     * unsure of: a gap whose space-class probability lies in [spaceLow, spaceHigh) (int8 quantisation blurs
     * exactly that), or a line score under `below`. Absent = one recogniser only.
     */
    fallback?: { model: string; spaceLow: number; spaceHigh: number; below: number };
  };
  reread: { below: number; maxLinesPerPage: number };
}

export interface Manifest {
  version: string;
  files: Record<string, ManifestFile>;
  thresholds: Thresholds;
}

export type Device = 'cpu' | 'cuda' | 'auto';

/** Thrown when a model file's bytes do not match the manifest. */
export class ModelHashError extends Error {
  readonly code = 'MODEL_HASH_MISMATCH';
  constructor(
    readonly file: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`model file ${file} has sha256 ${actual}, but the manifest pins ${expected}; refusing to start`);
  }
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** Path of the manifest shipped with the project. */
export const DEFAULT_MANIFEST = join(HERE, 'manifest.json');

/** Reads and minimally validates a manifest file. */
export async function loadManifest(path: string = DEFAULT_MANIFEST): Promise<Manifest & { dir: string }> {
  const raw = JSON.parse(await readFile(path, 'utf8')) as Manifest;
  if (typeof raw.version !== 'string' || !raw.files || !raw.thresholds) {
    throw new Error(`model manifest ${path} lacks version, files or thresholds`);
  }
  return { ...raw, dir: dirname(resolve(path)) };
}

/** Finds `node_modules/<pkg>` walking up from `from` (package `exports` maps forbid require.resolve of assets). */
function packageDir(pkg: string, from: string): string {
  // From the manifest's folder first, then from this project's (a manifest copied elsewhere still resolves).
  for (const start of [from, HERE]) {
    for (let dir = start; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', pkg);
      if (existsSync(candidate)) return candidate;
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(`npm package ${pkg} not found (needed for model files); run npm install`);
}

/** Absolute path of a manifest entry. */
export function resolveModelPath(entry: ManifestFile, manifestDir: string): string {
  return entry.package ? join(packageDir(entry.package, manifestDir), entry.path) : resolve(manifestDir, entry.path);
}

/**
 * Resolves a manifest entry and checks its sha256. Throws {@link ModelHashError} naming the file, the expected and
 * the actual hash when they differ, so a corrupted or swapped model never serves requests.
 */
export async function verifiedPath(manifest: Manifest & { dir: string }, key: string): Promise<string> {
  const entry = manifest.files[key];
  if (!entry) throw new Error(`model manifest has no entry "${key}"`);
  const path = resolveModelPath(entry, manifest.dir);
  // Streamed: reading the 32 traineddata files whole left about 70 MB more resident in every process that checked them.
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch (err) {
    throw new Error(`model file ${path} (manifest entry "${key}") cannot be read: ${(err as Error).message}`);
  }
  const actual = hash.digest('hex');
  if (actual !== entry.sha256) throw new ModelHashError(path, entry.sha256, actual);
  return path;
}

/**
 * The manifest entries OCR reads, by role: detector and recogniser as thresholds.{det,rec}.model name them (by
 * default the graph-simplified files models/fuse-ppocr.py builds from the npm package's det and rec), the angle
 * classifier, the dictionary, the second-opinion recogniser if configured, and every tesseract language.
 */
export function ocrModelKeys(manifest: Manifest): {
  det: string;
  cls: string;
  rec: string;
  keys: string;
  fallback: string | null;
  tess: string[];
  /** tesseract's orientation-and-script data; a manifest without it turns script detection off. */
  osd: string | null;
} {
  const tess = Object.keys(manifest.files).filter((k) => /^tess[A-Z]/.test(k));
  if (!tess.includes('tessEng')) throw new Error('model manifest has no entry "tessEng"');
  return {
    det: manifest.thresholds.det.model ?? 'det',
    cls: 'cls',
    rec: manifest.thresholds.rec.model ?? 'rec',
    keys: 'keys',
    fallback: manifest.thresholds.rec.fallback?.model ?? null,
    tess,
    osd: manifest.files.osd ? 'osd' : null,
  };
}

const verified = new Map<string, Promise<void>>();

/**
 * Checks every file OCR reads against its pinned sha256, once per manifest per process: the engine calls it at
 * start so that a corrupted or swapped model stops the service before it takes uploads, not at the first scan.
 * Workers check again what they load: the ONNX models and dictionary when they create their sessions, a
 * language's traineddata before they first read it (engine/ocr/index.ts tessLanguages).
 */
export function verifyModels(path: string = DEFAULT_MANIFEST): Promise<void> {
  const key = resolve(path);
  let done = verified.get(key);
  if (!done) {
    done = (async () => {
      const manifest = await loadManifest(path);
      const k = ocrModelKeys(manifest);
      await Promise.all([k.det, k.cls, k.rec, k.keys, ...(k.fallback ? [k.fallback] : []), ...(k.osd ? [k.osd] : []), ...k.tess].map((entry) => verifiedPath(manifest, entry)));
    })();
    // A failure is not remembered: the next start checks again (someone may have restored the file).
    done.catch(() => verified.delete(key));
    verified.set(key, done);
  }
  return done;
}

export interface SessionFactoryConfig {
  onnxThreads: number;
  device: Device;
  log?: (msg: string) => void;
}

/** Creates ONNX sessions; `provider()` tells which execution provider they run on once the first exists. */
export type SessionCreator = ((path: string) => Promise<InferenceSession>) & { provider(): 'cpu' | 'cuda' | undefined };

/**
 * Returns a function that creates ONNX sessions with the configured threads and execution provider.
 * 'auto' tries CUDA on the first session; if that fails it logs one line and every session uses the CPU.
 */
export async function sessionFactory(cfg: SessionFactoryConfig): Promise<SessionCreator> {
  const ort = await import('onnxruntime-node');
  let providers: string[] | undefined = cfg.device === 'cpu' ? ['cpu'] : undefined;
  const options = (eps: string[], quiet = false): InferenceSession.SessionOptions => ({
    // The CUDA probe under 'auto' fails by design on CPU-only builds; keep ORT's own stderr line out of the log.
    logSeverityLevel: quiet ? 4 : 2,
    intraOpNumThreads: Math.max(1, cfg.onnxThreads),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    executionProviders: eps,
  });
  const create = async (path: string): Promise<InferenceSession> => {
    if (providers) return ort.InferenceSession.create(path, options(providers));
    try {
      const session = await ort.InferenceSession.create(path, options(['cuda'], cfg.device === 'auto'));
      providers = ['cuda'];
      return session;
    } catch (err) {
      const msg = (err as Error).message.split('\n')[0];
      if (cfg.device === 'cuda') {
        throw new Error(`device 'cuda' requested but the ONNX Runtime CUDA execution provider is unavailable: ${msg}`);
      }
      providers = ['cpu'];
      cfg.log?.(`ocr: CUDA execution provider unavailable (${msg}); using CPU`);
      return ort.InferenceSession.create(path, options(providers));
    }
  };
  return Object.assign(create, { provider: () => providers?.[0] as 'cpu' | 'cuda' | undefined });
}
