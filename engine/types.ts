/**
 * Public data shapes of the engine. Everything here is plain data (structured-cloneable), because it
 * crosses the worker-thread boundary. The API layer imports only this file and `engine/index.ts`.
 */

/** Box in PDF points (1/72 inch), top-left origin: [x0, y0, x1, y1]. Images use pixels at 72 dpi-equivalent scale. */
export type BBox = [number, number, number, number];

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'tiff';

export interface Word {
  text: string;
  bbox: BBox;
  /** 0..1; 1 for text taken from a PDF text layer. */
  confidence: number;
  fontSize?: number;
  bold?: boolean;
  source: 'text' | 'ocr';
}

export interface Line {
  text: string;
  bbox: BBox;
  words: Word[];
}

/** A ruling line or rectangle from a PDF's vector content (tables need them). */
export interface Rule {
  bbox: BBox;
  kind: 'h' | 'v' | 'rect';
}

export interface PageContent {
  pageNumber: number;
  width: number;
  height: number;
  /** How this page's text was obtained. */
  textSource: 'text' | 'ocr' | 'none';
  lines: Line[];
  rules: Rule[];
  /** Boxes of the images a PDF page draws (points), where text printed as a picture may hide. */
  images?: BBox[];
  /** 0..1, mean word confidence (1 for a text layer). */
  confidence: number;
  /** The language OCR read the page in (ISO 639-1), where it differs from the one asked for (detectLanguage). */
  language?: string;
}

export interface EngineErrorData {
  code: EngineErrorCode;
  message: string;
  page?: number;
  stage?: string;
}

/**
 * Error codes the engine reports as data. The API maps them to the document's `error.code`
 * (PROCESSING_FAILED family) and to job error codes (UNSUPPORTED_FORMAT, OCR_FAILED, ...).
 */
export type EngineErrorCode =
  | 'UNSUPPORTED_FORMAT'
  | 'EMPTY_FILE'
  | 'CORRUPT_FILE'
  | 'ENCRYPTED_PDF'
  | 'NO_PAGES'
  | 'TOO_MANY_PAGES'
  | 'IMAGE_TOO_LARGE'
  | 'RESOURCE_LIMIT'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'OCR_FAILED'
  | 'EXTRACTION_FAILED'
  | 'WORKER_CRASHED'
  | 'INTERNAL'
  /** renderPage: the page number is not in the file. */
  | 'PAGE_NOT_FOUND';

export interface ProcessOptions {
  documentType: string;
  language: string;
  /**
   * The client named no language: `language` is the default, and a scanned page in another script, or in another
   * Latin-script language, is read (and the document extracted) in the language it shows (engine/ocr/script.ts,
   * engine/ocr/latin-language.ts).
   */
  detectLanguage?: boolean;
  extractTables: boolean;
  ocrFallback: boolean;
  includeRawText: boolean;
  includePageImages?: boolean;
  /** Pass embedded files (Factur-X / ZUGFeRD XML) to extraction; default true. */
  readAttachments?: boolean;
}

export interface Progress {
  currentPage: number;
  totalPages: number;
  percentComplete: number;
}

export interface FieldEvidence {
  page: number;
  bbox: BBox | null;
  confidence: number;
  source: 'text' | 'ocr' | 'derived' | 'embedded';
}

export interface TableCell {
  row: number;
  col: number;
  text: string;
  rowSpan?: number;
  colSpan?: number;
}

export interface Table {
  page: number;
  bbox: BBox;
  rows: number;
  cols: number;
  header: string[];
  cells: TableCell[];
}

export interface ExtractionResult {
  fileKind: FileKind;
  mimeType: string;
  pageCount: number;
  pagesProcessed: number;
  /** The type the engine settled on (detected when `generic` was asked). */
  documentType: string;
  confidence: number;
  extractedData: Record<string, unknown>;
  metadata: {
    processingTimeMs: number;
    modelVersion: string;
    pageConfidences: number[];
    requestedDocumentType: string;
    tables: Table[];
    extractionDetails: {
      tablesExtracted: number;
      fieldsExtracted: number;
      fields: Record<string, FieldEvidence>;
      validation?: Array<{ field: string; check: string; ok: boolean; message?: string }>;
    };
  };
  rawText?: { pages: Array<{ pageNumber: number; text: string }> };
  /** PNG bytes per page, only when includePageImages was asked. */
  pageImages?: Array<{ pageNumber: number; png: Uint8Array }>;
  /** Pages that failed while others succeeded. */
  pageErrors: EngineErrorData[];
}

export type EngineOutcome =
  | { ok: true; value: ExtractionResult }
  | { ok: false; error: EngineErrorData };

/** JSON text (JSON.stringify's output) of a value of type T. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/**
 * An ExtractionResult whose bulky parts (extracted data, per-field evidence, tables, raw text) cross the worker
 * boundary as JSON text made in the worker. Rebuilding them as objects costs the main thread, which every worker
 * shares, about 0.7 ms per ten-page invoice (46 KB of JSON) plus their garbage collection; a string is copied
 * in microseconds, and a caller that only stores or forwards the parts never parses them.
 */
export type ExtractionResultJson = Omit<ExtractionResult, 'extractedData' | 'metadata' | 'rawText'> & {
  extractedData: JsonText<ExtractionResult['extractedData']>;
  metadata: Omit<ExtractionResult['metadata'], 'tables' | 'extractionDetails'> & {
    tables: JsonText<ExtractionResult['metadata']['tables']>;
    extractionDetails: JsonText<ExtractionResult['metadata']['extractionDetails']>;
  };
  rawText?: JsonText<NonNullable<ExtractionResult['rawText']>>;
};

export type EngineOutcomeJson = { ok: true; value: ExtractionResultJson } | { ok: false; error: EngineErrorData };

export interface ProcessControl {
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
  /**
   * Default true: the bytes' ArrayBuffer is transferred to the worker (detached here) when the view
   * spans all of it; false copies them, leaving the caller's bytes usable.
   */
  transfer?: boolean;
}

export interface PageCountResult {
  ok: true;
  fileKind: FileKind;
  mimeType: string;
  pageCount: number;
}

export type PageCountOutcome = PageCountResult | { ok: false; error: EngineErrorData };

/** One page as PNG (renderPage): PDF pages rendered at the asked dpi, images at their own size, upright. */
export interface RenderedPageResult {
  ok: true;
  png: Uint8Array;
  width: number;
  height: number;
}

export type RenderPageOutcome = RenderedPageResult | { ok: false; error: EngineErrorData };

/** Which execution provider a worker's OCR sessions got (engine start-up). */
export type DeviceProbeOutcome = { ok: true; provider: 'cpu' | 'cuda' } | { ok: false; error: EngineErrorData };

export interface EngineConfig {
  /** Worker threads in the pool. */
  workers: number;
  /** Intra-op threads per ONNX session. */
  onnxThreads: number;
  device: 'cpu' | 'cuda' | 'auto';
  /** Per-document time budget; the worker is recycled past it. */
  documentTimeoutMs: number;
  maxPages: number;
  maxPixels: number;
  pageImageDpi: number;
  /** Resident-memory cap per worker thread (MB), passed to Piscina resourceLimits. */
  workerMaxOldGenerationMb: number;
  /**
   * Young generation per worker thread (MB; default 64). Larger than V8's default so that a document's
   * short-lived objects die young instead of being promoted and marked by background threads.
   */
  workerYoungGenerationMb?: number;
  /**
   * MuPDF WebAssembly heap cap per worker (MB; default 2048). V8's limits do not cover it and it never shrinks:
   * a document that grows it past the cap fails with RESOURCE_LIMIT and the worker is replaced.
   */
  workerMaxWasmMb?: number;
  /** Model manifest (default models/manifest.json; tests point at copies). */
  modelManifestPath?: string;
}

export interface Engine {
  /** Cheap: sniff type and count pages, without rendering. Runs in the pool. */
  countPages(bytes: Uint8Array): Promise<PageCountOutcome>;
  process(bytes: Uint8Array, options: ProcessOptions, control?: ProcessControl): Promise<EngineOutcome>;
  /** As `process`, with the result's bulky parts as JSON text (see ExtractionResultJson): for callers that store them. */
  processJson(bytes: Uint8Array, options: ProcessOptions, control?: ProcessControl): Promise<EngineOutcomeJson>;
  /**
   * One page (1-based) as PNG, in the pool: a PDF page rendered in RGB at `dpi` (lowered to stay within
   * maxPixels), an image page (TIFF/WEBP page index) upright per EXIF at its own size. Out of range →
   * PAGE_NOT_FOUND.
   */
  renderPage(bytes: Uint8Array, pageNumber: number, dpi: number): Promise<RenderPageOutcome>;
  close(): Promise<void>;
  readonly modelVersion: string;
}
