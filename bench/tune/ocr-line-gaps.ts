/**
 * Tuning aid: where should an OCR line be cut into separate runs of text? PP-OCR's detector often takes two
 * narrow table columns (a quantity and its unit, a weight beside a name) for one line, and the recogniser's word
 * boxes (engine/ocr/ctc.ts splitWords) are padded so that a wide gap hides inside them. This measures, for every
 * pair of neighbouring words on an OCR line, the gap between their character runs in units of the line's height,
 * and whether a reference puts the two words in one run of text or two:
 *
 * - SROIE dev receipts 000–228: the ground truth's line boxes (a box is one run of text);
 * - the scanned layout sets 1–4 (bench/layouts/scanned.ts; set 5 held out): the born-digital PDF's own segments
 *   (engine/layout/segments.ts, cut at gaps over 1.2 line heights), each OCR word placed by its centre.
 *
 *   node --import tsx bench/tune/ocr-line-gaps.ts [--source sroie|layouts|both]
 *
 * Prints a histogram of the gaps by label and, for each threshold, the pairs a cut there would separate wrongly
 * (same run) and the pairs it would leave joined wrongly (two runs), and (layouts) the character error rate of the
 * OCR words against each born-digital segment, by scan resolution.
 *
 * 2026-11-28, at 728a195: SROIE dev receipts 1,143 pairs, 24 across runs; no cut threshold separates them (the
 * same-run pairs reach 1.6 line heights, monospaced double spaces; the across-run ones mostly touch). Scanned layout
 * sets 1–4: 11,063 pairs, 91 across runs, 45 of them with touching boxes; a cut at 1.2 line heights would have
 * split 371 same-run pairs to join 4. So a gap rule was not the lever: where the detector runs cells together the
 * words touch, and what separates them on the page is the rule between the cells (engine/ocr/rules.ts reads rules
 * from the pixels and cuts lines there). Character error of the words against the segments: 150 dpi 3.4 %, 200 dpi
 * 5.2 %, 300 dpi 3.1 % (spaces lost after commas and full stops are much of it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import sharp from 'sharp';

import { createOcr } from '../../engine/ocr/index.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { toSegments } from '../../engine/layout/segments.ts';
import type { BBox, Line } from '../../engine/types.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';
import { editDistance, linesInStoredFrame, normText, parseBoxes } from '../lib/ocr-metric.ts';
import { SETS } from '../layouts/sets.ts';
import { scanPdf } from '../../test/fixtures/logistics/scan.ts';
import { seedOf } from '../layouts/scanned.ts';

const { values: args } = parseArgs({ options: { source: { type: 'string', default: 'both' }, limit: { type: 'string' } } });
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });

/** Half of the pad splitWords puts on each side of a word (0.3 crop heights), in fitted line heights (fit.ts: 0.7). */
const HIDDEN = (2 * 0.3) / 0.7;

interface Pair { gap: number; same: boolean; text: string; src: string }
const pairs: Pair[] = [];
const cer: Record<number, { errors: number; chars: number; missed: number; segs: number }> = {};

/** Neighbouring word pairs of each line with their gap (character runs apart, in line heights) and label. */
function collect(lines: Line[], place: (b: BBox) => number, src: string): void {
  for (const l of lines) {
    const ws = [...l.words].sort((a, b) => a.bbox[0] - b.bbox[0]);
    const h = Math.max(1, l.bbox[3] - l.bbox[1]);
    for (let i = 1; i < ws.length; i++) {
      const a = ws[i - 1], b = ws[i];
      const pa = place(a.bbox), pb = place(b.bbox);
      if (pa < 0 || pb < 0) continue;
      const boxGap = b.bbox[0] - a.bbox[2];
      // Touching boxes: the runs are closer than the pads hide; counted at the pads' width.
      const gap = boxGap > 0.5 ? boxGap / h + HIDDEN : HIDDEN;
      pairs.push({ gap, same: pa === pb, text: `${a.text} | ${b.text}`, src });
    }
  }
}

const inside = (b: readonly number[], x: number, y: number): boolean => x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];

if (args.source !== 'layouts') {
  const corpus = join(CORPUS_DIR, 'sroie-receipts');
  const ids = readdirSync(join(corpus, 'img')).filter((f) => f.endsWith('.jpg')).map((f) => f.slice(0, -4)).sort().slice(0, 20);
  for (const id of ids) {
    const truth = parseBoxes(readFileSync(join(corpus, 'box', `${id}.csv`), 'utf8'));
    const { data, info } = await sharp(readFileSync(join(corpus, 'img', `${id}.jpg`))).greyscale().raw().toBuffer({ resolveWithObject: true });
    const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: 300, channels: 1 as const };
    const r = await ocr.recognize(img, { language: 'en', reader: 'pp' });
    // Pairs are measured on the engine's upright lines, each word placed in the stored image's frame.
    const stored = linesInStoredFrame(r, img.width, img.height);
    const boxOf = new Map<object, BBox>();
    r.lines.forEach((l, li) => l.words.forEach((w, wi) => boxOf.set(w, stored[li].words[wi].bbox)));
    collect(r.lines, (b) => {
      const w = r.lines.flatMap((l) => l.words).find((x) => x.bbox === b);
      const s = w ? boxOf.get(w)! : b;
      const cx = (s[0] + s[2]) / 2, cy = (s[1] + s[3]) / 2;
      return truth.findIndex((t) => inside(t.box, cx, cy));
    }, `sroie ${id}`);
  }
}

if (args.source !== 'sroie') {
  const limit = args.limit ? Number(args.limit) : Infinity;
  let n = 0;
  for (const set of SETS.slice(0, 4)) {
    for (const d of set.docs()) {
      if (n++ >= limit) break;
      const born = extractPdfPages(d.pdf);
      const scans = await scanPdf(d.pdf, seedOf(d.id));
      for (const sp of scans) {
        const page = born[sp.pageNumber - 1];
        const segs = toSegments(page);
        const { data, info } = await sharp(sp.png).greyscale().raw().toBuffer({ resolveWithObject: true });
        const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: sp.dpi, channels: 1 as const };
        const r = await ocr.recognize(img, { language: 'en', reader: 'pp' });
        // The upright page: the scan's canvas grew by the turn, the paper sits in its middle.
        const sc = sp.dpi / 72;
        const dx = (info.width - page.width * sc) / 2, dy = (info.height - page.height * sc) / 2;
        const place = (b: BBox): number => {
          const cx = ((b[0] + b[2]) / 2 - dx) / sc, cy = ((b[1] + b[3]) / 2 - dy) / sc;
          return segs.findIndex((s) => inside(s.bbox, cx, cy));
        };
        collect(r.lines, place, `${d.id} p${sp.pageNumber}`);
        // Character errors by dpi: each born-digital segment against the OCR words centred in it.
        const got = segs.map(() => [] as Array<{ x: number; t: string }>);
        for (const l of r.lines) for (const w of l.words) { const i = place(w.bbox); if (i >= 0) got[i].push({ x: w.bbox[0], t: w.text }); }
        const c = (cer[sp.dpi] ??= { errors: 0, chars: 0, missed: 0, segs: 0 });
        segs.forEach((s, i) => {
          const ref = normText(s.text), hyp = normText(got[i].sort((a, b) => a.x - b.x).map((w) => w.t).join(' '));
          c.errors += editDistance(ref, hyp); c.chars += ref.length; c.segs++;
          if (!hyp) c.missed++;
          if (process.env.CERDUMP && ref !== hyp && Number(process.env.CERDUMP) === sp.dpi) console.log(`${d.id} ${sp.dpi}: ${ref} → ${hyp}`);
        });
      }
    }
  }
}
await ocr.close();
for (const [dpi, c] of Object.entries(cer)) console.log(`${dpi} dpi: CER ${((100 * c.errors) / c.chars).toFixed(1)} % over ${c.chars} chars, ${c.segs} segments, ${c.missed} read as nothing`);

for (const src of ['sroie', 's']) {
  const mine = pairs.filter((p) => (src === 'sroie' ? p.src.startsWith('sroie') : !p.src.startsWith('sroie')));
  if (!mine.length) continue;
  console.log(`\n## ${src === 'sroie' ? 'SROIE dev receipts' : 'scanned layout sets 1–4'}: ${mine.length} pairs (${mine.filter((p) => !p.same).length} across runs)`);
  const edges = [HIDDEN + 0.001, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0, 2.2, 2.5, 3, 4, Infinity];
  let lo = 0;
  for (const e of edges) {
    const inB = mine.filter((p) => p.gap >= lo && p.gap < e);
    console.log(`gap [${lo.toFixed(2)}, ${e.toFixed(2)}): same ${inB.filter((p) => p.same).length}, across ${inB.filter((p) => !p.same).length}`);
    lo = e;
  }
  for (const t of [1.0, 1.2, 1.4, 1.6, 1.8, 2.0, 2.2, 2.5]) {
    const wrongCut = mine.filter((p) => p.same && p.gap >= t).length;
    const wrongJoin = mine.filter((p) => !p.same && p.gap < t).length;
    console.log(`cut at ≥ ${t}: wrongly cut ${wrongCut}, wrongly joined ${wrongJoin}`);
  }
  if (process.env.DUMP) for (const p of mine.filter((q) => q.same ? q.gap >= Number(process.env.DUMP) : q.gap > HIDDEN + 0.001 && q.gap < Number(process.env.DUMP))) console.log(`${p.same ? 'same  ' : 'across'} ${p.gap.toFixed(2)} ${p.src}: ${p.text}`);
}
