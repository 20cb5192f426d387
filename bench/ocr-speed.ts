/**
 * One question: how long does one 300-dpi scanned invoice page take on one core with PP-OCR and with
 * tesseract.js, against native tesseract (OMP_THREAD_LIMIT=1) on the same page in the same run, and at what
 * word recall? Rounds are interleaved (every engine once per round, the order reversed on odd rounds so that drift
 * does not favour whoever runs first), and each ratio is the median of per-round ratios to native tesseract in
 * that same round: on a shared, noisy machine a slow spell hits both sides of a pair, whereas a ratio of medians
 * can pair one engine's quiet round with the other's loaded one.
 *
 *   node --import tsx bench/ocr-speed.ts [--rounds 3] [--manifest path/to/manifest.json]
 *
 * `--manifest` times a candidate model manifest instead of models/manifest.json (results are then printed but
 * not written to bench/results/ocr-speed.md).
 * Native tesseract comes from Debian (`apt-get install tesseract-ocr`); it is skipped with a note if missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import sharp from 'sharp';

import { createOcr } from '../engine/ocr/index.ts';
import { TesseractPool } from '../engine/ocr/tesseract.ts';
import { loadManifest, resolveModelPath } from '../models/load.ts';
import { scannedInvoice, wordRecall } from './lib/ocr-page.ts';
import { argValue, median } from './lib/engine-util.ts';
import { writeOcrResults } from './lib/ocr-results.ts';

const rounds = Number(argValue('--rounds')) || 3;
const manifestPath = argValue('--manifest');
const page = await scannedInvoice(300);
const dir = mkdtempSync(join(tmpdir(), 'ocr-speed-'));
const png = join(dir, 'page.png');
await sharp(page.gray, { raw: { width: page.width, height: page.height, channels: 1 } }).png().toFile(png);

// Same traineddata as tesseract.js, unzipped for native tesseract.
const manifest = await loadManifest(manifestPath);
const engGz = resolveModelPath(manifest.files.tessEng, manifest.dir);
const bestDir = join(dir, 'best_int');
execFileSync('mkdir', ['-p', bestDir]);
writeFileSync(join(bestDir, 'eng.traineddata'), gunzipSync(readFileSync(engGz)));

const hasNative = spawnSync('tesseract', ['--version']).status === 0;
const words = (text: string) => text.split(/\s+/).filter(Boolean);

function native(extra: string[]): { ms: number; text: string } {
  const t0 = performance.now();
  const r = spawnSync('tesseract', [png, 'stdout', '-l', 'eng', ...extra], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`tesseract failed: ${r.stderr}`);
  return { ms, text: r.stdout };
}

const ocr = await createOcr({ onnxThreads: 1, device: 'cpu', manifestPath });
const ocrNoReread = await createOcr({ onnxThreads: 1, device: 'cpu', reread: false, manifestPath });
const tess = new TesseractPool({ eng: dirname(engGz) });
const input = { data: page.gray, width: page.width, height: page.height, channels: 1 as const, dpi: page.dpi };
// Warm-up: first-call costs (session warm-up, tesseract.js worker start) are not per-page costs.
await ocr.recognize(input, { language: 'en' });
await ocrNoReread.recognize(input, { language: 'en' });
await tess.readPage({ data: page.gray, width: page.width, height: page.height, dpi: page.dpi }, 'eng');

type Row = { name: string; ms: number[]; recall: number; note: string };
const rows: Record<string, Row> = {};
const BASE = 'native tesseract 5, Debian eng (fast), whole process';
const record = (name: string, ms: number, found: string[], note = '') => {
  const row = (rows[name] ??= { name, ms: [], recall: 0, note });
  row.ms.push(ms);
  row.recall = wordRecall(page.words, found);
};

type Step = () => Promise<void>;
const steps: Step[] = [];
if (hasNative) {
  steps.push(async () => {
    const a = native([]);
    record(BASE, a.ms, words(a.text));
  });
  steps.push(async () => {
    const b = native(['--tessdata-dir', bestDir]);
    record('native tesseract 5, best_int (= tesseract.js model), whole process', b.ms, words(b.text));
  });
}
steps.push(async () => {
  const t0 = performance.now();
  const lines = await tess.readPage({ data: page.gray, width: page.width, height: page.height, dpi: page.dpi }, 'eng');
  record('tesseract.js 7 best_int, warm worker', performance.now() - t0, lines.flatMap((l) => l.words.map((w) => w.text)));
});
steps.push(async () => {
  const t0 = performance.now();
  const res = await ocr.recognize(input, { language: 'en' });
  const ms = performance.now() - t0;
  const tm = ocr.lastTimings();
  record('PP-OCRv4 (det+cls+rec+tesseract re-read), warm', ms, res.lines.flatMap((l) => l.words.map((w) => w.text)),
    tm ? `det ${tm.detMs.toFixed(0)} ms, cls ${tm.clsMs.toFixed(0)}, rec ${tm.recMs.toFixed(0)} (${tm.lines} lines), re-read ${tm.rereadMs.toFixed(0)} (${tm.reread})` : '');
});
steps.push(async () => {
  const t0 = performance.now();
  const res2 = await ocrNoReread.recognize(input, { language: 'en' });
  record('PP-OCRv4 (det+cls+rec), no re-read, warm', performance.now() - t0, res2.lines.flatMap((l) => l.words.map((w) => w.text)));
});
for (let r = 0; r < rounds; r++) {
  for (const step of r % 2 === 0 ? steps : [...steps].reverse()) await step();
}
await Promise.all([ocr.close(), ocrNoReread.close(), tess.close()]);
rmSync(dir, { recursive: true, force: true });

const base = rows[BASE];
/** Per-round ratios to native fast tesseract, the same round's run of each: rounds are the pairs. */
const ratios = (r: Row) => (base ? r.ms.map((ms, i) => ms / base.ms[i]) : []);
const fmtRatio = (r: Row) => {
  const xs = ratios(r);
  if (!xs.length) return '–';
  return `${median(xs).toFixed(2)}× (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
};
const lines = [
  `## Speed: one 300-dpi scanned invoice page (${page.width}×${page.height}, ${page.words.length} words), one core`,
  '',
  `${new Date().toISOString().slice(0, 10)}; \`node --import tsx bench/ocr-speed.ts --rounds ${rounds}${manifestPath ? ` --manifest ${manifestPath}` : ''}\`: ${rounds} interleaved rounds (order reversed every other round);` +
    ' ratio = median over rounds of (engine time / native fast time in the same round), min–max in brackets.' +
    ' ONNX intraOpNumThreads 1; native with OMP_THREAD_LIMIT=1. Shared 2-core VM: absolute times indicative only.' +
    (hasNative ? '' : ' Native tesseract not installed: no baseline.'),
  '',
  '| Engine | Median s/page | Per-round ratio to native fast | Word recall | Notes |',
  '|---|---|---|---|---|',
  ...Object.values(rows).map((r) =>
    `| ${r.name} | ${(median(r.ms) / 1000).toFixed(2)} | ${fmtRatio(r)} | ${(100 * r.recall).toFixed(1)} % | ${r.note} |`),
];
const md = lines.join('\n');
console.log(md);
if (!manifestPath) console.log(`\nwritten to ${writeOcrResults('speed', md)}`);
