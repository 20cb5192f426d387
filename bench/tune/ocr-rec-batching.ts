/**
 * Tuning aid: PP-OCR recognition time on the benchmark page (bench/lib/ocr-page.ts scannedInvoice, 214 lines)
 * for recognition-batching settings, each `ratio:pixels` = thresholds.rec.maxWidthRatio (how much wider than the
 * narrowest crop of a batch another crop may be: padding costs compute) and cpuMaxBatchPixels. Rounds alternate
 * the settings (order reversed every other round); the first round is a warm-up. It also checks that every
 * setting reads the same text.
 *
 *   node --import tsx bench/tune/ocr-rec-batching.ts 1.2:50000 1.0:50000 1.08:50000 1.2:200000
 *
 * 2026-11-28, 2-core EPYC VM (AVX2), median rec ms over 5 rounds: 1.2:50000 (the manifest's) 2690, 1.0:50000 2854,
 * 1.08:50000 2865, 1.2:200000 3036; the same text for all four.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

import { scannedInvoice } from '../lib/ocr-page.ts';
import { median } from '../lib/engine-util.ts';
import { createOcr } from '../../engine/ocr/index.ts';

const page = await scannedInvoice(300);
const base = JSON.parse(readFileSync('models/manifest.json', 'utf8'));
const subjects = [];
for (const spec of process.argv.slice(2)) {
  const [ratio, pixels] = spec.split(':').map(Number);
  if (!(ratio >= 1) || !(pixels > 0)) throw new Error(`expected ratio:pixels, e.g. 1.2:50000; got ${spec}`);
  const m = structuredClone(base);
  m.thresholds.rec.maxWidthRatio = ratio;
  m.thresholds.rec.cpuMaxBatchPixels = pixels;
  // Beside the shipped manifest, so that its relative model paths resolve.
  const path = `models/.tune-manifest-${ratio}-${pixels}.json`;
  writeFileSync(path, JSON.stringify(m));
  subjects.push({ spec, path, ocr: await createOcr({ onnxThreads: 1, device: 'cpu', manifestPath: path }), ms: [] as number[], text: '' });
}
const img = { data: page.gray, width: page.width, height: page.height, dpi: 300, channels: 1 as const };
for (let round = 0; round < 6; round++) {
  for (const s of round % 2 ? [...subjects].reverse() : subjects) {
    const res = await s.ocr.recognize(img, { language: 'en' });
    if (round > 0) s.ms.push(s.ocr.lastTimings()!.recMs);
    s.text = res.lines.map((l) => l.text).join('\n');
  }
}
for (const s of subjects) {
  console.log(`${s.spec}: rec median ${median(s.ms).toFixed(0)} ms (${s.ms.map((x) => x.toFixed(0)).join(' ')}), same text as ${subjects[0].spec}: ${s.text === subjects[0].text}`);
  unlinkSync(s.path);
  await s.ocr.close();
}
