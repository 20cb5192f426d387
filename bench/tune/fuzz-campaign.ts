/**
 * A longer fuzz campaign than CI's smoke (test/engine/fuzz-smoke.test.ts, RELIABILITY.md U9), over richer seeds:
 * the smoke's small files, a 5-page TIFF, a two-page PDF with an image-only page, an encrypted PDF, a corpus PDF
 * with ruled tables, an EXIF-rotated JPEG, a palette PNG, LZW and JPEG-compressed TIFFs, a lossless WebP. Each
 * input is a bit-flipped, truncated, spliced or number-overwritten seed, sent through sniff → countPages →
 * process (test/engine/support/fuzz.ts, as the smoke sends them). A crash, an internal error or an answer slower
 * than 16 s is a failure; its input is written to test/engine/fuzz-regressions/, where the smoke replays it.
 *
 *   node --import tsx bench/tune/fuzz-campaign.ts [minutes=15]     (SEED=n repeats a campaign)
 *
 * 2026-11-28, 2-core Xeon VM, SEED=12345: this script, engine of b2eaee5, 12 minutes: 13,108 inputs, no failure
 * (CORRUPT_FILE 8,322, UNSUPPORTED_FORMAT 1,273, ENCRYPTED_PDF 685, NO_PAGES 83, IMAGE_TOO_LARGE 1, processed
 * 2,744). Earlier, engine of 71424f0, 20 minutes, the same mutations written out in a scratch copy (before it
 * shared test/engine/support/fuzz.ts with the smoke): 21,528 inputs, no failure.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startEngine } from '../../test/engine/support/engine.ts';
import { exercise, mutate, saveRegression, type Mutation } from '../../test/engine/support/fuzz.ts';
import { seedFiles } from '../../test/engine/support/seeds.ts';
import { buildTiffPageBomb, buildImage } from '../../test/fixtures/images.ts';
import { buildInvoicePdf, buildEncryptedPdf } from '../../test/fixtures/pdf.ts';
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
let seed = Number(process.env.SEED ?? Date.now() % 1e9);
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (n: number) => Math.floor(rnd() * n);
/** Numbers a format's lengths, counts and sizes go wrong with. */
const EDGES = [0, 0xff, 0x7f, 0x80, 0xffff, 0x7fffffff, 0xffffffff, 1, 2, 0x10000];
function draw(): Mutation {
  const k = rnd();
  if (k < 0.5) return { kind: 'flip', flips: Array.from({ length: 1 + pick(16) }, () => ({ at: rnd(), bit: pick(8) })) };
  if (k < 0.65) return { kind: 'truncate', at: rnd() };
  if (k < 0.85) return { kind: 'splice', from: rnd(), at: rnd(), len: 1 + pick(512), donor: pick(seeds.length) };
  return { kind: 'overwrite', at: rnd(), value: EDGES[pick(EDGES.length)], width: 1 + pick(4) };
}

const end = Date.now() + MINUTES * 60_000;
let n = 0, fails = 0;
const answers: Record<string, number> = {};
process.on('unhandledRejection', (r) => console.log('UNHANDLED', r));
while (Date.now() < end) {
  const bytes = mutate(seeds[pick(seeds.length)], draw(), seeds);
  n++;
  const { answer, failure } = await exercise(engine, bytes, 16_000);
  answers[answer] = (answers[answer] ?? 0) + 1;
  if (failure) {
    fails++;
    console.log('FAIL', saveRegression(bytes), failure.slice(0, 300));
  }
}
console.log(JSON.stringify({ runs: n, fails, answers }));
await engine.close();
