/**
 * Tuning aid for speed work on extraction: writes every extraction result (invoice, generic and each
 * logistics type, SROIE ground-truth boxes as receipts) as one JSON file, so that a refactor meant to change
 * only speed can be checked to change no output: run before and after, then `cmp` the two files.
 *   node --import tsx bench/tune/extract-snapshot.ts /tmp/before.json
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import type { PageContent } from '../../engine/types.ts';
import { buildInvoicePdf } from '../../test/fixtures/pdf.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';
import { generateDocument } from '../../test/fixtures/logistics/document.ts';
import { LOGISTICS_TYPES } from '../../test/fixtures/logistics/truth.ts';
import { sroieIds, sroiePage } from '../lib/accuracy-corpora.ts';

const out: Record<string, unknown> = {};
const run = (key: string, pages: PageContent[], documentType: string, extractTables = true): void => {
  const r = extractDocument({ pages, documentType, language: 'en', extractTables, attachments: [] } as Parameters<typeof extractDocument>[0]);
  out[`${key} ${documentType}`] = JSON.parse(JSON.stringify(r));
};
const pdfs = (dir: string): string[] => readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.pdf')).sort().map((f) => join(dir, f));
for (const dir of [join(CORPUS_DIR, 'invoice2data-compare'), join(CORPUS_DIR, 'zugferd-xml-rechnung', 'pdf'), join(CORPUS_DIR, 'tabula-tables', 'pdf')]) {
  for (const f of pdfs(dir)) {
    let pages: PageContent[];
    try {
      pages = extractPdfPages(new Uint8Array(readFileSync(f)));
    } catch {
      continue;
    }
    run(f, pages, 'invoice');
    run(f, pages, 'generic');
  }
}
run('generated-30', extractPdfPages(buildInvoicePdf({ pages: 30 }).bytes), 'invoice');
for (const type of LOGISTICS_TYPES) {
  for (const seed of [0, 1, 2, 3]) {
    const doc = generateDocument(type, seed);
    const pages = extractPdfPages(doc.pdf);
    run(`${type}-${seed}`, pages, type);
    run(`${type}-${seed}`, pages, 'generic', false);
  }
}
for (const id of sroieIds()) {
  const csv = readFileSync(join(CORPUS_DIR, 'sroie-receipts', 'box', `${id}.csv`), 'utf8');
  run(`sroie-${id}`, [sroiePage(csv, 1000, 2000)], 'receipt', false);
}
// Timings differ run to run: they are not output.
const scrub = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(scrub);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => !/timeMs|processingTime/i.test(k)).map(([k, x]) => [k, scrub(x)]));
  return v;
};
writeFileSync(process.argv[2] ?? '/tmp/extract-snapshot.json', JSON.stringify(scrub(out), null, 1));
console.log(`${Object.keys(out).length} results`);
