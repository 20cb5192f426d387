/**
 * Tuning aid: would PP-OCR help read Latin-script languages its dictionary lacks (which go to tesseract)? A page of
 * French or German lines (8–12 pt, accents, ß) rendered at `dpi` and degraded like bench/lib/ocr-page.ts's scan;
 * exact word recall for tesseract in the page's language (the engine's path) and for PP-OCR, and the recall with
 * accents folded away (é → e, ß → ss), which is what PP-OCR could contribute to a merged reading.
 *
 *   node --import tsx bench/tune/ocr-latin-langs.ts fr|de [dpi]
 *
 * 2026-11-28 (exact / folded word recall, tesseract vs PP-OCR): French 300 dpi 96.3/96.3 vs 74.9/99.6 %, 200 dpi
 * 96.3/96.3 vs 73.3/98.8, 150 dpi 95.9/95.9 vs 71.2/94.7; German 300 dpi 98.1/98.6 vs 60.8/94.8, 200 dpi
 * 98.6/98.6 vs 60.8/95.3, 150 dpi 93.4/93.4 vs 60.4/93.9. On printed pages tesseract reads these languages about
 * as well as PP-OCR reads their letters; a reading that takes PP-OCR's letters and tesseract's accents could gain
 * 1–3 points in French and little in German, for PP-OCR's time (about 2.3 s a page with detection) on top of
 * tesseract's.
 */
import { latinPage, wordRecall } from '../lib/ocr-page.ts';
import { createOcr } from '../../engine/ocr/index.ts';

const lang = process.argv[2] === 'de' ? 'de' : 'fr';
const dpi = Number(process.argv[3] ?? 300);
const { img, truth } = await latinPage(lang, dpi);
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const readers = [['tesseract (' + lang + ')', lang, 'tesseract'], ['tesseract+pp (' + lang + ')', lang, 'tesseract+pp'], ['pp (en)', 'en', 'auto']] as const;
// Each reader once untimed: tesseract's first call starts its worker.
for (const [, language, reader] of readers) await ocr.recognize({ ...img, dpi, channels: 1 }, { language, reader });
for (const [name, language, reader] of readers) {
  const t0 = performance.now();
  const res = await ocr.recognize({ ...img, dpi, channels: 1 }, { language, reader });
  const found = res.lines.flatMap((l) => l.words.map((w) => w.text));
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss');
  console.log(name, 'recall', (100 * wordRecall(truth, found)).toFixed(1), 'folded', (100 * wordRecall(truth.map(fold), found.map(fold))).toFixed(1), `${(performance.now() - t0).toFixed(0)} ms`);
  if (process.env.SHOW) console.log(res.lines.map((l) => l.text).join('\n'));
}
await ocr.close();
