import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { scannedInvoice, wordRecall } from '/work/main/bench/ocr-page.ts';
import { createOcr } from '/work/main/engine/ocr/index.ts';
const page = await scannedInvoice();
console.log('page', page.width, page.height, page.words.length);
await sharp(page.gray, { raw: { width: page.width, height: page.height, channels: 1 } }).png().toFile('/tmp/scratch/page.png');
const ocr = await createOcr({ onnxThreads: 1, device: 'auto', log: (m) => console.log('LOG', m), reread: process.argv[2] !== 'noreread' });
for (let i = 0; i < 2; i++) {
  const t0 = performance.now();
  const res = await ocr.recognize({ data: page.gray, width: page.width, height: page.height, channels: 1, dpi: 300 }, { language: 'en' });
  const ms = performance.now() - t0;
  const words = res.lines.flatMap((l) => l.words.map((w) => w.text));
  console.log('ms', ms.toFixed(0), 'recall', wordRecall(page.words, words).toFixed(4), 'conf', res.confidence.toFixed(3), 'rot', res.rotation, JSON.stringify(ocr.lastTimings()));
  if (i === 0) writeFileSync('/tmp/scratch/out.txt', res.lines.map((l) => l.text).join('\n'));
}
await ocr.close();
