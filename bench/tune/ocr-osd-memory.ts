/**
 * What script detection (engine/ocr/script.ts) adds to a worker's memory: resident set size after reading a Greek
 * page as English and as Greek (PP-OCR, tesseract's English and Greek workers live), then after the same page is
 * read with the request naming no language (the orientation-and-script worker starts), then after three more.
 *
 *   node --import tsx bench/tune/ocr-osd-memory.ts
 *
 * 2026-11-28, 2-core EPYC VM, two runs: 769 / 770 MiB, then 890 / 885 MiB (+121 / +115), then 914 / 919 MiB.
 */
import { languagePage } from '../lib/ocr-page.ts';
import { createOcr } from '../../engine/ocr/index.ts';

const rss = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`;
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const { img } = await languagePage('el', 300);
const page = { ...img, dpi: 300, channels: 1 as const };
await ocr.recognize(page, { language: 'en' });
await ocr.recognize(page, { language: 'el' });
await ocr.recognize(page, { language: 'el' });
console.log(`read as English and as Greek: ${rss()}`);
await ocr.recognize(page, { language: 'en', detectLanguage: true });
console.log(`after a script check: ${rss()} (script ${ocr.lastTimings()!.script}, read as ${ocr.lastTimings()!.reader})`);
for (let i = 0; i < 3; i++) await ocr.recognize(page, { language: 'en', detectLanguage: true });
console.log(`after three more: ${rss()}`);
await ocr.close();
