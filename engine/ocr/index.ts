/**
 * OCR for one page image: PP-OCRv4 (det → page orientation → per-line angle cls → rec) on ONNX Runtime, with
 * tesseract.js for languages PP-OCR's dictionary lacks and for lines PP-OCR reads with low confidence.
 * Sessions are created once per Ocr instance and only read afterwards (STYLE.md practice 13).
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';

import type { InferenceSession } from 'onnxruntime-node';

import { loadManifest, ocrModelKeys, resolveModelPath, sessionFactory, verifiedPath, type Manifest, type Thresholds } from '../../models/load.ts';
import type { Line, Rule } from '../types.ts';
import { classifyAngles } from './classify.ts';
import { detectText, medianHeight } from './detect.ts';
import { toGray, type GrayImage } from './image.ts';
import { latinScript, ppocrCovers } from './languages.ts';
import { withLatinWords, worthLatinCheck } from './latin-words.ts';
import { detectLatinLanguage } from './latin-language.ts';
import { detectLanguage, readsPoorly } from './script.ts';
import { respelling } from './writing.ts';
import { combineReadings } from './merge.ts';
import { pageConfidence, readingOrder, toLine } from './lines.ts';
import { recognizeBoxes } from './recognize.ts';
import { readDetectedLines, rereadWeakLines } from './reread.ts';
import { orientPage, type Rotation } from './rotate.ts';
import { deskewLines, pageSkew } from './skew.ts';
import { toTextHeight } from './fit.ts';
import { dropEchoes, tidyLines } from './tidy.ts';
import { findRules, splitAtRules } from './rules.ts';
import { TesseractPool } from './tesseract.ts';

export interface OcrImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3;
  dpi: number;
}

export interface OcrPageResult {
  /** Lines in reading order; bboxes in pixels of the upright page; every word has source 'ocr'. */
  lines: Line[];
  /** Mean word confidence, 0..1. */
  confidence: number;
  /** Clockwise rotation (degrees) applied to the input image to make it upright. */
  rotation: Rotation;
  /**
   * The upright page's small-angle skew in degrees (skew.ts; positive: its text ran down to the right), 0 when
   * none was corrected. Line and word boxes are given on the page turned back by it about its centre.
   */
  skew: number;
  /** The language the page was read in: the one asked for, or the one the page showed (`detectLanguage`). */
  language: string;
  /** Ruling lines seen in the page's pixels (rules.ts), in the frame of the line boxes. */
  rules: Rule[];
}

export interface Ocr {
  /**
   * The default picks by language: PP-OCR where its dictionary covers the language; tesseract on the detected
   * lines where it does not, with PP-OCR's letters on the lines tesseract was unsure of when the language is
   * written in Latin script (see merge.ts); a Latin-script language tesseract has no data of its own for goes to
   * PP-OCR. `reader` forces one path on any language, so that benchmarks compare them on the same pages: 'pp',
   * 'tesseract' alone, or 'tesseract+pp'.
   */
  recognize(img: OcrImage, opts: RecognizeOptions): Promise<OcrPageResult>;
  close(): Promise<void>;
  /** The manifest's version string, for metadata.modelVersion. */
  readonly modelVersion: string;
  /** The execution provider the sessions run on ('auto' resolved). */
  readonly provider: 'cpu' | 'cuda';
}

export type OcrReader = 'auto' | 'pp' | 'tesseract' | 'tesseract+pp';

export interface RecognizeOptions {
  language: string;
  reader?: OcrReader;
  /**
   * The client named no language: `language` is a default, and a page is read again in the language its script
   * shows when PP-OCR reads it poorly (script.ts), or in the Latin-script language its function words and a
   * sample of its lines show (latin-language.ts). Only on the 'auto' reader.
   */
  detectLanguage?: boolean;
  /** With detectLanguage: the language an earlier page of the same document was found in, tried first. */
  languageSeen?: string;
}

export interface OcrConfig {
  onnxThreads: number;
  device: 'cpu' | 'cuda' | 'auto';
  log?: (msg: string) => void;
  /** Alternative manifest (tests); defaults to models/manifest.json. */
  manifestPath?: string;
  /** Re-read low-confidence PP-OCR lines with tesseract (default true). */
  reread?: boolean;
}

/**
 * tesseract's line confidence below which PP-OCR reads the line too (tesseract+pp). SROIE dev receipts, CER: 4.35 %
 * below 0.8, 4.07 % below 0.9, 4.21 % below 0.95, 4.11 % on every line (for 20 % more time than 0.9).
 */
const TESS_UNSURE = 0.9;

interface Models {
  det: InferenceSession;
  cls: InferenceSession;
  rec: InferenceSession;
  /** The recogniser for second opinions (thresholds.rec.fallback), when configured. */
  rec2: InferenceSession | null;
  dict: string[];
  thresholds: Thresholds;
}

/** Per-stage timings of the last page, for benchmarks. */
export interface OcrTimings {
  detMs: number;
  orientMs: number;
  clsMs: number;
  /** PP-OCR recognition (on tesseract's unsure lines only, for tesseract+pp). */
  recMs: number;
  /** tesseract: weak-line re-reads on the PP-OCR path, every line on the tesseract paths. */
  rereadMs: number;
  lines: number;
  /** Lines PP-OCR read and tesseract replaced; on the tesseract+pp path, lines tesseract was unsure of. */
  reread: number;
  detPasses: number;
  /** Lines read again by the fallback recogniser (included in recMs). */
  secondOpinions: number;
  /** The path the page took ('auto' resolved). */
  reader: Exclude<OcrReader, 'auto'>;
  /** Lines of a page in a non-Latin script read in English too, for their Latin words (latin-words.ts). */
  latinChecks: number;
  /**
   * Language detection (detectLanguage): its time, including the samples' reads; the script tesseract named; the
   * Latin-script languages the page's function words pointed to (latin-language.ts).
   */
  detectMs: number;
  script: string | null;
  latinCandidates: string[];
}

/**
 * Verifies the ONNX models and the dictionary against the manifest's sha256 (a mismatch throws, naming the file
 * and both hashes; tesseract's traineddata is checked when a language is first read), creates the ONNX sessions,
 * and returns an Ocr. Call once per worker.
 */
export async function createOcr(cfg: OcrConfig): Promise<Ocr & { lastTimings(): OcrTimings | null }> {
  const manifest = await loadManifest(cfg.manifestPath);
  const roles = ocrModelKeys(manifest);
  const [detPath, clsPath, recPath, keysPath] = await Promise.all([roles.det, roles.cls, roles.rec, roles.keys].map((k) => verifiedPath(manifest, k)));
  const tessData = tessLanguages(manifest, roles.tess);
  const create = await sessionFactory(cfg);
  const det = await create(detPath);
  const [cls, rec, rec2] = await Promise.all([
    create(clsPath),
    create(recPath),
    roles.fallback ? verifiedPath(manifest, roles.fallback).then(create) : Promise.resolve(null),
  ]);
  const keys = (await readFile(keysPath, 'utf8')).split('\n').map((l) => l.replace(/\r$/, ''));
  if (keys[keys.length - 1] === '') keys.pop();
  const th = manifest.thresholds;
  const onCpu = create.provider() === 'cpu' && th.rec.cpuMaxBatchPixels !== undefined;
  const thresholds = onCpu ? { ...th, rec: { ...th.rec, maxBatchPixels: th.rec.cpuMaxBatchPixels! } } : th;
  const models: Models = { det, cls, rec, rec2, dict: ['', ...keys, ' '], thresholds };
  const osd = roles.osd ? { dir: dirname(resolveModelPath(manifest.files[roles.osd], manifest.dir)), verify: () => verifiedPath(manifest, roles.osd!) } : undefined;
  const tess = new TesseractPool(tessData.dirs, { log: cfg.log, verify: tessData.verify, osd });
  let timings: OcrTimings | null = null;
  return {
    modelVersion: manifest.version,
    provider: create.provider() ?? 'cpu',
    lastTimings: () => timings,
    async recognize(img, opts) {
      const gray = await toGray(img);
      const { result, t } = await recognizePage(models, tess, gray, opts, cfg.reread ?? true);
      timings = t;
      return result;
    },
    async close() {
      await tess.close();
      await Promise.all([det.release(), cls.release(), rec.release(), rec2?.release()]);
    },
  };
}

async function recognizePage(
  m: Models,
  tess: TesseractPool,
  gray: GrayImage,
  opts: RecognizeOptions,
  reread: boolean,
): Promise<{ result: OcrPageResult; t: OcrTimings }> {
  const th = m.thresholds;
  const reader = opts.reader ?? 'auto';
  let language = opts.language;
  const t: OcrTimings = {
    detMs: 0, orientMs: 0, clsMs: 0, recMs: 0, rereadMs: 0, lines: 0, reread: 0, detPasses: 0, secondOpinions: 0, reader: 'pp', latinChecks: 0, detectMs: 0, script: null,
    latinCandidates: [],
  };
  let t0 = performance.now();
  const found = await detectText(m.det, gray, th.det);
  t.detMs = performance.now() - t0;
  t.detPasses = found.passes;
  t0 = performance.now();
  const page = await orientPage(m.cls, gray, found.boxes, th.cls);
  t.orientMs = performance.now() - t0;

  t0 = performance.now();
  // Per-line 0°/180° classification only pays off when lines disagree with the page (mixed orientations);
  // when ≥ 90 % of the sampled lines agreed, it would cost ≈1 ms per line to confirm what the sample said.
  const unanimous = page.sampled >= 8 && page.agreement >= 0.9;
  const flips = unanimous
    ? page.boxes.map(() => false)
    : (await classifyAngles(m.cls, page.image, page.boxes, th.cls)).map((v) => v.flipped);
  t.clsMs = performance.now() - t0;

  const tessPath = reader === 'auto' ? autoReader(language, tess) : reader === 'pp' ? null : reader;
  t.reader = tessPath ?? 'pp';
  const inTesseract = async (lang: string, path: 'tesseract' | 'tesseract+pp') => {
    const read = await readWithTesseract(m, tess, page, flips, tess.resolveLang(lang), path === 'tesseract+pp', !latinScript(lang), t);
    const respell = respelling(lang);
    return respell ? read.map((l) => respellLine(l, respell)) : read;
  };
  let lines: Line[];
  if (tessPath) {
    lines = await inTesseract(language, tessPath);
  } else {
    t0 = performance.now();
    const read = await readWithPp(m, page, flips, page.boxes.map((_, i) => i), m.rec2 ?? undefined);
    t.recMs = performance.now() - t0;
    t.secondOpinions = read.secondOpinions;
    let other: { language: string; path: 'tesseract' | 'tesseract+pp' } | null = null;
    if (opts.detectLanguage && reader === 'auto') {
      t0 = performance.now();
      const detected = await detectPageLanguage(tess, page, flips, read.lines, opts.languageSeen, t);
      t.detectMs = performance.now() - t0;
      const path = detected ? autoReader(detected, tess) : null;
      if (detected && path) other = { language: detected, path };
    }
    if (other) {
      // The page is in another language: PP-OCR's reading goes, and tesseract reads it in the page's language.
      language = other.language;
      t.reader = other.path;
      lines = await inTesseract(language, other.path);
    } else {
      const kept = read.lines.filter((r) => r !== null);
      lines = kept.map((r) => r.line);
      const scores = kept.map((r) => r.score);
      if (reread && scores.some((s) => s < th.reread.below)) {
        t0 = performance.now();
        const r = await rereadWeakLines(tess, page.image, lines, scores, {
          below: th.reread.below,
          max: th.reread.maxLinesPerPage,
          lang: 'eng',
        });
        lines = r.lines;
        t.reread = r.replaced;
        t.rereadMs = performance.now() - t0;
      }
      // Lines still below the drop score are mostly noise, as in PaddleOCR's drop_score.
      lines = lines.filter((l, i) => Math.max(scores[i], lineMean(l)) >= th.rec.dropScore);
    }
  }
  t.lines = lines.length;
  const skew = pageSkew(page.boxes);
  // Straightened before the heights are cut: untilt reads a box as the bounds of a turned rectangle, which a cut one is not.
  const level = toTextHeight(deskewLines(tidyLines(lines), skew, page.image.width, page.image.height));
  const rules = findRules(page.image, skew, medianHeight(page.boxes), level.map((l) => l.bbox));
  const ordered = readingOrder(dropEchoes(splitAtRules(level, rules)));
  return { result: { lines: ordered, confidence: pageConfidence(ordered), rotation: page.rotation, skew, language, rules }, t };
}

/**
 * The language a page sent without one shows, or null where the default stands; records what was looked at in `t`.
 * A page PP-OCR reads well is in Latin script (or Chinese); one it reads poorly has its script checked (script.ts),
 * and is only looked at for Latin-script languages (latin-language.ts) when tesseract names its script Latin: on a
 * Greek page, PP-OCR's Latin-letter garbage had held Lithuanian function words, and the sample read no worse in
 * Lithuanian than in English.
 */
async function detectPageLanguage(
  tess: TesseractPool,
  page: OrientedPage,
  flips: boolean[],
  read: Array<{ line: Line; score: number } | null>,
  seen: string | undefined,
  t: OcrTimings,
): Promise<string | null> {
  const scores = read.map((r) => r?.score ?? 0);
  if (readsPoorly(scores)) {
    const call = await detectLanguage(tess, page.image, page.boxes, flips, scores, seen);
    t.script = call.script;
    if (call.language || call.script !== 'Latin') return call.language;
  }
  const text = read.map((r) => r?.line.text ?? '').join('\n');
  const call = await detectLatinLanguage(tess, page.image, page.boxes, flips, scores, text, seen);
  t.latinCandidates = call.candidates;
  return call.language;
}

/**
 * The path a page in `language` takes: PP-OCR (null) where its dictionary covers the language, and for any
 * language tesseract has no data for, its own or a stand-in's (Thai, Hebrew, Hindi, an unknown code):
 * tesseract would read it with the English data, which has no letters PP-OCR lacks and misreads more of the others
 * (SROIE CER 6.8 % against PP-OCR's 3.8 %), so the page's digits and Latin words are read as well as they can be.
 * Otherwise tesseract in the language, with PP-OCR's help on its unsure lines in Latin script.
 */
function autoReader(language: string, tess: TesseractPool): 'tesseract' | 'tesseract+pp' | null {
  if (ppocrCovers(language) || !tess.hasLang(language)) return null;
  return latinScript(language) ? 'tesseract+pp' : 'tesseract';
}

type OrientedPage = Awaited<ReturnType<typeof orientPage>>;

/** PP-OCR's reading of the boxes `which`: per box, its line (null where it read none) and the line's score. */
async function readWithPp(
  m: Models,
  page: OrientedPage,
  flips: boolean[],
  which: number[],
  second?: InferenceSession,
): Promise<{ lines: Array<{ line: Line; score: number } | null>; secondOpinions: number }> {
  const th = m.thresholds.rec;
  const boxes = which.map((i) => page.boxes[i]);
  const { results, secondOpinions } = await recognizeBoxes(m.rec, m.dict, page.image, boxes, which.map((i) => flips[i]), th, second);
  const lines = results.map(({ line, width }, k) => {
    const l = toLine(boxes[k], line, width, th.height, flips[which[k]], page.image.width, page.image.height);
    return l ? { line: l, score: line.score } : null;
  });
  return { lines, secondOpinions };
}

/**
 * tesseract reads the lines the detector found (its own page segmentation loses sparse lines; a page where the
 * detector found none is still given to it whole). With `withPp`, PP-OCR reads the lines tesseract was unsure of
 * too, and each such line takes PP-OCR's letters with tesseract's accents (merge.ts). On SROIE receipts (read as
 * if in a language PP-OCR lacks) that brought CER from 6.2 to 4.1 % on the dev receipts and from 7.0 to 3.6 % held
 * out; on a French page (bench/ocr-languages.ts) word recall went from 96.3 to 100 %. In a language of another
 * script (`otherScript`), the lines that may hide Latin words are read with the English data too (latin-words.ts).
 */
async function readWithTesseract(
  m: Models,
  tess: TesseractPool,
  page: OrientedPage,
  flips: boolean[],
  lang: string,
  withPp: boolean,
  otherScript: boolean,
  t: OcrTimings,
): Promise<Line[]> {
  let t0 = performance.now();
  if (!page.boxes.length) {
    const lines = await tess.readPage(page.image, lang);
    t.rereadMs = performance.now() - t0;
    return lines;
  }
  const reads = await readDetectedLines(tess, page.image, page.boxes, flips, lang);
  if (otherScript && lang !== 'eng') {
    const check = reads.flatMap((r, i) => (worthLatinCheck(r) ? [i] : []));
    const english = await readDetectedLines(tess, page.image, check.map((i) => page.boxes[i]), check.map((i) => flips[i]), 'eng');
    check.forEach((i, k) => (reads[i] = withLatinWords(reads[i]!, english[k])));
    t.latinChecks = check.length;
  }
  t.rereadMs = performance.now() - t0;
  const unsure = withPp ? reads.flatMap((r, i) => (!r || r.confidence < TESS_UNSURE ? [i] : [])) : [];
  const pp = new Map<number, { line: Line; score: number }>();
  if (unsure.length) {
    t0 = performance.now();
    const read = await readWithPp(m, page, flips, unsure);
    read.lines.forEach((r, k) => r && pp.set(unsure[k], r));
    t.recMs = performance.now() - t0;
    t.reread = unsure.length;
  }
  return reads.flatMap((r, i) => combineReadings(r, pp.get(i) ?? null, m.thresholds.rec.dropScore) ?? []);
}

/**
 * The pinned tesseract traineddata (manifest entries `tess<Lang>`, e.g. tessFra → 4.0.0_best_int/fra.traineddata.gz),
 * keyed by traineddata name: each language's folder, and the check of its sha256 that the pool runs before it
 * loads the language. The engine checks every file at start (models/load.ts verifyModels); a worker checks the
 * languages it reads, not all 32 (62 MB) whenever it loads its models. A language without an entry is read with eng.
 */
function tessLanguages(manifest: Manifest & { dir: string }, keys: string[]): { dirs: Record<string, string>; verify: (lang: string) => Promise<unknown> } {
  const dirs: Record<string, string> = {};
  const keyOf: Record<string, string> = {};
  for (const k of keys) {
    const path = resolveModelPath(manifest.files[k], manifest.dir);
    const lang = basename(path).replace(/\.traineddata(\.gz)?$/, '');
    dirs[lang] = dirname(path);
    keyOf[lang] = k;
  }
  return { dirs, verify: (lang) => verifiedPath(manifest, keyOf[lang]) };
}

function respellLine(l: Line, respell: (word: string) => string): Line {
  const words = l.words.map((w) => ({ ...w, text: respell(w.text) }));
  return { ...l, text: words.map((w) => w.text).join(' '), words };
}

function lineMean(l: Line): number {
  return l.words.length ? l.words.reduce((s, w) => s + w.confidence, 0) / l.words.length : 0;
}

export type { Manifest };
