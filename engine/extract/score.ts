/**
 * Document confidence from field evidence: the key fields of the type weigh most; a missing key field
 * counts as a low-confidence one; failed checks have already lowered their fields.
 */
import type { FieldEvidence } from '../types.ts';
import type { ValidationEntry } from './context.ts';

const KEY_FIELDS: Record<string, string[]> = {
  invoice: ['invoiceNumber', 'invoiceDate', 'totalAmount', 'currency', 'vendor.name'],
  receipt: ['vendor.name', 'invoiceDate', 'totalAmount'],
  freight_invoice: ['invoiceNumber', 'invoiceDate', 'totalAmount', 'currency', 'vendor.name'],
  contract: ['title', 'parties[0].name', 'parties[1].name', 'effectiveDate'],
};

/** The fields a document of `type` is judged by first (null for types without such a list). */
export function keyFieldsOf(type: string): readonly string[] | null {
  return KEY_FIELDS[type] ?? null;
}

/** 0..1 document confidence, rounded to 3 decimals. */
export function documentConfidence(type: string, fields: Record<string, FieldEvidence>, validation: ValidationEntry[], pageConfidence: number): number {
  const keys = KEY_FIELDS[type] ?? Object.keys(fields).filter((k) => !k.includes('['));
  let sum = 0;
  let weight = 0;
  for (const k of keys) {
    const e = fields[k];
    sum += e ? e.confidence : 0.35;
    weight += 1;
  }
  // Long documents carry thousands of line-item fields: one pass, no entry arrays.
  const keySet = new Set(keys);
  let any = false;
  for (const k in fields) {
    any = true;
    if (keySet.has(k)) continue;
    sum += fields[k].confidence * 0.25;
    weight += 0.25;
  }
  if (!any) return 0;
  let c = weight ? sum / weight : 0;
  const failed = validation.filter((v) => !v.ok).length;
  c *= Math.pow(0.97, Math.min(5, failed));
  c *= 0.5 + 0.5 * Math.max(0, Math.min(1, pageConfidence));
  return Math.round(Math.max(0, Math.min(1, c)) * 1000) / 1000;
}
