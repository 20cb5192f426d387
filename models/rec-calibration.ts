/**
 * Writes calibration inputs for models/quantize-rec.py: real recognition crops (height 48, tight width) as float32
 * files `<i>_<batch>_<width>.bin`, from the synthetic scanned invoice (12 batches of 16 boxes in detection order:
 * this is what the pinned ch_PP-OCRv4_rec_fused_int8.onnx was calibrated on).
 *
 *   node --import tsx models/rec-calibration.ts <out-dir> [--receipts]
 *
 * `--receipts` takes 8 invoice batches plus one batch from each SROIE dev receipt 000–228 (never the held-out
 * 240–624). Tried 2026-11-22 to keep the space class on receipts: dev CER got worse (5.6 % → 6.2 %, with and
 * without a float CTC head), so the pinned model does not use it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { scannedInvoice } from '../bench/lib/ocr-page.ts';
import { detectText } from '../engine/ocr/detect.ts';
import type { RBox } from '../engine/ocr/geometry.ts';
import { cropWidth, sampleCrop, type GrayImage } from '../engine/ocr/image.ts';
import { orientPage } from '../engine/ocr/rotate.ts';
import { CORPUS_DIR } from '../test/helpers/corpus.ts';
import { loadManifest, sessionFactory, verifiedPath } from './load.ts';

/** Receipts 000–228: the dev split of bench/ocr-sroie.ts. */
const DEV_RECEIPTS = 20;
const BATCH = 16;

const out = process.argv[2] ?? 'calib';
const withReceipts = process.argv.includes('--receipts');
const m = await loadManifest();
const create = await sessionFactory({ onnxThreads: 1, device: 'cpu' });
const det = await create(await verifiedPath(m, 'det'));
const cls = await create(await verifiedPath(m, 'cls'));
mkdirSync(out, { recursive: true });
let n = 0;

/** Writes up to `maxBatches` batches of crops; with `spread`, every `stride`-th box, so a page is sampled top to bottom. */
function writeBatches(img: GrayImage, boxes: RBox[], maxBatches: number, spread: boolean): void {
  const stride = spread ? Math.max(1, Math.floor(boxes.length / (maxBatches * BATCH))) : 1;
  const picked = boxes.filter((_, i) => i % stride === 0);
  for (let b = 0; b * BATCH < picked.length && b < maxBatches; b++) {
    const sel = picked.slice(b * BATCH, b * BATCH + BATCH);
    const W = Math.max(...sel.map((x) => cropWidth(x, 48, m.thresholds.rec.maxWidth)));
    const per = 3 * 48 * W;
    const t = new Float32Array(sel.length * per);
    sel.forEach((x, k) => sampleCrop(img, x, t, k * per, W, 48, cropWidth(x, 48, m.thresholds.rec.maxWidth), false));
    writeFileSync(join(out, `${String(n++).padStart(3, '0')}_${sel.length}_${W}.bin`), Buffer.from(t.buffer));
  }
}

const page = await scannedInvoice();
const inv = { data: page.gray, width: page.width, height: page.height, dpi: 300 };
writeBatches(inv, (await detectText(det, inv, m.thresholds.det)).boxes, withReceipts ? 8 : 12, withReceipts);

const corpus = join(CORPUS_DIR, 'sroie-receipts');
const ids = withReceipts ? readdirSync(join(corpus, 'img')).filter((f) => f.endsWith('.jpg')).sort().slice(0, DEV_RECEIPTS) : [];
for (const f of ids) {
  const { data, info } = await sharp(readFileSync(join(corpus, 'img', f))).greyscale().raw().toBuffer({ resolveWithObject: true });
  const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: 300 };
  const found = await detectText(det, img, m.thresholds.det);
  const up = await orientPage(cls, img, found.boxes, m.thresholds.cls);
  writeBatches(up.image, up.boxes, 1, true);
}
await Promise.all([det.release(), cls.release()]);
console.log(`${n} calibration batches in ${out}`);
