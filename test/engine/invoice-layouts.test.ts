import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractDocument } from '../../engine/extract/index.ts';
import { findArithmeticItems } from '../../engine/extract/line-items-rows.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';

/** A line of words laid out left to right from x, 5 points per character, `h` points high, in 8-point type. */
function line(text: string, x: number, y: number, h = 8): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + h], confidence: 1, source: 'text', fontSize: 8 });
    cx += t.length * 5 + 5;
  }
  return { text, bbox: [x, y, cx - 5, y + h], words };
}

/** A line ending at x (right-aligned figures). */
const right = (text: string, x: number, y: number, h = 8): Line => line(text, x - text.length * 5, y, h);

function page(lines: Line[]): PageContent {
  return { pageNumber: 1, width: 600, height: 842, textSource: 'text', lines, rules: [], confidence: 1 };
}

type Items = { lineItems: Array<Record<string, unknown>>; customer: Record<string, unknown> | null };
const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'fr', extractTables: true, attachments: [] }).extractedData as unknown as Items;

describe('customer captions', () => {
  it('reads the block under "Adressée à :"', () => {
    const d = invoice([
      line('Parfums Exemple SAS', 50, 40), line('1 rue de la Paix, 75002 Paris, France', 50, 52),
      line('FACTURE', 300, 90),
      line('Adressée à :', 50, 120), line('Société Cliente SARL', 50, 132), line('12 avenue Foch', 50, 144), line('20250 Casablanca', 50, 156),
      line('Facture n° :', 310, 120), line('FC-1', 410, 120),
    ]);
    expect(d.customer?.name).toBe('Société Cliente SARL');
  });
});

describe('line items of tables with leading rows and merged header cells', () => {
  // Columns: ref 50 | description 100 | code 260 | qty (right at 360) | price (right at 440) | total (right at 540).
  const rows = [
    ['A-1', 'Erster Artikel', '3303.00', '40', '189,00', '7.560,00'],
    ['A-2', 'Zweiter Artikel', '3401.11', '24', '9,50', '228,00'],
    ['A-3', 'Dritter Artikel', '3304.99', '60', '64,90', '3.894,00'],
  ];
  const body = (y0: number, step: number, h = 8, lift = 0): Line[] =>
    rows.flatMap((r, i) => {
      const y = y0 + i * step;
      // `lift`: the description's box starts a little higher than the figures' (another font's ascent).
      return [line(r[0], 50, y, h), line(r[1], 100, y - lift, h + lift), line(r[2], 260, y, h), right(r[3], 360, y, h), right(r[4], 440, y, h), right(r[5], 540, y, h)];
    });

  it('keeps each description to its own row when rows follow closely', () => {
    const lines = [
      line('Muster GmbH', 50, 40),
      line('Pos.', 50, 200), line('Bezeichnung', 100, 200), line('Code SH', 260, 200), right('Menge', 360, 200), right('Preis', 440, 200), right('Gesamt', 540, 200),
      // 8-point type in 12-point line boxes, 16 points apart: a row's description starts 4 points under the last one.
      ...body(216, 16, 12, 0.5),
      line('Total HT', 400, 280), right('11.682,00', 540, 280),
    ];
    const expected = ['Erster Artikel', 'Zweiter Artikel', 'Dritter Artikel'];
    // Rows read by arithmetic (the reading used when a table is misread) and the extraction as a whole.
    expect(findArithmeticItems(buildContext([page(lines)], 'de')).items.map((i) => i.description)).toEqual(expected);
    expect(invoice(lines).lineItems.map((i) => i.description)).toEqual(expected);
  });

  it('does not take a key-value line above the table for its header, and splits a header cell over two columns', () => {
    const d = invoice([
      line('Muster SAS', 50, 40),
      line('Incoterm :', 300, 180), line('CIF Casablanca', 400, 180),
      // "Qté" and "P.U." printed close enough to read as one header cell over the quantity and price columns.
      line('Réf.', 50, 200), line('Désignation', 100, 200), line('Code SH', 260, 200), line('Qté', 330, 200), line('P.U. (EUR)', 380, 200), right('Montant', 540, 200),
      ...body(216, 14),
      line('Total HT', 400, 270), right('11.682,00', 540, 270),
    ]);
    expect(d.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total, i.hsCode])).toEqual([
      ['Erster Artikel', 40, 189, 7560, '330300'],
      ['Zweiter Artikel', 24, 9.5, 228, '340111'],
      ['Dritter Artikel', 60, 64.9, 3894, '330499'],
    ]);
  });
});
