import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';

/** A line of words laid out left to right from x, 5 points per character, 8 points high. */
function line(text: string, x: number, y: number, source: 'text' | 'ocr' = 'text'): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + 8], confidence: source === 'ocr' ? 0.95 : 1, source, fontSize: 8 });
    cx += t.length * 5 + 5;
  }
  return { text, bbox: [x, y, cx - 5, y + 8], words };
}

function page(lines: Line[], pageNumber = 1, source: 'text' | 'ocr' = 'text'): PageContent {
  return { pageNumber, width: 600, height: 842, textSource: source, lines, rules: [], confidence: 1 };
}

const invoice = (pages: PageContent[], documentType = 'invoice') =>
  extractDocument({ pages, documentType, language: 'de', extractTables: true, attachments: [] });

describe('line items read by arithmetic', () => {
  // Position | description | unit price | quantity | total half a line lower, with notes under each item.
  const item = (y: number, pos: string, desc: string, price: string, qty: string, total: string, note: string): Line[] => [
    line(pos, 70, y), line(desc, 190, y), line(price, 350, y), line(qty, 410, y), line('19 %', 455, y), line(total, 512, y + 8),
    line(note, 190, y + 30),
  ];
  const pages = [
    page([
      line('Rechnung Nr. 4711 vom 05.03.2018', 65, 50),
      line('Pos', 70, 100), line('Beschreibung', 190, 100), line('Nettopreis', 340, 100), line('Menge', 400, 100), line('Steuersatz', 440, 100), line('Nettobetrag', 500, 100),
      ...item(130, '1', 'Miettage', '86,5500', '2 Tag(e)', '173,10', 'Fahrzeug-Kennzeichen: M-MM 0000'),
      ...item(200, '2', 'Vollkasko', '23,1000', '2', '46,20', 'Inklusiv-Kilometer waren: 873'),
      ...item(270, '3', 'Choice Upgrade', '5,0400', '3', '15,12', 'getLineTradeAgreementBruttopreis : 5,0400'),
      line('Gesamtbetrag netto', 213, 400), line('234,42', 500, 400),
    ]),
  ];

  it('takes a row as an item when quantity × unit price = total, whatever the table detection made of it', () => {
    const d = invoice(pages).extractedData as { lineItems: Array<Record<string, unknown>> };
    expect(d.lineItems.map((i) => [i.quantity, i.unitPrice, i.total])).toEqual([
      [2, 86.55, 173.1],
      [2, 23.1, 46.2],
      [3, 5.04, 15.12],
    ]);
    expect(d.lineItems.map((i) => String(i.description).split('\n')[0])).toEqual(['Miettage', 'Vollkasko', 'Choice Upgrade']);
  });

  it('does not take the position number for the quantity', () => {
    // Position 2 × 5,00 = 10,00 would multiply out; the printed quantity 3 does not.
    const one = page([line('Pos', 70, 100), ...item(130, '2', 'Beamer', '5,0000', '3', '10,00', ''), ...item(200, '3', 'Kabel', '2,5000', '4', '10,00', '')]);
    const d = invoice([one]).extractedData as { lineItems: Array<Record<string, unknown>> };
    expect(d.lineItems.some((i) => i.quantity === 2)).toBe(false);
    expect(d.lineItems.find((i) => String(i.description).startsWith('Kabel'))).toMatchObject({ quantity: 4, unitPrice: 2.5, total: 10 });
  });

  it('keeps a zero-priced line but not a zero product of unrelated figures', () => {
    const p = page([
      ...item(130, '1', 'Privathaftpflicht', '50,0000', '1', '50,00', ''),
      ...item(200, '2', 'Mitversicherte Person', '0,0000', '1', '0,00', ''),
      line('Umsatzsteuerbefreit nach', 70, 300), line('1.163,40', 375, 300), line('0', 465, 300), line('0,00', 516, 300),
    ]);
    const d = invoice([p]).extractedData as { lineItems: Array<Record<string, unknown>> };
    expect(d.lineItems.map((i) => [i.description, i.total])).toEqual([
      ['Privathaftpflicht', 50],
      ['Mitversicherte Person', 0],
    ]);
  });
});

describe('notes under arithmetic items', () => {
  const row = (y: number, desc: string, qty: string, price: string, total: string): Line[] => [line(desc, 50, y), line(qty, 360, y), line(price, 440, y), line(total, 520, y)];

  it('reads the notes of an airy table (a blank line between every line) under the last item too', () => {
    const p = page([
      line('Item', 50, 100), line('Quantity', 360, 100), line('Rate', 440, 100), line('Amount', 520, 100),
      ...row(130, 'Service A', '12', '$10.00', '$120.00'), line('Notes: Replaced capacitor', 50, 150),
      ...row(180, 'Service B', '5', '$1.50', '$7.50'), line('Notes: Removed debris', 50, 200),
      line('Subtotal:', 440, 260), line('$127.50', 520, 260),
    ]);
    const d = invoice([p]).extractedData as { lineItems: Array<Record<string, unknown>> };
    expect(d.lineItems.map((i) => i.description)).toEqual(['Service A\nNotes: Replaced capacitor', 'Service B\nNotes: Removed debris']);
  });

  it('leaves the text a blank line under the last item of a dense table alone', () => {
    const p = page([
      line('Item', 50, 100), line('Quantity', 360, 100), line('Rate', 440, 100), line('Amount', 520, 100),
      ...row(120, 'Service A', '12', '$10.00', '$120.00'),
      ...row(130, 'Service B', '5', '$1.50', '$7.50'),
      line('Thank you for your business', 50, 150),
    ]);
    const d = invoice([p]).extractedData as { lineItems: Array<Record<string, unknown>> };
    expect(d.lineItems.map((i) => i.description)).toEqual(['Service A', 'Service B']);
  });
});

describe('line item columns', () => {
  it('never takes a column headed as tax for the unit price', () => {
    const rows = [['Widget blue', '2', '3.80', '20.00'], ['Gadget large', '1', '1.90', '10.00'], ['Cable set', '3', '5.70', '30.00']];
    const lines = [line('Description', 50, 100), line('Qty', 300, 100), line('VAT', 380, 100), line('Amount', 480, 100)];
    rows.forEach((r, i) => lines.push(line(r[0], 50, 120 + i * 14), line(r[1], 300, 120 + i * 14), line(r[2], 380, 120 + i * 14), line(r[3], 480, 120 + i * 14)));
    const d = extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as { lineItems: Array<Record<string, unknown>> };
    expect(d.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total])).toEqual([
      ['Widget blue', 2, null, 20],
      ['Gadget large', 1, null, 10],
      ['Cable set', 3, null, 30],
    ]);
  });
});

describe('trade invoice header', () => {
  it("reads the ship-to block, the country of origin and the buyer's order number, and ends the customer block at the terms below it", () => {
    const p = page([
      line('COMMERCIAL INVOICE', 50, 40),
      line('Invoice No.', 320, 60), line('FR-2026-0318', 320, 72),
      line("Buyer's Order No.", 320, 92), line('PO-77120', 320, 104),
      line('Country of Origin', 450, 92), line('ITALY', 450, 104),
      line('Sold To', 50, 130), line('ATLAS PACKAGING SOLUTIONS LTD', 50, 142), line('14 Industrial Estate Road', 50, 152), line('Leeds LS10 1RJ, United Kingdom', 50, 162),
      line('Ship To', 320, 130), line('ATLAS PACKAGING - WAREHOUSE 2', 320, 142), line('Stourton Link, Leeds LS10 1RT', 320, 152),
      line('Terms of Delivery', 50, 182), line('FCA Brescia (Incoterms 2020)', 50, 194),
      line('Total', 400, 260), line('EUR 100.00', 480, 260),
    ]);
    const d = extractDocument({ pages: [p], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;
    expect(d.purchaseOrderNumber).toBe('PO-77120');
    expect(d.countryOfOrigin).toBe('IT');
    expect(d.shipTo).toMatchObject({ name: 'ATLAS PACKAGING - WAREHOUSE 2', address: 'Stourton Link, Leeds LS10 1RT' });
    expect(d.customer).toMatchObject({ name: 'ATLAS PACKAGING SOLUTIONS LTD', address: '14 Industrial Estate Road, Leeds LS10 1RJ, United Kingdom' });
    expect(d.incoterms).toMatchObject({ rule: 'FCA' });
  });

  it('reads a country of origin said in a sentence and a French order reference', () => {
    const p = page([
      line('FACTURE COMMERCIALE', 50, 40),
      line('Facture n° :', 320, 60), line('FC-26-00219', 420, 60),
      line('Votre commande :', 320, 74), line('SMC/CMD/2026/041', 420, 74),
      line('Total HT', 400, 200), line('25 861,00', 480, 200),
      line('Origine des marchandises : France (UE).  Poids brut : 2 146,0 kg', 50, 240),
    ]);
    const d = extractDocument({ pages: [p], documentType: 'invoice', language: 'fr', extractTables: true, attachments: [] }).extractedData as Record<string, any>;
    expect(d).toMatchObject({ purchaseOrderNumber: 'SMC/CMD/2026/041', countryOfOrigin: 'FR', subtotal: 25861 });
  });
});

describe('totals', () => {
  it('derives an unprinted subtotal from the total less the tax, as a derived value', () => {
    const p = page([
      line('Invoice No: 991', 50, 50), line('Date: 2015-07-02', 50, 65),
      line('Total amount', 50, 200), line('29.99', 520, 200),
      line('VAT', 50, 215), line('5.00', 520, 215),
    ]);
    const out = extractDocument({ pages: [p], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] });
    expect(out.extractedData).toMatchObject({ totalAmount: 29.99, taxAmount: 5, subtotal: 24.99 });
    expect(out.fields.subtotal.source).toBe('derived');
    expect(out.fields.subtotal.confidence).toBeLessThan(0.95);
  });

  it('reads a total printed at the right margin, far from its label', () => {
    const p = page([line('PAYMENT RECEIPT', 120, 40), line('Grand Total', 51, 267), line('Rs 1939', 503, 267)]);
    const out = extractDocument({ pages: [p], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] });
    expect(out.extractedData).toMatchObject({ totalAmount: 1939 });
  });
});

describe('receipts', () => {
  const receipt = (lines: Line[]) =>
    extractDocument({ pages: [page(lines, 1, 'ocr')], documentType: 'receipt', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;

  it('names the merchant by the line with a company legal form under a brand line', () => {
    const d = receipt([line('SUSHI Q', 200, 20), line('EDEN IMPRESSION SDN BHD (894996-D)', 150, 40), line('NO 1, JALAN DUTAMAS, 50480 KL', 120, 60), line('TOTAL SALES:', 40, 300), line('RM9.75', 400, 300)]);
    expect(d.vendor.name).toBe('EDEN IMPRESSION SDN BHD');
    expect(d.totalAmount).toBe(9.75);
  });

  it('takes the total after cash rounding', () => {
    const d = receipt([
      line('KEDAI RUNCIT MAJU ENTERPRISE', 100, 20),
      line('TOTAL AMOUNT:', 40, 300), line('RM8.48', 400, 300),
      line('ROUNDING:', 40, 320), line('RM0.02', 400, 320),
      line('NETT TOTAL:', 40, 340), line('RM8.50', 400, 340),
      line('CASH', 40, 360), line('RM10.00', 400, 360),
    ]);
    expect(d.totalAmount).toBe(8.5);
  });
});

describe('long documents', () => {
  it('looks for header fields on the first and last pages and indexes lines per page', () => {
    const pages = Array.from({ length: 40 }, (_, i) =>
      page([line(i === 0 ? 'Invoice No: A-100' : `Invoice No: X-${i + 1}`, 50, 40), line(`Item ${i + 1}`, 50, 100), line('Page', 500, 800)], i + 1),
    );
    const ctx = buildContext(pages, 'en');
    expect(new Set(ctx.headerLines.map((l) => l.page))).toEqual(new Set([1, 2, 3, 39, 40]));
    expect(ctx.findValue(['invoice no'])?.text).toBe('A-100');
    expect(ctx.pageLines(20).map((l) => l.text)).toEqual(['Invoice No: X-20', 'Item 20', 'Page']);
    expect(ctx.labelAt(['invoice', 'invoice no'], ctx.pageLines(1)[0].index)).toBe('invoice no');
  });
});
