/**
 * Tuning aid for the logistics extractors on scans, DEV seeds only (0–99; the TEST split is bench/accuracy-synthetic.ts):
 * generates documents of one type, scans and OCRs them, and lists every header field missed. `-r` also prints the
 * rate/goods row the table reader found (air waybills).
 *
 *   node --import tsx bench/tune/logistics-scans.ts [type=air_waybill] [count=8] [-r]
 */
import sharp from 'sharp';
import { createOcr } from '../../engine/ocr/index.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import { generateDocument } from '../../test/fixtures/logistics/document.ts';
import { scanPdf } from '../../test/fixtures/logistics/scan.ts';
import { scoreHeader } from '../../test/fixtures/logistics/score.ts';
import type { PageContent } from '../../engine/types.ts';
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const type = (process.argv[2] ?? 'air_waybill') as any;
const n = Number(process.argv[3] ?? 8);
let tp = 0, fp = 0, fn = 0;
for (let seed = 0; seed < n; seed++) {
  const d = generateDocument(type, seed);
  const pages: PageContent[] = [];
  for (const s of await scanPdf(d.pdf, d.seed)) {
    const { data, info } = await sharp(s.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const r = await ocr.recognize({ data: new Uint8Array(data), width: info.width, height: info.height, channels: 1, dpi: s.dpi }, { language: 'en' });
    const k = 72 / s.dpi;
    const sc = (b: any) => [b[0] * k, b[1] * k, b[2] * k, b[3] * k] as any;
    pages.push({ pageNumber: s.pageNumber, width: info.width * k, height: info.height * k, textSource: 'ocr', rules: [], confidence: r.confidence, lines: r.lines.map((l) => ({ ...l, bbox: sc(l.bbox), words: l.words.map((w) => ({ ...w, bbox: sc(w.bbox), fontSize: undefined })) })) });
  }
  if (process.argv.includes('-r')) { const { readTables } = await import('../../engine/extract/logistics/table.ts'); const rows = readTables(pages); const row: any = rows.find((x: any) => x.packages || x.chargeableWeight); console.log(seed, row ? Object.fromEntries(Object.entries(row).map(([k, v]: any) => [k, v?.text])) : null); }
  const out = extractDocument({ pages, documentType: type, language: 'en', extractTables: true, attachments: [] });
  const s = scoreHeader(type, d.truth as any, out.extractedData as any);
  tp += s.tp; fp += s.fp; fn += s.fn;
  for (const m of s.misses) console.log(seed, m);
}
const p = tp / (tp + fp), r = tp / (tp + fn);
console.log('P', p.toFixed(3), 'R', r.toFixed(3), 'F1', (2 * p * r / (p + r)).toFixed(3));
await ocr.close();
