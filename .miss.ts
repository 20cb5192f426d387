import { scannedInvoice } from './bench/ocr-page.ts';
import { createOcr } from './engine/ocr/index.ts';
const page = await scannedInvoice();
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const res = await ocr.recognize({ data: page.gray, width: page.width, height: page.height, channels: 1, dpi: 300 }, { language: 'en' });
const found = res.lines.flatMap((l) => l.words.map((w) => w.text));
const bag = new Map<string, number>(); for (const w of found) bag.set(w, (bag.get(w) ?? 0) + 1);
const miss: string[] = []; for (const w of page.words) { const n = bag.get(w) ?? 0; if (n) bag.set(w, n - 1); else miss.push(w); }
console.log('MISS', miss.join(' | '));
console.log('EXTRA', [...bag].filter(([, n]) => n > 0).map(([w]) => w).join(' | '));
console.log(JSON.stringify(ocr.lastTimings()));
await ocr.close();
