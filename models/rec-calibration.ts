/**
 * Writes calibration inputs for models/quantize-rec.py: real recognition crops (height 48, tight width) as float32
 * files `<i>_<batch>_<width>.bin`. Two sources, because int8 activation ranges fitted on one kind of print lose
 * what the other needs: the synthetic scanned invoice, and SROIE dev receipts 000–228 (the first 20 by index;
 * never the held-out 240–624 that bench/ocr-sroie.ts reports apart). Receipts carry the thermal-print, monospaced
 * lines on which the int8 model used to drop the space class.
 *
 *   node --import tsx models/rec-calibration.ts <out-dir>
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { scannedInvoice } from '../bench/ocr-page.ts';
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
const m = await loadManifest();
const create = await sessionFactory({ onnxThreads: 1, device: 'cpu' });
const det = await create(await verifiedPath(m, 'det'));
const cls = await create(await verifiedPath(m, 'cls'));
mkdirSync(out, { recursive: true });
let n = 0;

/** Writes up to `maxBatches` batches of crops, taking every `stride`-th box so that a page is sampled top to bottom. */
function writeBatches(img: GrayImage, boxes: RBox[], maxBatches: number): void {
  const stride = Math.max(1, Math.floor(boxes.length / (maxBatches * BATCH)));
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
writeBatches(inv, (await detectText(det, inv, m.thresholds.det)).boxes, 8);

const corpus = join(CORPUS_DIR, 'sroie-receipts');
const ids = readdirSync(join(corpus, 'img')).filter((f) => f.endsWith('.jpg')).sort().slice(0, DEV_RECEIPTS);
for (const f of ids) {
  const { data, info } = await sharp(readFileSync(join(corpus, 'img', f))).greyscale().raw().toBuffer({ resolveWithObject: true });
  const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: 300 };
  const found = await detectText(det, img, m.thresholds.det);
  const up = await orientPage(cls, img, found.boxes, m.thresholds.cls);
  writeBatches(up.image, up.boxes, 1);
}
await Promise.all([det.release(), cls.release()]);
console.log(`${n} calibration batches in ${out}`);
