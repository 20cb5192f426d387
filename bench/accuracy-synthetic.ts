/**
 * Accuracy of the logistics extractors on the held-out TEST split (seeds 1000+) of the synthetic generator:
 * per type header-field precision / recall / F1, born-digital (text layer) and scans (OCR), plus the check-digit
 * validity of every container and AWB number reported (must be 100%).
 *   node --import tsx bench/accuracy-synthetic.ts [--count 6] [--scan-count 1] [--no-scans]
 * Writes bench/results/accuracy-synthetic.md. Targets: F1 ≥ 0.95 born-digital, ≥ 0.85 scans.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { PageContent } from '../engine/types.ts';
import { extractPdfPages } from '../engine/pdf/text.ts';
import { buildContext } from '../engine/extract/build-context.ts';
import { extractLogistics, LOGISTICS_EXTRACTOR_TYPES } from '../engine/extract/logistics/index.ts';
import { generateDocument, SPLITS } from '../test/fixtures/logistics/document.ts';
import { scanPdf } from '../test/fixtures/logistics/scan.ts';
import { scoreHeader } from '../test/fixtures/logistics/score.ts';
import { isValidAwb, isValidContainerNumber } from '../test/fixtures/logistics/check-digits.ts';
import type { LogisticsType } from '../test/fixtures/logistics/truth.ts';

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '6' }, 'scan-count': { type: 'string', default: '1' }, 'no-scans': { type: 'boolean', default: false },
} });
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

function run(type: string, pages: PageContent[], truth: Record<string, unknown>, t: Tally): void {
  const t0 = performance.now();
  const res = extractLogistics(type, buildContext(pages, 'en'));
  t.ms += performance.now() - t0;
  const s = scoreHeader(type as Exclude<LogisticsType, 'freight_invoice'>, truth, res.data);
  t.tp += s.tp; t.fp += s.fp; t.fn += s.fn; t.docs++;
  collectCodes(res.data);
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

const born = new Map<string, Tally>();
const scans = new Map<string, Tally>();
const ocr = scanCount > 0 ? await loadOcr() : null;
for (const type of LOGISTICS_EXTRACTOR_TYPES) {
  born.set(type, tally());
  scans.set(type, tally());
  for (let i = 0; i < count; i++) {
    const d = generateDocument(type, SPLITS.test + i);
    run(type, extractPdfPages(d.pdf), d.truth, born.get(type)!);
    if (ocr && i < scanCount) run(type, await ocrPages(ocr, d.pdf, d.seed), d.truth, scans.get(type)!);
  }
}
await ocr?.close();

const f = (t: Tally): string => {
  if (t.docs === 0) return '– | – | –';
  const p = t.tp / Math.max(1, t.tp + t.fp);
  const r = t.tp / Math.max(1, t.tp + t.fn);
  return `${p.toFixed(3)} | ${r.toFixed(3)} | ${(p + r ? (2 * p * r) / (p + r) : 0).toFixed(3)}`;
};
const rows = LOGISTICS_EXTRACTOR_TYPES.map((t) => `| ${t} | ${born.get(t)!.docs} | ${f(born.get(t)!)} | ${scans.get(t)!.docs} | ${f(scans.get(t)!)} |`);
const md = [
  '# Logistics extraction accuracy on the synthetic TEST split',
  '',
  `Seeds ${SPLITS.test}–${SPLITS.test + count - 1} born-digital, first ${ocr ? scanCount : 0} per type as scans. Command: \`node --import tsx bench/accuracy-synthetic.ts --count ${count} --scan-count ${scanCount}\`.`,
  'Targets: header-field F1 ≥ 0.95 born-digital, ≥ 0.85 scans; reported container/AWB numbers 100% check-digit valid.',
  '',
  '| type | docs | P | R | F1 | scan docs | scan P | scan R | scan F1 |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Check-digit validity of reported container/AWB numbers: ${codes.valid}/${codes.reported}` +
    ` (${codes.reported ? ((100 * codes.valid) / codes.reported).toFixed(1) : '100.0'}%).`,
  '',
].join('\n');
console.log(md);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/accuracy-synthetic.md', md);
