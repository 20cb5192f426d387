/**
 * Extraction entry point (runs inside an engine worker): layout → classification → the document type's
 * extractor → embedded e-invoice cross-check → validation → document confidence.
 */
import type { FieldEvidence, PageContent, Table } from '../types.ts';
import { toEngineTable } from '../layout/tables.ts';
import { buildContext } from './build-context.ts';
import { classify, titleTypes } from './classify.ts';
import type { ExtractContext, PartialExtraction, ValidationEntry } from './context.ts';
import { findEInvoice } from './einvoice/index.ts';
import { mergeEmbedded } from './einvoice/merge.ts';
import { extractContract } from './contract.ts';
import { extractFreightInvoice } from './freight-invoice.ts';
import { extractInvoice } from './invoice.ts';
import { extractLogistics, isLogisticsType } from './logistics/index.ts';
import { extractReceipt } from './receipt.ts';
import { documentConfidence } from './score.ts';
import { clearAmountMemo } from './parse/amounts.ts';
import { clearFoldMemo } from './parse/text.ts';
import { clearTaxIdMemo } from './parse/taxid.ts';
import { clearLabelMemo } from './logistics/locate.ts';
import { correctCaptions } from './ocr-captions.ts';

export interface ExtractInput {
  pages: PageContent[];
  documentType: string;
  language: string;
  extractTables: boolean;
  attachments: Array<{ name: string; data: Uint8Array }>;
}

export interface ExtractOutput {
  documentType: string;
  confidence: number;
  extractedData: Record<string, unknown>;
  fields: Record<string, FieldEvidence>;
  tables: Table[];
  validation: Array<{ field: string; check: string; ok: boolean; message?: string }>;
}

const INVOICE_LIKE = new Set(['invoice', 'receipt', 'freight_invoice']);

/** The same type, or two kinds of invoice (a receipt asked for as an invoice is no mismatch). */
function sameFamily(a: string, b: string): boolean {
  return a === b || (INVOICE_LIKE.has(a) && INVOICE_LIKE.has(b));
}

function genericData(ctx: ExtractContext, tables: Table[]): PartialExtraction {
  return {
    data: {
      detectedType: null,
      keyValues: ctx.layout.keyValues.map((kv) => ({ key: kv.key, value: kv.value, page: kv.page })),
      tables,
    },
    fields: Object.fromEntries(ctx.layout.keyValues.map((kv, i) => [`keyValues[${i}].value`, ctx.evidence({ page: kv.page, bbox: kv.valueBBox, confidence: kv.confidence, source: kv.source }, 0.8)])),
    validation: [],
  };
}

function run(type: string, ctx: ExtractContext, tables: Table[]): PartialExtraction {
  if (type === 'invoice') return extractInvoice(ctx);
  if (type === 'receipt') return extractReceipt(ctx);
  if (type === 'freight_invoice') return extractFreightInvoice(ctx);
  if (type === 'contract') return extractContract(ctx);
  if (isLogisticsType(type)) return extractLogistics(type, ctx);
  const out = genericData(ctx, tables);
  out.validation.push({ field: 'documentType', check: 'extractor', ok: false, message: `no field extractor for "${type}"; key/value pairs and tables only` });
  return out;
}

/** Extract structured data from the pages of one document. */
export function extractDocument(input: ExtractInput): ExtractOutput {
  // Parser memos serve repeats within this document only: no answer carries over from the previous one,
  // so time and memory per document do not depend on what the worker saw before.
  clearAmountMemo();
  clearFoldMemo();
  clearTaxIdMemo();
  clearLabelMemo();
  const requested = (input.documentType || 'generic').toLowerCase();
  const auto = requested === 'generic' || requested === 'general';
  const ctx = buildContext(correctCaptions(input.pages), input.language || 'en', true);
  const tables = input.extractTables ? ctx.layout.tables.map(toEngineTable) : [];
  const embedded = input.attachments.length ? findEInvoice(input.attachments) : null;
  const titled = titleTypes(ctx);
  // A requested type the page's main heading names needs no further evidence: the whole classification
  // (body phrases, label keys) only runs to check a request the title does not confirm, or to choose one.
  const confirmed = !auto && Object.entries(titled).some(([t, w]) => w === 1 && sameFamily(t, requested));
  const cls = confirmed ? null : classify(ctx, titled);
  const validation: ValidationEntry[] = [];
  let type: string;
  if (auto) type = embedded ? 'invoice' : cls?.type ?? 'generic';
  else {
    type = requested;
    const mismatch = cls !== null && cls.type !== null && cls.type !== requested && cls.confidence >= 0.6 && !sameFamily(cls.type, requested);
    validation.push(
      mismatch
        ? { field: 'documentType', check: 'classification', ok: false, message: `requested ${requested}, the document reads as ${cls.type}` }
        : { field: 'documentType', check: 'classification', ok: true },
    );
  }

  let result: PartialExtraction;
  if (auto && type === 'generic') result = genericData(ctx, tables);
  else result = run(type, ctx, tables);
  if (embedded && INVOICE_LIKE.has(type)) result = mergeEmbedded(result, embedded, ctx);
  validation.push(...result.validation);

  const pageConfidence = input.pages.length ? input.pages.reduce((s, p) => s + p.confidence, 0) / input.pages.length : 0;
  let confidence = documentConfidence(type, result.fields, validation, embedded && INVOICE_LIKE.has(type) ? 1 : pageConfidence);
  if (cls && auto && type !== 'generic' && !embedded) confidence = Math.round(confidence * (0.85 + 0.15 * cls.confidence) * 1000) / 1000;
  return { documentType: type, confidence, extractedData: result.data, fields: result.fields, tables, validation };
}
