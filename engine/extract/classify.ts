/**
 * Document classification from titles and key phrases (en, de, fr, es, nl, it, pt). A phrase in a title
 * (large or bold text near the top of the first page) weighs more than one in running text.
 */
import type { ExtractContext, LayoutLine } from './context.ts';
import { fold } from './parse/text.ts';

export interface Classification {
  type: string | null;
  /** 0..1: how clearly the best type beat the others. */
  confidence: number;
  scores: Record<string, number>;
}

const PHRASES: Record<string, string[]> = {
  invoice: [
    'invoice', 'tax invoice', 'commercial invoice', 'invoice number', 'invoice no', 'invoice date', 'rechnung',
    'rechnungsnummer', 'rechnungsdatum', 'facture', 'numero de facture', 'factura', 'factuur', 'factuurnummer',
    'fattura', 'fatura', 'bill to', 'amount due', 'vat', 'credit note', 'gutschrift', 'avoir', 'nota de credito',
  ],
  receipt: [
    'receipt', 'cash bill', 'cashier', 'change', 'cash', 'tender', 'thank you', 'please come again', 'rounding',
    'total qty', 'quittung', 'kassenbon', 'kassenbeleg', 'ticket de caisse', 'recibo', 'bon', 'kassabon',
    'scontrino', 'goods sold are not returnable', 'member', 'table', 'pax', 'visa', 'mastercard',
  ],
  freight_invoice: ['freight invoice', 'ocean freight', 'air freight', 'freight charges', 'baf', 'thc', 'terminal handling', 'bill of lading', 'container', 'vessel', 'port of loading', 'frachtrechnung'],
  bill_of_lading: ['bill of lading', 'b/l no', 'b/l number', 'shipper', 'consignee', 'notify party', 'port of loading', 'port of discharge', 'vessel', 'voyage', 'shipped on board', 'connaissement', 'konnossement', 'conocimiento de embarque', 'cognizione'],
  sea_waybill: ['sea waybill', 'seawaybill', 'non-negotiable', 'waybill', 'express release'],
  air_waybill: ['air waybill', 'airway bill', 'awb', 'airport of departure', 'airport of destination', 'issuing carrier', 'chargeable weight', 'rate class', 'luftfrachtbrief', 'lettre de transport aerien'],
  packing_list: ['packing list', 'packliste', 'liste de colisage', 'lista de empaque', 'paklijst', 'distinta di imballaggio', 'net weight', 'gross weight', 'cartons', 'measurement', 'package'],
  customs_declaration: ['customs declaration', 'customs entry', 'entry summary', 'declarant', 'mrn', 'customs office', 'zollanmeldung', 'declaration en douane', 'declaracion aduanera', 'tariff', 'duty', 'single administrative document'],
  certificate_of_origin: ['certificate of origin', 'ursprungszeugnis', "certificat d'origine", 'certificado de origen', 'eur.1', 'form a', 'country of origin', 'chamber of commerce'],
  delivery_order: ['delivery order', 'release order', 'd/o no', 'last free day', 'pickup', 'empty return'],
  shipping_manifest: ['manifest', 'cargo manifest', 'freight manifest', 'ladungsmanifest'],
  contract: ['agreement', 'contract', 'hereinafter', 'whereas', 'governing law', 'vertrag', 'contrat', 'contrato', 'overeenkomst', 'contratto', 'the parties'],
};

function titleLines(ctx: ExtractContext): LayoutLine[] {
  const first = ctx.pageLines(ctx.pages[0]?.pageNumber ?? 1);
  if (!first.length) return [];
  const sizes = first.map((l) => l.bbox[3] - l.bbox[1]).sort((a, b) => a - b);
  const med = sizes[Math.floor(sizes.length / 2)];
  const h = ctx.pages[0]?.height || 842;
  return first.filter((l) => l.bbox[1] < h * 0.35 && (l.bbox[3] - l.bbox[1] >= med * 1.25 || l.words.every((w) => w.bold)) && l.text.length < 60);
}

const PATTERNS = new Map<string, RegExp>(
  Object.values(PHRASES)
    .flat()
    .map((p) => [p, new RegExp(`(?:^|[^a-z0-9])${p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:$|[^a-z0-9])`, 'g')]),
);

/** Occurrences of `phrase` in `text`, counting at most `cap`. */
function has(text: string, phrase: string, cap = 3): number {
  const re = PATTERNS.get(phrase)!;
  re.lastIndex = 0;
  let n = 0;
  while (n < cap && re.exec(text)) n++;
  return n;
}

/** Classify the document. Returns type null when nothing scores. */
export function classify(ctx: ExtractContext): Classification {
  // The first pages carry the titles and key phrases; a bounded head keeps long documents linear.
  const body = fold(ctx.fullText.slice(0, 40_000));
  const titles = fold(titleLines(ctx).map((l) => l.text).join('\n'));
  const scores: Record<string, number> = {};
  for (const [type, phrases] of Object.entries(PHRASES)) {
    let s = 0;
    for (const [i, p] of phrases.entries()) {
      const weight = i === 0 ? 2 : 1;
      s += Math.min(3, has(body, p)) * weight * 0.5;
      if (has(titles, p, 1)) s += i === 0 ? 8 : 4;
    }
    scores[type] = s;
  }
  // A freight invoice is an invoice first.
  if (scores.invoice < 4) scores.freight_invoice *= 0.4;
  else scores.freight_invoice = scores.freight_invoice > 6 ? scores.freight_invoice + scores.invoice * 0.5 : scores.freight_invoice * 0.5;
  // Receipts and invoices share words; the title decides, else the kind of vocabulary.
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [bestType, best] = ranked[0];
  const second = ranked[1]?.[1] ?? 0;
  if (best < 3) return { type: null, confidence: 0, scores };
  const confidence = Math.max(0.3, Math.min(0.99, (best - second) / best + 0.4));
  return { type: bestType, confidence: Math.round(confidence * 100) / 100, scores };
}
