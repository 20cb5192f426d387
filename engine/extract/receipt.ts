/**
 * Receipts: the invoice shape read with receipt labels, the merchant taken from the head of the receipt,
 * the date from the first printed date when unlabelled, plus `paymentMethod`.
 */
import type { ExtractContext, LayoutLine, PartialExtraction } from './context.ts';
import { extractInvoice } from './invoice.ts';
import { findText } from './invoice-fields.ts';
import { findDates } from './parse/dates.ts';
import { LABELS } from './parse/labels.ts';
import { looksLikeAddress } from './parse/parties.ts';
import { receiptTotal } from './receipt-total.ts';

const SKIP = /^(?:tax\s+invoice|invoice|receipt|official receipt|cash\s*(?:bill|sale|receipt)|simplified tax invoice|copy|reprint|welcome|\W+)$/i;
const REGISTRATION = /\(\s*\d{3,}[\w\s-]{0,6}\)|\b\d{5,}-[A-Z]\b|\b(?:co\.?\s*reg|company\s*reg|reg\.?\s*no|gst\s*(?:reg|id|no)|roc|sst|tel|fax|phone)\b/i;
const LEGAL_END = /\b(?:SDN\.?\s*BHD\.?|S\/B|BHD\.?|ENTERPRISE|TRADING|LTD\.?|LIMITED|INC\.?|LLC|GMBH|B\.V\.|PTE\.?\s*LTD\.?|CORP\.?|PLT|RESTAURANT|RESTORAN|STORE|MART|SHOP|HARDWARE)\s*$/i;

const COMPANY_FORM = /\b(?:SDN\.?\s*BHD|S\/B|PTE\.?\s*LTD|PVT\.?\s*LTD|CO\.?,?\s*LTD|LTD|LIMITED|PLT|LLC|GMBH|B\.V)\b\.?/i;

// Address words as OCR misreads them ("Jaian" for "Jalan"), which the address test does not know.
const OCR_ADDRESS = /\b(?:ja[il1|]an|j[il1]n|[il1|]orong|persiaran|lebuh(?:raya)?)\b/i;

/**
 * OCR may cut one printed line into several boxes ("POPULAR" "BOOK"): boxes whose vertical centres fall
 * within each other's height are joined left to right into one row.
 */
function rowsOf(lines: LayoutLine[]): LayoutLine[] {
  const rows: LayoutLine[][] = [];
  for (const l of lines) {
    const cy = (l.bbox[1] + l.bbox[3]) / 2;
    const h = l.bbox[3] - l.bbox[1];
    const row = rows.find((r) => {
      const f = r[0];
      const fh = f.bbox[3] - f.bbox[1];
      return Math.abs((f.bbox[1] + f.bbox[3]) / 2 - cy) < Math.min(h, fh) * 0.4 && r.every((x) => x.bbox[2] <= l.bbox[0] + h || x.bbox[0] >= l.bbox[2] - h);
    });
    if (row) row.push(l);
    else rows.push([l]);
  }
  return rows.map((r) => {
    if (r.length === 1) return r[0];
    r.sort((a, b) => a.bbox[0] - b.bbox[0]);
    const bbox: [number, number, number, number] = [
      Math.min(...r.map((x) => x.bbox[0])),
      Math.min(...r.map((x) => x.bbox[1])),
      Math.max(...r.map((x) => x.bbox[2])),
      Math.max(...r.map((x) => x.bbox[3])),
    ];
    return { ...r[0], text: r.map((x) => x.text.trim()).join(' '), bbox, words: r.flatMap((x) => x.words) };
  });
}

/** The merchant name: the first name-like lines at the top of the first page, joined when the name wraps. */
export function merchantName(ctx: ExtractContext): { name: string; lines: LayoutLine[] } | null {
  const page = ctx.pages[0]?.pageNumber ?? 1;
  const top = rowsOf(
    ctx
      .pageLines(page)
      .slice()
      .sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0])
      .slice(0, 16),
  ).slice(0, 8);
  // A shop often prints its brand first and its registered company under it ("KIKU JAPANESE RESTAURANT" /
  // "TK DIVISION KITCHEN SDN BHD"): the line with a company legal form names the merchant.
  for (const [i, l] of top.entries()) {
    const m = COMPANY_FORM.exec(l.text);
    if (!m || SKIP.test(l.text.trim())) continue;
    let name = l.text.slice(0, m.index + m[0].length).replace(/\s+/g, ' ').trim();
    const lines = [l];
    // The legal form alone on its line ("SDN BHD"): the name is on the line above.
    if (!/\p{L}{3,}/u.test(name.slice(0, m.index)) && i > 0) {
      name = `${top[i - 1].text.trim()} ${name}`;
      lines.unshift(top[i - 1]);
    }
    if (/\p{L}{3,}/u.test(name.replace(COMPANY_FORM, ''))) return { name, lines };
  }
  const picked: LayoutLine[] = [];
  for (const l of top) {
    const t = l.text.trim();
    if (!picked.length) {
      if (t.length < 3 || SKIP.test(t) || !/\p{L}{2,}/u.test(t) || findDates(t).length) continue;
      if (REGISTRATION.test(t) && !/\p{L}{4,}/u.test(t.replace(REGISTRATION, ''))) continue;
      picked.push(l);
      if (LEGAL_END.test(t.replace(REGISTRATION, '').trim())) break;
      continue;
    }
    // A continuation: no digits, not an address, not a registration line, similar height, right below.
    const prev = picked[picked.length - 1];
    const h = prev.bbox[3] - prev.bbox[1];
    const close = l.bbox[1] - prev.bbox[3] < h * 0.8;
    if (!close || /\d/.test(t) || looksLikeAddress(t) || OCR_ADDRESS.test(t) || REGISTRATION.test(t) || SKIP.test(t)) break;
    if (Math.abs(l.bbox[3] - l.bbox[1] - h) > h * 0.5) break;
    picked.push(l);
    if (LEGAL_END.test(t) || picked.length >= 2) break;
  }
  if (!picked.length) return null;
  const name = picked.map((l) => l.text.replace(REGISTRATION, '').trim()).join(' ').replace(/\s+/g, ' ').trim();
  return name ? { name, lines: picked } : null;
}

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
      // The address is what follows the name block, up to the registration/contact lines.
      const after = ctx.pageLines(l.page).filter((x) => x.bbox[1] > last.bbox[1] && x.bbox[1] < last.bbox[3] + (last.bbox[3] - last.bbox[1]) * 8).sort((a, b) => a.bbox[1] - b.bbox[1]);
      const addr = after.filter((x) => looksLikeAddress(x.text) && !REGISTRATION.test(x.text)).map((x) => x.text.trim());
      vendor.address = addr.length ? addr.join(', ') : vendor.address ?? null;
      if (vendor.address && addr.length) out.fields['vendor.address'] = ctx.evidence({ page: l.page, bbox: after[0].bbox, confidence: l.confidence, source: l.source }, 0.8);
    }
  }
  // A final-amount label (rounded, grand, nett, due) outranks the invoice reading, which does not know
  // receipt labels bent by OCR; a plain "total" only fills a gap.
  const total = receiptTotal(ctx);
  if (total && (total.strength === 2 || data.totalAmount === null) && data.totalAmount !== total.value) {
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
