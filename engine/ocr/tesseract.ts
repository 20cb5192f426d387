/**
 * tesseract.js fallback: whole pages in languages the PP-OCR dictionary does not cover, and single-line
 * re-reads (PSM 7) of lines PP-OCR read with low confidence. Traineddata comes from the @tesseract.js-data
 * packages on disk, pinned in models/manifest.json; nothing is fetched or cached over the network.
 */
import type Tesseract from 'tesseract.js';

import type { Line, Word } from '../types.ts';
import type { GrayImage } from './image.ts';
import { primaryLanguage } from './languages.ts';
import { joinUnspaced } from './writing.ts';

/** A PGM (P5) file: leptonica reads it without any encoding cost on our side. */
export function toPgm(img: { data: Uint8Array; width: number; height: number }): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.data.length);
  out.set(header, 0);
  out.set(img.data, header.length);
  return out;
}

/** Tesseract page segmentation modes used for whole pages. */
export type PageSegMode = 3 | 4 | 6;

/**
 * Page segmentation for a whole page: a strip clearly taller than wide (width < 0.6 × height, e.g. a till
 * receipt) is one column of text, read as one uniform block (PSM 6); automatic layout analysis (PSM 3) split
 * receipt lines into stray blocks and lost words there (SROIE dev receipts 000–228: CER 13.0 % → 11.6 % with PSM 6
 * on every receipt). Anything page-shaped keeps PSM 3, which handles columns.
 */
export function pageSegMode(width: number, height: number): PageSegMode {
  return width < 0.6 * height ? 6 : 3;
}

/**
 * The resolution to declare to tesseract, or '0' (let it estimate from the text). 72 and 96 dpi are what JPEG and
 * PNG writers put in by default whatever the scan's real resolution, so only values a scanner or our own renderer
 * would set are passed on; a declared dpi spares tesseract its "Estimating resolution" guess.
 */
export function declaredDpi(dpi: number): string {
  return Number.isFinite(dpi) && dpi >= 100 && dpi <= 1200 ? String(Math.round(dpi)) : '0';
}

/** tesseract's orientation-and-script data: its folder and the check of its sha256 run before it is loaded. */
export interface OsdData {
  dir: string;
  verify?: () => Promise<unknown>;
}

export interface TessLineRead {
  text: string;
  confidence: number;
  words: Array<{ text: string; confidence: number; bbox: [number, number, number, number] }>;
}

/**
 * Most tesseract.js workers one pool keeps. Each holds its language's network and a WebAssembly heap: the first
 * cost about 250 MB of resident memory in one process, each further language 35–60 MB (nine languages: 1.0 GB
 * against 0.44 GB with PP-OCR alone), and 32 languages are pinned.
 */
export const MAX_TESSERACT_WORKERS = 4;

/**
 * One tesseract.js worker per language, created on first use and kept while it is among the
 * {@link MAX_TESSERACT_WORKERS} languages used last; the one used longest ago is terminated once its queued reads
 * are done (starting a worker again costs about a second).
 */
export class TesseractPool {
  /** Workers by language, the one used longest ago first. */
  private readonly workers = new Map<string, Promise<Tesseract.Worker>>();
  /** Terminations of evicted workers still under way; close() waits for them. */
  private readonly retiring = new Set<Promise<unknown>>();
  /** Serialises calls per worker: parameters (page-segmentation mode) are per worker state. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The parameters each worker was last given: a page of line reads sets them once, not once per line. */
  private readonly params = new Map<string, string>();

  private readonly log?: (msg: string) => void;
  private readonly maxWorkers: number;
  /** Checks a language's traineddata before its worker loads it (a rejection fails the reads of that worker). */
  private readonly verify?: (lang: string) => Promise<unknown>;
  private readonly osd?: OsdData;
  /** The orientation-and-script worker (tesseract's legacy engine), created on first use. */
  private osdWorker: Promise<Tesseract.Worker> | null = null;
  private osdQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly langDirs: Record<string, string>,
    opts: { log?: (msg: string) => void; maxWorkers?: number; verify?: (lang: string) => Promise<unknown>; osd?: OsdData } = {},
  ) {
    this.log = opts.log;
    this.maxWorkers = opts.maxWorkers ?? MAX_TESSERACT_WORKERS;
    this.verify = opts.verify;
    this.osd = opts.osd;
  }

  /**
   * The script tesseract's orientation-and-script detection sees on an upright page ('Latin', 'Greek',
   * 'Cyrillic', 'Arabic', 'Han', 'Japanese', 'Hangul', 'Common', ...) and its confidence (an unbounded score; 2
   * and more is a clear call on a full page), or null without osd data, when it finds no script, or when it fails
   * (logged; a worker that failed to start fails every later call too).
   */
  detectScript(img: GrayImage): Promise<{ script: string; confidence: number } | null> {
    const osd = this.osd;
    if (!osd) return Promise.resolve(null);
    this.osdWorker ??= (async () => {
      await osd.verify?.();
      const { createWorker, OEM } = await import('tesseract.js');
      const w = await createWorker('osd', OEM.TESSERACT_ONLY, { langPath: osd.dir, gzip: true, cacheMethod: 'none', legacyCore: true, legacyLang: true });
      await w.setParameters({ debug_file: '/dev/null' } as Partial<Tesseract.WorkerParams>);
      return w;
    })();
    const worker = this.osdWorker;
    const run = this.osdQueue.catch(() => undefined).then(async () => {
      try {
        const { data } = await (await worker).detect(Buffer.from(toPgm(img)));
        return data.script ? { script: data.script, confidence: data.script_confidence ?? 0 } : null;
      } catch (err) {
        // The page is still read, in the language asked for: detection is a second chance, not a reason to fail.
        this.log?.(`ocr: script detection failed: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      }
    });
    this.osdQueue = run;
    return run;
  }

  /** Whether the language (ISO 639-1, region allowed) has traineddata here, its own or a stand-in's. */
  hasLang(iso: string): boolean {
    return this.dataFor(iso) !== null;
  }

  /** Traineddata language for an ISO 639-1 code, or eng when neither its data nor a stand-in's is installed. */
  resolveLang(iso: string): string {
    const lang = this.dataFor(iso);
    if (lang) return lang;
    this.log?.(`ocr: no tesseract traineddata for '${iso}' (${ISO_TO_TESS[primaryLanguage(iso)] ?? 'unknown'}); reading with eng`);
    return 'eng';
  }

  private dataFor(iso: string): string | null {
    // A region ('fr-CA', 'pt_BR') reads with its language's data.
    const lang = ISO_TO_TESS[primaryLanguage(iso)];
    if (lang === undefined) return null;
    if (this.langDirs[lang]) return lang;
    const standIn = STAND_INS[lang];
    return standIn && this.langDirs[standIn] ? standIn : null;
  }

  /** Languages with a live worker, the one used longest ago first. */
  liveLanguages(): string[] {
    return [...this.workers.keys()];
  }

  private worker(lang: string): Promise<Tesseract.Worker> {
    let w = this.workers.get(lang);
    // Map order is use order: the language read now goes last.
    if (w) this.workers.delete(lang);
    else {
      if (this.workers.size >= this.maxWorkers) this.retire(this.workers.keys().next().value!);
      w = (async () => {
        await this.verify?.(lang);
        const { createWorker, OEM } = await import('tesseract.js');
        const created = await createWorker(lang, OEM.LSTM_ONLY, {
          langPath: this.langDirs[lang],
          gzip: true,
          cacheMethod: 'none',
        });
        // tesseract prints layout diagnostics to stdout ("Estimating resolution as …", blob statistics of
        // empty crops): not the service's log.
        await created.setParameters({ debug_file: '/dev/null' } as Partial<Tesseract.WorkerParams>);
        return created;
      })();
    }
    this.workers.set(lang, w);
    return w;
  }

  /** Drops a language's worker and terminates it once the reads queued on it are done. */
  private retire(lang: string): void {
    const w = this.workers.get(lang)!;
    // The language's queue stays: a read queued behind the retiring worker's still runs after it (on a new one).
    const queued = this.queues.get(lang) ?? Promise.resolve();
    this.workers.delete(lang);
    this.params.delete(lang);
    const done = queued
      .catch(() => undefined)
      .then(async () => (await w.catch(() => null))?.terminate())
      .catch(() => undefined)
      .finally(() => this.retiring.delete(done));
    this.retiring.add(done);
  }

  private async setParams(lang: string, w: Tesseract.Worker, psm: string, dpi: string): Promise<void> {
    const key = `${psm}/${dpi}`;
    if (this.params.get(lang) === key) return;
    this.params.delete(lang);
    await w.setParameters({ tessedit_pageseg_mode: psm as Tesseract.PSM, user_defined_dpi: dpi });
    this.params.set(lang, key);
  }

  private serial<T>(lang: string, fn: (w: Tesseract.Worker) => Promise<T>): Promise<T> {
    const prev = this.queues.get(lang) ?? Promise.resolve();
    const next = prev.catch(() => undefined).then(async () => fn(await this.worker(lang)));
    this.queues.set(lang, next);
    return next;
  }

  /** Reads a whole (upright) page; bboxes in page pixels. `psm` defaults to {@link pageSegMode} of the page's shape. */
  readPage(img: GrayImage, lang: string, opts: { psm?: PageSegMode } = {}): Promise<Line[]> {
    const psm = opts.psm ?? pageSegMode(img.width, img.height);
    return this.serial(lang, async (w) => {
      await this.setParams(lang, w, String(psm), declaredDpi(img.dpi));
      const { data } = await w.recognize(Buffer.from(toPgm(img)), {}, { blocks: true, text: false });
      const lines: Line[] = [];
      for (const block of data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const l of para.lines) {
            const words = joinUnspaced(l.words.filter((x) => x.text.trim() !== '').map(toWord));
            if (words.length === 0) continue;
            lines.push({ text: words.map((x) => x.text).join(' '), bbox: [l.bbox.x0, l.bbox.y0, l.bbox.x1, l.bbox.y1], words });
          }
        }
      }
      return lines;
    });
  }

  /** Reads one text line (PSM 7) from a crop; word bboxes relative to the crop. */
  readLine(crop: { data: Uint8Array; width: number; height: number }, lang: string): Promise<TessLineRead> {
    return this.serial(lang, async (w) => {
      // Parameters persist per worker: undo a page's declared dpi (crops carry none; declaring the page's
      // measured no different on SROIE dev receipts).
      await this.setParams(lang, w, '7', '0');
      const { data } = await w.recognize(Buffer.from(toPgm(crop)), {}, { blocks: true, text: false });
      const words: TessLineRead['words'] = [];
      for (const block of data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const l of para.lines) {
            for (const x of l.words) {
              if (x.text.trim() === '') continue;
              words.push({ text: x.text, confidence: clamp01(x.confidence / 100), bbox: [x.bbox.x0, x.bbox.y0, x.bbox.x1, x.bbox.y1] });
            }
          }
        }
      }
      const confidence = words.length ? words.reduce((s, x) => s + x.confidence, 0) / words.length : 0;
      const joined = joinUnspaced(words);
      return { text: joined.map((x) => x.text).join(' '), confidence, words: joined };
    });
  }

  /** Terminates every worker created so far. */
  async close(): Promise<void> {
    const all = [...this.workers.values(), ...(this.osdWorker ? [this.osdWorker] : [])];
    this.workers.clear();
    this.params.clear();
    this.osdWorker = null;
    await Promise.all([...all.map(async (p) => (await p.catch(() => null))?.terminate()), ...this.retiring]);
  }
}

function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}

function toWord(x: Tesseract.Word): Word {
  return {
    text: x.text,
    bbox: [x.bbox.x0, x.bbox.y0, x.bbox.x1, x.bbox.y1],
    confidence: clamp01(x.confidence / 100),
    source: 'ocr',
  };
}

/**
 * ISO 639-1 → tesseract traineddata name for the languages a logistics document is likely to be in. Those pinned in
 * models/manifest.json are read with their own data, Russian with a stand-in's ({@link STAND_INS}); Chinese,
 * Malay and Indonesian are PP-OCR's (languages.ts), and a language missing here has no data: index.ts autoReader
 * sends it to PP-OCR.
 */
const ISO_TO_TESS: Record<string, string> = {
  en: 'eng', fr: 'fra', de: 'deu', es: 'spa', it: 'ita', nl: 'nld', pt: 'por', pl: 'pol', cs: 'ces', sk: 'slk',
  hu: 'hun', ro: 'ron', hr: 'hrv', sl: 'slv', et: 'est', lv: 'lav', lt: 'lit', sv: 'swe', da: 'dan', no: 'nor',
  nb: 'nor', fi: 'fin', tr: 'tur', vi: 'vie', el: 'ell', bg: 'bul', uk: 'ukr', ru: 'rus', zh: 'chi_sim', ja: 'jpn',
  ko: 'kor', ar: 'ara', th: 'tha', he: 'heb', hi: 'hin', ms: 'msa', id: 'ind',
};

/**
 * Data read in place of a language's own where the npm registry has none. Russian with the Bulgarian data: the
 * same Cyrillic letters but ы, э and ё (on its page of bench/ocr-languages.ts it reads ы as ь and ё as е; at 300
 * dpi: 83.7 % of words exact, 88.6 % once writing.ts respelling restores the -ый of adjectives, against 22.8 %
 * with PP-OCR or tesseract's English data).
 */
const STAND_INS: Record<string, string> = { rus: 'bul' };
