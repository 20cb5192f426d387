/**
 * Tuning aid: what tesseract.js is given for each detected line (the engine's path for languages PP-OCR lacks),
 * scored on SROIE receipts with bench/lib/ocr-metric.ts. Each variant changes the crop (contrast, binarisation,
 * margin, scale) or the tesseract set-up (dictionaries, traineddata, engine mode) and leaves detection alone;
 * crop variants apply on top of the engine's own crop (engine/ocr/reread.ts tesseractLineCrop).
 *
 *   node --import tsx bench/tune/ocr-tess-crops.ts --variant base [--set dev|held|all]   (DUMP=1: every misread line)
 *
 * 2026-11-28, on the plain crop at page scale that the engine used then (dev CER 7.06 %, held-out 7.78 %): stretch
 * 6.93, otsu 9.25, pad16 7.33, pad32 7.39, up32 6.74, fit36 6.63, down30 6.86, fit44 6.97, fit52 6.78, nodawg
 * 7.06, std (tessdata 4.0.0, LSTM) 7.07, stdCombined (legacy + LSTM) 7.74, fit36 + stretch 6.61, fit36 + thicker
 * strokes 6.73, fit36 + blur 0.6/0.8/1.0 6.58/6.59/6.65, fit40 + blur 6.73, fit36 + stretch + blur 6.46 %.
 * Held out: fit36 7.50, fit36 + stretch 7.15, fit36 + blur 0.6/0.8 7.09/6.93, fit36 + stretch + blur 6.91 %.
 * The engine took the last, sampling at 36 px directly instead of resampling the crop: dev 6.20 %, held-out 7.01 %.
 * On the engine's crop, blacklisting rare glyphs tesseract puts in for smudges (©®«»§¢™£€¥°±¶·¬|{}[]) gave 6.15
 * against 6.20 %: too little to bar characters real documents use.
 * Reading a line again at 0.8× or 1.25× that scale when its confidence was under 0.9, keeping the more confident
 * reading (dual080, dual125): 5.99 / 6.14 % for 30 % more time (486 second reads, about half kept).
 * The errors left are misreadings (601 of 720 edits on dev), not lost lines (23) or stray words (96).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

import sharp from 'sharp';

import { createOcr } from '../../engine/ocr/index.ts';
import { TesseractPool } from '../../engine/ocr/tesseract.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';
import { addCounts, assignWords, editDistance, emptyCounts, parseBoxes, scorePage, linesInStoredFrame } from '../lib/ocr-metric.ts';

const { values: args } = parseArgs({ options: { variant: { type: 'string', default: 'base' }, set: { type: 'string', default: 'dev' } } });
const corpus = join(CORPUS_DIR, 'sroie-receipts');
const all = readdirSync(join(corpus, 'img')).filter((f) => f.endsWith('.jpg')).map((f) => f.slice(0, -4)).sort();
const ids = args.set === 'dev' ? all.slice(0, 20) : args.set === 'held' ? all.slice(20) : all;

type Crop = { data: Uint8Array; width: number; height: number };
type Variant = { alt?: (c: Crop) => Promise<{ crop: Crop; sx: number; pad: number }>; below?: number; crop?: (c: Crop) => Promise<{ crop: Crop; sx: number; pad: number }>; config?: Record<string, string>; params?: Record<string, string>; data?: string; oem?: number };
const MARGIN = 8;

function inner(c: Crop, fn: (v: number) => number): Crop {
  const data = new Uint8Array(c.data);
  for (let y = MARGIN; y < c.height - MARGIN; y++) for (let x = MARGIN; x < c.width - MARGIN; x++) data[y * c.width + x] = fn(c.data[y * c.width + x]);
  return { ...c, data };
}
function percentile(c: Crop, p: number): number {
  const h = new Uint32Array(256);
  let n = 0;
  for (let y = MARGIN; y < c.height - MARGIN; y++) for (let x = MARGIN; x < c.width - MARGIN; x++, n++) h[c.data[y * c.width + x]]++;
  let acc = 0;
  for (let v = 0; v < 256; v++) if ((acc += h[v]) >= p * n) return v;
  return 255;
}
function otsu(c: Crop): number {
  const h = new Float64Array(256);
  let n = 0;
  for (let y = MARGIN; y < c.height - MARGIN; y++) for (let x = MARGIN; x < c.width - MARGIN; x++, n++) h[c.data[y * c.width + x]]++;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * h[v];
  let wB = 0, sB = 0, best = 0, t = 128;
  for (let v = 0; v < 256; v++) {
    wB += h[v];
    if (!wB || wB === n) continue;
    sB += v * h[v];
    const mB = sB / wB, mF = (sum - sB) / (n - wB);
    const between = wB * (n - wB) * (mB - mF) ** 2;
    if (between > best) [best, t] = [between, v];
  }
  return t;
}
const same = async (c: Crop) => ({ crop: c, sx: 1, pad: 0 });
/** The crop scaled so that its text height (without the margin) lies within [minH, maxH]. */
function scaleTo(c: Crop, minH: number, maxH: number) {
  const h = c.height - 2 * MARGIN;
  const s = h < minH ? minH / h : h > maxH ? maxH / h : 1;
  return s === 1 ? same(c) : scaleBy(c, s);
}
/** Text stretched between the 1st and 99th percentile grey. */
function stretch(c: Crop): Crop {
  const lo = percentile(c, 0.01), hi = Math.max(lo + 1, percentile(c, 0.99));
  return inner(c, (v) => Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo)))));
}
/** Darkest of each pixel and its right and lower neighbours: thickens thin or broken strokes by a pixel. */
function minFilter(c: Crop): Crop {
  const data = new Uint8Array(c.data);
  for (let y = 0; y < c.height - 1; y++) for (let x = 0; x < c.width - 1; x++) {
    const i = y * c.width + x;
    data[i] = Math.min(c.data[i], c.data[i + 1], c.data[i + c.width], c.data[i + c.width + 1]);
  }
  return { ...c, data };
}
async function fitBlur(c: Crop, h: number, sigma: number, stretched: boolean) {
  const v = await scaleTo(stretched ? stretch(c) : c, h, h);
  const out = await sharp(v.crop.data, { raw: { width: v.crop.width, height: v.crop.height, channels: 1 } }).blur(sigma).toColourspace('b-w').raw().toBuffer();
  return { ...v, crop: { ...v.crop, data: new Uint8Array(out) } };
}
async function scaleBy(c: Crop, s: number) {
  const w = Math.max(1, Math.round(c.width * s)), h = Math.max(1, Math.round(c.height * s));
  const out = await sharp(c.data, { raw: { width: c.width, height: c.height, channels: 1 } }).resize(w, h, { kernel: 'lanczos3', fit: 'fill' }).toColourspace('b-w').raw().toBuffer();
  return { crop: { data: new Uint8Array(out), width: w, height: h }, sx: w / c.width, pad: 0 };
}
async function pad(c: Crop, extra: number) {
  const width = c.width + 2 * extra, height = c.height + 2 * extra;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < c.height; y++) data.set(c.data.subarray(y * c.width, (y + 1) * c.width), (y + extra) * width + extra);
  return { crop: { data, width, height }, sx: 1, pad: extra };
}

const VARIANTS: Record<string, Variant> = {
  base: {},
  stretch: { crop: async (c) => same(stretch(c)) },
  otsu: { crop: async (c) => { const t = otsu(c); return same(inner(c, (v) => (v > t ? 255 : 0))); } },
  pad16: { crop: (c) => pad(c, 8) },
  pad32: { crop: (c) => pad(c, 24) },
  up32: { crop: (c) => scaleTo(c, 32, 1e9) },
  fit36: { crop: (c) => scaleTo(c, 36, 36) },
  down30: { crop: (c) => scaleTo(c, 0, 30) },
  fit36s: { crop: (c) => scaleTo(stretch(c), 36, 36) },
  fit44: { crop: (c) => scaleTo(c, 44, 44) },
  fit52: { crop: (c) => scaleTo(c, 52, 52) },
  up36: { crop: (c) => scaleTo(c, 36, 1e9) },
  fit36thick: { crop: async (c) => { const v = await scaleTo(c, 36, 36); return { ...v, crop: minFilter(v.crop) }; } },
  fit36blur: { crop: (c) => fitBlur(c, 36, 0.8, false) },
  fit36blur6: { crop: (c) => fitBlur(c, 36, 0.6, false) },
  fit36blur10: { crop: (c) => fitBlur(c, 36, 1.0, false) },
  fit36sblur: { crop: (c) => fitBlur(c, 36, 0.8, true) },
  fit40blur: { crop: (c) => fitBlur(c, 40, 0.8, false) },
  dual125: { alt: (c) => scaleBy(c, 1.25), below: 0.9 },
  dual080: { alt: (c) => scaleBy(c, 0.8), below: 0.9 },
  nodawg: { config: { load_system_dawg: '0', load_freq_dawg: '0' } },
  std: { data: '4.0.0' },
  stdCombined: { data: '4.0.0', oem: 2 },
  invertOff: { params: { tessedit_do_invert: '0' } },
  blacklist: { params: { tessedit_char_blacklist: '©®«»§¢™£€¥°±¶·¬|{}[]' } },
};
const variant = VARIANTS[args.variant!];
if (!variant) throw new Error(`unknown variant ${args.variant}; one of ${Object.keys(VARIANTS).join(', ')}`);

const dataDir = join(dirname(new URL(import.meta.url).pathname), '../../node_modules/@tesseract.js-data/eng', variant.data ?? '4.0.0_best_int');
const proto = TesseractPool.prototype as unknown as Record<string, unknown>;
const origWorker = proto.worker as (lang: string) => Promise<unknown>;
proto.worker = function (this: { workers: Map<string, Promise<unknown>> }, lang: string) {
  if (!this.workers.has(lang)) {
    this.workers.set(lang, (async () => {
      const { createWorker } = await import('tesseract.js');
      const w = await createWorker(lang, variant.oem ?? 1, { langPath: dataDir, gzip: true, cacheMethod: 'none' }, variant.config ?? {});
      await w.setParameters({ debug_file: '/dev/null', ...(variant.params ?? {}) } as never);
      return w;
    })());
  }
  return origWorker.call(this, lang);
};
const origRead = TesseractPool.prototype.readLine;
async function readVia(pool: TesseractPool, crop: Crop, lang: string, fn: NonNullable<Variant['crop']>) {
  const v = await fn(crop);
  const r = await origRead.call(pool, v.crop, lang);
  const back = (x: number) => (x - v.pad) / v.sx;
  return { ...r, words: r.words.map((w) => ({ ...w, bbox: [back(w.bbox[0]), back(w.bbox[1]), back(w.bbox[2]), back(w.bbox[3])] as [number, number, number, number] })) };
}
let dualTried = 0, dualTaken = 0;
TesseractPool.prototype.readLine = async function (crop, lang) {
  const first = variant.crop ? await readVia(this, crop, lang, variant.crop) : await origRead.call(this, crop, lang);
  if (!variant.alt || first.confidence >= variant.below!) return first;
  dualTried++;
  const second = await readVia(this, crop, lang, variant.alt);
  if (second.confidence <= first.confidence) return first;
  dualTaken++;
  return second;
};

const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const total = emptyCounts();
const kinds = { missed: 0, misread: 0, extra: 0 };
const t0 = performance.now();
for (const id of ids) {
  const truth = parseBoxes(readFileSync(join(corpus, 'box', `${id}.csv`), 'utf8'));
  const { data, info } = await sharp(readFileSync(join(corpus, 'img', `${id}.jpg`))).greyscale().raw().toBuffer({ resolveWithObject: true });
  const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: 300, channels: 1 as const };
  const tr = await ocr.recognize(img, { language: 'en', reader: (process.env.READER ?? 'tesseract') as 'tesseract' });
  const lines = linesInStoredFrame(tr, img.width, img.height);
  const c = scorePage(truth, lines);
  addCounts(total, c);
  if (process.env.VERBOSE) console.log(id, `CER ${((100 * c.errors) / c.chars).toFixed(1)}`);
  // Where the errors are: truth lines read as nothing, words outside every truth box, and misreadings.
  const { hyps, extra } = assignWords(truth, lines);
  truth.forEach((t, i) => {
    const e = editDistance(t.text, hyps[i]);
    if (!hyps[i]) kinds.missed += e;
    else kinds.misread += e;
    if (e && process.env.DUMP) console.log(`${id} ${e}\t${t.text}\n${' '.repeat(id.length + String(e).length + 1)}\t${hyps[i]}`);
  });
  kinds.extra += extra.reduce((s, x) => s + x.length, 0);
  if (extra.length && process.env.DUMP) console.log(`${id} extra: ${extra.join(' | ')}`);
}
const pct = (a: number, b: number) => ((100 * a) / b).toFixed(2);
console.log(`${args.variant} ${args.set}: CER ${pct(total.errors, total.chars)} % no-space ${pct(total.errorsNoSpace, total.charsNoSpace)} % recall ${pct(total.wordsFound, total.words)} % ${((performance.now() - t0) / ids.length).toFixed(0)} ms/receipt`);
if (variant.alt) console.log(`  second reads ${dualTried}, taken ${dualTaken}`);
console.log(`  errors: missed lines ${kinds.missed}, misread ${kinds.misread}, extra words ${kinds.extra} of ${total.chars} chars`);
await ocr.close();
