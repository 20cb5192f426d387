/**
 * Tuning aid for the receipt extractor through our OCR, on the SROIE DEV receipts only (000–228): the dev split
 * has no merchant or total misses left at full size, so the images are also shrunk and blurred to surface the
 * misreads that held-out receipts show, without looking at those. Prints merchant and total hits per variant;
 * `-v` lists merchant misses with the first OCR lines and their confidences, `-t` total misses.
 *
 *   node --import tsx bench/tune/sroie-augmented.ts [variant] [-v] [-t]
 */
import sharp, { type Sharp } from 'sharp';
import { readFileSync, readdirSync } from 'node:fs';
import { createOcr } from '../../engine/ocr/index.ts';
import { extractDocument } from '../../engine/extract/index.ts';
const dir = '/work/shared/corpus/sroie-receipts';
const ids = readdirSync(`${dir}/key`).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort().slice(0, 20);
const norm = (s: string) => String(s ?? '').toLowerCase().replace(/[^a-z0-9&]/g, '');
const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
const variants: Record<string, (img: Sharp, w: number) => Sharp> = {
  orig: (i) => i,
  s50: (i, w) => i.resize(Math.round(w * 0.5)),
  s35: (i, w) => i.resize(Math.round(w * 0.35)),
  s50blur: (i, w) => i.resize(Math.round(w * 0.5)).blur(0.8),
};
const only = process.argv[2];
for (const [name, f] of Object.entries(variants)) {
  if (only && name !== only) continue;
  let hit = 0, tHit = 0;
  for (const id of ids) {
    const gt = JSON.parse(readFileSync(`${dir}/key/${id}.json`, 'utf8'));
    const meta = await sharp(`${dir}/img/${id}.jpg`).metadata();
    const { data, info } = await f(sharp(`${dir}/img/${id}.jpg`), meta.width!).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const r = await ocr.recognize({ data: new Uint8Array(data), width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3, dpi: 72 }, { language: 'en' });
    const out = extractDocument({ pages: [{ pageNumber: 1, width: info.width, height: info.height, textSource: 'ocr', lines: r.lines, rules: [], confidence: r.confidence }], documentType: 'receipt', language: 'en', extractTables: false, attachments: [] });
    const d: any = out.extractedData;
    const ok = norm(d.vendor?.name) === norm(gt.company);
    const tok = Math.abs((d.totalAmount ?? -1) - Number(String(gt.total).replace(/[^\d.]/g, ''))) < 0.005;
    if (ok) hit++; if (tok) tHit++;
    if (!tok && process.argv.includes('-t')) console.log(name, id, 'total', gt.total, '->', d.totalAmount, r.lines.filter((l) => /tot|amount|rm|due|round|cash/i.test(l.text)).map((l) => l.text).slice(0, 12).join(' | '));
    if (!ok && process.argv.includes('-v')) console.log(name, id, JSON.stringify(gt.company), '->', JSON.stringify(d.vendor?.name), r.lines.slice(0, 6).map((l) => `${l.text}(${(l.words.reduce((a, w) => a + w.confidence, 0) / l.words.length).toFixed(2)})`).join(' | '));
  }
  console.log(name, 'company', hit, '/', ids.length, 'total', tHit);
}
await ocr.close();
