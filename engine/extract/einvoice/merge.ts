/**
 * Use an embedded e-invoice's values (source 'embedded') and cross-check them against what the page shows:
 * agreement raises confidence, disagreement is reported (the XML is the legal record, so its value stays).
 */
import type { FieldEvidence } from '../../types.ts';
import type { ExtractContext, PartialExtraction } from '../context.ts';
import type { EInvoice } from './index.ts';

const HEADER = ['invoiceNumber', 'invoiceDate', 'dueDate', 'currency', 'subtotal', 'taxRate', 'taxAmount', 'totalAmount', 'paymentTerms', 'purchaseOrderNumber'];

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 0.011;
  if (typeof a === 'string' && typeof b === 'string') return a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
  return false;
}

/** Merge the embedded invoice into the page extraction. */
export function mergeEmbedded(page: PartialExtraction, e: EInvoice, ctx: ExtractContext): PartialExtraction {
  const data: Record<string, unknown> = { ...page.data };
  const fields: Record<string, FieldEvidence> = {};
  const validation = [...page.validation.filter((v) => !/^(?:lineItems|totalAmount|subtotal|taxAmount)/.test(v.field))];
  const firstPage = ctx.pages[0]?.pageNumber ?? 1;
  const embedded = (path: string, onPage: FieldEvidence | undefined, agrees: boolean | null) => {
    fields[path] = { page: onPage?.page ?? firstPage, bbox: agrees ? onPage?.bbox ?? null : null, confidence: agrees === false ? 0.9 : agrees ? 1 : 0.97, source: 'embedded' };
  };
  for (const k of HEADER) {
    const x = e.data[k];
    if (x === null || x === undefined) continue;
    const p = page.data[k];
    const agrees = p === null || p === undefined ? null : same(x, p);
    if (agrees === false) validation.push({ field: k, check: 'embedded_matches_page', ok: false, message: `embedded ${String(x)}, page shows ${String(p)}` });
    data[k] = x;
    embedded(k, page.fields[k], agrees);
  }
  for (const party of ['vendor', 'customer'] as const) {
    const x = e.data[party] as Record<string, unknown>;
    const p = (page.data[party] ?? {}) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...p };
    for (const [k, v] of Object.entries(x)) {
      if (v === null || v === undefined) continue;
      merged[k] = v;
      const pv = p[k];
      embedded(`${party}.${k}`, page.fields[`${party}.${k}`], pv === null || pv === undefined ? null : same(v, pv));
    }
    data[party] = merged;
  }
  const items = (e.data.lineItems as Array<Record<string, unknown>>).map(({ description, quantity, unitPrice, total, hsCode, unit }) => ({ description, quantity, unitPrice, total, hsCode, unit }));
  data.lineItems = items;
  items.forEach((it, i) => {
    for (const [k, v] of Object.entries(it)) if (v !== null && v !== undefined) fields[`lineItems[${i}].${k}`] = { page: firstPage, bbox: null, confidence: 1, source: 'embedded' };
  });
  if (e.data.bankDetails) {
    data.bankDetails = e.data.bankDetails;
    fields['bankDetails.iban'] = { page: firstPage, bbox: null, confidence: 1, source: 'embedded' };
  }
  if (e.data.notes) data.notes = e.data.notes;
  data.amountDue = e.data.amountDue ?? null;
  data.eInvoice = { format: e.format, typeCode: e.typeCode };
  validation.push({ field: 'eInvoice', check: 'embedded_xml', ok: true, message: `values read from the embedded ${e.format} invoice` });
  return { data, fields, validation };
}
