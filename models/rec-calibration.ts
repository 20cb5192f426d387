/**
 * Writes calibration inputs for models/quantize-rec.py: real recognition crops (height 48, tight width) from the
 * synthetic scanned invoice, as float32 files `<i>_<batch>_<width>.bin`.
 *
 *   node --import tsx models/rec-calibration.ts <out-dir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { scannedInvoice } from '../bench/ocr-page.ts';
import { detectText } from '../engine/ocr/detect.ts';
import { cropWidth, sampleCrop } from '../engine/ocr/image.ts';
import { loadManifest, sessionFactory, verifiedPath } from './load.ts';

const out = process.argv[2] ?? 'calib';
const page = await scannedInvoice();
const m = await loadManifest();
const create = await sessionFactory({ onnxThreads: 1, device: 'cpu' });
const det = await create(await verifiedPath(m, 'det'));
const img = { data: page.gray, width: page.width, height: page.height, dpi: 300 };
const { boxes } = await detectText(det, img, m.thresholds.det);
mkdirSync(out, { recursive: true });
for (let b = 0; b * 16 < boxes.length && b < 12; b++) {
  const sel = boxes.slice(b * 16, b * 16 + 16);
  const W = Math.max(...sel.map((x) => cropWidth(x, 48, m.thresholds.rec.maxWidth)));
  const per = 3 * 48 * W;
  const t = new Float32Array(sel.length * per);
  sel.forEach((x, k) => sampleCrop(img, x, t, k * per, W, 48, cropWidth(x, 48, m.thresholds.rec.maxWidth), false));
  writeFileSync(join(out, `${b}_${sel.length}_${W}.bin`), Buffer.from(t.buffer));
}
