/**
 * A longer fuzz campaign than CI's smoke (test/engine/fuzz-smoke.test.ts, RELIABILITY.md U9), over richer seeds:
 * the smoke's small files, a 5-page TIFF, a two-page PDF with an image-only page, an encrypted PDF, a corpus PDF
 * with ruled tables, an EXIF-rotated JPEG, a palette PNG, LZW and JPEG-compressed TIFFs, a lossless WebP. Each
 * input is a bit-flipped, truncated, spliced or number-overwritten seed, sent through sniff → countPages →
 * process. A crash, an internal error or an answer slower than 16 s is a failure; its input is written to
 * fuzz-regressions/ of test/engine, where the smoke replays it on every run.
 *
 *   node --import tsx bench/tune/fuzz-campaign.ts [minutes=15]     (SEED=n repeats a campaign)
 *
 * 2026-11-28, engine of 71424f0, SEED=12345, 20 minutes on a 2-core Xeon VM (this script before it moved here
 * from a scratch folder; only its paths changed): 21,528 inputs, no failure (CORRUPT_FILE 13,563,
 * UNSUPPORTED_FORMAT 2,188, ENCRYPTED_PDF 1,095, NO_PAGES 243, IMAGE_TOO_LARGE 54, processed 4,385).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startEngine, OPTIONS } from '../../test/engine/support/engine.ts';
import { seedFiles } from '../../test/engine/support/seeds.ts';
import { buildTiffPageBomb, buildImage } from '../../test/fixtures/images.ts';
import { buildInvoicePdf, buildEncryptedPdf } from '../../test/fixtures/pdf.ts';
import { sniff } from '../../engine/sniff.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';

const MINUTES = Number(process.argv[2] ?? 15);
const seeds = (await seedFiles()).map((s) => s.bytes);
seeds.push(buildTiffPageBomb(5));
seeds.push(buildInvoicePdf({ pages: 2, imageOnlyPages: [2], width: 300, height: 200 }).bytes);
seeds.push(buildEncryptedPdf());
seeds.push(new Uint8Array(readFileSync(`${CORPUS_DIR}/tabula-tables/pdf/spanning_cells.pdf`)));
seeds.push(new Uint8Array(await sharp(await buildImage('jpeg', 160, 60)).withMetadata({ orientation: 6 }).jpeg().toBuffer()));
seeds.push(new Uint8Array(await sharp(await buildImage('png', 160, 60)).png({ palette: true }).toBuffer()));
seeds.push(new Uint8Array(await sharp(await buildImage('png', 160, 60)).tiff({ compression: 'lzw', predictor: 'horizontal' }).toBuffer()));
seeds.push(new Uint8Array(await sharp(await buildImage('png', 160, 60)).tiff({ compression: 'jpeg' }).toBuffer()));
seeds.push(new Uint8Array(await sharp(await buildImage('png', 160, 60)).webp({ lossless: true }).toBuffer()));
const engine = await startEngine({ documentTimeoutMs: 5000, maxPages: 20, maxPixels: 20_000_000 });
const BAD = new Set(['WORKER_CRASHED', 'INTERNAL']);
let seed = Number(process.env.SEED ?? Date.now() % 1e9);
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const end = Date.now() + MINUTES * 60_000;
let n = 0, fails = 0;
const codes: Record<string, number> = {};
process.on('unhandledRejection', (r) => { console.log('UNHANDLED', r); });
while (Date.now() < end) {
  const s = seeds[Math.floor(rnd() * seeds.length)];
  let out = s.slice();
  const k = rnd();
  if (k < 0.5) { const f = 1 + Math.floor(rnd() * 16); for (let i = 0; i < f; i++) out[Math.floor(rnd() * out.length)] ^= 1 << Math.floor(rnd() * 8); }
  else if (k < 0.65) out = out.subarray(0, Math.floor(rnd() * out.length));
  else if (k < 0.85) { const d = seeds[Math.floor(rnd() * seeds.length)]; const from = Math.floor(rnd() * d.length); const len = 1 + Math.floor(rnd() * 512); const at = Math.floor(rnd() * out.length); const ch = d.subarray(from, from + len); out = new Uint8Array([...out.subarray(0, at), ...ch, ...out.subarray(at + ch.length)]); }
  else { // overwrite a 1-4 byte run with an interesting number
    const vals = [0, 0xff, 0x7f, 0x80, 0xffff, 0x7fffffff, 0xffffffff, 1, 2, 0x10000];
    const v = vals[Math.floor(rnd() * vals.length)]; const at = Math.floor(rnd() * out.length); const w = 1 + Math.floor(rnd() * 4);
    for (let i = 0; i < w && at + i < out.length; i++) out[at + i] = (v >>> (8 * i)) & 0xff;
  }
  n++;
  const t0 = performance.now();
  let failure: string | null = null;
  try {
    sniff(out);
    const c = await engine.countPages(out);
    if (!c.ok) { codes[c.error.code] = (codes[c.error.code] ?? 0) + 1; if (BAD.has(c.error.code)) failure = `count ${c.error.code} ${c.error.message}`; }
    else {
      const r = await engine.process(out, OPTIONS, { transfer: false });
      const key = r.ok ? 'ok' : r.error.code; codes[key] = (codes[key] ?? 0) + 1;
      if (!r.ok && BAD.has(r.error.code)) failure = `process ${r.error.code} ${r.error.message}`;
    }
  } catch (e) { failure = `threw ${(e as Error).stack}`; }
  const ms = performance.now() - t0;
  if (!failure && ms > 16000) failure = `took ${Math.round(ms)} ms`;
  if (failure) {
    fails++;
    const name = createHash('sha1').update(out).digest('hex') + '.bin';
    writeFileSync(fileURLToPath(new URL(`../../test/engine/fuzz-regressions/${name}`, import.meta.url)), out);
    console.log('FAIL', name, failure.slice(0, 300));
  }
}
console.log(JSON.stringify({ runs: n, fails, codes }));
await engine.close();
