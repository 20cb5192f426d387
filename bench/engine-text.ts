/**
 * Question: how long does the engine take to get text with geometry (words, lines, rules) from a
 * born-digital page, against native MuPDF (`mutool draw -F stext.json`, line-level JSON) in the same run?
 * Target: engine ≤ 3× native per page (PERFORMANCE.md §2a). Run: node --import tsx bench/engine-text.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { extractPageContent } from '../engine/pdf/text.ts';
import { buildInvoicePdf } from '../test/fixtures/pdf.ts';
import { median, report, spread, table } from './lib/engine-util.ts';
import { CORPUS_DIR } from '../test/helpers/corpus.ts';

const ROUNDS = 5;
const CORPUS = CORPUS_DIR + '/invoice2data-compare';

interface Doc {
  label: string;
  files: string[];
  pages: number;
}

/** Engine time for all pages of the files, in ms: open, per page extractPageContent, destroy. */
function engineMs(files: string[]): number {
  const t0 = performance.now();
  for (const f of files) {
    const doc = mupdf.Document.openDocument(readFileSync(f), 'application/pdf');
    const n = doc.countPages();
    for (let i = 0; i < n; i++) {
      const page = doc.loadPage(i);
      extractPageContent(page, i + 1);
      page.destroy();
    }
    doc.destroy();
  }
  return performance.now() - t0;
}

/** mupdf.js floor: the same line-level JSON mutool writes (toStructuredText + asJSON), no words or rules. */
function wasmJsonMs(files: string[]): number {
  const t0 = performance.now();
  for (const f of files) {
    const doc = mupdf.Document.openDocument(readFileSync(f), 'application/pdf');
    const n = doc.countPages();
    for (let i = 0; i < n; i++) {
      const page = doc.loadPage(i);
      const st = page.toStructuredText('preserve-whitespace');
      st.asJSON();
      st.destroy();
      page.destroy();
    }
    doc.destroy();
  }
  return performance.now() - t0;
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
    const generated = join(tmp, 'invoice-200.pdf');
    writeFileSync(generated, buildInvoicePdf({ pages: 200 }).bytes);
    const corpus = readdirSync(CORPUS).filter((f) => f.endsWith('.pdf')).map((f) => join(CORPUS, f));
    const docs: Doc[] = [
      { label: 'generated invoice, 200 pages', files: [generated], pages: 0 },
      { label: `invoice2data corpus, ${corpus.length} files`, files: corpus, pages: 0 },
    ];
    for (const d of docs) d.pages = countPages(d.files);
    const rows: Array<Array<string | number>> = [];
    for (const d of docs) {
      engineMs(d.files); // warm-up: WASM compile, fonts
      nativeMs(d.files);
      wasmJsonMs(d.files);
      const js: number[] = [];
      const floor: number[] = [];
      const nat: number[] = [];
      const ratios: number[] = [];
      const floorRatios: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const a = engineMs(d.files) / d.pages;
        const w = wasmJsonMs(d.files) / d.pages;
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
      `Median of ${ROUNDS} interleaved rounds after one warm-up, one thread. Engine = mupdf.js structured-text walk to words with boxes, font size and bold, plus ruling lines from a capture device; native = the page loop time mutool reports (-s t, 1 ms resolution per file, so the corpus row is coarse). Indicative only on a shared 2-core machine.`,
    ].join('\n');
    report('engine-text', 'Engine text and geometry vs native mutool (target ≤ 3×)', body, 'node --import tsx bench/engine-text.ts');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main();
