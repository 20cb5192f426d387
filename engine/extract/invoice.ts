/**
 * Invoice extraction (the spec's shape, plus trade extras). Values come from labels and tables in the
 * layout; checks (line arithmetic, totals, dates, check digits) set each field's confidence.
 */
import type { FieldEvidence } from '../types.ts';
import type { ExtractContext, Found, PartialExtraction, ValidationEntry } from './context.ts';
import { findTotals } from './invoice-amounts.ts';
import {
  findBank,
  findCurrency,
  findIncoterms,
  findInvoiceDate,
  findInvoiceNumber,
  findLabelledDate,
  findPaymentTerms,
  findCountry,
  findReference,
  findText,
  type Valued,
} from './invoice-fields.ts';
import { inlineDueDate, inlinePaymentTerms, numberSignLine } from './invoice-inline.ts';
import { findParties, findShipTo, type FoundParty } from './invoice-parties.ts';
import { findLineItems } from './line-items.ts';
import { LABELS } from './parse/labels.ts';
import { parseVatId, isValidGstin } from './parse/taxid.ts';

const close = (a: number, b: number) => Math.abs(a - b) < 0.011;

/** Records values with evidence; a field's confidence is its source confidence × rule factor × check factor. */
export class FieldRecorder {
  readonly fields: Record<string, FieldEvidence> = {};
  readonly validation: ValidationEntry[] = [];
  constructor(private readonly ctx: ExtractContext) {}

  put<T>(path: string, v: Valued<T> | null): T | null {
    if (!v) return null;
    this.fields[path] = this.ctx.evidence(v.found, v.factor);
    if (v.derived) this.fields[path].source = 'derived';
    return v.value;
  }

  found(path: string, f: Found, factor = 1): void {
    this.fields[path] = this.ctx.evidence(f, factor);
  }

  /** Record a check; a failure scales the listed fields' confidence by `penalty`. */
  check(field: string, check: string, ok: boolean, message: string | undefined, paths: string[], penalty = 0.75): void {
    this.validation.push(ok ? { field, check, ok } : { field, check, ok, message });
    for (const p of paths) {
      const e = this.fields[p];
      if (!e) continue;
      e.confidence = Math.round(Math.min(1, ok ? e.confidence : e.confidence * penalty) * 1000) / 1000;
    }
  }
}

function partyData(rec: FieldRecorder, prefix: string, p: FoundParty | null, withContact: boolean): Record<string, unknown> {
  const party = p?.party;
  const out: Record<string, unknown> = { name: party?.name ?? null, address: party?.address ?? null, taxId: party?.taxId ?? null };
  if (withContact) {
    out.email = party?.email ?? null;
    out.phone = party?.phone ?? null;
  }
  if (p) {
    for (const k of Object.keys(out)) if (out[k] !== null) rec.found(`${prefix}.${k}`, k === 'name' ? p.found : { ...p.found }, p.factor * (k === 'name' ? 1 : 0.95));
  }
  return out;
}

/** Tax-id check: EU VAT check digits, GSTIN check character. */
function checkTaxId(rec: FieldRecorder, path: string, value: unknown): void {
  if (typeof value !== 'string') return;
  const vat = parseVatId(value);
  if (vat && vat.valid !== null) rec.check(path, 'vat_check_digit', vat.valid, `${value} fails its check digit`, [path], 0.7);
  else if (/^\d{2}[A-Z]{5}\d{4}/.test(value)) rec.check(path, 'gstin_check', isValidGstin(value), `${value} fails its check character`, [path], 0.7);
}

/** Extract an invoice. `options.numberLabels` lets receipts look for their own number labels. */
export function extractInvoice(ctx: ExtractContext, options: { numberLabels?: readonly string[] } = {}): PartialExtraction {
  const rec = new FieldRecorder(ctx);
  const number = findInvoiceNumber(ctx, options.numberLabels) ?? (options.numberLabels ? null : numberSignLine(ctx));
  const date = findInvoiceDate(ctx, number);
  const due = findLabelledDate(ctx, LABELS.dueDate) ?? inlineDueDate(ctx);
  const currency = findCurrency(ctx);
  const { items, evidence } = findLineItems(ctx);
  const totals = findTotals(ctx, evidence, items, currency?.value ?? null);
  const { vendor, customer } = findParties(ctx);
  const bank = findBank(ctx);
  const incoterms = findIncoterms(ctx);
  const shipTo = findShipTo(ctx, customer);

  const data: Record<string, unknown> = {
    invoiceNumber: rec.put('invoiceNumber', number),
    invoiceDate: rec.put('invoiceDate', date),
    dueDate: rec.put('dueDate', due && due.value !== date?.value ? due : null),
    currency: rec.put('currency', currency),
    vendor: partyData(rec, 'vendor', vendor, true),
    customer: partyData(rec, 'customer', customer, false),
    lineItems: items,
    subtotal: rec.put('subtotal', totals.subtotal),
    taxRate: rec.put('taxRate', totals.taxRate),
    taxAmount: rec.put('taxAmount', totals.taxAmount),
    totalAmount: rec.put('totalAmount', totals.totalAmount),
    paymentTerms: rec.put('paymentTerms', findPaymentTerms(ctx) ?? inlinePaymentTerms(ctx)),
    notes: rec.put('notes', findText(ctx, LABELS.notes, 500)),
    purchaseOrderNumber: rec.put('purchaseOrderNumber', findReference(ctx, LABELS.purchaseOrderNumber)),
    incoterms: incoterms ? { rule: incoterms.value.rule, place: incoterms.value.place } : null,
    shipTo: shipTo ? partyData(rec, 'shipTo', shipTo, false) : null,
    countryOfOrigin: rec.put('countryOfOrigin', findCountry(ctx, LABELS.countryOfOrigin)),
    bankDetails: bank.iban || bank.bic || bank.accountNumber ? { iban: bank.iban?.value ?? null, bic: bank.bic?.value ?? null, accountNumber: bank.accountNumber?.value ?? null } : null,
  };
  if (incoterms) rec.put('incoterms.rule', { ...incoterms, value: incoterms.value.rule });
  if (bank.iban) rec.put('bankDetails.iban', bank.iban);
  if (bank.bic) rec.put('bankDetails.bic', bank.bic);
  if (bank.accountNumber) rec.put('bankDetails.accountNumber', bank.accountNumber);

  // Long documents carry thousands of item fields: the checks below reach them by item, not by path lookup.
  const itemFields: ItemFields[] = items.map((item, i) => {
    const ev = evidence[i];
    const confidence = Math.round(ev.confidence * 0.95 * 1000) / 1000;
    const own: ItemFields = {};
    const paths = itemPaths(i);
    for (const k of ITEM_KEYS) {
      if (item[k] === null || item[k] === undefined) continue;
      rec.fields[paths[k]] = own[k] = { page: ev.page, bbox: ev.cells[k] ?? ev.row, confidence, source: ev.source };
    }
    return own;
  });

  validate(rec, data, items, itemFields, totals.consistent, incoterms?.value.valid ?? null);
  return { data, fields: rec.fields, validation: rec.validation };
}

const ITEM_KEYS = ['description', 'quantity', 'unitPrice', 'total', 'hsCode'] as const;
type ItemKey = (typeof ITEM_KEYS)[number];
type ItemFields = Partial<Record<ItemKey, FieldEvidence>>;

/**
 * Field paths of the items ("lineItems[3].total"), made once: every document asks for the same ones, and a
 * path built anew is hashed and interned again when it keys the fields. Kept for the first KEPT_PATHS
 * items only, so that memory stays bounded.
 */
const ITEM_PATHS: Array<Record<ItemKey, string>> = [];
const KEPT_PATHS = 10_000;

function itemPaths(i: number): Record<ItemKey, string> {
  const kept = ITEM_PATHS[i];
  if (kept) return kept;
  const paths = {
    description: `lineItems[${i}].description`,
    quantity: `lineItems[${i}].quantity`,
    unitPrice: `lineItems[${i}].unitPrice`,
    total: `lineItems[${i}].total`,
    hsCode: `lineItems[${i}].hsCode`,
  };
  if (i < KEPT_PATHS) ITEM_PATHS[i] = paths;
  return paths;
}

/** `FieldRecorder.check` for evidence held directly: the same rounding, without a path lookup per field. */
function scale(e: FieldEvidence | undefined, ok: boolean, penalty: number): void {
  if (e) e.confidence = Math.round(Math.min(1, ok ? e.confidence : e.confidence * penalty) * 1000) / 1000;
}

function validate(
  rec: FieldRecorder,
  data: Record<string, unknown>,
  items: ReturnType<typeof findLineItems>['items'],
  itemFields: ItemFields[],
  consistent: boolean | null,
  incotermValid: boolean | null,
): void {
  items.forEach((it, i) => {
    if (it.quantity !== null && it.unitPrice !== null && it.total !== null) {
      const ok = close(it.quantity * it.unitPrice, it.total) || Math.abs(it.quantity * it.unitPrice - it.total) <= Math.abs(it.total) * 0.005;
      rec.check(itemPaths(i).total, 'quantity_x_unit_price', ok, ok ? undefined : `${it.quantity} × ${it.unitPrice} ≠ ${it.total}`, [], 0.8);
      const f = itemFields[i];
      scale(f.total, ok, 0.8);
      scale(f.quantity, ok, 0.8);
      scale(f.unitPrice, ok, 0.8);
    }
  });
  const lineTotals = items.map((i) => i.total).filter((t): t is number => t !== null);
  const subtotal = data.subtotal as number | null;
  const total = data.totalAmount as number | null;
  if (lineTotals.length && (subtotal !== null || total !== null)) {
    const sum = lineTotals.reduce((a, b) => a + b, 0);
    const ok = (subtotal !== null && close(sum, subtotal)) || (total !== null && close(sum, total));
    rec.check('lineItems', 'sum_of_lines', ok, `Σ line totals ${sum.toFixed(2)} ≠ ${subtotal ?? total}`, [], 0.85);
    for (const f of itemFields) scale(f.total, ok, 0.85);
  }
  if (consistent !== null) {
    rec.check('totalAmount', 'subtotal_plus_tax', consistent, `${subtotal} + ${data.taxAmount} ≠ ${total}`, ['totalAmount', 'subtotal', 'taxAmount'], 1);
  }
  if (data.invoiceDate && data.dueDate) {
    const ok = (data.dueDate as string) >= (data.invoiceDate as string);
    rec.check('dueDate', 'due_not_before_issue', ok, `due ${data.dueDate} is before ${data.invoiceDate}`, ['dueDate'], 0.7);
  }
  checkTaxId(rec, 'vendor.taxId', (data.vendor as Record<string, unknown>).taxId);
  checkTaxId(rec, 'customer.taxId', (data.customer as Record<string, unknown>).taxId);
  if (incotermValid !== null) rec.check('incoterms', 'incoterms_2020', incotermValid, 'rule is not an Incoterms 2020 rule', ['incoterms.rule'], 0.7);
}
