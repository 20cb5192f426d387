/**
 * Receipts: the invoice shape read with receipt labels, the merchant taken from the head of the receipt,
 * the date from the first printed date when unlabelled, plus `paymentMethod`.
 */
import type { ExtractContext, PartialExtraction } from './context.ts';
import { extractInvoice } from './invoice.ts';
import { findText } from './invoice-fields.ts';
import { findDates } from './parse/dates.ts';
import { unionBox } from './logistics/locate.ts';
import { LABELS } from './parse/labels.ts';
import { merchantAddress } from './receipt-address.ts';
import { merchantName } from './receipt-merchant.ts';
import { receiptTotal } from './receipt-total.ts';

/** Extract a receipt. */
export function extractReceipt(ctx: ExtractContext): PartialExtraction {
  const out = extractInvoice(ctx, { numberLabels: LABELS.receiptNumber });
  const data = out.data;
  const merchant = merchantName(ctx);
  const vendor = data.vendor as Record<string, unknown>;
  if (merchant) {
    const l = merchant.lines[0];
    const last = merchant.lines[merchant.lines.length - 1];
    if (vendor.name !== merchant.name) {
      vendor.name = merchant.name;
      out.fields['vendor.name'] = ctx.evidence({ page: l.page, bbox: [l.bbox[0], l.bbox[1], Math.max(l.bbox[2], last.bbox[2]), last.bbox[3]], confidence: l.confidence, source: l.source }, 0.9);
    }
    const address = merchantAddress(ctx, merchant.lines);
    if (address) {
      vendor.address = address.text;
      const a = address.lines;
      out.fields['vendor.address'] = ctx.evidence({ page: a[0].page, bbox: unionBox(a), confidence: Math.min(...a.map((x) => x.confidence)), source: a[0].source }, 0.8);
    } else {
      // The invoice reading's party blocks do not know a receipt's head: what it took is a till's lines.
      vendor.address = null;
      delete out.fields['vendor.address'];
    }
  }
  // A final-amount label (rounded, grand, nett, due) outranks the invoice reading, which does not know
  // receipt labels bent by OCR; a plain "total" only fills a gap (a zero read off "Total Saving 0.00" is one).
  const total = receiptTotal(ctx);
  if (total && (total.strength === 2 || data.totalAmount === null || (data.totalAmount === 0 && total.value > 0)) && data.totalAmount !== total.value) {
    data.totalAmount = total.value;
    const a = total.amount;
    out.fields.totalAmount = ctx.evidence({ page: a.page, bbox: a.bbox, confidence: a.confidence, source: a.source }, total.strength === 2 ? 0.9 : 0.8);
  }
  if (data.invoiceDate === null) {
    for (const line of ctx.headerLines) {
      const d = findDates(line.text, ctx.dateOrder)[0];
      if (d) {
        data.invoiceDate = d.value.iso;
        out.fields.invoiceDate = ctx.evidence({ page: line.page, bbox: line.bbox, confidence: line.confidence, source: line.source }, d.value.ambiguous ? 0.8 : 0.88);
        break;
      }
    }
  }
  const method = findText(ctx, LABELS.paymentMethod, 40);
  data.paymentMethod = method ? method.value : paymentWord(ctx);
  if (method) out.fields.paymentMethod = ctx.evidence(method.found, 0.85);
  return out;
}

function paymentWord(ctx: ExtractContext): string | null {
  for (const line of ctx.headerLines) {
    const m = /\b(cash|visa|master\s?card|amex|debit card|credit card|e-?wallet|touch\s?'?n\s?go|grabpay|boost|alipay|wechat pay|ideal|paypal)\b/i.exec(line.text);
    if (m && /\d/.test(line.text)) return m[1].toUpperCase();
  }
  return null;
}
