/**
 * Accuracy of the logistics extractors on the held-out TEST split (seeds 1000+) of the synthetic generator:
 * per type header-field precision / recall / F1, born-digital (text layer) and scans (OCR), line-level F1 (goods,
 * items, containers, entries) born-digital, the check-digit validity of every container and AWB number reported
 * (must be 100%), freight invoices through `extractDocument` (the invoice extractor), and classification
 * (`extractDocument` with documentType 'generic') over DEV and TEST documents.
 *   node --import tsx bench/accuracy-synthetic.ts [--count 6] [--scan-count 3] [--no-scans] [--classify-count 6]
 * Writes bench/results/accuracy-synthetic.md. Targets: F1 ≥ 0.95 born-digital, ≥ 0.85 scans.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { PageContent } from '../engine/types.ts';
import { extractPdfPages } from '../engine/pdf/text.ts';
import { buildContext } from '../engine/extract/build-context.ts';
import { extractLogistics, LOGISTICS_EXTRACTOR_TYPES } from '../engine/extract/logistics/index.ts';
import { extractDocument } from '../engine/extract/index.ts';
import { generateDocument, SPLITS } from '../test/fixtures/logistics/document.ts';
import { scanPdf } from '../test/fixtures/logistics/scan.ts';
import { scoreHeader, scoreLines } from '../test/fixtures/logistics/score.ts';
import { isValidAwb, isValidContainerNumber } from '../test/fixtures/logistics/check-digits.ts';
import { LOGISTICS_TYPES, type LogisticsType } from '../test/fixtures/logistics/truth.ts';

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '6' }, 'scan-count': { type: 'string', default: '3' }, 'no-scans': { type: 'boolean', default: false },
  'classify-count': { type: 'string', default: '6' },
} });
const classifyCount = Number(values['classify-count']);
const count = Number(values.count);
const scanCount = values['no-scans'] ? 0 : Number(values['scan-count']);

interface Tally { tp: number; fp: number; fn: number; docs: number; ms: number }
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0, docs: 0, ms: 0 });
const codes = { reported: 0, valid: 0 };

function collectCodes(data: unknown): void {
  const walk = (v: unknown, key: string): void => {
    if (typeof v === 'string') {
      if (/^containerNumbers?$/.test(key)) { codes.reported++; if (isValidContainerNumber(v)) codes.valid++; }
      if (key === 'airWaybillNumber') { codes.reported++; if (isValidAwb(v)) codes.valid++; }
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(data, '');
}

function run(type: LogisticsType, pages: PageContent[], truth: Record<string, unknown>, t: Tally, lines?: Tally): void {
  const t0 = performance.now();
  // Freight invoices go through the full entry point: their extractor is the invoice one, not logistics/.
  const data = type === 'freight_invoice'
    ? extractDocument({ pages, documentType: 'freight_invoice', language: 'en', extractTables: false, attachments: [] }).extractedData
    : extractLogistics(type, buildContext(pages, 'en')).data;
  t.ms += performance.now() - t0;
  const s = scoreHeader(type, truth, data);
  t.tp += s.tp; t.fp += s.fp; t.fn += s.fn; t.docs++;
  if (lines) { const l = scoreLines(type, truth, data); lines.tp += l.tp; lines.fp += l.fp; lines.fn += l.fn; lines.docs++; }
  collectCodes(data);
}

type OcrModule = typeof import('../engine/ocr/index.ts');
async function loadOcr(): Promise<Awaited<ReturnType<OcrModule['createOcr']>> | null> {
  try {
    const mod: OcrModule = await import('../engine/ocr/index.ts');
    return await mod.createOcr({ onnxThreads: 1, device: 'cpu' });
  } catch (e) {
    console.error(`OCR unavailable, scans skipped: ${(e as Error).message}`);
    return null;
  }
}

async function ocrPages(ocr: NonNullable<Awaited<ReturnType<typeof loadOcr>>>, pdf: Uint8Array, seed: number): Promise<PageContent[]> {
  const out: PageContent[] = [];
  for (const s of await scanPdf(pdf, seed)) {
    const { data, info } = await sharp(s.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const r = await ocr.recognize({ data: new Uint8Array(data), width: info.width, height: info.height, channels: 1, dpi: s.dpi }, { language: 'en' });
    const k = 72 / s.dpi;
    const sc = (b: [number, number, number, number]): [number, number, number, number] => [b[0] * k, b[1] * k, b[2] * k, b[3] * k];
    out.push({
      pageNumber: s.pageNumber, width: info.width * k, height: info.height * k, textSource: 'ocr', rules: [], confidence: r.confidence,
      lines: r.lines.map((l) => ({ ...l, bbox: sc(l.bbox), words: l.words.map((w) => ({ ...w, bbox: sc(w.bbox), fontSize: undefined })) })),
    });
  }
  return out;
}

const SCORED: LogisticsType[] = [...LOGISTICS_EXTRACTOR_TYPES, 'freight_invoice'];
const born = new Map<string, Tally>();
const scans = new Map<string, Tally>();
const lineTally = new Map<string, Tally>();
const ocr = scanCount > 0 ? await loadOcr() : null;
const started = performance.now();
for (const type of SCORED) {
  born.set(type, tally());
  scans.set(type, tally());
  lineTally.set(type, tally());
  for (let i = 0; i < count; i++) {
    const d = generateDocument(type, SPLITS.test + i);
    run(type, extractPdfPages(d.pdf), d.truth, born.get(type)!, lineTally.get(type)!);
    if (ocr && i < scanCount) run(type, await ocrPages(ocr, d.pdf, d.seed), d.truth, scans.get(type)!);
  }
}
await ocr?.close();

// Classification: what extractDocument detects when asked for 'generic', on born-digital DEV and TEST documents.
const cls = new Map<string, { right: number; n: number; wrong: Map<string, number> }>();
for (const type of LOGISTICS_TYPES) {
  const c = { right: 0, n: 0, wrong: new Map<string, number>() };
  cls.set(type, c);
  for (const base of [SPLITS.dev, SPLITS.test]) {
    for (let i = 0; i < classifyCount; i++) {
      const d = generateDocument(type, base + i);
      const got = extractDocument({ pages: extractPdfPages(d.pdf), documentType: 'generic', language: 'en', extractTables: false, attachments: [] }).documentType;
      c.n++;
      if (got === type) c.right++;
      else c.wrong.set(got, (c.wrong.get(got) ?? 0) + 1);
    }
  }
}
const elapsed = (performance.now() - started) / 1000;

const f = (t: Tally): string => {
  if (t.docs === 0) return '– | – | –';
  const p = t.tp / Math.max(1, t.tp + t.fp);
  const r = t.tp / Math.max(1, t.tp + t.fn);
  return `${p.toFixed(3)} | ${r.toFixed(3)} | ${(p + r ? (2 * p * r) / (p + r) : 0).toFixed(3)}`;
};
const f1 = (t: Tally): string => {
  if (t.docs === 0 || t.tp + t.fp + t.fn === 0) return '–';
  const p = t.tp / Math.max(1, t.tp + t.fp);
  const r = t.tp / Math.max(1, t.tp + t.fn);
  return (p + r ? (2 * p * r) / (p + r) : 0).toFixed(3);
};
const rows = SCORED.map((t) => `| ${t}${t === 'freight_invoice' ? ' (via extractDocument)' : ''} | ${born.get(t)!.docs} | ${f(born.get(t)!)} | ${f1(lineTally.get(t)!)} | ${scans.get(t)!.docs} | ${f(scans.get(t)!)} |`);
const clsRows = LOGISTICS_TYPES.map((t) => {
  const c = cls.get(t)!;
  const wrong = [...c.wrong].map(([k, v]) => `${k} ×${v}`).join(', ') || '–';
  return `| ${t} | ${c.n} | ${c.right} | ${(c.right / Math.max(1, c.n)).toFixed(3)} | ${wrong} |`;
});
const md = [
  '# Logistics extraction accuracy on the synthetic TEST split',
  '',
  `Seeds ${SPLITS.test}–${SPLITS.test + count - 1} born-digital, first ${ocr ? scanCount : 0} per type as scans (OCR). Command: \`node --import tsx bench/accuracy-synthetic.ts --count ${count} --scan-count ${scanCount} --classify-count ${classifyCount}\` (${elapsed.toFixed(0)} s on this machine; shared 2-core box, timing indicative only).`,
  'Targets: header-field F1 ≥ 0.95 born-digital, ≥ 0.85 scans; reported container/AWB numbers 100% check-digit valid.',
  'Header fields: test/fixtures/logistics/score.ts HEADER_FIELDS; line F1: LINE_FIELDS (rows matched by position, born-digital).',
  'freight_invoice is extracted by the invoice extractor through `extractDocument(documentType: \'freight_invoice\')`, not by engine/extract/logistics.',
  '',
  '| type | docs | P | R | F1 | line F1 | scan docs | scan P | scan R | scan F1 |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Check-digit validity of reported container/AWB numbers: ${codes.valid}/${codes.reported}` +
    ` (${codes.reported ? ((100 * codes.valid) / codes.reported).toFixed(1) : '100.0'}%).`,
  '',
  `## Classification (extractDocument, documentType 'generic'; born-digital, DEV seeds 0–${classifyCount - 1} + TEST seeds ${SPLITS.test}–${SPLITS.test + classifyCount - 1})`,
  '',
  '| type | docs | detected right | accuracy | detected instead |',
  '|---|---|---|---|---|',
  ...clsRows,
  '',
].join('\n');
console.log(md);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/accuracy-synthetic.md', md);
