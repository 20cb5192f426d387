import { mkdirSync, writeFileSync } from 'node:fs';
import { scannedInvoice } from './bench/ocr-page.ts';
import { detectText } from './engine/ocr/detect.ts';
import { cropWidth, sampleCrop } from './engine/ocr/image.ts';
import { loadManifest, sessionFactory, verifiedPath } from './models/load.ts';
const page = await scannedInvoice();
const m = await loadManifest();
const create = await sessionFactory({ onnxThreads: 1, device: 'cpu' });
const det = await create(await verifiedPath(m, 'det'));
const img = { data: page.gray, width: page.width, height: page.height, dpi: 300 };
const { boxes } = await detectText(det, img, m.thresholds.det);
mkdirSync('/tmp/q/calib', { recursive: true });
for (let b = 0; b < 12; b++) {
  const sel = boxes.slice(b * 16, b * 16 + 16);
  if (!sel.length) break;
  const W = Math.max(...sel.map((x) => cropWidth(x, 48, 3200)));
  const per = 3 * 48 * W;
  const t = new Float32Array(sel.length * per);
  sel.forEach((x, k) => sampleCrop(img, x, t, k * per, W, 48, cropWidth(x, 48, 3200), false));
  writeFileSync(`/tmp/q/calib/${b}_${sel.length}_${W}.bin`, Buffer.from(t.buffer));
}
