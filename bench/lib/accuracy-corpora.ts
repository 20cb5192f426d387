/**
 * Corpus scorers for `bench/accuracy.ts` (no side effects when imported or run alone). Each returns per-field
 * tallies and (confidence, correct) samples for calibration. Ground truth is read from the corpus files only.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocument } from '../../engine/extract/index.ts';
import { all, at, numberAt, parseXml, textAt } from '../../engine/extract/einvoice/xml.ts';
import { parseDate } from '../../engine/extract/parse/dates.ts';
import { pageTables } from '../../engine/layout/index.ts';
import { toSegments } from '../../engine/layout/segments.ts';
import { pdfEmbeddedFiles } from '../../engine/pdf/attachments.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import type { FieldEvidence, Line, PageContent, Word } from '../../engine/types.ts';
import { CORPUS_DIR } from '../../test/helpers/corpus.ts';
import { editDistance } from './ocr-metric.ts';

export const CORPUS = CORPUS_DIR;

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}
export type Tallies = Record<string, Tally>;
export interface Sample {
  confidence: number;
  correct: boolean;
}
export interface CorpusResult {
  name: string;
  tallies: Tallies;
  samples: Sample[];
  notes: string[];
}

export const norm = (s: unknown) => String(s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
const normId = (s: unknown) => norm(s).replace(/^#\s*/, '').replace(/\s/g, '');
const numEq = (a: unknown, b: unknown) => typeof a === 'number' && Math.abs(a - Number(b)) < 0.011;

/** Score one field: GT present → TP/FN(+FP when wrong); records a calibration sample when predicted. */
export function score(t: Tallies, samples: Sample[], field: string, predicted: unknown, correct: boolean, ev?: FieldEvidence): void {
  const e = (t[field] ??= { tp: 0, fp: 0, fn: 0 });
  const has = predicted !== null && predicted !== undefined && predicted !== '';
  if (has && correct) e.tp++;
  else if (has) {
    e.fp++;
    e.fn++;
  } else e.fn++;
  if (has && ev) samples.push({ confidence: ev.confidence, correct });
}

function tokens(s: string): Set<string> {
  return new Set(norm(s).split(/[^\p{L}\p{N}]+/u).filter((x) => x.length > 1));
}

/** Description similarity: token overlap over the smaller set. */
export function similar(a: string, b: string): number {
  const x = tokens(a);
  const y = tokens(b);
  if (!x.size || !y.size) return 0;
  let n = 0;
  for (const w of x) if (y.has(w)) n++;
  return n / Math.min(x.size, y.size);
}

/** Line items F1: a predicted item matches a GT item with similar description (≥0.6) and equal amounts given in GT. */
export function scoreItems(t: Tallies, gt: Array<{ desc: string; amounts: number[] }>, pred: Array<Record<string, unknown>>): void {
  const e = (t.lineItems ??= { tp: 0, fp: 0, fn: 0 });
  const used = new Set<number>();
  let tp = 0;
  for (const g of gt) {
    const k = pred.findIndex((p, i) => {
      if (used.has(i)) return false;
      if (similar(String(p.description ?? ''), g.desc) < 0.6) return false;
      const vals = [p.unitPrice, p.total].filter((v): v is number => typeof v === 'number');
      return g.amounts.every((a) => vals.some((v) => Math.abs(v - a) < 0.011));
    });
    if (k >= 0) {
      used.add(k);
      tp++;
    }
  }
  e.tp += tp;
  e.fn += gt.length - tp;
  e.fp += pred.length - tp;
}

/**
 * Scores one ground-truth field of one file: skipped when the truth is empty; a miss is noted with what was
 * expected and what came out.
 */
function checkField(
  t: Tallies, samples: Sample[], notes: string[], file: string, fields: Record<string, FieldEvidence>,
  name: string, gtv: unknown, pred: unknown, ok: boolean, path: string,
): void {
  if (gtv === undefined || gtv === null || gtv === '') return;
  score(t, samples, name, pred, ok, fields[path]);
  if (!ok) notes.push(`${file}: ${name} expected ${JSON.stringify(gtv)} got ${JSON.stringify(pred)}`);
}

/** invoice2data-compare: born-digital invoices, expected fields from the project's templates. */
/** What a scorer reads of an extraction: the data and the per-field evidence. */
export interface Extracted {
  extractedData: Record<string, unknown>;
  fields: Record<string, FieldEvidence>;
}

/** The invoice2data PDFs, sorted, with their bytes. */
export function invoice2dataFiles(): Array<{ name: string; bytes: Uint8Array }> {
  const dir = join(CORPUS, 'invoice2data-compare');
  return readdirSync(dir).filter((x) => x.endsWith('.pdf')).sort().map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(dir, name))) }));
}

/**
 * `extracted` gives a file's extraction (the whole engine, say); by default the text layer through
 * `extractDocument`.
 */
export function invoice2data(label = 'text layer', extracted?: (file: string) => Extracted | null): CorpusResult {
  const dir = join(CORPUS, 'invoice2data-compare');
  const t: Tallies = {};
  const samples: Sample[] = [];
  const notes: string[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.pdf')).sort()) {
    const gt = JSON.parse(readFileSync(join(dir, f.replace(/\.pdf$/, '.json')), 'utf8'))[0] as Record<string, unknown>;
    const out = extracted ? extracted(f) : extractDocument({ pages: extractPdfPages(new Uint8Array(readFileSync(join(dir, f)))), documentType: 'invoice', language: 'en', extractTables: true, attachments: [] });
    if (!out) continue;
    const d = out.extractedData as Record<string, any>;
    const check = (name: string, gtv: unknown, pred: unknown, ok: boolean, path: string) =>
      checkField(t, samples, notes, f, out.fields, name, gtv, pred, ok, path);
    check('invoiceNumber', gt.invoice_number, d.invoiceNumber, normId(d.invoiceNumber) === normId(gt.invoice_number), 'invoiceNumber');
    check('invoiceDate', gt.date, d.invoiceDate, d.invoiceDate === gt.date, 'invoiceDate');
    check('dueDate', gt.date_due, d.dueDate, d.dueDate === gt.date_due, 'dueDate');
    check('totalAmount', gt.amount, d.totalAmount, numEq(d.totalAmount, gt.amount), 'totalAmount');
    check('subtotal', gt.amount_untaxed, d.subtotal, numEq(d.subtotal, gt.amount_untaxed), 'subtotal');
    check('taxAmount', gt.amount_tax, d.taxAmount, numEq(d.taxAmount, gt.amount_tax), 'taxAmount');
    const gtCurrency = gt.currency ?? (gt.currency_symbol === '$' ? 'USD' : gt.currency_symbol === '€' ? 'EUR' : undefined);
    check('currency', gtCurrency, d.currency, d.currency === gtCurrency, 'currency');
    const vat = gt.vat ?? gt.static_vat;
    check('vendor.taxId', vat, d.vendor?.taxId, normId(d.vendor?.taxId) === normId(vat), 'vendor.taxId');
    // The ground truth's `iban` also holds plain account numbers ("US1234567890"): those are compared with
    // the account number we report when no IBAN is printed.
    const bank = d.bankDetails?.iban ?? d.bankDetails?.accountNumber;
    check('bankDetails.iban', gt.iban, bank, normId(bank) === normId(gt.iban), d.bankDetails?.iban ? 'bankDetails.iban' : 'bankDetails.accountNumber');
    const names = [gt.issuer, gt.partner_name].filter(Boolean).map(String);
    check('vendor.name (fuzzy)', names[0], d.vendor?.name, names.some((n) => similar(String(d.vendor?.name ?? ''), n) >= 0.5), 'vendor.name');
    const lines = (gt.lines ?? gt.line_items ?? []) as Array<Record<string, unknown>>;
    const gtItems = lines
      .filter((l) => l.name ?? l.desc ?? l.item)
      .map((l) => ({
        desc: String(l.name ?? l.desc ?? l.item).split('\n')[0],
        amounts: [l.price_subtotal, l.price_unit, l.price].filter((v) => v !== undefined && v !== '').map(Number).slice(0, 1),
      }));
    if (gtItems.length) scoreItems(t, gtItems, d.lineItems ?? []);
  }
  return { name: `invoice2data-compare (${label})`, tallies: t, samples, notes };
}

/** Ground truth of one CII file (read with explicit paths from the corpus README, independent of the extractor). */
function ciiTruth(xml: string) {
  const root = parseXml(xml)!;
  const tx = at(root, 'SupplyChainTradeTransaction');
  const s = at(tx, 'ApplicableHeaderTradeSettlement');
  const sums = at(s, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const d = textAt(root, 'ExchangedDocument/IssueDateTime/DateTimeString') ?? '';
  return {
    invoiceNumber: textAt(root, 'ExchangedDocument/ID'),
    invoiceDate: d.length === 8 ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : null,
    currency: textAt(s, 'InvoiceCurrencyCode'),
    vendorName: textAt(tx, 'ApplicableHeaderTradeAgreement/SellerTradeParty/Name'),
    customerName: textAt(tx, 'ApplicableHeaderTradeAgreement/BuyerTradeParty/Name'),
    subtotal: numberAt(sums, 'TaxBasisTotalAmount'),
    taxAmount: numberAt(sums, 'TaxTotalAmount'),
    totalAmount: numberAt(sums, 'GrandTotalAmount'),
    items: all(tx, 'IncludedSupplyChainTradeLineItem').map((li) => ({
      desc: textAt(li, 'SpecifiedTradeProduct/Name') ?? '',
      amounts: [numberAt(li, 'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount')].filter((v): v is number => v !== null),
    })),
  };
}

/** zugferd-xml-rechnung with the attachment ignored (page content only) or read. */
export function zugferd(read: boolean): CorpusResult {
  const dir = join(CORPUS, 'zugferd-xml-rechnung');
  const t: Tallies = {};
  const samples: Sample[] = [];
  const notes: string[] = [];
  for (const f of readdirSync(join(dir, 'pdf')).filter((x) => x.endsWith('.pdf')).sort()) {
    const bytes = new Uint8Array(readFileSync(join(dir, 'pdf', f)));
    const gt = ciiTruth(readFileSync(join(dir, 'cii', f.replace(/\.pdf$/, '.cii.xml')), 'utf8'));
    const pages = extractPdfPages(bytes);
    const attachments = read ? pdfEmbeddedFiles(bytes).map((a) => ({ name: a.name, data: a.data })) : [];
    const out = extractDocument({ pages, documentType: 'invoice', language: 'de', extractTables: true, attachments });
    const d = out.extractedData as Record<string, any>;
    const check = (name: string, gtv: unknown, pred: unknown, ok: boolean, path: string) =>
      checkField(t, samples, notes, f, out.fields, name, gtv, pred, ok, path);
    check('invoiceNumber', gt.invoiceNumber, d.invoiceNumber, normId(d.invoiceNumber) === normId(gt.invoiceNumber), 'invoiceNumber');
    check('invoiceDate', gt.invoiceDate, d.invoiceDate, d.invoiceDate === gt.invoiceDate, 'invoiceDate');
    check('currency', gt.currency, d.currency, d.currency === gt.currency, 'currency');
    check('subtotal', gt.subtotal, d.subtotal, numEq(d.subtotal, gt.subtotal), 'subtotal');
    check('taxAmount', gt.taxAmount, d.taxAmount, numEq(d.taxAmount, gt.taxAmount), 'taxAmount');
    check('totalAmount', gt.totalAmount, d.totalAmount, numEq(d.totalAmount, gt.totalAmount), 'totalAmount');
    check('vendor.name', gt.vendorName, d.vendor?.name, norm(d.vendor?.name) === norm(gt.vendorName), 'vendor.name');
    check('customer.name', gt.customerName, d.customer?.name, norm(d.customer?.name) === norm(gt.customerName), 'customer.name');
    scoreItems(t, gt.items, d.lineItems ?? []);
  }
  return { name: `zugferd-xml-rechnung (attachments ${read ? 'read' : 'ignored'})`, tallies: t, samples, notes };
}

/** SROIE box CSV → one page of OCR-like lines (word boxes split proportionally to characters). */
export function sroiePage(csv: string, width: number, height: number): PageContent {
  const lines: Line[] = [];
  for (const row of csv.split(/\r?\n/)) {
    const parts = row.split(',');
    if (parts.length < 9) continue;
    const n = parts.slice(0, 8).map(Number);
    const text = parts.slice(8).join(',').trim();
    if (!text || n.some((v) => !Number.isFinite(v))) continue;
    const x0 = Math.min(n[0], n[6]);
    const x1 = Math.max(n[2], n[4]);
    const y0 = Math.min(n[1], n[3]);
    const y1 = Math.max(n[5], n[7]);
    const per = (x1 - x0) / Math.max(1, text.length);
    const words: Word[] = [];
    let off = 0;
    for (const w of text.split(' ')) {
      if (w) words.push({ text: w, bbox: [x0 + off * per, y0, x0 + (off + w.length) * per, y1], confidence: 0.97, source: 'ocr' });
      off += w.length + 1;
    }
    if (words.length) lines.push({ text: words.map((w) => w.text).join(' '), bbox: [x0, y0, x1, y1], words });
  }
  return { pageNumber: 1, width, height, textSource: 'ocr', lines, rules: [], confidence: 0.97 };
}

/** SROIE receipts: company, date, total, merchant address and currency, from given page contents (ground-truth boxes or real OCR). */
export function sroie(label: string, pageOf: (id: string) => PageContent | null): CorpusResult {
  const dir = join(CORPUS, 'sroie-receipts');
  const t: Tallies = {};
  const samples: Sample[] = [];
  const notes: string[] = [];
  for (const f of readdirSync(join(dir, 'key')).filter((x) => x.endsWith('.json')).sort()) {
    const id = f.replace(/\.json$/, '');
    const gt = JSON.parse(readFileSync(join(dir, 'key', f), 'utf8')) as Record<string, string>;
    const page = pageOf(id);
    if (!page) continue;
    const out = extractDocument({ pages: [page], documentType: 'receipt', language: 'en', extractTables: false, attachments: [] });
    const d = out.extractedData as Record<string, any>;
    const gtDate = parseDate(gt.date ?? '', 'DMY')?.iso ?? null;
    const checks: Array<[string, unknown, unknown, boolean, string]> = [
      ['company', gt.company, d.vendor?.name, norm(d.vendor?.name).replace(/[^a-z0-9&]/g, '') === norm(gt.company).replace(/[^a-z0-9&]/g, ''), 'vendor.name'],
      ['date', gtDate, d.invoiceDate, d.invoiceDate === gtDate, 'invoiceDate'],
      ['total', gt.total, d.totalAmount, numEq(d.totalAmount, Number(String(gt.total).replace(/[^\d.]/g, ''))), 'totalAmount'],
      // As printed, line breaks and punctuation aside.
      ['address', gt.address, d.vendor?.address, alnum(d.vendor?.address) === alnum(gt.address), 'vendor.address'],
      // The same block with letters misread: at most one character in ten off (kept out of the calibration,
      // which the exact row feeds).
      ['address (fuzzy: ≤ 10 % of characters off)', gt.address, d.vendor?.address, nearlyEqual(alnum(d.vendor?.address), alnum(gt.address)), ''],
      // Not in the key files: the corpus README says every receipt is Malaysian, in ringgit (RM).
      ['currency', 'MYR', d.currency, d.currency === 'MYR', 'currency'],
    ];
    for (const [name, gtv, pred, ok, path] of checks) checkField(t, samples, notes, id, out.fields, name, gtv, pred, ok, path);
  }
  return { name: `sroie-receipts (${label})`, tallies: t, samples, notes };
}

/** Upper-case letters and digits only. */
const alnum = (s: unknown): string => String(s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
const nearlyEqual = (got: string, truth: string): boolean => got.length > 0 && editDistance(got, truth) <= 0.1 * truth.length;

export function sroieIds(): string[] {
  return readdirSync(join(CORPUS, 'sroie-receipts', 'key')).filter((x) => x.endsWith('.json')).map((x) => x.replace(/\.json$/, '')).sort();
}

export function sroieImagePath(id: string): string {
  return join(CORPUS, 'sroie-receipts', 'img', `${id}.jpg`);
}

export function sroieBoxes(id: string): string | null {
  const p = join(CORPUS, 'sroie-receipts', 'box', `${id}.csv`);
  return existsSync(p) ? readFileSync(p, 'utf8') : null;
}

function crop(page: PageContent, area: [number, number, number, number] | null): PageContent {
  if (!area) return page;
  const [top, left, bottom, right] = area;
  const inA = (b: number[]) => {
    const cx = (b[0] + b[2]) / 2;
    const cy = (b[1] + b[3]) / 2;
    return cx >= left && cx <= right && cy >= top && cy <= bottom;
  };
  const lines = page.lines
    .map((l) => ({ ...l, words: l.words.filter((w) => inA(w.bbox)) }))
    .filter((l) => l.words.length)
    .map((l) => ({ ...l, text: l.words.map((w) => w.text).join(' ') }));
  const rules = page.rules.filter((r) => r.bbox[2] >= left - 2 && r.bbox[0] <= right + 2 && r.bbox[3] >= top - 2 && r.bbox[1] <= bottom + 2);
  return { ...page, lines, rules };
}

const cellNorm = (s: string) => s.replace(/\s+/g, '').trim();

/** Cell accuracy: expected non-empty cells found with equal text at the same column of an aligned row. */
function cellScore(expected: string[][], predicted: string[][]): { hit: number; total: number } {
  const total = expected.flat().filter((c) => cellNorm(c)).length;
  let best = 0;
  for (let dc = -2; dc <= 2; dc++) {
    let hit = 0;
    let from = 0;
    for (const row of expected) {
      let bestRow = -1;
      let bestHits = 0;
      for (let r = from; r < Math.min(predicted.length, from + 6); r++) {
        const h = row.filter((c, i) => cellNorm(c) && cellNorm(predicted[r][i + dc] ?? '') === cellNorm(c)).length;
        if (h > bestHits) {
          bestHits = h;
          bestRow = r;
        }
      }
      if (bestRow >= 0) {
        hit += bestHits;
        from = bestRow + 1;
      }
    }
    best = Math.max(best, hit);
  }
  return { hit: best, total };
}

/** tabula-tables: cells in the right row and column, per expected file. */
export function tabula(): { rows: Array<{ expected: string; hit: number; total: number }>; hit: number; total: number } {
  const dir = join(CORPUS, 'tabula-tables');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { entries: Array<Record<string, any>> };
  const rows: Array<{ expected: string; hit: number; total: number }> = [];
  for (const e of manifest.entries) {
    const page = extractPdfPages(new Uint8Array(readFileSync(join(dir, e.pdf))))[e.page - 1];
    const areas: Array<[number, number, number, number] | null> =
      Array.isArray(e.area) ? [e.area as [number, number, number, number]]
      : typeof e.area === 'string' && e.area.includes('[')
        ? [...String(e.area).matchAll(/\[([\d.,\s]+)\]/g)].map((m) => m[1].split(',').map(Number) as [number, number, number, number])
        : typeof e.area === 'string' ? [[0, 0, page.height, page.width / 2], [0, page.width / 2, page.height, page.width]]
        : [null];
    const predicted: string[][] = [];
    for (const a of areas) {
      const p = crop(page, a);
      for (const table of pageTables(p, toSegments(p), e.method === 'stream' ? 2 : 3)) predicted.push(...table.rows.map((r) => r.map((c) => c?.text ?? '')));
    }
    const raw = readFileSync(join(dir, e.expected), 'utf8');
    const expected: string[][] = e.expected.endsWith('.json')
      ? ([JSON.parse(raw)].flat() as Array<{ data: Array<Array<{ text: string }>> }>).flatMap((tb) => tb.data.map((r) => r.map((c) => c.text)))
      : parseCsv(raw);
    const s = cellScore(expected, predicted);
    rows.push({ expected: e.expected, ...s });
  }
  return { rows, hit: rows.reduce((a, r) => a + r.hit, 0), total: rows.reduce((a, r) => a + r.total, 0) };
}

function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') q = false;
      else cell += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    out.push(row);
  }
  return out;
}
