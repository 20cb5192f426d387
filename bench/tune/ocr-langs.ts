/**
 * Tuning aid: how well each language PP-OCR's dictionary lacks is read. A page of lines in the language (8–12 pt,
 * its accented letters, Greek, Cyrillic, or, from bench/lib/ocr-script-page.ts, Japanese, Korean, Chinese and
 * Arabic) rendered at `dpi` and degraded like bench/lib/ocr-page.ts's scan; exact word recall (and recall with
 * accents folded away: é → e, ß → ss) and the character error rate of the page's text without spaces (the
 * measure for scripts written without them) for the engine's path for the language, tesseract alone in the
 * language, PP-OCR alone, and tesseract with the English data.
 *
 *   node --import tsx bench/tune/ocr-langs.ts [lang ...] [--dpi 300]     (SHOW=1: the text each reader gave)
 *
 * 2026-11-28, French and German only (exact / folded word recall, tesseract vs PP-OCR): French 300 dpi 96.3/96.3
 * vs 74.9/99.6 %, 200 dpi 96.3/96.3 vs 73.3/98.8, 150 dpi 95.9/95.9 vs 71.2/94.7; German 300 dpi 98.1/98.6 vs
 * 60.8/94.8, 200 dpi 98.6/98.6 vs 60.8/95.3, 150 dpi 93.4/93.4 vs 60.4/93.9. On printed pages tesseract reads
 * these languages about as well as PP-OCR reads their letters. The engine's path for them (reader 'tesseract+pp':
 * PP-OCR's letters with tesseract's accents on the lines tesseract is unsure of) then measured 100.0 % in French
 * at 300 dpi and 97.9 % at 150, 98.6 % in German at 300 dpi and 96.2 % at 150 (exact recall), in about
 * tesseract's time: PP-OCR reads only the few unsure lines of a printed page.
 *
 * 2026-11-28 at fa51571 plus the Vietnamese page, 300 dpi, exact word recall for the engine's path / tesseract alone
 * / PP-OCR / tesseract with the English data (the last two were the paths before: PP-OCR for Latin-script
 * languages without data of their own, English data for the others):
 *   fr 100.0 / 96.3 / 74.9 / 88.9     de 98.6 / 98.1 / 60.8 / 60.4     pl 98.2 / 95.7 / 62.5 / 60.0
 *   cs 98.2 / 97.8 / 46.2 / 45.8      tr 99.2 / 98.1 / 45.2 / 44.1     hu 98.2 / 96.9 / 44.9 / 48.9
 *   ro 99.0 / 96.9 / 71.2 / 70.5      sv 99.6 / 97.0 / 73.3 / 68.6     vi 97.1 / 96.8 / 22.9 / 22.4
 *   el 89.0 (tesseract alone) / 22.0 / 23.5     bg 95.6 / 20.4 / 19.7     uk 93.2 / 22.6 / 22.2
 *   ru 83.7 with the Bulgarian data / 22.8 / 22.4
 * Greek loses Latin words (CMR, kg: its data has no Latin letters) and reads some α as ο; Russian reads ы as ь and
 * ё as е, letters the Bulgarian data lacks. Hungarian was 95.6 % before a digit PP-OCR put for ő or ó gave way to
 * tesseract's letter (merge.ts). The Vietnamese page needs Debian's DejaVu Sans (MuPDF's Helvetica has no
 * Vietnamese letters).
 */
import { parseArgs } from 'node:util';

import { editDistance } from '../lib/ocr-metric.ts';
import { languagePage, PAGE_LANGUAGES, wordRecall, type PageLanguage } from '../lib/ocr-page.ts';
import { scriptPage, SCRIPT_LANGUAGES, type ScriptLanguage } from '../lib/ocr-script-page.ts';
import { createOcr, type OcrReader } from '../../engine/ocr/index.ts';

const { values, positionals } = parseArgs({ options: { dpi: { type: 'string', default: '300' } }, allowPositionals: true });
const dpi = Number(values.dpi);
const ALL = [...PAGE_LANGUAGES, ...SCRIPT_LANGUAGES];
const langs = positionals.length ? positionals : ALL;
for (const l of langs) if (!ALL.includes(l as PageLanguage)) throw new Error(`no page for '${l}'; one of ${ALL.join(', ')}`);
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss');
const unspaced = (s: string) => s.replace(/\s+/g, '');
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
console.log(`| Language | Reader | Path | Word recall | Folded | CER without spaces | ms |\n|---|---|---|---|---|---|---|`);
for (const lang of langs) {
  const { img, truth } = SCRIPT_LANGUAGES.includes(lang as ScriptLanguage)
    ? await scriptPage(lang as ScriptLanguage, dpi).then((p) => ({ img: p.img, truth: p.truth.flatMap((l) => l.split(' ')) }))
    : await languagePage(lang as PageLanguage, dpi);
  const page = { ...img, dpi, channels: 1 as const };
  const readers: Array<[string, string, OcrReader]> = [
    ['engine', lang, 'auto'],
    ['tesseract', lang, 'tesseract'],
    ['PP-OCR', lang, 'pp'],
    ['tesseract eng', 'en', 'tesseract'],
  ];
  for (const [name, language, reader] of readers) {
    // Once untimed: tesseract's first call in a language starts its worker.
    await ocr.recognize(page, { language, reader });
    const t0 = performance.now();
    const res = await ocr.recognize(page, { language, reader });
    const ms = performance.now() - t0;
    const found = res.lines.flatMap((l) => l.words.map((w) => w.text));
    const pct = (v: number) => (100 * v).toFixed(1);
    const t = unspaced(truth.join('')), h = unspaced(res.lines.map((l) => l.text).join(''));
    console.log(`| ${lang} | ${name} | ${ocr.lastTimings()!.reader} | ${pct(wordRecall(truth, found))} | ${pct(wordRecall(truth.map(fold), found.map(fold)))} | ${pct(editDistance(t, h) / t.length)} | ${ms.toFixed(0)} |`);
    if (process.env.SHOW) console.log(res.lines.map((l) => l.text).join('\n'));
  }
}
await ocr.close();
