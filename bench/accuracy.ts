/**
 * `npm run bench:accuracy`: field-level precision/recall/F1 of the extraction layer on the development
 * corpora, table cell accuracy, and calibration (per confidence band, the fraction of fields that are right).
 * Prints markdown and writes bench/results/accuracy.md.
 *
 *   node --import tsx bench/accuracy.ts          # text layers + SROIE ground-truth OCR boxes
 *   node --import tsx bench/accuracy.ts --ocr    # also SROIE through the real OCR (slow on small machines)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { StageContext } from '../engine/stages/types.ts';
import {
  invoice2data,
  invoice2dataFiles,
  type Extracted,
  sroie,
  sroieBoxes,
  sroieIds,
  sroieImagePath,
  sroiePage,
  tabula,
  zugferd,
  type CorpusResult,
  type Sample,
} from './lib/accuracy-corpora.ts';
import type { PageContent } from '../engine/types.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function table(r: CorpusResult): string {
  const lines = ['| field | precision | recall | F1 | n |', '|---|---|---|---|---|'];
  for (const [f, t] of Object.entries(r.tallies)) {
    const p = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 0;
    const rc = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 0;
    const f1 = p + rc ? (2 * p * rc) / (p + rc) : 0;
    lines.push(`| ${f} | ${pct(p)} | ${pct(rc)} | ${f1.toFixed(3)} | ${t.tp + t.fn} |`);
  }
  const header = Object.entries(r.tallies).filter(([f]) => f !== 'lineItems' && !f.includes('fuzzy'));
  const tp = header.reduce((s, [, t]) => s + t.tp, 0);
  const n = header.reduce((s, [, t]) => s + t.tp + t.fn, 0);
  lines.push('', `Header fields exact (all fields above except line items and fuzzy ones): **${tp}/${n} = ${pct(n ? tp / n : 0)}**`);
  // The measure names the vendor among the header fields: counted here as its fuzzy match.
  const vendor = r.tallies['vendor.name (fuzzy)'];
  if (vendor) {
    const vn = vendor.tp + vendor.fn;
    lines.push('', `Header fields with the vendor name counted (name right when its similarity to the issuer is ≥ 0.5): **${tp + vendor.tp}/${n + vn} = ${pct(n + vn ? (tp + vendor.tp) / (n + vn) : 0)}**`);
  }
  return lines.join('\n');
}

function calibration(samples: Sample[]): string {
  const bands: Array<[string, number, number]> = [
    ['0.95–1.00 (excellent)', 0.95, 1.01],
    ['0.85–0.94 (good)', 0.85, 0.95],
    ['0.70–0.84 (fair)', 0.7, 0.85],
    ['< 0.70 (low)', -1, 0.7],
  ];
  const lines = ['| band | fields | right | fraction right |', '|---|---|---|---|'];
  for (const [name, lo, hi] of bands) {
    const s = samples.filter((x) => x.confidence >= lo && x.confidence < hi);
    const right = s.filter((x) => x.correct).length;
    lines.push(`| ${name} | ${s.length} | ${right} | ${s.length ? pct(right / s.length) : '—'} |`);
  }
  return lines.join('\n');
}

async function realOcrPages(): Promise<((id: string) => PageContent | null) | null> {
  try {
    const { createOcr } = await import('../engine/ocr/index.ts');
    const sharp = (await import('sharp')).default;
    const ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
    const pages = new Map<string, PageContent>();
    for (const id of sroieIds()) {
      const { data, info } = await sharp(sroieImagePath(id)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const r = await ocr.recognize({ data: new Uint8Array(data), width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3, dpi: 72 }, { language: 'en' });
      pages.set(id, { pageNumber: 1, width: info.width, height: info.height, textSource: 'ocr', lines: r.lines, rules: [], confidence: r.confidence });
    }
    await ocr.close();
    return (id) => pages.get(id) ?? null;
  } catch (err) {
    console.error(`real OCR unavailable: ${(err as Error).message}`);
    return null;
  }
}

/** invoice2data through the engine's whole pipeline (in process, real OCR), as the service runs it. */
async function wholeEngine(): Promise<Map<string, Extracted> | null> {
  try {
    const { runPipeline } = await import('../engine/pipeline.ts');
    const { createOcr } = await import('../engine/ocr/index.ts');
    let ocr: Awaited<ReturnType<typeof createOcr>> | null = null;
    const ctx: StageContext = {
      options: { documentType: 'invoice', language: 'en', extractTables: true, ocrFallback: true, includeRawText: false },
      settings: { onnxThreads: 1, device: 'cpu', maxPages: 500, maxPixels: 100_000_000, pageImageDpi: 150, modelVersion: 'bench' },
      ocr: async () => (ocr ??= await createOcr({ onnxThreads: 1, device: 'cpu' })),
      log: () => undefined,
    };
    const out = new Map<string, Extracted>();
    for (const { name, bytes } of invoice2dataFiles()) {
      const run = await runPipeline(bytes, ctx, { interrupted: () => null, progress: () => undefined });
      if (run.outcome.ok) out.set(name, { extractedData: run.outcome.value.extractedData, fields: run.outcome.value.metadata.extractionDetails.fields });
    }
    await (ocr as { close(): Promise<void> } | null)?.close();
    return out;
  } catch (err) {
    console.error(`whole engine unavailable: ${(err as Error).message}`);
    return null;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const results: CorpusResult[] = [invoice2data(), zugferd(false), zugferd(true)];
  const sizes = new Map<string, [number, number]>();
  const sharp = (await import('sharp')).default;
  for (const id of sroieIds()) {
    const m = await sharp(sroieImagePath(id)).metadata();
    sizes.set(id, [m.width ?? 1000, m.height ?? 2000]);
  }
  results.push(
    sroie('ground-truth OCR boxes as words', (id) => {
      const csv = sroieBoxes(id);
      const [w, h] = sizes.get(id)!;
      return csv ? sroiePage(csv, w, h) : null;
    }),
  );
  if (process.argv.includes('--ocr')) {
    const pageOf = await realOcrPages();
    if (pageOf) results.push(sroie('real OCR, engine/ocr', pageOf));
    const whole = await wholeEngine();
    if (whole) results.push(invoice2data('whole engine pipeline: text layer, then OCR of text printed as pictures when key fields are missing', (f) => whole.get(f) ?? null));
  }
  const tab = tabula();
  const out: string[] = ['# Extraction accuracy', '', `Command: \`node --import tsx bench/accuracy.ts${process.argv.includes('--ocr') ? ' --ocr' : ''}\` (${((Date.now() - started) / 1000).toFixed(1)} s)`, ''];
  for (const r of results) {
    out.push(`## ${r.name}`, '', table(r), '');
    if (r.notes.length) out.push('<details><summary>misses</summary>', '', ...r.notes.slice(0, 60).map((n) => `- ${n}`), '', '</details>', '');
  }
  out.push('## tabula-tables (cells in the right row and column)', '', '| expected | cells right | of |', '|---|---|---|');
  for (const r of tab.rows) out.push(`| ${r.expected} | ${r.hit} | ${r.total} |`);
  out.push('', `Total: **${tab.hit}/${tab.total} = ${pct(tab.total ? tab.hit / tab.total : 0)}**`, '');
  const samples = results.filter((r) => !r.name.includes('read')).flatMap((r) => r.samples);
  out.push('## Calibration (all scored fields with a confidence; e-invoice "read" mode excluded)', '', calibration(samples), '');
  const md = out.join('\n');
  console.log(md);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/accuracy.md', `${md}\n`);
}

await main();
