/**
 * Question: how much does the extraction layer (layout, classification, field extraction) add to the
 * engine's text stage on born-digital pages? Target (issue): extraction ≤ 20 % of the text stage's
 * per-page time. Both are measured in the same run, on the same pages: `extractPdfPages` (MuPDF words,
 * lines, rules) against `extractDocument` on its output (invoice type, tables on, as the pipeline runs it).
 *
 *   node --import tsx bench/extract-speed.ts            # corpus PDFs + a generated 200-page invoice
 *   node --import tsx bench/extract-speed.ts --pages 50 # a smaller generated document
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { join } from 'node:path';
import { extractPdfPages } from '../engine/pdf/text.ts';
import { extractDocument } from '../engine/extract/index.ts';
import type { PageContent } from '../engine/types.ts';
import { buildInvoicePdf } from '../test/fixtures/pdf.ts';
import { CORPUS_DIR } from '../test/helpers/corpus.ts';

v8.setFlagsFromString('--expose-gc');
const fullGc = vm.runInNewContext('gc') as (o?: { type: 'minor' | 'major' }) => void;
// A scavenge only: a full collection also flushes compiled code, which then slows both stages down.
const gc = (): void => fullGc({ type: 'minor' });

const ROUNDS = 7;
const WARMUP = 3;
const GLOBAL_WARMUP = 5;
const argPages = process.argv.indexOf('--pages');
const GENERATED_PAGES = argPages > 0 ? Number(process.argv[argPages + 1]) : 200;

interface Doc {
  label: string;
  files: Array<{ name: string; bytes: Uint8Array }>;
}

function pdfsIn(dir: string): Array<{ name: string; bytes: Uint8Array }> {
  try {
    return readdirSync(dir)
      .filter((f) => f.toLowerCase().endsWith('.pdf'))
      .sort()
      .map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(join(dir, f))) }));
  } catch {
    return [];
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** CPU time of this process in ms: less disturbed than wall time when other jobs share the cores. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function extract(pages: PageContent[]): void {
  extractDocument({ pages, documentType: 'invoice', language: 'en', extractTables: true, attachments: [] });
}

/**
 * Median over rounds of the summed time of the text stage and of extraction, in ms, and the page count.
 * Each round runs the text stage over every file, then extraction over every result: a collection
 * triggered by one stage's garbage then lands on that stage, not on the other.
 */
function measure(doc: Doc): { pages: number; textMs: number; extractMs: number } {
  const text: number[] = [];
  const ext: number[] = [];
  const readable = doc.files.filter((f) => {
    try {
      extractPdfPages(f.bytes);
      return true;
    } catch {
      return false;
    }
  });
  let pages = 0;
  // Warm-up rounds (JIT, MuPDF font caches) that are not counted: workers are long-lived.
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    gc();
    const t0 = cpuMs();
    const contents = readable.map((f) => extractPdfPages(f.bytes));
    const t1 = cpuMs();
    // Each stage starts with an empty young generation: collecting the text stage's garbage is not charged
    // to extraction (nor the reverse).
    gc();
    const t1b = cpuMs();
    for (const c of contents) extract(c);
    const t2 = cpuMs();
    pages = contents.reduce((n, c) => n + c.length, 0);
    if (round >= WARMUP) {
      text.push(t1 - t0);
      ext.push(t2 - t1b);
    }
  }
  return { pages, textMs: median(text), extractMs: median(ext) };
}

function main(): void {
  const docs: Doc[] = [
    { label: 'invoice2data-compare', files: pdfsIn(join(CORPUS_DIR, 'invoice2data-compare')) },
    { label: 'zugferd-xml-rechnung', files: pdfsIn(join(CORPUS_DIR, 'zugferd-xml-rechnung', 'pdf')) },
    { label: 'tabula-tables', files: pdfsIn(join(CORPUS_DIR, 'tabula-tables', 'pdf')) },
    { label: `generated invoice, ${GENERATED_PAGES} pages`, files: [{ name: 'generated.pdf', bytes: buildInvoicePdf({ pages: GENERATED_PAGES }).bytes }] },
  ].filter((d) => d.files.length > 0);

  const rows: string[] = [];
  let allText = 0;
  let allExtract = 0;
  // Workers are long-lived: the code is warmed on every document set before any set is timed (timing the first
  // set right after three rounds of its own measured JIT warm-up, not extraction).
  for (let round = 0; round < GLOBAL_WARMUP; round++) {
    for (const d of docs) {
      for (const f of d.files) {
        try {
          extract(extractPdfPages(f.bytes));
        } catch {
          // unreadable files are left out of the timings too
        }
      }
    }
  }
  for (const d of docs) {
    const r = measure(d);
    allText += r.textMs;
    allExtract += r.extractMs;
    const per = (ms: number) => (r.pages ? (ms / r.pages).toFixed(2) : '—');
    rows.push(`| ${d.label} | ${d.files.length} | ${r.pages} | ${per(r.textMs)} | ${per(r.extractMs)} | ${((r.extractMs / r.textMs) * 100).toFixed(0)} % |`);
  }
  const body = [
    '| document set | files | pages | text stage CPU ms/page | extraction CPU ms/page | extraction / text |',
    '|---|---|---|---|---|---|',
    ...rows,
    `| **all** | | | | | **${((allExtract / allText) * 100).toFixed(0)} %** |`,
  ].join('\n');
  const text = [
    '# Extraction speed against the text stage',
    '',
    'Text stage: `extractPdfPages` (engine/pdf/text.ts: MuPDF words, lines, rules). Extraction: `extractDocument`',
    `(engine/extract/index.ts: layout, tables, classification, invoice fields) on the same pages, type invoice, tables on.`,
    `Process CPU time (user + system), median of ${ROUNDS} rounds after ${GLOBAL_WARMUP} warm-up rounds over all sets and ${WARMUP} over the set, in one process (each round: the text stage over every file, then extraction over every result; a full collection, not timed, before each). Target: extraction ≤ 20 % of the text stage.`,
    '',
    body,
    '',
    `Command: \`node --import tsx bench/extract-speed.ts\`. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    'Indicative: the machine is shared; re-run quietly for reportable figures.',
    '',
  ].join('\n');
  process.stdout.write(text);
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('extract-speed.md', dir), text);
}

main();
