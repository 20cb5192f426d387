/**
 * Question: how long does the engine take to get text with geometry (words, lines, rules) from a
 * born-digital page, against native MuPDF (`mutool draw -F stext.json`, line-level JSON) in the same run?
 * Target: engine ≤ 3× native per page (PERFORMANCE.md §2a). Run: node --import tsx bench/engine-text.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { extractPageContent } from '../engine/pdf/text.ts';
import { buildInvoicePdf } from '../test/fixtures/pdf.ts';
import { median, report, spread, table } from './lib/engine-util.ts';
import { CORPUS_DIR } from '../test/helpers/corpus.ts';

const ROUNDS = 7;
const CORPUS = CORPUS_DIR + '/invoice2data-compare';

interface Doc {
  label: string;
  files: string[];
  bytes: Uint8Array[];
  pages: number;
}

/** DejaVu, embedded and subset like the fonts of the anchor document (PERFORMANCE.md §0), when installed. */
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
function anchorFonts(): { regular: string; bold: string } | undefined {
  const fonts = { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` };
  return existsSync(fonts.regular) && existsSync(fonts.bold) ? fonts : undefined;
}

/**
 * Time of the page loops over all files, in ms: load page, `perPage`, destroy. Opening the file is
 * outside the clock, as it is outside the "total" mutool reports for its page loop.
 */
function pageLoopMs(files: Uint8Array[], perPage: (page: mupdf.Page, pageNumber: number) => void): number {
  let ms = 0;
  for (const bytes of files) {
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    const n = doc.countPages();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const page = doc.loadPage(i);
      perPage(page, i + 1);
      page.destroy();
    }
    ms += performance.now() - t0;
    doc.destroy();
  }
  return ms;
}

/** The engine's text stage: words with boxes, font size and bold, lines, ruling lines. */
function engineMs(files: Uint8Array[]): number {
  return pageLoopMs(files, (page, n) => {
    extractPageContent(page, n);
  });
}

/** mupdf.js floor: the same line-level JSON mutool writes (toStructuredText + asJSON), no words or rules. */
function wasmJsonMs(files: Uint8Array[]): number {
  return pageLoopMs(files, (page) => {
    const st = page.toStructuredText('preserve-whitespace');
    st.asJSON();
    st.destroy();
  });
}

/** Native time as mutool reports it for its page loop ("total N ms"), summed over the files. */
function nativeMs(files: string[]): number {
  let total = 0;
  for (const f of files) {
    const run = spawnSync('mutool', ['draw', '-s', 't', '-F', 'stext.json', '-o', '/dev/null', f], { encoding: 'utf8' });
    const out = `${run.stdout}\n${run.stderr}`;
    const m = /total (\d+(?:\.\d+)?)ms/.exec(out);
    if (!m) throw new Error(`no timing in mutool output for ${f}`);
    total += Number(m[1]);
  }
  return total;
}

function countPages(files: string[]): number {
  return files.reduce((s, f) => {
    const d = mupdf.Document.openDocument(readFileSync(f), 'application/pdf');
    const n = d.countPages();
    d.destroy();
    return s + n;
  }, 0);
}

function main(): void {
  try {
    execFileSync('mutool', ['-v'], { stdio: 'ignore' });
  } catch {
    console.error('mutool not found: apt-get install -y mupdf-tools');
    process.exit(1);
  }
  const v = spawnSync('mutool', ['-v'], { encoding: 'utf8' });
  const mutoolVersion = `${v.stdout}${v.stderr}`.trim() || 'mutool';
  const tmp = mkdtempSync(join(os.tmpdir(), 'engine-text-'));
  try {
    const sparse = join(tmp, 'invoice-sparse-200.pdf');
    writeFileSync(sparse, buildInvoicePdf({ pages: 200 }).bytes);
    const dense = join(tmp, 'invoice-dense-200.pdf');
    const fonts = anchorFonts();
    writeFileSync(dense, buildInvoicePdf({ pages: 200, layout: 'dense', width: 612, height: 792, fontFiles: fonts }).bytes);
    const corpus = readdirSync(CORPUS).filter((f) => f.endsWith('.pdf')).map((f) => join(CORPUS, f));
    const docs: Doc[] = [
      {
        label: `generated dense invoice, 200 pages: the anchor's document shape (§0: Letter, ~60 text lines, 38-row ruled table with shaded rows, logo, ${fonts ? 'embedded subset DejaVu' : 'base-14 Helvetica (DejaVu not installed)'})`,
        files: [dense],
        bytes: [],
        pages: 0,
      },
      { label: 'generated sparse invoice, 200 pages (A4, ~40 words and a 7-row table: per-page fixed costs dominate)', files: [sparse], bytes: [], pages: 0 },
      { label: `invoice2data corpus, ${corpus.length} files`, files: corpus, bytes: [], pages: 0 },
    ];
    for (const d of docs) {
      d.pages = countPages(d.files);
      d.bytes = d.files.map((f) => new Uint8Array(readFileSync(f)));
    }
    const rows: Array<Array<string | number>> = [];
    for (const d of docs) {
      engineMs(d.bytes); // warm-up: WASM compile, fonts
      nativeMs(d.files);
      wasmJsonMs(d.bytes);
      const js: number[] = [];
      const floor: number[] = [];
      const nat: number[] = [];
      const ratios: number[] = [];
      const floorRatios: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const a = engineMs(d.bytes) / d.pages;
        const w = wasmJsonMs(d.bytes) / d.pages;
        const b = nativeMs(d.files) / d.pages;
        js.push(a);
        floor.push(w);
        nat.push(b);
        ratios.push(a / Math.max(b, 1e-3));
        floorRatios.push(w / Math.max(b, 1e-3));
      }
      rows.push([
        d.label,
        d.pages,
        `${median(js).toFixed(3)} (${spread(js, 3)})`,
        `${median(floor).toFixed(3)} (${spread(floor, 3)})`,
        `${median(nat).toFixed(3)} (${spread(nat, 3)})`,
        `**${median(ratios).toFixed(2)}×** (${spread(ratios)})`,
        `${median(floorRatios).toFixed(2)}×`,
      ]);
    }
    const body = [
      table(['Input', 'Pages', 'Engine ms/page (words+lines+rules)', 'mupdf.js stext+asJSON ms/page', `Native ${mutoolVersion} stext.json ms/page`, 'Ratio engine/native', 'Ratio mupdf.js asJSON/native'], rows),
      '',
      `Median of ${ROUNDS} interleaved rounds (engine, mupdf.js asJSON, native, repeated) after one warm-up, one thread; ratios are the median of per-round ratios. Engine = extractPageContent: the page interpreted once into a display list, structured text from it walked into words with boxes, font size and bold, and ruling lines from a capture device replaying the list. All columns time the page loop only (load page, extract, destroy), not opening the file: native = the page loop total mutool reports (-s t, 1 ms resolution per file, so the corpus row is coarse). The dense row is the document shape the anchor figure (mupdf.js asJSON 2.48× native, PERFORMANCE.md §2a) was measured on; the sparse row has ~0.15 ms native pages, where fixed per-page costs of the WASM binding dominate any ratio. Indicative only on a shared 2-core machine.`,
    ].join('\n');
    const title = 'Engine text and geometry vs native mutool (target ≤ 3×)';
    const command = 'node --import tsx bench/engine-text.ts';
    report('engine-text', title, body, command);
    // report() resolves results/ next to bench/lib/; this benchmark's result lives in bench/results/.
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
    writeFileSync(new URL('./results/engine-text.md', import.meta.url), `### ${title}\n\n${body}\n\nCommand: \`${command}\`. Machine: ${machine}.\n`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main();
