/**
 * Tuning aid (dev receipts 000–228 only): tesseract.js page-read variants on SROIE receipts — page segmentation
 * mode, declared DPI, up/down-scaling and word-confidence cut-offs — scored with bench/ocr-metric.ts. Findings of
 * 2026-11-22 are in engine/ocr/tesseract.ts (pageSegMode) and bench/results/ocr-sroie.md.
 *
 *   node --import tsx bench/ocr-tess-tune.ts [--variants psm3,psm4-up,...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import sharp from 'sharp';
import { createWorker, OEM, type PSM } from 'tesseract.js';

import type { Line } from '../../engine/types.ts';
import { toPgm } from '../../engine/ocr/tesseract.ts';
import { loadManifest, resolveModelPath } from '../../models/load.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';
import { addCounts, emptyCounts, parseBoxes, scorePage } from '../lib/ocr-metric.ts';

const corpus = join(CORPUS_DIR, 'sroie-receipts');
const ids = readdirSync(join(corpus, 'img')).filter((f) => f.endsWith('.jpg')).map((f) => f.slice(0, -4)).sort().slice(0, 20);
const m = await loadManifest();
const w = await createWorker('eng', OEM.LSTM_ONLY, { langPath: dirname(resolveModelPath(m.files.tessEng, m.dir)), gzip: true, cacheMethod: 'none' });
type V = { psm: string; dpi?: string; up: (w: number) => number };
const all: Record<string, V> = {
  psm3: { psm: '3', up: () => 1 },
  'psm3-dpi': { psm: '3', dpi: '300', up: () => 1 },
  'psm4-dpi': { psm: '4', dpi: '300', up: () => 1 },
  'psm6-dpi': { psm: '6', dpi: '300', up: () => 1 },
  'psm4-up': { psm: '4', dpi: '300', up: (x) => (x < 1200 ? 2 : 1) },
  'psm6-up': { psm: '6', dpi: '300', up: (x) => (x < 1200 ? 2 : 1) },
  'psm3-up': { psm: '3', dpi: '300', up: (x) => (x < 1200 ? 2 : 1) },
  psm6: { psm: '6', up: () => 1 },
  'psm6-half': { psm: '6', dpi: '300', up: (x) => (x > 2000 ? 0.5 : 1) },
  'psm4-down': { psm: '4', dpi: '300', up: (x) => (x < 1200 ? 2 : x > 2500 ? 1600 / x : 1) },
};
const arg = process.argv.indexOf('--variants');
const names = arg >= 0 ? process.argv[arg + 1].split(',') : Object.keys(all);
for (const name of names) {
  const v = all[name];
  const cuts = [0, 0.2, 0.35, 0.5];
  const cs = cuts.map(() => emptyCounts());
  const t0 = performance.now();
  for (const id of ids) {
    const truth = parseBoxes(readFileSync(join(corpus, 'box', `${id}.csv`), 'utf8'));
    const jpg = sharp(readFileSync(join(corpus, 'img', `${id}.jpg`))).greyscale();
    const meta = await jpg.metadata();
    const s = v.up(meta.width!);
    const img = s === 1 ? jpg : jpg.resize(Math.round(meta.width! * s), Math.round(meta.height! * s), { kernel: 'lanczos3' });
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    await w.setParameters({ tessedit_pageseg_mode: v.psm as PSM, ...(v.dpi ? { user_defined_dpi: v.dpi } : {}) });
    const { data: d } = await w.recognize(Buffer.from(toPgm({ data: new Uint8Array(data), width: info.width, height: info.height })), {}, { blocks: true, text: false });
    const lines: Line[] = [];
    for (const b of d.blocks ?? []) for (const p of b.paragraphs) for (const l of p.lines) {
      const words = l.words.filter((x) => x.text.trim()).map((x) => ({ text: x.text, confidence: x.confidence / 100, source: 'ocr' as const,
        bbox: [x.bbox.x0 / s, x.bbox.y0 / s, x.bbox.x1 / s, x.bbox.y1 / s] as [number, number, number, number] }));
      if (words.length) lines.push({ text: words.map((x) => x.text).join(' '), bbox: [l.bbox.x0 / s, l.bbox.y0 / s, l.bbox.x1 / s, l.bbox.y1 / s], words });
    }
    cuts.forEach((cut, k) => {
      const kept = lines.map((l) => ({ ...l, words: l.words.filter((x) => x.confidence >= cut) })).filter((l) => l.words.length);
      addCounts(cs[k], scorePage(truth, kept));
    });
  }
  for (const [k, c] of cs.entries()) console.log(`${name} conf≥${cuts[k]}: CER ${(100 * c.errors / c.chars).toFixed(1)} % no-space ${(100 * c.errorsNoSpace / c.charsNoSpace).toFixed(1)} % recall ${(100 * c.wordsFound / c.words).toFixed(1)} % ${((performance.now() - t0) / ids.length / 1000).toFixed(2)} s/receipt`);
}
await w.terminate();
