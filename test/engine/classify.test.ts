import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Line, PageContent } from '../../engine/types.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import { sroieBoxes, sroiePage } from '../../bench/lib/accuracy-corpora.ts';
import { generateDocument } from '../fixtures/logistics/document.ts';
import { LOGISTICS_TYPES, type LogisticsType } from '../fixtures/logistics/truth.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';

// DEV split only (seeds 0-99); the TEST split is kept for measuring (bench/accuracy-synthetic.ts).
const detect = (pages: PageContent[]): string =>
  extractDocument({ pages, documentType: 'generic', language: 'en', extractTables: false, attachments: [] }).documentType;

/** A hand-set page: each entry is a line of text, its font size and whether it is bold, top to bottom. */
function page(lines: Array<[string, number, boolean?]>): PageContent {
  let y = 40;
  const out: Line[] = lines.map(([text, size, bold]) => {
    const bbox: [number, number, number, number] = [40, y, 40 + text.length * size * 0.5, y + size];
    y += size + 6;
    return { text, bbox, words: [{ text, bbox, confidence: 1, fontSize: size, bold: bold ?? false, source: 'text' }] };
  });
  return { pageNumber: 1, width: 595, height: 842, textSource: 'text', lines: out, rules: [], confidence: 1 };
}
const typeOf = (p: PageContent): string | null => classify(buildContext([p], 'en', true)).type;

describe('classification of generated logistics documents', () => {
  for (const type of LOGISTICS_TYPES) {
    it(`detects ${type} on DEV documents in several languages and layouts`, () => {
      for (const seed of [0, 1, 2, 3]) expect(`${seed}:${detect(extractPdfPages(generateDocument(type, seed).pdf))}`).toBe(`${seed}:${type}`);
    });
  }

  it('still detects the type from the labels a document prints when its title is removed', () => {
    const cases: Array<[LogisticsType, number]> = [['sea_waybill', 4], ['shipping_manifest', 5], ['freight_invoice', 6], ['packing_list', 7], ['delivery_order', 8], ['customs_declaration', 9]];
    for (const [type, seed] of cases) {
      const pages = extractPdfPages(generateDocument(type, seed).pdf);
      const h = (l: Line) => l.bbox[3] - l.bbox[1];
      // The title is the largest text of the first page; continued pages repeat it in a small bold header.
      const top = Math.max(...pages[0].lines.map(h));
      const stripped = pages.map((p) => ({ ...p, lines: p.lines.filter((l) => h(l) < top * 0.9 && !(p.pageNumber > 1 && l.bbox[1] < 60 && /\)$/.test(l.text))) }));
      expect(`${type}#${seed}:${detect(stripped)}`).toBe(`${type}#${seed}:${type}`);
    }
  });
});

describe('classification from titles and key phrases', () => {
  const body: Array<[string, number]> = [['Shipper: Acme Export Ltd', 9], ['Consignee: Beta Import GmbH', 9], ['Port of Loading: Rotterdam (NLRTM)', 9], ['Port of Discharge: Shanghai (CNSHA)', 9], ['Vessel: MSC AURORA', 9]];

  it('tells a sea waybill from a bill of lading by the title words', () => {
    expect(typeOf(page([['NON-NEGOTIABLE SEA WAYBILL', 16, true], ...body]))).toBe('sea_waybill');
    expect(typeOf(page([['Seawaybill', 16, true], ...body]))).toBe('sea_waybill');
    expect(typeOf(page([['BILL OF LADING', 16, true], ...body, ['Number of Originals: 3', 9]]))).toBe('bill_of_lading');
    expect(typeOf(page([['Ocean Bill of Lading', 16, true], ...body]))).toBe('bill_of_lading');
  });

  it('reads an air waybill title inside a longer one, not as a sea waybill', () => {
    expect(typeOf(page([['AIR WAYBILL (NOT NEGOTIABLE)', 16, true], ['Airport of Departure: FRA', 9], ['Airport of Destination: JFK', 9]]))).toBe('air_waybill');
  });

  it('takes an invoice with freight charges and transport references for a freight invoice', () => {
    const lines: Array<[string, number, boolean?]> = [['INVOICE', 16, true], ['Invoice No: INV-2291', 9], ['Invoice Date: 2024-03-01', 9], ['B/L No: MAEU123456789', 9], ['Booking No: 884421', 9],
      ['OFR Ocean Freight 1 x 40HC 1,800.00', 9], ['BAF Bunker adjustment factor 320.00', 9], ['THC Terminal handling charge 210.00', 9], ['Total Amount 2,330.00 USD', 9]];
    expect(typeOf(page(lines))).toBe('freight_invoice');
    // The same invoice for goods, without freight words, stays an invoice.
    expect(typeOf(page([['INVOICE', 16, true], ['Invoice No: INV-2291', 9], ['Invoice Date: 2024-03-01', 9], ['Steel bolts M8 100 x 0.20 20.00', 9], ['Total Amount 20.00 USD', 9]]))).toBe('invoice');
  });

  it('takes a document of weights and packages without prices for a packing list', () => {
    expect(typeOf(page([['Shipment details', 16, true], ['Invoice No: INV-2291', 9], ['Net Weight', 9], ['Gross Weight', 9], ['Total Net Weight: 1,200 KG', 9], ['Dimensions', 9], ['Total Packages: 12', 9]]))).toBe('packing_list');
  });

  it('does not take a bold field label for the title', () => {
    expect(typeOf(page([['CERTIFICATE OF ORIGIN', 16, true], ['Invoice No.', 9, true], ['INV-2291', 9], ['Exporter: Acme Ltd', 9], ['Country of Origin: Germany', 9]]))).toBe('certificate_of_origin');
  });

  it('leaves a page with no known title or labels unclassified', () => {
    expect(typeOf(page([['Meeting notes', 16, true], ['We talked about the weather.', 9]]))).toBeNull();
  });
});

describe.skipIf(!existsSync(CORPUS_DIR))('classification of real invoices and receipts (corpus)', () => {
  it('detects born-digital invoices as invoices', () => {
    for (const f of ['invoice2data-compare/AmazonWebServices.pdf', 'invoice2data-compare/FlipkartInvoice.pdf', 'zugferd-xml-rechnung/pdf/EN16931_Einfach.pdf']) {
      expect(`${f}:${detect(extractPdfPages(new Uint8Array(readFileSync(join(CORPUS_DIR, f)))))}`).toBe(`${f}:invoice`);
    }
  });

  it('detects a till receipt as a receipt', async () => {
    const id = '000';
    const csv = sroieBoxes(id);
    expect(csv).not.toBeNull();
    const m = await sharp(join(CORPUS_DIR, 'sroie-receipts', 'img', `${id}.jpg`)).metadata();
    expect(detect([sroiePage(csv!, m.width ?? 1000, m.height ?? 1000)])).toBe('receipt');
  });
});
