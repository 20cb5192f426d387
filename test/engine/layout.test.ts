import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../engine/layout/index.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import type { LayoutLine } from '../../engine/extract/context.ts';
import { rightChain, tailBox } from '../../engine/layout/pairs.ts';
import type { BBox, Line, PageContent, Rule, Word } from '../../engine/types.ts';

/** A line of words laid out left to right from x, 6 points per character, 10 points high. */
function line(text: string, x: number, y: number): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 6, y + 10], confidence: 1, source: 'text', fontSize: 10 });
    cx += t.length * 6 + 6;
  }
  return { text, bbox: [x, y, cx - 6, y + 10], words };
}

function page(lines: Line[], rules: Rule[] = []): PageContent {
  return { pageNumber: 1, width: 600, height: 800, textSource: 'text', lines, rules, confidence: 1 };
}

describe('reading order', () => {
  it('reads a two-column page column by column', () => {
    const p = page([
      line('Left one', 50, 100), line('Right one', 350, 100),
      line('Left two', 50, 114), line('Right two', 350, 114),
      line('Left three', 50, 128), line('Right three', 350, 128),
    ]);
    const texts = buildLayout([p], { tables: false }).lines.map((l) => l.text);
    expect(texts).toEqual(['Left one', 'Left two', 'Left three', 'Right one', 'Right two', 'Right three']);
  });
});

describe('label/value pairs', () => {
  it('pairs values inline, to the right and below their labels', () => {
    const p = page([
      line('Invoice No: INV-42', 50, 50),
      line('Invoice Date:', 50, 80), line('05.03.2018', 250, 80),
      line('Due Date', 400, 120), line('04.04.2018', 400, 132),
    ]);
    const ctx = buildContext([p], 'en');
    expect(ctx.findValue(['invoice no'])?.text).toBe('INV-42');
    const d = ctx.findValue(['invoice date']);
    expect(d?.text).toBe('05.03.2018');
    expect(d?.bbox[0]).toBe(250);
    expect(ctx.findValue(['due date'])?.text).toBe('04.04.2018');
    const kv = ctx.layout.keyValues.map((k) => [k.key, k.value, k.position]);
    expect(kv).toContainEqual(['Invoice No', 'INV-42', 'inline']);
    expect(kv).toContainEqual(['Invoice Date', '05.03.2018', 'right']);
  });
  it('prefers the more specific label ("invoice date" over "date")', () => {
    const p = page([line('Date: 01.01.2020', 50, 50), line('Invoice date: 02.02.2020', 50, 80)]);
    const ctx = buildContext([p], 'en');
    expect(ctx.findValue(['date', 'invoice date'])?.text).toBe('02.02.2020');
  });
});

describe('tables', () => {
  it('builds a grid from ruling lines, with a merged header cell', () => {
    const xs = [50, 200, 300, 400];
    const ys = [100, 120, 140, 160];
    const rules: Rule[] = [
      ...ys.map((y): Rule => ({ bbox: [50, y, 400, y + 0.5] as BBox, kind: 'h' })),
      // The inner vertical rules stop below the header row: its cells are merged over columns 2 and 3.
      { bbox: [50, 100, 50.5, 160], kind: 'v' },
      { bbox: [200, 100, 200.5, 160], kind: 'v' },
      { bbox: [300, 120, 300.5, 160], kind: 'v' },
      { bbox: [400, 100, 400.5, 160], kind: 'v' },
    ];
    void xs;
    const p = page([line('Item', 60, 105), line('Figures', 260, 105), line('Apples', 60, 125), line('1', 210, 125), line('2.00', 310, 125), line('Pears', 60, 145), line('3', 210, 145), line('4.50', 310, 145)], rules);
    const [t] = buildLayout([p], { tables: true }).tables;
    expect(t.method).toBe('rulings');
    expect(t.rows.length).toBe(3);
    expect(t.rows[0][1]).toMatchObject({ text: 'Figures', colSpan: 2 });
    expect(t.rows[0][2]).toBeNull();
    expect(t.rows.map((r) => r.map((c) => c?.text ?? null))).toEqual([
      ['Item', 'Figures', null],
      ['Apples', '1', '2.00'],
      ['Pears', '3', '4.50'],
    ]);
    expect(t.headerRows).toBe(1);
  });
  it('splits a header band boxed as a whole into the columns ruled below it, but keeps a title over them merged', () => {
    const xs = [50, 200, 300, 400, 500];
    const rules: Rule[] = [
      ...[100, 120, 140, 160].map((y): Rule => ({ bbox: [50, y, 500, y + 0.5] as BBox, kind: 'h' })),
      { bbox: [50, 100, 50.5, 160], kind: 'v' },
      { bbox: [500, 100, 500.5, 160], kind: 'v' },
      // The inner column rules start under the header band.
      ...xs.slice(1, -1).map((x): Rule => ({ bbox: [x, 120, x + 0.5, 160] as BBox, kind: 'v' })),
    ];
    const body = [line('Apples', 60, 125), line('0808.10', 210, 125), line('1', 310, 125), line('2.00', 410, 125), line('Pears', 60, 145), line('0808.30', 210, 145), line('3', 310, 145), line('4.50', 410, 145)];
    // One line of text, as a PDF writes a header whose words sit close: each word group in a column of its own.
    const header = line('Description', 60, 105);
    const [split] = buildLayout([page([header, line('HS Code', 210, 105), line('Qty', 310, 105), line('Amount', 410, 105), ...body], rules)], { tables: true }).tables;
    expect(split.rows[0].map((c) => c?.text ?? null)).toEqual(['Description', 'HS Code', 'Qty', 'Amount']);
    expect(split.header).toEqual(['Description', 'HS Code', 'Qty', 'Amount']);
    // A title centred over the columns leaves some of them empty: one merged cell.
    const [merged] = buildLayout([page([line('Goods received', 230, 105), ...body], rules)], { tables: true }).tables;
    expect(merged.rows[0][0]).toMatchObject({ text: 'Goods received', colSpan: 4 });
  });
  it('builds a grid from column alignment when there are no rulings, and continues wrapped descriptions', () => {
    const p = page([
      line('Description', 50, 100), line('Qty', 300, 100), line('Price', 380, 100), line('Amount', 460, 100),
      line('Widget large', 50, 114), line('2', 300, 114), line('10.00', 380, 114), line('20.00', 460, 114),
      line('with extra part', 50, 126),
      line('Gadget', 50, 140), line('1', 300, 140), line('5.50', 380, 140), line('5.50', 460, 140),
    ]);
    const [t] = buildLayout([p], { tables: true }).tables;
    expect(t.method).toBe('alignment');
    expect(t.header).toEqual(['Description', 'Qty', 'Price', 'Amount']);
    expect(t.rows[1].map((c) => c?.text ?? null)).toEqual(['Widget large', '2', '10.00', '20.00']);
    expect(t.rows[2].map((c) => c?.text ?? null)).toEqual(['with extra part', null, null, null]);
  });
  it('takes bold leading rows as header rows, plain ones only up to the first', () => {
    const bold = (l: Line): Line => ({ ...l, words: l.words.map((w) => ({ ...w, bold: true })) });
    const rows = (head: (l: Line) => Line): Line[] => [
      head(line('Item', 50, 100)), head(line('Quantity', 250, 100)), head(line('Price', 450, 100)),
      head(line('name', 50, 114)), head(line('pieces', 250, 114)), head(line('EUR', 450, 114)),
      line('Widget', 50, 128), line('2', 250, 128), line('10.00', 450, 128),
      line('Gadget', 50, 142), line('1', 250, 142), line('5.50', 450, 142),
    ];
    const [boldHeader] = buildLayout([page(rows(bold))], { tables: true }).tables;
    expect(boldHeader.headerRows).toBe(2);
    expect(boldHeader.header).toEqual(['Item name', 'Quantity pieces', 'Price EUR']);
    const [plain] = buildLayout([page(rows((l) => l))], { tables: true }).tables;
    expect(plain.headerRows).toBe(1);
  });
  it('continues a table on the next page and drops its repeated header', () => {
    const part = (pageNumber: number, y: number, item: string): PageContent => ({
      ...page([
        line('Description', 50, y), line('Qty', 300, y), line('Price', 380, y), line('Amount', 460, y),
        line(`${item} one`, 50, y + 14), line('2', 300, y + 14), line('10.00', 380, y + 14), line('20.00', 460, y + 14),
        line(`${item} two`, 50, y + 28), line('1', 300, y + 28), line('5.50', 380, y + 28), line('5.50', 460, y + 28),
      ]),
      pageNumber,
    });
    const tables = buildLayout([part(1, 700, 'Widget'), part(2, 60, 'Gadget')], { tables: true }).tables;
    expect(tables).toHaveLength(1);
    expect(tables[0].pages).toEqual([1, 2]);
    expect(tables[0].rows.map((r) => r[0]?.text)).toEqual(['Description', 'Widget one', 'Widget two', 'Gadget one', 'Gadget two']);
  });
  it('does not call a plain paragraph a table', () => {
    const p = page([line('Just some text here', 50, 100), line('and more text there', 50, 114)]);
    expect(buildLayout([p], { tables: true }).tables).toEqual([]);
  });
});

describe('right-to-left text', () => {
  it('reads Hebrew words right to left and keeps numbers as printed', () => {
    // As a PDF places them: left to right on the page the words are גולמי, מקומי, תוצר; read right to left.
    const heb = line('גולמי מקומי תוצר', 300, 100);
    const lines = buildLayout([page([heb, line('2014 2013', 50, 100)])], { tables: false }).lines.map((l) => l.text);
    expect(lines).toContain('תוצר מקומי גולמי');
    expect(lines).toContain('2014 2013');
  });
});

describe('label value search helpers', () => {
  /** A layout line of `line`, on page 1. */
  const laid = (l: Line, index: number): LayoutLine => ({ ...l, page: 1, index, block: 0, confidence: 1, source: 'text' });
  it('chains the segments right of a label nearest first, equal left edges in the order given', () => {
    const label = laid(line('Total:', 50, 100), 0);
    const far = laid(line('EUR', 300, 100), 1);
    const near = laid(line('12.00', 120, 101), 2);
    const alsoNear = laid(line('(net)', 120, 99), 3);
    const below = laid(line('Other', 120, 130), 4);
    const chain = rightChain([far, near, label, alsoNear, below], label, 400);
    expect(chain.map((l) => l.text)).toEqual(['12.00', '(net)', 'EUR']);
    expect(rightChain([far, near, label], label, 100).map((l) => l.text)).toEqual(['12.00']);
  });
  it('boxes the words of a line from a character offset on', () => {
    const l = laid(line('Invoice No INV-42', 50, 100), 0);
    // Words at 50..92, 98..110 and 116..152 (6 points a character, a space between words).
    expect(tailBox(l, 11)).toEqual([116, 100, 152, 110]);
    expect(tailBox(l, 8)).toEqual([98, 100, 152, 110]);
    expect(tailBox(l, 0)).toEqual([50, 100, 152, 110]);
    expect(tailBox(l, 40)).toBe(l.bbox);
  });
});
