/**
 * Tuning aid (dev receipts 000–228 only): tesseract.js reading SROIE receipts whole-page (its own segmentation)
 * against the engine's path for languages PP-OCR lacks (the lines PP-OCR's detector found, one crop per line in
 * single-line mode), and that path with low-confidence words dropped. 2026-11-28: 11.8 % against 7.7 % CER with
 * axis-aligned crops (7.6 % once crops were sampled along each line's axes); every cut-off from 0.2 up raised CER
 * (to 11–21 %), so none is applied.
 *   node --import tsx bench/tune/ocr-tess-lines.ts [count]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createOcr } from '../../engine/ocr/index.ts';
import { TesseractPool } from '../../engine/ocr/tesseract.ts';
import { loadManifest, resolveModelPath } from '../../models/load.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';
import { addCounts, emptyCounts, parseBoxes, scorePage, linesInStoredFrame } from '../lib/ocr-metric.ts';

const corpus = join(CORPUS_DIR, 'sroie-receipts');
const ids = readdirSync(join(corpus, 'img')).filter((f) => f.endsWith('.jpg')).map((f) => f.slice(0, -4)).sort().slice(0, Number(process.argv[2] ?? 20));
const manifest = await loadManifest();
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const tess = new TesseractPool({ eng: dirname(resolveModelPath(manifest.files.tessEng, manifest.dir)) });
const page = emptyCounts(), lines = emptyCounts();
const CUTS = [0.2, 0.35, 0.5, 0.65];
const cut = CUTS.map(() => emptyCounts());
let pageMs = 0, lineMs = 0;
for (const id of ids) {
  const truth = parseBoxes(readFileSync(join(corpus, 'box', `${id}.csv`), 'utf8'));
  const { data, info } = await sharp(readFileSync(join(corpus, 'img', `${id}.jpg`))).greyscale().raw().toBuffer({ resolveWithObject: true });
  const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: 300 };
  let t0 = performance.now();
  const tp = await tess.readPage(img, 'eng');
  pageMs += performance.now() - t0;
  t0 = performance.now();
  const tr = await ocr.recognize({ ...img, channels: 1 }, { language: 'en', reader: 'tesseract' });
  lineMs += performance.now() - t0;
  const tl = linesInStoredFrame(tr, img.width, img.height);
  const a = scorePage(truth, tp), b = scorePage(truth, tl);
  addCounts(page, a);
  addCounts(lines, b);
  CUTS.forEach((c, k) => addCounts(cut[k], scorePage(truth, tl.map((l) => ({ ...l, words: l.words.filter((w) => w.confidence >= c) })).filter((l) => l.words.length))));
  console.log(id, `page CER ${((100 * a.errors) / a.chars).toFixed(1)}`, `lines CER ${((100 * b.errors) / b.chars).toFixed(1)}`, `(${tl.length} lines)`);
}
const pct = (c: typeof page) => `CER ${((100 * c.errors) / c.chars).toFixed(1)} % recall ${((100 * c.wordsFound) / c.words).toFixed(1)} %`;
console.log(`whole page: ${pct(page)} ${(pageMs / ids.length).toFixed(0)} ms/receipt`);
CUTS.forEach((c, k) => console.log(`  words with confidence ≥ ${c}: ${pct(cut[k])}`));
console.log(`PP-OCR's detected lines read by tesseract: ${pct(lines)} ${(lineMs / ids.length).toFixed(0)} ms/receipt (detection included)`);
await Promise.all([ocr.close(), tess.close()]);
