/**
 * The one contract every pipeline stage follows (STYLE.md practices 1 and 2): page stages map a
 * `PageState` to a `PageState`; document stages map the `DocState`. A page that carries an `error`
 * is skipped by every later page stage and reported in `pageErrors`.
 */
import type * as mupdf from 'mupdf';
import type { Sniffed } from '../sniff.ts';
import type { EngineErrorData, FileKind, PageContent, ProcessOptions } from '../types.ts';
import type { Ocr } from '../ocr/index.ts';

/** A greyscale page image, ready for OCR. */
export interface PageImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1;
  /** Resolution the image was rendered or scanned at (OCR scales by it). */
  dpi: number;
  /** Points per pixel of this image in the page's coordinate system (72/dpi for PDF renders, 1 for images). */
  pointsPerPixel: number;
}

export interface PageResult {
  content: PageContent | null;
  /** Set when the page needs OCR; released once OCR has run. */
  image?: PageImage;
  /** PNG of the page when page images were asked for. */
  png?: Uint8Array;
}

export interface PageState {
  pageNo: number;
  result: PageResult;
  error?: EngineErrorData;
}

/** What the load stage opened; page stages read from it. */
export type LoadedInput =
  | { kind: 'pdf'; doc: mupdf.Document }
  | { kind: 'image'; bytes: Uint8Array; density: number | null; width: number; height: number };

export interface Attachment {
  name: string;
  data: Uint8Array;
}

/** Output of the extraction helper (engine/extract), mirrored here as the pipeline's data. */
export interface Extraction {
  documentType: string;
  confidence: number;
  extractedData: Record<string, unknown>;
  fields: Record<string, import('../types.ts').FieldEvidence>;
  tables: import('../types.ts').Table[];
  validation: Array<{ field: string; check: string; ok: boolean; message?: string }>;
}

export interface DocState {
  bytes: Uint8Array;
  sniffed: Sniffed | null;
  fileKind?: FileKind;
  input?: LoadedInput;
  pages: PageState[];
  attachments: Attachment[];
  extraction?: Extraction;
  confidence?: number;
  /** A document-level failure stops the pipeline. */
  error?: EngineErrorData;
}

/** Engine settings a worker needs (from EngineConfig, passed as workerData). */
export interface WorkerSettings {
  onnxThreads: number;
  device: 'cpu' | 'cuda' | 'auto';
  maxPages: number;
  maxPixels: number;
  pageImageDpi: number;
  modelVersion: string;
  /** MuPDF WebAssembly heap cap per worker (bytes): a document that passes it fails, and the worker is recycled. */
  maxWasmBytes?: number;
  /** Model manifest (default models/manifest.json). */
  manifestPath?: string;
}

export interface StageContext {
  options: ProcessOptions & { readAttachments?: boolean };
  settings: WorkerSettings;
  /** The worker's OCR engine, created on first use. */
  ocr(): Promise<Ocr>;
  log(msg: string): void;
}

export interface PageStage {
  name: string;
  scope: 'page';
  run(page: PageState, doc: DocState, ctx: StageContext): Promise<PageState>;
}

export interface DocStage {
  name: string;
  scope: 'document';
  run(doc: DocState, ctx: StageContext): Promise<DocState>;
}

export type Stage = PageStage | DocStage;
