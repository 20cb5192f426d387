/**
 * Builds the `ExtractContext` every document-type extractor receives: layout, document-wide hints
 * (country, date order) and label lookup over the layout.
 */
import type { BBox, FieldEvidence, PageContent } from '../types.ts';
import { buildLayout } from '../layout/index.ts';
import { below, rightChain, tailBox } from '../layout/pairs.ts';
import type { ExtractContext, FindOptions, Found, Layout, LayoutLine } from './context.ts';
import { countryInText } from './parse/countries.ts';
import { inferDateOrder } from './parse/dates.ts';
import { findTaxIds } from './parse/taxid.ts';

/** Fold a string char by char, keeping for each folded char the index of its source char. */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let f = text[i].normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (text[i] === 'ß') f = 'ss';
    if (/[\s\u00a0\u202f]/.test(f)) f = ' ';
    if (f === ' ' && folded.endsWith(' ')) continue;
    for (const ch of f) {
      folded += ch;
      map.push(i);
    }
  }
  return { folded, map };
}

const LEAD = /^[\s*•·\-–>]*/;
/** Connectors between a label and its value: "n°", "no.", "#", ":", "nr". */
const SEPARATOR = /^[\s:#.\-–=]*(?:(?:n°|nº|no\b\.?|nr\b\.?|number\b|num\b\.?|#)[\s:#.]*)?/i;

interface LabelHit {
  line: LayoutLine;
  label: string;
  /** Offset in the original line text where the value part starts. */
  rest: number;
}

function matchLabel(line: LayoutLine, labels: readonly string[]): LabelHit | null {
  const { folded, map } = foldWithMap(line.text);
  const lead = LEAD.exec(folded)![0].length;
  let best: LabelHit | null = null;
  for (const label of labels) {
    if (best && label.length <= best.label.length) continue;
    if (!folded.startsWith(label, lead)) continue;
    const end = lead + label.length;
    const next = folded[end];
    if (next !== undefined && /[\p{L}\d]/u.test(next) && /[\p{L}\d]$/u.test(label)) continue;
    let restOrig = end >= map.length ? line.text.length : map[end];
    const sep = SEPARATOR.exec(line.text.slice(restOrig))![0];
    restOrig += sep.length;
    best = { line, label, rest: restOrig };
  }
  return best;
}

function toFound(line: LayoutLine, text: string, bbox: BBox, label: string, labelLine: number, conf: number): Found {
  return { text: text.trim(), page: line.page, bbox, confidence: conf, source: line.source, label, line: labelLine };
}

function valuesFor(layout: Layout, hit: LabelHit, widths: Map<number, number>, opts: FindOptions): Found[] {
  const out: Found[] = [];
  const positions = opts.positions ?? ['inline', 'right', 'below'];
  const accept = opts.accept ?? ((v: string) => v.trim().length > 0);
  const { line, label } = hit;
  let rest = line.text.slice(hit.rest).trim();
  // "Bill to Address:" — a rest that is itself a label is not a value.
  if (/^[\p{L} ./-]{1,24}:$/u.test(rest) || /^\/\s?\p{L}+$/u.test(rest)) rest = '';
  if (positions.includes('inline') && rest && accept(rest)) {
    out.push(toFound(line, rest, tailBox(line, hit.rest), label, line.index, line.confidence));
  }
  const pageLines = layout.lines.filter((l) => l.page === line.page);
  if (opts.preferBelow && !rest && positions.includes('below')) {
    const b = below(pageLines, line);
    if (b && accept(b.text)) out.push(toFound(b, b.text, b.bbox, label, line.index, Math.min(line.confidence, b.confidence)));
  }
  if (positions.includes('right')) {
    // The nearest acceptable segment to the right (a currency word or a colon may sit in between).
    const r = rightChain(pageLines, line, (widths.get(line.page) ?? 600) * 0.5).slice(0, 3).find((x) => accept(x.text));
    if (r) out.push(toFound(r, r.text, r.bbox, label, line.index, Math.min(line.confidence, r.confidence)));
  }
  if (positions.includes('below') && (!rest || !accept(rest))) {
    const b = below(pageLines, line);
    if (b && accept(b.text)) out.push(toFound(b, b.text, b.bbox, label, line.index, Math.min(line.confidence, b.confidence) * 0.97));
  }
  return out;
}

/** Build the extraction context for `pages`. */
export function buildContext(pages: PageContent[], language: string, tables = true): ExtractContext {
  const layout = buildLayout(pages, { tables });
  const widths = new Map(pages.map((p) => [p.pageNumber, p.width]));
  const fullText = pages
    .map((p) => layout.lines.filter((l) => l.page === p.pageNumber).map((l) => l.text).join('\n'))
    .join('\f');
  const taxCountry = findTaxIds(fullText).find((t) => t.kind !== 'EIN')?.country ?? null;
  const countryHint = taxCountry ?? countryInText(fullText);
  const dateOrder = inferDateOrder(layout.lines.map((l) => l.text), language, countryHint);
  const sortedCache = new Map<readonly string[], string[]>();
  const sorted = (labels: readonly string[]) => {
    let s = sortedCache.get(labels);
    if (!s) {
      s = [...new Set(labels)].sort((a, b) => b.length - a.length);
      sortedCache.set(labels, s);
    }
    return s;
  };

  const findAll = (labels: readonly string[], opts: FindOptions = {}): Found[] => {
    const ls = sorted(labels);
    const hits: LabelHit[] = [];
    for (const line of layout.lines) {
      if (opts.pages && !opts.pages.includes(line.page)) continue;
      const h = matchLabel(line, ls);
      if (h) hits.push(h);
    }
    // More specific (longer) labels first; then reading order.
    hits.sort((a, b) => b.label.length - a.label.length || a.line.index - b.line.index);
    return hits.flatMap((h) => valuesFor(layout, h, widths, opts));
  };

  return {
    pages,
    layout,
    language,
    countryHint,
    dateOrder,
    fullText,
    findAll,
    findValue: (labels, opts) => findAll(labels, opts)[0] ?? null,
    grep: (re) => layout.lines.filter((l) => re.test(l.text)),
    evidence: (found, factor = 1): FieldEvidence => ({
      page: found.page,
      bbox: found.bbox.map((v) => Math.round(v * 100) / 100) as BBox,
      confidence: Math.round(Math.max(0, Math.min(1, found.confidence * factor)) * 1000) / 1000,
      source: found.source,
    }),
    derived: (page, confidence, bbox = null) => ({ page, bbox, confidence: Math.round(confidence * 1000) / 1000, source: 'derived' }),
  };
}
