/**
 * Tuning aid for extraction speed: runs `extractDocument` over the corpus PDFs and a generated 200-page
 * invoice (their text stage done once, outside the loop) and prints extraction ms per page, so that a CPU
 * profile of this process shows extraction alone.
 *   node --import tsx bench/tune/prof-extract.ts [all|invoice2data|zugferd|tabula|gen] [rounds]
 *   node --cpu-prof --import tsx bench/tune/prof-extract.ts all 40   # then read the .cpuprofile
 * The figures to report come from bench/extract-speed.ts, not from here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import type { PageContent } from '../../engine/types.ts';
import { buildInvoicePdf } from '../../test/fixtures/pdf.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';

const which = process.argv[2] ?? 'all';
const rounds = Number(process.argv[3] ?? 60);
const dirs = [join(CORPUS_DIR, 'invoice2data-compare'), join(CORPUS_DIR, 'zugferd-xml-rechnung', 'pdf'), join(CORPUS_DIR, 'tabula-tables', 'pdf')];

const files: Uint8Array[] = [];
for (const d of dirs) {
  if (which !== 'all' && !d.includes(which)) continue;
  for (const f of readdirSync(d).filter((x) => x.toLowerCase().endsWith('.pdf')).sort()) files.push(new Uint8Array(readFileSync(join(d, f))));
}
if (which === 'all' || which === 'gen') files.push(buildInvoicePdf({ pages: 200 }).bytes);

const contents: PageContent[][] = [];
for (const bytes of files) {
  try {
    contents.push(extractPdfPages(bytes));
  } catch {
    // unreadable corpus files are left out, as in bench/extract-speed.ts
  }
}
const pages = contents.reduce((n, c) => n + c.length, 0);
const t0 = performance.now();
for (let i = 0; i < rounds; i++) {
  for (const c of contents) extractDocument({ pages: c, documentType: 'invoice', language: 'en', extractTables: true, attachments: [] });
}
console.log(`${((performance.now() - t0) / rounds / pages).toFixed(3)} ms/page over ${pages} pages`);
