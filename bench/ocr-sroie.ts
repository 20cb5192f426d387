/**
 * One question: how accurately do PP-OCR and tesseract.js read real scanned receipts? Character error rate
 * and word recall against SROIE's line transcripts (/work/shared/corpus/sroie-receipts, box/NNN.csv).
 *
 *   node --import tsx bench/ocr-sroie.ts [--limit 50 | --all] [--corpus DIR]
 *
 * Both texts are compared as their lines sorted top to bottom (by line centre), joined with newlines, spaces
 * collapsed and upper-cased (SROIE transcripts are upper case). CER = edit distance / ground-truth length,
 * summed over receipts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import sharp from 'sharp';

import { createOcr } from '../engine/ocr/index.ts';
import { TesseractPool } from '../engine/ocr/tesseract.ts';
import type { Line } from '../engine/types.ts';
import { loadManifest, resolveModelPath } from '../models/load.ts';
import { wordRecall } from './ocr-page.ts';
import { writeSection } from './ocr-results.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const corpus = arg('--corpus') ?? '/work/shared/corpus/sroie-receipts';
const all = process.argv.includes('--all');
const limit = all ? Infinity : Number(arg('--limit') ?? 50);

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  let prev = new Uint32Array(b.length + 1).map((_, j) => j);
  let cur = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      cur[j] = Math.min(sub, prev[j] + 1, cur[j - 1] + 1);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toUpperCase();

function truth(csv: string): { text: string; words: string[] } {
  const lines = csv
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => {
      const parts = l.split(',');
      const ys = [1, 3, 5, 7].map((k) => Number(parts[k]));
      return { y: ys.reduce((a, b) => a + b, 0) / 4, text: norm(parts.slice(8).join(',')) };
    })
    .filter((l) => l.text)
    .sort((a, b) => a.y - b.y);
  return { text: lines.map((l) => l.text).join('\n'), words: lines.flatMap((l) => l.text.split(' ')) };
}

function ocrText(lines: Line[]): { text: string; words: string[] } {
  const sorted = lines
    .map((l) => ({ y: (l.bbox[1] + l.bbox[3]) / 2, text: norm(l.text) }))
    .filter((l) => l.text)
    .sort((a, b) => a.y - b.y);
  return { text: sorted.map((l) => l.text).join('\n'), words: sorted.flatMap((l) => l.text.split(' ')) };
}

const ids = readdirSync(join(corpus, 'img'))
  .filter((f) => f.endsWith('.jpg'))
  .map((f) => f.slice(0, -4))
  .sort()
  .slice(0, limit);

const manifest = await loadManifest();
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const tess = new TesseractPool({ eng: dirname(resolveModelPath(manifest.files.tessEng, manifest.dir)) });
const acc = {
  pp: { err: 0, len: 0, recall: 0, ms: 0 },
  ts: { err: 0, len: 0, recall: 0, ms: 0 },
};
for (const id of ids) {
  const gt = truth(readFileSync(join(corpus, 'box', `${id}.csv`), 'utf8'));
  const jpg = sharp(readFileSync(join(corpus, 'img', `${id}.jpg`)));
  const meta = await jpg.metadata();
  const { data, info } = await jpg.greyscale().raw().toBuffer({ resolveWithObject: true });
  const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: meta.density ?? 300 };
  let t0 = performance.now();
  const pp = ocrText((await ocr.recognize({ ...img, channels: 1 }, { language: 'en' })).lines);
  acc.pp.ms += performance.now() - t0;
  t0 = performance.now();
  const ts = ocrText(await tess.readPage(img, 'eng'));
  acc.ts.ms += performance.now() - t0;
  for (const [k, r] of [['pp', pp], ['ts', ts]] as const) {
    acc[k].err += editDistance(gt.text, r.text);
    acc[k].len += gt.text.length;
    acc[k].recall += wordRecall(gt.words, r.words);
  }
  process.stderr.write(`${id}: PP-OCR CER ${(editDistance(gt.text, pp.text) / gt.text.length * 100).toFixed(1)} %, tesseract.js ${(editDistance(gt.text, ts.text) / gt.text.length * 100).toFixed(1)} %\n`);
}
await Promise.all([ocr.close(), tess.close()]);

const row = (name: string, a: typeof acc.pp) =>
  `| ${name} | ${((100 * a.err) / a.len).toFixed(2)} % | ${((100 * a.recall) / ids.length).toFixed(1)} % | ${(a.ms / ids.length / 1000).toFixed(2)} |`;
const md = [
  `## SROIE receipts: ${ids.length} receipts from ${corpus.split('/').pop()}`,
  '',
  `${new Date().toISOString().slice(0, 10)}; one ONNX thread; text upper-cased, lines sorted by centre y, spaces collapsed. Shared 2-core VM: times indicative only.`,
  '',
  '| Engine | CER | Word recall (mean) | Mean s/receipt |',
  '|---|---|---|---|',
  row('PP-OCRv4 mobile (+ tesseract re-read of weak lines)', acc.pp),
  row('tesseract.js 7 best_int (PSM 3)', acc.ts),
].join('\n');
console.log(md);
console.log(`\nwritten to ${writeSection('sroie', md)}`);
