import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { readTables } from '../../engine/extract/logistics/table.ts';
import { goodsText } from '../../engine/extract/logistics/certificate-goods-text.ts';
import type { Line, PageContent, Rule, Word } from '../../engine/types.ts';

/** A line of words laid out left to right from x, 5 points per character (at 8 pt), `size` points high. */
function line(text: string, x: number, y: number, size = 8): Line {
  const words: Word[] = [];
  let cx = x;
  const w = (size * 5) / 8;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * w, y + size], confidence: 1, source: 'text', fontSize: size });
    cx += t.length * w + w;
  }
  return { text, bbox: [x, y, cx - w, y + size], words };
}

/** Lines printed one under the other, `pitch` apart; an empty string leaves a blank line. */
const stack = (texts: string[], x: number, y: number, size = 8, pitch = 10): Line[] =>
  texts.flatMap((t, i) => (t ? [line(t, x, y + i * pitch, size)] : []));

const page = (lines: Line[], rules: Rule[] = []): PageContent =>
  ({ pageNumber: 1, width: 600, height: 842, textSource: 'text', lines, rules, confidence: 1 });

const extract = (lines: Line[], rules: Rule[] = []) =>
  extractLogistics('certificate_of_origin', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

const hRule = (x0: number, x1: number, y: number): Rule => ({ bbox: [x0, y, x1, y + 0.5], kind: 'h' });

describe('Form A goods rows anchored on the item number column', () => {
  // Boxes 5 to 10: the item number printed once per item, the other columns run over several lines under it.
  const lines: Line[] = [
    line('GENERALIZED SYSTEM OF PREFERENCES CERTIFICATE OF ORIGIN FORM A', 40, 20, 12),
    ...stack(['5. Item', 'number'], 38, 100, 6, 7),
    ...stack(['6. Marks and', 'numbers of', 'packages'], 68, 100, 6, 7),
    ...stack(['7. Number and kind of packages;', 'description of goods'], 138, 100, 6, 7),
    ...stack(['8. Origin', 'criterion'], 338, 100, 6, 7),
    ...stack(['9. Gross', 'weight or', 'other qty'], 408, 100, 6, 7),
    ...stack(['10. Number', 'and date of', 'invoices'], 478, 100, 6, 7),
    ...stack(['1', '', '', '2'], 40, 130),
    ...stack(['ACME', 'LYON', 'C/NO.1-50'], 69, 130),
    ...stack(['30 CARTONS', 'STEEL GARDEN CHAIRS', 'FOLDING (HS 9401.71)', '20 CARTONS', 'WOODEN TABLES', '(HS 9403.60)'], 139, 130),
    ...stack(['"P"', '', '', '"P"'], 340, 130),
    ...stack(['450.00', 'KGS', '', '610.00', 'KGS'], 409, 130),
    ...stack(['INV-7781', '05.03.2026'], 479, 130),
  ];

  it('reads each item from its number down to the next, in every column', () => {
    const g = extract(lines).goods;
    expect(g).toHaveLength(2);
    expect(g[0]).toMatchObject({
      itemNumber: 1, description: 'STEEL GARDEN CHAIRS FOLDING', hsCode: '940171', quantity: 30,
      grossWeight: { value: 450, unit: 'kg' }, marks: 'ACME LYON C/NO.1-50', originCriterion: 'P',
      invoiceNumber: 'INV-7781', invoiceDate: '2026-03-05',
    });
    // Marks and the invoice printed once, for all the items.
    expect(g[1]).toMatchObject({
      itemNumber: 2, description: 'WOODEN TABLES', hsCode: '940360', quantity: 20,
      grossWeight: { value: 610, unit: 'kg' }, marks: 'ACME LYON C/NO.1-50', originCriterion: 'P',
      invoiceNumber: 'INV-7781', invoiceDate: '2026-03-05',
    });
  });

  it('keeps a line without an item number under the item above, also when only a figure column has text', () => {
    const rows = readTables([page(lines)], undefined, { anchorItems: true });
    expect(rows).toHaveLength(2);
    expect(rows[0].grossWeight?.text).toBe('450.00 KGS');
    expect(rows[0].invoice?.text).toBe('INV-7781 05.03.2026');
    expect(rows[1].item?.text).toBe('2');
    // Without anchoring the rows are cut line by line as before.
    expect(readTables([page(lines)]).length).toBeGreaterThan(2);
  });
});

describe('EUR.1 box 8: one free-text cell for item, marks, packages and description', () => {
  const lines: Line[] = [
    line('EUR.1', 300, 20, 16), line('No. A 1234567', 380, 22, 12),
    line('8. Item number; Marks and numbers; Number and kind of packages (1); Description of goods', 38, 200, 6),
    ...stack(['9. Gross mass (kg)', 'or other measure'], 442, 200, 5.5, 7),
    ...stack(['10. Invoices', '(Optional)'], 502, 200, 5.5, 7),
    line('1. ABC 1-6; SIX (6) CRATES OF', 42, 220, 8.5),
    line('ELECTRIC MOTORS, HS 850152', 48, 232, 8.5),
    line('2) ABC 7; 1 PALLET OF', 42, 244, 8.5),
    line('SPARE PARTS, HS 850300', 48, 256, 8.5),
    line('****************************************', 42, 268, 8.5),
    line('900 kg', 446, 220, 8.5), line('150 kg', 446, 244, 8.5),
    ...stack(['Inv. 88-102', '02.03.2026'], 502, 221, 7.5),
  ];

  it('splits the box into items at their numbers and reads marks, packages, HS code and description', () => {
    const g = extract(lines).goods;
    expect(g).toHaveLength(2);
    expect(g[0]).toMatchObject({
      itemNumber: 1, marks: 'ABC 1-6', quantity: 6, description: 'ELECTRIC MOTORS', hsCode: '850152',
      grossWeight: { value: 900, unit: 'kg' }, invoiceNumber: '88-102', invoiceDate: '2026-03-02',
    });
    expect(g[1]).toMatchObject({
      itemNumber: 2, marks: 'ABC 7', quantity: 1, description: 'SPARE PARTS', hsCode: '850300',
      grossWeight: { value: 150, unit: 'kg' }, invoiceNumber: '88-102', invoiceDate: '2026-03-02',
    });
  });

  it('parses a goods text by the parts its caption names', () => {
    expect(goodsText('ABC 1-6; SIX (6) CRATES OF ELECTRIC MOTORS, HS 850152', ['item', 'marks', 'packages', 'description']))
      .toEqual({ marks: 'ABC 1-6', packages: 6, description: 'ELECTRIC MOTORS', hs: '850152' });
    expect(goodsText('180 CARTONS COTTON SHIRTS (HS 6105.10)'))
      .toEqual({ marks: null, packages: 180, description: 'COTTON SHIRTS', hs: '610510' });
    // A row with a quantity of its own keeps its packages in the description.
    expect(goodsText('FOUR HUNDRED (400) CARTONS OF PULLOVERS', [], true).description).toBe('FOUR HUNDRED (400) CARTONS OF PULLOVERS');
    // A figure inside the description is no package count.
    expect(goodsText('STEEL PIPES 20 MM').packages).toBeNull();
  });
});

describe('certification box with a blank line inside it', () => {
  const lines: Line[] = [
    line('CERTIFICATE OF ORIGIN FORM A', 40, 20, 12),
    line('11. Certification', 38, 400, 5.5),
    ...stack(['It is hereby certified, on the basis of control', 'that the declaration by the exporter is correct.', '',
      'NATIONAL EXPORT BUREAU', 'NORTH DISTRICT', '14.03.2026'], 40, 409, 7, 9),
    line('12. Declaration by the exporter', 302, 400, 5.5),
  ];
  // The box: its caption's top rule, its bottom rule under the date.
  const rules = [hRule(30, 295, 396), hRule(30, 295, 480), hRule(300, 560, 396)];

  it('reads the issuing body and date after the blank line, while inside the ruled box', () => {
    const d = extract(lines, rules);
    expect(d.issuingAuthority).toBe('NATIONAL EXPORT BUREAU NORTH DISTRICT');
    expect(d.issueDate).toBe('2026-03-14');
  });

  it('stops at the box rule: text under the next box is not read', () => {
    const d = extract(lines, [...rules.slice(0, 1), hRule(30, 295, 433), hRule(30, 295, 480)]);
    expect(d.issuingAuthority).toBeNull();
  });
});
