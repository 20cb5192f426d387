import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line, PageContent } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/** A line ending at x (right-aligned figures), 5 points per character at 8 points. */
const right = (text: string, x: number, y: number): Line => line(text, x - text.length * 5, y);

const invoice = (pages: PageContent[]) =>
  extractDocument({ pages, documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

const onPage = (n: number, lines: Line[]): PageContent => ({ ...page(lines), pageNumber: n });

describe('line items over pages with the header printed again', () => {
  const head = (y: number): Line[] => [
    line('LINE', 30, y), line('DESCRIPTION', 60, y), line('HTSUS NO.', 250, y), line('QTY', 340, y), line('UNIT PRICE', 400, y), line('AMOUNT', 500, y),
  ];
  const row = (y: number, n: number, desc: string, hts: string, q: string, p: string, t: string): Line[] => [
    line(String(n), 30, y), line(desc, 60, y), line(hts, 250, y), right(q, 370, y), right(p, 460, y), right(t, 560, y),
  ];
  it('reads the second page\'s rows as the continuation of the first page\'s table, with the HTSUS codes', () => {
    const p1 = onPage(1, [
      line('COMMERCIAL INVOICE', 200, 40, 14), line('Invoice No. KPT-1', 30, 80), line('Date: 2026-03-12', 30, 92),
      ...head(200),
      ...row(220, 1, 'Carbide end mills', '8207.70.3000', '1,200', '18.40', '22,080.00'),
      ...row(240, 2, 'Solid carbide drills', '8207.50.2080', '800', '26.75', '21,400.00'),
      ...row(260, 3, 'Milling inserts', '8209.00.0060', '450', '41.20', '18,540.00'),
      line('Continued on page 2', 450, 800),
    ]);
    const p2 = onPage(2, [
      line('COMMERCIAL INVOICE KPT-1 (continued)', 30, 40),
      ...head(60),
      ...row(80, 4, 'Digital micrometers', '9031.80.8085', '100', '96.00', '9,600.00'),
      ...row(100, 5, 'Tool presetter master', '9017.30.8000', '4', '655.00', '2,620.00'),
      line('Total', 400, 140), right('74,240.00', 560, 140),
    ]);
    const items = invoice([p1, p2]).lineItems;
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ description: 'Carbide end mills', quantity: 1200, unitPrice: 18.4, total: 22080, hsCode: '8207703000' });
    expect(items[4]).toMatchObject({ quantity: 4, unitPrice: 655, total: 2620, hsCode: '9017308000' });
  });
});

describe('line items read by arithmetic from a table without row rules', () => {
  it('takes the quantity from the column left of the price when both print decimals, and the code under "Codice doganale"', () => {
    const row = (y: number, desc: string, hs: string, q: string, p: string, t: string): Line[] => [
      line(desc, 40, y), line(hs, 250, y), right(q, 360, y), right(p, 430, y), right(t, 540, y),
    ];
    const p1 = page([
      line('FATTURA COMMERCIALE', 380, 40, 12), line('Fattura n. 0318/2026', 40, 80), line('Data 16/03/2026', 40, 92),
      line('Descrizione', 40, 190, 7), line('Codice', 250, 186, 7), line('doganale', 250, 194, 7), line('Quantità', 320, 190, 7), line('Prezzo', 400, 186, 7), line('unitario', 400, 194, 7), line('Importo', 500, 190, 7),
      ...row(210, 'Flanella pettinata, grigio', '51121100', '412,50', '18,90', '7.796,25'),
      ...row(221, 'Tessuto loden, verde bosco,', '51111100', '236,00', '16,40', '3.870,40'),
      line('alt. 150 cm', 40, 232),
      ...row(243, 'Jersey di lana, nero', '60063200', '96,40', '42,00', '4.048,80'),
      line('Imponibile', 360, 300), right('15.715,45', 540, 300),
      line('TOTALE FATTURA EUR', 360, 313), right('15.715,45', 540, 313),
    ]);
    const items = invoice([p1]).lineItems;
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ quantity: 412.5, unitPrice: 18.9, total: 7796.25, hsCode: '51121100' });
    expect(items[1]).toMatchObject({ description: 'Tessuto loden, verde bosco,\nalt. 150 cm', quantity: 236, unitPrice: 16.4, hsCode: '51111100' });
    expect(items[2]).toMatchObject({ quantity: 96.4, unitPrice: 42, total: 4048.8, hsCode: '60063200' });
  });
});
