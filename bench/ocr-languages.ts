/**
 * OCR of the languages PP-OCR's dictionary lacks. A page of lines in each language (8–12 pt, its accented letters,
 * Greek, Cyrillic, or, from bench/lib/ocr-script-page.ts, Japanese, Korean, Chinese and Arabic) rendered at `dpi`
 * and degraded like bench/lib/ocr-page.ts's scan; exact word recall (and recall with accents folded away: é → e,
 * ß → ss) and the character error rate of the page's text without spaces (the measure for scripts written without
 * them) for the engine's path for the language, the engine's path when the request names no language (English
 * by default, with a script check on pages PP-OCR reads poorly), tesseract alone in the language, PP-OCR alone, and
 * tesseract with the English data. Writes bench/results/ocr-languages.md.
 *
 *   node --import tsx bench/ocr-languages.ts [lang ...] [--dpi 300]     (SHOW=1: the text each reader gave)
 *
 * Earlier (2026-11-28, French and German only, exact / folded word recall, tesseract vs PP-OCR): French 300 dpi
 * 96.3/96.3 vs 74.9/99.6 %, 200 dpi 96.3/96.3 vs 73.3/98.8, 150 dpi 95.9/95.9 vs 71.2/94.7; German 300 dpi
 * 98.1/98.6 vs 60.8/94.8, 200 dpi 98.6/98.6 vs 60.8/95.3, 150 dpi 93.4/93.4 vs 60.4/93.9. The engine's path for
 * them (reader 'tesseract+pp') then measured 100.0 % in French at 300 dpi and 97.9 % at 150, 98.6 % in German at
 * 300 dpi and 96.2 % at 150 (exact recall), in about tesseract's time: PP-OCR reads only the few unsure lines of
 * a printed page.
 */
import { parseArgs } from 'node:util';

import { editDistance } from './lib/ocr-metric.ts';
import { languagePage, PAGE_LANGUAGES, wordRecall, type PageLanguage } from './lib/ocr-page.ts';
import { writeOcrResults } from './lib/ocr-results.ts';
import { scriptPage, SCRIPT_LANGUAGES, type ScriptLanguage } from './lib/ocr-script-page.ts';
import { createOcr, type OcrReader } from '../engine/ocr/index.ts';

const { values, positionals } = parseArgs({ options: { dpi: { type: 'string', default: '300' } }, allowPositionals: true });
const dpi = Number(values.dpi);
const ALL = [...PAGE_LANGUAGES, ...SCRIPT_LANGUAGES];
const langs = positionals.length ? positionals : ALL;
for (const l of langs) if (!ALL.includes(l as PageLanguage)) throw new Error(`no page for '${l}'; one of ${ALL.join(', ')}`);
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss');
const unspaced = (s: string) => s.replace(/\s+/g, '');
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const rows: string[] = [];
for (const lang of langs) {
  const { img, truth } = SCRIPT_LANGUAGES.includes(lang as ScriptLanguage)
    ? await scriptPage(lang as ScriptLanguage, dpi, 52).then((p) => ({ img: p.img, truth: p.truth.flatMap((l) => l.split(' ')) }))
    : await languagePage(lang as PageLanguage, dpi);
  const page = { ...img, dpi, channels: 1 as const };
  const readers: Array<[string, string, OcrReader, boolean]> = [
    ['engine', lang, 'auto', false],
    ['no language sent', 'en', 'auto', true],
    ['tesseract', lang, 'tesseract', false],
    ['PP-OCR', lang, 'pp', false],
    ['tesseract eng', 'en', 'tesseract', false],
  ];
  for (const [name, language, reader, detectLanguage] of readers) {
    // Once untimed: tesseract's first call in a language starts its worker.
    await ocr.recognize(page, { language, reader, detectLanguage });
    const t0 = performance.now();
    const res = await ocr.recognize(page, { language, reader, detectLanguage });
    const ms = performance.now() - t0;
    const found = res.lines.flatMap((l) => l.words.map((w) => w.text));
    const pct = (v: number) => `${(100 * v).toFixed(1)} %`;
    const t = unspaced(truth.join('')), h = unspaced(res.lines.map((l) => l.text).join(''));
    const checked = ocr.lastTimings()!.latinCandidates;
    const path = detectLanguage
      ? `${ocr.lastTimings()!.reader}, read as ${res.language}${checked.length ? ` (checked ${checked.join(', ')})` : ''}`
      : ocr.lastTimings()!.reader;
    const row = `| ${lang} | ${name} | ${path} | ${pct(wordRecall(truth, found))} | ${pct(wordRecall(truth.map(fold), found.map(fold)))} | ${pct(editDistance(t, h) / t.length)} | ${(ms / 1000).toFixed(2)} |`;
    rows.push(row);
    console.log(row);
    if (process.env.SHOW) console.log(res.lines.map((l) => l.text).join('\n'));
  }
}
await ocr.close();

const file = writeOcrResults('languages', `## OCR by language: the engine's path against the others, one page per language at ${dpi} dpi

${new Date().toISOString().slice(0, 10)}; \`node --import tsx bench/ocr-languages.ts\`. Each page holds up to 52 lines of invoice and
transport vocabulary in its language (8–12 pt, each line with an amount), rendered and degraded like the OCR speed
page (skew 0.7°, blur, lower contrast, noise). Latin, Greek and Cyrillic pages are drawn by MuPDF in Helvetica
(Vietnamese in DejaVu Sans), Japanese, Korean, Chinese and Arabic ones by @napi-rs/canvas in WenQuanYi Micro Hei and
DejaVu Sans. Path: what the engine chose ('auto'); "no language sent" is the engine given English by default, as the
API does when a request names no language, so that a page PP-OCR reads poorly has its script checked and, if that
shows another language, is read in it (engine/ocr/script.ts), and a page whose function words point to a Latin-script
language other than English is read in the one a sample of its lines reads best in (engine/ocr/latin-language.ts;
"checked" names the candidates); "tesseract" is tesseract alone in the language and "tesseract
eng" tesseract with the English data, the path of languages without data of their own before 2026-11-28 (Latin-script
ones went to PP-OCR). Word recall: exact words found (multiset); folded: with accents removed on both sides; CER
without spaces: edit distance between the page's text and the reading, whitespace removed (the measure for Japanese
and Chinese, written without spaces). Russian is read with the Bulgarian data (the npm registry has none of its own).
Seconds are one warm read on one core.

| Language | Reader | Path | Word recall | Folded | CER without spaces | s/page |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
console.log(`written to ${file}`);
